import type { TestApp } from './app';
import { post } from './dcim';
import { slugOf } from './fixtures';

/** Builders for IPAM objects through the API; each asserts success. */

type Json = Record<string, any>;

const named = (name: string, extra: Json) => ({ name, slug: slugOf(name), ...extra });

export const ipam = {
  rir: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/ipam/rirs/', named(name, extra)),
  role: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/ipam/roles/', named(name, extra)),
  vrf: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/ipam/vrfs/', { name, ...extra }),
  routeTarget: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/ipam/route-targets/', { name, ...extra }),
  prefix: (app: TestApp, prefix: string, extra: Json = {}) => post(app, '/api/ipam/prefixes/', { prefix, ...extra }),
  prefixes: (app: TestApp, items: Json[]) => post<Json[]>(app, '/api/ipam/prefixes/', items),
  address: (app: TestApp, address: string, extra: Json = {}) => post(app, '/api/ipam/ip-addresses/', { address, ...extra }),
  range: (app: TestApp, start: string, end: string, extra: Json = {}) =>
    post(app, '/api/ipam/ip-ranges/', { start_address: start, end_address: end, ...extra }),
  vlanGroup: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/ipam/vlan-groups/', named(name, extra)),
  vlan: (app: TestApp, vid: number, name: string, extra: Json = {}) => post(app, '/api/ipam/vlans/', { vid, name, ...extra }),
  asnRange: (app: TestApp, name: string, rir: number, start: number, end: number, extra: Json = {}) =>
    post(app, '/api/ipam/asn-ranges/', named(name, { rir, start, end, ...extra })),
  asn: (app: TestApp, asn: number, rir: number, extra: Json = {}) => post(app, '/api/ipam/asns/', { asn, rir, ...extra }),
  fhrpGroup: (app: TestApp, protocol: string, groupId: number, extra: Json = {}) =>
    post(app, '/api/ipam/fhrp-groups/', { protocol, group_id: groupId, ...extra }),
  fhrpAssignment: (app: TestApp, group: number, type: string, id: number, priority: number) =>
    post(app, '/api/ipam/fhrp-group-assignments/', { group, interface_type: type, interface_id: id, priority }),
  translationPolicy: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/ipam/vlan-translation-policies/', { name, ...extra }),
  translationRule: (app: TestApp, policy: number, local: number, remote: number, extra: Json = {}) =>
    post(app, '/api/ipam/vlan-translation-rules/', { policy, local_vid: local, remote_vid: remote, ...extra }),
};
