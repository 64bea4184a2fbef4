import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { countQueries } from '../helpers/query-count';

/**
 * Interface and inventory item list pages run a fixed number of SQL statements however many rows they
 * hold, with every reference set (VLANs, VRF, VDCs, bridges, LAGs, primary MAC addresses, parents, roles,
 * components) and tags on every row. Token lookups are kept out of the figures: verified tokens are
 * remembered for the whole test, and each figure is the smaller of two runs.
 */
describe('component list query counts', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  const BUDGET = 6;
  let devices: Json[] = [];
  let refs: Json;

  beforeAll(async () => {
    app = await startApp({ TOKEN_CACHE_SECONDS: '3600' });
    const { site, deviceType, role, manufacturer } = await deviceBasics(app, 'QCC');
    devices = await post<Json[]>(
      app,
      '/api/dcim/devices/',
      Array.from({ length: 10 }, (_, i) => ({ name: `qcc-${i}`, device_type: deviceType.id, role: role.id, site: site.id })),
    );
    refs = {
      manufacturer,
      tags: [await make.tag(app, 'QCC Red'), await make.tag(app, 'QCC Blue')],
      vrf: await ipam.vrf(app, 'QCC VRF'),
      vlans: [await ipam.vlan(app, 10, 'QCC Ten'), await ipam.vlan(app, 20, 'QCC Twenty')],
      role: await post(app, '/api/dcim/inventory-item-roles/', { name: 'QCC Role', slug: 'qcc-role' }),
    };
  });

  afterAll(async () => {
    await app?.close();
  });

  /** `per` interfaces on each device: a LAG and a bridge, members with VLANs, VRF, VDC, tags and a primary MAC address. */
  const addInterfaces = async (per: number, offset: number) => {
    for (const device of devices) {
      const vdc = await post(app, '/api/dcim/virtual-device-contexts/', { device: device.id, name: `vdc-${offset}`, status: 'active' });
      const [lag, bridge] = await post<Json[]>(app, '/api/dcim/interfaces/', [
        { device: device.id, name: `po${offset}`, type: 'lag' },
        { device: device.id, name: `br${offset}`, type: 'bridge' },
      ]);
      const macs = await post<Json[]>(
        app,
        '/api/dcim/mac-addresses/',
        Array.from({ length: per }, (_, i) => ({
          mac_address: `02:00:${(device.id % 256).toString(16).padStart(2, '0')}:${(offset % 256).toString(16).padStart(2, '0')}:00:${i.toString(16).padStart(2, '0')}`,
        })),
      );
      await post(
        app,
        '/api/dcim/interfaces/',
        Array.from({ length: per }, (_, i) => ({
          device: device.id,
          name: `Gi${offset}/0/${i}`,
          type: '1000base-t',
          lag: lag.id,
          bridge: bridge.id,
          mode: 'tagged',
          untagged_vlan: refs.vlans[0].id,
          tagged_vlans: refs.vlans.map((v: Json) => v.id),
          vrf: refs.vrf.id,
          vdcs: [vdc.id],
          primary_mac_address: macs[i].id,
          tags: refs.tags.map((t: Json) => t.id),
        })),
      );
    }
  };

  /** An item tree on each device: a chassis, `per` cards each standing for an interface. */
  const addItems = async (per: number, offset: number) => {
    for (const device of devices) {
      const chassis = await post(app, '/api/dcim/inventory-items/', { device: device.id, name: `Chassis ${offset}`, role: refs.role.id });
      const ports = (await app.inject('GET', `/api/dcim/interfaces/?device_id=${device.id}&type=1000base-t&limit=${per}`)).body.results as Json[];
      await post(
        app,
        '/api/dcim/inventory-items/',
        Array.from({ length: per }, (_, i) => ({
          device: device.id,
          parent: chassis.id,
          name: `Card ${offset}-${i}`,
          role: refs.role.id,
          manufacturer: refs.manufacturer.id,
          component_type: ports[i] ? 'dcim.interface' : null,
          component_id: ports[i]?.id ?? null,
          tags: refs.tags.map((t: Json) => t.id),
        })),
      );
    }
  };

  const measure = async (url: string) => {
    const runs = [await countQueries(() => app.inject('GET', url)), await countQueries(() => app.inject('GET', url))];
    expect(runs[1].result.status).toBe(200);
    return { queries: Math.min(runs[0].queries, runs[1].queries), results: runs[1].result.body.results as Json[] };
  };

  const pages = ['/api/dcim/interfaces/?limit=1000', '/api/dcim/inventory-items/?limit=1000', '/api/dcim/interfaces/?brief=1&limit=1000'];
  const seen: Record<string, number[]> = {};

  it('a few rows', async () => {
    await addInterfaces(1, 0);
    await addItems(1, 0);
    for (const url of pages) seen[url] = [(await measure(url)).queries];
    const iface = (await measure(pages[0])).results.find((i) => i.name === 'Gi0/0/0')!;
    // every reference is really there
    expect(iface).toMatchObject({
      lag: expect.objectContaining({ name: 'po0' }),
      bridge: expect.objectContaining({ name: 'br0' }),
      untagged_vlan: expect.objectContaining({ vid: 10 }),
      vrf: expect.objectContaining({ name: 'QCC VRF' }),
      mac_address: expect.stringMatching(/^02:00:/),
    });
    expect(iface.tagged_vlans).toHaveLength(2);
    expect(iface.vdcs).toHaveLength(1);
    expect(iface.mac_addresses).toHaveLength(1);
    expect(iface.tags).toHaveLength(2);
  });

  it('many rows: the same number of statements, within budget', async () => {
    await addInterfaces(30, 1);
    await addItems(30, 1);
    const rows: Record<string, number> = {};
    for (const url of pages) {
      const m = await measure(url);
      seen[url].push(m.queries);
      rows[url] = m.results.length;
    }
    expect(rows[pages[0]]).toBeGreaterThan(300);
    expect(rows[pages[1]]).toBeGreaterThan(300);
    expect(seen).toEqual(Object.fromEntries(pages.map((url) => [url, [seen[url][0], seen[url][0]]])));
    for (const url of pages) expect({ url, within: seen[url][1] <= BUDGET }).toEqual({ url, within: true });
    console.log(`component list statements (few → many rows): ${pages.map((u) => `${u}: ${seen[u].join(' → ')}`).join('; ')}`);
  });
});
