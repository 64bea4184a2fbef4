import { startApp, TestApp } from '../helpers/app';
import { createTag, createTenantGroup, createTenants } from '../helpers/fixtures';
import { countQueries } from '../helpers/query-count';

/**
 * The read path runs a fixed number of statements per list, whatever the page holds (nested foreign
 * keys joined, tags loaded with one query for the page). Guards against N+1 regressions.
 */
describe('query count', () => {
  let app: TestApp;
  let groupId: number;

  beforeAll(async () => {
    app = await startApp();
    await createTag(app, 'QcA');
    await createTag(app, 'QcB');
    groupId = (await createTenantGroup(app, 'QC Group')).id;
  });

  afterAll(async () => {
    await app?.close();
  });

  const addTenants = (from: number, to: number) =>
    createTenants(
      app,
      Array.from({ length: to - from }, (_, i) => ({
        name: `QC ${String(from + i).padStart(3, '0')}`,
        group: groupId,
        tags: [{ slug: 'qca' }, { slug: 'qcb' }],
      })),
    );

  const listQueries = async (query = '') => {
    const { queries, result } = await countQueries(() => app.inject('GET', `/api/tenancy/tenants/${query}`));
    expect(result.status).toBe(200);
    return { queries, count: result.body.count as number, size: result.body.results.length as number };
  };

  it('the helper counts the statements of a request', async () => {
    await listQueries(); // warm-up: the token's last_used update happens once per minute
    const { queries } = await listQueries();
    expect(queries).toBeGreaterThan(0);
    const idle = await countQueries(async () => undefined);
    expect(idle.queries).toBe(0);
  });

  it('a tenant list costs the same number of statements for 5 and for 50 tenants', async () => {
    await addTenants(0, 5);
    await listQueries();
    const five = await listQueries();
    expect(five.size).toBe(5);

    await addTenants(5, 50);
    const fifty = await listQueries();
    expect(fifty.size).toBe(50);

    expect(fifty.queries).toBe(five.queries);
    // budget: token lookup + count + page + tags of the page
    expect(five.queries).toBeLessThanOrEqual(4);
  });

  it('a filtered and brief list is also constant', async () => {
    const small = await listQueries(`?group_id=${groupId}&limit=5`);
    const large = await listQueries(`?group_id=${groupId}&limit=50`);
    expect(small.size).toBe(5);
    expect(large.size).toBe(50);
    expect(large.queries).toBe(small.queries);
  });

  it('a single POST costs at most 5 statements, change record and outbox row included; counters still follow', async () => {
    // tenants: custom fields, name and slug unique; the first POST warms the token cache
    const create = (n: number, group: number | null = null) =>
      app.inject('POST', '/api/tenancy/tenants/', { body: { name: `QC POST ${n}`, slug: `qc-post-${n}`, group } });
    expect((await create(0)).status).toBe(201);
    const { queries, result } = await countQueries(() => create(1));
    expect(result.status).toBe(201);
    // BEGIN with the custom field definitions, both unique rules, INSERT, the response (carrying the change record and the
    // outbox row), COMMIT
    expect(queries).toBeLessThanOrEqual(5);
    const [{ n }] = await app.server.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM core_objectchange WHERE changed_object_type = 'tenancy.tenant' AND changed_object_id = $1)
            + (SELECT count(*) FROM events_outbox WHERE object_type = 'tenancy.tenant' AND object_id = $1) AS n`,
      [result.body.id],
    );
    expect(Number(n)).toBe(2);
    // the group's counter comes from the values just written, not read back
    const before = (await app.inject('GET', `/api/tenancy/tenant-groups/${groupId}/`)).body.tenant_count as number;
    expect((await create(2, groupId)).status).toBe(201);
    expect((await app.inject('GET', `/api/tenancy/tenant-groups/${groupId}/`)).body.tenant_count).toBe(before + 1);
  });

  it('a single PATCH costs at most 7 statements; the counters of the group left and the group joined follow', async () => {
    const other = (await createTenantGroup(app, 'QC Other')).id;
    const tenant = (await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'QC PATCH', slug: 'qc-patch', group: groupId } })).body.id;
    const counts = async () =>
      Promise.all([groupId, other].map(async (id) => (await app.inject('GET', `/api/tenancy/tenant-groups/${id}/`)).body.tenant_count as number));
    const [left, joined] = await counts();
    const { queries, result } = await countQueries(() => app.inject('PATCH', `/api/tenancy/tenants/${tenant}/`, { body: { description: 'once' } }));
    expect(result.status).toBe(200);
    // BEGIN, lock and read the row, its snapshot, UPDATE, subscriptions (carrying the change record and the outbox row),
    // the response, COMMIT: the counters' keys come from the row as read and as written
    expect(queries).toBeLessThanOrEqual(7);
    expect((await app.inject('PATCH', `/api/tenancy/tenants/${tenant}/`, { body: { group: other } })).status).toBe(200);
    expect(await counts()).toEqual([left - 1, joined + 1]);
    // a bulk PATCH naming the row twice: the second item does not undo the first's move
    const twice = await app.inject('PATCH', '/api/tenancy/tenants/', {
      body: [
        { id: tenant, group: groupId },
        { id: tenant, description: 'twice' },
      ],
    });
    expect(twice.status).toBe(200);
    expect(await counts()).toEqual([left, joined]);
  });
});
