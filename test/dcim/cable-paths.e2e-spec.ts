import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, post } from '../helpers/dcim';
import { getStatements } from '../helpers/query-count';

/**
 * Cable paths, after NetBox's dcim/tests/test_cablepaths.py: direct pairs, console and power, patch panels
 * with one and four positions, panels in series, a circuit in the middle, a split, a planned cable, delete
 * and re-cable, a changed end — seen as connected endpoints, traces, a port's paths and the connected
 * device; lists of cabled endpoints stay within their statement budget.
 */
describe('cable paths', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let basics: Json;
  let seq = 0;

  beforeAll(async () => {
    app = await startApp();
    basics = await deviceBasics(app, 'PATH');
  });

  afterAll(async () => {
    await app?.close();
  });

  const device = (name: string) =>
    post(app, '/api/dcim/devices/', { name, device_type: basics.deviceType.id, role: basics.role.id, site: basics.site.id });
  const ifaces = async (dev: Json, n: number) =>
    post<Json[]>(
      app,
      '/api/dcim/interfaces/',
      Array.from({ length: n }, () => ({ device: dev.id, name: `eth${++seq}`, type: '1000base-t' })),
    );
  const end = (type: string, ...objects: Json[]) => objects.map((o) => ({ object_type: type, object_id: o.id }));
  const cable = (a: Json[], b: Json[], extra: Json = {}) => post(app, '/api/dcim/cables/', { a_terminations: a, b_terminations: b, ...extra });
  const I = (...o: Json[]) => end('dcim.interface', ...o);
  const FP = (...o: Json[]) => end('dcim.frontport', ...o);
  const RP = (...o: Json[]) => end('dcim.rearport', ...o);
  const get = async (path: string) => (await app.inject('GET', path)).body;
  /** [connected endpoint ids, type, reachable] of an endpoint */
  const connected = async (path: string) => {
    const o = await get(path);
    return [o.connected_endpoints?.map((e: Json) => e.id) ?? null, o.connected_endpoints_type, o.connected_endpoints_reachable];
  };
  const iface = (o: Json) => connected(`/api/dcim/interfaces/${o.id}/`);

  /** A patch panel: a rear port of `positions` and as many front ports, mapped position by position. */
  async function panel(name: string, positions: number) {
    const dev = await device(name);
    const rear = await post(app, '/api/dcim/rear-ports/', { device: dev.id, name: 'rear', type: '8p8c', positions });
    const fronts = await post<Json[]>(
      app,
      '/api/dcim/front-ports/',
      Array.from({ length: positions }, (_, i) => ({
        device: dev.id,
        name: `front${i + 1}`,
        type: '8p8c',
        rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: i + 1 }],
      })),
    );
    return { dev, rear, fronts };
  }

  it('a direct interface pair: each sees the other, reachable; no cable, no path (reachable false, not null)', async () => {
    const [d1, d2] = [await device('p-direct-1'), await device('p-direct-2')];
    const [[a], [b], [lone]] = [await ifaces(d1, 1), await ifaces(d2, 1), await ifaces(d2, 1)];
    expect(await iface(a)).toEqual([null, null, false]);
    const c = await cable(I(a), I(b));
    expect(await iface(a)).toEqual([[b.id], 'dcim.interface', true]);
    expect(await iface(b)).toEqual([[a.id], 'dcim.interface', true]);
    expect(await iface(lone)).toEqual([null, null, false]);
    const endpoint = (await get(`/api/dcim/interfaces/${a.id}/`)).connected_endpoints[0];
    expect(Object.keys(endpoint)).toEqual(['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied']);

    // the trace: one segment (near ends, the traced cable, far ends)
    const trace = await get(`/api/dcim/interfaces/${a.id}/trace/`);
    expect(trace).toHaveLength(1);
    const [near, traced, far] = trace[0];
    expect(near.map((n: Json) => n.id)).toEqual([a.id]);
    expect(Object.keys(traced)).toEqual(['id', 'url', 'display_url', 'type', 'status', 'label', 'color', 'length', 'length_unit', 'description']);
    expect(traced).toMatchObject({ id: c.id, status: 'connected', type: null });
    expect(far.map((n: Json) => n.id)).toEqual([b.id]);
    expect(await get(`/api/dcim/interfaces/${lone.id}/trace/`)).toEqual([]);

    // the connected device, as LLDP tooling asks
    const found = await app.inject('GET', `/api/dcim/connected-device/?peer_device=p-direct-2&peer_interface=${b.name}`);
    expect([found.status, found.body.id, found.body.name]).toEqual([200, d1.id, 'p-direct-1']);
    // NetBox answers with DeviceSerializer, not DeviceWithConfigContextSerializer: no config_context
    const detail = await app.inject('GET', `/api/dcim/devices/${d1.id}/?exclude=config_context`);
    expect(Object.keys(found.body)).toEqual(Object.keys(detail.body));
    expect(found.body).not.toHaveProperty('config_context');
    expect((await app.inject('GET', `/api/dcim/connected-device/?peer_device=p-direct-2&peer_interface=${lone.name}`)).status).toBe(404);
    const missing = await app.inject('GET', '/api/dcim/connected-device/?peer_device=p-direct-2');
    expect([missing.status, missing.body]).toEqual([400, { detail: 'Request must include "peer_device" and "peer_interface" filters.' }]);
  });

  // NetBox's ComponentTraceMixin (dcim/tests/test_api.py): each path endpoint cabled to its peer model traces one segment
  it.each([
    ['console-ports', 'dcim.consoleport', 'console-server-ports', 'dcim.consoleserverport'],
    ['console-server-ports', 'dcim.consoleserverport', 'console-ports', 'dcim.consoleport'],
    ['power-ports', 'dcim.powerport', 'power-outlets', 'dcim.poweroutlet'],
    ['power-outlets', 'dcim.poweroutlet', 'power-ports', 'dcim.powerport'],
    ['interfaces', 'dcim.interface', 'interfaces', 'dcim.interface'],
  ])('%s/{id}/trace/: one segment — the object, the cable (its label), the peer', async (path, type, peerPath, peerType) => {
    const extra = type === 'dcim.interface' ? { type: '1000base-t' } : {};
    const obj = await post(app, `/api/dcim/${path}/`, { device: (await device(`trace-${path}`)).id, name: `t-${++seq}`, ...extra });
    const peer = await post(app, `/api/dcim/${peerPath}/`, { device: (await device(`trace-peer-${path}`)).id, name: 'Peer Termination', ...extra });
    await cable(end(type, obj), end(peerType, peer), { label: `Cable ${path}` });
    const trace = await get(`/api/dcim/${path}/${obj.id}/trace/`);
    expect(trace).toHaveLength(1);
    expect([trace[0][0][0].name, trace[0][1].label, trace[0][2][0].name]).toEqual([obj.name, `Cable ${path}`, 'Peer Termination']);
  });

  it('console port ↔ console server port; power port ↔ outlet and ↔ feed', async () => {
    const [d1, d2] = [await device('p-con-1'), await device('p-con-2')];
    const con = await post(app, '/api/dcim/console-ports/', { device: d1.id, name: 'con' });
    const csp = await post(app, '/api/dcim/console-server-ports/', { device: d2.id, name: 'tty' });
    const pp = await post(app, '/api/dcim/power-ports/', { device: d1.id, name: 'psu1' });
    const pp2 = await post(app, '/api/dcim/power-ports/', { device: d1.id, name: 'psu2' });
    const outlet = await post(app, '/api/dcim/power-outlets/', { device: d2.id, name: 'out' });
    const powerPanel = await post(app, '/api/dcim/power-panels/', { site: basics.site.id, name: 'p-panel' });
    const feed = await post(app, '/api/dcim/power-feeds/', { power_panel: powerPanel.id, name: 'feed' });
    await cable(end('dcim.consoleport', con), end('dcim.consoleserverport', csp));
    await cable(end('dcim.powerport', pp), end('dcim.poweroutlet', outlet));
    await cable(end('dcim.powerfeed', feed), end('dcim.powerport', pp2));
    expect(await connected(`/api/dcim/console-ports/${con.id}/`)).toEqual([[csp.id], 'dcim.consoleserverport', true]);
    expect(await connected(`/api/dcim/console-server-ports/${csp.id}/`)).toEqual([[con.id], 'dcim.consoleport', true]);
    expect(await connected(`/api/dcim/power-ports/${pp.id}/`)).toEqual([[outlet.id], 'dcim.poweroutlet', true]);
    expect(await connected(`/api/dcim/power-outlets/${outlet.id}/`)).toEqual([[pp.id], 'dcim.powerport', true]);
    expect(await connected(`/api/dcim/power-feeds/${feed.id}/`)).toEqual([[pp2.id], 'dcim.powerport', true]);
    expect(await connected(`/api/dcim/power-ports/${pp2.id}/`)).toEqual([[feed.id], 'dcim.powerfeed', true]);
    expect((await get(`/api/dcim/power-feeds/?connected=true&power_panel_id=${powerPanel.id}`)).results.map((f: Json) => f.id)).toEqual([feed.id]);
    const idle = await post(app, '/api/dcim/power-feeds/', { power_panel: powerPanel.id, name: 'idle' });
    expect((await get(`/api/dcim/power-feeds/?connected=false&power_panel_id=${powerPanel.id}`)).results.map((f: Json) => f.id)).toEqual([idle.id]);
  });

  it('through a pair of one-position patch panels, built in any order; the trace has three segments; the ports list the paths', async () => {
    const [d1, d2] = [await device('p-pp-1'), await device('p-pp-2')];
    const [[a], [b]] = [await ifaces(d1, 1), await ifaces(d2, 1)];
    const [p1, p2] = [await panel('p-panel-1', 1), await panel('p-panel-2', 1)];
    // the middle first: nothing is connected yet
    await cable(RP(p1.rear), RP(p2.rear));
    await cable(I(a), FP(p1.fronts[0]));
    expect(await iface(a)).toEqual([null, null, false]);
    await cable(FP(p2.fronts[0]), I(b));
    expect(await iface(a)).toEqual([[b.id], 'dcim.interface', true]);
    expect(await iface(b)).toEqual([[a.id], 'dcim.interface', true]);

    const trace = await get(`/api/dcim/interfaces/${a.id}/trace/`);
    expect(trace.map(([near, , far]: Json[][]) => [near.map((n) => n.display), far.map((n) => n.display)])).toEqual([
      [[a.name], ['front1']],
      [['rear'], ['rear']],
      [['front1'], [b.name]],
    ]);
    const paths = await get(`/api/dcim/front-ports/${p1.fronts[0].id}/paths/`);
    expect(paths.map((p: Json) => [p.path[0][0].id, p.path[p.path.length - 1][0].id, p.is_active, p.is_complete, p.is_split])).toEqual([
      [a.id, b.id, true, true, false],
      [b.id, a.id, true, true, false],
    ]);
    expect(Object.keys(paths[0])).toEqual(['id', 'path', 'is_active', 'is_complete', 'is_split']);
    expect(paths[0].path).toHaveLength(9);
    expect((await get(`/api/dcim/rear-ports/${p2.rear.id}/paths/`)).length).toBe(2);
  });

  it('four-position panels: each interface reaches the one on the same position; two panels in series keep positions', async () => {
    const [d1, d2] = [await device('p-4p-1'), await device('p-4p-2')];
    const [left, right] = [await ifaces(d1, 4), await ifaces(d2, 4)];
    const [p1, p2, p3] = [await panel('p-4p-panel-1', 4), await panel('p-4p-panel-2', 4), await panel('p-4p-panel-3', 4)];
    for (let i = 0; i < 4; i++) await cable(I(left[i]), FP(p1.fronts[i]));
    await cable(RP(p1.rear), RP(p2.rear));
    // p2's fronts patched to p3's fronts, p3's rear to… p3 fronts lead to the right-hand interfaces through the rear trunk
    for (let i = 0; i < 4; i++) await cable(FP(p2.fronts[i]), FP(p3.fronts[i]));
    const p4 = await panel('p-4p-panel-4', 4);
    await cable(RP(p3.rear), RP(p4.rear));
    for (let i = 0; i < 4; i++) await cable(FP(p4.fronts[i]), I(right[i]));
    for (let i = 0; i < 4; i++) {
      expect(await iface(left[i])).toEqual([[right[i].id], 'dcim.interface', true]);
      expect(await iface(right[i])).toEqual([[left[i].id], 'dcim.interface', true]);
    }
    expect(await get(`/api/dcim/interfaces/${left[2].id}/trace/`)).toHaveLength(5);
  });

  it('a rear port of several positions reached without a position: a split path, nothing connected', async () => {
    const d1 = await device('p-split-1');
    const [a] = await ifaces(d1, 1);
    const p = await panel('p-split-panel', 4);
    await cable(I(a), RP(p.rear));
    expect(await iface(a)).toEqual([null, null, false]);
    const paths = await get(`/api/dcim/rear-ports/${p.rear.id}/paths/`);
    expect(paths.map((x: Json) => [x.is_complete, x.is_split])).toEqual([[false, true]]);
  });

  it('a circuit in the middle: A to Z; to a provider network the path is complete at the network', async () => {
    const provider = await post(app, '/api/circuits/providers/', { name: 'P-Prov', slug: 'p-prov' });
    const type = await post(app, '/api/circuits/circuit-types/', { name: 'P-Type', slug: 'p-type' });
    const circuit = await post(app, '/api/circuits/circuits/', { cid: 'P-CID-1', provider: provider.id, type: type.id });
    const site = { termination_type: 'dcim.site', termination_id: basics.site.id };
    const [ta, tz] = await post<Json[]>(app, '/api/circuits/circuit-terminations/', [
      { circuit: circuit.id, term_side: 'A', ...site },
      { circuit: circuit.id, term_side: 'Z', ...site },
    ]);
    const [d1, d2] = [await device('p-cir-1'), await device('p-cir-2')];
    const [[a], [b]] = [await ifaces(d1, 1), await ifaces(d2, 1)];
    await cable(I(a), end('circuits.circuittermination', ta));
    // Z not cabled: the path ends at Z's site
    expect(await iface(a)).toEqual([null, null, false]);
    await cable(end('circuits.circuittermination', tz), I(b));
    expect(await iface(a)).toEqual([[b.id], 'dcim.interface', true]);
    expect(await iface(b)).toEqual([[a.id], 'dcim.interface', true]);
    expect(await get(`/api/circuits/circuit-terminations/${ta.id}/`)).toMatchObject({ cable_end: 'B', link_peers_type: 'dcim.interface' });
    const through = await get(`/api/circuits/circuit-terminations/${tz.id}/paths/`);
    expect(through.map((p: Json) => [p.path[0][0].id, p.is_complete])).toEqual([
      [a.id, true],
      [b.id, true],
    ]);

    const network = await post(app, '/api/circuits/provider-networks/', { name: 'P-Net', provider: provider.id });
    const circuit2 = await post(app, '/api/circuits/circuits/', { cid: 'P-CID-2', provider: provider.id, type: type.id });
    const [tA] = await post<Json[]>(app, '/api/circuits/circuit-terminations/', [
      { circuit: circuit2.id, term_side: 'A', ...site },
      { circuit: circuit2.id, term_side: 'Z', termination_type: 'circuits.providernetwork', termination_id: network.id },
    ]);
    const [c] = await ifaces(d1, 1);
    await cable(I(c), end('circuits.circuittermination', tA));
    expect(await iface(c)).toEqual([[network.id], 'circuits.providernetwork', true]);
  });

  it('a planned cable: the path is not active (unreachable); connecting it makes it reachable', async () => {
    const [d1, d2] = [await device('p-plan-1'), await device('p-plan-2')];
    const [[a], [b]] = [await ifaces(d1, 1), await ifaces(d2, 1)];
    const c = await cable(I(a), I(b), { status: 'planned' });
    expect(await iface(a)).toEqual([[b.id], 'dcim.interface', false]);
    await app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { status: 'connected' } });
    expect(await iface(a)).toEqual([[b.id], 'dcim.interface', true]);
  });

  it('delete and re-cable; change a cable’s end; delete an endpoint', async () => {
    const [d1, d2] = [await device('p-re-1'), await device('p-re-2')];
    const [[a], [b, c]] = [await ifaces(d1, 1), await ifaces(d2, 2)];
    const first = await cable(I(a), I(b));
    expect((await app.inject('DELETE', `/api/dcim/cables/${first.id}/`)).status).toBe(204);
    expect(await iface(a)).toEqual([null, null, false]);
    expect(await iface(b)).toEqual([null, null, false]);
    const second = await cable(I(a), I(b));
    expect(await iface(a)).toEqual([[b.id], 'dcim.interface', true]);
    await app.inject('PATCH', `/api/dcim/cables/${second.id}/`, { body: { b_terminations: I(c) } });
    expect(await iface(a)).toEqual([[c.id], 'dcim.interface', true]);
    expect(await iface(b)).toEqual([null, null, false]);
    expect(await iface(c)).toEqual([[a.id], 'dcim.interface', true]);
    expect((await app.inject('DELETE', `/api/dcim/interfaces/${c.id}/`)).status).toBe(204);
    expect(await iface(a)).toEqual([null, null, false]);
    expect(await get(`/api/dcim/interfaces/${a.id}/`)).toMatchObject({ cable: { id: second.id }, link_peers: [] });
  });

  it('a changed port mapping and a deleted device are traced again', async () => {
    const [d1, d2] = [await device('p-map-1'), await device('p-map-2')];
    const [[a], [b]] = [await ifaces(d1, 1), await ifaces(d2, 1)];
    const p = await panel('p-map-panel', 1);
    await cable(I(a), FP(p.fronts[0]));
    await cable(RP(p.rear), I(b));
    expect(await iface(a)).toEqual([[b.id], 'dcim.interface', true]);
    // unmapped: the front port leads nowhere
    const unmapped = await app.inject('PATCH', `/api/dcim/front-ports/${p.fronts[0].id}/`, { body: { rear_ports: [] } });
    expect(unmapped.status).toBe(200);
    expect(await iface(a)).toEqual([null, null, false]);
    await app.inject('PATCH', `/api/dcim/front-ports/${p.fronts[0].id}/`, { body: { rear_ports: [{ position: 1, rear_port: p.rear.id }] } });
    expect(await iface(a)).toEqual([[b.id], 'dcim.interface', true]);
    // the far device goes, and its interface with it: nothing is connected, the cable keeps its other ends
    expect((await app.inject('DELETE', `/api/dcim/devices/${d2.id}/`)).status).toBe(204);
    expect(await iface(a)).toEqual([null, null, false]);
    expect((await get(`/api/dcim/rear-ports/${p.rear.id}/`)).link_peers).toEqual([]);
  });

  it('lists of cabled endpoints (link peers, connected endpoints) run the same statements for 2 or 40 rows', async () => {
    const [d1, d2] = [await device('p-qc-1'), await device('p-qc-2')];
    const measure = async () => {
      const a = await getStatements(app, `/api/dcim/interfaces/?device_id=${d1.id}&limit=1000`);
      const c = await getStatements(app, `/api/dcim/console-ports/?device_id=${d1.id}&limit=1000`);
      return [a.queries, c.queries];
    };
    const add = async (n: number) => {
      const [left, right] = [await ifaces(d1, n), await ifaces(d2, n)];
      for (let i = 0; i < n; i++) await cable(I(left[i]), I(right[i]));
      for (let i = 0; i < n; i++) {
        const con = await post(app, '/api/dcim/console-ports/', { device: d1.id, name: `qc-con-${++seq}` });
        const csp = await post(app, '/api/dcim/console-server-ports/', { device: d2.id, name: `qc-tty-${seq}` });
        await cable(end('dcim.consoleport', con), end('dcim.consoleserverport', csp));
      }
    };
    await add(2);
    const few = await measure();
    await add(38);
    const many = await measure();
    const list = await get(`/api/dcim/interfaces/?device_id=${d1.id}&limit=1000`);
    expect(list.results.every((i: Json) => i.connected_endpoints_reachable && i.link_peers.length === 1)).toBe(true);
    expect(many).toEqual(few);
    expect(few.every((n) => n <= 3)).toBe(true);
  });
});
