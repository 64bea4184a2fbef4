import {
  ikePolicies,
  ikeProposals,
  ipsecPolicies,
  ipsecProfiles,
  ipsecProposals,
  l2vpns,
  l2vpnTerminations,
  tunnelGroups,
  tunnels,
  tunnelTerminations,
} from '../../src/vpn/vpn.resources';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make, nested } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { vpn } from '../helpers/vpn';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the VPN app (NetBox's vpn models). */
describe('vpn resources', () => {
  const handle = useApp();

  const specs: ResourceSpec[] = [
    {
      resource: tunnelGroups,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'TG Tag') }),
      create: ({ tag }) => [
        { name: 'TG One', slug: 'tg-one', description: 'd', comments: 'c', tags: [tag.id] },
        { name: 'TG Two', slug: 'tg-two' },
        { name: 'TG Three', slug: 'tg-three' },
      ],
      patch: () => ({ name: 'TG Two Renamed', slug: 'tg-two-renamed' }),
      // a tunnel in A (tunnel_count)
      dependants: async (app, _ctx, [a]) => vpn.tunnel(app, 'TG Member', { group: a.id }),
    },
    {
      resource: tunnels,
      prerequisites: async (app) => {
        const ike = await vpn.ikePolicy(app, 'Tun IKE');
        const ipsec = await vpn.ipsecPolicy(app, 'Tun IPSec');
        return {
          group: await vpn.tunnelGroup(app, 'Tun Group'),
          profile: await vpn.ipsecProfile(app, 'Tun Profile', ike.id, ipsec.id),
          tenant: await nested.tenant(app, 'Tun Tenant'),
          tag: await make.tag(app, 'Tun Tag'),
        };
      },
      create: ({ group, profile, tenant, tag }) => [
        {
          name: 'Tunnel One',
          status: 'planned',
          group: group.id,
          encapsulation: 'ipsec-tunnel',
          ipsec_profile: profile.id,
          tenant: tenant.id,
          tunnel_id: 4294967296,
          description: 'd',
          comments: 'c',
          tags: [tag.id],
        },
        { name: 'Tunnel Two', status: 'active', encapsulation: 'gre' },
        { name: 'Tunnel Three', status: 'disabled', encapsulation: 'wireguard', group: group.id },
      ],
      patch: ({ profile }) => ({ name: 'Tunnel Two Renamed', status: 'disabled', ipsec_profile: profile.id, tunnel_id: 7 }),
      // a termination of A (terminations_count)
      dependants: async (app, _ctx, [a]) => {
        const { site, deviceType, role } = await deviceBasics(app, 'Tun');
        const device = await make.device(app, { name: 'tun-dev', site: site.id, device_type: deviceType.id, role: role.id });
        return vpn.termination(app, a.id, 'dcim.interface', (await make.interface(app, device.id, 'tun0')).id);
      },
    },
    {
      resource: tunnelTerminations,
      textField: 'role',
      textValues: () => ['hub', 'spoke'],
      prerequisites: async (app) => {
        const { site, deviceType, role } = await deviceBasics(app, 'TT');
        const device = await make.device(app, { name: 'tt-dev', site: site.id, device_type: deviceType.id, role: role.id });
        const vm = await makeV.vm(app, 'tt-vm', { site: site.id });
        return {
          tunnel: await vpn.tunnel(app, 'TT Tunnel'),
          other: await vpn.tunnel(app, 'TT Other'),
          eth0: await make.interface(app, device.id, 'tt-eth0'),
          eth1: await make.interface(app, device.id, 'tt-eth1'),
          vmif: await makeV.vmInterface(app, vm.id, 'wg0'),
          ip: await ipam.address(app, '198.51.100.7/24'),
          tag: await make.tag(app, 'TT Tag'),
        };
      },
      create: ({ tunnel, other, eth0, eth1, vmif, ip, tag }) => [
        { tunnel: tunnel.id, role: 'hub', termination_type: 'dcim.interface', termination_id: eth0.id, outside_ip: ip.id, tags: [tag.id] },
        { tunnel: tunnel.id, role: 'spoke', termination_type: 'dcim.interface', termination_id: eth1.id },
        { tunnel: other.id, role: 'peer', termination_type: 'virtualization.vminterface', termination_id: vmif.id },
      ],
      patch: ({ other, ip }) => ({ tunnel: other.id, role: 'peer', outside_ip: ip.id }),
      filterCases: ({ ctx: { eth0, eth1, vmif } }) => [
        { filter: 'interface_id', value: eth0.id, expect: [0] },
        { filter: 'interface_id', value: [eth0.id, eth1.id], expect: [0, 1] },
        { filter: 'interface', value: 'tt-eth1', expect: [1] },
        { filter: 'vminterface_id', value: vmif.id, expect: [2] },
        { filter: 'vminterface', value: vmif.name, expect: [2] },
      ],
    },
    {
      resource: ikeProposals,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'IKEP Tag') }),
      create: ({ tag }) => [
        {
          name: 'IKE Prop One',
          authentication_method: 'certificates',
          encryption_algorithm: 'aes-128-gcm',
          authentication_algorithm: 'hmac-sha256',
          group: 19,
          sa_lifetime: 28800,
          description: 'd',
          comments: 'c',
          tags: [tag.id],
        },
        { name: 'IKE Prop Two', authentication_method: 'preshared-keys', encryption_algorithm: '3des-cbc', group: 2 },
        { name: 'IKE Prop Three', authentication_method: 'rsa-signatures', encryption_algorithm: 'des-cbc', group: 34 },
      ],
      patch: () => ({ name: 'IKE Prop Two Renamed', group: 5, authentication_algorithm: 'hmac-md5' }),
      // a policy proposing A and B
      dependants: async (app, _ctx, [a, b]) => vpn.ikePolicy(app, 'IKEP Policy', { proposals: [a.id, b.id] }),
      filterCases: ({ dependants: policy }) => [
        { filter: 'ike_policy_id', value: policy.id, expect: [0, 1] },
        { filter: 'ike_policy', value: policy.name, expect: [0, 1] },
      ],
    },
    {
      resource: ikePolicies,
      prerequisites: async (app) => ({
        p1: await vpn.ikeProposal(app, 'IKEPol Prop 1'),
        p2: await vpn.ikeProposal(app, 'IKEPol Prop 2'),
        tag: await make.tag(app, 'IKEPol Tag'),
      }),
      create: ({ p1, p2, tag }) => [
        { name: 'IKE Pol One', version: 1, mode: 'main', proposals: [p1.id, p2.id], preshared_key: 'psk', description: 'd', tags: [tag.id] },
        { name: 'IKE Pol Two', version: 2 },
        { name: 'IKE Pol Three', version: 1, mode: 'aggressive', proposals: [p2.id] },
      ],
      patch: ({ p1 }) => ({ name: 'IKE Pol Two Renamed', proposals: [p1.id], preshared_key: 'new' }),
    },
    {
      resource: ipsecProposals,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'IPSP Tag') }),
      create: ({ tag }) => [
        {
          name: 'IPSec Prop One',
          encryption_algorithm: 'aes-256-cbc',
          authentication_algorithm: 'hmac-sha512',
          sa_lifetime_seconds: 3600,
          sa_lifetime_data: 100000,
          description: 'first proposal',
          tags: [tag.id],
        },
        { name: 'IPSec Prop Two', encryption_algorithm: 'aes-192-gcm', description: 'second' },
        { name: 'IPSec Prop Three', authentication_algorithm: 'hmac-sha1' },
      ],
      patch: () => ({ name: 'IPSec Prop Two Renamed', authentication_algorithm: 'hmac-sha384', sa_lifetime_seconds: 60 }),
      // a policy proposing C
      dependants: async (app, _ctx, [, , c]) => vpn.ipsecPolicy(app, 'IPSP Policy', { proposals: [c.id] }),
      filterCases: ({ dependants: policy }) => [
        { filter: 'ipsec_policy_id', value: policy.id, expect: [2] },
        { filter: 'ipsec_policy', value: policy.name, expect: [2] },
      ],
    },
    {
      resource: ipsecPolicies,
      prerequisites: async (app) => ({ p1: await vpn.ipsecProposal(app, 'IPSPol Prop 1'), tag: await make.tag(app, 'IPSPol Tag') }),
      create: ({ p1, tag }) => [
        { name: 'IPSec Pol One', proposals: [p1.id], pfs_group: 14, description: 'd', tags: [tag.id] },
        { name: 'IPSec Pol Two' },
        { name: 'IPSec Pol Three', pfs_group: 31 },
      ],
      patch: ({ p1 }) => ({ name: 'IPSec Pol Two Renamed', proposals: [p1.id], pfs_group: 1 }),
    },
    {
      resource: ipsecProfiles,
      prerequisites: async (app) => ({
        ike: await vpn.ikePolicy(app, 'Prof IKE'),
        ike2: await vpn.ikePolicy(app, 'Prof IKE 2'),
        ipsec: await vpn.ipsecPolicy(app, 'Prof IPSec'),
        ipsec2: await vpn.ipsecPolicy(app, 'Prof IPSec 2'),
        tag: await make.tag(app, 'Prof Tag'),
      }),
      create: ({ ike, ike2, ipsec, ipsec2, tag }) => [
        { name: 'Profile One', mode: 'esp', ike_policy: ike.id, ipsec_policy: ipsec.id, description: 'd', tags: [tag.id] },
        { name: 'Profile Two', mode: 'ah', ike_policy: ike.id, ipsec_policy: ipsec.id },
        { name: 'Profile Three', mode: 'esp', ike_policy: ike2.id, ipsec_policy: ipsec2.id },
      ],
      patch: ({ ike2 }) => ({ name: 'Profile Two Renamed', mode: 'esp', ike_policy: ike2.id }),
    },
    {
      resource: l2vpns,
      prerequisites: async (app) => ({
        rt1: await ipam.routeTarget(app, '65100:1'),
        rt2: await ipam.routeTarget(app, '65100:2'),
        tenant: await nested.tenant(app, 'L2VPN Tenant'),
        tag: await make.tag(app, 'L2VPN Tag'),
      }),
      create: ({ rt1, rt2, tenant, tag }) => [
        {
          name: 'L2VPN One',
          slug: 'l2vpn-one',
          type: 'vxlan-evpn',
          status: 'planned',
          identifier: 10010,
          import_targets: [rt1.id],
          export_targets: [rt2.id],
          tenant: tenant.id,
          description: 'd',
          comments: 'c',
          tags: [tag.id],
        },
        { name: 'L2VPN Two', slug: 'l2vpn-two', type: 'vpws' },
        { name: 'L2VPN Three', slug: 'l2vpn-three', type: 'spb', status: 'decommissioning' },
      ],
      patch: ({ rt1 }) => ({ name: 'L2VPN Two Renamed', identifier: 20, export_targets: [rt1.id], type: 'vpls' }),
      filterCases: () => [
        { filter: 'q', value: 'two', expect: [1] },
        { filter: 'q', value: '10010', expect: [0] }, // the identifier
        { filter: 'q', value: '1001', expect: [] }, // whole identifiers only
      ],
    },
    {
      resource: l2vpnTerminations,
      textField: 'l2vpn',
      textValues: ({ spare }) => [spare[0].id, spare[1].id],
      prerequisites: async (app) => {
        // the device at one site; the VLAN and the VM at another, in a region
        const { site, deviceType, role } = await deviceBasics(app, 'L2T');
        const device = await make.device(app, { name: 'l2t-dev', site: site.id, device_type: deviceType.id, role: role.id });
        const place = await nested.place(app, 'L2T Place');
        const vm = await makeV.vm(app, 'l2t-vm', { site: place.site.id });
        return {
          site,
          place,
          device,
          vm,
          l2vpn: await vpn.l2vpn(app, 'L2T VPN'),
          other: await vpn.l2vpn(app, 'L2T Other', { type: 'vpls' }),
          vlan: await ipam.vlan(app, 100, 'L2T VLAN', { site: place.site.id }),
          eth0: await make.interface(app, device.id, 'eth0'),
          vmif: await makeV.vmInterface(app, vm.id, 'veth0'),
          spare: [await vpn.l2vpn(app, 'L2T Spare 1'), await vpn.l2vpn(app, 'L2T Spare 2')],
          tag: await make.tag(app, 'L2T Tag'),
          interfaceType: (await app.inject('GET', '/api/core/object-types/?app_label=dcim&model=interface')).body.results[0].id,
        };
      },
      create: ({ l2vpn, other, vlan, eth0, vmif, tag }) => [
        { l2vpn: l2vpn.id, assigned_object_type: 'ipam.vlan', assigned_object_id: vlan.id, tags: [tag.id] },
        { l2vpn: l2vpn.id, assigned_object_type: 'dcim.interface', assigned_object_id: eth0.id },
        { l2vpn: other.id, assigned_object_type: 'virtualization.vminterface', assigned_object_id: vmif.id },
      ],
      patch: ({ other }) => ({ l2vpn: other.id }),
      filterCases: ({ ctx: { site, place, device, vm, vlan, eth0, vmif, interfaceType } }) => [
        { filter: 'assigned_object_type_id', value: interfaceType, expect: [1] },
        { filter: 'assigned_object_type_id', value: 0, expect: [] },
        { filter: 'site_id', value: place.site.id, expect: [0, 2] },
        { filter: 'site_id', value: [site.id, place.site.id], expect: [0, 1, 2] },
        { filter: 'site_id', value: site.id, expect: [1] },
        { filter: 'site', value: site.slug, expect: [1] },
        { filter: 'site', value: 'no-such-site', expect: [] },
        { filter: 'region_id', value: place.region.id, expect: [0, 2] },
        { filter: 'region_id', value: place.regionTop.id, expect: [] }, // the site's own region only, as NetBox
        { filter: 'region', value: place.region.slug, expect: [0, 2] },
        { filter: 'device_id', value: device.id, expect: [1] },
        { filter: 'device', value: device.name, expect: [1] },
        { filter: 'virtual_machine_id', value: vm.id, expect: [2] },
        { filter: 'virtual_machine', value: vm.name, expect: [2] },
        { filter: 'interface_id', value: eth0.id, expect: [1] },
        { filter: 'interface', value: eth0.name, expect: [1] },
        { filter: 'vminterface_id', value: vmif.id, expect: [2] },
        { filter: 'vminterface', value: vmif.name, expect: [2] },
        { filter: 'vlan_id', value: vlan.id, expect: [0] },
        { filter: 'vlan', value: vlan.name, expect: [0] },
        { filter: 'vlan_vid', value: vlan.vid, expect: [0] },
        { filter: 'vlan_vid', value: 101, expect: [] },
        { filter: 'vlan_vid__gte', value: vlan.vid, expect: [0] },
        { filter: 'vlan_vid__gt', value: vlan.vid, expect: [] },
        { filter: 'vlan_vid__gt', value: vlan.vid - 1, expect: [0] },
        { filter: 'vlan_vid__lte', value: vlan.vid, expect: [0] },
        { filter: 'vlan_vid__lt', value: vlan.vid, expect: [] },
        { filter: 'vlan_vid__lt', value: vlan.vid + 1, expect: [0] },
        // NetBox's isnull over the VLAN's vid: terminations on no VLAN
        { filter: 'vlan_vid__empty', value: true, expect: [1, 2] },
        { filter: 'vlan_vid__empty', value: false, expect: [0] },
        { filter: 'q', value: 'l2t vpn', expect: [0, 1] }, // the L2VPN's name
        { filter: 'q', value: 'OTHER', expect: [2] },
      ],
    },
  ];

  everyResourceCovered(handle, 'vpn', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
