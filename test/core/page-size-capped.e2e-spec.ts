import { startApp, TestApp } from '../helpers/app';
import { createTenants, names } from '../helpers/fixtures';

/** MAX_PAGE_SIZE caps every page; limit=0 means "the maximum" (docs/api-behaviour.md §3.2). */
describe('pagination with MAX_PAGE_SIZE=5', () => {
  let app: TestApp;
  const base = 'http://inventory.test/api/tenancy/tenants/';
  const get = (query: string) => app.inject('GET', `/api/tenancy/tenants/${query}`, { headers: { host: 'inventory.test' } });
  const ALL = ['T01', 'T02', 'T03', 'T04', 'T05', 'T06', 'T07', 'T08'];

  beforeAll(async () => {
    app = await startApp({ MAX_PAGE_SIZE: '5' });
    await createTenants(
      app,
      ALL.map((name) => ({ name })),
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  it('limit=0 returns MAX_PAGE_SIZE rows, not everything', async () => {
    const res = await get('?limit=0');
    expect(res.body.count).toBe(8);
    expect(names(res.body)).toEqual(ALL.slice(0, 5));
    expect(res.body.next).toBe(`${base}?limit=5&offset=5`);
  });

  it('a larger limit is silently clamped', async () => {
    const res = await get('?limit=100');
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(5);
    expect(res.body.next).toBe(`${base}?limit=5&offset=5`);
  });

  it('without limit the default page size (50) is capped too', async () => {
    const res = await get('');
    expect(res.body.results).toHaveLength(5);
  });

  it('a smaller limit is kept', async () => {
    const res = await get('?limit=3&offset=3');
    expect(names(res.body)).toEqual(['T04', 'T05', 'T06']);
    expect(res.body.previous).toBe(`${base}?limit=3`);
  });

  it('cursor mode is capped as well', async () => {
    const res = await get('?start=0&limit=0');
    expect(res.body.results).toHaveLength(5);
    expect(res.body.count).toBeNull();
  });
});
