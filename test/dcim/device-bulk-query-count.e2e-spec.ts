import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { countQueries } from '../helpers/query-count';

/**
 * Components from templates are made for a whole bulk of devices at once (one insert per component kind,
 * counters once per batch): what the templates add to a device POST's statements is the same for 10
 * devices as for 100.
 */
describe('devices from templates: statements per bulk', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let basics: Json;
  let templated: Json;
  let made = 0;

  beforeAll(async () => {
    app = await startApp({ TOKEN_CACHE_SECONDS: '3600' });
    basics = await deviceBasics(app, 'DBQ');
    templated = await make.deviceType(app, 'DBQ Templated', basics.manufacturer.id);
    const dt = templated.id;
    await post(
      app,
      '/api/dcim/interface-templates/',
      Array.from({ length: 48 }, (_, i) => ({ device_type: dt, name: `Gi0/${i}`, type: '1000base-t' })),
    );
    await post(app, '/api/dcim/power-port-templates/', [
      { device_type: dt, name: 'PSU1' },
      { device_type: dt, name: 'PSU2' },
    ]);
    await post(app, '/api/dcim/console-port-templates/', { device_type: dt, name: 'Console' });
  });

  afterAll(async () => {
    await app?.close();
  });

  const createDevices = async (count: number, deviceType: number) => {
    const body = Array.from({ length: count }, () => ({
      name: `dbq-${made++}`,
      device_type: deviceType,
      role: basics.role.id,
      site: basics.site.id,
    }));
    const { queries, result } = await countQueries(() => app.inject('POST', '/api/dcim/devices/', { body }));
    expect(result.status).toBe(201);
    return { queries, devices: result.body as Json[] };
  };

  it('the templates add the same number of statements to a bulk of 10 and of 100 devices', async () => {
    const added: number[] = [];
    for (const count of [10, 100]) {
      const bare = await createDevices(count, basics.deviceType.id);
      const withTemplates = await createDevices(count, templated.id);
      expect(withTemplates.devices).toHaveLength(count);
      for (const d of withTemplates.devices) {
        expect([d.interface_count, d.power_port_count, d.console_port_count]).toEqual([48, 2, 1]);
      }
      added.push(withTemplates.queries - bare.queries);
    }
    expect(added[0]).toBeGreaterThan(0);
    expect(added[1]).toBe(added[0]);
    const last = await app.inject('GET', `/api/dcim/interfaces/?device_type_id=${templated.id}&limit=1`);
    expect(last.body.count).toBe(110 * 48);
  });
});
