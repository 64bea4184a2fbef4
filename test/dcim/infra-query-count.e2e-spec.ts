import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { countQueries } from '../helpers/query-count';

/**
 * Lists of virtual chassis (with their members), power feeds and rack reservations, the device list with
 * chassis members, and a rack's elevation run as many statements for a few objects as for many.
 */
describe('rack, power and virtual chassis query counts', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let basics: Json;
  let rack: Json;
  let panel: Json;
  let userId: number;
  let made = 0;

  beforeAll(async () => {
    app = await startApp({ TOKEN_CACHE_SECONDS: '3600' });
    basics = await deviceBasics(app, 'Iq');
    rack = await make.rack(app, 'Iq Rack', basics.site.id, { u_height: 100 });
    panel = await post(app, '/api/dcim/power-panels/', { site: basics.site.id, name: 'Iq Panel' });
    userId = (await app.inject('GET', '/api/users/users/?username=admin')).body.results[0].id;
  });

  afterAll(async () => {
    await app?.close();
  });

  /** `n` more chassis of three members each (one unnamed), a feed and a reservation per chassis, devices placed in the rack. */
  const grow = async (n: number) => {
    for (let i = made; i < made + n; i++) {
      const device = { device_type: basics.deviceType.id, role: basics.role.id, site: basics.site.id };
      const master = await make.device(app, { ...device, name: `iq-${i}-1`, rack: rack.id, position: i + 1, face: 'front' });
      const chassis = await post(app, '/api/dcim/virtual-chassis/', { name: `Iq Stack ${i}`, master: master.id });
      await post(app, '/api/dcim/devices/', [
        { ...device, name: `iq-${i}-2`, virtual_chassis: chassis.id, vc_position: 2 },
        { ...device, name: null, virtual_chassis: chassis.id, vc_position: 3 },
      ]);
      await post(app, '/api/dcim/power-feeds/', { power_panel: panel.id, rack: rack.id, name: `Iq Feed ${i}` });
      await post(app, '/api/dcim/rack-reservations/', { rack: rack.id, units: [i + 1], user: userId, description: `Iq ${i}` });
    }
    made += n;
  };

  const urls = () => [
    '/api/dcim/virtual-chassis/?limit=1000',
    '/api/dcim/power-feeds/?limit=1000',
    '/api/dcim/rack-reservations/?limit=1000',
    '/api/dcim/devices/?limit=1000',
    `/api/dcim/racks/${rack.id}/elevation/?limit=1000`,
  ];

  const measureAll = async () => {
    const out: Record<string, number> = {};
    for (const url of urls()) {
      await app.inject('GET', url); // warm-up
      const { queries, result } = await countQueries(() => app.inject('GET', url));
      expect(result.status).toBe(200);
      out[url] = queries;
    }
    return out;
  };

  it('2 → 30 chassis (90 devices): the same number of statements for each list', async () => {
    await grow(2);
    const few = await measureAll();
    await grow(28);
    const many = await measureAll();
    const chassis = (await app.inject('GET', '/api/dcim/virtual-chassis/?limit=1000')).body.results;
    expect(chassis).toHaveLength(30);
    expect(chassis.every((c: Json) => c.members.length === 3 && c.member_count === 3)).toBe(true);
    expect(many).toEqual(few);
    console.log(`statements per list: ${JSON.stringify(many)}`);
  });
});
