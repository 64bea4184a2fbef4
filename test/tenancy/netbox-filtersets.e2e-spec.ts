import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';

/**
 * NetBox's tenancy filterset tests (netbox/tenancy/tests/test_filtersets.py) that failed through this API,
 * their fixtures recreated through it and their filters sent as list queries.
 */
describe('tenancy: NetBox filterset tests', () => {
  let app: TestApp;
  type Group = [name: string, parent: number | null, extra?: Record<string, string>];

  /** groups created in order; `parent` is the index of an earlier one */
  async function groups(path: string, list: Group[]): Promise<void> {
    const ids: number[] = [];
    for (const [name, parent, extra] of list) {
      const slug = name.toLowerCase().replace(/ /g, '-');
      ids.push((await post(app, path, { name, slug, parent: parent === null ? null : ids[parent], ...extra })).id);
    }
  }
  const count = async (url: string) => {
    const res = await app.inject('GET', url);
    expect(res.status).toBe(200);
    return res.body.count as number;
  };

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** TenantGroupTestCase.test_q_comments: a nested group's `q` searches its comments too */
  it('TenantGroupTestCase.test_q_comments', async () => {
    await groups('/api/tenancy/tenant-groups/', [
      ['Tenant Group 1', null],
      ['Tenant Group 2', null, { comments: 'Parent group 2 comment' }],
      ['Tenant Group 3', null],
      ['Tenant Group 1A', 0, { description: 'foobar1', comments: 'Tenant Group 1A comment' }],
      ['Tenant Group 2A', 1, { description: 'foobar2' }],
      ['Tenant Group 3A', 2, { description: 'foobar3' }],
      ['Tenant Group 1A1', 3],
      ['Tenant Group 2A1', 4],
      ['Tenant Group 3A1', 5, { comments: 'Tenant Group 3A1 comment' }],
    ]);
    expect(await count('/api/tenancy/tenant-groups/?q=parent')).toBe(1);
    expect(await count('/api/tenancy/tenant-groups/?q=comment')).toBe(3);
  });

  /** ContactGroupTestCase.test_q_comments */
  it('ContactGroupTestCase.test_q_comments', async () => {
    await groups('/api/tenancy/contact-groups/', [
      ['Contact Group 1', null],
      ['Contact Group 2', null, { comments: 'Parent group 2' }],
      ['Contact Group 3', null],
      ['Contact Group 1A', 0, { description: 'foobar1' }],
      ['Contact Group 2A', 1, { description: 'foobar2' }],
      ['Contact Group 3A', 2, { description: 'foobar3', comments: 'Contact Group 3A comment, not a parent' }],
      ['Contact Group 1A1', 3, { comments: 'Contact Group 1A1 comment' }],
      ['Contact Group 2A1', 4],
      ['Contact Group 3A1', 5],
    ]);
    expect(await count('/api/tenancy/contact-groups/?q=parent')).toBe(2);
    expect(await count('/api/tenancy/contact-groups/?q=1A1')).toBe(1);
  });
});
