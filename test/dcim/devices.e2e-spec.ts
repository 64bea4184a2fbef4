import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/** Devices (docs/models.md §1.11; docs/api-behaviour.md §4, §5.3, §5.5). */
describe('dcim devices', () => {
  let app: TestApp;
  type Json = Record<string, any>;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const devicesUrl = '/api/dcim/devices/';
  const postDevice = (body: Json) => app.inject('POST', devicesUrl, { body });

  describe('related objects by attribute dictionaries', () => {
    let ctx: Json;

    beforeAll(async () => {
      const basics = await deviceBasics(app, 'Attr');
      const location = await make.location(app, 'Attr Room', basics.site.id);
      const otherSite = await make.site(app, 'Attr Other Site');
      await make.location(app, 'Attr Room', otherSite.id); // same name and slug, other site
      ctx = {
        ...basics,
        location,
        rack: await make.rack(app, 'Attr Rack', basics.site.id, { location: location.id }),
        tenant: await make.tenant(app, 'Attr Tenant'),
        platform: await make.platform(app, 'Attr Platform'),
      };
    });

    it('every foreign key given as a dictionary (nested where needed) → 201 with the right objects', async () => {
      const res = await postDevice({
        name: 'attr-device',
        site: { slug: 'attr-site' },
        device_type: { manufacturer: { slug: 'attr-maker' }, model: 'Attr Model' },
        role: { name: 'Attr Role' },
        tenant: { slug: 'attr-tenant' },
        platform: { slug: 'attr-platform' },
        location: { site: { slug: 'attr-site' }, slug: 'attr-room' },
        rack: { site: { slug: 'attr-site' }, name: 'Attr Rack' },
      });
      expect(res.status).toBe(201);
      expect({
        site: res.body.site.id,
        device_type: res.body.device_type.id,
        role: res.body.role.id,
        tenant: res.body.tenant.id,
        platform: res.body.platform.id,
        location: res.body.location.id,
        rack: res.body.rack.id,
      }).toEqual({
        site: ctx.site.id,
        device_type: ctx.deviceType.id,
        role: ctx.role.id,
        tenant: ctx.tenant.id,
        platform: ctx.platform.id,
        location: ctx.location.id,
        rack: ctx.rack.id,
      });
    });

    it('{"id": n} works like n', async () => {
      const res = await postDevice({
        name: 'attr-by-id',
        site: { id: ctx.site.id },
        device_type: { id: ctx.deviceType.id },
        role: { id: ctx.role.id },
      });
      expect(res.status).toBe(201);
      expect(res.body.site.id).toBe(ctx.site.id);
    });

    it('a dictionary matching several rows → 400 "Multiple objects match…" with the flattened lookup', async () => {
      const res = await postDevice({
        name: 'attr-many',
        site: ctx.site.id,
        device_type: ctx.deviceType.id,
        role: ctx.role.id,
        location: { slug: 'attr-room' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ location: ["Multiple objects match the provided attributes: {'slug': 'attr-room'}"] });
    });

    it('a nested dictionary matching nothing → 400 with the flattened lookup (site__slug style)', async () => {
      const res = await postDevice({
        name: 'attr-none',
        site: ctx.site.id,
        role: ctx.role.id,
        device_type: { manufacturer: { slug: 'nobody' }, model: 'Attr Model' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        device_type: ["Related object not found using the provided attributes: {'manufacturer__slug': 'nobody', 'model': 'Attr Model'}"],
      });
    });
  });

  describe('name uniqueness', () => {
    let a: Json;
    let b: Json;
    let base: Json;

    beforeAll(async () => {
      a = await deviceBasics(app, 'Uniq');
      b = { site: await make.site(app, 'Uniq Other') };
      base = { device_type: a.deviceType.id, role: a.role.id };
    });

    it('a name is unique per site, compared case-insensitively → 400 {"__all__": ["Device name must be unique per site."]}', async () => {
      expect((await postDevice({ ...base, name: 'Core1', site: a.site.id })).status).toBe(201);
      const dup = await postDevice({ ...base, name: 'CORE1', site: a.site.id });
      expect(dup.status).toBe(400);
      expect(dup.body).toEqual({ __all__: ['Device name must be unique per site.'] });
    });

    it('the same name at another site is fine', async () => {
      const res = await postDevice({ ...base, name: 'core1', site: b.site.id });
      expect(res.status).toBe(201);
    });

    it('renaming onto a taken name (PATCH) is refused too', async () => {
      const other = await postDevice({ ...base, name: 'Core2', site: a.site.id });
      const res = await app.inject('PATCH', `${devicesUrl}${other.body.id}/`, { body: { name: 'core1' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ __all__: ['Device name must be unique per site.'] });
    });

    it('unnamed devices never collide', async () => {
      const res = await app.inject('POST', devicesUrl, { body: [1, 2, 3].map(() => ({ ...base, name: null, site: a.site.id })) });
      expect(res.status).toBe(201);
      expect(res.body).toHaveLength(3);
    });

    it('two items of one bulk create colliding with each other → 400, nothing created', async () => {
      const res = await app.inject('POST', devicesUrl, {
        body: [
          { ...base, name: 'Twin', site: a.site.id },
          { ...base, name: 'twin', site: a.site.id },
        ],
      });
      expect(res.status).toBe(400);
      expect((await app.inject('GET', `${devicesUrl}?name=twin`)).body.count).toBe(0);
    });

    it('with the same tenant the name is still unique per site (400 __all__)', async () => {
      const tenant = await make.tenant(app, 'Uniq Tenant');
      expect((await postDevice({ ...base, name: 'Tenanted', site: a.site.id, tenant: tenant.id })).status).toBe(201);
      const dup = await postDevice({ ...base, name: 'TENANTED', site: a.site.id, tenant: tenant.id });
      expect(dup.status).toBe(400);
      expect(Object.keys(dup.body)).toEqual(['__all__']);
    });
  });

  describe('rack placement', () => {
    let ctx: Json;
    let base: Json;

    beforeAll(async () => {
      const basics = await deviceBasics(app, 'Rackp');
      const twoU = await make.deviceType(app, 'Rackp 2U', basics.manufacturer.id, { u_height: 2 });
      const halfDepth = await make.deviceType(app, 'Rackp Half', basics.manufacturer.id, { u_height: 1, is_full_depth: false });
      const otherSite = await make.site(app, 'Rackp Elsewhere');
      ctx = {
        ...basics,
        twoU,
        halfDepth,
        rack: await make.rack(app, 'Rackp R1', basics.site.id, { u_height: 42 }),
        foreignRack: await make.rack(app, 'Rackp Foreign', otherSite.id),
      };
      base = { device_type: basics.deviceType.id, role: basics.role.id, site: basics.site.id };
    });

    it('a position without a rack → 400 on position (with a face too, the face is reported: NetBox stops at the first problem)', async () => {
      const res = await postDevice({ ...base, name: 'no-rack', position: 5 });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ position: ['Cannot select a rack position without assigning a rack.'] });
      const both = await postDevice({ ...base, name: 'no-rack', position: 5, face: 'front' });
      expect(both.status).toBe(400);
      expect(both.body).toEqual({ face: ['Cannot select a rack face without assigning a rack.'] });
    });

    it('a face without a rack → 400 on face', async () => {
      const res = await postDevice({ ...base, name: 'no-rack-face', face: 'front' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ face: ['Cannot select a rack face without assigning a rack.'] });
    });

    it('a position without a face → 400 on face', async () => {
      const res = await postDevice({ ...base, name: 'no-face', rack: ctx.rack.id, position: 5 });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ face: ['Must specify rack face when defining rack position.'] });
    });

    it('a rack in another site → 400 on rack', async () => {
      const res = await postDevice({ ...base, name: 'foreign', rack: ctx.foreignRack.id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ rack: ['Rack Rackp Foreign does not belong to site Rackp Site.'] });
    });

    it('overlapping rack units → 400 on position; adjacent units are fine', async () => {
      const first = await postDevice({ ...base, device_type: ctx.twoU.id, name: 'u10-11', rack: ctx.rack.id, position: 10, face: 'front' });
      expect(first.status).toBe(201);
      const overlapTop = await postDevice({ ...base, name: 'u11', rack: ctx.rack.id, position: 11, face: 'front' });
      expect(overlapTop.status).toBe(400);
      expect(Object.keys(overlapTop.body)).toEqual(['position']);
      const overlapBottom = await postDevice({ ...base, device_type: ctx.twoU.id, name: 'u9-10', rack: ctx.rack.id, position: 9, face: 'front' });
      expect(overlapBottom.status).toBe(400);
      expect(Object.keys(overlapBottom.body)).toEqual(['position']);
      // a full-depth device takes the rear as well
      const rear = await postDevice({ ...base, name: 'u10-rear', rack: ctx.rack.id, position: 10, face: 'rear' });
      expect(rear.status).toBe(400);
      expect(Object.keys(rear.body)).toEqual(['position']);
      expect((await postDevice({ ...base, name: 'u12', rack: ctx.rack.id, position: 12, face: 'front' })).status).toBe(201);
      expect((await postDevice({ ...base, name: 'u9', rack: ctx.rack.id, position: 9, face: 'front' })).status).toBe(201);
    });

    it('half-depth devices may share a unit front and rear', async () => {
      const front = await postDevice({ ...base, device_type: ctx.halfDepth.id, name: 'h20-front', rack: ctx.rack.id, position: 20, face: 'front' });
      expect(front.status).toBe(201);
      const rear = await postDevice({ ...base, device_type: ctx.halfDepth.id, name: 'h20-rear', rack: ctx.rack.id, position: 20, face: 'rear' });
      expect(rear.status).toBe(201);
    });

    it('moving a device onto an occupied unit (PATCH) → 400 on position; moving it within its own units is fine', async () => {
      const dev = await postDevice({ ...base, name: 'mover', rack: ctx.rack.id, position: 30, face: 'front' });
      expect(dev.status).toBe(201);
      const onto = await app.inject('PATCH', `${devicesUrl}${dev.body.id}/`, { body: { position: 10 } });
      expect(onto.status).toBe(400);
      expect(Object.keys(onto.body)).toEqual(['position']);
      const same = await app.inject('PATCH', `${devicesUrl}${dev.body.id}/`, { body: { position: 30, description: 'still here' } });
      expect(same.status).toBe(200);
    });

    it('a racked device takes the rack’s location', async () => {
      const location = await make.location(app, 'Rackp Room', ctx.site.id);
      const rack = await make.rack(app, 'Rackp In Room', ctx.site.id, { location: location.id });
      const res = await postDevice({ ...base, name: 'located', rack: rack.id });
      expect(res.status).toBe(201);
      expect(res.body.location?.id).toBe(location.id);
    });
  });

  describe('config_context, display and brief', () => {
    let ctx: Json;
    let named: Json;
    let unnamed: Json;

    beforeAll(async () => {
      ctx = await deviceBasics(app, 'Ctx');
      const base = { device_type: ctx.deviceType.id, role: ctx.role.id, site: ctx.site.id };
      named = (await postDevice({ ...base, name: 'ctx-named', local_context_data: { ntp: '10.0.0.1' } })).body;
      unnamed = (await postDevice({ ...base, name: null })).body;
    });

    it('devices carry config_context (no contexts: their local data, else {}) in detail, list and the create response', async () => {
      // docs/models.md §6.3: local_context_data is merged into the rendered context; no data at all → {}
      expect(named.config_context).toEqual({ ntp: '10.0.0.1' });
      expect(unnamed.config_context).toEqual({});
      expect((await app.inject('GET', `${devicesUrl}${named.id}/`)).body.config_context).toEqual({ ntp: '10.0.0.1' });
      const list = await app.inject('GET', `${devicesUrl}?site_id=${ctx.site.id}`);
      for (const d of list.body.results) expect(d.config_context).toEqual(d.id === named.id ? { ntp: '10.0.0.1' } : {});
    });

    it('exclude=config_context drops it from the list and the detail, nothing else', async () => {
      const list = await app.inject('GET', `${devicesUrl}?site_id=${ctx.site.id}&exclude=config_context`);
      expect(list.status).toBe(200);
      expect(list.body.results).toHaveLength(2);
      for (const d of list.body.results) {
        expect(d).not.toHaveProperty('config_context');
        expect(d).toHaveProperty('local_context_data');
      }
      const one = await app.inject('GET', `${devicesUrl}${named.id}/?exclude=config_context`);
      expect(one.body).not.toHaveProperty('config_context');
      const full = await app.inject('GET', `${devicesUrl}${named.id}/`);
      const { config_context: _dropped, ...rest } = full.body;
      expect(one.body).toEqual(rest);
    });

    it('brief devices are {id, url, display, name, description}, without config_context', async () => {
      const res = await app.inject('GET', `${devicesUrl}?site_id=${ctx.site.id}&brief=1`);
      for (const d of res.body.results) expect(Object.keys(d)).toEqual(['id', 'url', 'display', 'name', 'description']);
      const one = await app.inject('GET', `${devicesUrl}${named.id}/?brief=true`);
      expect(one.body).not.toHaveProperty('config_context');
    });

    it('display: the name; "<Manufacturer> <Model> (<id>)" when unnamed', async () => {
      expect(named.display).toBe('ctx-named');
      expect(unnamed.display).toBe(`Ctx Maker Ctx Model (${unnamed.id})`);
      const listed = (await app.inject('GET', `${devicesUrl}?id=${unnamed.id}`)).body.results[0];
      expect(listed.display).toBe(`Ctx Maker Ctx Model (${unnamed.id})`);
    });

    it('display with an asset tag: "<name> (<asset tag>)", or "<Manufacturer> <Model> (<asset tag>)" when unnamed', async () => {
      const base = { device_type: ctx.deviceType.id, role: ctx.role.id, site: ctx.site.id };
      const tagged = await postDevice({ ...base, name: 'ctx-tagged', asset_tag: 'A-100' });
      expect(tagged.body.display).toBe('ctx-tagged (A-100)');
      const anon = await postDevice({ ...base, asset_tag: 'A-101' });
      expect(anon.body.display).toBe('Ctx Maker Ctx Model (A-101)');
    });

    it('nested devices (an interface’s device) show the same display', async () => {
      const iface = await make.interface(app, unnamed.id, 'eth0');
      expect(iface.device.display).toBe(`Ctx Maker Ctx Model (${unnamed.id})`);
    });
  });

  describe('filters and ordering', () => {
    let ctx: Json;

    const names = async (query: string) => {
      const res = await app.inject('GET', `${devicesUrl}?${query}&site_group_id=${ctx.group.id}&limit=100`);
      expect(res.status).toBe(200);
      return res.body.results.map((d: Json) => d.name);
    };

    beforeAll(async () => {
      const group = await make.siteGroup(app, 'Flt Sites');
      const parentTg = await make.tenantGroup(app, 'Flt TG Parent');
      const childTg = await make.tenantGroup(app, 'Flt TG Child', { parent: parentTg.id });
      const t1 = await make.tenant(app, 'Flt Tenant One', { group: childTg.id });
      const t2 = await make.tenant(app, 'Flt Tenant Two');
      const m1 = await make.manufacturer(app, 'Flt Maker One');
      const m2 = await make.manufacturer(app, 'Flt Maker Two');
      const dt1 = await make.deviceType(app, 'Flt Type One', m1.id);
      const dt2 = await make.deviceType(app, 'Flt Type Two', m2.id);
      const router = await make.deviceRole(app, 'Flt Router');
      const edge = await make.deviceRole(app, 'Flt Edge', { parent: router.id });
      const sw = await make.deviceRole(app, 'Flt Switch');
      const s1 = await make.site(app, 'Flt Site One', { group: group.id });
      const s2 = await make.site(app, 'Flt Site Two', { group: group.id });
      const rack = await make.rack(app, 'Flt Rack', s1.id);
      ctx = { group, parentTg, childTg, t1, t2, m1, m2, router, edge, sw, s1, s2, rack };
      await post<Json[]>(app, devicesUrl, [
        { name: 'Alpha', device_type: dt1.id, role: router.id, site: s1.id, rack: rack.id, tenant: t1.id, serial: 'SER-A' },
        { name: 'bravo', device_type: dt2.id, role: sw.id, site: s1.id, tenant: t2.id, status: 'planned', description: 'core switch' },
        { name: 'charlie', device_type: dt1.id, role: sw.id, site: s2.id, status: 'offline' },
        { name: null, device_type: dt2.id, role: edge.id, site: s2.id },
      ]);
    });

    it('default order: name, unnamed last', async () => {
      expect(await names('')).toEqual(['Alpha', 'bravo', 'charlie', null]);
    });

    it('ordering=-name', async () => {
      expect(await names('ordering=-name')).toEqual([null, 'charlie', 'bravo', 'Alpha']);
    });

    it('manufacturer_id (through the device type)', async () => {
      expect(await names(`manufacturer_id=${ctx.m1.id}`)).toEqual(['Alpha', 'charlie']);
      expect(await names(`manufacturer=flt-maker-two`)).toEqual(['bravo', null]);
    });

    it('role (slug) includes child roles; role_id too', async () => {
      expect(await names('role=flt-router')).toEqual(['Alpha', null]);
      expect(await names(`role_id=${ctx.sw.id}`)).toEqual(['bravo', 'charlie']);
    });

    it('site (slug) and site_id', async () => {
      expect(await names('site=flt-site-one')).toEqual(['Alpha', 'bravo']);
      expect(await names(`site_id=${ctx.s2.id}`)).toEqual(['charlie', null]);
    });

    it('rack_id', async () => {
      expect(await names(`rack_id=${ctx.rack.id}`)).toEqual(['Alpha']);
    });

    it('tenant_group_id of a parent group matches tenants of its child groups', async () => {
      expect(await names(`tenant_group_id=${ctx.parentTg.id}`)).toEqual(['Alpha']);
      expect(await names(`tenant_group=flt-tg-child`)).toEqual(['Alpha']);
      expect(await names(`tenant_id=${ctx.t2.id}`)).toEqual(['bravo']);
    });

    it('q searches name, serial and description', async () => {
      expect(await names('q=brav')).toEqual(['bravo']);
      expect(await names('q=ser-a')).toEqual(['Alpha']);
      expect(await names('q=CORE%20SWITCH')).toEqual(['bravo']);
    });

    it('name is a case-insensitive exact match', async () => {
      expect(await names('name=ALPHA')).toEqual(['Alpha']);
      expect(await names('name=alp')).toEqual([]);
      expect(await names('name=alpha&name=CHARLIE')).toEqual(['Alpha', 'charlie']);
    });

    it('status and status__n', async () => {
      expect(await names('status__n=active')).toEqual(['bravo', 'charlie']);
      expect(await names('status=planned&status=offline')).toEqual(['bravo', 'charlie']);
    });

    it('an unknown status → 400 naming the parameter', async () => {
      const res = await app.inject('GET', `${devicesUrl}?status=foo`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: ['Select a valid choice. foo is not one of the available choices.'] });
    });

    it('an unknown site_id → 400', async () => {
      const res = await app.inject('GET', `${devicesUrl}?site_id=999999`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ site_id: ['Select a valid choice. 999999 is not one of the available choices.'] });
    });
  });

  describe('deletion', () => {
    it('deleting a device cascades its interfaces', async () => {
      const { site, deviceType, role } = await deviceBasics(app, 'Casc');
      const dev = (await postDevice({ name: 'casc', site: site.id, device_type: deviceType.id, role: role.id })).body;
      const keep = (await postDevice({ name: 'casc-keep', site: site.id, device_type: deviceType.id, role: role.id })).body;
      const gone = [(await make.interface(app, dev.id, 'eth0')).id, (await make.interface(app, dev.id, 'eth1')).id];
      await make.interface(app, keep.id, 'eth0');
      expect((await app.inject('GET', `/api/dcim/interfaces/?device_id=${dev.id}`)).body.count).toBe(2);
      expect((await app.inject('DELETE', `${devicesUrl}${dev.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `/api/dcim/interfaces/?device_id=${keep.id}`)).body.count).toBe(1);
      for (const id of gone) expect((await app.inject('GET', `/api/dcim/interfaces/${id}/`)).status).toBe(404);
      const all = await app.inject('GET', '/api/dcim/interfaces/?limit=1000');
      expect(all.body.results.filter((i: Json) => i.device.id === dev.id)).toEqual([]);
    });

    it('a device type, role or tenant in use cannot be deleted (409 naming the device)', async () => {
      const { site, deviceType, role } = await deviceBasics(app, 'Prot');
      const dev = (await postDevice({ name: 'prot', site: site.id, device_type: deviceType.id, role: role.id })).body;
      for (const url of [`/api/dcim/device-types/${deviceType.id}/`, `/api/dcim/device-roles/${role.id}/`]) {
        const res = await app.inject('DELETE', url);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: `Unable to delete object. 1 dependent objects were found: prot (${dev.id})` });
      }
    });
  });
});
