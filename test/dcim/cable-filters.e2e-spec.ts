import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { getStatements } from '../helpers/query-count';

/**
 * Filters by cable (NetBox's CabledObjectFilterSet, PathEndpointFilterSet, CableFilterSet and
 * CableTerminationFilterSet, dcim/tests/test_filtersets.py) on a small fixture: a connected pair, a pair on
 * a planned cable, a port cabled to a front port with nothing behind it (an incomplete path), a port
 * marked connected, an uncabled port, and a cable whose B end was deleted.
 */
describe('cable filters', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let d1: Json;
  let d2: Json;
  const on1: Record<string, Json> = {};
  const on2: Record<string, Json> = {};
  const cable: Record<string, Json> = {};

  const ifaces = (...objects: Json[]) => objects.map((o) => ({ object_type: 'dcim.interface', object_id: o.id }));
  const names = async (path: string) => {
    const res = await app.inject('GET', path);
    if (res.status !== 200) throw new Error(`GET ${path} → ${res.status}: ${res.text}`);
    return (res.body.results as Json[]).map((o) => o.name ?? o.label ?? o.id).sort();
  };

  beforeAll(async () => {
    app = await startApp();
    const { site, deviceType, role } = await deviceBasics(app, 'CF');
    const rack = await make.rack(app, 'CF Rack', site.id);
    [d1, d2] = await post<Json[]>(app, '/api/dcim/devices/', [
      { name: 'cf-1', device_type: deviceType.id, role: role.id, site: site.id, rack: rack.id },
      { name: 'cf-2', device_type: deviceType.id, role: role.id, site: site.id },
    ]);
    for (const n of ['live', 'plan', 'half', 'marked', 'free', 'gone']) {
      on1[n] = await make.interface(app, d1.id, n, n === 'marked' ? { mark_connected: true } : {});
    }
    for (const n of ['live', 'plan', 'gone']) on2[n] = await make.interface(app, d2.id, n);
    on2.front = await post(app, '/api/dcim/front-ports/', { device: d2.id, name: 'front', type: 'lc' });
    cable.live = await post(app, '/api/dcim/cables/', { a_terminations: ifaces(on1.live), b_terminations: ifaces(on2.live), label: 'live' });
    cable.plan = await post(app, '/api/dcim/cables/', {
      a_terminations: ifaces(on1.plan),
      b_terminations: ifaces(on2.plan),
      status: 'planned',
      label: 'plan',
    });
    cable.half = await post(app, '/api/dcim/cables/', {
      a_terminations: ifaces(on1.half),
      b_terminations: [{ object_type: 'dcim.frontport', object_id: on2.front.id }],
      label: 'half',
    });
    cable.gone = await post(app, '/api/dcim/cables/', { a_terminations: ifaces(on1.gone), b_terminations: ifaces(on2.gone), label: 'gone' });
    expect((await app.inject('DELETE', `/api/dcim/interfaces/${on2.gone.id}/`)).status).toBe(204);
  });

  afterAll(async () => {
    await app?.close();
  });

  const mine = (filter: string) => names(`/api/dcim/interfaces/?device_id=${d1.id}&${filter}&limit=100`);

  it('cabled: has a cable, whatever its state or path', async () => {
    expect(await mine('cabled=true')).toEqual(['gone', 'half', 'live', 'plan']);
    expect(await mine('cabled=false')).toEqual(['free', 'marked']);
  });

  it('occupied: cabled or marked connected', async () => {
    expect(await mine('occupied=true')).toEqual(['gone', 'half', 'live', 'marked', 'plan']);
    expect(await mine('occupied=false')).toEqual(['free']);
  });

  it('connected: a complete path of connected cables only (not planned, not ending at a front port, not cut)', async () => {
    expect(await mine('connected=true')).toEqual(['live']);
    expect(await mine('connected=false')).toEqual(['free', 'gone', 'half', 'marked', 'plan']);
    expect(await names(`/api/dcim/interfaces/?device_id=${d2.id}&connected=true`)).toEqual(['live']);
  });

  it('cable_end and cable_id: the end and the cable, other values refused', async () => {
    expect(await mine('cable_end=A')).toEqual(['gone', 'half', 'live', 'plan']);
    expect(await mine('cable_end=B')).toEqual([]);
    // as Django's exclude(): ports without a cable have no end, so they are "not A"
    expect(await mine('cable_end__n=A')).toEqual(['free', 'marked']);
    expect(await names(`/api/dcim/interfaces/?device_id=${d2.id}&cable_end=B`)).toEqual(['live', 'plan']);
    expect(await names(`/api/dcim/front-ports/?device_id=${d2.id}&cable_end=B&cabled=true`)).toEqual(['front']);
    expect(await names(`/api/dcim/interfaces/?cable_id=${cable.plan.id}`)).toEqual(['plan', 'plan']);
    expect(await names(`/api/dcim/interfaces/?device_id=${d1.id}&cable_id__n=${cable.plan.id}&cabled=true`)).toEqual(['gone', 'half', 'live']);
    const bad = await app.inject('GET', '/api/dcim/interfaces/?cable_end=C');
    expect([bad.status, bad.body]).toEqual([400, { cable_end: ['Select a valid choice. C is not one of the available choices.'] }]);
    const missing = await app.inject('GET', '/api/dcim/interfaces/?cable_id=2147483000');
    expect([missing.status, missing.body]).toEqual([400, { cable_id: ['Select a valid choice. 2147483000 is not one of the available choices.'] }]);
  });

  it('cables: by the objects they end on, their types, where those are, and whether both ends remain', async () => {
    const labels = (filter: string) => names(`/api/dcim/cables/?device_id=${d1.id}&${filter}`);
    expect(await labels('unterminated=true')).toEqual(['gone']);
    expect(await labels('unterminated=false')).toEqual(['half', 'live', 'plan']);
    expect(await labels(`interface_id=${on1.live.id}&interface_id=${on2.plan.id}`)).toEqual(['live', 'plan']);
    expect(await labels(`frontport_id=${on2.front.id}`)).toEqual(['half']);
    expect(await labels('interface_id=2147483000')).toEqual([]);
    // NetBox's termination_a_type and _b_type look at either end
    expect(await labels('termination_a_type=dcim.frontport')).toEqual(['half']);
    expect(await labels('termination_b_type=DCIM.FrontPort')).toEqual(['half']);
    expect(await labels(`rack=CF Rack`)).toEqual(['gone', 'half', 'live', 'plan']);
    expect(await names(`/api/dcim/cables/?rack=no-such-rack`)).toEqual([]);
  });

  it('cable terminations: by cable and by the object of each type', async () => {
    const ends = async (filter: string) =>
      ((await app.inject('GET', `/api/dcim/cable-terminations/?${filter}`)).body.results as Json[]).map((t) => `${t.cable}${t.cable_end}`).sort();
    expect(await ends(`cable=${cable.live.id}`)).toEqual([`${cable.live.id}A`, `${cable.live.id}B`]);
    expect(await ends(`interface_id=${on1.half.id}`)).toEqual([`${cable.half.id}A`]);
    expect(await ends(`frontport_id=${on2.front.id}`)).toEqual([`${cable.half.id}B`]);
    expect(await ends('consoleport_id=2147483000')).toEqual([]);
    expect(await ends(`cable=${cable.gone.id}`)).toEqual([`${cable.gone.id}A`]);
  });

  it('filters are conditions of the list statement: as many statements for one match as for four', async () => {
    const one = await getStatements(app, `/api/dcim/interfaces/?device_id=${d1.id}&connected=true&cabled=true&occupied=true&cable_end=A`);
    const four = await getStatements(app, `/api/dcim/interfaces/?device_id=${d1.id}&cabled=true&occupied=true&cable_end=A`);
    expect([one.result.body.count, four.result.body.count]).toEqual([1, 4]);
    expect(one.queries).toBe(four.queries);
    const cables = await getStatements(app, `/api/dcim/cables/?unterminated=false&interface_id=${on1.live.id}&rack=CF Rack`);
    expect(cables.result.body.count).toBe(1);
    expect(cables.queries).toBeLessThanOrEqual(2);
  });
});
