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
});
