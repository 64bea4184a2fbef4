'use strict';
/**
 * The queries measured at scale. Each builds `{ paths(i), verify(json) }` from the seeded fixture; ids rotate
 * over the seeded objects so the cache does not answer the same row every time.
 */
const { IFACES_PER_DEVICE, CABLED_PER_DEVICE } = require('./references');

const pick = (base, count, i) => base + ((i * 7919) % count);

const scenarios = [
  {
    name: 'prefix list ?limit=50 (children, _depth)',
    build: (f) => ({
      paths: () => '/api/ipam/prefixes/?limit=50',
      verify: (j) =>
        j.results.length === 50 && j.count === f.prefixCount && j.results[0].children === f.size.prefixesPerGroup - 1 && j.results[1]._depth === 1,
    }),
  },
  {
    name: 'IP addresses ?parent=10.0.0.0/8&limit=50',
    build: (f) => ({
      paths: () => '/api/ipam/ip-addresses/?parent=10.0.0.0/8&limit=50',
      verify: (j) => j.results.length === 50 && j.count === f.size.addresses,
    }),
  },
  {
    name: 'available-ips ?limit=1 in a /16 with its first hosts used',
    build: (f) => ({
      paths: () => `/api/ipam/prefixes/${f.fullSixteenId}/available-ips/?limit=1`,
      verify: (j) =>
        j.length === 1 && j[0].address === `10.200.${Math.floor((f.size.usedInSixteen + 1) / 256)}.${(f.size.usedInSixteen + 1) % 256}/16`,
    }),
  },
  {
    name: 'interfaces of one device ?device_id=X',
    build: (f) => ({
      paths: (i) => `/api/dcim/interfaces/?device_id=${pick(f.devBase, f.size.devices, i)}`,
      verify: (j) => j.count === IFACES_PER_DEVICE && j.results[0].name === 'eth1' && j.results[1].name === 'eth2' && j.results[0].cable,
    }),
  },
  {
    name: 'interface trace',
    build: (f) => ({
      // cabled interfaces: the first CABLED_PER_DEVICE of each device
      paths: (i) => {
        const d = (i * 7919) % f.size.devices;
        return `/api/dcim/interfaces/${f.ifBase + d * IFACES_PER_DEVICE + (i % CABLED_PER_DEVICE)}/trace/`;
      },
      verify: (j) => j.length === 1 && j[0].length === 3 && j[0][2][0].device,
    }),
  },
  {
    name: 'device list ?q=<name fragment>',
    build: (f) => ({
      paths: (i) => `/api/dcim/devices/?q=dev-${String(pick(0, f.size.devices, i)).padStart(6, '0')}`,
      verify: (j) => j.count === 1,
    }),
  },
  {
    name: 'interface list ?offset=90%',
    build: (f) => ({
      paths: () => `/api/dcim/interfaces/?limit=50&offset=${Math.floor(f.size.interfaces * 0.9)}`,
      verify: (j) => j.results.length === 50,
    }),
  },
  {
    name: 'interface list ?start=<id at 90%> (cursor)',
    build: (f) => ({
      paths: () => `/api/dcim/interfaces/?limit=50&start=${f.ifBase + Math.floor(f.size.interfaces * 0.9)}`,
      verify: (j) => j.results.length === 50 && j.results[0].id === f.ifBase + Math.floor(f.size.interfaces * 0.9),
    }),
  },
];

module.exports = { scenarios };
