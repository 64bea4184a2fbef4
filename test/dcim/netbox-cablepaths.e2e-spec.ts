import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, post } from '../helpers/dcim';

/**
 * NetBox's dcim/tests/test_cablepaths.py and test_cablepaths2.py, the cases the earlier ports
 * (cable-paths, cable-profiles) did not show: the path endpoints on one end of a cable are the origins of one
 * path (its first hop lists them all, and each of them traces it), a circuit termination created later
 * carries the paths that reach its circuit's other side on to it, a port mapping added, removed or changed
 * retraces the paths through the rear port as well as the front port, and a cable whose far ends lead to
 * ports of different devices is refused. Seen through a port's (or circuit termination's) paths, an endpoint's
 * trace and its connected endpoints.
 */
describe('NetBox cable paths (test_cablepaths, test_cablepaths2)', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let basics: Json;
  let seq = 0;

  beforeAll(async () => {
    app = await startApp();
    basics = await deviceBasics(app, 'NBCP');
  });

  afterAll(async () => {
    await app?.close();
  });

  const device = () =>
    post(app, '/api/dcim/devices/', { name: `nbcp-${++seq}`, device_type: basics.deviceType.id, role: basics.role.id, site: basics.site.id });
  const ifaces = async (dev: Json, ...names: string[]) =>
    post<Json[]>(
      app,
      '/api/dcim/interfaces/',
      names.map((name) => ({ device: dev.id, name, type: '1000base-t' })),
    );
  const rear = (dev: Json, name: string, positions = 1) => post(app, '/api/dcim/rear-ports/', { device: dev.id, name, type: '8p8c', positions });
  /** a front port, mapped position by position to `to` (rear port, rear position) when given */
  const front = (dev: Json, name: string, to: [Json, number][] = [], positions = 1) =>
    post(app, '/api/dcim/front-ports/', {
      device: dev.id,
      name,
      type: '8p8c',
      positions,
      rear_ports: to.map(([r, p], i) => ({ position: i + 1, rear_port: r.id, rear_port_position: p })),
    });
  const TYPES: Record<string, string> = {
    interfaces: 'dcim.interface',
    'front-ports': 'dcim.frontport',
    'rear-ports': 'dcim.rearport',
    'circuit-terminations': 'circuits.circuittermination',
  };
  const typeOf = (o: Json) => TYPES[o.url.split('/').slice(-3, -2)[0]];
  const end = (...objects: Json[]) => objects.map((o) => ({ object_type: typeOf(o), object_id: o.id }));
  const cable = (label: string, a: Json[], b: Json[]) =>
    post(app, '/api/dcim/cables/', { label, a_terminations: end(...a), b_terminations: end(...b) });
  const get = async (path: string) => (await app.inject('GET', path)).body;
  /** a hop's objects by their display (cables by label) */
  const names = (hop: Json[]) => hop.map((o) => o.label || o.display);
  /** the paths through a port (or circuit termination): hops by display, and [is_complete, is_active, is_split] */
  const pathsThrough = async (o: Json) =>
    (await get(`${new URL(o.url).pathname}paths/`)).map((p: Json) => [p.path.map(names), [p.is_complete, p.is_active, p.is_split]]);
  /** an endpoint's trace, segment by segment: near ends, cable label (null where there is none), far ends */
  const trace = async (o: Json) =>
    (await get(`/api/dcim/interfaces/${o.id}/trace/`)).map(([near, c, far]: [Json[], Json, Json[]]) => [
      names(near),
      Array.isArray(c) ? null : c.label,
      names(far),
    ]);
  const connected = async (o: Json) => ((await get(`/api/dcim/interfaces/${o.id}/`)).connected_endpoints ?? []).map((e: Json) => e.name);

  it('LegacyCablePathTestCase.test_120_single_interface_to_multi_interface: the two interfaces on one end are the origins of one path', async () => {
    const dev = await device();
    const [if1, if2, if3] = await ifaces(dev, 'IF1', 'IF2', 'IF3');
    await cable('C1', [if1], [if2, if3]);
    expect(await trace(if1)).toEqual([[['IF1'], 'C1', ['IF2', 'IF3']]]);
    expect(await trace(if2)).toEqual([[['IF2', 'IF3'], 'C1', ['IF1']]]);
    expect(await trace(if3)).toEqual([[['IF2', 'IF3'], 'C1', ['IF1']]]);
    expect(await connected(if3)).toEqual(['IF1']);
  });

  it('LegacyCablePathTestCase.test_121_multi_interface_to_multi_interface: two origins to two destinations, each way', async () => {
    const dev = await device();
    const [if1, if2, if3, if4] = await ifaces(dev, 'IF1', 'IF2', 'IF3', 'IF4');
    await cable('C1', [if1, if2], [if3, if4]);
    for (const o of [if1, if2]) expect(await trace(o)).toEqual([[['IF1', 'IF2'], 'C1', ['IF3', 'IF4']]]);
    for (const o of [if3, if4]) expect(await trace(o)).toEqual([[['IF3', 'IF4'], 'C1', ['IF1', 'IF2']]]);
  });

  it('a shared path outlives its first origin: deleting IF2 leaves IF3 on the path to IF1, and IF1 sees IF3 alone', async () => {
    const dev = await device();
    const [if1, if2, if3] = await ifaces(dev, 'IF1', 'IF2', 'IF3');
    await cable('C1', [if1], [if2, if3]);
    expect((await app.inject('DELETE', `/api/dcim/interfaces/${if2.id}/`)).status).toBe(204);
    expect(await trace(if3)).toEqual([[['IF3'], 'C1', ['IF1']]]);
    expect(await trace(if1)).toEqual([[['IF1'], 'C1', ['IF3']]]);
    expect(await connected(if3)).toEqual(['IF1']);
    expect(await connected(if1)).toEqual(['IF3']);
  });

  it('LegacyCablePathTestCase.test_202_single_path_via_pass_through_with_breakouts: one path from both interfaces; deleting the far cable keeps it, incomplete', async () => {
    const dev = await device();
    const [if1, if2, if3, if4] = await ifaces(dev, 'IF1', 'IF2', 'IF3', 'IF4');
    const rp1 = await rear(dev, 'RP1');
    const fp1 = await front(dev, 'FP1', [[rp1, 1]]);
    await cable('C1', [if1, if2], [fp1]);
    expect(await pathsThrough(fp1)).toEqual([
      [
        [['IF1', 'IF2'], ['C1'], ['FP1'], ['RP1']],
        [false, true, false],
      ],
    ]);
    const c2 = await cable('C2', [rp1], [if3, if4]);
    expect(await pathsThrough(rp1)).toEqual([
      [
        [['IF1', 'IF2'], ['C1'], ['FP1'], ['RP1'], ['C2'], ['IF3', 'IF4']],
        [true, true, false],
      ],
      [
        [['IF3', 'IF4'], ['C2'], ['RP1'], ['FP1'], ['C1'], ['IF1', 'IF2']],
        [true, true, false],
      ],
    ]);
    expect((await app.inject('DELETE', `/api/dcim/cables/${c2.id}/`)).status).toBe(204);
    expect(await pathsThrough(fp1)).toEqual([
      [
        [['IF1', 'IF2'], ['C1'], ['FP1'], ['RP1']],
        [false, true, false],
      ],
    ]);
    expect(await trace(if2)).toEqual([
      [['IF1', 'IF2'], 'C1', ['FP1']],
      [['RP1'], null, []],
    ]);
    for (const o of [if3, if4]) expect((await get(`/api/dcim/interfaces/${o.id}/trace/`)).length).toBe(0);
  });

  it('LegacyCablePathTestCase.test_204_multiple_paths_via_pass_through_with_breakouts: each pair of interfaces shares its path through the panels', async () => {
    const dev = await device();
    const [if1, if2, if3, if4, if5, if6, if7, if8] = await ifaces(dev, 'IF1', 'IF2', 'IF3', 'IF4', 'IF5', 'IF6', 'IF7', 'IF8');
    const [rp1, rp2] = [await rear(dev, 'RP1', 4), await rear(dev, 'RP2', 4)];
    const fp1 = await front(dev, 'FP1', [[rp1, 1]]);
    const fp2 = await front(dev, 'FP2', [[rp1, 2]]);
    const fp3 = await front(dev, 'FP3', [[rp2, 1]]);
    const fp4 = await front(dev, 'FP4', [[rp2, 2]]);
    await cable('C1', [if1, if2], [fp1]);
    await cable('C2', [if3, if4], [fp2]);
    await cable('C3', [rp1], [rp2]);
    await cable('C4', [fp3], [if5, if6]);
    await cable('C5', [fp4], [if7, if8]);
    expect(await trace(if2)).toEqual([
      [['IF1', 'IF2'], 'C1', ['FP1']],
      [['RP1'], 'C3', ['RP2']],
      [['FP3'], 'C4', ['IF5', 'IF6']],
    ]);
    expect(await trace(if8)).toEqual([
      [['IF7', 'IF8'], 'C5', ['FP4']],
      [['RP2'], 'C3', ['RP1']],
      [['FP2'], 'C2', ['IF3', 'IF4']],
    ]);
    expect((await pathsThrough(rp1)).length).toBe(4);
    expect(await connected(if4)).toEqual(['IF7', 'IF8']);
  });

  it('LegacyCablePathTestCase.test_211_interface_to_interface_via_circuit: a Z termination created later carries the path on to its site; deleting it cuts it back', async () => {
    const dev = await device();
    const [if1] = await ifaces(dev, 'IF1');
    const provider = await post(app, '/api/circuits/providers/', { name: 'NBCP Prov', slug: 'nbcp-prov' });
    const type = await post(app, '/api/circuits/circuit-types/', { name: 'NBCP Type', slug: 'nbcp-type' });
    const circuit = await post(app, '/api/circuits/circuits/', { cid: 'NBCP-211', provider: provider.id, type: type.id });
    const site = { termination_type: 'dcim.site', termination_id: basics.site.id };
    const ct1 = await post(app, '/api/circuits/circuit-terminations/', { circuit: circuit.id, term_side: 'A', ...site });
    await cable('C1', [if1], [ct1]);
    expect(await pathsThrough(ct1)).toEqual([
      [
        [['IF1'], ['C1'], ['NBCP-211: Termination A']],
        [false, true, false],
      ],
    ]);
    const ct2 = await post(app, '/api/circuits/circuit-terminations/', { circuit: circuit.id, term_side: 'Z', ...site });
    const toSite = [['IF1'], ['C1'], ['NBCP-211: Termination A'], ['NBCP-211: Termination Z'], [basics.site.name]];
    expect(await pathsThrough(ct1)).toEqual([[toSite, [false, true, false]]]);
    expect(await pathsThrough(ct2)).toEqual([[toSite, [false, true, false]]]);
    expect((await app.inject('DELETE', `/api/circuits/circuit-terminations/${ct2.id}/`)).status).toBe(204);
    expect(await pathsThrough(ct1)).toEqual([
      [
        [['IF1'], ['C1'], ['NBCP-211: Termination A']],
        [false, true, false],
      ],
    ]);
  });

  it('LegacyCablePathTestCase.test_212_interface_to_interface_via_circuit_with_breakouts: both pairs of interfaces are the origins of the path across the circuit', async () => {
    const dev = await device();
    const [if1, if2, if3, if4] = await ifaces(dev, 'IF1', 'IF2', 'IF3', 'IF4');
    const provider = await post(app, '/api/circuits/providers/', { name: 'NBCP Prov 212', slug: 'nbcp-prov-212' });
    const type = await post(app, '/api/circuits/circuit-types/', { name: 'NBCP Type 212', slug: 'nbcp-type-212' });
    const circuit = await post(app, '/api/circuits/circuits/', { cid: 'NBCP-212', provider: provider.id, type: type.id });
    const site = { termination_type: 'dcim.site', termination_id: basics.site.id };
    const ct1 = await post(app, '/api/circuits/circuit-terminations/', { circuit: circuit.id, term_side: 'A', ...site });
    await cable('C1', [if1, if2], [ct1]);
    const ct2 = await post(app, '/api/circuits/circuit-terminations/', { circuit: circuit.id, term_side: 'Z', ...site });
    const [A, Z] = ['NBCP-212: Termination A', 'NBCP-212: Termination Z'];
    expect(await pathsThrough(ct2)).toEqual([
      [
        [['IF1', 'IF2'], ['C1'], [A], [Z], [basics.site.name]],
        [false, true, false],
      ],
    ]);
    const c2 = await cable('C2', [ct2], [if3, if4]);
    expect(await pathsThrough(ct1)).toEqual([
      [
        [['IF1', 'IF2'], ['C1'], [A], [Z], ['C2'], ['IF3', 'IF4']],
        [true, true, false],
      ],
      [
        [['IF3', 'IF4'], ['C2'], [Z], [A], ['C1'], ['IF1', 'IF2']],
        [true, true, false],
      ],
    ]);
    expect((await app.inject('DELETE', `/api/dcim/cables/${c2.id}/`)).status).toBe(204);
    expect(await pathsThrough(ct1)).toEqual([
      [
        [['IF1', 'IF2'], ['C1'], [A], [Z], [basics.site.name]],
        [false, true, false],
      ],
    ]);
    for (const o of [if3, if4]) expect(await trace(o)).toEqual([]);
  });

  it('LegacyCablePathTestCase.test_224_single_path_via_multiple_pass_throughs_with_breakouts: two interfaces through two front ports, one path each way', async () => {
    const dev = await device();
    const [if1, if2, if3, if4] = await ifaces(dev, 'IF1', 'IF2', 'IF3', 'IF4');
    const [rp1, rp2] = [await rear(dev, 'RP1'), await rear(dev, 'RP2')];
    const [fp1, fp2] = [await front(dev, 'FP1', [[rp1, 1]]), await front(dev, 'FP2', [[rp2, 1]])];
    await cable('C1', [if1, if2], [fp1, fp2]);
    await cable('C2', [rp1, rp2], [if3, if4]);
    expect(await pathsThrough(fp2)).toEqual([
      [
        [['IF1', 'IF2'], ['C1'], ['FP1', 'FP2'], ['RP1', 'RP2'], ['C2'], ['IF3', 'IF4']],
        [true, true, false],
      ],
      [
        [['IF3', 'IF4'], ['C2'], ['RP1', 'RP2'], ['FP1', 'FP2'], ['C1'], ['IF1', 'IF2']],
        [true, true, false],
      ],
    ]);
    expect(await connected(if2)).toEqual(['IF3', 'IF4']);
  });

  it('LegacyCablePathTestCase.test_303_remove_termination_from_existing_cable: the interface taken off the cable leaves the shared path', async () => {
    const dev = await device();
    const [if1, if2, if3] = await ifaces(dev, 'IF1', 'IF2', 'IF3');
    const c1 = await cable('C1', [if1], [if2, if3]);
    expect(await trace(if3)).toEqual([[['IF2', 'IF3'], 'C1', ['IF1']]]);
    const res = await app.inject('PATCH', `/api/dcim/cables/${c1.id}/`, { body: { b_terminations: end(if2) } });
    expect(res.status).toBe(200);
    expect(await trace(if1)).toEqual([[['IF1'], 'C1', ['IF2']]]);
    expect(await trace(if2)).toEqual([[['IF2'], 'C1', ['IF1']]]);
    expect(await trace(if3)).toEqual([]);
    expect(await get(`/api/dcim/interfaces/${if3.id}/`)).toMatchObject({
      cable: null,
      connected_endpoints: null,
      connected_endpoints_reachable: false,
    });
  });

  it('LegacyCablePathTestCase.test_401_exclude_midspan_devices: far ends on ports of two devices → 400, nothing written', async () => {
    const [dev, mid] = [await device(), await device()];
    const [if1, if2] = await ifaces(dev, 'IF1', 'IF2');
    const [rp1, rp2, rp3, rp4] = [await rear(dev, 'RP1'), await rear(dev, 'RP2'), await rear(mid, 'RP3'), await rear(mid, 'RP4')];
    const [fp1, fp2] = [await front(dev, 'FP1', [[rp1, 1]]), await front(dev, 'FP2', [[rp2, 1]])];
    const [fp3, fp4] = [await front(mid, 'FP3', [[rp3, 1]]), await front(mid, 'FP4', [[rp4, 1]])];
    await cable('C2', [rp1], [rp2]);
    await cable('C4', [rp3], [rp4]);
    const refused = { status: 400, body: { detail: 'All mid-span terminations must have the same parent object' } };
    const c1 = await app.inject('POST', '/api/dcim/cables/', { body: { label: 'C1', a_terminations: end(if1), b_terminations: end(fp1, fp3) } });
    expect({ status: c1.status, body: c1.body }).toEqual(refused);
    const c3 = await app.inject('POST', '/api/dcim/cables/', { body: { label: 'C3', a_terminations: end(fp2, fp4), b_terminations: end(if2) } });
    expect({ status: c3.status, body: c3.body }).toEqual(refused);
    expect((await get(`/api/dcim/cables/?label=C1&label=C3&device_id=${dev.id}`)).count).toBe(0);
    for (const o of [if1, if2]) expect(await get(`/api/dcim/interfaces/${o.id}/`)).toMatchObject({ cable: null, connected_endpoints: null });
    expect(await pathsThrough(rp1)).toEqual([]);
  });

  describe('CablePathTestCase (test_cablepaths2): port mappings of ports already cabled', () => {
    async function cabledPair() {
      const dev = await device();
      const [if1, if2] = await ifaces(dev, 'IF1', 'IF2');
      const [fp1, rp1] = [await front(dev, 'FP1'), await rear(dev, 'RP1')];
      await cable('C1', [if1], [fp1]);
      await cable('C2', [if2], [rp1]);
      return { dev, if1, if2, fp1, rp1 };
    }
    const through = [['IF1'], ['C1'], ['FP1'], ['RP1'], ['C2'], ['IF2']];
    const back = [['IF2'], ['C2'], ['RP1'], ['FP1'], ['C1'], ['IF1']];

    it('test_304_add_port_mapping_between_connected_ports: mapping the front port to the rear port completes both paths', async () => {
      const { if1, if2, fp1, rp1 } = await cabledPair();
      expect(await pathsThrough(rp1)).toEqual([
        [
          [['IF2'], ['C2'], ['RP1']],
          [false, true, false],
        ],
      ]);
      await app.inject('PATCH', `/api/dcim/front-ports/${fp1.id}/`, { body: { rear_ports: [{ position: 1, rear_port: rp1.id }] } });
      expect(await pathsThrough(rp1)).toEqual([
        [through, [true, true, false]],
        [back, [true, true, false]],
      ]);
      expect([await connected(if1), await connected(if2)]).toEqual([['IF2'], ['IF1']]);
    });

    it('test_305_delete_port_mapping_between_connected_ports: unmapping cuts both paths at their ports', async () => {
      const { if2, fp1, rp1 } = await cabledPair();
      await app.inject('PATCH', `/api/dcim/front-ports/${fp1.id}/`, { body: { rear_ports: [{ position: 1, rear_port: rp1.id }] } });
      expect((await pathsThrough(rp1)).length).toBe(2);
      await app.inject('PATCH', `/api/dcim/front-ports/${fp1.id}/`, { body: { rear_ports: [] } });
      expect(await pathsThrough(fp1)).toEqual([
        [
          [['IF1'], ['C1'], ['FP1']],
          [false, true, false],
        ],
      ]);
      expect(await pathsThrough(rp1)).toEqual([
        [
          [['IF2'], ['C2'], ['RP1']],
          [false, true, false],
        ],
      ]);
      expect(await connected(if2)).toEqual([]);
    });

    it('test_306_change_port_mapping_between_connected_ports: a front port mapped to another rear port reaches what that one is cabled to', async () => {
      const { dev, if1, fp1, rp1 } = await cabledPair();
      const [if3] = await ifaces(dev, 'IF3');
      const rp2 = await rear(dev, 'RP2');
      await cable('C3', [if3], [rp2]);
      await app.inject('PATCH', `/api/dcim/front-ports/${fp1.id}/`, { body: { rear_ports: [{ position: 1, rear_port: rp1.id }] } });
      expect(await connected(if1)).toEqual(['IF2']);
      await app.inject('PATCH', `/api/dcim/front-ports/${fp1.id}/`, { body: { rear_ports: [{ position: 1, rear_port: rp2.id }] } });
      expect(await pathsThrough(rp2)).toEqual([
        [
          [['IF1'], ['C1'], ['FP1'], ['RP2'], ['C3'], ['IF3']],
          [true, true, false],
        ],
        [
          [['IF3'], ['C3'], ['RP2'], ['FP1'], ['C1'], ['IF1']],
          [true, true, false],
        ],
      ]);
      expect(await pathsThrough(rp1)).toEqual([
        [
          [['IF2'], ['C2'], ['RP1']],
          [false, true, false],
        ],
      ]);
      expect(await connected(if1)).toEqual(['IF3']);
    });
  });
});
