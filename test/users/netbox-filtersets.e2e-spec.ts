import { startApp, TestApp } from '../helpers/app';

/**
 * Cases of NetBox's users filterset tests (users/tests/test_filtersets.py) the service once failed, ported as
 * requests against the real app.
 */
describe('users: NetBox filterset test cases', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  /**
   * TokenTestCase.test_pepper_id: only v2 tokens have a pepper
   */
  it('tokens filter by pepper_id: v2 tokens only', async () => {
    const users = await app.inject('POST', '/api/users/users/', {
      body: [1, 2, 3].map((i) => ({ username: `PepperUser${i}`, password: 'Pepper-Passw0rd-123' })),
    });
    expect(users.status).toBe(201);
    const tokens = await app.inject('POST', '/api/users/tokens/', {
      body: [
        { version: 1, user: users.body[0].id },
        { version: 2, user: users.body[1].id },
        { version: 2, user: users.body[2].id },
      ],
    });
    expect(tokens.status).toBe(201);
    expect(tokens.body.map((t: { pepper_id: number | null }) => t.pepper_id === null)).toEqual([true, false, false]);
    const ofUsers = users.body.map((u: { id: number }) => `user_id=${u.id}`).join('&');
    const v2 = tokens.body.filter((t: { version: number }) => t.version === 2).map((t: { id: number }) => t.id);
    const pepper = tokens.body[1].pepper_id;
    const res = await app.inject('GET', `/api/users/tokens/?${ofUsers}&pepper_id=${pepper}`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((t: { id: number }) => t.id).sort()).toEqual(v2.sort());
    const none = await app.inject('GET', `/api/users/tokens/?${ofUsers}&pepper_id__empty=true`);
    expect(none.body.results.map((t: { id: number }) => t.id)).toEqual([tokens.body[0].id]);
  });
});
