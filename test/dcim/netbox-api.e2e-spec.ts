import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/**
 * Behaviour NetBox's own dcim API tests (dcim/tests/test_api.py) assert beyond the generic CRUD suites,
 * ported as requests against the real app.
 */
describe('dcim: NetBox API test cases', () => {
  let app: TestApp;
  type Json = Record<string, any>;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  /**
   * netbox/tests/test_api.py RelatedObjectCountFieldTestCase: a count NetBox computes per query (a rack's device_count)
   * is left out where the object is nested in another, and kept in the model's own brief form
   */
  it("nested objects leave out per-query counts (a device's rack, a prefix's VRF); ?brief=1 keeps them", async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'NestedCount');
    const rack = await make.rack(app, 'NestedCount Rack', site.id);
    const device = await make.device(app, { name: 'NestedCount Device', site: site.id, device_type: deviceType.id, role: role.id, rack: rack.id });
    const shown = await app.inject('GET', `/api/dcim/devices/${device.id}/`);
    expect(Object.keys(shown.body.rack).sort()).toEqual(['description', 'display', 'id', 'name', 'url']);
    // the device type's device_count is stored on the model in NetBox: it stays
    expect(shown.body.device_type.device_count).toBe(1);
    const brief = await app.inject('GET', `/api/dcim/racks/?id=${rack.id}&brief=1`);
    expect(brief.body.results[0]).toMatchObject({ id: rack.id, device_count: 1 });
    const vrf = await post(app, '/api/ipam/vrfs/', { name: 'NestedCount VRF' });
    const prefix = await post(app, '/api/ipam/prefixes/', { prefix: '10.77.0.0/24', vrf: vrf.id });
    expect(prefix.vrf).toEqual({
      id: vrf.id,
      url: expect.any(String),
      display: 'NestedCount VRF',
      name: 'NestedCount VRF',
      rd: null,
      description: '',
    });
    expect((await app.inject('GET', `/api/ipam/vrfs/${vrf.id}/`)).body.prefix_count).toBe(1);
  });

  /** test_models.py ModuleBayTestCase.test_module_bay_recursion: a bay cannot belong to a module installed within it */
  it('a module bay cannot be moved onto a module nested inside it; a module cannot move into its own subtree', async () => {
    const { site, manufacturer, deviceType, role } = await deviceBasics(app, 'BayLoop');
    const device = await make.device(app, { name: 'BayLoop Device', site: site.id, device_type: deviceType.id, role: role.id });
    const moduleType = await post(app, '/api/dcim/module-types/', { manufacturer: manufacturer.id, model: 'BayLoop Module' });
    // M3 -> MB3 -> M2 -> MB2 -> M1 -> MB1
    const bays: Json[] = [];
    const modules: Json[] = [];
    for (let i = 0; i < 3; i++) {
      bays.push(await post(app, '/api/dcim/module-bays/', { device: device.id, name: `Module Bay ${i + 1}`, module: modules[i - 1]?.id ?? null }));
      modules.push(await post(app, '/api/dcim/modules/', { device: device.id, module_bay: bays[i].id, module_type: moduleType.id }));
    }
    const bay = await app.inject('PATCH', `/api/dcim/module-bays/${bays[0].id}/`, { body: { module: modules[2].id } });
    expect(bay.status).toBe(400);
    expect(bay.body).toEqual({ __all__: ['A module bay cannot belong to a module installed within it.'] });
    const direct = await app.inject('PATCH', `/api/dcim/module-bays/${bays[0].id}/`, { body: { module: modules[0].id } });
    expect(direct.status).toBe(400);
    const module = await app.inject('PATCH', `/api/dcim/modules/${modules[0].id}/`, { body: { module_bay: bays[2].id } });
    expect(module.status).toBe(400);
    // still a chain, and a bay may hang off an unrelated module
    expect((await app.inject('GET', `/api/dcim/module-bays/${bays[0].id}/`)).body.module).toBeNull();
    const free = await post(app, '/api/dcim/module-bays/', { device: device.id, name: 'Module Bay 4' });
    expect((await app.inject('PATCH', `/api/dcim/module-bays/${free.id}/`, { body: { module: modules[2].id } })).status).toBe(200);
  });

  /** test_models.py LocationTestCase.test_change_location_site: what lies in a location follows it to another site */
  it('a location moved to another site takes its child locations, racks, devices and power panels along', async () => {
    const { site: siteA, deviceType, role } = await deviceBasics(app, 'LocMove');
    const siteB = await make.site(app, 'LocMove Site B');
    const a1 = await make.location(app, 'LocMove A1', siteA.id);
    const a2 = await make.location(app, 'LocMove A2', siteA.id, { parent: a1.id });
    const rack1 = await make.rack(app, 'LocMove Rack 1', siteA.id, { location: a1.id });
    const rack2 = await make.rack(app, 'LocMove Rack 2', siteA.id, { location: a2.id });
    const base = { device_type: deviceType.id, role: role.id, site: siteA.id };
    const device1 = await make.device(app, { ...base, name: 'LocMove Device 1', location: a1.id });
    const device2 = await make.device(app, { ...base, name: 'LocMove Device 2', location: a2.id, rack: rack2.id });
    const panel = await post(app, '/api/dcim/power-panels/', { site: siteA.id, location: a1.id, name: 'LocMove Panel' });

    const renamed = await app.inject('PATCH', `/api/dcim/locations/${a1.id}/`, { body: { description: 'no move' } });
    expect(renamed.status).toBe(200);
    const moved = await app.inject('PATCH', `/api/dcim/locations/${a1.id}/`, { body: { site: siteB.id } });
    expect(moved.status).toBe(200);
    for (const [path, id] of [
      ['locations', a2.id],
      ['racks', rack1.id],
      ['racks', rack2.id],
      ['devices', device1.id],
      ['devices', device2.id],
      ['power-panels', panel.id],
    ]) {
      const res = await app.inject('GET', `/api/dcim/${path}/${id}/`);
      expect([path, id, res.body.site.id]).toEqual([path, id, siteB.id]);
    }
    const counts = async (id: number) => {
      const body = (await app.inject('GET', `/api/dcim/sites/${id}/`)).body;
      return [body.rack_count, body.device_count];
    };
    expect(await counts(siteA.id)).toEqual([0, 0]);
    expect(await counts(siteB.id)).toEqual([2, 2]);
    const log = await app.inject(
      'GET',
      `/api/core/object-changes/?changed_object_type=dcim.device&changed_object_id=${device1.id}&ordering=-id&limit=1`,
    );
    expect(log.body.results[0].postchange_data.site).toBe(siteB.id);
  });

  /** SiteTestCase: add_tags / remove_tags change the tag set instead of replacing it */
  describe('add_tags and remove_tags', () => {
    let site: Json;
    const names = ['Alpha', 'Bravo', 'Charlie'].map((n) => `TagEdit ${n}`);
    const [alpha, bravo, charlie] = names;
    const byName = (list: string[]) => list.map((name) => ({ name }));

    beforeAll(async () => {
      for (const name of names) {
        const res = await app.inject('POST', '/api/extras/tags/', { body: { name, slug: name.toLowerCase().replace(' ', '-') } });
        expect(res.status).toBe(201);
      }
      site = await make.site(app, 'TagEdit Site');
    });

    const setTags = async (list: string[]) => {
      const res = await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { tags: byName(list) } });
      expect(res.status).toBe(200);
    };
    const tagNames = async (id = site.id) => {
      const res = await app.inject('GET', `/api/dcim/sites/${id}/`);
      return res.body.tags.map((t: Json) => t.name).sort();
    };
    const patch = (body: Json) => app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body });

    it('add_tags adds to the tags the object holds; neither key shows in the answer', async () => {
      await setTags([alpha, bravo]);
      const res = await patch({ add_tags: byName([charlie]) });
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('add_tags');
      expect(res.body).not.toHaveProperty('remove_tags');
      expect(res.body.tags.map((t: Json) => t.name).sort()).toEqual([alpha, bravo, charlie]);
      expect(await tagNames()).toEqual([alpha, bravo, charlie]);
    });

    it('remove_tags takes tags away, and one not assigned is no error', async () => {
      await setTags([alpha, bravo, charlie]);
      expect((await patch({ remove_tags: byName([charlie]) })).status).toBe(200);
      expect(await tagNames()).toEqual([alpha, bravo]);
      expect((await patch({ remove_tags: byName([charlie]) })).status).toBe(200);
      expect(await tagNames()).toEqual([alpha, bravo]);
    });

    it('add_tags and remove_tags in one request', async () => {
      await setTags([alpha, bravo]);
      expect((await patch({ add_tags: byName([charlie]), remove_tags: byName([alpha]) })).status).toBe(200);
      expect(await tagNames()).toEqual([bravo, charlie]);
    });

    it('tags with add_tags is a 400 on tags; a tag in both lists is a 400 on remove_tags', async () => {
      await setTags([alpha]);
      const both = await patch({ tags: byName([alpha]), add_tags: byName([bravo]) });
      expect(both.status).toBe(400);
      expect(Object.keys(both.body)).toEqual(['tags']);
      const overlap = await patch({ add_tags: byName([alpha, bravo]), remove_tags: byName([alpha]) });
      expect(overlap.status).toBe(400);
      expect(Object.keys(overlap.body)).toEqual(['remove_tags']);
      expect(overlap.body.remove_tags[0]).toContain(alpha);
      expect(await tagNames()).toEqual([alpha]);
    });

    it('creating with add_tags assigns them; remove_tags on create is a 400', async () => {
      const created = await app.inject('POST', '/api/dcim/sites/', {
        body: { name: 'TagEdit Site 10', slug: 'tagedit-site-10', add_tags: byName([alpha, bravo]) },
      });
      expect(created.status).toBe(201);
      expect(await tagNames(created.body.id)).toEqual([alpha, bravo]);
      const refused = await app.inject('POST', '/api/dcim/sites/', {
        body: { name: 'TagEdit Site 11', slug: 'tagedit-site-11', remove_tags: byName([alpha]) },
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body)).toEqual(['remove_tags']);
    });

    it('a bulk PATCH edits each object its own way; the change record shows the new set', async () => {
      const other = await make.site(app, 'TagEdit Site B');
      await setTags([alpha]);
      const res = await app.inject('PATCH', '/api/dcim/sites/', {
        body: [
          { id: site.id, add_tags: byName([bravo]) },
          { id: other.id, add_tags: byName([charlie]) },
        ],
      });
      expect(res.status).toBe(200);
      expect(await tagNames()).toEqual([alpha, bravo]);
      expect(await tagNames(other.id)).toEqual([charlie]);
      const log = await app.inject(
        'GET',
        `/api/core/object-changes/?changed_object_type=dcim.site&changed_object_id=${other.id}&ordering=-id&limit=1`,
      );
      expect(log.body.results[0].postchange_data.tags).toEqual([charlie]);
    });
  });
});
