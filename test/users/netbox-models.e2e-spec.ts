import { startApp, SUPERUSER, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';

/** NetBox 4.6.8 users/tests/test_models.py, where the REST API shows the rule. */
describe('NetBox users model tests', () => {
  let app: TestApp;
  let userId: number;

  beforeAll(async () => {
    app = await startApp();
    userId = (await app.inject('GET', `/api/users/users/?username=${SUPERUSER.username}`)).body.results[0].id;
  });

  afterAll(async () => {
    await app?.close();
  });

  const past = () => new Date(Date.now() - 86_400_000).toISOString();

  // TokenTestCase.test_can_update_existing_expired_token
  it('an existing token may be given a past expiry, and an expired token may still be updated', async () => {
    const token = await post(app, '/api/users/tokens/', { user: userId });
    const expired = await app.inject('PATCH', `/api/users/tokens/${token.id}/`, { body: { expires: past() } });
    expect(expired.status).toBe(200);
    const res = await app.inject('PATCH', `/api/users/tokens/${token.id}/`, {
      body: { description: 'New Description', expires: expired.body.expires },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('New Description');
  });

  // users/api/serializers_/users.py: date_joined and last_login are model fields the serializer writes
  it('a user’s date_joined and last_login are writable; date_joined defaults to now and is never null', async () => {
    const before = Date.now();
    const plain = await post(app, '/api/users/users/', { username: 'dj-plain', password: 'Dj-Passw0rd-123456' });
    expect(Date.parse(plain.date_joined)).toBeGreaterThanOrEqual(before - 1000);
    expect(plain.last_login).toBeNull();
    const given = await post(app, '/api/users/users/', {
      username: 'dj-given',
      password: 'Dj-Passw0rd-123456',
      date_joined: '2020-05-06T07:08:09Z',
      last_login: '2021-01-01T00:00:00Z',
    });
    expect([given.date_joined, given.last_login]).toEqual(['2020-05-06T07:08:09Z', '2021-01-01T00:00:00Z']);
    const patched = await app.inject('PATCH', `/api/users/users/${given.id}/`, { body: { date_joined: '2019-01-01T00:00:00Z', last_login: null } });
    expect(patched.status).toBe(200);
    expect([patched.body.date_joined, patched.body.last_login]).toEqual(['2019-01-01T00:00:00Z', null]);
    const cleared = await app.inject('PATCH', `/api/users/users/${given.id}/`, { body: { date_joined: null } });
    expect({ status: cleared.status, body: cleared.body }).toEqual({ status: 400, body: { date_joined: ['This field may not be null.'] } });
  });
});
