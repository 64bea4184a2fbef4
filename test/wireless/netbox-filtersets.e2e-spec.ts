import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';

/**
 * NetBox's wireless filterset tests (netbox/wireless/tests/test_filtersets.py) that failed through this API,
 * their fixtures recreated through it and their filters sent as list queries.
 */
describe('wireless: NetBox filterset tests', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** WirelessLANGroupTestCase.test_q_comments: a nested group's `q` searches its comments too */
  it('WirelessLANGroupTestCase.test_q_comments', async () => {
    const ids: number[] = [];
    const list: [string, number | null, Record<string, string>?][] = [
      ['1', null, { description: 'A' }],
      ['2', null, { description: 'B' }],
      ['3', null, { description: 'C', comments: 'Parent Group 3 comment' }],
      ['1A', 0, { description: 'foobar1' }],
      ['1B', 0, { description: 'foobar2', comments: 'Child Group 1B comment' }],
      ['2A', 1],
      ['2B', 1],
      ['3A', 2, { comments: 'Wireless LAN Group 3A comment' }],
      ['3B', 2],
      ['1A1', 3],
      ['1B1', 4],
      ['2A1', 5],
      ['2B1', 6],
      ['3A1', 7],
      ['3B1', 8],
    ];
    for (const [suffix, parent, extra] of list) {
      const body = {
        name: `Wireless LAN Group ${suffix}`,
        slug: `wireless-lan-group-${suffix.toLowerCase()}`,
        parent: parent === null ? null : ids[parent],
      };
      ids.push((await post(app, '/api/wireless/wireless-lan-groups/', { ...body, ...extra })).id);
    }
    const count = async (q: string) => (await app.inject('GET', `/api/wireless/wireless-lan-groups/?q=${q}`)).body.count;
    expect(await count('parent')).toBe(1);
  });
});
