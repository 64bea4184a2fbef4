import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make, post } from '../helpers/dcim';
import { getStatements } from '../helpers/query-count';

/**
 * A virtual machine list page runs a fixed number of SQL statements however many machines it holds,
 * with every foreign key set, tags, interfaces and the rendered config_context on every machine.
 * Token lookups are kept out of the figures: verified tokens are remembered for the whole test, and each
 * figure is the smaller of two runs (a token's last_used is written at most once a minute).
 */
describe('virtual machine list query count', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let refs: Json;
  const BUDGET = 6;

  beforeAll(async () => {
    app = await startApp({ TOKEN_CACHE_SECONDS: '3600' });
    const group = await make.tenantGroup(app, 'VQ Group');
    const tenant = await make.tenant(app, 'VQ Tenant', { group: group.id });
    const { site, deviceType, role } = await deviceBasics(app, 'VQ');
    const type = await makeV.clusterType(app, 'VQ Type');
    const clusterGroup = await makeV.clusterGroup(app, 'VQ Cluster Group');
    const cluster = await makeV.cluster(app, 'VQ Cluster', type.id, { group: clusterGroup.id, scope_type: 'dcim.site', scope_id: site.id });
    const device = await make.device(app, { name: 'vq-host', device_type: deviceType.id, role: role.id, site: site.id, cluster: cluster.id });
    const platform = await make.platform(app, 'VQ OS');
    const tags = [await make.tag(app, 'VQ Red'), await make.tag(app, 'VQ Blue')];
    refs = { tenant, site, role, cluster, device, platform, tags };
  });

  afterAll(async () => {
    await app?.close();
  });

  const vm = (i: number) => ({
    name: `vq-${String(i).padStart(4, '0')}`,
    role: refs.role.id,
    site: refs.site.id,
    cluster: refs.cluster.id,
    device: refs.device.id,
    platform: refs.platform.id,
    tenant: refs.tenant.id,
    vcpus: 2,
    memory: 2048,
    local_context_data: { index: i },
    tags: refs.tags.map((t: Json) => t.id),
  });

  const addVms = async (from: number, to: number) => {
    for (let start = from; start < to; start += 100) {
      const batch: Json[] = await post(
        app,
        '/api/virtualization/virtual-machines/',
        Array.from({ length: Math.min(100, to - start) }, (_, k) => vm(start + k)),
      );
      await post(
        app,
        '/api/virtualization/interfaces/',
        batch.map((m) => ({ virtual_machine: m.id, name: 'eth0' })),
      );
    }
  };

  const measure = async (url: string) => {
    const { queries, result } = await getStatements(app, url);
    expect(result.status).toBe(200);
    return { queries, count: result.body.count as number, results: result.body.results as Json[] };
  };

  const pages = ['/api/virtualization/virtual-machines/?limit=1000', '/api/virtualization/virtual-machines/'];
  const seen: Record<string, { five?: number; fiveHundred?: number }> = {};

  it('5 machines with every foreign key set, tags, an interface and local context data', async () => {
    await addVms(0, 5);
    for (const url of pages) {
      const m = await measure(url);
      expect(m.count).toBe(5);
      seen[url] = { five: m.queries };
    }
    const v = (await measure(pages[0])).results[0];
    for (const fk of ['role', 'site', 'cluster', 'device', 'platform', 'tenant'])
      expect(v[fk]).toEqual(expect.objectContaining({ id: expect.any(Number) }));
    expect(v.tags.map((t: Json) => t.name).sort()).toEqual(['VQ Blue', 'VQ Red']);
    expect(v.interface_count).toBe(1);
    expect(v.config_context).toEqual({ index: 0 }); // rendered in the same statement: no contexts, so its local data
  });

  it('500 machines: the same number of statements as for 5 (limit=1000 and the default page), at most 6', async () => {
    await addVms(5, 500);
    for (const url of pages) {
      const m = await measure(url);
      expect(m.count).toBe(500);
      expect(m.results).toHaveLength(url.includes('limit=1000') ? 500 : 50);
      expect(m.results.every((v) => v.tags.length === 2 && v.cluster && v.device && v.interface_count === 1)).toBe(true);
      seen[url].fiveHundred = m.queries;
    }
    expect(seen).toEqual(Object.fromEntries(pages.map((url) => [url, { five: seen[url].five, fiveHundred: seen[url].five }])));
    for (const url of pages)
      expect({ url, statements: seen[url].fiveHundred! <= BUDGET ? 'within budget' : seen[url] }).toEqual({ url, statements: 'within budget' });
    console.log(`virtual machine list statements (5 → 500): ${pages.map((u) => `${u}: ${seen[u].five} → ${seen[u].fiveHundred}`).join('; ')}`);
  });

  it('a filtered, brief and excluded list is constant too', async () => {
    const small = await measure(`/api/virtualization/virtual-machines/?cluster_id=${refs.cluster.id}&limit=5&exclude=config_context&tag=vq-red`);
    const large = await measure(`/api/virtualization/virtual-machines/?cluster_id=${refs.cluster.id}&limit=100&exclude=config_context&tag=vq-red`);
    expect(large.results).toHaveLength(100);
    expect(large.queries).toBe(small.queries);
    const briefSmall = await measure('/api/virtualization/virtual-machines/?brief=1&limit=5');
    const briefLarge = await measure('/api/virtualization/virtual-machines/?brief=1&limit=500');
    expect(briefLarge.queries).toBe(briefSmall.queries);
  });
});
