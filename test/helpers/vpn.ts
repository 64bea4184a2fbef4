import type { TestApp } from './app';
import { post } from './dcim';
import { slugOf } from './fixtures';

/** Builders for VPN objects through the API; each asserts success. */

type Json = Record<string, any>;

export const vpn = {
  tunnelGroup: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/vpn/tunnel-groups/', { name, slug: slugOf(name), ...extra }),
  tunnel: (app: TestApp, name: string, extra: Json = {}) =>
    post(app, '/api/vpn/tunnels/', { name, status: 'active', encapsulation: 'gre', ...extra }),
  termination: (app: TestApp, tunnel: number, type: string, id: number, extra: Json = {}) =>
    post(app, '/api/vpn/tunnel-terminations/', { tunnel, role: 'peer', termination_type: type, termination_id: id, ...extra }),
  ikeProposal: (app: TestApp, name: string, extra: Json = {}) =>
    post(app, '/api/vpn/ike-proposals/', { name, authentication_method: 'preshared-keys', encryption_algorithm: 'aes-256-cbc', group: 14, ...extra }),
  ikePolicy: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/vpn/ike-policies/', { name, version: 2, ...extra }),
  ipsecProposal: (app: TestApp, name: string, extra: Json = {}) =>
    post(app, '/api/vpn/ipsec-proposals/', { name, encryption_algorithm: 'aes-256-gcm', ...extra }),
  ipsecPolicy: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/vpn/ipsec-policies/', { name, ...extra }),
  ipsecProfile: (app: TestApp, name: string, ikePolicy: number, ipsecPolicy: number, extra: Json = {}) =>
    post(app, '/api/vpn/ipsec-profiles/', { name, mode: 'esp', ike_policy: ikePolicy, ipsec_policy: ipsecPolicy, ...extra }),
  l2vpn: (app: TestApp, name: string, extra: Json = {}) => post(app, '/api/vpn/l2vpns/', { name, slug: slugOf(name), type: 'vxlan', ...extra }),
  l2vpnTermination: (app: TestApp, l2vpn: number, type: string, id: number) =>
    post(app, '/api/vpn/l2vpn-terminations/', { l2vpn, assigned_object_type: type, assigned_object_id: id }),
};
