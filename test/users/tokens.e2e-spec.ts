import type { QueryRunner } from 'typeorm';
import { TokenAllowedIpsCidr1795820000000 } from '../../src/migrations/1795820000000-TokenAllowedIpsCidr';
import { tokenDigest } from '../../src/users/token-secrets';
import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';
import { member, Member, PASSWORD, provision } from '../helpers/users';

/**
 * API tokens (docs/api-behaviour.md §9, docs/models.md §7.3, service.md §5): one's own tokens by
 * default, tokens for others with users.grant_token, read-only tokens, expiry, allowed_ips, last_used,
 * masking and several peppers. Verified tokens are not remembered here (TOKEN_CACHE_SECONDS=0), so
 * rows changed behind the API's back take effect at once.
 */
const PEPPER_1 = 'first-pepper-for-token-tests-'.repeat(2);
const PEPPER_2 = 'second-pepper-for-token-tests-'.repeat(2);

describe('tokens', () => {
  let app: TestApp;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    app = await startApp({ TOKEN_CACHE_SECONDS: '0', API_TOKEN_PEPPERS: `1:${PEPPER_1},2:${PEPPER_2}` });
    alice = await member(app, 'alice', [{ object_types: ['tenancy.tenant'], actions: ['view', 'add', 'change', 'delete'] }]);
    bob = await member(app, 'bob');
  });

  afterAll(async () => {
    await app?.close();
  });

  const sql = (text: string, params: unknown[] = []) => app.server.db.query<any>(text, params);
  const tokenRow = async (id: number) => (await sql('SELECT * FROM users_token WHERE id = $1', [id]))[0];

  describe('by default every user manages their own tokens', () => {
    let mine: any;

    it('the list shows only one’s own tokens', async () => {
      const res = await app.inject('GET', '/api/users/tokens/', { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.body.results.map((t: any) => t.user.id)).toEqual([alice.user.id]);
      expect((await app.inject('GET', '/api/users/tokens/')).body.count).toBeGreaterThanOrEqual(3);
    });

    it('create one’s own → 201 with the plaintext once', async () => {
      const res = await app.inject('POST', '/api/users/tokens/', { token: alice.token, body: { user: alice.user.id, description: 'mine' } });
      expect(res.status).toBe(201);
      expect(res.body.token).toMatch(/^[A-Za-z0-9]{40}$/);
      mine = res.body;
      const again = await app.inject('GET', `/api/users/tokens/${mine.id}/`, { token: alice.token });
      expect(again.status).toBe(200);
      expect(again.body.token).toBeNull();
      expect((await app.inject('GET', '/api/tenancy/tenants/', { token: `Bearer nbt_${mine.key}.${mine.token}` })).status).toBe(200);
    });

    it('change and delete one’s own; an update naming another user leaves the token’s user alone', async () => {
      const patched = await app.inject('PATCH', `/api/users/tokens/${mine.id}/`, {
        token: alice.token,
        body: { description: 'renamed', write_enabled: false },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual(expect.objectContaining({ description: 'renamed', write_enabled: false, token: null }));
      // NetBox's test_reassign_token: the user is read-only once the token exists, so the request succeeds unchanged
      const moved = await app.inject('PATCH', `/api/users/tokens/${mine.id}/`, { token: alice.token, body: { user: bob.user.id } });
      expect(moved.status).toBe(200);
      expect(moved.body.user.id).toBe(alice.user.id);
      const put = await app.inject('PUT', `/api/users/tokens/${mine.id}/`, { token: alice.token, body: { description: 'put', user: 999999 } });
      expect(put.status).toBe(200);
      expect(put.body).toEqual(expect.objectContaining({ description: 'put', user: expect.objectContaining({ id: alice.user.id }) }));
      expect((await app.inject('DELETE', `/api/users/tokens/${mine.id}/`, { token: alice.token })).status).toBe(204);
    });

    it('provisioning a token with a description and an expiry (test_provision_token_valid)', async () => {
      const res = await app.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: { username: 'alice', password: PASSWORD, description: 'My API token', expires: '2099-12-31T23:59:59Z' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(expect.objectContaining({ description: 'My API token', enabled: true, write_enabled: true }));
      // a whole second is written without a fraction (Python's isoformat), so the value comes back as sent
      expect(res.body.expires).toBe('2099-12-31T23:59:59Z');
      // and a fraction keeps all six digits, trailing zeros included
      const later = await app.inject('PATCH', `/api/users/tokens/${res.body.id}/`, { body: { expires: '2099-12-31T23:59:59.120Z' } });
      expect(later.body.expires).toBe('2099-12-31T23:59:59.120000Z');
      expect(res.body.token).toMatch(/^[A-Za-z0-9]{40}$/);
    });

    it('someone else’s tokens are not found', async () => {
      const theirs = bob.provisioned.id;
      expect((await app.inject('GET', `/api/users/tokens/${theirs}/`, { token: alice.token })).status).toBe(404);
      expect((await app.inject('PATCH', `/api/users/tokens/${theirs}/`, { token: alice.token, body: { enabled: false } })).status).toBe(404);
      expect((await app.inject('DELETE', `/api/users/tokens/${theirs}/`, { token: alice.token })).status).toBe(404);
      expect((await tokenRow(theirs)).enabled).toBe(true);
    });

    it('a token for another user → 403 without users.grant_token', async () => {
      const res = await app.inject('POST', '/api/users/tokens/', { token: alice.token, body: { user: bob.user.id } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'This user does not have permission to create tokens for other users.' });
    });
  });

  describe('users.grant_token', () => {
    it('with grant and an add permission covering others: a token for another user, its plaintext in the response', async () => {
      const carol = await member(app, 'carol', [{ object_types: ['users.token'], actions: ['add', 'grant'] }]);
      const res = await app.inject('POST', '/api/users/tokens/', { token: carol.token, body: { user: bob.user.id, description: 'for bob' } });
      expect(res.status).toBe(201);
      expect(res.body.user.id).toBe(bob.user.id);
      expect(res.body.token).toMatch(/^[A-Za-z0-9]{40}$/);
      const asBob = await app.inject('GET', '/api/users/tokens/', { token: `Bearer nbt_${res.body.key}.${res.body.token}` });
      expect(asBob.body.results.map((t: any) => t.description)).toContain('for bob');
      // carol's view is still her own tokens only (the default permission)
      expect((await app.inject('GET', `/api/users/tokens/${res.body.id}/`, { token: carol.token })).status).toBe(404);
    });

    it('a constrained grant is judged on the token’s user (NetBox test_grant_token_constrained_permission_is_enforced)', async () => {
      const root = await post(app, '/api/users/users/', { username: 'grant-root', password: PASSWORD, is_superuser: true });
      const erin = await member(app, 'erin', [
        { object_types: ['users.token'], actions: ['add'] },
        { object_types: ['users.token'], actions: ['grant'], constraints: { user__is_superuser: false } },
      ]);
      const denied = await app.inject('POST', '/api/users/tokens/', { token: erin.token, body: { user: root.id } });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ detail: 'This user does not have permission to create tokens for other users.' });
      expect((await app.inject('POST', '/api/users/tokens/', { token: erin.token, body: { user: bob.user.id } })).status).toBe(201);
    });

    it('a grant constrained to oneself ($user) allows no token for anyone else (test_grant_token_self_only_constraint)', async () => {
      const fay = await member(app, 'fay', [
        { object_types: ['users.token'], actions: ['add'] },
        { object_types: ['users.token'], actions: ['grant'], constraints: { user: '$user' } },
      ]);
      expect((await app.inject('POST', '/api/users/tokens/', { token: fay.token, body: { user: bob.user.id } })).status).toBe(403);
      expect((await app.inject('POST', '/api/users/tokens/', { token: fay.token, body: { user: fay.user.id } })).status).toBe(201);
    });

    it('a grant constrained on another token field cannot be judged before the token exists: denied (fails closed)', async () => {
      const gus = await member(app, 'gus', [
        { object_types: ['users.token'], actions: ['add'] },
        { object_types: ['users.token'], actions: ['grant'], constraints: { write_enabled: true } },
      ]);
      expect((await app.inject('POST', '/api/users/tokens/', { token: gus.token, body: { user: bob.user.id } })).status).toBe(403);
    });

    it('a superuser needs no grant (test_grant_token_superuser_always_allowed)', async () => {
      expect((await app.inject('POST', '/api/users/tokens/', { body: { user: bob.user.id } })).status).toBe(201);
    });

    it('grant alone (the default add covers only oneself) → 403 on the object-level check', async () => {
      const dave = await member(app, 'dave', [{ object_types: ['users.token'], actions: ['grant'] }]);
      const res = await app.inject('POST', '/api/users/tokens/', { token: dave.token, body: { user: bob.user.id } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    });
  });

  describe('restrictions', () => {
    it('a read-only token can GET but not POST, PATCH or DELETE', async () => {
      const tenant = await post(app, '/api/tenancy/tenants/', { name: 'Kept', slug: 'kept' });
      const { token } = await provision(app, 'alice', { write_enabled: false });
      expect((await app.inject('GET', '/api/tenancy/tenants/', { token })).status).toBe(200);
      expect((await app.inject('GET', `/api/tenancy/tenants/${tenant.id}/`, { token })).status).toBe(200);
      const denied = { detail: 'You do not have permission to perform this action.' };
      const writes = [
        await app.inject('POST', '/api/tenancy/tenants/', { token, body: { name: 'New', slug: 'new' } }),
        await app.inject('PATCH', `/api/tenancy/tenants/${tenant.id}/`, { token, body: { description: 'changed' } }),
        await app.inject('PUT', `/api/tenancy/tenants/${tenant.id}/`, { token, body: { name: 'Kept', slug: 'kept', description: 'changed' } }),
        await app.inject('DELETE', `/api/tenancy/tenants/${tenant.id}/`, { token }),
        await app.inject('POST', '/api/users/tokens/', { token, body: { user: alice.user.id } }),
      ];
      expect(writes.map((r) => [r.status, r.body])).toEqual(writes.map(() => [403, denied]));
      const after = await app.inject('GET', `/api/tenancy/tenants/${tenant.id}/`);
      expect(after.body.description).toBe('');
      // the same user's writable token may write
      expect((await app.inject('PATCH', `/api/tenancy/tenants/${tenant.id}/`, { token: alice.token, body: { description: 'ok' } })).status).toBe(200);
    });

    it('an expired token → 403 "Token expired"; expiry in the past is refused on create', async () => {
      const { token, body } = await provision(app, 'alice', { expires: new Date(Date.now() + 3600_000).toISOString() });
      expect((await app.inject('GET', '/api/tenancy/tenants/', { token })).status).toBe(200);
      await sql(`UPDATE users_token SET expires = now() - interval '1 second' WHERE id = $1`, [body.id]);
      const res = await app.inject('GET', '/api/tenancy/tenants/', { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Token expired' });
      const past = await app.inject('POST', '/api/users/tokens/', {
        token: alice.token,
        body: { user: alice.user.id, expires: '2001-01-01T00:00:00Z' },
      });
      expect(past.status).toBe(400);
      expect(past.body.expires[0]).toMatch(
        /^Expiration time must be in the future\. Current server time is \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(UTC\)\.$/,
      );
    });

    it('allowed_ips: addresses and prefixes (IPv4 and IPv6) let clients in; others → 403 naming the address', async () => {
      const { token } = await provision(app, 'alice', { allowed_ips: ['192.0.2.0/24', '198.51.100.7', '2001:db8::/48'] });
      const from = (ip: string, header = 'x-real-ip') => app.inject('GET', '/api/tenancy/tenants/', { token, headers: { [header]: ip } });
      for (const ip of ['192.0.2.1', '192.0.2.254', '198.51.100.7', '2001:db8:0:1::5'])
        expect({ ip, status: (await from(ip)).status }).toEqual({ ip, status: 200 });
      for (const ip of ['198.51.100.8', '203.0.113.9', '2001:db9::1']) {
        const res = await from(ip);
        expect({ ip, status: res.status, body: res.body }).toEqual({
          ip,
          status: 403,
          body: { detail: `Source IP ${ip} is not permitted to authenticate using this token.` },
        });
      }
      // behind a trusted proxy (loopback here) the client is the X-Forwarded-For entry its proxy added — the last
      // that is not itself a trusted proxy; entries to its left are whatever the client claimed
      expect((await from('203.0.113.1, 192.0.2.9', 'x-forwarded-for')).status).toBe(200);
      expect((await from('192.0.2.9, 203.0.113.1', 'x-forwarded-for')).status).toBe(403);
      expect((await from('192.0.2.9, 127.0.0.1', 'x-forwarded-for')).status).toBe(200);
      const bad = await app.inject('POST', '/api/users/tokens/', { token: alice.token, body: { user: alice.user.id, allowed_ips: ['not-an-ip'] } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body)).toEqual(['allowed_ips']);
    });
  });

  describe('last_used', () => {
    it('is set on first use, then at most once a minute', async () => {
      const { token, body } = await provision(app, 'bob');
      expect((await tokenRow(body.id)).last_used).toBeNull();
      await app.inject('GET', '/api/users/tokens/', { token });
      const first = (await tokenRow(body.id)).last_used as string;
      expect(first).toEqual(expect.any(String));
      await app.inject('GET', '/api/users/tokens/', { token });
      expect((await tokenRow(body.id)).last_used).toEqual(first);

      await sql(`UPDATE users_token SET last_used = now() - interval '30 seconds' WHERE id = $1`, [body.id]);
      const recent = (await tokenRow(body.id)).last_used as string;
      await app.inject('GET', '/api/users/tokens/', { token });
      expect((await tokenRow(body.id)).last_used).toEqual(recent);

      await sql(`UPDATE users_token SET last_used = now() - interval '61 seconds' WHERE id = $1`, [body.id]);
      const old = (await tokenRow(body.id)).last_used as string;
      await app.inject('GET', '/api/users/tokens/', { token });
      const renewed = (await tokenRow(body.id)).last_used as string;
      expect(Date.parse(renewed) - Date.parse(old)).toBeGreaterThanOrEqual(60_000);
      // shown through the API
      const shown = await app.inject('GET', `/api/users/tokens/${body.id}/`, { token });
      // the same instant, in DRF's form (six fractional digits; the row's text drops trailing zeros)
      expect(shown.body.last_used).toMatch(/\.\d{6}Z$/);
      expect(Date.parse(shown.body.last_used)).toBe(Date.parse(renewed));
    });

    it('is writable, as NetBox’s TokenSerializer has it (a plain model field); provisioning ignores it', async () => {
      const made = await app.inject('POST', '/api/users/tokens/', {
        body: { user: bob.user.id, last_used: '2024-01-02T03:04:05Z' },
      });
      expect(made.status).toBe(201);
      expect(made.body.last_used).toBe('2024-01-02T03:04:05Z');
      const patched = await app.inject('PATCH', `/api/users/tokens/${made.body.id}/`, { body: { last_used: null } });
      expect(patched.status).toBe(200);
      expect(patched.body.last_used).toBeNull();
      const bad = await app.inject('PATCH', `/api/users/tokens/${made.body.id}/`, { body: { last_used: 'soon' } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body)).toEqual(['last_used']);
      const provisioned = await app.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: { username: 'bob', password: PASSWORD, last_used: '2024-01-02T03:04:05Z' },
      });
      expect(provisioned.status).toBe(201);
      expect(provisioned.body.last_used).toBeNull();
    });
  });

  describe('allowed_ips stored before they were normalized', () => {
    it('the migration rewrites each as NetBox’s cidr text: an address is its /32 or /128, IPv6 compressed', async () => {
      const { body } = await provision(app, 'bob');
      const old = ['10.0.0.1', '192.0.2.0/24', '2001:0db8:0000::1', '2001:db8::/64', '10.1.2.3/8', 'not an address'];
      await sql(`UPDATE users_token SET allowed_ips = $2::jsonb WHERE id = $1`, [body.id, JSON.stringify(old)]);
      const runner = { query: (text: string, params?: unknown[]) => sql(text, params ?? []) } as unknown as QueryRunner;
      await new TokenAllowedIpsCidr1795820000000().up(runner);
      const shown = await app.inject('GET', `/api/users/tokens/${body.id}/`);
      expect(shown.body.allowed_ips).toEqual(['10.0.0.1/32', '192.0.2.0/24', '2001:db8::1/128', '2001:db8::/64', '10.0.0.0/8', 'not an address']);
      // run again: nothing left to change
      await new TokenAllowedIpsCidr1795820000000().up(runner);
      expect((await tokenRow(body.id)).allowed_ips).toEqual(shown.body.allowed_ips);
    });
  });

  describe('display and plaintext', () => {
    it('v2 displays its key; v1 34 asterisks and the last six characters; the plaintext only when created', async () => {
      const v2 = await app.inject('POST', '/api/users/tokens/', { token: alice.token, body: { user: alice.user.id } });
      const v1 = await app.inject('POST', '/api/users/tokens/', { token: alice.token, body: { user: alice.user.id, version: 1 } });
      expect(v2.body.display).toBe(v2.body.key);
      expect(v2.body.key).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(v1.body.key).toBeNull();
      expect(v1.body.display).toBe(`${'*'.repeat(34)}${v1.body.token.slice(-6)}`);
      const listed = await app.inject('GET', `/api/users/tokens/?id=${v1.body.id}&id=${v2.body.id}`, { token: alice.token });
      expect(listed.body.results.map((t: any) => [t.display, t.token]).sort()).toEqual(
        [
          [v1.body.display, null],
          [v2.body.display, null],
        ].sort(),
      );
      const brief = await app.inject('GET', `/api/users/tokens/${v1.body.id}/?brief=1`, { token: alice.token });
      expect(brief.body.display).toBe(v1.body.display);
      expect(JSON.stringify(listed.body)).not.toContain(v1.body.token);
      // nothing stores it either
      const row = await tokenRow(v2.body.id);
      expect(JSON.stringify(row)).not.toContain(v2.body.token);
      expect(row.hmac_digest).toBe(tokenDigest(PEPPER_2, v2.body.token));
    });
  });

  describe('peppers', () => {
    it('new tokens use the highest pepper; tokens made with an older one still work, v1 and v2', async () => {
      expect(bob.provisioned.pepper_id).toBe(2);
      const v2plain = 'A'.repeat(20) + 'b'.repeat(20);
      const v1plain = 'C'.repeat(20) + 'd'.repeat(20);
      await sql(
        `INSERT INTO users_token (version, key, hmac_digest, hint, pepper_id, user_id) VALUES
          (2, 'oldpepperkey', $1, '', 1, $3), (1, NULL, $2, right($4, 6), NULL, $3)`,
        [tokenDigest(PEPPER_1, v2plain), tokenDigest(PEPPER_1, v1plain), bob.user.id, v1plain],
      );
      const v2 = await app.inject('GET', '/api/users/tokens/', { token: `Bearer nbt_oldpepperkey.${v2plain}` });
      expect(v2.status).toBe(200);
      const v1 = await app.inject('GET', '/api/users/tokens/', { token: `Token ${v1plain}` });
      expect(v1.status).toBe(200);
      expect(v1.body.results.filter((t: any) => t.pepper_id === 1).map((t: any) => t.version)).toEqual([2]);
      const wrong = await app.inject('GET', '/api/users/tokens/', { token: `Bearer nbt_oldpepperkey.${v1plain}` });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toEqual({ detail: 'Invalid v2 token' });
    });
  });
});

describe('DEFAULT_PERMISSIONS={}', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp({ DEFAULT_PERMISSIONS: '{}' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('users get no implicit token permissions; provisioning still works', async () => {
    const erin = await member(app, 'erin');
    expect((await app.inject('GET', '/api/users/tokens/', { token: erin.token })).status).toBe(403);
    const own = await app.inject('POST', '/api/users/tokens/', { token: erin.token, body: { user: erin.user.id } });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('a default permission given in the setting applies to everyone', async () => {
    const other = await startApp({ DEFAULT_PERMISSIONS: JSON.stringify({ 'dcim.view_site': null, 'tenancy.view_tenant': [{ slug: 'shared' }] }) });
    try {
      await post(other, '/api/tenancy/tenants/', [
        { name: 'Shared', slug: 'shared' },
        { name: 'Private', slug: 'private' },
      ]);
      const frank = await member(other, 'frank');
      expect((await other.inject('GET', '/api/dcim/sites/', { token: frank.token })).status).toBe(200);
      const tenants = await other.inject('GET', '/api/tenancy/tenants/', { token: frank.token });
      expect(tenants.body.results.map((t: any) => t.slug)).toEqual(['shared']);
      expect((await other.inject('GET', '/api/users/tokens/', { token: frank.token })).status).toBe(403);
    } finally {
      await other.close();
    }
  });
});
