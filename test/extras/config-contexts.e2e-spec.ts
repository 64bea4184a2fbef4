import { startApp, TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { captureLogLines } from '../helpers/log-capture';
import { getStatements } from '../helpers/query-count';

/**
 * Config contexts (docs/models.md §6.3, §1.11; docs/api-behaviour.md §4): the resource's own rules,
 * and the `config_context` of devices — which contexts apply (each criterion, matching and not),
 * in which order, the deep merge, local data last, list = detail, exclude/brief leaving the merge out
 * of the statement, and a constant number of statements per device list.
 */
type Json = Record<string, any>;

const CONTEXTS = '/api/extras/config-contexts/';
const DEVICES = '/api/dcim/devices/';

describe('config contexts', () => {
  let app: TestApp;
  /** everything the devices are built from */
  const o: Json = {};
  /** d1 has every attribute set; d2 almost none */
  let d1: Json;
  let d2: Json;

  beforeAll(async () => {
    app = await startApp();
    o.regionTop = await make.region(app, 'Europe');
    o.region = await make.region(app, 'Germany', { parent: o.regionTop.id });
    o.regionOther = await make.region(app, 'Asia');
    o.groupTop = await make.siteGroup(app, 'Production');
    o.group = await make.siteGroup(app, 'Core Sites', { parent: o.groupTop.id });
    o.groupOther = await make.siteGroup(app, 'Lab');
    o.site = await make.site(app, 'Frankfurt', { region: o.region.id, group: o.group.id });
    o.siteOther = await make.site(app, 'Tokyo', { region: o.regionOther.id });
    o.locationTop = await make.location(app, 'Building A', o.site.id);
    o.location = await make.location(app, 'Room 1', o.site.id, { parent: o.locationTop.id });
    o.locationOther = await make.location(app, 'Building B', o.site.id);
    o.maker = await make.manufacturer(app, 'Acme');
    o.type = await make.deviceType(app, 'Switch 48', o.maker.id);
    o.typeOther = await make.deviceType(app, 'Router 8', o.maker.id);
    o.roleTop = await make.deviceRole(app, 'Network');
    o.role = await make.deviceRole(app, 'Access Switch', { parent: o.roleTop.id });
    o.roleOther = await make.deviceRole(app, 'Server');
    o.platformTop = await make.platform(app, 'Linux');
    o.platform = await make.platform(app, 'Debian', { parent: o.platformTop.id });
    o.platformOther = await make.platform(app, 'Windows');
    o.tenantGroupTop = await make.tenantGroup(app, 'Customers');
    o.tenantGroup = await make.tenantGroup(app, 'Retail', { parent: o.tenantGroupTop.id });
    o.tenant = await make.tenant(app, 'Shop', { group: o.tenantGroup.id });
    o.tenantOther = await make.tenant(app, 'Bank', { group: o.tenantGroupTop.id });
    o.red = await make.tag(app, 'Red');
    o.green = await make.tag(app, 'Green');
    o.blue = await make.tag(app, 'Blue');
    d1 = await make.device(app, {
      name: 'sw1',
      site: o.site.id,
      location: o.location.id,
      device_type: o.type.id,
      role: o.role.id,
      platform: o.platform.id,
      tenant: o.tenant.id,
      tags: [o.red.id, o.green.id],
    });
    d2 = await make.device(app, { name: 'rt1', site: o.siteOther.id, device_type: o.typeOther.id, role: o.roleOther.id });
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Deletes every context, so each test starts from none. */
  afterEach(async () => {
    const all = await app.inject('GET', `${CONTEXTS}?limit=1000`);
    if (all.body.count) await app.inject('DELETE', CONTEXTS, { body: all.body.results.map((c: Json) => ({ id: c.id })) });
  });

  const context = (body: Json) => post(app, CONTEXTS, body);
  const rendered = async (device: Json) => {
    const res = await app.inject('GET', `${DEVICES}${device.id}/`);
    expect(res.status).toBe(200);
    return res.body.config_context as Json;
  };

  describe('the resource', () => {
    it('renders criteria nested (brief forms) and tags as slugs; defaults weight 1000, active, empty criteria', async () => {
      const made = await context({ name: 'Nested', data: { a: 1 }, regions: [o.region.id], tenants: [o.tenant.id], tags: ['green', 'red'] });
      expect(made).toMatchObject({ weight: 1000, is_active: true, description: '', data: { a: 1 }, sites: [], platforms: [] });
      expect(made.regions).toEqual([
        {
          id: o.region.id,
          url: expect.stringMatching(new RegExp(`/api/dcim/regions/${o.region.id}/$`)),
          display: 'Germany',
          name: 'Germany',
          slug: 'germany',
          description: '',
          site_count: 1,
          _depth: 1,
        },
      ]);
      expect(made.tenants).toEqual([expect.objectContaining({ id: o.tenant.id, name: 'Shop', slug: 'shop' })]);
      // tags in the tags' order (weight, then name)
      expect(made.tags).toEqual(['green', 'red']);
      expect(Object.keys(made)).toEqual([
        'id',
        'url',
        'display_url',
        'display',
        'name',
        'weight',
        'profile',
        'description',
        'is_active',
        'regions',
        'site_groups',
        'sites',
        'locations',
        'device_types',
        'roles',
        'platforms',
        'cluster_types',
        'cluster_groups',
        'clusters',
        'tenant_groups',
        'tenants',
        'owner',
        'tags',
        'data_source',
        'data_path',
        'data_file',
        'data_synced',
        'data',
        'created',
        'last_updated',
      ]);
      expect(made.display).toBe('Nested');
    });

    it('data must be a JSON object (required, not null, not a list or a string)', async () => {
      const bad = async (body: Json) => {
        const res = await app.inject('POST', CONTEXTS, { body: { name: 'Bad', ...body } });
        expect(res.status).toBe(400);
        return res.body;
      };
      const message = 'JSON data must be in object form. Example: {"foo": 123}';
      expect(await bad({})).toEqual({ data: ['This field is required.'] });
      expect(await bad({ data: [1, 2] })).toEqual({ data: [message] });
      expect(await bad({ data: 'x' })).toEqual({ data: [message] });
      expect(await bad({ data: 5 })).toEqual({ data: [message] });
      expect(await bad({ data: null })).toEqual({ data: ['This field may not be null.'] });
      const made = await context({ name: 'Good', data: { foo: 123 } });
      const patched = await app.inject('PATCH', `${CONTEXTS}${made.id}/`, { body: { data: ['x'] } });
      expect(patched.status).toBe(400);
      expect(patched.body).toEqual({ data: [message] });
    });

    it('names are unique; criteria ids and tag slugs must exist', async () => {
      await context({ name: 'Once', data: {} });
      const dup = await app.inject('POST', CONTEXTS, { body: { name: 'Once', data: {} } });
      expect(dup.status).toBe(400);
      expect(dup.body).toEqual({ name: ['config context with this name already exists.'] });
      const badRegion = await app.inject('POST', CONTEXTS, { body: { name: 'X', data: {}, regions: [2147483000] } });
      expect(badRegion.status).toBe(400);
      expect(badRegion.body).toEqual({ regions: ['Invalid pk "2147483000" - object does not exist.'] });
      const badTag = await app.inject('POST', CONTEXTS, { body: { name: 'X', data: {}, tags: ['red', 'nope'] } });
      expect(badTag.status).toBe(400);
      expect(badTag.body).toEqual({ tags: ['Object with slug=nope does not exist.'] });
      const notList = await app.inject('POST', CONTEXTS, { body: { name: 'X', data: {}, tags: 'red' } });
      expect(notList.body).toEqual({ tags: ['Expected a list of items but got type "str".'] });
      const weight = await app.inject('POST', CONTEXTS, { body: { name: 'X', data: {}, weight: 40000 } });
      expect(weight.body).toEqual({ weight: ['Ensure this value is less than or equal to 32767.'] });
    });

    it('lists in weight, then name order; filters by criteria (region_id, site, tag, tag_id, …) and q', async () => {
      const b = await context({ name: 'B', weight: 10, data: {}, regions: [o.region.id], tags: ['red'] });
      const a = await context({ name: 'A', weight: 10, data: { marker: 'needle' }, sites: [o.site.id] });
      const c = await context({ name: 'C', weight: 5, data: {}, tags: ['blue'], tenant_groups: [o.tenantGroup.id] });
      const ids = async (query: string) => {
        const res = await app.inject('GET', `${CONTEXTS}?${query}`);
        expect(res.status).toBe(200);
        return res.body.results.map((r: Json) => r.name);
      };
      expect(await ids('')).toEqual(['C', 'A', 'B']);
      expect(await ids(`region_id=${o.region.id}`)).toEqual(['B']);
      expect(await ids('region=germany')).toEqual(['B']);
      expect(await ids(`site_id=${o.site.id}`)).toEqual(['A']);
      expect(await ids('site=frankfurt')).toEqual(['A']);
      expect(await ids('tag=red&tag=blue')).toEqual(['C', 'B']);
      expect(await ids(`tag_id=${o.blue.id}`)).toEqual(['C']);
      expect(await ids('tag__n=red')).toEqual(['C', 'A']);
      expect(await ids('tenant_group=retail')).toEqual(['C']);
      expect(await ids('q=needle')).toEqual(['A']);
      const bad = await app.inject('GET', `${CONTEXTS}?tag=nope`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ tag: ['Select a valid choice. nope is not one of the available choices.'] });
      void [a, b, c];
    });

    it('a deleted criterion object leaves the criteria (the context then matches more); a renamed tag shows its new slug', async () => {
      const gone = await make.region(app, 'Atlantis');
      const made = await context({ name: 'Only Atlantis', data: { atlantis: true }, regions: [gone.id], tags: ['blue'] });
      expect(await rendered(d1)).toEqual({});
      await app.inject('PATCH', `/api/extras/tags/${o.blue.id}/`, { body: { slug: 'blue-2' } });
      expect((await app.inject('GET', `${CONTEXTS}${made.id}/`)).body.tags).toEqual(['blue-2']);
      await app.inject('PATCH', `/api/extras/tags/${o.blue.id}/`, { body: { slug: 'blue' } });
      expect((await app.inject('DELETE', `/api/dcim/regions/${gone.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `${CONTEXTS}${made.id}/`)).body.regions).toEqual([]);
      // now only the tag criterion remains: d1 is not blue
      expect(await rendered(d1)).toEqual({});
      await app.inject('PATCH', `${CONTEXTS}${made.id}/`, { body: { tags: [] } });
      expect(await rendered(d1)).toEqual({ atlantis: true });
      expect(await rendered(d2)).toEqual({ atlantis: true });
    });
  });

  describe('which contexts apply', () => {
    it('no contexts and no local data → {}', async () => {
      expect(await rendered(d1)).toEqual({});
      expect(await rendered(d2)).toEqual({});
    });

    it('a context without criteria applies to every device', async () => {
      await context({ name: 'Global', data: { dns: '10.0.0.53' } });
      expect(await rendered(d1)).toEqual({ dns: '10.0.0.53' });
      expect(await rendered(d2)).toEqual({ dns: '10.0.0.53' });
    });

    /**
     * criterion → cases: [values, selects d1, selects d2]. d1 sits in Germany (under Europe), group Core Sites
     * (under Production), site Frankfurt, Room 1 (in Building A), type Switch 48, role Access Switch (under
     * Network), platform Debian (under Linux), tenant Shop (group Retail, under Customers), tags red+green;
     * d2 sits in Tokyo (Asia), type Router 8, role Server, nothing else.
     */
    const dimensions: [string, (o: Json) => [unknown[], boolean, boolean][]][] = [
      // the site's region, or any ancestor of it
      [
        'regions',
        (o) => [
          [[o.region.id], true, false],
          [[o.regionTop.id], true, false],
          [[o.regionOther.id], false, true],
          [[o.regionOther.id, o.regionTop.id], true, true],
        ],
      ],
      [
        'site_groups',
        (o) => [
          [[o.group.id], true, false],
          [[o.groupTop.id], true, false],
          [[o.groupOther.id], false, false],
        ],
      ],
      [
        'sites',
        (o) => [
          [[o.site.id], true, false],
          [[o.siteOther.id], false, true],
          [[o.siteOther.id, o.site.id], true, true],
        ],
      ],
      // the location, or any ancestor of it
      [
        'locations',
        (o) => [
          [[o.location.id], true, false],
          [[o.locationTop.id], true, false],
          [[o.locationOther.id], false, false],
        ],
      ],
      [
        'device_types',
        (o) => [
          [[o.type.id], true, false],
          [[o.typeOther.id], false, true],
        ],
      ],
      // roles and platforms are trees: ancestors match
      [
        'roles',
        (o) => [
          [[o.role.id], true, false],
          [[o.roleTop.id], true, false],
          [[o.roleOther.id], false, true],
        ],
      ],
      [
        'platforms',
        (o) => [
          [[o.platform.id], true, false],
          [[o.platformTop.id], true, false],
          [[o.platformOther.id], false, false],
        ],
      ],
      // the tenant's DIRECT group only: its parent group does not match
      [
        'tenant_groups',
        (o) => [
          [[o.tenantGroup.id], true, false],
          [[o.tenantGroupTop.id], false, false],
        ],
      ],
      [
        'tenants',
        (o) => [
          [[o.tenant.id], true, false],
          [[o.tenantOther.id], false, false],
        ],
      ],
      // at least one of the device's tags
      [
        'tags',
        () => [
          [['red'], true, false],
          [['blue', 'green'], true, false],
          [['blue'], false, false],
        ],
      ],
    ];

    for (const [criterion, cases] of dimensions) {
      it(`${criterion}: matching values select the device, other values do not`, async () => {
        const got: Json = {};
        const expected: Json = {};
        for (const [i, [values, selectsD1, selectsD2]] of cases(o).entries()) {
          const data = { [criterion]: `case ${i}` };
          const made = await context({ name: `${criterion} ${i}`, data, [criterion]: values });
          got[`${JSON.stringify(values)}`] = { d1: await rendered(d1), d2: await rendered(d2) };
          expected[`${JSON.stringify(values)}`] = { d1: selectsD1 ? data : {}, d2: selectsD2 ? data : {} };
          await app.inject('DELETE', `${CONTEXTS}${made.id}/`);
        }
        expect(got).toEqual(expected);
      });
    }

    it('every non-empty criterion must match (AND across criteria)', async () => {
      await context({ name: 'Both match', data: { both: 1 }, regions: [o.regionTop.id], roles: [o.roleTop.id], tags: ['red'] });
      await context({ name: 'One fails', data: { fails: 1 }, regions: [o.regionTop.id], platforms: [o.platformOther.id] });
      expect(await rendered(d1)).toEqual({ both: 1 });
    });

    it('a device without location, platform, tenant or tags never matches contexts naming them', async () => {
      for (const [criterion, values] of [
        ['locations', [o.location.id]],
        ['platforms', [o.platformTop.id]],
        ['tenants', [o.tenant.id]],
        ['tenant_groups', [o.tenantGroup.id]],
        ['tags', ['red']],
      ] as const) {
        await context({ name: `d2 ${criterion}`, data: { [criterion]: true }, [criterion]: values });
      }
      expect(await rendered(d2)).toEqual({});
      expect(Object.keys(await rendered(d1)).sort()).toEqual(['locations', 'platforms', 'tags', 'tenant_groups', 'tenants']);
    });

    it('inactive contexts are ignored', async () => {
      const made = await context({ name: 'Off', is_active: false, data: { off: true } });
      expect(await rendered(d1)).toEqual({});
      await app.inject('PATCH', `${CONTEXTS}${made.id}/`, { body: { is_active: true } });
      expect(await rendered(d1)).toEqual({ off: true });
    });
  });

  describe('merging', () => {
    it('heavier contexts win; equal weights are merged in name order', async () => {
      await context({ name: 'Heavy', weight: 2000, data: { x: 'heavy' } });
      await context({ name: 'Light', weight: 100, data: { x: 'light', y: 'light' } });
      await context({ name: 'Beta', weight: 1000, data: { y: 'beta', z: 'beta' } });
      await context({ name: 'Alpha', weight: 1000, data: { z: 'alpha', w: 'alpha' } });
      expect(await rendered(d1)).toEqual({ x: 'heavy', y: 'beta', z: 'beta', w: 'alpha' });
    });

    it('deep merge: nested objects merge, lists and scalars replace, an empty object replaces', async () => {
      await context({
        name: 'Base',
        weight: 100,
        data: {
          ntp: { servers: ['10.0.0.1', '10.0.0.2'], prefer: '10.0.0.1' },
          snmp: { community: 'public' },
          vlans: [10, 20],
          nested: { a: { b: 1, c: 2 }, keep: true },
          turns_scalar: { k: 1 },
          turns_object: 1,
        },
      });
      await context({
        name: 'Override',
        weight: 200,
        data: {
          ntp: { servers: ['10.9.9.9'] },
          snmp: {},
          vlans: [30],
          nested: { a: { c: 3, d: 4 } },
          turns_scalar: 'flat',
          turns_object: { k: 2 },
        },
      });
      expect(await rendered(d1)).toEqual({
        ntp: { servers: ['10.9.9.9'], prefer: '10.0.0.1' },
        snmp: {},
        vlans: [30],
        nested: { a: { b: 1, c: 3, d: 4 }, keep: true },
        turns_scalar: 'flat',
        turns_object: { k: 2 },
      });
    });

    it("the device's local_context_data is merged last (deeply) and wins; alone it is the whole context", async () => {
      const local = await make.device(app, {
        name: 'local1',
        site: o.site.id,
        device_type: o.type.id,
        role: o.role.id,
        local_context_data: { ntp: { prefer: 'local' }, only_local: [1] },
      });
      expect(local.config_context).toEqual({ ntp: { prefer: 'local' }, only_local: [1] });
      await context({ name: 'Ctx', data: { ntp: { servers: ['a'], prefer: 'ctx' }, only_local: { x: 1 }, other: 1 } });
      expect(await rendered(local)).toEqual({ ntp: { servers: ['a'], prefer: 'local' }, only_local: [1], other: 1 });
      // local data does not leak into other devices
      expect(await rendered(d2)).toEqual({ ntp: { servers: ['a'], prefer: 'ctx' }, only_local: { x: 1 }, other: 1 });
      await app.inject('DELETE', `${DEVICES}${local.id}/`);
    });

    it('list and detail agree for every device, and the create/update responses carry the same context', async () => {
      await context({ name: 'Region', weight: 10, data: { level: 'region', region: true }, regions: [o.regionTop.id] });
      await context({ name: 'Role', weight: 20, data: { level: 'role' }, roles: [o.roleOther.id] });
      await context({ name: 'Tagged', weight: 30, data: { level: 'tag', tag: { red: true } }, tags: ['red'] });
      const list = await app.inject('GET', `${DEVICES}?limit=1000`);
      expect(list.body.results.length).toBeGreaterThanOrEqual(2);
      for (const device of list.body.results) expect(device.config_context).toEqual(await rendered(device));
      const byName = Object.fromEntries(list.body.results.map((d: Json) => [d.name, d.config_context]));
      expect(byName.sw1).toEqual({ level: 'tag', region: true, tag: { red: true } });
      expect(byName.rt1).toEqual({ level: 'role' });
      const patched = await app.inject('PATCH', `${DEVICES}${d2.id}/`, { body: { local_context_data: { level: 'local' } } });
      expect(patched.body.config_context).toEqual({ level: 'local' });
      await app.inject('PATCH', `${DEVICES}${d2.id}/`, { body: { local_context_data: null } });
    });
  });

  describe('cost', () => {
    it('the device list runs the same number of statements with 0 or 20 contexts, for 2 or 52 devices', async () => {
      const measure = async () => {
        const { queries, result } = await getStatements(app, `${DEVICES}?limit=1000`);
        expect(result.status).toBe(200);
        return queries;
      };
      await measure(); // warm-up (token last_used)
      const none = await measure();
      for (let i = 0; i < 20; i++) {
        await context({
          name: `Bulk ${String(i).padStart(2, '0')}`,
          weight: 1000 + (i % 3),
          data: { [`k${i}`]: i, shared: { [`n${i}`]: i } },
          ...(i % 4 === 0 ? { regions: [o.regionTop.id] } : {}),
          ...(i % 4 === 1 ? { tags: ['blue'] } : {}), // never matches
          ...(i % 4 === 2 ? { roles: [o.roleTop.id], platforms: [o.platformTop.id] } : {}),
        });
      }
      const twenty = await measure();
      const batch = Array.from({ length: 50 }, (_, i) => ({
        name: `bulk-${i}`,
        site: o.site.id,
        location: o.location.id,
        device_type: o.type.id,
        role: o.role.id,
        platform: o.platform.id,
        tenant: o.tenant.id,
        tags: [o.red.id],
      }));
      await post(app, DEVICES, batch);
      const many = await measure();
      expect({ none, twenty, many }).toEqual({ none, twenty: none, many: none });
      const merged = (await app.inject('GET', `${DEVICES}?name=bulk-7`)).body.results[0].config_context;
      expect(Object.keys(merged)).toHaveLength(16); // k<i> of the 15 matching contexts, and shared
      expect(Object.keys(merged.shared)).toHaveLength(15);
      const bulk = (await app.inject('GET', `${DEVICES}?limit=1000&name__isw=bulk-`)).body.results;
      expect((await app.inject('DELETE', DEVICES, { body: bulk.map((d: Json) => ({ id: d.id })) })).status).toBe(204);
    });
  });
});

/**
 * `exclude=config_context` and `brief` leave the field out of the representation, so the merge is not
 * even part of the statement: checked on the SQL the app sends (LOG_LEVEL=debug logs each statement).
 */
describe('config_context left out of the statement', () => {
  let app: TestApp;
  let log: ReturnType<typeof captureLogLines>;

  beforeAll(async () => {
    log = captureLogLines();
    app = await startApp({ LOG_LEVEL: 'debug' });
    const site = await make.site(app, 'Statement Site');
    const maker = await make.manufacturer(app, 'Statement Maker');
    const type = await make.deviceType(app, 'Statement Model', maker.id);
    const role = await make.deviceRole(app, 'Statement Role');
    await make.device(app, { name: 'st1', site: site.id, device_type: type.id, role: role.id, local_context_data: { a: 1 } });
    await post(app, CONTEXTS, { name: 'Statement', data: { b: 2 } });
  });

  afterAll(async () => {
    await app?.close();
    log.restore();
  });

  const statements = async (url: string) => {
    log.clear();
    const res = await app.inject('GET', url);
    expect(res.status).toBe(200);
    const sql = log.lines
      .filter((line) => line.msg === 'sql' && typeof line.sql === 'string')
      .map((line) => line.sql as string)
      .filter((text) => text.includes('dcim_device'));
    expect(sql.length).toBeGreaterThan(0);
    // a detail renders the merge through its derived function (renderApart), a list inline
    const merges = sql.filter((s) => s.includes('inv_deep_merge') || s.includes('inv_field_dcim_device_config_context'));
    return { body: res.body, merges: merges.length };
  };

  it('the full list and detail render it in the device statement', async () => {
    const list = await statements(DEVICES);
    expect(list.body.results[0].config_context).toEqual({ a: 1, b: 2 });
    expect(list.merges).toBe(1);
    const detail = await statements(`${DEVICES}${list.body.results[0].id}/`);
    expect(detail.merges).toBe(1);
  });

  it('exclude=config_context and brief: no merge in any statement', async () => {
    for (const url of [`${DEVICES}?exclude=config_context`, `${DEVICES}?brief=1`, `${DEVICES}?fields=id,name`]) {
      const res = await statements(url);
      expect({ url, merges: res.merges }).toEqual({ url, merges: 0 });
      expect(res.body.results[0]).not.toHaveProperty('config_context');
    }
    const one = (await app.inject('GET', DEVICES)).body.results[0];
    const detail = await statements(`${DEVICES}${one.id}/?exclude=config_context`);
    expect(detail.merges).toBe(0);
  });
});
