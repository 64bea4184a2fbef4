import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make } from '../helpers/dcim';

/**
 * Sites, regions, site groups and locations: tree order and filters, deletes that are refused (PROTECT),
 * cascade (tree children) or null references (SET_NULL). docs/models.md §0.4, §1.1–§1.4;
 * docs/api-behaviour.md §5.6, §6.
 */
describe('dcim sites and trees', () => {
  let app: TestApp;
  type Json = Record<string, any>;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string) => {
    const res = await app.inject('GET', url);
    expect(res.status).toBe(200);
    return res.body;
  };
  const siteNames = async (query: string) => (await get(`/api/dcim/sites/?${query}&limit=1000`)).results.map((s: Json) => s.name);

  /** "Unable to delete object. N dependent objects were found: a (1), b (2)" → {count, items}. */
  const parseConflict = (detail: string) => {
    const m = /^Unable to delete object\. (\d+) dependent objects were found: (.*)$/.exec(detail);
    expect(m).not.toBeNull();
    return { count: Number(m![1]), items: m![2].split(', ') };
  };

  describe('region tree', () => {
    let r: Record<string, Json>;

    beforeAll(async () => {
      // created out of order on purpose
      const europe = await make.region(app, 'Tree Europe');
      const germany = await make.region(app, 'Tree Germany', { parent: europe.id });
      const asia = await make.region(app, 'Tree Asia');
      const berlin = await make.region(app, 'Tree Berlin', { parent: germany.id });
      const france = await make.region(app, 'Tree France', { parent: europe.id });
      const japan = await make.region(app, 'Tree Japan', { parent: asia.id });
      r = { europe, germany, asia, berlin, france, japan };
      await make.site(app, 'Tree Site Berlin', { region: berlin.id });
      await make.site(app, 'Tree Site Germany', { region: germany.id });
      await make.site(app, 'Tree Site France', { region: france.id });
      await make.site(app, 'Tree Site Japan', { region: japan.id });
      await make.site(app, 'Tree Site Nowhere');
    });

    it('regions list in tree order (depth-first, siblings by name) with _depth', async () => {
      const body = await get('/api/dcim/regions/?limit=1000');
      const mine = body.results.filter((x: Json) => x.name.startsWith('Tree ')).map((x: Json) => [x.name, x._depth]);
      expect(mine).toEqual([
        ['Tree Asia', 0],
        ['Tree Japan', 1],
        ['Tree Europe', 0],
        ['Tree France', 1],
        ['Tree Germany', 1],
        ['Tree Berlin', 2],
      ]);
    });

    it('parent is nested with its _depth; site_count is cumulative', async () => {
      const berlin = await get(`/api/dcim/regions/${r.berlin.id}/`);
      expect(berlin.parent).toEqual(expect.objectContaining({ id: r.germany.id, name: 'Tree Germany', _depth: 1 }));
      expect((await get(`/api/dcim/regions/${r.europe.id}/`)).site_count).toBe(3);
      expect((await get(`/api/dcim/regions/${r.germany.id}/`)).site_count).toBe(2);
    });

    it('sites?region_id=<parent> matches sites in every descendant region', async () => {
      expect((await siteNames(`region_id=${r.europe.id}`)).sort()).toEqual(['Tree Site Berlin', 'Tree Site France', 'Tree Site Germany']);
      expect((await siteNames(`region_id=${r.germany.id}`)).sort()).toEqual(['Tree Site Berlin', 'Tree Site Germany']);
      expect(await siteNames(`region_id=${r.berlin.id}`)).toEqual(['Tree Site Berlin']);
    });

    it('sites?region=<slug> includes descendants too; values OR; __n excludes the subtree', async () => {
      expect((await siteNames('region=tree-asia&region=tree-germany')).sort()).toEqual(['Tree Site Berlin', 'Tree Site Germany', 'Tree Site Japan']);
      const notEurope = await siteNames(`region_id__n=${r.europe.id}&name__isw=Tree`);
      expect(notEurope.sort()).toEqual(['Tree Site Japan', 'Tree Site Nowhere']);
    });

    it('regions?ancestor_id matches the whole subtree, parent_id only children', async () => {
      const names = async (q: string) => (await get(`/api/dcim/regions/?${q}`)).results.map((x: Json) => x.name);
      expect(await names(`ancestor_id=${r.europe.id}`)).toEqual(['Tree France', 'Tree Germany', 'Tree Berlin']);
      expect(await names(`parent_id=${r.europe.id}`)).toEqual(['Tree France', 'Tree Germany']);
    });

    it('a region cannot become its own descendant → 400 on parent', async () => {
      const res = await app.inject('PATCH', `/api/dcim/regions/${r.europe.id}/`, { body: { parent: r.berlin.id } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['parent']);
    });

    it('moving a subtree updates _depth of all its nodes', async () => {
      const res = await app.inject('PATCH', `/api/dcim/regions/${r.germany.id}/`, { body: { parent: r.asia.id } });
      expect(res.status).toBe(200);
      expect((await get(`/api/dcim/regions/${r.berlin.id}/`))._depth).toBe(2);
      expect((await siteNames(`region_id=${r.asia.id}`)).sort()).toEqual(['Tree Site Berlin', 'Tree Site Germany', 'Tree Site Japan']);
      const back = await app.inject('PATCH', `/api/dcim/regions/${r.germany.id}/`, { body: { parent: r.europe.id } });
      expect(back.status).toBe(200);
    });

    it('a duplicate top-level name → 400 {"__all__": ["A top-level region with this name already exists."]}', async () => {
      const res = await app.inject('POST', '/api/dcim/regions/', { body: { name: 'Tree Europe', slug: 'tree-europe-2' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ __all__: ['A top-level region with this name already exists.'] });
    });

    it('deleting a region deletes its subtree and nulls the region of their sites', async () => {
      const res = await app.inject('DELETE', `/api/dcim/regions/${r.germany.id}/`);
      expect(res.status).toBe(204);
      expect((await app.inject('GET', `/api/dcim/regions/${r.berlin.id}/`)).status).toBe(404);
      const sites = (await get('/api/dcim/sites/?q=Tree%20Site&limit=100')).results;
      const regionOf = Object.fromEntries(sites.map((s: Json) => [s.name, s.region?.name ?? null]));
      expect(regionOf).toEqual({
        'Tree Site Berlin': null,
        'Tree Site France': 'Tree France',
        'Tree Site Germany': null,
        'Tree Site Japan': 'Tree Japan',
        'Tree Site Nowhere': null,
      });
      expect((await get(`/api/dcim/regions/${r.europe.id}/`)).site_count).toBe(1);
    });
  });

  describe('site group tree filter', () => {
    it('sites?group_id=<parent> matches sites in child groups', async () => {
      const parent = await make.siteGroup(app, 'Grp Parent');
      const child = await make.siteGroup(app, 'Grp Child', { parent: parent.id });
      await make.site(app, 'Grp Site Child', { group: child.id });
      await make.site(app, 'Grp Site Parent', { group: parent.id });
      expect((await siteNames(`group_id=${parent.id}`)).sort()).toEqual(['Grp Site Child', 'Grp Site Parent']);
      expect(await siteNames(`group=grp-child`)).toEqual(['Grp Site Child']);
    });
  });

  describe('locations', () => {
    let site: Json;
    let otherSite: Json;
    let parentElsewhere: Json;

    beforeAll(async () => {
      site = await make.site(app, 'Loc Site');
      otherSite = await make.site(app, 'Loc Other Site');
      parentElsewhere = await make.location(app, 'Loc Elsewhere', otherSite.id);
    });

    it('a parent location in another site → 400 {"__all__": ["Parent location (X) must belong to the same site (Y)."]}', async () => {
      const res = await app.inject('POST', '/api/dcim/locations/', {
        body: { name: 'Loc Child', slug: 'loc-child', site: site.id, parent: parentElsewhere.id },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ __all__: ['Parent location (Loc Elsewhere) must belong to the same site (Loc Site).'] });
    });

    it('a parent location in the same site is fine; the tree lists in order with _depth', async () => {
      const top = await make.location(app, 'Loc Top', site.id);
      const child = await make.location(app, 'Loc Child', site.id, { parent: top.id });
      expect(child._depth).toBe(1);
      expect(child.parent.id).toBe(top.id);
      const listed = (await get(`/api/dcim/locations/?site_id=${site.id}`)).results.map((l: Json) => [l.name, l._depth]);
      expect(listed).toEqual([
        ['Loc Top', 0],
        ['Loc Child', 1],
      ]);
    });

    it('the same location name may exist in two sites but not twice at the top of one site', async () => {
      expect((await app.inject('POST', '/api/dcim/locations/', { body: { name: 'Loc Top', slug: 'loc-top', site: otherSite.id } })).status).toBe(201);
      const dup = await app.inject('POST', '/api/dcim/locations/', { body: { name: 'Loc Top', slug: 'loc-top-2', site: site.id } });
      expect(dup.status).toBe(400);
      expect(dup.body).toEqual({ __all__: ['A location with this name already exists within the specified site.'] });
    });
  });

  describe('deleting a site', () => {
    it('with a rack and a device → 409 listing both, nothing deleted', async () => {
      const { site, deviceType, role } = await deviceBasics(app, 'Del');
      const rack = await make.rack(app, 'Del Rack', site.id);
      const device = await make.device(app, { name: 'del-device', site: site.id, device_type: deviceType.id, role: role.id });
      const res = await app.inject('DELETE', `/api/dcim/sites/${site.id}/`);
      expect(res.status).toBe(409);
      const { count, items } = parseConflict(res.body.detail);
      expect(count).toBe(2);
      expect(items.sort()).toEqual([`Del Rack (${rack.id})`, `del-device (${device.id})`].sort());
      for (const url of [`/api/dcim/sites/${site.id}/`, `/api/dcim/racks/${rack.id}/`, `/api/dcim/devices/${device.id}/`]) {
        expect((await app.inject('GET', url)).status).toBe(200);
      }
    });

    it('with a location holding the rack and the device → 409 counting each dependant once; nothing deleted', async () => {
      const { site, deviceType, role } = await deviceBasics(app, 'DelLoc');
      const location = await make.location(app, 'DelLoc Room', site.id);
      const rack = await make.rack(app, 'DelLoc Rack', site.id, { location: location.id });
      const device = await make.device(app, {
        name: 'delloc-device',
        site: site.id,
        location: location.id,
        rack: rack.id,
        device_type: deviceType.id,
        role: role.id,
      });
      const res = await app.inject('DELETE', `/api/dcim/sites/${site.id}/`);
      expect(res.status).toBe(409);
      const { count, items } = parseConflict(res.body.detail);
      expect({ count, items: items.sort() }).toEqual({
        count: 2,
        items: [`DelLoc Rack (${rack.id})`, `delloc-device (${device.id})`].sort(),
      });
      for (const url of [`/api/dcim/sites/${site.id}/`, `/api/dcim/locations/${location.id}/`, `/api/dcim/racks/${rack.id}/`]) {
        expect((await app.inject('GET', url)).status).toBe(200);
      }
    });

    it('without dependants → 204, and its locations go with it', async () => {
      const site = await make.site(app, 'Del Empty');
      const location = await make.location(app, 'Del Empty Room', site.id);
      expect((await app.inject('DELETE', `/api/dcim/sites/${site.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `/api/dcim/locations/${location.id}/`)).status).toBe(404);
    });

    it('bulk delete of two sites, one protected → 409 and neither is deleted', async () => {
      const free = await make.site(app, 'Del Bulk Free');
      const held = await make.site(app, 'Del Bulk Held');
      const rack = await make.rack(app, 'Del Bulk Rack', held.id);
      const res = await app.inject('DELETE', '/api/dcim/sites/', { body: [{ id: free.id }, { id: held.id }] });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: `Unable to delete object. 1 dependent objects were found: Del Bulk Rack (${rack.id})` });
      expect((await app.inject('GET', `/api/dcim/sites/${free.id}/`)).status).toBe(200);
    });
  });
});
