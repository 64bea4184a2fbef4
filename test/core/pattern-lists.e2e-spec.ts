import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';

type Json = Record<string, any>;

/**
 * Lists under a pattern filter (`q`, `__ic`) choose the page's ids first; a page that is not full ends the list,
 * so its count is the offset plus its rows, and only a full page (or one past the end) counts the matches again.
 */
describe('pattern-filtered lists: count and pages', () => {
  let app: TestApp;
  const list = async (query: string) => (await app.inject('GET', `/api/tenancy/tenants/?${query}`)).body as Json;

  beforeAll(async () => {
    app = await startApp();
    for (const name of ['pat-a', 'pat-b', 'pat-c', 'pat-d', 'pat-e', 'other-x', 'other-y']) {
      await post(app, '/api/tenancy/tenants/', { name, slug: name });
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts every match whatever the window', async () => {
    const cases: [string, number][] = [
      ['q=pat-&limit=2', 2],
      ['q=pat-&limit=10', 5],
      ['q=pat-&limit=2&offset=4', 1],
      ['q=pat-&limit=2&offset=2', 2],
      ['q=pat-&limit=2&offset=10', 0],
      ['name__ic=PAT&limit=3&offset=3', 2],
      ['q=nothing-like-it&limit=5', 0],
    ];
    for (const [query, rows] of cases) {
      const page = await list(query);
      const expected = query.includes('nothing') ? 0 : 5;
      expect({ query, count: page.count, rows: page.results.length }).toEqual({ query, count: expected, rows });
    }
    const names = (await list('q=pat-&limit=2&offset=3')).results.map((t: Json) => t.name);
    expect(names).toEqual(['pat-d', 'pat-e']);
  });
});
