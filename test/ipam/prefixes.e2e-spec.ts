import { startApp, TestApp } from '../helpers/app';
import { make } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';

type Json = Record<string, any>;

/** Prefixes (docs/models.md §2.6): CIDR handling, hierarchy, scope, uniqueness, filters. */
describe('ipam prefixes', () => {
  let app: TestApp;
  const P = '/api/ipam/prefixes/';
  const post = (body: unknown) => app.inject('POST', P, { body });
  const get = async (id: number) => (await app.inject('GET', `${P}${id}/`)).body;
  /** `prefix → [children, _depth]` of the listed prefixes */
  const tree = async (query: string) => {
    const res = await app.inject('GET', `${P}?limit=1000&${query}`);
    expect(res.status).toBe(200);
    return Object.fromEntries(res.body.results.map((p: Json) => [`${p.vrf?.name ?? 'global'} ${p.prefix}`, [p.children, p._depth]]));
  };
  const ids = async (query: string) => (await app.inject('GET', `${P}?limit=1000&${query}`)).body.results.map((p: Json) => p.prefix);

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('CIDR values', () => {
    it('clears host bits on write, keeps the mask, derives the family; status defaults to active', async () => {
      const res = await post({ prefix: '10.77.1.5/24' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        prefix: '10.77.1.0/24',
        display: '10.77.1.0/24',
        family: { value: 4, label: 'IPv4' },
        status: { value: 'active', label: 'Active' },
        role: null,
        is_pool: false,
        mark_utilized: false,
        description: '',
        comments: '',
        children: 0,
        _depth: 0,
      });
      const v6 = await post({ prefix: '2001:DB8:0:1::77/64' });
      expect(v6.body).toMatchObject({ prefix: '2001:db8:0:1::/64', family: { value: 6, label: 'IPv6' } });
      const patched = await app.inject('PATCH', `${P}${res.body.id}/`, { body: { prefix: '10.78.3.3/16' } });
      expect(patched.body.prefix).toBe('10.78.0.0/16');
      const host = await post({ prefix: '10.79.0.1' });
      expect(host.body.prefix).toBe('10.79.0.1/32');
    });

    it('an invalid CIDR is a 400 naming the value, never a 5xx; /0 is refused', async () => {
      for (const bad of ['10.0.0.256/24', '10.0.0.0/33', 'not-a-prefix', '2001:db8::/129', '10.1/16', 'fe80::1%eth0/64', '10.0.0.0/-1']) {
        const res = await post({ prefix: bad });
        expect({ bad, status: res.status, body: res.body }).toEqual({ bad, status: 400, body: { prefix: [`Invalid IP prefix format: ${bad}`] } });
      }
      expect((await post({ prefix: '' })).body).toEqual({ prefix: ['This field may not be blank.'] });
      expect((await post({ prefix: 42 })).body).toEqual({ prefix: ['Invalid IP prefix format: 42'] });
      expect((await post({ prefix: '0.0.0.0/0' })).body).toEqual({ prefix: ['Cannot create prefix with /0 mask.'] });
      expect((await post({ prefix: '::/0' })).body).toEqual({ prefix: ['Cannot create prefix with /0 mask.'] });
    });
  });

  describe('hierarchy: children and _depth by strict containment in the same VRF', () => {
    let red: Json;
    let blue: Json;
    const made: Record<string, Json> = {};

    beforeAll(async () => {
      red = await ipam.vrf(app, 'Red');
      blue = await ipam.vrf(app, 'Blue');
      for (const [key, prefix, vrf] of [
        ['r8', '11.0.0.0/8', red],
        ['r16', '11.1.0.0/16', red],
        ['r24', '11.1.1.0/24', red],
        ['b8', '11.0.0.0/8', blue],
        ['b16', '11.1.0.0/16', blue],
        ['b24', '11.1.1.0/24', blue],
      ] as const) {
        made[key] = (await post({ prefix, vrf: vrf.id })).body;
      }
    });

    it('nested /8 → /16 → /24 in two VRFs: depths 0/1/2 and children 2/1/0 in each, VRFs apart', async () => {
      expect(await tree('within_include=11.0.0.0/8')).toEqual({
        'Red 11.0.0.0/8': [2, 0],
        'Red 11.1.0.0/16': [1, 1],
        'Red 11.1.1.0/24': [0, 2],
        'Blue 11.0.0.0/8': [2, 0],
        'Blue 11.1.0.0/16': [1, 1],
        'Blue 11.1.1.0/24': [0, 2],
      });
      // the creating response already carries the counts
      expect(made.r24).toMatchObject({ _depth: 2, children: 0 });
    });

    it('deleting the middle prefix recounts both neighbours; the other VRF is untouched', async () => {
      expect((await app.inject('DELETE', `${P}${made.r16.id}/`)).status).toBe(204);
      expect(await tree('within_include=11.0.0.0/8')).toEqual({
        'Red 11.0.0.0/8': [1, 0],
        'Red 11.1.1.0/24': [0, 1],
        'Blue 11.0.0.0/8': [2, 0],
        'Blue 11.1.0.0/16': [1, 1],
        'Blue 11.1.1.0/24': [0, 2],
      });
    });

    it('moving a prefix to another VRF or another network recounts the old and the new place', async () => {
      const moved = await app.inject('PATCH', `${P}${made.b16.id}/`, { body: { vrf: red.id } });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ children: 1, _depth: 1 });
      expect(await tree('within_include=11.0.0.0/8')).toEqual({
        'Red 11.0.0.0/8': [2, 0],
        'Red 11.1.0.0/16': [1, 1],
        'Red 11.1.1.0/24': [0, 2],
        'Blue 11.0.0.0/8': [1, 0],
        'Blue 11.1.1.0/24': [0, 1],
      });
      const renumbered = await app.inject('PATCH', `${P}${made.b16.id}/`, { body: { prefix: '11.2.0.0/16' } });
      expect(renumbered.body).toMatchObject({ prefix: '11.2.0.0/16', children: 0, _depth: 1 });
      expect(await tree('within_include=11.0.0.0/8&vrf_id=' + red.id)).toEqual({
        'Red 11.0.0.0/8': [2, 0],
        'Red 11.1.1.0/24': [0, 1],
        'Red 11.2.0.0/16': [0, 1],
      });
    });

    it('a change of anything else leaves the counts alone; a bulk create counts within the batch', async () => {
      await app.inject('PATCH', `${P}${made.r8.id}/`, { body: { description: 'root' } });
      expect((await get(made.r8.id)).children).toBe(2);
      const green = await ipam.vrf(app, 'Green', { enforce_unique: false });
      const batch = await ipam.prefixes(app, [
        { prefix: '12.0.0.0/24', vrf: green.id },
        { prefix: '12.0.0.0/8', vrf: green.id },
        { prefix: '12.0.0.0/16', vrf: green.id },
        { prefix: '12.0.0.0/16', vrf: green.id },
      ]);
      expect(batch.map((p) => [p.prefix, p.children, p._depth])).toEqual([
        ['12.0.0.0/24', 0, 2],
        ['12.0.0.0/8', 3, 0],
        ['12.0.0.0/16', 1, 1],
        ['12.0.0.0/16', 1, 1],
      ]);
    });

    it('duplicates count individually as children, once as depth', async () => {
      const gray = await ipam.vrf(app, 'Gray', { enforce_unique: false });
      await ipam.prefixes(app, [
        { prefix: '13.0.0.0/8', vrf: gray.id },
        { prefix: '13.0.0.0/8', vrf: gray.id },
        { prefix: '13.1.0.0/16', vrf: gray.id },
        { prefix: '13.1.0.0/16', vrf: gray.id },
        { prefix: '13.1.1.0/24', vrf: gray.id },
      ]);
      const rows = (await app.inject('GET', `${P}?vrf_id=${gray.id}`)).body.results.map((p: Json) => [p.prefix, p.children, p._depth]);
      expect(rows).toEqual([
        ['13.0.0.0/8', 3, 0],
        ['13.0.0.0/8', 3, 0],
        ['13.1.0.0/16', 1, 1],
        ['13.1.0.0/16', 1, 1],
        ['13.1.1.0/24', 0, 2],
      ]);
    });

    it('a bulk delete recounts every remaining prefix', async () => {
      const [a, b, c] = await ipam.prefixes(app, [{ prefix: '14.0.0.0/8' }, { prefix: '14.1.0.0/16' }, { prefix: '14.1.1.0/24' }]);
      await app.inject('DELETE', P, { body: [{ id: a.id }, { id: b.id }] });
      expect(await get(c.id)).toMatchObject({ _depth: 0, children: 0 });
    });

    it('depth and children filter with numeric lookups; brief carries _depth', async () => {
      expect(await ids(`vrf_id=${red.id}&depth=1`)).toEqual(['11.1.1.0/24', '11.2.0.0/16']);
      expect(await ids(`vrf_id=${red.id}&children__gte=2`)).toEqual(['11.0.0.0/8']);
      const brief = await app.inject('GET', `${P}${made.r24.id}/?brief=1`);
      expect(brief.body).toEqual({
        id: made.r24.id,
        url: expect.stringContaining(`/api/ipam/prefixes/${made.r24.id}/`),
        display: '11.1.1.0/24',
        family: { value: 4, label: 'IPv4' },
        prefix: '11.1.1.0/24',
        description: '',
        _depth: 1,
      });
    });
  });

  describe('uniqueness', () => {
    it('a duplicate in the global table is refused (ENFORCE_GLOBAL_UNIQUE), in a bulk request too', async () => {
      await post({ prefix: '15.0.0.0/8' });
      expect((await post({ prefix: '15.0.0.0/8' })).body).toEqual({ prefix: ['Duplicate prefix found in global table: 15.0.0.0/8'] });
      const bulk = await post([{ prefix: '15.1.0.0/16' }, { prefix: '15.1.0.0/16' }]);
      expect(bulk.status).toBe(400);
      expect(bulk.body).toEqual([{}, { prefix: ['Duplicate prefix found in global table: 15.1.0.0/16'] }]);
    });

    it('inside a VRF its enforce_unique decides; the message names the VRF', async () => {
      const strict = await ipam.vrf(app, 'Strict', { rd: '65000:9' });
      const loose = await ipam.vrf(app, 'Loose', { enforce_unique: false });
      await post({ prefix: '16.0.0.0/8', vrf: strict.id });
      expect((await post({ prefix: '16.0.0.0/8', vrf: strict.id })).body).toEqual({
        prefix: ['Duplicate prefix found in VRF Strict (65000:9): 16.0.0.0/8'],
      });
      expect((await post({ prefix: '16.0.0.0/8', vrf: loose.id })).status).toBe(201);
      expect((await post({ prefix: '16.0.0.0/8', vrf: loose.id })).status).toBe(201);
      // another VRF is another table
      expect((await post({ prefix: '16.0.0.0/8' })).status).toBe(201);
    });

    it('an update keeping its own prefix is no duplicate of itself', async () => {
      const p = (await post({ prefix: '17.0.0.0/8' })).body;
      expect((await app.inject('PUT', `${P}${p.id}/`, { body: { prefix: '17.0.0.0/8', description: 'same' } })).status).toBe(200);
    });
  });

  describe('scope', () => {
    let region: Json;
    let group: Json;
    let site: Json;
    let location: Json;

    beforeAll(async () => {
      region = await make.region(app, 'Sc Region');
      group = await make.siteGroup(app, 'Sc Group');
      site = await make.site(app, 'Sc Site', { region: region.id, group: group.id });
      location = await make.location(app, 'Sc Room', site.id);
    });

    it('renders the scope object nested; the cached site, region and group drive the filters', async () => {
      const onLocation = (await post({ prefix: '20.1.0.0/16', scope_type: 'dcim.location', scope_id: location.id })).body;
      expect(onLocation.scope).toMatchObject({ id: location.id, name: 'Sc Room', slug: 'sc-room' });
      const onSite = (await post({ prefix: '20.2.0.0/16', scope_type: 'dcim.site', scope_id: site.id })).body;
      expect(onSite.scope).toEqual({ id: site.id, url: expect.any(String), display: 'Sc Site', name: 'Sc Site', slug: 'sc-site', description: '' });
      await post({ prefix: '20.3.0.0/16', scope_type: 'dcim.region', scope_id: region.id });
      await post({ prefix: '20.4.0.0/16' });
      expect(await ids(`site_id=${site.id}`)).toEqual(['20.1.0.0/16', '20.2.0.0/16']);
      expect(await ids(`site=sc-site`)).toEqual(['20.1.0.0/16', '20.2.0.0/16']);
      expect(await ids(`region_id=${region.id}`)).toEqual(['20.1.0.0/16', '20.2.0.0/16', '20.3.0.0/16']);
      expect(await ids(`site_group_id=${group.id}`)).toEqual(['20.1.0.0/16', '20.2.0.0/16']);
      expect(await ids(`location_id=${location.id}`)).toEqual(['20.1.0.0/16']);
      expect(await ids(`scope_type=dcim.region`)).toEqual(['20.3.0.0/16']);
      expect((await app.inject('GET', `${P}?site_id=99999`)).status).toBe(400);
      // counters on the scope objects
      expect((await app.inject('GET', `/api/dcim/sites/${site.id}/`)).body.prefix_count).toBe(2);
      expect((await app.inject('GET', `/api/dcim/regions/${region.id}/`)).body.prefix_count).toBe(3);
      // clearing the scope clears the cache
      await app.inject('PATCH', `${P}${onSite.id}/`, { body: { scope_type: null, scope_id: null } });
      expect(await ids(`site_id=${site.id}`)).toEqual(['20.1.0.0/16']);
      expect((await app.inject('GET', `/api/dcim/sites/${site.id}/`)).body.prefix_count).toBe(1);
    });

    it('validates the pair: unknown type, id without type, type without id, unknown id', async () => {
      expect((await post({ prefix: '21.0.0.0/8', scope_type: 'dcim.device', scope_id: 1 })).body).toEqual({
        scope_type: ['Invalid content type: dcim.device'],
      });
      expect((await post({ prefix: '21.0.0.0/8', scope_type: 'site', scope_id: 1 })).body).toEqual({
        scope_type: ["Invalid value. Specify a content type as '<app_label>.<model_name>'."],
      });
      expect((await post({ prefix: '21.0.0.0/8', scope_id: site.id })).body).toEqual({ scope_type: ['This field cannot be null.'] });
      expect((await post({ prefix: '21.0.0.0/8', scope_type: 'dcim.site' })).body).toEqual({ __all__: ['Please select a site.'] });
      expect((await post({ prefix: '21.0.0.0/8', scope_type: 'dcim.sitegroup', scope_id: null })).body).toEqual({
        __all__: ['Please select a sitegroup.'],
      });
      expect((await post({ prefix: '21.0.0.0/8', scope_type: 'dcim.site', scope_id: 999999 })).body).toEqual({
        scope_id: ['Related object not found using the provided value: 999999.'],
      });
    });

    it('deleting the scope object deletes its prefixes, each with a change record', async () => {
      const doomed = await make.site(app, 'Sc Doomed');
      const room = await make.location(app, 'Sc Doomed Room', doomed.id);
      const a = (await post({ prefix: '22.1.0.0/16', scope_type: 'dcim.site', scope_id: doomed.id })).body;
      const b = (await post({ prefix: '22.2.0.0/16', scope_type: 'dcim.location', scope_id: room.id })).body;
      const res = await app.inject('DELETE', `/api/dcim/sites/${doomed.id}/`);
      expect(res.status).toBe(204);
      expect((await app.inject('GET', `${P}${a.id}/`)).status).toBe(404);
      expect((await app.inject('GET', `${P}${b.id}/`)).status).toBe(404);
      const changes = await app.inject('GET', `/api/core/object-changes/?request_id=${res.headers['x-request-id']}&changed_object_type=ipam.prefix`);
      expect(changes.body.results.map((c: Json) => [c.changed_object_id, c.action.value]).sort()).toEqual(
        [
          [a.id, 'delete'],
          [b.id, 'delete'],
        ].sort(),
      );
    });
  });

  describe('filters', () => {
    let vrf: Json;
    beforeAll(async () => {
      vrf = await ipam.vrf(app, 'Flt', { rd: '65000:77' });
      await ipam.prefixes(app, [
        { prefix: '30.0.0.0/8', vrf: vrf.id, status: 'container' },
        { prefix: '30.1.0.0/16', vrf: vrf.id },
        { prefix: '30.1.2.0/24', vrf: vrf.id, status: 'reserved' },
        { prefix: '30.1.2.0/25', vrf: vrf.id },
        { prefix: '2001:db8:30::/48', vrf: vrf.id },
      ]);
    });
    const q = (query: string) => ids(`vrf_id=${vrf.id}&${query}`);

    it('prefix (exact, repeatable, host bits cleared), within, within_include, contains', async () => {
      expect(await q('prefix=30.1.0.0/16&prefix=30.1.2.77/24')).toEqual(['30.1.0.0/16', '30.1.2.0/24']);
      expect(await q('prefix=junk')).toEqual([]);
      expect(await q('within=30.1.0.0/16')).toEqual(['30.1.2.0/24', '30.1.2.0/25']);
      expect(await q('within_include=30.1.0.0/16')).toEqual(['30.1.0.0/16', '30.1.2.0/24', '30.1.2.0/25']);
      expect(await q('contains=30.1.2.0/25')).toEqual(['30.0.0.0/8', '30.1.0.0/16', '30.1.2.0/24', '30.1.2.0/25']);
      expect(await q('contains=30.1.2.200')).toEqual(['30.0.0.0/8', '30.1.0.0/16', '30.1.2.0/24']);
      expect(await q('within=nonsense')).toEqual([]);
    });

    it('family, mask_length (with gte/lte), status, vrf (rd), present_in_vrf_id, q', async () => {
      expect(await q('family=6')).toEqual(['2001:db8:30::/48']);
      expect((await app.inject('GET', `${P}?family=5`)).status).toBe(400);
      expect(await q('mask_length=16')).toEqual(['30.1.0.0/16']);
      expect(await q('mask_length__gte=24&family=4')).toEqual(['30.1.2.0/24', '30.1.2.0/25']);
      expect(await q('mask_length__lte=16')).toEqual(['30.0.0.0/8', '30.1.0.0/16']);
      expect(await q('status=container&status=reserved')).toEqual(['30.0.0.0/8', '30.1.2.0/24']);
      expect(await ids('vrf=65000:77&family=6')).toEqual(['2001:db8:30::/48']);
      expect(await ids(`present_in_vrf_id=${vrf.id}&family=6`)).toEqual(['2001:db8:30::/48']);
      expect((await app.inject('GET', `${P}?present_in_vrf_id=999999`)).status).toBe(400);
      expect(await q('q=30.1.2')).toEqual(['30.1.2.0/24', '30.1.2.0/25']);
    });

    it('vlan_vid through the VLAN: negations and empty=true also find prefixes without a VLAN', async () => {
      const vlan = await ipam.vlan(app, 77, 'Flt VLAN');
      const other = await ipam.vlan(app, 78, 'Flt Other');
      await ipam.prefixes(app, [
        { prefix: '31.0.0.0/24', vrf: vrf.id, vlan: vlan.id },
        { prefix: '31.0.1.0/24', vrf: vrf.id, vlan: other.id },
      ]);
      const v4 = (query: string) => q(`family=4&${query}`);
      expect(await v4('vlan_vid=77')).toEqual(['31.0.0.0/24']);
      expect(await v4('vlan_vid__n=77')).toEqual(['30.0.0.0/8', '30.1.0.0/16', '30.1.2.0/24', '30.1.2.0/25', '31.0.1.0/24']);
      expect(await v4('vlan_vid__gte=78')).toEqual(['31.0.1.0/24']);
      expect(await v4('vlan_vid__empty=true')).toEqual(['30.0.0.0/8', '30.1.0.0/16', '30.1.2.0/24', '30.1.2.0/25']);
      expect(await v4('vlan_vid__empty=false')).toEqual(['31.0.0.0/24', '31.0.1.0/24']);
      await app.inject('DELETE', P, {
        body: (await app.inject('GET', `${P}?prefix=31.0.0.0/24&prefix=31.0.1.0/24`)).body.results.map((p: Json) => ({ id: p.id })),
      });
    });

    it('orders by VRF (global table first), then prefix', async () => {
      const all = (await app.inject('GET', `${P}?limit=1000`)).body.results.map((p: Json) => p.vrf?.id ?? 0);
      expect(all).toEqual([...all].sort((a, b) => a - b));
      expect(await q('')).toEqual(['30.0.0.0/8', '30.1.0.0/16', '30.1.2.0/24', '30.1.2.0/25', '2001:db8:30::/48']);
    });
  });
});
