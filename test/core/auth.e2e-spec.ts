import { startApp, SUPERUSER, TestApp } from '../helpers/app';
import { expectApiHeaders } from '../helpers/expect';

/** Token authentication and provisioning (docs/api-behaviour.md §9, §10). */
describe('authentication', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const tokenCount = async () => (await app.inject('GET', '/api/users/tokens/')).body.count as number;

  describe('failures', () => {
    it('no token → 403 "Authentication credentials were not provided."', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/', { token: null });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    });

    it('an unknown v2 key → 403 "Invalid v2 token"', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/', {
        token: 'Bearer nbt_abcdefghijkl.0123456789012345678901234567890123456789',
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Invalid v2 token' });
      expectApiHeaders(res);
    });

    it('a genuine v2 key with the wrong secret → the same "Invalid v2 token"', async () => {
      const key = app.token.slice('Bearer nbt_'.length).split('.')[0];
      const res = await app.inject('GET', '/api/tenancy/tenants/', {
        token: `Bearer nbt_${key}.${'x'.repeat(40)}`,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Invalid v2 token' });
    });

    it('a v2 value without a dot → "Could not parse key from v2 token…"', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/', { token: 'Bearer nbt_abc' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        detail: "Invalid authorization header: Could not parse key from v2 token. Did you mean to use 'Token' instead of 'Bearer'?",
      });
    });

    it('a header with two values → "Must be in the form…"', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/', { token: 'Bearer nbt_abc.def extra' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        detail: 'Invalid authorization header: Must be in the form "Bearer <key>.<token>" or "Token <token>"',
      });
    });

    it('an unknown v1 token → 403 "Invalid v1 token"', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/', { token: `Token ${'a'.repeat(40)}` });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Invalid v1 token' });
    });

    it('a bad token fails even on a public route (the schema)', async () => {
      const res = await app.inject('GET', '/api/schema/', { token: 'Bearer nbt_abc' });
      expect(res.status).toBe(403);
    });

    it('another authorization scheme is ignored → anonymous', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/', { token: 'Basic YWRtaW46YWRtaW4=' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    });
  });

  describe('provisioning', () => {
    it('returns a v2 token with its plaintext once', async () => {
      const res = await app.inject('POST', '/api/users/tokens/provision/', { token: null, body: SUPERUSER });
      expect(res.status).toBe(201);
      expectApiHeaders(res);
      expect(res.body.version).toBe(2);
      expect(typeof res.body.key).toBe('string');
      expect(res.body.key).toHaveLength(12);
      expect(typeof res.body.token).toBe('string');
      expect(res.body.token).toHaveLength(40);
      expect(res.body).toEqual(
        expect.objectContaining({
          write_enabled: true,
          enabled: true,
          expires: null,
          last_used: null,
          allowed_ips: [],
          user: expect.objectContaining({ id: 1, username: SUPERUSER.username }),
        }),
      );
      // and it works
      const use = await app.inject('GET', '/api/tenancy/tenants/', { token: `Bearer nbt_${res.body.key}.${res.body.token}` });
      expect(use.status).toBe(200);
    });

    it('never shows the plaintext again', async () => {
      const res = await app.inject('POST', '/api/users/tokens/provision/', { token: null, body: SUPERUSER });
      expect(res.status).toBe(201);
      const detail = await app.inject('GET', `/api/users/tokens/${res.body.id}/`);
      expect(detail.status).toBe(200);
      expect(detail.body.token).toBeNull();
      expect(detail.body.key).toBe(res.body.key);
      const list = await app.inject('GET', '/api/users/tokens/');
      expect(list.body.results.length).toBeGreaterThan(0);
      for (const t of list.body.results) expect(t.token).toBeNull();
    });

    it('wrong password → 403 "Invalid username/password" and no token row', async () => {
      const before = await tokenCount();
      const res = await app.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: { username: SUPERUSER.username, password: 'not-the-password' },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Invalid username/password' });
      expect(await tokenCount()).toBe(before);
    });

    it('unknown user → the same 403', async () => {
      const res = await app.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: { username: 'nobody', password: 'whatever' },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Invalid username/password' });
    });

    it('missing username/password → 400 "This field is required."', async () => {
      const res = await app.inject('POST', '/api/users/tokens/provision/', { token: null, body: {} });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
    });
  });

  describe('v1 tokens', () => {
    it('are created through POST /api/users/tokens/ and work as "Token <plaintext>"', async () => {
      const created = await app.inject('POST', '/api/users/tokens/', { body: { user: 1, version: 1 } });
      expect(created.status).toBe(201);
      expect(created.body.version).toBe(1);
      expect(created.body.key).toBeNull();
      expect(created.body.token).toHaveLength(40);
      expect(created.body.display).toBe(`${'*'.repeat(34)}${created.body.token.slice(-6)}`);

      const use = await app.inject('GET', '/api/tenancy/tenants/', { token: `Token ${created.body.token}` });
      expect(use.status).toBe(200);
      expectApiHeaders(use);

      const again = await app.inject('GET', `/api/users/tokens/${created.body.id}/`);
      expect(again.body.token).toBeNull();
    });

    it('a v1 plaintext sent as v2 does not authenticate', async () => {
      const created = await app.inject('POST', '/api/users/tokens/', { body: { user: 1, version: 1 } });
      const res = await app.inject('GET', '/api/tenancy/tenants/', { token: `Bearer nbt_${created.body.token}` });
      expect(res.status).toBe(403);
    });
  });

  describe('token restrictions', () => {
    it('a read-only token can GET but not POST', async () => {
      const provisioned = await app.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: { ...SUPERUSER, write_enabled: false },
      });
      expect(provisioned.status).toBe(201);
      expect(provisioned.body.write_enabled).toBe(false);
      const readOnly = `Bearer nbt_${provisioned.body.key}.${provisioned.body.token}`;

      const get = await app.inject('GET', '/api/tenancy/tenants/', { token: readOnly });
      expect(get.status).toBe(200);

      const post = await app.inject('POST', '/api/tenancy/tenants/', {
        token: readOnly,
        body: { name: 'ReadOnlyWrite', slug: 'read-only-write' },
      });
      expect(post.status).toBe(403);
      expect(post.body).toEqual({ detail: 'You do not have permission to perform this action.' });
      const check = await app.inject('GET', '/api/tenancy/tenants/?slug=read-only-write');
      expect(check.body.count).toBe(0);
    });

    it('a disabled token → 403 "Token disabled"', async () => {
      const provisioned = await app.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: { ...SUPERUSER, enabled: false },
      });
      expect(provisioned.status).toBe(201);
      const res = await app.inject('GET', '/api/tenancy/tenants/', {
        token: `Bearer nbt_${provisioned.body.key}.${provisioned.body.token}`,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Token disabled' });
    });

    it('allowed_ips outside the client address → 403 naming the address', async () => {
      const provisioned = await app.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: { ...SUPERUSER, allowed_ips: ['192.0.2.0/24'] },
      });
      expect(provisioned.status).toBe(201);
      const token = `Bearer nbt_${provisioned.body.key}.${provisioned.body.token}`;
      const refused = await app.inject('GET', '/api/tenancy/tenants/', { token, headers: { 'x-real-ip': '203.0.113.9' } });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ detail: 'Source IP 203.0.113.9 is not permitted to authenticate using this token.' });
      const allowed = await app.inject('GET', '/api/tenancy/tenants/', { token, headers: { 'x-real-ip': '192.0.2.7' } });
      expect(allowed.status).toBe(200);
    });

    it('records last_used on first use', async () => {
      const provisioned = await app.inject('POST', '/api/users/tokens/provision/', { token: null, body: SUPERUSER });
      expect(provisioned.body.last_used).toBeNull();
      const token = `Bearer nbt_${provisioned.body.key}.${provisioned.body.token}`;
      await app.inject('GET', '/api/tenancy/tenants/', { token });
      const after = await app.inject('GET', `/api/users/tokens/${provisioned.body.id}/`);
      expect(after.body.last_used).toEqual(expect.any(String));
    });
  });

  describe('users', () => {
    it('GET /api/users/users/ lists the superuser without a password', async () => {
      const res = await app.inject('GET', '/api/users/users/');
      expect(res.status).toBe(200);
      const admin = res.body.results.find((u: { username: string }) => u.username === SUPERUSER.username);
      expect(admin).toEqual(expect.objectContaining({ id: 1, is_superuser: true, is_active: true }));
      expect(admin).not.toHaveProperty('password');
    });

    it('a user created through the API can provision a token; without permissions it can neither read nor write tenants', async () => {
      const created = await app.inject('POST', '/api/users/users/', {
        body: { username: 'operator', password: 'Operator-Passw0rd' },
      });
      expect(created.status).toBe(201);
      expect(created.body).not.toHaveProperty('password');
      const provisioned = await app.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: { username: 'operator', password: 'Operator-Passw0rd' },
      });
      expect(provisioned.status).toBe(201);
      const token = `Bearer nbt_${provisioned.body.key}.${provisioned.body.token}`;
      expect((await app.inject('GET', '/api/tenancy/tenants/', { token })).status).toBe(403);
      const write = await app.inject('POST', '/api/tenancy/tenants/', { token, body: { name: 'ByOperator', slug: 'by-operator' } });
      expect(write.status).toBe(403);
    });

    it('a weak password is refused with the validators’ messages', async () => {
      const res = await app.inject('POST', '/api/users/users/', { body: { username: 'weak', password: 'short' } });
      expect(res.status).toBe(400);
      expect(res.body.password).toEqual(expect.arrayContaining(['This password is too short. It must contain at least 12 characters.']));
    });
  });
});
