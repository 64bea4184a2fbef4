import { Client } from 'pg';
import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/**
 * Cables (NetBox's dcim/tests/test_api.py CableTest and Cable/CableTermination.clean()): both ends written
 * and shown as {object_type, object_id, object}, the ends' cable fields and link peers, the rules as 400s
 * that write nothing, one winner when two requests cable one port, and deletes that clear both ends.
 */
describe('cables', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let d1: Json;
  let d2: Json;
  let seq = 0;

  beforeAll(async () => {
    app = await startApp();
    const { site, deviceType, role } = await deviceBasics(app, 'CBL');
    [d1, d2] = await post<Json[]>(app, '/api/dcim/devices/', [
      { name: 'cbl-1', device_type: deviceType.id, role: role.id, site: site.id },
      { name: 'cbl-2', device_type: deviceType.id, role: role.id, site: site.id },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  const iface = (device: Json, extra: Json = {}) => make.interface(app, device.id, `eth${++seq}`, extra);
  const end = (type: string, ...objects: Json[]) => objects.map((o) => ({ object_type: type, object_id: o.id }));
  const ifaces = (...objects: Json[]) => end('dcim.interface', ...objects);
  const counts = async () => ({
    cables: (await app.inject('GET', '/api/dcim/cables/?limit=1')).body.count,
    terminations: (await app.inject('GET', '/api/dcim/cable-terminations/?limit=1')).body.count,
  });
  const get = async (path: string) => (await app.inject('GET', path)).body;

  it('creates a cable between two interfaces: its ends, their cable fields and link peers', async () => {
    const [a, b] = [await iface(d1), await iface(d2)];
    const res = await app.inject('POST', '/api/dcim/cables/', {
      body: { a_terminations: ifaces(a), b_terminations: ifaces(b), type: 'cat6', label: 'C1', length: 2.5, length_unit: 'm', color: 'ff0000' },
    });
    expect(res.status).toBe(201);
    const cable = res.body;
    expect(Object.keys(cable)).toEqual([
      'id',
      'url',
      'display_url',
      'display',
      'type',
      'a_terminations',
      'b_terminations',
      'status',
      'profile',
      'tenant',
      'bundle',
      'label',
      'color',
      'length',
      'length_unit',
      'description',
      'owner',
      'comments',
      'tags',
      'custom_fields',
      'created',
      'last_updated',
    ]);
    expect(cable).toMatchObject({
      display: 'C1',
      type: 'cat6',
      status: { value: 'connected', label: 'Connected' },
      profile: null,
      length: 2.5,
      length_unit: { value: 'm', label: 'Meters' },
    });
    expect(cable.a_terminations).toEqual([
      { object_type: 'dcim.interface', object_id: a.id, object: expect.objectContaining({ id: a.id, name: a.name, _occupied: true }) },
    ]);
    expect(cable.a_terminations[0].object.device).toMatchObject({ id: d1.id, name: 'cbl-1' });
    expect(cable.b_terminations).toEqual([{ object_type: 'dcim.interface', object_id: b.id, object: expect.objectContaining({ id: b.id }) }]);

    const ia = await get(`/api/dcim/interfaces/${a.id}/`);
    expect(ia).toMatchObject({
      cable: { id: cable.id, url: expect.stringContaining(`/api/dcim/cables/${cable.id}/`), display: 'C1', label: 'C1', description: '' },
      cable_end: 'A',
      link_peers_type: 'dcim.interface',
      _occupied: true,
    });
    expect(ia.link_peers).toEqual([
      expect.objectContaining({ id: b.id, name: b.name, cable: expect.objectContaining({ id: cable.id }), _occupied: true }),
    ]);
    expect(Object.keys(ia.link_peers[0])).toEqual(['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied']);
    expect(await get(`/api/dcim/interfaces/${b.id}/`)).toMatchObject({ cable_end: 'B', link_peers: [expect.objectContaining({ id: a.id })] });

    // the terminations, read-only
    const terms = await get(`/api/dcim/cable-terminations/?cable_id=${cable.id}`);
    expect(terms.results.map((t: Json) => [t.cable, t.cable_end, t.termination_type, t.termination_id])).toEqual([
      [cable.id, 'A', 'dcim.interface', a.id],
      [cable.id, 'B', 'dcim.interface', b.id],
    ]);
    expect(Object.keys(terms.results[0])).toEqual([
      'id',
      'url',
      'display',
      'cable',
      'cable_end',
      'termination_type',
      'termination_id',
      'termination',
      'connector',
      'positions',
      'created',
      'last_updated',
    ]);
    expect(terms.results[0].display).toBe(`Cable C1 to ${a.name}`);
    expect(terms.results[0].termination).toMatchObject({ id: a.id, name: a.name });
    expect((await app.inject('POST', '/api/dcim/cable-terminations/', { body: {} })).status).toBe(405);
    // brief forms
    expect((await get(`/api/dcim/cables/${cable.id}/?brief=1`)).label).toBe('C1');
    expect(Object.keys(await get(`/api/dcim/cables/${cable.id}/?brief=1`))).toEqual(['id', 'url', 'display', 'label', 'description']);
  });

  it('refuses what NetBox refuses, with a 400 naming the problem, writing nothing', async () => {
    const [a, b, c] = [await iface(d1), await iface(d2), await iface(d2)];
    const virtual = await iface(d1, { type: 'virtual' });
    const wireless = await iface(d1, { type: 'ieee802.11ac' });
    const marked = await iface(d1, { mark_connected: true });
    const power = await post(app, '/api/dcim/power-ports/', { device: d1.id, name: `pp${++seq}` });
    const console = await post(app, '/api/dcim/console-ports/', { device: d1.id, name: `con${++seq}` });
    const taken = await post(app, '/api/dcim/cables/', { a_terminations: ifaces(a), b_terminations: ifaces(b) });
    const before = await counts();
    const refused: [Json, Json][] = [
      [
        { a_terminations: ifaces(c), b_terminations: ifaces(a) },
        { __all__: [`Duplicate termination found for dcim.interface ${a.id}: cable ${taken.id}`] },
      ],
      [
        { a_terminations: [...ifaces(c), ...end('dcim.powerport', power)], b_terminations: ifaces(virtual) },
        { __all__: ['Cannot connect different termination types to same end of cable.'] },
      ],
      [
        { a_terminations: end('dcim.powerport', power), b_terminations: ifaces(c) },
        { __all__: ['Incompatible termination types: powerport and interface'] },
      ],
      [
        { a_terminations: end('dcim.consoleport', console), b_terminations: ifaces(c) },
        { __all__: ['Incompatible termination types: consoleport and interface'] },
      ],
      [{ a_terminations: ifaces(c), b_terminations: ifaces(virtual) }, { __all__: ['Cables cannot be terminated to Virtual interfaces'] }],
      [
        { a_terminations: ifaces(wireless), b_terminations: ifaces(c) },
        { __all__: ['Cables cannot be terminated to IEEE 802.11ac (Wi-Fi 5) interfaces'] },
      ],
      [{ a_terminations: ifaces(c), b_terminations: ifaces(c) }, { __all__: ['A and B terminations cannot connect to the same object.'] }],
      [
        { a_terminations: ifaces(c), b_terminations: ifaces(marked) },
        { __all__: [`Cannot connect a cable to cbl-1 > ${marked.name} because it is marked as connected.`] },
      ],
      [{ a_terminations: ifaces(c) }, { __all__: ['Must define A and B terminations when creating a new cable.'] }],
      [{ a_terminations: ifaces(c), b_terminations: ifaces(b), length: 3 }, { __all__: ['Must specify a unit when setting a cable length'] }],
      [
        { a_terminations: [{ object_type: 'dcim.site', object_id: 1 }], b_terminations: ifaces(c) },
        { a_terminations: [{ object_type: ['Invalid content type: dcim.site'] }] },
      ],
      [
        { a_terminations: [{ object_type: 'dcim.interface', object_id: 999999 }], b_terminations: ifaces(c) },
        { a_terminations: [{ object_id: ['Invalid pk "999999" - object does not exist.'] }] },
      ],
      [{ a_terminations: 'eth0', b_terminations: ifaces(c) }, { a_terminations: ['Expected a list of items but got type "str".'] }],
    ];
    const got = [];
    for (const [body] of refused) {
      const res = await app.inject('POST', '/api/dcim/cables/', { body });
      got.push([res.status, res.body]);
    }
    expect(got).toEqual(refused.map(([, error]) => [400, error]));
    expect(await counts()).toEqual(before);
    expect(await get(`/api/dcim/interfaces/${c.id}/`)).toMatchObject({ cable: null, cable_end: null, _occupied: false });
    // a cabled interface cannot be marked connected
    const mark = await app.inject('PATCH', `/api/dcim/interfaces/${a.id}/`, { body: { mark_connected: true } });
    expect([mark.status, mark.body]).toEqual([400, { mark_connected: ['Cannot mark as connected with a cable attached.'] }]);
  });

  it('two requests cabling one port at once: one wins, the other gets a 400', async () => {
    const [a, b, c] = [await iface(d1), await iface(d2), await iface(d2)];
    const results = await Promise.all([
      app.inject('POST', '/api/dcim/cables/', { body: { a_terminations: ifaces(a), b_terminations: ifaces(b) } }),
      app.inject('POST', '/api/dcim/cables/', { body: { a_terminations: ifaces(a), b_terminations: ifaces(c) } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const lost = results.find((r) => r.status === 400)!;
    expect(lost.body.__all__[0]).toMatch(new RegExp(`^Duplicate termination found for dcim.interface ${a.id}: cable`));
    const terms = await get(`/api/dcim/cable-terminations/?termination_type=dcim.interface&termination_id=${a.id}`);
    expect(terms.count).toBe(1);
    // within one bulk request the rules see neither cable: the unique constraint on the termination refuses the second
    const d = await iface(d1);
    const before = await counts();
    const bulk = await app.inject('POST', '/api/dcim/cables/', {
      body: [
        { a_terminations: ifaces(d), b_terminations: ifaces(await iface(d2)) },
        { a_terminations: ifaces(d), b_terminations: ifaces(await iface(d2)) },
      ],
    });
    expect(bulk.status).toBe(400);
    expect(bulk.body.__all__[0]).toMatch(new RegExp(`^Duplicate termination found for dcim.interface ${d.id}: cable \\d+$`));
    expect(await counts()).toEqual(before);
  });

  it('a port another transaction cables while the request is validated: the unique constraint refuses it (400, not 500)', async () => {
    const [x, p, q, y] = [await iface(d1), await iface(d1), await iface(d2), await iface(d2)];
    const other = await post(app, '/api/dcim/cables/', { a_terminations: ifaces(p), b_terminations: ifaces(q) });
    const client = new Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO dcim_cabletermination (cable_id, cable_end, termination_type, termination_id) VALUES ($1, 'A', 'dcim.interface', $2)`,
        [other.id, x.id],
      );
      const pending = app.inject('POST', '/api/dcim/cables/', { body: { a_terminations: ifaces(x), b_terminations: ifaces(y) } });
      await new Promise((resolve) => setTimeout(resolve, 500)); // the request now waits on the uncommitted row
      await client.query('COMMIT');
      const res = await pending;
      expect([res.status, res.body]).toEqual([400, { __all__: [`Duplicate termination found for dcim.interface ${x.id}: cable ${other.id}`] }]);
    } finally {
      await client.end();
    }
    expect(await get(`/api/dcim/interfaces/${y.id}/`)).toMatchObject({ cable: null });
  });

  it('changing an end moves the cable fields; deleting the cable clears both ends; all recorded in the change log', async () => {
    const [a, b, c] = [await iface(d1), await iface(d2), await iface(d2)];
    const cable = await post(app, '/api/dcim/cables/', { a_terminations: ifaces(a), b_terminations: ifaces(b) });
    const moved = await app.inject('PATCH', `/api/dcim/cables/${cable.id}/`, { body: { b_terminations: ifaces(c), status: 'planned' } });
    expect(moved.status).toBe(200);
    expect(moved.body.b_terminations.map((t: Json) => t.object_id)).toEqual([c.id]);
    expect(moved.body.status.value).toBe('planned');
    expect(await get(`/api/dcim/interfaces/${b.id}/`)).toMatchObject({ cable: null, cable_end: null, link_peers: [], link_peers_type: null });
    expect(await get(`/api/dcim/interfaces/${c.id}/`)).toMatchObject({
      cable: { id: cable.id },
      cable_end: 'B',
      link_peers: [expect.objectContaining({ id: a.id })],
    });
    // a patch of other fields keeps the ends
    const relabelled = await app.inject('PATCH', `/api/dcim/cables/${cable.id}/`, { body: { label: 'moved' } });
    expect(relabelled.body.a_terminations.map((t: Json) => t.object_id)).toEqual([a.id]);

    const del = await app.inject('DELETE', `/api/dcim/cables/${cable.id}/`);
    expect(del.status).toBe(204);
    for (const i of [a, c]) {
      expect(await get(`/api/dcim/interfaces/${i.id}/`)).toMatchObject({ cable: null, cable_end: null, link_peers: [], _occupied: false });
    }
    expect((await get(`/api/dcim/cable-terminations/?termination_type=dcim.interface&termination_id=${a.id}&termination_id=${c.id}`)).count).toBe(0);

    const changes = async (type: string, id: number) =>
      (await get(`/api/core/object-changes/?changed_object_type=${type}&changed_object_id=${id}&ordering=time&limit=50`)).results.map((r: Json) => [
        r.action.value,
        r.postchange_data?.cable ?? null,
        r.postchange_data?.cable_end ?? null,
      ]);
    expect(await changes('dcim.cable', cable.id)).toEqual([
      ['create', null, null],
      ['update', null, null],
      ['update', null, null],
      ['delete', null, null],
    ]);
    expect(await changes('dcim.interface', b.id)).toEqual([
      ['create', null, null],
      ['update', cable.id, 'B'],
      ['update', null, null],
    ]);
    expect(await changes('dcim.interface', a.id)).toEqual([
      ['create', null, null],
      ['update', cable.id, 'A'],
      ['update', null, null],
    ]);
    const created = (await get(`/api/core/object-changes/?changed_object_type=dcim.cable&changed_object_id=${cable.id}&action=create`)).results[0];
    expect(created.postchange_data.a_terminations).toHaveLength(1);
  });

  it('a cable’s creation is one request in the change log: the cable, its terminations and both ends', async () => {
    const [a, b] = [await iface(d1), await iface(d2)];
    const made = await post(app, '/api/dcim/cables/', { a_terminations: ifaces(a), b_terminations: ifaces(b) });
    const record = (await get(`/api/core/object-changes/?changed_object_type=dcim.cable&changed_object_id=${made.id}`)).results[0];
    const all = (await get(`/api/core/object-changes/?request_id=${record.request_id}&limit=50`)).results;
    const seen = all.map((r: Json) => `${r.changed_object_type}:${r.action.value}`).sort();
    expect(seen).toEqual([
      'dcim.cable:create',
      'dcim.cabletermination:create',
      'dcim.cabletermination:create',
      'dcim.interface:update',
      'dcim.interface:update',
    ]);
    // both ends' records show the cable they now end
    const ends = all.filter((r: Json) => r.changed_object_type === 'dcim.interface');
    expect(ends.map((r: Json) => r.postchange_data.cable).sort()).toEqual([made.id, made.id]);
    // in NetBox's order (the log lists the newest first): the cable (saved first), then per end its termination and
    // the object that termination's save updates
    const order = [...all].reverse().map((r: Json) => `${r.changed_object_type} ${r.postchange_data.cable_end ?? ''}`.trim());
    expect(order).toEqual(['dcim.cable', 'dcim.cabletermination A', 'dcim.interface A', 'dcim.cabletermination B', 'dcim.interface B']);
    expect(all.map((r: Json) => r.id)).toEqual([...all.map((r: Json) => r.id)].sort((x, y) => y - x));
    // the cable's own record already lists its terminations (one record per object and request)
    expect(all.at(-1).postchange_data.a_terminations).toHaveLength(1);
    // webhooks are told of the same objects (the outbox, same request id); the ends' payloads show the cable and the far end
    const client = new Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      const events = (
        await client.query(`SELECT object_type, object_id::int, event, data FROM events_outbox WHERE request_id = $1 ORDER BY id`, [
          record.request_id,
        ])
      ).rows;
      expect(events.map((e) => `${e.object_type}:${e.event}`).sort()).toEqual(
        seen.map((s: string) => s.replace(':create', ':created').replace(':update', ':updated')),
      );
      const payload = events.find((e) => e.object_type === 'dcim.interface' && e.object_id === a.id)!.data;
      expect(payload.cable).toEqual(expect.objectContaining({ id: made.id }));
      expect(payload.link_peers.map((p: Json) => p.id)).toEqual([b.id]);
      expect(payload.connected_endpoints.map((p: Json) => p.id)).toEqual([b.id]);
      expect(payload.connected_endpoints_reachable).toBe(true);
    } finally {
      await client.end();
    }
  });

  it('console, power and feeds: ends of their own kinds, link peers across', async () => {
    const csp = await post(app, '/api/dcim/console-server-ports/', { device: d2.id, name: `tty${++seq}` });
    const con = await post(app, '/api/dcim/console-ports/', { device: d1.id, name: `con${++seq}` });
    const pp = await post(app, '/api/dcim/power-ports/', { device: d1.id, name: `pp${++seq}` });
    const panel = await post(app, '/api/dcim/power-panels/', { site: d1.site.id, name: `panel${++seq}` });
    const feed = await post(app, '/api/dcim/power-feeds/', { power_panel: panel.id, name: 'feed' });
    await post(app, '/api/dcim/cables/', { a_terminations: end('dcim.consoleport', con), b_terminations: end('dcim.consoleserverport', csp) });
    await post(app, '/api/dcim/cables/', { a_terminations: end('dcim.powerfeed', feed), b_terminations: end('dcim.powerport', pp) });
    expect(await get(`/api/dcim/console-ports/${con.id}/`)).toMatchObject({
      link_peers_type: 'dcim.consoleserverport',
      link_peers: [expect.objectContaining({ id: csp.id })],
    });
    expect(await get(`/api/dcim/power-feeds/${feed.id}/`)).toMatchObject({ cable_end: 'A', link_peers_type: 'dcim.powerport', _occupied: true });
    expect(await get(`/api/dcim/power-ports/${pp.id}/`)).toMatchObject({
      link_peers_type: 'dcim.powerfeed',
      link_peers: [expect.objectContaining({ id: feed.id, name: 'feed' })],
    });
    expect((await get(`/api/dcim/power-feeds/?cabled=true&id=${feed.id}`)).count).toBe(1);
  });

  it('cable bundles count their cables', async () => {
    const bundle = await post(app, '/api/dcim/cable-bundles/', { name: 'Trunk 1' });
    const [a, b] = [await iface(d1), await iface(d2)];
    await post(app, '/api/dcim/cables/', { a_terminations: ifaces(a), b_terminations: ifaces(b), bundle: bundle.id });
    expect(await get(`/api/dcim/cable-bundles/${bundle.id}/`)).toMatchObject({ name: 'Trunk 1', cable_count: 1 });
  });
  // lists write a cabled object's cable from the row the far end's facts read too (FieldMeta.unshared), a detail
  // with json_build_object: the bytes must be the same, odd labels, both ends and every cabled model included
  it('a cabled object is the same text in a list as in its detail', async () => {
    const odd = 'Wé "quoted" \\ back\\slash\nnew line 😀';
    const [a, b, c] = [await iface(d1), await iface(d2), await iface(d2)];
    const con = await post(app, '/api/dcim/console-ports/', { device: d1.id, name: `con${++seq}` });
    const csp = await post(app, '/api/dcim/console-server-ports/', { device: d2.id, name: `tty${++seq}` });
    const pp = await post(app, '/api/dcim/power-ports/', { device: d1.id, name: `pp${++seq}` });
    const panel = await post(app, '/api/dcim/power-panels/', { site: d1.site.id, name: `panel${++seq}` });
    const feed = await post(app, '/api/dcim/power-feeds/', { power_panel: panel.id, name: `feed${++seq}` });
    const provider = await post(app, '/api/circuits/providers/', { name: `prov${++seq}`, slug: `prov${seq}` });
    const type = await post(app, '/api/circuits/circuit-types/', { name: `ct${++seq}`, slug: `ct${seq}` });
    const circuit = await post(app, '/api/circuits/circuits/', { cid: `c${++seq}`, provider: provider.id, type: type.id });
    const term = await post(app, '/api/circuits/circuit-terminations/', {
      circuit: circuit.id,
      term_side: 'A',
      termination_type: 'dcim.site',
      termination_id: d1.site.id,
    });
    await post(app, '/api/dcim/cables/', { a_terminations: ifaces(a), b_terminations: ifaces(b, c), label: odd, description: odd });
    await post(app, '/api/dcim/cables/', { a_terminations: end('dcim.consoleport', con), b_terminations: end('dcim.consoleserverport', csp) });
    await post(app, '/api/dcim/cables/', { a_terminations: end('dcim.powerfeed', feed), b_terminations: end('dcim.powerport', pp), label: odd });
    const wan = await iface(d1);
    await post(app, '/api/dcim/cables/', { a_terminations: end('circuits.circuittermination', term), b_terminations: ifaces(wan) });
    const cabled: [string, Json][] = [
      ['/api/dcim/interfaces/', a],
      ['/api/dcim/interfaces/', c],
      ['/api/dcim/interfaces/', wan],
      ['/api/dcim/console-ports/', con],
      ['/api/dcim/console-server-ports/', csp],
      ['/api/dcim/power-ports/', pp],
      ['/api/dcim/power-feeds/', feed],
      ['/api/circuits/circuit-terminations/', term],
    ];
    for (const query of ['', 'brief=1', 'fields=id,cable,link_peers,connected_endpoints']) {
      for (const [path, object] of cabled) {
        const list = await app.inject('GET', `${path}?limit=1000&${query}`);
        const detail = await app.inject('GET', `${path}${object.id}/?${query}`);
        expect(detail.status).toBe(200);
        expect(detail.body.cable).toEqual(expect.objectContaining({ id: expect.any(Number) }));
        expect(list.text).toContain(detail.text);
      }
    }
  });
});
