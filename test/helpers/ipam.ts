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
};
