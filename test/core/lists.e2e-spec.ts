import { startApp, TestApp } from '../helpers/app';
import { createTag, createTenantGroup, createTenants, names } from '../helpers/fixtures';

/**
 * Reading lists: envelope, paging, representation controls, ordering and filters
 * (docs/api-behaviour.md §3, §4; docs/models.md §0.5–0.6, §4).
 *
 * Fixture: tenant groups   Europe ─┬─ France ── Paris      America
 *                                  └─ Germany
 * tenants (name: group, description, tags):
 *   Alpha: France "first letter" [red] · Bravo: Paris "second" [red, blue] · Charlie: Germany "" [blue]
 *   Delta: America "delta force" · Echo: – "" (comments "contains needle") · Foxtrot: – "fox" · Golf: – ""
 */
describe('lists', () => {
  let app: TestApp;
  const base = 'http://inventory.test/api/tenancy/tenants/';
  const get = (query: string) => app.inject('GET', `/api/tenancy/tenants/${query}`, { headers: { host: 'inventory.test' } });
  const group: Record<string, number> = {};
  const id: Record<string, number> = {};
  const ALL = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'];

  beforeAll(async () => {
    app = await startApp();
    await createTag(app, 'Red');
    await createTag(app, 'Blue');
    group.europe = (await createTenantGroup(app, 'Europe')).id;
    group.america = (await createTenantGroup(app, 'America')).id;
    group.france = (await createTenantGroup(app, 'France', group.europe)).id;
    group.germany = (await createTenantGroup(app, 'Germany', group.europe)).id;
    group.paris = (await createTenantGroup(app, 'Paris', group.france)).id;
    // created out of name order, so that id order and name order differ
    const tenants = await createTenants(app, [
      { name: 'Golf' },
      { name: 'Charlie', group: group.germany, tags: [{ slug: 'blue' }] },
      { name: 'Alpha', group: group.france, description: 'first letter', tags: [{ slug: 'red' }] },
      { name: 'Echo', comments: 'contains needle' },
      { name: 'Bravo', group: group.paris, description: 'second', tags: [{ slug: 'red' }, { slug: 'blue' }] },
      { name: 'Foxtrot', description: 'fox' },
      { name: 'Delta', group: group.america, description: 'delta force' },
    ]);
    for (const t of tenants) id[t.name] = t.id;
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Names of tenants in id order. */
  const byId = () => [...ALL].sort((a, b) => id[a] - id[b]);

  describe('envelope and limit/offset', () => {
    it('has count, next, previous, results', async () => {
      const res = await get('');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
      expect(res.body.count).toBe(7);
      expect(res.body.next).toBeNull();
      expect(res.body.previous).toBeNull();
      expect(names(res.body)).toEqual(ALL);
    });

    it('an empty result keeps the envelope', async () => {
      const res = await get('?name=Nobody');
      expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    });

    it('first page: next link, no previous', async () => {
      const res = await get('?limit=3');
      expect(res.body.count).toBe(7);
      expect(names(res.body)).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(res.body.next).toBe(`${base}?limit=3&offset=3`);
      expect(res.body.previous).toBeNull();
    });

    it('middle page: previous drops offset when it would be 0', async () => {
      const res = await get('?limit=3&offset=3');
      expect(names(res.body)).toEqual(['Delta', 'Echo', 'Foxtrot']);
      expect(res.body.next).toBe(`${base}?limit=3&offset=6`);
      expect(res.body.previous).toBe(`${base}?limit=3`);
    });

    it('last page: no next', async () => {
      const res = await get('?limit=3&offset=6');
      expect(names(res.body)).toEqual(['Golf']);
      expect(res.body.next).toBeNull();
      expect(res.body.previous).toBe(`${base}?limit=3&offset=3`);
    });

    it('offset past the end: empty results, previous still computed', async () => {
      const res = await get('?limit=3&offset=10');
      expect(res.body.count).toBe(7);
      expect(res.body.results).toEqual([]);
      expect(res.body.next).toBeNull();
      expect(res.body.previous).toBe(`${base}?limit=3&offset=7`);
    });

    it('links keep every other parameter and sort all of them by name', async () => {
      const res = await get('?ordering=-name&offset=3&name__n=Golf&limit=2');
      expect(res.body.count).toBe(6);
      expect(names(res.body)).toEqual(['Charlie', 'Bravo']);
      expect(res.body.next).toBe(`${base}?limit=2&name__n=Golf&offset=5&ordering=-name`);
      expect(res.body.previous).toBe(`${base}?limit=2&name__n=Golf&offset=1&ordering=-name`);
    });

    it('repeated parameters keep all their values in the links', async () => {
      const res = await get('?name=Alpha&name=Bravo&name=Charlie&limit=1');
      expect(res.body.count).toBe(3);
      expect(res.body.next).toBe(`${base}?limit=1&name=Alpha&name=Bravo&name=Charlie&offset=1`);
    });

    it('a negative or non-numeric limit is ignored (default page size)', async () => {
      for (const limit of ['-2', 'abc']) {
        const res = await get(`?limit=${limit}`);
        expect(res.status).toBe(200);
        expect(res.body.results).toHaveLength(7);
      }
    });

    it('a negative or non-numeric offset means 0', async () => {
      const res = await get('?limit=2&offset=-5');
      expect(names(res.body)).toEqual(['Alpha', 'Bravo']);
    });
  });

  describe('cursor mode (start=)', () => {
    it('returns rows with id ≥ start by id, count null, next from the last id', async () => {
      const ordered = byId();
      const res = await get(`?start=${id[ordered[2]]}&limit=2`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBeNull();
      expect(res.body.previous).toBeNull();
      expect(names(res.body)).toEqual([ordered[2], ordered[3]]);
      expect(res.body.next).toBe(`${base}?limit=2&start=${id[ordered[3]] + 1}`);
    });

    it('a short page has no next', async () => {
      const ordered = byId();
      const res = await get(`?start=${id[ordered[6]]}&limit=2`);
      expect(names(res.body)).toEqual([ordered[6]]);
      expect(res.body.next).toBeNull();
    });

    it('start with offset or ordering → 400; a bad start → 400 (bodies: a list of the message, as a DRF ValidationError)', async () => {
      const offset = await get('?start=1&offset=2');
      expect(offset.status).toBe(400);
      expect(offset.body).toEqual(["'start' and 'offset' are mutually exclusive."]);
      const ordering = await get('?start=1&ordering=name');
      expect(ordering.status).toBe(400);
      expect(ordering.body).toEqual(['Ordering cannot be specified in conjunction with cursor-based pagination.']);
      const bad = await get('?start=-1');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual(["Invalid 'start' parameter: must be a non-negative integer."]);
    });
  });

  describe('representation: brief, fields, omit', () => {
    const BRIEF = ['id', 'url', 'display', 'name', 'slug', 'description'];

    it('the complete form of a tenant, in serializer order', async () => {
      const res = await get(`${id.Alpha}/`);
      expect(res.status).toBe(200);
      const expected = [
        'id',
        'url',
        'display_url',
        'display',
        'name',
        'slug',
        'group',
        'description',
        'comments',
        'tags',
        'custom_fields',
        'created',
        'last_updated',
      ];
      expect(Object.keys(res.body).filter((k) => expected.includes(k))).toEqual(expected);
      expect(res.body).toEqual(
        expect.objectContaining({
          id: id.Alpha,
          url: `${base}${id.Alpha}/`,
          display_url: `http://inventory.test/tenancy/tenants/${id.Alpha}/`,
          display: 'Alpha',
          description: 'first letter',
          custom_fields: {},
        }),
      );
      // nested objects are brief
      expect(res.body.group).toEqual({
        id: group.france,
        url: `http://inventory.test/api/tenancy/tenant-groups/${group.france}/`,
        display: 'France',
        name: 'France',
        slug: 'france',
        description: '',
        tenant_count: 2,
        _depth: 1,
      });
      expect(res.body.tags.map((t: { name: string }) => t.name)).toEqual(['Red']);
      expect(Object.keys(res.body.tags[0])).toEqual(['id', 'url', 'display_url', 'display', 'name', 'slug', 'color']);
    });

    it.each(['1', 'true', '0', 'false', 'x'])('brief=%s (any non-empty value) gives the brief form', async (value) => {
      const res = await get(`?brief=${value}`);
      expect(res.body.results).toHaveLength(7);
      for (const r of res.body.results) expect(Object.keys(r)).toEqual(BRIEF);
    });

    it('brief= (empty) is off', async () => {
      const res = await get('?brief=');
      expect(res.body.results[0]).toHaveProperty('comments');
      expect(res.body.results[0]).toHaveProperty('tags');
    });

    it('brief applies to detail GET too', async () => {
      const res = await get(`${id.Alpha}/?brief=1`);
      expect(Object.keys(res.body)).toEqual(BRIEF);
    });

    it('fields= keeps the named fields in serializer order, ignoring unknown ones', async () => {
      const res = await get('?fields=name,bogus,id');
      for (const r of res.body.results) expect(Object.keys(r)).toEqual(['id', 'name']);
    });

    it('fields= takes precedence over brief', async () => {
      const res = await get(`${id.Alpha}/?brief=1&fields=comments,group`);
      expect(Object.keys(res.body)).toEqual(['group', 'comments']);
    });

    it('omit= drops the named fields', async () => {
      const res = await get('?omit=comments,tags,custom_fields');
      const keys = Object.keys(res.body.results[0]);
      expect(keys).toContain('name');
      expect(keys).toContain('group');
      for (const k of ['comments', 'tags', 'custom_fields']) expect(keys).not.toContain(k);
    });

    it('omit= takes precedence over brief: the complete form without the omitted fields (NetBox passes fields, omit or brief)', async () => {
      const res = await get('?brief=1&omit=description,url');
      const keys = Object.keys(res.body.results[0]);
      expect(keys).toEqual(expect.arrayContaining(['id', 'display_url', 'display', 'name', 'slug', 'group', 'comments', 'tags']));
      for (const k of ['description', 'url']) expect(keys).not.toContain(k);
    });

    it('fields= also shapes a POST response', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/?fields=id,name', { body: { name: 'Shaped', slug: 'shaped' } });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body)).toEqual(['id', 'name']);
      await app.inject('DELETE', `/api/tenancy/tenants/${res.body.id}/`);
    });
  });

  describe('ordering', () => {
    it('ordering=-name', async () => {
      expect(names((await get('?ordering=-name')).body)).toEqual([...ALL].reverse());
    });

    it('several fields', async () => {
      const res = await get('?ordering=description,-name');
      expect(names(res.body)).toEqual(['Golf', 'Echo', 'Charlie', 'Delta', 'Alpha', 'Foxtrot', 'Bravo']);
    });

    it('ordering by id', async () => {
      expect(names((await get('?ordering=-id')).body)).toEqual(byId().reverse());
    });

    it('unknown fields are ignored', async () => {
      expect(names((await get('?ordering=bogus')).body)).toEqual(ALL);
      expect(names((await get('?ordering=bogus,-name')).body)).toEqual([...ALL].reverse());
    });
  });

  describe('filters', () => {
    const cases: [string, string[]][] = [
      ['name=Alpha', ['Alpha']],
      ['name=Alpha&name=Bravo', ['Alpha', 'Bravo']],
      ['name__n=Alpha&name__n=Golf', ['Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot']],
      ['name__ic=RAV', ['Bravo']],
      ['name__nic=a', ['Echo', 'Foxtrot', 'Golf']],
      ['name__isw=ch', ['Charlie']],
      ['name__iew=TA', ['Delta']],
      ['name__ie=aLpHa', ['Alpha']],
      ['name__ic=ph&name__ic=av', ['Alpha', 'Bravo']],
      ['description__empty=true', ['Charlie', 'Echo', 'Golf']],
      ['description__empty=false', ['Alpha', 'Bravo', 'Delta', 'Foxtrot']],
      ['name__regex=^[AB]', ['Alpha', 'Bravo']],
      ['name__regex=^[ab]', []],
      ['name__iregex=^[ab]', ['Alpha', 'Bravo']],
      ['slug=echo', ['Echo']],
      ['q=needle', ['Echo']],
      ['q=FOX', ['Foxtrot']],
      ['q=letter', ['Alpha']],
      ['tag=red', ['Alpha', 'Bravo']],
      ['tag=red&tag=blue', ['Bravo']],
      ['tag__n=red', ['Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf']],
      ['tag__any=red&tag__any=blue', ['Alpha', 'Bravo', 'Charlie']],
      ['name__ic=a&description__empty=true', ['Charlie']],
      ['unknown_param=whatever', ALL],
      ['name__bogus=x', ALL],
    ];

    it.each(cases)('%s', async (query, expected) => {
      const res = await get(`?${query}`);
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(expected);
      expect(res.body.count).toBe(expected.length);
    });

    it('id, id__gt, id__lt', async () => {
      const ordered = byId();
      expect(names((await get(`?id=${id.Alpha}&id=${id.Golf}`)).body)).toEqual(['Alpha', 'Golf']);
      expect(names((await get(`?id__gt=${id[ordered[4]]}&ordering=id`)).body)).toEqual(ordered.slice(5));
      expect(names((await get(`?id__lt=${id[ordered[1]]}`)).body)).toEqual([ordered[0]]);
      expect(names((await get(`?id__gt=${id[ordered[1]]}&id__lt=${id[ordered[3]]}`)).body)).toEqual([ordered[2]]);
    });

    it('group_id of a leaf group', async () => {
      expect(names((await get(`?group_id=${group.paris}`)).body)).toEqual(['Bravo']);
    });

    it('group_id of a parent group includes tenants of its descendants', async () => {
      expect(names((await get(`?group_id=${group.europe}`)).body)).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(names((await get(`?group_id=${group.france}`)).body)).toEqual(['Alpha', 'Bravo']);
    });

    it('group (slug) includes descendants too, and repeats OR', async () => {
      expect(names((await get('?group=france')).body)).toEqual(['Alpha', 'Bravo']);
      expect(names((await get('?group=germany&group=america')).body)).toEqual(['Charlie', 'Delta']);
    });

    it('group_id__n excludes the group and its descendants, keeping ungrouped tenants', async () => {
      expect(names((await get(`?group_id__n=${group.europe}`)).body)).toEqual(['Delta', 'Echo', 'Foxtrot', 'Golf']);
    });

    it('filters combine with AND', async () => {
      expect(names((await get(`?group_id=${group.europe}&tag=blue`)).body)).toEqual(['Bravo', 'Charlie']);
    });

    it('an unknown group id → 400 naming the parameter', async () => {
      const res = await get('?group_id=999');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ group_id: ['Select a valid choice. 999 is not one of the available choices.'] });
    });

    it('an unknown group slug → 400', async () => {
      const res = await get('?group=atlantis');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ group: ['Select a valid choice. atlantis is not one of the available choices.'] });
    });

    it('an unknown tag → 400', async () => {
      const res = await get('?tag=green');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ tag: ['Select a valid choice. green is not one of the available choices.'] });
    });

    it('a non-integer id → 400 "Enter a whole number."', async () => {
      const res = await get('?id=abc');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ id: ['Enter a whole number.'] });
    });

    it('a datetime as shown (microseconds) finds the objects carrying it: created=, created__lt=, created__gte=', async () => {
      // the tenants were created by one request, so they share `created`
      const shown: string = (await get(`${id.Alpha}/`)).body.created;
      expect(shown).toMatch(/\.\d{6}Z$/);
      const at = encodeURIComponent(shown);
      expect(names((await get(`?created=${at}`)).body)).toEqual(ALL);
      expect(names((await get(`?created__lt=${at}`)).body)).toEqual([]);
      expect(names((await get(`?created__gte=${at}`)).body)).toEqual(ALL);
      expect(names((await get(`?created__n=${at}`)).body)).toEqual([]);
    });

    it('an invalid regular expression → 400, not 500', async () => {
      const res = await get('?name__regex=(');
      expect(res.status).toBe(400);
    });
  });

  describe('tenant groups (a tree)', () => {
    const getGroups = (query = '') => app.inject('GET', `/api/tenancy/tenant-groups/${query}`);

    it('list in tree order (depth-first, siblings by name) with _depth', async () => {
      const res = await getGroups();
      expect(res.body.results.map((g: { name: string; _depth: number }) => [g.name, g._depth])).toEqual([
        ['America', 0],
        ['Europe', 0],
        ['France', 1],
        ['Paris', 2],
        ['Germany', 1],
      ]);
    });

    it('tenant_count is cumulative over descendants', async () => {
      const res = await getGroups();
      const counts = Object.fromEntries(res.body.results.map((g: { name: string; tenant_count: number }) => [g.name, g.tenant_count]));
      expect(counts).toEqual({ America: 1, Europe: 3, France: 2, Paris: 1, Germany: 1 });
    });

    it('parent is rendered nested', async () => {
      const res = await getGroups(`${group.paris}/`);
      expect(res.body.parent).toEqual(expect.objectContaining({ id: group.france, name: 'France', _depth: 1 }));
    });

    it('parent_id matches direct children only', async () => {
      const res = await getGroups(`?parent_id=${group.europe}`);
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(['France', 'Germany']);
    });

    it('ancestor_id matches every descendant', async () => {
      const res = await getGroups(`?ancestor_id=${group.europe}`);
      expect(names(res.body)).toEqual(['France', 'Paris', 'Germany']);
    });
  });

  // lists write each object as concatenated text, a detail with json_build_object (serialize/json-text.ts):
  // the bytes must be the same, escapes, nested objects, choices, timestamps and tags included
  describe('a listed object is the same text as its detail', () => {
    const odd = 'Wé "quoted" \\ back\\slash\nnew line\ttab \u0001 😀 </script>';
    const sitesHost = { headers: { host: 'inventory.test' } };
    let siteIds: number[] = [];

    beforeAll(async () => {
      const created = await app.inject('POST', '/api/dcim/sites/', {
        body: [
          {
            name: 'Odd "site"',
            slug: 'odd-site',
            status: 'planned',
            description: odd,
            comments: odd,
            tenant: id.Alpha,
            latitude: 48.8566,
            time_zone: 'UTC',
            tags: [{ slug: 'red' }, { slug: 'blue' }],
          },
          { name: 'Plain site', slug: 'plain-site' },
        ],
      });
      expect(created.status).toBe(201);
      siteIds = (created.body as { id: number }[]).map((s) => s.id);
    });

    it.each(['', 'brief=1', 'fields=id,display,status,tenant,tags,created'])('with %p', async (query) => {
      const list = await app.inject('GET', `/api/dcim/sites/?limit=10&${query}`, sitesHost);
      expect(list.status).toBe(200);
      for (const siteId of siteIds) {
        const detail = await app.inject('GET', `/api/dcim/sites/${siteId}/?${query}`, sitesHost);
        expect(detail.status).toBe(200);
        expect(list.text).toContain(detail.text);
      }
      // the odd strings are escaped the way a detail escapes them
      if (!query) expect(list.text).toContain('"Wé \\"quoted\\" \\\\ back\\\\slash\\nnew line\\ttab \\u0001 😀 </script>"');
    });
  });
});
