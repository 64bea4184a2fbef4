import { startApp, TestApp } from '../helpers/app';
import { member, provision } from '../helpers/users';

/**
 * `/api/extras/dashboard/` (NetBox's DashboardView): the requesting user's own dashboard, `{layout, config}`;
 * reads and writes need the extras.dashboard permission of the method (DEFAULT_PERMISSIONS grants it here).
 */
describe('extras dashboard', () => {
  let app: TestApp;
  const URL = '/api/extras/dashboard/';

  beforeAll(async () => {
    app = await startApp({ DEFAULT_PERMISSIONS: JSON.stringify({ 'extras.view_dashboard': null, 'extras.change_dashboard': null }) });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('a user without a dashboard reads nulls; a PATCH or PUT makes it, giving only what changes', async () => {
    expect((await app.inject('GET', URL)).body).toEqual({ layout: null, config: null });
    const layout = [{ id: 'w1', x: 0, y: 0, w: 4, h: 3 }];
    const made = await app.inject('PATCH', URL, { body: { layout } });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ layout, config: {} });
    const config = { w1: { class: 'extras.NoteWidget', title: 'Note', config: { content: 'hi' } } };
    const put = await app.inject('PUT', URL, { body: { config } });
    expect(put.body).toEqual({ layout, config });
    expect((await app.inject('GET', URL)).body).toEqual({ layout, config });
  });

  it('bad bodies are 400s: not an object, a null field', async () => {
    const list = await app.inject('PATCH', URL, { body: [1] });
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
    const nulled = await app.inject('PATCH', URL, { body: { layout: null } });
    expect(nulled.status).toBe(400);
    expect(nulled.body).toEqual({ layout: ['This field may not be null.'] });
  });

  it("each user has their own; the method's permission is needed; a read-only token cannot write", async () => {
    const bob = await member(app, 'dash-bob');
    expect((await app.inject('GET', URL, { token: bob.token })).body).toEqual({ layout: null, config: null });
    const mine = await app.inject('PATCH', URL, { token: bob.token, body: { config: { a: 1 } } });
    expect(mine.body).toEqual({ layout: [], config: { a: 1 } });
    expect((await app.inject('GET', URL)).body.config).not.toEqual({ a: 1 });
    // delete is not granted by DEFAULT_PERMISSIONS here
    expect((await app.inject('DELETE', URL, { token: bob.token })).status).toBe(403);
    const readOnly = await provision(app, 'dash-bob', { write_enabled: false });
    expect((await app.inject('PATCH', URL, { token: readOnly.token, body: { config: {} } })).status).toBe(403);
    expect((await app.inject('GET', URL, { token: null })).status).toBe(403);
  });

  it('DELETE removes it (then 404)', async () => {
    expect((await app.inject('DELETE', URL)).status).toBe(204);
    expect((await app.inject('GET', URL)).body).toEqual({ layout: null, config: null });
    const again = await app.inject('DELETE', URL);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: 'No Dashboard matches the given query.' });
  });
});
