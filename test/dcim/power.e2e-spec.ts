import { startApp, TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';

/** Power panels and power feeds (NetBox 4.6's rules, the kept available power, the cable fields still empty). */
describe('dcim power', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let site: Json;
  let panel: Json;
  let rack: Json;
  const feeds = '/api/dcim/power-feeds/';

  beforeAll(async () => {
    app = await startApp();
    site = await make.site(app, 'Pw Site');
    panel = await post(app, '/api/dcim/power-panels/', { site: site.id, name: 'Pw Panel' });
    rack = await make.rack(app, 'Pw Rack', site.id);
  });

  afterAll(async () => {
    await app?.close();
  });

  const count = async (path: string) => (await app.inject('GET', `${path}?limit=1`)).body.count as number;
  const feed = (body: Json) => app.inject('POST', feeds, { body: { power_panel: panel.id, ...body } });

  describe('available power (|V| × A × max utilization, × 1.732 for three phases, rounded as Python rounds)', () => {
    const cases: [string, Json, number][] = [
      ['defaults: 120 V, 15 A, 80 %, single phase', {}, 1440],
      ['three-phase 208 V, 30 A, 80 %', { voltage: 208, amperage: 30, phase: 'three-phase' }, 8646],
      ['DC −48 V, 60 A, 100 %', { supply: 'dc', voltage: -48, amperage: 60, max_utilization: 100 }, 2880],
      ['0.5 VA rounds to even: 0', { voltage: 1, amperage: 5, max_utilization: 10 }, 0],
      ['2.5 VA rounds to even too: 2 (not 3)', { voltage: 5, amperage: 5, max_utilization: 10 }, 2],
      ['1.5 VA rounds to even: 2', { voltage: 3, amperage: 5, max_utilization: 10 }, 2],
    ];
    const made: Json[] = [];

    it.each(cases)('%s', async (name, body, expected) => {
      const res = await feed({ name, ...body });
      expect(res.status).toBe(201);
      made.push(res.body);
      // NetBox keeps it on the row and filters on it; its serializer does not show it
      expect(res.body).not.toHaveProperty('available_power');
      const found = await app.inject('GET', `${feeds}?id=${res.body.id}&available_power=${expected}`);
      expect(found.body.count).toBe(1);
    });

    it('a change of voltage, amperage, utilization or phase recomputes it', async () => {
      const id = made[0].id;
      const res = await app.inject('PATCH', `${feeds}${id}/`, { body: { phase: 'three-phase', max_utilization: 50 } });
      expect(res.status).toBe(200);
      // 120 × 15 × 0.5 × 1.732 = 1558.8
      expect((await app.inject('GET', `${feeds}?id=${id}&available_power=1559`)).body.count).toBe(1);
      expect((await app.inject('GET', `${feeds}?id=${id}&available_power__gte=1500&available_power__lt=1600`)).body.count).toBe(1);
    });
  });

  it('a feed has NetBox’s defaults and empty cable fields', async () => {
    const res = await feed({ name: 'Pw Defaults', rack: rack.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      power_panel: { id: panel.id, url: expect.any(String), display: 'Pw Panel', name: 'Pw Panel', description: '' },
      rack: { id: rack.id, url: expect.any(String), display: 'Pw Rack', name: 'Pw Rack', description: '' },
      status: { value: 'active', label: 'Active' },
      type: { value: 'primary', label: 'Primary' },
      supply: { value: 'ac', label: 'AC' },
      phase: { value: 'single-phase', label: 'Single phase' },
      voltage: 120,
      amperage: 15,
      max_utilization: 80,
      mark_connected: false,
      cable: null,
      cable_end: null,
      link_peers: [],
      link_peers_type: null,
      connected_endpoints: null,
      connected_endpoints_type: null,
      connected_endpoints_reachable: false,
      _occupied: false,
    });
    const brief = await app.inject('GET', `${feeds}${res.body.id}/?brief=1`);
    expect(brief.body).toEqual({
      id: res.body.id,
      url: res.body.url,
      display: 'Pw Defaults',
      name: 'Pw Defaults',
      description: '',
      cable: null,
      _occupied: false,
    });
    expect((await app.inject('GET', `/api/dcim/racks/${rack.id}/`)).body.powerfeed_count).toBe(1);
    expect((await app.inject('GET', `/api/dcim/power-panels/${panel.id}/`)).body.powerfeed_count).toBeGreaterThan(1);
  });

  it('bad values → 400 naming the field (or __all__ as NetBox does), nothing written', async () => {
    const otherSite = await make.site(app, 'Pw Elsewhere');
    const farRack = await make.rack(app, 'Pw Far Rack', otherSite.id, { facility_id: 'FR' });
    const before = await count(feeds);
    const cases: [Json, Json][] = [
      [{ voltage: 0 }, { voltage: ['This value may not be 0.'] }],
      [{ voltage: -230 }, { voltage: ['Voltage cannot be negative for AC supply'] }],
      [{ amperage: 0 }, { amperage: ['Ensure this value is greater than or equal to 1.'] }],
      [{ max_utilization: 101 }, { max_utilization: ['Ensure this value is less than or equal to 100.'] }],
      [{ phase: 'two-phase' }, { phase: ['two-phase is not a valid choice.'] }],
      [{ rack: farRack.id }, { __all__: ['Rack Pw Far Rack (FR) (Pw Elsewhere) and power panel Pw Panel (Pw Site) are in different sites.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await feed({ name: 'Pw Bad', ...body });
      expect([res.status, res.body]).toEqual([400, errors]);
    }
    expect(await count(feeds)).toBe(before);
    const dup = await feed({ name: 'Pw Defaults' });
    expect([dup.status, dup.body]).toEqual([400, { __all__: ['Power feed with this Power panel and Name already exists.'] }]);
  });

  it('a panel’s location must be at its site (400 __all__); names are unique per site', async () => {
    const room = await make.location(app, 'Pw Far Room', (await make.site(app, 'Pw Far Site')).id);
    const before = await count('/api/dcim/power-panels/');
    const res = await app.inject('POST', '/api/dcim/power-panels/', { body: { site: site.id, location: room.id, name: 'Pw Misplaced' } });
    expect([res.status, res.body]).toEqual([400, { __all__: ['Location Pw Far Room (Pw Far Site) is in a different site than Pw Site'] }]);
    const dup = await app.inject('POST', '/api/dcim/power-panels/', { body: { site: site.id, name: 'Pw Panel' } });
    expect([dup.status, dup.body]).toEqual([400, { __all__: ['Power panel with this Site and Name already exists.'] }]);
    expect(await count('/api/dcim/power-panels/')).toBe(before);
  });

  it('filters: site and region through the panel, occupied / cabled / connected, q over the panel’s name', async () => {
    const region = await make.region(app, 'Pw Region');
    const site2 = await make.site(app, 'Pw Site 2', { region: region.id });
    const panel2 = await post(app, '/api/dcim/power-panels/', { site: site2.id, name: 'Pw Distant Panel' });
    const marked = await post(app, feeds, { power_panel: panel2.id, name: 'Pw Marked', mark_connected: true });
    const names = async (query: string) => (await app.inject('GET', `${feeds}?${query}`)).body.results.map((f: Json) => f.name);
    expect(await names(`site_id=${site2.id}`)).toEqual(['Pw Marked']);
    expect(await names('site=pw-site-2')).toEqual(['Pw Marked']);
    expect(await names(`region_id=${region.id}`)).toEqual(['Pw Marked']);
    expect(await names(`power_panel_id=${panel2.id}&occupied=true`)).toEqual(['Pw Marked']);
    expect(await names(`power_panel_id=${panel2.id}&occupied=false`)).toEqual([]);
    expect(await names('cabled=true')).toEqual([]);
    expect(await names(`power_panel_id=${panel2.id}&connected=false`)).toEqual(['Pw Marked']);
    expect(await names('q=distant')).toEqual(['Pw Marked']);
    expect(marked._occupied).toBe(true);
    const panels = async (query: string) => (await app.inject('GET', `/api/dcim/power-panels/?${query}`)).body.results.map((p: Json) => p.name);
    expect(await panels(`region_id=${region.id}`)).toEqual(['Pw Distant Panel']);
    expect(await panels('q=distant')).toEqual(['Pw Distant Panel']);
  });

  it('a rack or panel feeding power cannot be deleted (409)', async () => {
    const res = await app.inject('DELETE', `/api/dcim/racks/${rack.id}/`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/dependent objects were found: Pw Defaults \(\d+\)/);
    expect((await app.inject('DELETE', `/api/dcim/power-panels/${panel.id}/`)).status).toBe(409);
  });
});
