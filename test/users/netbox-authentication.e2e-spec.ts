import { startApp, TestApp } from '../helpers/app';
import { member } from '../helpers/users';

/**
 * NetBox 4.6.8 netbox/tests/test_authentication.py, where our API differed: a token's allowed_ips are
 * networks as NetBox stores them (its IPNetworkSerializer over a PostgreSQL cidr column).
 */
describe('NetBox authentication tests', () => {
  let app: TestApp;
  let userId: number;

  beforeAll(async () => {
    app = await startApp({ EXEMPT_VIEW_PERMISSIONS: '*' });
    userId = (await member(app, 'testuser')).user.id;
  });

  afterAll(async () => {
    await app?.close();
  });

  const token = (version: number, body: Record<string, unknown>) =>
    app.inject('POST', '/api/users/tokens/', { body: { user: userId, version, ...body } });
  const header = (t: any) => (t.version === 1 ? `Token ${t.token}` : `Bearer nbt_${t.key}.${t.token}`);

  it('TokenAuthenticationTestCase.test_token_allowed_ips: v1 and v2 tokens, an address alone is shown as its /32 or /128 network', async () => {
    for (const version of [1, 2]) {
      const created = await token(version, { allowed_ips: ['192.0.2.0/24', '198.51.100.7', '2001:DB8:0::1'] });
      expect(created.status).toBe(201);
      expect(created.body.allowed_ips).toEqual(['192.0.2.0/24', '198.51.100.7/32', '2001:db8::1/128']);
      const from = (ip: string) => app.inject('GET', '/api/dcim/sites/', { token: header(created.body), headers: { 'x-real-ip': ip } });
      expect((await from('127.0.0.1')).status).toBe(403);
      expect((await from('192.0.2.1')).status).toBe(200);
      expect((await from('198.51.100.7')).status).toBe(200);
      expect((await from('2001:db8::1')).status).toBe(200);
      const patched = await app.inject('PATCH', `/api/users/tokens/${created.body.id}/`, { body: { allowed_ips: ['10.0.0.1'] } });
      expect(patched.body.allowed_ips).toEqual(['10.0.0.1/32']);
    }
  });

  it('TokenAuthenticationTestCase.test_token_allowed_ips: a network with host bits set, or no address, is refused (400, nothing created)', async () => {
    for (const ips of [['192.0.2.1/24'], ['not-an-ip'], ['10.1'], 'not-a-list']) {
      const res = await token(2, { description: 'refused', allowed_ips: ips });
      expect({ ips, status: res.status, body: res.body }).toEqual({
        ips,
        status: 400,
        body: { allowed_ips: ['Enter a list of valid IPv4 or IPv6 addresses or networks.'] },
      });
    }
    expect((await app.inject('GET', '/api/users/tokens/?description=refused')).body.count).toBe(0);
  });
});
