'use strict';
/**
 * Devices from templates: a device type with 48 interface, 2 power port and 1 console port templates;
 * one device created five times (wall time of each POST, median reported) and 100 such devices in one
 * bulk POST — each device gets its 51 components, with change records and events, in the same request.
 */
const { timed } = require('./http');

async function seedComponents(api) {
  const maker = await api.post('/api/dcim/manufacturers/', { name: 'Bench Templates', slug: 'bench-templates' });
  const type = await api.post('/api/dcim/device-types/', { manufacturer: maker.id, model: 'Bench 48-port', slug: 'bench-48-port' });
  const role = await api.post('/api/dcim/device-roles/', { name: 'Bench Access', slug: 'bench-access' });
  const site = await api.post('/api/dcim/sites/', { name: 'Bench Templates Site', slug: 'bench-templates-site' });
  const templates = (n, f) => Array.from({ length: n }, (_, i) => ({ device_type: type.id, ...f(i + 1) }));
  await api.post(
    '/api/dcim/interface-templates/',
    templates(48, (i) => ({ name: `GigabitEthernet1/0/${i}`, type: '1000base-t' })),
  );
  await api.post(
    '/api/dcim/power-port-templates/',
    templates(2, (i) => ({ name: `PSU${i}` })),
  );
  await api.post('/api/dcim/console-port-templates/', { device_type: type.id, name: 'Console' });
  const device = (name) => ({ name, device_type: type.id, role: role.id, site: site.id });

  const singles = [];
  for (let i = 0; i < 5; i++) {
    const { ms, result } = await timed(() => api.post('/api/dcim/devices/', device(`bench-tpl-${i}`)));
    if (result.interface_count !== 48 || result.power_port_count !== 2 || result.console_port_count !== 1) throw new Error('components missing');
    singles.push(Math.round(ms));
  }
  const { ms: bulkMs, result } = await timed(() =>
    api.post(
      '/api/dcim/devices/',
      Array.from({ length: 100 }, (_, i) => device(`bench-tpl-bulk-${i}`)),
    ),
  );
  if (result.length !== 100 || result.some((d) => d.interface_count !== 48)) throw new Error('bulk components missing');
  const median = [...singles].sort((a, b) => a - b)[2];
  console.log(
    `[seed] one device from templates (51 components): ${singles.join(', ')} ms (median ${median}); 100 in one bulk POST: ${Math.round(bulkMs)} ms`,
  );
  return { singleDeviceMs: singles, singleDeviceMedianMs: median, bulkDevicesMs: Math.round(bulkMs) };
}

module.exports = { seedComponents };
