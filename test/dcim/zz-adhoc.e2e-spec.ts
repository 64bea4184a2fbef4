import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { countQueries } from '../helpers/query-count';

describe('adhoc', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startApp({ TOKEN_CACHE_SECONDS: '3600', LOG_LEVEL: 'error' }); });
  afterAll(async () => { await app?.close(); });
  it('profile', async () => {
    const b = await deviceBasics(app, 'Ad');
    const dt = b.deviceType.id;
    await post(app, '/api/dcim/interface-templates/', Array.from({ length: 48 }, (_, i) => ({ device_type: dt, name: `Gi1/0/${i + 1}`, type: '1000base-t' })));
    await post(app, '/api/dcim/power-port-templates/', [{ device_type: dt, name: 'PSU1' }, { device_type: dt, name: 'PSU2' }]);
    await post(app, '/api/dcim/console-port-templates/', { device_type: dt, name: 'Console' });
    for (let i = 0; i < 4; i++) {
      const t0 = Date.now();
      const { queries } = await countQueries(() => app.inject('POST', '/api/dcim/devices/', { body: { name: `ad-${i}`, device_type: dt, role: b.role.id, site: b.site.id } }));
      console.log(`one device: ${Date.now() - t0} ms, ${queries} statements`);
    }
    const t0 = Date.now();
    const { queries } = await countQueries(() =>
      app.inject('POST', '/api/dcim/devices/', { body: Array.from({ length: 100 }, (_, i) => ({ name: `adb-${i}`, device_type: dt, role: b.role.id, site: b.site.id })) }),
    );
    console.log(`100 devices: ${Date.now() - t0} ms, ${queries} statements`);
  });
});
