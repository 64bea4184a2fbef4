import { startApp, TestApp } from '../helpers/app';
import { createTenants, names } from '../helpers/fixtures';

/** MAX_PAGE_SIZE=0: limit=0 turns paging off (docs/api-behaviour.md §3.2). */
describe('pagination with MAX_PAGE_SIZE=0 (unlimited) and PAGINATE_COUNT=3', () => {
  let app: TestApp;
  const get = (query: string) => app.inject('GET', `/api/tenancy/tenants/${query}`, { headers: { host: 'inventory.test' } });
  const ALL = ['U01', 'U02', 'U03', 'U04', 'U05', 'U06', 'U07'];

  beforeAll(async () => {
    app = await startApp({ MAX_PAGE_SIZE: '0', PAGINATE_COUNT: '3' });
    await createTenants(
      app,
      ALL.map((name) => ({ name })),
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  it('limit=0 returns every row with the envelope kept and no links', async () => {
    const res = await get('?limit=0');
    expect(res.body).toEqual({ count: 7, next: null, previous: null, results: expect.any(Array) });
    expect(names(res.body)).toEqual(ALL);
  });

  it('without limit PAGINATE_COUNT applies', async () => {
    const res = await get('');
    expect(names(res.body)).toEqual(ALL.slice(0, 3));
    expect(res.body.next).toBe('http://inventory.test/api/tenancy/tenants/?limit=3&offset=3');
  });

  it('a large limit is not clamped', async () => {
    const res = await get('?limit=1000');
    expect(res.body.results).toHaveLength(7);
    expect(res.body.next).toBeNull();
  });
});
