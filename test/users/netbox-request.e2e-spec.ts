import { startApp, SUPERUSER, TestApp } from '../helpers/app';
import { provision } from '../helpers/users';

/**
 * NetBox 4.6.8 utilities/tests/test_request.py, where our API differed: get_client_ip() — the address a
 * token's allowed_ips are checked against — reads X-Real-IP / X-Forwarded-For with a port or brackets around
 * the address (`192.168.1.1:8080`, `[2001:db8::8a2e:370:7334]:8080`) as the address alone. Requests come
 * from loopback here, a trusted proxy by default (TRUSTED_PROXIES), so those headers are believed.
 */
describe('NetBox request utility tests', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const tokenFor = async (allowed: string[]) => (await provision(app, SUPERUSER.username, { allowed_ips: allowed }, SUPERUSER.password)).token;
  const from = (token: string, header: string, value: string) => app.inject('GET', '/api/tenancy/tenants/', { token, headers: { [header]: value } });

  it('GetClientIPTestCase.test_ipv4_address: an IPv4 address with or without a port is the client address', async () => {
    const token = await tokenFor(['192.168.1.1']);
    for (const header of ['x-forwarded-for', 'x-real-ip']) {
      for (const value of ['192.168.1.1', '192.168.1.1:8080']) {
        expect({ header, value, status: (await from(token, header, value)).status }).toEqual({ header, value, status: 200 });
      }
    }
    const refused = await from(token, 'x-forwarded-for', '192.168.1.2:8080');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Source IP 192.168.1.2 is not permitted to authenticate using this token.' });
  });

  it('GetClientIPTestCase.test_ipv6_address: an IPv6 address bare, in brackets, or in brackets with a port', async () => {
    const token = await tokenFor(['2001:db8::/64']);
    for (const header of ['x-forwarded-for', 'x-real-ip']) {
      for (const value of ['2001:db8::8a2e:370:7334', '[2001:db8::8a2e:370:7334]', '[2001:db8::8a2e:370:7334]:8080']) {
        expect({ header, value, status: (await from(token, header, value)).status }).toEqual({ header, value, status: 200 });
      }
    }
    const refused = await from(token, 'x-forwarded-for', '[2001:db9::1]:8080');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Source IP 2001:db9::1 is not permitted to authenticate using this token.' });
  });

  it('GetClientIPTestCase.test_invalid_ip_address: a header that names no address is refused (a 4xx here, not the ValueError)', async () => {
    const token = await tokenFor(['192.168.1.1']);
    const res = await from(token, 'x-forwarded-for', 'invalid_ip');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Source IP invalid_ip is not permitted to authenticate using this token.' });
  });
});
