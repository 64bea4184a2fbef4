'use strict';
/** Seeds the fixture through the REST API: 1000 sites (timed), and 1000 fully-linked devices with interfaces. */
const { timed } = require('./http');

const range = (n, f) => Array.from({ length: n }, (_, i) => f(i));
const pad = (i) => String(i).padStart(4, '0');

/** POSTs `items` in chunks of `size`; returns every created object, in order. */
async function bulk(api, path, items, size) {
  const created = [];
  for (let i = 0; i < items.length; i += size) created.push(...(await api.post(path, items.slice(i, i + size))));
  return created;
}

async function seed(api, { sites: siteCount = 1000, devices: deviceCount = 1000, interfacesPerDevice = 4 } = {}) {
  const times = {};
  const step = async (name, fn) => {
    const { ms, result } = await timed(fn);
    times[name] = Math.round(ms);
    console.log(`[seed] ${name}: ${Math.round(ms)} ms`);
    return result;
  };

  const base = await step('base objects (manufacturer, type, role, tenant, platform)', async () => {
    const manufacturer = await api.post('/api/dcim/manufacturers/', { name: 'Bench Mfr', slug: 'bench-mfr' });
    const [deviceType, role, tenant, platform] = await Promise.all([
      api.post('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'Bench 1U', slug: 'bench-1u' }),
      api.post('/api/dcim/device-roles/', { name: 'Bench Role', slug: 'bench-role', color: '2196f3' }),
      api.post('/api/tenancy/tenants/', { name: 'Bench Tenant', slug: 'bench-tenant' }),
      api.post('/api/dcim/platforms/', { name: 'Bench OS', slug: 'bench-os', manufacturer: manufacturer.id }),
    ]);
    return { manufacturer, deviceType, role, tenant, platform };
  });

  const siteItems = range(siteCount, (i) => ({ name: `Site ${pad(i)}`, slug: `site-${pad(i)}`, status: 'active' }));
  const sites = await step(`bulk POST ${siteCount} sites`, () => api.post('/api/dcim/sites/', siteItems));
  const bulkSitesMs = times[`bulk POST ${siteCount} sites`];

  const locations = await step(`${siteCount} locations (bulk, 1 per site)`, () =>
    bulk(
      api,
      '/api/dcim/locations/',
      sites.map((s, i) => ({ name: `Hall ${pad(i)}`, slug: `hall-${pad(i)}`, site: s.id })),
      500,
    ),
  );
  const racks = await step(`${siteCount} racks (bulk, 1 per site)`, () =>
    bulk(
      api,
      '/api/dcim/racks/',
      sites.map((s, i) => ({ name: `Rack ${pad(i)}`, site: s.id, location: locations[i].id })),
      500,
    ),
  );

  const deviceItems = range(deviceCount, (i) => {
    const k = i % sites.length;
    return {
      name: `dev-${pad(i)}`,
      device_type: base.deviceType.id,
      role: base.role.id,
      tenant: base.tenant.id,
      platform: base.platform.id,
      site: sites[k].id,
      location: locations[k].id,
      rack: racks[k].id,
      status: 'active',
    };
  });
  const devices = await step(`${deviceCount} devices (bulk, chunks of 200)`, () => bulk(api, '/api/dcim/devices/', deviceItems, 200));

  const interfaceItems = devices.flatMap((d) => range(interfacesPerDevice, (j) => ({ device: d.id, name: `eth${j}`, type: '1000base-t' })));
  await step(`${interfaceItems.length} interfaces (bulk, chunks of 1000)`, () => bulk(api, '/api/dcim/interfaces/', interfaceItems, 1000));

  return { times, bulkSitesMs, deviceIds: devices.map((d) => d.id), siteIds: sites.map((s) => s.id) };
}

module.exports = { seed };
