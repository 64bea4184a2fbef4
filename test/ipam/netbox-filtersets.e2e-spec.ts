import { startApp, TestApp } from '../helpers/app';
import { ipam } from '../helpers/ipam';

type Json = Record<string, any>;

/**
 * Cases of NetBox's own IPAM filterset tests (ipam/tests/test_filtersets.py) that did not hold through the API,
 * ported as list requests against the real app. Each names NetBox's test class and method.
 */
describe('ipam: NetBox filterset test cases', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const count = async (path: string, query: string) => {
    const res = await app.inject('GET', `${path}?${query}`);
    expect(res.status).toBe(200);
    return (res.body as Json).count as number;
  };

  /**
   * IPAddressTestCase.test_filter_address: an address given with a dotted netmask (netaddr reads
   * `10.0.0.1/255.255.255.0` as `10.0.0.1/24`) matches that address and mask; an invalid netmask matches nothing
   */
  it('IPAddressTestCase.test_filter_address: a mask written as a netmask', async () => {
    // a VRF of its own that allows duplicates: NetBox's fixture holds 10.0.0.1 both as /24 and /25
    const vrf = await ipam.vrf(app, 'FilterAddress VRF', { enforce_unique: false });
    for (const address of ['10.0.0.1/24', '10.0.0.2/24', '10.0.0.1/25']) await ipam.address(app, address, { vrf: vrf.id });
    const q = (...addresses: string[]) =>
      count('/api/ipam/ip-addresses/', [`vrf_id=${vrf.id}`, ...addresses.map((a) => `address=${encodeURIComponent(a)}`)].join('&'));
    expect(await q('10.0.0.1/255.255.255.0')).toBe(1);
    expect(await q('10.0.0.1/255.255.255.0', '10.0.0.1/25')).toBe(2);
    // a hostmask names the same length (netaddr takes either)
    expect(await q('10.0.0.1/0.0.0.255')).toBe(1);
    // unchanged: the numeric forms and the invalid ones
    expect(await q('10.0.0.1/24')).toBe(1);
    expect(await q('10.0.0.1')).toBe(2);
    expect(await q('24')).toBe(0);
    expect(await q('/24')).toBe(0);
    expect(await q('10.0.0.1/255.255.999.0')).toBe(0);
    expect(await q('10.0.0.1/255.0.255.0')).toBe(0);
    expect(await q('10.0.0.1', '/24', '10.0.0.10/24')).toBe(2);
  });
});
