import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { getStatements } from '../helpers/query-count';

type Json = Record<string, any>;

/**
 * Prefix and IP address list pages run a fixed number of SQL statements however many objects they hold,
 * with every relation set (VRF, tenant, VLAN, role, scope, tags; interface with its device, NAT inside and
 * outside) and the hierarchy counts: within a budget of 6, the same for 5 and 500 objects.
 */
describe('ipam list query count', () => {
  let app: TestApp;
  const BUDGET = 6;
  let refs: Json;

  beforeAll(async () => {
    app = await startApp();
    const { site, deviceType, role } = await deviceBasics(app, 'QC');
    const device = await make.device(app, { name: 'qc-dev', site: site.id, device_type: deviceType.id, role: role.id });
    const ifaces = await post<Json[]>(
      app,
      '/api/dcim/interfaces/',
      Array.from({ length: 5 }, (_, i) => ({ device: device.id, name: `e${i}`, type: '1000base-t' })),
    );
    refs = {
      site,
      ifaces,
      vrf: await ipam.vrf(app, 'QC VRF', { enforce_unique: false }),
      tenant: await make.tenant(app, 'QC Tenant'),
      vlan: await ipam.vlan(app, 5, 'QC VLAN'),
      role: await ipam.role(app, 'QC Role'),
      tags: [await make.tag(app, 'QC Red'), await make.tag(app, 'QC Blue')],
      inside: await ipam.address(app, '192.168.0.1/24'),
    };
  });
  afterAll(async () => {
    await app?.close();
  });

  const prefix = (i: number) => ({
    prefix: `10.${Math.floor(i / 250)}.${i % 250}.0/24`,
    vrf: refs.vrf.id,
    tenant: refs.tenant.id,
    vlan: refs.vlan.id,
    role: refs.role.id,
    scope_type: 'dcim.site',
    scope_id: refs.site.id,
    tags: refs.tags.map((t: Json) => t.id),
  });
  const address = (i: number) => ({
    address: `10.200.${Math.floor(i / 250)}.${(i % 250) + 1}/16`,
    vrf: refs.vrf.id,
    tenant: refs.tenant.id,
    assigned_object_type: 'dcim.interface',
    assigned_object_id: refs.ifaces[i % 5].id,
    nat_inside: refs.inside.id,
    tags: refs.tags.map((t: Json) => t.id),
  });
  const add = async (path: string, make: (i: number) => Json, from: number, to: number) => {
    for (let start = from; start < to; start += 250)
      await post(
        app,
        path,
        Array.from({ length: Math.min(250, to - start) }, (_, k) => make(start + k)),
      );
  };
  const measure = async (url: string) => {
    const { queries, result } = await getStatements(app, url);
    expect(result.status).toBe(200);
    return { queries, results: result.body.results as Json[] };
  };

  for (const [name, path, make] of [
    ['prefix', '/api/ipam/prefixes/', prefix],
    ['IP address', '/api/ipam/ip-addresses/', address],
  ] as const) {
    it(`${name} list: the same statements for 5 and 500 fully related objects (default page and limit=1000), at most ${BUDGET}`, async () => {
      // a parent so every prefix has _depth 1 (and the parent 500 children)
      if (name === 'prefix') await ipam.prefix(app, '10.0.0.0/8', { vrf: refs.vrf.id });
      const pages = [`${path}?limit=1000`, path, `${path}?brief=1&limit=1000`];
      await add(path, make, 0, 5);
      await measure(pages[0]); // warm-up (token last_used)
      const five: number[] = [];
      for (const url of pages) five.push((await measure(url)).queries);
      await add(path, make, 5, 500);
      const large: number[] = [];
      for (const url of pages) {
        const m = await measure(url);
        large.push(m.queries);
        if (!url.includes('brief')) {
          const sample = m.results.filter((o) => o.id !== refs.inside.id).at(-1)!;
          if (name === 'prefix')
            expect(sample).toMatchObject({ vrf: { id: refs.vrf.id }, scope: { id: refs.site.id }, _depth: 1, tenant: {}, vlan: {}, role: {} });
          else
            expect(sample).toMatchObject({
              assigned_object: { device: { name: 'qc-dev' } },
              nat_inside: { id: refs.inside.id },
              vrf: {},
              tenant: {},
            });
          expect(sample.tags).toHaveLength(2);
        }
      }
      expect(large).toEqual(five);
      expect(Math.max(...large)).toBeLessThanOrEqual(BUDGET);
      console.log(`${name} list statements (5 → 500): ${pages.map((u, i) => `${u}: ${five[i]} → ${large[i]}`).join('; ')}`);
    });
  }
});
