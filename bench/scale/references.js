'use strict';
/**
 * The objects the scale seed copies, created through the REST API so every hidden column (natural-sort
 * `_name`, counters, cable terminations and paths…) is what the write path produces: one site, device
 * type and role, VRFs, two devices with interfaces cabled pairwise, one prefix and one IP address.
 * The SQL seed (seed-sql.js) clones these rows, changing only what differs per object.
 */
const IFACES_PER_DEVICE = 50;
const CABLED_PER_DEVICE = 20;
const VRF_COUNT = 9;

async function createReferences(api, tag) {
  const site = await api.post('/api/dcim/sites/', { name: `Scale ${tag}`, slug: `scale-${tag}` });
  const manufacturer = await api.post('/api/dcim/manufacturers/', { name: `Scale ${tag}`, slug: `scale-${tag}` });
  const deviceType = await api.post('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: `Scale ${tag}`, slug: `scale-${tag}` });
  const role = await api.post('/api/dcim/device-roles/', { name: `Scale ${tag}`, slug: `scale-${tag}` });
  const vrfs = await api.post(
    '/api/ipam/vrfs/',
    Array.from({ length: VRF_COUNT }, (_, i) => ({ name: `scale-${tag}-vrf${i + 1}`, rd: `65000:${i + 1}` })),
  );
  const device = (name) => ({ name, site: site.id, device_type: deviceType.id, role: role.id, status: 'active' });
  const [devA, devB] = await api.post('/api/dcim/devices/', [device(`ref-${tag}-a`), device(`ref-${tag}-b`)]);
  const ifaces = (dev) => Array.from({ length: 2 }, (_, i) => ({ device: dev.id, name: `eth${i + 1}`, type: '10gbase-x-sfpp' }));
  const [a1, a2] = await api.post('/api/dcim/interfaces/', ifaces(devA));
  const [b1, b2] = await api.post('/api/dcim/interfaces/', ifaces(devB));
  const cable = await api.post('/api/dcim/cables/', {
    a_terminations: [{ object_type: 'dcim.interface', object_id: a1.id }],
    b_terminations: [{ object_type: 'dcim.interface', object_id: b1.id }],
    status: 'connected',
  });
  // outside 10/8, where the seeded hierarchy lies
  const prefix = await api.post('/api/ipam/prefixes/', { prefix: '192.0.2.0/24' });
  const address = await api.post('/api/ipam/ip-addresses/', { address: '192.0.2.1/24' });
  return { prefix, address, site, manufacturer, deviceType, role, vrfs, devA, devB, cabled: [a1, b1], uncabled: [a2, b2], cable };
}

module.exports = { createReferences, IFACES_PER_DEVICE, CABLED_PER_DEVICE, VRF_COUNT };
