import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { getStatements } from '../helpers/query-count';
import { vpn } from '../helpers/vpn';

type Json = Record<string, any>;

/**
 * The lists of the new IPAM and VPN models with nested to-many and generic relations (FHRP groups' addresses,
 * policies' rules, terminations' objects, ASNs' sites, interfaces' FHRP counts and L2VPN terminations) run
 * the same number of statements for 5 and 60 objects, within a budget of 6.
 */
describe('ipam and vpn list query count', () => {
  let app: TestApp;
  const BUDGET = 6;
  let refs: Json;

  beforeAll(async () => {
    app = await startApp();
    const { site, deviceType, role } = await deviceBasics(app, 'QCV');
    const device = await make.device(app, { name: 'qcv-dev', site: site.id, device_type: deviceType.id, role: role.id });
    const vm = await makeV.vm(app, 'qcv-vm', { site: site.id });
    refs = {
      site,
      device,
      vm,
      rir: await ipam.rir(app, 'QCV RIR'),
      tag: await make.tag(app, 'QCV Tag'),
      l2vpn: await vpn.l2vpn(app, 'QCV L2VPN'),
      policy: await ipam.translationPolicy(app, 'QCV Policy'),
    };
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Objects `from`…`to` of a list, created through the API in one bulk request. */
  type Maker = (i: number) => Promise<Json[] | void>;

  const lists: [string, string, Maker][] = [
    [
      'FHRP groups with two addresses each',
      '/api/ipam/fhrp-groups/',
      async (i) => {
        const group = await ipam.fhrpGroup(app, 'vrrp3', i, { tags: [refs.tag.id] });
        await post(
          app,
          '/api/ipam/ip-addresses/',
          [1, 2].map((k) => ({ address: `10.${i}.0.${k}/24`, assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id })),
        );
      },
    ],
    [
      'FHRP group assignments',
      '/api/ipam/fhrp-group-assignments/',
      async (i) => {
        const group = await ipam.fhrpGroup(app, 'hsrp', 1000 + i);
        const iface = await make.interface(app, refs.device.id, `fhrp${i}`);
        await ipam.fhrpAssignment(app, group.id, 'dcim.interface', iface.id, i % 256);
      },
    ],
    [
      'VLAN translation policies with three rules each',
      '/api/ipam/vlan-translation-policies/',
      async (i) => {
        const policy = await ipam.translationPolicy(app, `QCV P${i}`);
        await post(
          app,
          '/api/ipam/vlan-translation-rules/',
          [1, 2, 3].map((k) => ({ policy: policy.id, local_vid: k, remote_vid: 100 + k })),
        );
      },
    ],
    [
      'ASNs with sites',
      '/api/ipam/asns/',
      async (i) => {
        await ipam.asn(app, 4200000000 + i, refs.rir.id, { sites: [refs.site.id], tags: [refs.tag.id] });
      },
    ],
    [
      'tunnel terminations on device and VM interfaces',
      '/api/vpn/tunnel-terminations/',
      async (i) => {
        const tunnel = await vpn.tunnel(app, `QCV T${i}`);
        const iface = await make.interface(app, refs.device.id, `tun${i}`);
        const vmif = await makeV.vmInterface(app, refs.vm.id, `wg${i}`);
        const ip = await ipam.address(app, `172.16.${i}.1/24`);
        await vpn.termination(app, tunnel.id, 'dcim.interface', iface.id, { outside_ip: ip.id });
        await vpn.termination(app, tunnel.id, 'virtualization.vminterface', vmif.id);
      },
    ],
    [
      'L2VPN terminations on VLANs and interfaces',
      '/api/vpn/l2vpn-terminations/',
      async (i) => {
        const vlan = await ipam.vlan(app, 1 + (i % 4000), `qcv-${i}`);
        const iface = await make.interface(app, refs.device.id, `l2${i}`);
        await vpn.l2vpnTermination(app, refs.l2vpn.id, 'ipam.vlan', vlan.id);
        await vpn.l2vpnTermination(app, refs.l2vpn.id, 'dcim.interface', iface.id);
      },
    ],
    [
      'device interfaces with FHRP assignments, an L2VPN termination and a translation policy',
      '/api/dcim/interfaces/?name__isw=qi-',
      async (i) => {
        const iface = await make.interface(app, refs.device.id, `qi-${i}`, { vlan_translation_policy: refs.policy.id });
        const group = await ipam.fhrpGroup(app, 'glbp', 2000 + i);
        await ipam.fhrpAssignment(app, group.id, 'dcim.interface', iface.id, 1);
        await vpn.l2vpnTermination(app, refs.l2vpn.id, 'dcim.interface', iface.id);
      },
    ],
  ];

  const measure = async (url: string) => {
    // the smaller of two runs: a token lookup after the long writes above is not the list's
    const { queries, result } = await getStatements(app, url);
    expect(result.status).toBe(200);
    return queries;
  };

  for (const [name, path, maker] of lists) {
    it(`${name}: the same statements for 5 and 60 objects, at most ${BUDGET}`, async () => {
      const join = path.includes('?') ? '&' : '?';
      const pages = [`${path}${join}limit=1000`, `${path}${join}brief=1&limit=1000`];
      for (let i = 0; i < 5; i++) await maker(i);
      await measure(pages[0]); // warm-up
      const five = [];
      for (const url of pages) five.push(await measure(url));
      for (let i = 5; i < 60; i++) await maker(i);
      const more = [];
      for (const url of pages) more.push(await measure(url));
      expect(more).toEqual(five);
      expect(Math.max(...more)).toBeLessThanOrEqual(BUDGET);
      expect((await app.inject('GET', pages[0])).body.count).toBeGreaterThanOrEqual(60);
    });
  }
});
