import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { member } from '../helpers/users';
import { parseXml } from '../helpers/xml';

/** Racks, rack types and reservations; rack placement of devices; the rack elevation (NetBox 4.6's rules and shapes). */
describe('dcim racks', () => {
  let app: TestApp;
  type Json = Record<string, any>;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const count = async (path: string) => (await app.inject('GET', `${path}?limit=1`)).body.count as number;

  describe('rack types', () => {
    let manufacturer: Json;
    let site: Json;

    beforeAll(async () => {
      manufacturer = await make.manufacturer(app, 'Rt Maker');
      site = await make.site(app, 'Rt Site');
    });

    it('a rack of a type takes the type’s physical attributes, whatever it was given', async () => {
      const type = await post(app, '/api/dcim/rack-types/', {
        manufacturer: manufacturer.id,
        model: 'Rt Cabinet',
        slug: 'rt-cabinet',
        form_factor: '4-post-cabinet',
        width: 23,
        u_height: 45,
        starting_unit: 3,
        desc_units: true,
        outer_width: 600,
        outer_unit: 'mm',
        weight: 80,
        max_weight: 900,
        weight_unit: 'kg',
        mounting_depth: 750,
      });
      const rack = await make.rack(app, 'Rt Rack', site.id, { rack_type: type.id, u_height: 10, width: 19 });
      expect(rack.rack_type).toEqual({
        id: type.id,
        url: expect.stringMatching(new RegExp(`/api/dcim/rack-types/${type.id}/$`)),
        display: 'Rt Cabinet',
        manufacturer: expect.objectContaining({ id: manufacturer.id, name: 'Rt Maker' }),
        model: 'Rt Cabinet',
        slug: 'rt-cabinet',
        description: '',
        rack_count: 1,
      });
      expect(rack).toMatchObject({
        form_factor: { value: '4-post-cabinet', label: '4-post cabinet' },
        width: { value: 23, label: '23 inches' },
        u_height: 45,
        starting_unit: 3,
        desc_units: true,
        outer_width: 600,
        outer_unit: { value: 'mm', label: 'Millimeters' },
        weight: 80,
        max_weight: 900,
        weight_unit: { value: 'kg', label: 'Kilograms' },
        mounting_depth: 750,
      });
      expect((await app.inject('GET', `/api/dcim/rack-types/${type.id}/`)).body.rack_count).toBe(1);
    });

    it('changing a rack type changes its racks, each with a change record after the type’s', async () => {
      const type = await post(app, '/api/dcim/rack-types/', {
        manufacturer: manufacturer.id,
        model: 'Rt Frame',
        slug: 'rt-frame',
        form_factor: '2-post-frame',
      });
      const racks = [
        await make.rack(app, 'Rt Framed 1', site.id, { rack_type: type.id }),
        await make.rack(app, 'Rt Framed 2', site.id, { rack_type: type.id }),
      ];
      const res = await app.inject('PATCH', `/api/dcim/rack-types/${type.id}/`, { body: { u_height: 20, outer_depth: 800, outer_unit: 'in' } });
      expect(res.status).toBe(200);
      for (const rack of racks) {
        const after = (await app.inject('GET', `/api/dcim/racks/${rack.id}/`)).body;
        expect([after.u_height, after.outer_depth, after.outer_unit?.value]).toEqual([20, 800, 'in']);
      }
      const changes = (await app.inject('GET', `/api/core/object-changes/?request_id=${res.headers['x-request-id']}`)).body.results.sort(
        (a: Json, b: Json) => a.id - b.id,
      );
      expect(changes.map((c: Json) => [c.changed_object_type, c.changed_object_id, c.action.value])).toEqual([
        ['dcim.racktype', type.id, 'update'],
        ['dcim.rack', racks[0].id, 'update'],
        ['dcim.rack', racks[1].id, 'update'],
      ]);
      expect(changes[1].prechange_data.u_height).toBe(42);
      expect(changes[1].postchange_data.u_height).toBe(20);
    });

    it('outer dimensions, weights and maximum weights need their units (400 __all__, nothing written)', async () => {
      const before = await count('/api/dcim/rack-types/');
      const base = { manufacturer: manufacturer.id, form_factor: 'wall-frame' };
      const cases: [Json, string][] = [
        [{ weight: 5 }, 'Must specify a unit when setting a weight'],
        [{ outer_height: 100 }, 'Must specify a unit when setting an outer dimension'],
        [{ max_weight: 100 }, 'Must specify a unit when setting a maximum weight'],
      ];
      for (const [extra, message] of cases) {
        const res = await app.inject('POST', '/api/dcim/rack-types/', { body: { ...base, model: 'Rt Bad', slug: 'rt-bad', ...extra } });
        expect([res.status, res.body]).toEqual([400, { __all__: [message] }]);
      }
      expect(await count('/api/dcim/rack-types/')).toBe(before);
    });

    it('a rack type in use cannot be deleted (409)', async () => {
      const type = (await app.inject('GET', '/api/dcim/rack-types/?slug=rt-cabinet')).body.results[0];
      const res = await app.inject('DELETE', `/api/dcim/rack-types/${type.id}/`);
      expect(res.status).toBe(409);
      expect(res.body.detail).toMatch(/^Unable to delete object\. 1 dependent objects were found: Rt Rack \(\d+\)$/);
    });
  });

  describe('rack rules', () => {
    let site: Json;
    let basics: Json;

    beforeAll(async () => {
      basics = await deviceBasics(app, 'Rr');
      site = basics.site;
    });

    it('a location of another site, or units missing for weights and dimensions → 400 __all__, nothing written', async () => {
      const elsewhere = await make.location(app, 'Rr Elsewhere', (await make.site(app, 'Rr Other Site')).id);
      const before = await count('/api/dcim/racks/');
      const cases: [Json, string][] = [
        [{ location: elsewhere.id }, 'Assigned location must belong to parent site (Rr Site).'],
        [{ weight: 10 }, 'Must specify a unit when setting a weight'],
        [{ outer_depth: 100 }, 'Must specify a unit when setting an outer dimension'],
        [{ max_weight: 10 }, 'Must specify a unit when setting a maximum weight'],
      ];
      for (const [extra, message] of cases) {
        const res = await app.inject('POST', '/api/dcim/racks/', { body: { name: 'Rr Bad', site: site.id, ...extra } });
        expect([res.status, res.body]).toEqual([400, { __all__: [message] }]);
      }
      expect(await count('/api/dcim/racks/')).toBe(before);
    });

    it('a rack cannot shrink below, or start numbering above, the devices placed in it (400 naming the field)', async () => {
      const rack = await make.rack(app, 'Rr Filled', site.id, { u_height: 42 });
      const twoU = await make.deviceType(app, 'Rr 2U', basics.manufacturer.id, { u_height: 2 });
      const device = { device_type: twoU.id, role: basics.role.id, site: site.id, rack: rack.id, face: 'front' };
      await make.device(app, { ...device, name: 'rr-top', position: 30 });
      await make.device(app, { ...device, name: 'rr-low', position: 5 });
      const shrink = await app.inject('PATCH', `/api/dcim/racks/${rack.id}/`, { body: { u_height: 30 } });
      expect([shrink.status, shrink.body]).toEqual([400, { u_height: ['Rack must be at least 31.0U tall to house currently installed devices.'] }]);
      const renumber = await app.inject('PATCH', `/api/dcim/racks/${rack.id}/`, { body: { starting_unit: 6 } });
      expect([renumber.status, renumber.body]).toEqual([
        400,
        { starting_unit: ['Rack unit numbering must begin at 5.0 or less to house currently installed devices.'] },
      ]);
      const short = await post(app, '/api/dcim/rack-types/', {
        manufacturer: basics.manufacturer.id,
        model: 'Rr Short',
        slug: 'rr-short',
        form_factor: '4-post-frame',
        u_height: 20,
      });
      const retype = await app.inject('PATCH', `/api/dcim/racks/${rack.id}/`, { body: { rack_type: short.id } });
      expect([retype.status, retype.body]).toEqual([400, { rack_type: ['Rack must be at least 31.0U tall to house currently installed devices.'] }]);
      expect((await app.inject('GET', `/api/dcim/racks/${rack.id}/`)).body).toMatchObject({ u_height: 42, starting_unit: 1, rack_type: null });
      expect((await app.inject('PATCH', `/api/dcim/racks/${rack.id}/`, { body: { u_height: 31 } })).status).toBe(200);
    });

    it('a rack moved to another site or location takes its devices along, each recorded, counters following', async () => {
      const rack = await make.rack(app, 'Rr Mover', site.id);
      const placed = await make.device(app, {
        name: 'rr-moving',
        device_type: basics.deviceType.id,
        role: basics.role.id,
        site: site.id,
        rack: rack.id,
      });
      const newSite = await make.site(app, 'Rr New Site');
      const room = await make.location(app, 'Rr New Room', newSite.id);
      const res = await app.inject('PATCH', `/api/dcim/racks/${rack.id}/`, { body: { site: newSite.id, location: room.id } });
      expect(res.status).toBe(200);
      const device = (await app.inject('GET', `/api/dcim/devices/${placed.id}/`)).body;
      expect([device.site.id, device.location.id]).toEqual([newSite.id, room.id]);
      expect((await app.inject('GET', `/api/dcim/sites/${newSite.id}/`)).body.device_count).toBe(1);
      const changes = (await app.inject('GET', `/api/core/object-changes/?request_id=${res.headers['x-request-id']}`)).body.results;
      expect(changes.map((c: Json) => c.changed_object_type).sort()).toEqual(['dcim.device', 'dcim.rack']);
    });

    it('filters: group, rack type, manufacturer (through the type), serial (any case)', async () => {
      const group = await post(app, '/api/dcim/rack-groups/', { name: 'Rr Row', slug: 'rr-row' });
      const maker = await make.manufacturer(app, 'Rr Rack Maker');
      const type = await post(app, '/api/dcim/rack-types/', {
        manufacturer: maker.id,
        model: 'Rr Typed',
        slug: 'rr-typed',
        form_factor: 'wall-cabinet',
      });
      const a = await make.rack(app, 'Rr A', site.id, { group: group.id, serial: 'ABC-1' });
      const b = await make.rack(app, 'Rr B', site.id, { rack_type: type.id });
      const ids = async (query: string) => (await app.inject('GET', `/api/dcim/racks/?${query}`)).body.results.map((r: Json) => r.id);
      expect(await ids(`group_id=${group.id}`)).toEqual([a.id]);
      expect(await ids('group=rr-row')).toEqual([a.id]);
      expect(await ids(`rack_type_id=${type.id}`)).toEqual([b.id]);
      expect(await ids('rack_type=rr-typed')).toEqual([b.id]);
      expect(await ids(`manufacturer_id=${maker.id}`)).toEqual([b.id]);
      expect(await ids('manufacturer=rr-rack-maker')).toEqual([b.id]);
      expect(await ids('serial=abc-1')).toEqual([a.id]);
      expect((await app.inject('GET', `/api/dcim/rack-groups/${group.id}/`)).body.rack_count).toBe(1);
      // a rack's group nests without its rack count, as NetBox's nested serializers leave counts out
      expect((await app.inject('GET', `/api/dcim/racks/${a.id}/`)).body.group).toEqual({
        id: group.id,
        url: expect.any(String),
        display: 'Rr Row',
        name: 'Rr Row',
        slug: 'rr-row',
        description: '',
      });
    });
  });

  describe('rack reservations', () => {
    let rack: Json;
    let userId: number;
    const reservations = '/api/dcim/rack-reservations/';

    beforeAll(async () => {
      const site = await make.site(app, 'Rv Site');
      rack = await make.rack(app, 'Rv Rack', site.id, { u_height: 10, facility_id: 'F7' });
      userId = (await app.inject('GET', '/api/users/users/?username=admin')).body.results[0].id;
    });

    const reserve = (units: unknown, extra: Json = {}) =>
      app.inject('POST', reservations, { body: { rack: rack.id, units, user: userId, description: 'test', ...extra } });

    it('a reservation is shown with its units, unit count, user and NetBox’s display', async () => {
      const res = await reserve([1, 2, '3'], { description: 'first' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        display: 'Reservation for rack Rv Rack (F7)',
        rack: { id: rack.id, url: expect.any(String), display: 'Rv Rack (F7)', name: 'Rv Rack', description: '' },
        units: [1, 2, 3],
        unit_count: 3,
        status: { value: 'active', label: 'Active' },
        user: { id: userId, url: expect.any(String), display: 'admin', username: 'admin' },
        tenant: null,
        description: 'first',
      });
    });

    it('units outside the rack → 400 on units naming them, nothing written', async () => {
      const before = await count(reservations);
      const res = await reserve([0, 5, 11, 12]);
      expect([res.status, res.body]).toEqual([400, { units: ['Invalid unit(s) for 10U rack: 0, 11, 12'] }]);
      expect(await count(reservations)).toBe(before);
    });

    it('units another reservation holds → 400 on units naming them; a reservation may keep its own units', async () => {
      const res = await reserve([3, 4, 2]);
      expect([res.status, res.body]).toEqual([400, { units: ['The following units have already been reserved: 3, 2'] }]);
      const own = (await app.inject('GET', `${reservations}?description=first`)).body.results[0];
      const kept = await app.inject('PATCH', `${reservations}${own.id}/`, { body: { units: [1, 2, 3, 4] } });
      expect(kept.status).toBe(200);
      expect(kept.body.units).toEqual([1, 2, 3, 4]);
    });

    it('a bulk create whose items overlap each other → 400 for that item, nothing written', async () => {
      const before = await count(reservations);
      const body = [
        { rack: rack.id, units: [7, 8], user: userId, description: 'a' },
        { rack: rack.id, units: [8, 9], user: userId, description: 'b' },
      ];
      const res = await app.inject('POST', reservations, { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual([{}, { units: ['The following units have already been reserved: 8'] }]);
      expect(await count(reservations)).toBe(before);
    });

    it('units must be a non-empty list of small whole numbers; the description is required', async () => {
      const cases: [unknown, string][] = [
        [[], 'This field cannot be blank.'],
        ['1,2', 'Expected a list of items but got type "str".'],
        [[1.5], 'A valid integer is required.'],
        [[-1], 'Ensure this value is greater than or equal to 0.'],
      ];
      for (const [units, message] of cases) {
        const res = await reserve(units);
        expect([res.status, res.body]).toEqual([400, { units: [message] }]);
      }
      const res = await app.inject('POST', reservations, { body: { rack: rack.id, units: [6], user: userId } });
      expect([res.status, res.body]).toEqual([400, { description: ['This field is required.'] }]);
    });

    it('filters: unit, unit_count_min/max, site, user (username), q over rack, user and description', async () => {
      await reserve([10], { description: 'top unit' });
      const descriptions = async (query: string) =>
        (await app.inject('GET', `${reservations}?rack_id=${rack.id}&${query}`)).body.results.map((r: Json) => r.description).sort();
      expect(await descriptions('unit=4')).toEqual(['first']);
      expect(await descriptions('unit=10')).toEqual(['top unit']);
      expect(await descriptions('unit_count_min=2')).toEqual(['first']);
      expect(await descriptions('unit_count_max=1')).toEqual(['top unit']);
      expect(await descriptions('site=rv-site')).toEqual(['first', 'top unit']);
      expect(await descriptions('user=admin')).toEqual(['first', 'top unit']);
      expect(await descriptions('q=F7')).toEqual(['first', 'top unit']);
      expect(await descriptions('q=top')).toEqual(['top unit']);
      const bad = await app.inject('GET', `${reservations}?unit=x`);
      expect([bad.status, bad.body]).toEqual([400, { unit: ['Enter a number.'] }]);
    });

    it('deleting the rack takes its reservations with it', async () => {
      const site = await make.site(app, 'Rv Gone Site');
      const gone = await make.rack(app, 'Rv Gone', site.id);
      const r = await post(app, reservations, { rack: gone.id, units: [1], user: userId, description: 'gone' });
      expect((await app.inject('DELETE', `/api/dcim/racks/${gone.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `${reservations}${r.id}/`)).status).toBe(404);
    });
  });

  describe('rack placement (NetBox’s Device.clean)', () => {
    let ctx: Json;
    let base: Json;
    const devices = '/api/dcim/devices/';
    const place = (body: Json) => app.inject('POST', devices, { body: { ...base, ...body } });

    beforeAll(async () => {
      const basics = await deviceBasics(app, 'Pl');
      const m = basics.manufacturer.id;
      ctx = {
        ...basics,
        half: await make.deviceType(app, 'Pl Half', m, { is_full_depth: false }),
        twoU: await make.deviceType(app, 'Pl 2U', m, { u_height: 2 }),
        zeroU: await make.deviceType(app, 'Pl 0U', m, { u_height: 0 }),
        child: await make.deviceType(app, 'Pl Child', m, { u_height: 0, subdevice_role: 'child' }),
        rack: await make.rack(app, 'Pl Rack', basics.site.id, { u_height: 10 }),
      };
      base = { device_type: basics.deviceType.id, role: basics.role.id, site: basics.site.id };
    });

    it('overlapping positions → 400 naming position with NetBox’s message, nothing written', async () => {
      expect((await place({ name: 'pl-a', device_type: ctx.twoU.id, rack: ctx.rack.id, position: 4, face: 'front' })).status).toBe(201);
      const before = await count(devices);
      const res = await place({ name: 'pl-b', rack: ctx.rack.id, position: 5, face: 'front' });
      expect([res.status, res.body]).toEqual([
        400,
        { position: ['U5.0 is already occupied or does not have sufficient space to accommodate this device type: Pl Model (1.0U)'] },
      ]);
      expect(await count(devices)).toBe(before);
    });

    it('a position whose units run past the top of the rack, or below its first unit → 400 on position', async () => {
      const top = await place({ name: 'pl-top', device_type: ctx.twoU.id, rack: ctx.rack.id, position: 10, face: 'front' });
      expect([top.status, top.body]).toEqual([
        400,
        { position: ['U10.0 is already occupied or does not have sufficient space to accommodate this device type: Pl 2U (2.0U)'] },
      ]);
      const low = await place({ name: 'pl-low', rack: ctx.rack.id, position: 0.5, face: 'front' });
      expect(low.status).toBe(400);
      expect(low.body.position).toContain('Ensure this value is greater than or equal to 1.');
      const half = await place({ name: 'pl-quarter', rack: ctx.rack.id, position: 2.25, face: 'front' });
      expect(half.status).toBe(400);
      expect(half.body.position).toEqual(['Ensure that there are no more than 1 decimal places.']);
    });

    it('a full-depth device takes both faces; half-depth devices share a unit front and rear', async () => {
      const rear = await place({ name: 'pl-rear', device_type: ctx.half.id, rack: ctx.rack.id, position: 4, face: 'rear' });
      expect(rear.status).toBe(400);
      expect(Object.keys(rear.body)).toEqual(['position']);
      expect((await place({ name: 'pl-h-front', device_type: ctx.half.id, rack: ctx.rack.id, position: 8, face: 'front' })).status).toBe(201);
      expect((await place({ name: 'pl-h-rear', device_type: ctx.half.id, rack: ctx.rack.id, position: 8, face: 'rear' })).status).toBe(201);
      const full = await place({ name: 'pl-full', rack: ctx.rack.id, position: 8, face: 'front' });
      expect(full.status).toBe(400);
      expect(Object.keys(full.body)).toEqual(['position']);
    });

    it('0U devices and child devices take no position; a child takes no face (it sits in its parent’s bay)', async () => {
      const zero = await place({ name: 'pl-zero', device_type: ctx.zeroU.id, rack: ctx.rack.id, position: 1, face: 'front' });
      expect([zero.status, zero.body]).toEqual([400, { position: ['A 0U device type (Pl 0U) cannot be assigned to a rack position.'] }]);
      expect((await place({ name: 'pl-zero-ok', device_type: ctx.zeroU.id, rack: ctx.rack.id, face: 'rear' })).status).toBe(201);
      const childFace = await place({ name: 'pl-child', device_type: ctx.child.id, rack: ctx.rack.id, face: 'front' });
      expect([childFace.status, childFace.body]).toEqual([
        400,
        { face: ['Child device types cannot be assigned to a rack face. This is an attribute of the parent device.'] },
      ]);
      expect((await place({ name: 'pl-child-ok', device_type: ctx.child.id, rack: ctx.rack.id })).status).toBe(201);
    });

    it('a rack without a location and a device with one → 400 on rack', async () => {
      const room = await make.location(app, 'Pl Room', ctx.site.id);
      const res = await place({ name: 'pl-room', rack: ctx.rack.id, location: room.id });
      expect([res.status, res.body]).toEqual([400, { rack: ['Rack Pl Rack does not belong to location Pl Room.'] }]);
    });

    it('a device type grown taller must still fit its placed devices; one placed device forbids 0U', async () => {
      const type = await make.deviceType(app, 'Pl Grow', ctx.manufacturer.id);
      await place({ name: 'pl-grow', device_type: type.id, rack: ctx.rack.id, position: 3, face: 'front' });
      const grow = await app.inject('PATCH', `/api/dcim/device-types/${type.id}/`, { body: { u_height: 2 } });
      expect([grow.status, grow.body]).toEqual([
        400,
        { u_height: ['Device pl-grow in rack Pl Rack does not have sufficient space to accommodate a height of 2.0U'] },
      ]);
      const flat = await app.inject('PATCH', `/api/dcim/device-types/${type.id}/`, { body: { u_height: 0 } });
      expect(flat.status).toBe(400);
      expect(flat.body.u_height[0]).toMatch(/^Unable to set 0U height: Found <a href="[^"]+">1 instances<\/a> already mounted within racks\.$/);
      expect((await app.inject('GET', `/api/dcim/device-types/${type.id}/`)).body.u_height).toBe(1);
    });
  });

  describe('elevation', () => {
    let rack: Json;
    let devices: Record<string, Json>;

    beforeAll(async () => {
      const basics = await deviceBasics(app, 'El');
      const m = basics.manufacturer.id;
      const full2U = await make.deviceType(app, 'El Full 2U', m, { u_height: 2 });
      const half = await make.deviceType(app, 'El Half', m, { is_full_depth: false });
      const zero = await make.deviceType(app, 'El PDU', m, { u_height: 0 });
      rack = await make.rack(app, 'El Rack', basics.site.id, { u_height: 4 });
      const base = { role: basics.role.id, site: basics.site.id, rack: rack.id };
      devices = {
        full: await make.device(app, { ...base, name: 'el-full', device_type: full2U.id, position: 1, face: 'front' }),
        front: await make.device(app, { ...base, name: 'el-front', device_type: half.id, position: 3, face: 'front', asset_tag: 'EL-3' }),
        rear: await make.device(app, { ...base, name: 'el-rear', device_type: half.id, position: 4, face: 'rear' }),
        pdu: await make.device(app, { ...base, name: 'el-pdu', device_type: zero.id, face: 'rear' }),
      };
      await post(app, '/api/dcim/rack-reservations/', {
        rack: rack.id,
        units: [4],
        user: (await app.inject('GET', '/api/users/users/?username=admin')).body.results[0].id,
        description: 'kept <free>',
      });
    });

    const elevation = (query = '', token?: string) => app.inject('GET', `/api/dcim/racks/${rack.id}/elevation/${query}`, token ? { token } : {});
    const brief = (d: Json) => ({ id: d.id, url: d.url, display: d.display, name: d.name, description: d.description });
    const unit = (id: number, face: string, device: Json | null, occupied = device !== null) => {
      const name = `U${Number.isInteger(id) ? id : id.toFixed(1)}`;
      return {
        id,
        name,
        face: { value: face, label: face === 'front' ? 'Front' : 'Rear' },
        device: device && brief(device),
        occupied,
        display: name,
        description: device ? device.display : null,
      };
    };

    it('front: every half unit top to bottom with its occupant; full depth shows, the rear half-depth device and the 0U one do not', async () => {
      const res = await elevation();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        count: 8,
        next: null,
        previous: null,
        results: [
          unit(4.5, 'front', null),
          unit(4, 'front', null),
          unit(3.5, 'front', devices.front),
          unit(3, 'front', devices.front),
          unit(2.5, 'front', devices.full),
          unit(2, 'front', devices.full),
          unit(1.5, 'front', devices.full),
          unit(1, 'front', devices.full),
        ],
      });
      expect(res.body.results[3].description).toBe('el-front (EL-3)');
      // unit numbers keep their decimal place, as NetBox writes them
      expect(res.text).toContain('"id":4.0,');
    });

    it('rear; expand_devices=false marks only each device’s lowest unit; exclude leaves a device out', async () => {
      const rear = await elevation('?face=rear');
      expect(rear.body.results).toEqual([
        unit(4.5, 'rear', devices.rear),
        unit(4, 'rear', devices.rear),
        unit(3.5, 'rear', null),
        unit(3, 'rear', null),
        unit(2.5, 'rear', devices.full),
        unit(2, 'rear', devices.full),
        unit(1.5, 'rear', devices.full),
        unit(1, 'rear', devices.full),
      ]);
      const lowest = await elevation('?expand_devices=false');
      expect(lowest.body.results.filter((u: Json) => u.occupied).map((u: Json) => [u.name, u.device.name])).toEqual([
        ['U3', 'el-front'],
        ['U1', 'el-full'],
      ]);
      const excluded = await elevation(`?exclude=${devices.full.id}`);
      expect(excluded.body.results.filter((u: Json) => u.occupied).map((u: Json) => u.name)).toEqual(['U3.5', 'U3']);
    });

    it('q matches unit numbers and names; the list pages like any list', async () => {
      expect((await elevation('?q=U3')).body.results.map((u: Json) => u.name)).toEqual(['U3.5', 'U3']);
      expect((await elevation('?q=.5')).body.count).toBe(4);
      const page = await elevation('?limit=3&offset=3');
      expect(page.body.count).toBe(8);
      expect(page.body.results.map((u: Json) => u.name)).toEqual(['U3', 'U2.5', 'U2']);
      expect(new URL(page.body.next).search).toBe('?limit=3&offset=6');
      expect(new URL(page.body.previous).search).toBe('?limit=3');
    });

    it('bad parameters → 400 naming them; an unknown rack → 404; POST → 405', async () => {
      const bad = await elevation('?face=top&expand_devices=maybe&unit_width=wide');
      expect([bad.status, bad.body]).toEqual([
        400,
        { face: ['"top" is not a valid choice.'], unit_width: ['A valid integer is required.'], expand_devices: ['Must be a valid boolean.'] },
      ]);
      const missing = await app.inject('GET', '/api/dcim/racks/999999/elevation/');
      expect([missing.status, missing.body]).toEqual([404, { detail: 'No Rack matches the given query.' }]);
      const posted = await app.inject('POST', `/api/dcim/racks/${rack.id}/elevation/`, { body: {} });
      expect(posted.status).toBe(405);
      expect(posted.headers.allow).toBe('GET, HEAD, OPTIONS');
    });

    it('devices the caller may not view occupy their units unnamed', async () => {
      const viewer = await member(app, 'el-viewer', [
        { object_types: ['dcim.rack'], actions: ['view'] },
        { object_types: ['dcim.device'], actions: ['view'], constraints: { name: 'el-front' } },
      ]);
      const res = await elevation('', viewer.token);
      expect(res.status).toBe(200);
      expect(res.body.results.map((u: Json) => [u.name, u.device?.name ?? null, u.occupied])).toEqual([
        ['U4.5', null, false],
        ['U4', null, false],
        ['U3.5', 'el-front', true],
        ['U3', 'el-front', true],
        ['U2.5', null, true],
        ['U2', null, true],
        ['U1.5', null, true],
        ['U1', null, true],
      ]);
    });

    it('render=svg: a well-formed SVG picture of the face (image/svg+xml) naming its devices', async () => {
      const front = await elevation('?render=svg');
      expect(front.status).toBe(200);
      expect(front.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = await parseXml(front.text);
      expect(svg.error).toBeNull();
      expect(svg.root).toBe('svg');
      const labels = svg.texts('text');
      expect(labels).toEqual(expect.arrayContaining(['el-full', 'el-front', '4', '1']));
      expect(labels).not.toContain('el-rear');
      expect(labels).not.toContain('el-pdu');
      expect(svg.attributes('a', 'href')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`/dcim/devices/${devices.full.id}/$`)),
          expect.stringMatching(/\/dcim\/rack-reservations\/\d+\/$/),
        ]),
      );
      // the reservation's description is escaped, not markup
      expect(svg.texts('title')).toEqual(expect.arrayContaining([expect.stringMatching(/^Reservation #\d+: kept <free>$/)]));
      const rear = await parseXml((await elevation('?render=svg&face=rear&unit_height=30')).text);
      expect(rear.error).toBeNull();
      expect(rear.texts('text')).toEqual(expect.arrayContaining(['el-rear', 'el-full']));
      expect(rear.attributes('svg', 'height')).toEqual([String(4 * 30 + 4)]);
    });
  });
});
