import { startApp, TestApp } from '../helpers/app';
import { createTag, createTenantGroup, createTenants } from '../helpers/fixtures';

/** Creating, updating and deleting (docs/api-behaviour.md §5, §6; docs/models.md §0.4, §4). */
describe('writes', () => {
  let app: TestApp;
  const host = { host: 'inventory.test' };

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const countWhere = async (query: string) => (await app.inject('GET', `/api/tenancy/tenants/?${query}&limit=1`)).body.count as number;

  describe('create', () => {
    it('one object → 201, full representation, Location = its url', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        headers: host,
        body: { name: 'Single', slug: 'single', description: 'just one' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          url: `http://inventory.test/api/tenancy/tenants/${res.body.id}/`,
          display: 'Single',
          name: 'Single',
          slug: 'single',
          group: null,
          description: 'just one',
          comments: '',
          tags: [],
          custom_fields: {},
          created: expect.any(String),
          last_updated: expect.any(String),
        }),
      );
      expect(res.headers.location).toBe(res.body.url);
      const fetched = await app.inject('GET', `/api/tenancy/tenants/${res.body.id}/`, { headers: host });
      expect(fetched.body).toEqual(res.body);
    });

    it('read-only and unknown keys are ignored', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: { id: 987654, name: 'Ignores', slug: 'ignores', created: '2001-01-01T00:00:00Z', bogus: 1 },
      });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe(987654);
      expect(res.body.created).not.toMatch(/^2001/);
      expect(res.body).not.toHaveProperty('bogus');
    });

    it('a list → 201 with an array in request order, no Location', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: [
          { name: 'Zulu', slug: 'zulu' },
          { name: 'Yankee', slug: 'yankee' },
          { name: 'Xray', slug: 'xray' },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.map((t: { name: string }) => t.name)).toEqual(['Zulu', 'Yankee', 'Xray']);
      expect(res.headers.location).toBeUndefined();
    });

    it('an empty list → 201 []', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body: [] });
      expect(res.status).toBe(201);
      expect(res.body).toEqual([]);
    });

    it('missing and invalid fields → 400 keyed by field', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body: { slug: 'bad slug!' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        name: ['This field is required.'],
        slug: ['Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.'],
      });
    });

    it.each([
      [{ name: 'x'.repeat(101), slug: 'long' }, { name: ['Ensure this field has no more than 100 characters.'] }],
      [{ name: null, slug: 'null-name' }, { name: ['This field may not be null.'] }],
      [{ name: '', slug: 'blank-name' }, { name: ['This field may not be blank.'] }],
    ])('field messages: %j', async (body, errors) => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    });

    it('bulk create with one bad item → 400 array aligned with the request, nothing created', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: [{ name: 'BulkOk1', slug: 'bulk-ok-1' }, { slug: 'bulk-bad' }, { name: 'BulkOk2', slug: 'bulk-ok-2' }],
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual([{}, { name: ['This field is required.'] }, {}]);
      expect(await countWhere('slug=bulk-ok-1&slug=bulk-ok-2&slug=bulk-bad')).toBe(0);
    });

    it('two items colliding with each other on a unique field → 400, nothing created', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: [
          { name: 'Twin', slug: 'twin-1' },
          { name: 'Twin', slug: 'twin-2' },
        ],
      });
      expect(res.status).toBe(400);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body).toHaveLength(2);
      expect(res.body[1]).not.toEqual({});
      expect(await countWhere('name=Twin')).toBe(0);
    });

    it('tenant names are unique per group: same name in another group is fine', async () => {
      const g1 = await createTenantGroup(app, 'Unique G1');
      const g2 = await createTenantGroup(app, 'Unique G2');
      const a = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'Shared', slug: 'shared-1', group: g1.id } });
      expect(a.status).toBe(201);
      const b = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'Shared', slug: 'shared-2', group: g2.id } });
      expect(b.status).toBe(201);
      const dup = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'Shared', slug: 'shared-3', group: g1.id } });
      expect(dup.status).toBe(400);
      expect(dup.body).toEqual({ __all__: ['Tenant name must be unique per group.'] });
    });

    it('a duplicate ungrouped tenant name → 400 {"__all__": ["Tenant name must be unique per group."]}', async () => {
      const first = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'Lonely', slug: 'lonely-1' } });
      expect(first.status).toBe(201);
      const dup = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'Lonely', slug: 'lonely-2' } });
      expect(dup.status).toBe(400);
      expect(dup.body).toEqual({ __all__: ['Tenant name must be unique per group.'] });
    });
  });

  describe('related objects on write', () => {
    let parentId: number;

    beforeAll(async () => {
      parentId = (await createTenantGroup(app, 'Rel Parent')).id;
      await createTenantGroup(app, 'Rel One', parentId, { description: 'twin' });
      await createTenantGroup(app, 'Rel Two', null, { description: 'twin' });
    });

    it('by id, {"id": n} and numeric string', async () => {
      for (const [i, group] of [parentId, { id: parentId }, String(parentId)].entries()) {
        const res = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: `RelId${i}`, slug: `rel-id-${i}`, group } });
        expect(res.status).toBe(201);
        expect(res.body.group.id).toBe(parentId);
      }
    });

    it('by a dictionary of attributes', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: { name: 'RelAttrs', slug: 'rel-attrs', group: { slug: 'rel-one' } },
      });
      expect(res.status).toBe(201);
      expect(res.body.group.name).toBe('Rel One');
    });

    it('by nested attributes (following a foreign key)', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: { name: 'RelNested', slug: 'rel-nested', group: { parent: { slug: 'rel-parent' } } },
      });
      expect(res.status).toBe(201);
      expect(res.body.group.name).toBe('Rel One');
    });

    it('attributes matching nothing → 400 naming the field and the lookup', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: { name: 'RelNone', slug: 'rel-none', group: { slug: 'nope' } },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ group: ["Related object not found using the provided attributes: {'slug': 'nope'}"] });
    });

    it('attributes matching several → 400', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: { name: 'RelMany', slug: 'rel-many', group: { description: 'twin' } },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ group: ["Multiple objects match the provided attributes: {'description': 'twin'}"] });
    });

    it('an unknown id → 400', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'RelMissing', slug: 'rel-missing', group: 999999 } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ group: ['Related object not found using the provided numeric ID: 999999'] });
    });

    it('a string → 400 "Related objects must be referenced by numeric ID or by dictionary of attributes…"', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'RelStr', slug: 'rel-str', group: 'abc' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        group: ['Related objects must be referenced by numeric ID or by dictionary of attributes. Received an unrecognized value: abc'],
      });
    });

    it('an unknown attribute → 400 "Cannot resolve keyword…"', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'RelKw', slug: 'rel-kw', group: { colour: 'red' } } });
      expect(res.status).toBe(400);
      expect(res.body.group[0]).toMatch(/^Cannot resolve keyword 'colour' into field\. Choices are: /);
    });

    it('null clears a nullable relation', async () => {
      const created = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'RelClear', slug: 'rel-clear', group: parentId } });
      const res = await app.inject('PATCH', `/api/tenancy/tenants/${created.body.id}/`, { body: { group: null } });
      expect(res.status).toBe(200);
      expect(res.body.group).toBeNull();
    });
  });

  describe('tags on write', () => {
    beforeAll(async () => {
      await createTag(app, 'Gold', { weight: 10 });
      await createTag(app, 'Silver');
      await createTag(app, 'Bronze');
      await createTag(app, 'GroupsOnly', { object_types: ['tenancy.tenantgroup'] });
    });

    it('accepts ids and attribute dicts, renders nested tags by weight then name', async () => {
      const bronze = (await app.inject('GET', '/api/extras/tags/?slug=bronze')).body.results[0];
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: { name: 'Tagged', slug: 'tagged', tags: [{ name: 'Silver' }, bronze.id, { slug: 'gold' }] },
      });
      expect(res.status).toBe(201);
      expect(res.body.tags.map((t: { name: string }) => t.name)).toEqual(['Gold', 'Bronze', 'Silver']);

      const patched = await app.inject('PATCH', `/api/tenancy/tenants/${res.body.id}/`, { body: { tags: [{ slug: 'silver' }] } });
      expect(patched.body.tags.map((t: { name: string }) => t.name)).toEqual(['Silver']);
      const untouched = await app.inject('PATCH', `/api/tenancy/tenants/${res.body.id}/`, { body: { description: 'x' } });
      expect(untouched.body.tags.map((t: { name: string }) => t.name)).toEqual(['Silver']);
    });

    it('a tag restricted to other object types → 400', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: { name: 'Restricted', slug: 'restricted', tags: [{ slug: 'groupsonly' }] },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Tag GroupsOnly cannot be assigned to tenant objects.' });
      expect(await countWhere('slug=restricted')).toBe(0);
    });

    it('tag color is validated and lower-cased', async () => {
      const ok = await app.inject('POST', '/api/extras/tags/', { body: { name: 'Loud', slug: 'loud', color: 'FF0000' } });
      expect(ok.status).toBe(201);
      expect(ok.body.color).toBe('ff0000');
      const bad = await app.inject('POST', '/api/extras/tags/', { body: { name: 'Bad', slug: 'bad', color: 'red' } });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ color: ['Enter a valid hexadecimal RGB color code.'] });
    });
  });

  describe('update', () => {
    let a: any;
    let b: any;

    beforeEach(async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      [a, b] = await createTenants(app, [
        { name: `UpdA-${suffix}`, description: 'a' },
        { name: `UpdB-${suffix}`, description: 'b' },
      ]);
    });

    it('PUT without a required field → 400 "This field is required."', async () => {
      const res = await app.inject('PUT', `/api/tenancy/tenants/${a.id}/`, { body: { slug: a.slug } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ name: ['This field is required.'] });
    });

    it('PUT with the required fields → 200', async () => {
      const res = await app.inject('PUT', `/api/tenancy/tenants/${a.id}/`, { body: { name: `${a.name}-put`, slug: a.slug } });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe(`${a.name}-put`);
    });

    it('PATCH changes only the given fields', async () => {
      const res = await app.inject('PATCH', `/api/tenancy/tenants/${a.id}/`, { body: { comments: 'patched' } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.objectContaining({ name: a.name, slug: a.slug, description: 'a', comments: 'patched' }));
      expect(Date.parse(res.body.last_updated)).toBeGreaterThanOrEqual(Date.parse(a.last_updated));
    });

    it('PATCH with an invalid value → 400 and no change', async () => {
      const res = await app.inject('PATCH', `/api/tenancy/tenants/${a.id}/`, { body: { name: '' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ name: ['This field may not be blank.'] });
      expect((await app.inject('GET', `/api/tenancy/tenants/${a.id}/`)).body.name).toBe(a.name);
    });

    it('bulk PATCH [{id, …}] → 200 array of the updated objects', async () => {
      const res = await app.inject('PATCH', '/api/tenancy/tenants/', {
        body: [
          { id: b.id, description: 'bulk b' },
          { id: a.id, description: 'bulk a' },
        ],
      });
      expect(res.status).toBe(200);
      // in the model's default ordering (name), not request order
      expect(res.body.map((t: { id: number; description: string }) => [t.id, t.description])).toEqual([
        [a.id, 'bulk a'],
        [b.id, 'bulk b'],
      ]);
    });

    it('bulk PATCH is all-or-none: one invalid item → 400 with that item’s errors, nothing changed', async () => {
      const res = await app.inject('PATCH', '/api/tenancy/tenants/', {
        body: [
          { id: a.id, description: 'changed' },
          { id: b.id, slug: 'not a slug' },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ slug: ['Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.'] });
      expect((await app.inject('GET', `/api/tenancy/tenants/${a.id}/`)).body.description).toBe('a');
      expect((await app.inject('GET', `/api/tenancy/tenants/${b.id}/`)).body.slug).toBe(b.slug);
    });

    it('bulk PATCH item without id → 400 aligned array', async () => {
      const res = await app.inject('PATCH', '/api/tenancy/tenants/', { body: [{ id: a.id, description: 'x' }, { description: 'y' }] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual([{}, { id: ['This field is required.'] }]);
      expect((await app.inject('GET', `/api/tenancy/tenants/${a.id}/`)).body.description).toBe('a');
    });

    it('bulk PATCH skips unknown ids', async () => {
      const res = await app.inject('PATCH', '/api/tenancy/tenants/', {
        body: [
          { id: 999999, description: 'ghost' },
          { id: a.id, description: 'real' },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.map((t: { id: number }) => t.id)).toEqual([a.id]);
    });

    it('bulk update with a non-list body → 400 non_field_errors', async () => {
      const res = await app.inject('PATCH', '/api/tenancy/tenants/', { body: { id: a.id, description: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: ['Expected a list of items but got type "dict".'] });
    });

    it('bulk PUT needs full objects', async () => {
      const res = await app.inject('PUT', '/api/tenancy/tenants/', { body: [{ id: a.id, description: 'put' }] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ name: ['This field is required.'], slug: ['This field is required.'] });
    });
  });

  describe('delete', () => {
    it('one object → 204, then 404', async () => {
      const [t] = await createTenants(app, [{ name: 'DelOne' }]);
      const res = await app.inject('DELETE', `/api/tenancy/tenants/${t.id}/`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect((await app.inject('GET', `/api/tenancy/tenants/${t.id}/`)).status).toBe(404);
    });

    it('bulk delete [{"id": …}] → 204; unknown ids are skipped', async () => {
      const [x, y, z] = await createTenants(app, [{ name: 'DelX' }, { name: 'DelY' }, { name: 'DelZ' }]);
      const res = await app.inject('DELETE', '/api/tenancy/tenants/', { body: [{ id: x.id }, { id: y.id }, { id: 999999 }] });
      expect(res.status).toBe(204);
      expect(await countWhere(`id=${x.id}&id=${y.id}&id=${z.id}`)).toBe(1);
    });

    it('bulk delete item without id → 400, nothing deleted', async () => {
      const [x] = await createTenants(app, [{ name: 'DelKeep' }]);
      const res = await app.inject('DELETE', '/api/tenancy/tenants/', { body: [{ id: x.id }, {}] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual([{}, { id: ['This field is required.'] }]);
      expect(await countWhere(`id=${x.id}`)).toBe(1);
    });

    it('deleting a tenant group sets its tenants’ group to null (SET_NULL)', async () => {
      const g = await createTenantGroup(app, 'Del Group');
      const [t] = await createTenants(app, [{ name: 'DelMember', group: g.id }]);
      expect((await app.inject('DELETE', `/api/tenancy/tenant-groups/${g.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `/api/tenancy/tenants/${t.id}/`)).body.group).toBeNull();
    });

    it('deleting a tenant group deletes its subtree (CASCADE)', async () => {
      const root = await createTenantGroup(app, 'Del Root');
      const child = await createTenantGroup(app, 'Del Child', root.id);
      const grandchild = await createTenantGroup(app, 'Del Grandchild', child.id);
      expect((await app.inject('DELETE', `/api/tenancy/tenant-groups/${root.id}/`)).status).toBe(204);
      for (const g of [child, grandchild]) {
        expect((await app.inject('GET', `/api/tenancy/tenant-groups/${g.id}/`)).status).toBe(404);
      }
    });

    describe('blocked by PROTECT dependants (dcim sites → tenant)', () => {
      const createSite = async (name: string, tenant: number) => {
        const res = await app.inject('POST', '/api/dcim/sites/', { body: { name, slug: name.toLowerCase(), tenant } });
        expect(res.status).toBe(201);
        return res.body;
      };

      it('single delete → 409 naming each dependant; nothing deleted', async () => {
        const [t] = await createTenants(app, [{ name: 'Protected' }]);
        const s1 = await createSite('ProtSite1', t.id);
        const s2 = await createSite('ProtSite2', t.id);
        const res = await app.inject('DELETE', `/api/tenancy/tenants/${t.id}/`);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
          detail: `Unable to delete object. 2 dependent objects were found: ProtSite1 (${s1.id}), ProtSite2 (${s2.id})`,
        });
        expect((await app.inject('GET', `/api/tenancy/tenants/${t.id}/`)).status).toBe(200);
      });

      it('bulk delete with one protected object → 409, nothing deleted', async () => {
        const [free, held] = await createTenants(app, [{ name: 'BulkFree' }, { name: 'BulkHeld' }]);
        await createSite('BulkHeldSite', held.id);
        const res = await app.inject('DELETE', '/api/tenancy/tenants/', { body: [{ id: free.id }, { id: held.id }] });
        expect(res.status).toBe(409);
        expect(await countWhere(`id=${free.id}&id=${held.id}`)).toBe(2);
      });

      it('once the dependant is gone the delete succeeds', async () => {
        const [t] = await createTenants(app, [{ name: 'Released' }]);
        const site = await createSite('ReleasedSite', t.id);
        expect((await app.inject('DELETE', `/api/tenancy/tenants/${t.id}/`)).status).toBe(409);
        expect((await app.inject('DELETE', `/api/dcim/sites/${site.id}/`)).status).toBe(204);
        expect((await app.inject('DELETE', `/api/tenancy/tenants/${t.id}/`)).status).toBe(204);
      });
    });

    // docs/models.md §4.1: deleting a tenant group is refused when un-grouping its tenants would create
    // duplicate names among ungrouped tenants.
    it('deleting a tenant group is refused when un-grouping its tenants would duplicate names (409)', async () => {
      const g = await createTenantGroup(app, 'Del Clash');
      await createTenants(app, [{ name: 'Clash', slug: 'clash-free' }]);
      await createTenants(app, [{ name: 'Clash', slug: 'clash-grouped', group: g.id }]);
      const res = await app.inject('DELETE', `/api/tenancy/tenant-groups/${g.id}/`);
      expect(res.status).toBe(409);
      expect((await app.inject('GET', `/api/tenancy/tenant-groups/${g.id}/`)).status).toBe(200);
    });
  });

  describe('tenant group tree writes', () => {
    it('_depth follows the parent and moves with the subtree', async () => {
      const r1 = await createTenantGroup(app, 'Tree R1');
      const r2 = await createTenantGroup(app, 'Tree R2');
      const c = await createTenantGroup(app, 'Tree C', r1.id);
      const gc = await createTenantGroup(app, 'Tree GC', c.id);
      expect([r1._depth, c._depth, gc._depth]).toEqual([0, 1, 2]);

      const moved = await app.inject('PATCH', `/api/tenancy/tenant-groups/${r1.id}/`, { body: { parent: r2.id } });
      expect(moved.status).toBe(200);
      expect(moved.body._depth).toBe(1);
      expect((await app.inject('GET', `/api/tenancy/tenant-groups/${gc.id}/`)).body._depth).toBe(3);

      const list = await app.inject('GET', '/api/tenancy/tenant-groups/?name__isw=Tree');
      expect(list.body.results.map((g: { name: string }) => g.name)).toEqual(['Tree R2', 'Tree R1', 'Tree C', 'Tree GC']);
    });

    it('moving a group under its own descendant → 400, unchanged', async () => {
      const top = await createTenantGroup(app, 'Cycle Top');
      const mid = await createTenantGroup(app, 'Cycle Mid', top.id);
      const low = await createTenantGroup(app, 'Cycle Low', mid.id);
      const res = await app.inject('PATCH', `/api/tenancy/tenant-groups/${top.id}/`, { body: { parent: low.id } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ parent: ['Cannot assign self or child tenant group as parent.'] });
      expect((await app.inject('GET', `/api/tenancy/tenant-groups/${top.id}/`)).body.parent).toBeNull();
    });

    it('a group as its own parent → 400', async () => {
      const g = await createTenantGroup(app, 'Self Parent');
      const res = await app.inject('PATCH', `/api/tenancy/tenant-groups/${g.id}/`, { body: { parent: g.id } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['parent']);
    });

    it('tenant group names are globally unique', async () => {
      const p = await createTenantGroup(app, 'Uniq Parent');
      await createTenantGroup(app, 'Uniq Name', p.id);
      const res = await app.inject('POST', '/api/tenancy/tenant-groups/', { body: { name: 'Uniq Name', slug: 'uniq-name-2' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ name: ['tenant group with this name already exists.'] });
    });
  });
});
