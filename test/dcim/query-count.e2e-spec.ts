import { startApp, TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { getStatements } from '../helpers/query-count';

/**
 * A device list page runs a fixed number of SQL statements however many devices it holds, with every
 * foreign key set and tags on every device (nested objects joined, tags loaded once per page). The count
 * includes everything the request runs (token authentication too); like is compared with like.
 */
describe('device list query count', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let refs: Json;
  const BUDGET = 6;
  const RACKS = 5;

  beforeAll(async () => {
    // verified tokens remembered for the whole test: a token lookup when the short default cache runs
    // out between the warm-up and a measurement is not the device list's statement
    app = await startApp({ TOKEN_CACHE_SECONDS: '3600' });
    const group = await make.tenantGroup(app, 'QC Group');
    const tenant = await make.tenant(app, 'QC Tenant', { group: group.id });
    const region = await make.region(app, 'QC Region');
    const site = await make.site(app, 'QC Site', { region: region.id, tenant: tenant.id });
    const location = await make.location(app, 'QC Room', site.id, { tenant: tenant.id });
    const role = await make.rackRole(app, 'QC Rack Role');
    const racks: Json[] = [];
    for (let i = 0; i < RACKS; i++)
      racks.push(await make.rack(app, `QC Rack ${i}`, site.id, { location: location.id, role: role.id, tenant: tenant.id }));
    const manufacturer = await make.manufacturer(app, 'QC Maker');
    const platform = await make.platform(app, 'QC OS', { manufacturer: manufacturer.id });
    const deviceType = await make.deviceType(app, 'QC Model', manufacturer.id, { default_platform: platform.id });
    const parentRole = await make.deviceRole(app, 'QC Parent Role');
    const deviceRole = await make.deviceRole(app, 'QC Role', { parent: parentRole.id });
    const tags = [await make.tag(app, 'QC Red'), await make.tag(app, 'QC Blue')];
    refs = { tenant, site, location, racks, platform, deviceType, deviceRole, tags };
  });

  afterAll(async () => {
    await app?.close();
  });

  const device = (i: number) => ({
    name: `qc-${String(i).padStart(4, '0')}`,
    device_type: refs.deviceType.id,
    role: refs.deviceRole.id,
    tenant: refs.tenant.id,
    platform: refs.platform.id,
    site: refs.site.id,
    location: refs.location.id,
    rack: refs.racks[i % RACKS].id,
    serial: `S${i}`,
    tags: refs.tags.map((t: Json) => t.id),
  });

  /** Bulk POSTs of at most 100 devices. */
  const addDevices = async (from: number, to: number) => {
    for (let start = from; start < to; start += 100) {
      const batch = Array.from({ length: Math.min(100, to - start) }, (_, k) => device(start + k));
      await post(app, '/api/dcim/devices/', batch);
    }
  };

  const measure = async (url: string) => {
    const { queries, result } = await getStatements(app, url);
    expect(result.status).toBe(200);
    return { queries, count: result.body.count as number, results: result.body.results as Json[] };
  };

  const pages = ['/api/dcim/devices/?limit=1000', '/api/dcim/devices/'];
  const seen: Record<string, { five?: number; fiveHundred?: number }> = {};

  it('5 devices with every foreign key set and tags', async () => {
    await addDevices(0, 5);
    await measure(pages[0]); // warm-up: token last_used is written at most once a minute
    for (const url of pages) {
      const m = await measure(url);
      expect(m.count).toBe(5);
      expect(m.results).toHaveLength(5);
      seen[url] = { five: m.queries };
    }
    const d = (await measure(pages[0])).results[0];
    // every foreign key is really there, nested, and so are the tags
    for (const fk of ['device_type', 'role', 'tenant', 'platform', 'site', 'location', 'rack'])
      expect(d[fk]).toEqual(expect.objectContaining({ id: expect.any(Number) }));
    expect(d.device_type.manufacturer).toEqual(expect.objectContaining({ name: 'QC Maker' }));
    expect(d.tags.map((t: Json) => t.name).sort()).toEqual(['QC Blue', 'QC Red']);
  });

  it('500 devices: the same number of statements as for 5 (limit=1000 and the default page), at most 6', async () => {
    await addDevices(5, 500);
    await measure(pages[0]);
    for (const url of pages) {
      const m = await measure(url);
      expect(m.count).toBe(500);
      expect(m.results).toHaveLength(url.includes('limit=1000') ? 500 : 50);
      expect(m.results.every((d) => d.tags.length === 2 && d.rack && d.location && d.tenant && d.platform)).toBe(true);
      seen[url].fiveHundred = m.queries;
    }
    // one object, so a failure shows every figure
    expect(seen).toEqual(Object.fromEntries(pages.map((url) => [url, { five: seen[url].five, fiveHundred: seen[url].five }])));
    for (const url of pages)
      expect({ url, statements: seen[url].fiveHundred! <= BUDGET ? 'within budget' : seen[url] }).toEqual({ url, statements: 'within budget' });
    console.log(`device list statements (5 → 500 devices): ${pages.map((u) => `${u}: ${seen[u].five} → ${seen[u].fiveHundred}`).join('; ')}`);
  });

  it('a filtered, brief and excluded list is constant too', async () => {
    const small = await measure(`/api/dcim/devices/?rack_id=${refs.racks[0].id}&limit=5&exclude=config_context&tag=qc-red`);
    const large = await measure(`/api/dcim/devices/?rack_id=${refs.racks[0].id}&limit=100&exclude=config_context&tag=qc-red`);
    expect(small.results).toHaveLength(5);
    expect(large.results).toHaveLength(100);
    expect(large.queries).toBe(small.queries);
    const briefSmall = await measure('/api/dcim/devices/?brief=1&limit=5');
    const briefLarge = await measure('/api/dcim/devices/?brief=1&limit=500');
    expect(briefLarge.queries).toBe(briefSmall.queries);
  });
});
