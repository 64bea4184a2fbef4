import { Client } from 'pg';
import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { pageSkip } from '../../src/core/query/page-skip';

/**
 * A deep offset into interfaces (ordered by device name, then natural name) skips whole devices by their
 * interface counters instead of walking every row before the page: every page must equal the same slice of
 * the whole list, across devices out of id order, an unnamed device, one without interfaces, deletions and
 * bulk creations. The unfiltered count is the devices' interface counters summed.
 */
describe('deep offsets skip parents by their counters', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  const list = async (query: string) => (await app.inject('GET', `/api/dcim/interfaces/?${query}`)).body;

  beforeAll(async () => {
    app = await startApp();
    const basics = await deviceBasics(app, 'Deep');
    const device = (name: string | null) => make.device(app, { name, site: basics.site.id, role: basics.role.id, device_type: basics.deviceType.id });
    const zz = await device('deep-zz');
    const aa = await device('deep-aa');
    const unnamed = await device(null);
    await device('deep-mm');
    const bb = await device('deep-bb');
    for (const [d, names] of [
      [zz, ['eth1', 'eth2', 'eth3']],
      [aa, ['eth10', 'eth9']],
      [unnamed, ['x1', 'x2']],
      [bb, ['eth10', 'eth2', 'eth1', 'eth3']],
    ] as const) {
      for (const name of names) await make.interface(app, d.id, name);
    }
    const gone = await make.interface(app, aa.id, 'eth11');
    expect((await app.inject('DELETE', `/api/dcim/interfaces/${gone.id}/`)).status).toBe(204);
    await post(app, '/api/dcim/interfaces/', [
      { device: aa.id, name: 'eth0', type: '1000base-t' },
      { device: bb.id, name: 'eth0', type: '1000base-t' },
    ]);
  });

  afterAll(async () => {
    pageSkip.from = 10_000;
    await app?.close();
  });

  const pages = async (size: number, total: number) => {
    const out: number[][] = [];
    for (let offset = 1; offset <= total + 1; offset++) out.push((await list(`limit=${size}&offset=${offset}`)).results.map((i: Json) => i.id));
    return out;
  };

  it('every page at every offset is the slice of the whole list', async () => {
    const whole = await list('limit=1000');
    const ids = whole.results.map((i: Json) => i.id);
    expect(ids.length).toBe(whole.count);
    pageSkip.from = 1;
    for (const size of [1, 3]) {
      const expected = ids.map((_: number, k: number) => ids.slice(k + 1, k + 1 + size));
      expected.push([]);
      expect(await pages(size, ids.length)).toEqual(expected);
    }
    const page = await list('limit=3&offset=4');
    expect(page.count).toBe(whole.count);
    expect(page.results).toEqual(whole.results.slice(4, 7));
  });

  it('the pages and the count follow the counters (they are what answers them)', async () => {
    pageSkip.from = 1;
    const page = await list('limit=3&offset=4');
    const before = page.results.map((i: Json) => i.id);
    const db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      // a wrong counter on the first device in name order shifts every later page by one
      await db.query(`UPDATE dcim_device SET interface_count = interface_count + 1 WHERE name = 'deep-aa'`);
      const shifted = await list('limit=3&offset=4');
      expect(shifted.results.map((i: Json) => i.id)).not.toEqual(before);
      // the unfiltered count is the devices' counters summed, too
      expect(shifted.count).toBe(page.count + 1);
    } finally {
      await db.query(`UPDATE dcim_device SET interface_count = interface_count - 1 WHERE name = 'deep-aa'`);
      await db.end();
    }
  });
});
