import { Client } from 'pg';
import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, post } from '../helpers/dcim';

/**
 * Cable profiles (NetBox 4.6), after dcim/tests/test_cablepaths2.py (1xx) and test_cable_profiles.py: the
 * connector and positions each termination gets, the profile's bound on each end (400 on the end's field),
 * paths that follow each position across single-connector, multi-connector trunk and breakout cables,
 * link peers by mapped position, and a profile changed or removed on an existing cable.
 */
describe('cable profiles', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let basics: Json;
  let seq = 0;

  beforeAll(async () => {
    app = await startApp();
    basics = await deviceBasics(app, 'PROF');
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
  /** the ids of an interface's connected endpoints (null without a complete path) */
  const reaches = async (o: Json) => (await get(`/api/dcim/interfaces/${o.id}/`)).connected_endpoints?.map((e: Json) => e.id) ?? null;
  /** [end, connector, positions, termination id] of a cable's terminations, in NetBox's order */
  const slots = async (c: Json) =>
    (await get('/api/dcim/cable-terminations/?limit=1000')).results
      .filter((t: Json) => t.cable === c.id)
      .map((t: Json) => [t.cable_end, t.connector, t.positions, t.termination_id]);

  /** A panel device: `rears` rear ports of `positions`, each with as many front ports mapped position by position. */
  async function panel(name: string, rears: number, positions: number) {
    const dev = await device(name);
    const out: { rear: Json; fronts: Json[] }[] = [];
    for (let r = 0; r < rears; r++) {
      const rear = await post(app, '/api/dcim/rear-ports/', { device: dev.id, name: `rear${r + 1}`, type: 'mpo', positions });
      const fronts = await post<Json[]>(
        app,
        '/api/dcim/front-ports/',
        Array.from({ length: positions }, (_, i) => ({
          device: dev.id,
          name: `front${r + 1}-${i + 1}`,
          type: 'lc',
          rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: i + 1 }],
        })),
      );
      out.push({ rear, fronts });
    }
    return out;
  }

  it('single 1C1P: connector 1 and position 1 on each end; the pair sees each other; deleting the cable clears both', async () => {
    const [a, b] = await ifaces(await device('prof-101'), 2);
    const c = await cable(I(a), I(b), { profile: 'single-1c1p' });
    expect(c.profile).toEqual({ value: 'single-1c1p', label: '1C1P' });
    expect(await slots(c)).toEqual([
      ['A', 1, [1], a.id],
      ['B', 1, [1], b.id],
    ]);
    expect([await reaches(a), await reaches(b)]).toEqual([[b.id], [a.id]]);
    // the termination's creation is recorded with its connector and positions
    const [first] = (await get('/api/dcim/cable-terminations/?limit=1000')).results.filter((t: Json) => t.cable === c.id);
    const change = (await get(`/api/core/object-changes/?changed_object_type=dcim.cabletermination&changed_object_id=${first.id}`)).results;
    expect(change.map((x: Json) => [x.action.value, x.postchange_data.connector, x.postchange_data.positions])).toEqual([['create', 1, [1]]]);
    const trace = await get(`/api/dcim/interfaces/${a.id}/trace/`);
    expect(trace.map(([near, link, far]: [Json[], Json, Json[]]) => [near[0].id, link.id, far[0].id])).toEqual([[a.id, c.id, b.id]]);
    expect((await app.inject('DELETE', `/api/dcim/cables/${c.id}/`)).status).toBe(204);
    expect([await reaches(a), await reaches(b)]).toEqual([null, null]);
  });

  it('single 1C2P between two rear ports of two positions: each front reaches the front on its position', async () => {
    const [left, right] = [await ifaces(await device('prof-102-l'), 2), await ifaces(await device('prof-102-r'), 2)];
    const [[p1], [p2]] = [await panel('prof-102-p1', 1, 2), await panel('prof-102-p2', 1, 2)];
    for (let i = 0; i < 2; i++) await cable(I(left[i]), FP(p1.fronts[i]));
    const trunk = await cable(RP(p1.rear), RP(p2.rear), { profile: 'single-1c2p' });
    for (let i = 0; i < 2; i++) await cable(FP(p2.fronts[i]), I(right[i]));
    expect(await slots(trunk)).toEqual([
      ['A', 1, [1, 2], p1.rear.id],
      ['B', 1, [1, 2], p2.rear.id],
    ]);
    for (let i = 0; i < 2; i++) {
      expect(await reaches(left[i])).toEqual([right[i].id]);
      expect(await reaches(right[i])).toEqual([left[i].id]);
    }
    const trace = await get(`/api/dcim/interfaces/${left[1].id}/trace/`);
    expect(trace.map(([near, , far]: Json[][]) => [near.map((n) => n.display), far.map((n) => n.display)])).toEqual([
      [[left[1].name], ['front1-2']],
      [['rear1'], ['rear1']],
      [['front1-2'], [right[1].name]],
    ]);
  });

  it('trunk 2C1P between interfaces: connector n reaches connector n, and each sees only its own peer', async () => {
    const [a1, a2, b1, b2] = await ifaces(await device('prof-103'), 4);
    const c = await cable(I(a1, a2), I(b1, b2), { profile: 'trunk-2c1p' });
    expect(await slots(c)).toEqual([
      ['A', 1, [1], a1.id],
      ['A', 2, [1], a2.id],
      ['B', 1, [1], b1.id],
      ['B', 2, [1], b2.id],
    ]);
    expect([await reaches(a1), await reaches(a2), await reaches(b1), await reaches(b2)]).toEqual([[b1.id], [b2.id], [a1.id], [a2.id]]);
    const peer = await get(`/api/dcim/interfaces/${a2.id}/`);
    expect([peer.link_peers.map((p: Json) => p.id), peer.link_peers_type]).toEqual([[b2.id], 'dcim.interface']);
  });

  it('a trunk terminated on one B connector only: the other A interface has an incomplete path until its peer is added', async () => {
    const [a1, a2, b1, b2] = await ifaces(await device('prof-110'), 4);
    const c = await cable(I(a1, a2), I(b1), { profile: 'trunk-2c1p' });
    expect([await reaches(a1), await reaches(b1), await reaches(a2)]).toEqual([[b1.id], [a1.id], null]);
    // the path stops after the cable: near end, the cable, no far end
    const trace = await get(`/api/dcim/interfaces/${a2.id}/trace/`);
    expect(trace.map(([near, link, far]: [Json[], Json, Json[]]) => [near[0].id, link.id, far])).toEqual([[a2.id, c.id, []]]);
    expect((await app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { b_terminations: I(b1, b2) } })).status).toBe(200);
    expect([await reaches(a2), await reaches(b2), await reaches(a1)]).toEqual([[b2.id], [a2.id], [b1.id]]);
    expect((await slots(c)).filter((t: unknown[]) => t[0] === 'B')).toEqual([
      ['B', 1, [1], b1.id],
      ['B', 2, [1], b2.id],
    ]);
  });

  it('trunk 2C2P between two pairs of rear ports: each of eight interfaces reaches the one on its connector and position', async () => {
    const [left, right] = [await ifaces(await device('prof-104-l'), 4), await ifaces(await device('prof-104-r'), 4)];
    const [west, east] = [await panel('prof-104-w', 2, 2), await panel('prof-104-e', 2, 2)];
    const westFronts = west.flatMap((p) => p.fronts);
    const eastFronts = east.flatMap((p) => p.fronts);
    for (let i = 0; i < 4; i++) await cable(I(left[i]), FP(westFronts[i]));
    for (let i = 0; i < 4; i++) await cable(FP(eastFronts[i]), I(right[i]));
    const trunk = await cable(RP(west[0].rear, west[1].rear), RP(east[0].rear, east[1].rear), { profile: 'trunk-2c2p' });
    expect(await slots(trunk)).toEqual([
      ['A', 1, [1, 2], west[0].rear.id],
      ['A', 2, [1, 2], west[1].rear.id],
      ['B', 1, [1, 2], east[0].rear.id],
      ['B', 2, [1, 2], east[1].rear.id],
    ]);
    for (let i = 0; i < 4; i++) {
      expect(await reaches(left[i])).toEqual([right[i].id]);
      expect(await reaches(right[i])).toEqual([left[i].id]);
    }
    // the trunk's rear ports list the paths through them: two positions, both directions
    const through = await get(`/api/dcim/rear-ports/${west[1].rear.id}/paths/`);
    expect(through.map((p: Json) => [p.path[0][0].id, p.path[p.path.length - 1][0].id, p.is_complete]).sort()).toEqual(
      [
        [left[2].id, right[2].id, true],
        [left[3].id, right[3].id, true],
        [right[2].id, left[2].id, true],
        [right[3].id, left[3].id, true],
      ].sort(),
    );
  });

  it('breakout 1C4P:4C1P: each front of a four-position rear port reaches one interface; link peers follow the mapping', async () => {
    const [left, right] = [await ifaces(await device('prof-105-l'), 4), await ifaces(await device('prof-105-r'), 4)];
    const [p] = await panel('prof-105-p', 1, 4);
    for (let i = 0; i < 4; i++) await cable(I(left[i]), FP(p.fronts[i]));
    const breakout = await cable(RP(p.rear), I(...right), { profile: 'breakout-1c4p-4c1p' });
    expect(await slots(breakout)).toEqual([
      ['A', 1, [1, 2, 3, 4], p.rear.id],
      ['B', 1, [1], right[0].id],
      ['B', 2, [1], right[1].id],
      ['B', 3, [1], right[2].id],
      ['B', 4, [1], right[3].id],
    ]);
    for (let i = 0; i < 4; i++) {
      expect(await reaches(left[i])).toEqual([right[i].id]);
      expect(await reaches(right[i])).toEqual([left[i].id]);
    }
    expect((await get(`/api/dcim/rear-ports/${p.rear.id}/`)).link_peers.map((x: Json) => x.id)).toEqual(right.map((x) => x.id));
    expect((await get(`/api/dcim/interfaces/${right[2].id}/`)).link_peers.map((x: Json) => x.id)).toEqual([p.rear.id]);
  });

  it('breakout 1C2P:2C1P onto single-position front ports: one interface reaches two; each of those reaches it back', async () => {
    const [a] = await ifaces(await device('prof-225-a'), 1);
    const [b1, b2] = await ifaces(await device('prof-225-b'), 2);
    // both panels' ports on one device, as NetBox's test: ports of two devices after the breakout are refused (test_401)
    const [p1, p2] = await panel('prof-225-p', 2, 1);
    const breakout = await cable(I(a), FP(p1.fronts[0], p2.fronts[0]), { profile: 'breakout-1c2p-2c1p' });
    const [c2, c3] = [await cable(RP(p1.rear), I(b1)), await cable(RP(p2.rear), I(b2))];
    expect(await reaches(a)).toEqual([b1.id, b2.id]);
    // back from b1: the stack is empty at the breakout, so the front port's own position decides (NetBox #22187)
    expect([await reaches(b1), await reaches(b2)]).toEqual([[a.id], [a.id]]);
    const trace = await get(`/api/dcim/interfaces/${a.id}/trace/`);
    expect(trace.map(([near, link, far]: [Json[], Json, Json[]]) => [near.map((n) => n.id), link.id, far.map((n) => n.id)])).toEqual([
      [[a.id], breakout.id, [p1.fronts[0].id, p2.fronts[0].id]],
      [[p1.rear.id, p2.rear.id], c2.id, [b1.id, b2.id]],
    ]);
    const back = await get(`/api/dcim/interfaces/${b2.id}/trace/`);
    expect(back.map(([near, link, far]: [Json[], Json, Json[]]) => [near[0].id, link.id, far[0].id])).toEqual([
      [b2.id, c3.id, p2.rear.id],
      [p2.fronts[0].id, breakout.id, a.id],
    ]);
  });

  it('breakout 2C4P:8C1P shuffle: each rear port peers with the interfaces its positions map to', async () => {
    const dev = await device('prof-shuffle');
    const rears = await post<Json[]>(app, '/api/dcim/rear-ports/', [
      { device: dev.id, name: 'mpo1', type: 'mpo', positions: 4 },
      { device: dev.id, name: 'mpo2', type: 'mpo', positions: 4 },
    ]);
    const ends = await ifaces(await device('prof-shuffle-b'), 8);
    await cable(RP(...rears), I(...ends), { profile: 'breakout-2c4p-8c1p-shuffle' });
    const peers = async (path: string) => (await get(path)).link_peers.map((x: Json) => x.id);
    expect(await peers(`/api/dcim/rear-ports/${rears[0].id}/`)).toEqual([0, 1, 4, 5].map((i) => ends[i].id));
    expect(await peers(`/api/dcim/rear-ports/${rears[1].id}/`)).toEqual([2, 3, 6, 7].map((i) => ends[i].id));
    for (const i of [0, 1, 4, 5]) expect(await peers(`/api/dcim/interfaces/${ends[i].id}/`)).toEqual([rears[0].id]);
    for (const i of [2, 3, 6, 7]) expect(await peers(`/api/dcim/interfaces/${ends[i].id}/`)).toEqual([rears[1].id]);
  });

  it('more terminations than the profile has connectors → 400 on that end, nothing written', async () => {
    const [a1, a2, a3, b1] = await ifaces(await device('prof-400'), 4);
    const before = (await get('/api/dcim/cables/?limit=1')).count;
    const res = await app.inject('POST', '/api/dcim/cables/', {
      body: { a_terminations: I(a1, a2, a3), b_terminations: I(b1), profile: 'trunk-2c1p' },
    });
    expect([res.status, res.body]).toEqual([
      400,
      { a_terminations: ['A side of cable has 3 terminations but only 2 are permitted for profile 2C1P trunk'] },
    ]);
    const b = await app.inject('POST', '/api/dcim/cables/', { body: { a_terminations: I(a1), b_terminations: I(a2, b1), profile: 'single-1c4p' } });
    expect([b.status, b.body]).toEqual([400, { b_terminations: ['B side of cable has 2 terminations but only 1 are permitted for profile 1C4P'] }]);
    expect((await get('/api/dcim/cables/?limit=1')).count).toBe(before);
    expect((await get(`/api/dcim/interfaces/${a1.id}/`)).cable).toBeNull();
    const unknown = await app.inject('POST', '/api/dcim/cables/', { body: { a_terminations: I(a1), b_terminations: I(b1), profile: 'trunk-3c1p' } });
    expect([unknown.status, unknown.body]).toEqual([400, { profile: ['trunk-3c1p is not a valid choice.'] }]);
  });

  it('a profile set, changed or removed on an existing cable renumbers its ends and retraces; one that does not fit is refused', async () => {
    const [a1, a2, b1, b2] = await ifaces(await device('prof-change'), 4);
    const c = await cable(I(a1, a2), I(b1, b2));
    // without a profile each end reaches every far end
    expect(await slots(c)).toEqual([
      ['A', null, null, a1.id],
      ['A', null, null, a2.id],
      ['B', null, null, b1.id],
      ['B', null, null, b2.id],
    ]);
    expect(await reaches(a1)).toEqual([b1.id, b2.id]);
    const tooSmall = await app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { profile: 'single-1c1p' } });
    expect([tooSmall.status, tooSmall.body]).toEqual([
      400,
      { a_terminations: ['A side of cable has 2 terminations but only 1 are permitted for profile 1C1P'] },
    ]);
    expect((await app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { profile: 'trunk-2c1p' } })).status).toBe(200);
    expect(await slots(c)).toEqual([
      ['A', 1, [1], a1.id],
      ['A', 2, [1], a2.id],
      ['B', 1, [1], b1.id],
      ['B', 2, [1], b2.id],
    ]);
    expect([await reaches(a1), await reaches(a2)]).toEqual([[b1.id], [b2.id]]);
    // the B end given in the other order: connectors follow the order given
    expect((await app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { b_terminations: I(b2, b1) } })).status).toBe(200);
    expect([await reaches(a1), await reaches(a2)]).toEqual([[b2.id], [b1.id]]);
    expect((await app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { profile: '' } })).status).toBe(200);
    expect((await slots(c)).map((s: unknown[]) => s.slice(1, 3))).toEqual(Array.from({ length: 4 }, () => [null, null]));
    expect((await reaches(a1)).sort()).toEqual([b1.id, b2.id].sort());
  });

  /** [interface id, its cable_connector] of the given interfaces, read through the `cable_connector` filter */
  const connectors = async (...objects: Json[]) => {
    const ids = objects.map((o) => `id=${o.id}`).join('&');
    const out: [number, number | null][] = [];
    for (const o of objects) out.push([o.id, null]);
    for (const n of [1, 2]) {
      for (const r of (await get(`/api/dcim/interfaces/?${ids}&cable_connector=${n}`)).results) out.find(([id]) => id === r.id)![1] = n;
    }
    return out;
  };

  it("each cabled object keeps its termination's connector (cable_connector filter) through cabling, reordering, profile changes and deletion; the API does not show it", async () => {
    const [a1, a2, b1, b2] = await ifaces(await device('prof-conn'), 4);
    const c = await cable(I(a1, a2), I(b1, b2), { profile: 'trunk-2c1p' });
    expect(await connectors(a1, a2, b1, b2)).toEqual([
      [a1.id, 1],
      [a2.id, 2],
      [b1.id, 1],
      [b2.id, 2],
    ]);
    // NetBox's serializers leave cable_connector and cable_positions out
    const shown = await get(`/api/dcim/interfaces/${a1.id}/`);
    expect(['cable_connector', 'cable_positions'].filter((k) => k in shown)).toEqual([]);
    // the B end given in the other order swaps two rows' connectors in one statement (the unique check waits for COMMIT)
    expect((await app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { b_terminations: I(b2, b1) } })).status).toBe(200);
    expect(await connectors(b1, b2)).toEqual([
      [b1.id, 2],
      [b2.id, 1],
    ]);
    expect((await get(`/api/dcim/interfaces/?cable_connector__empty=false&device_id=${a1.device.id}`)).count).toBe(4);
    // no profile: no connectors, on the rows and on the objects
    expect((await app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { profile: '' } })).status).toBe(200);
    expect((await get(`/api/dcim/interfaces/?cable_connector__empty=false&device_id=${a1.device.id}`)).count).toBe(0);
    expect((await app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { profile: 'trunk-2c1p' } })).status).toBe(200);
    expect(await connectors(a1, a2)).toEqual([
      [a1.id, 1],
      [a2.id, 2],
    ]);
    // an end changed: the object taken off loses its connector, the one put on gets it
    expect((await app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { a_terminations: I(a2) } })).status).toBe(200);
    expect(await connectors(a1, a2)).toEqual([
      [a1.id, null],
      [a2.id, 1],
    ]);
    expect((await app.inject('DELETE', `/api/dcim/cables/${c.id}/`)).status).toBe(204);
    expect((await get(`/api/dcim/interfaces/?cable_connector__empty=false&device_id=${a1.device.id}`)).count).toBe(0);
  });

  it('a connector another transaction took meanwhile: the COMMIT is refused with 400 on connector, nothing written', async () => {
    const [a1, a2, b1, spare] = await ifaces(await device('prof-race'), 4);
    const c = await cable(I(a1), I(b1), { profile: 'trunk-2c1p' });
    const other = new Client({ connectionString: app.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      // without the foreign key's lock on the cable (which would queue the request before it reads the ends),
      // this row stands for a writer that slipped past every check the request makes
      await other.query("SET LOCAL session_replication_role = 'replica'");
      await other.query(
        `INSERT INTO dcim_cabletermination (cable_id, cable_end, termination_type, termination_id, connector, positions)
         VALUES ($1, 'A', 'dcim.interface', $2, 2, '[1]')`,
        [c.id, spare.id],
      );
      // a2 takes connector 2 too; the request's COMMIT waits for the other transaction's row
      const patch = app.inject('PATCH', `/api/dcim/cables/${c.id}/`, { body: { a_terminations: I(a1, a2) } });
      for (let waiting = 0; waiting === 0;) {
        await new Promise((r) => setTimeout(r, 50));
        waiting = (
          await other.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)
        ).rows[0].n;
      }
      await other.query('COMMIT');
      const res = await patch;
      expect([res.status, res.body]).toEqual([400, { connector: ['Cable termination with this Cable, End and Connector already exists.'] }]);
      expect((await get(`/api/dcim/interfaces/${a2.id}/`)).cable).toBeNull();
    } finally {
      await other.query('ROLLBACK').catch(() => undefined);
      await other.query('DELETE FROM dcim_cabletermination WHERE termination_id = $1 AND termination_type = $2', [spare.id, 'dcim.interface']);
      await other.end();
    }
  });
});
