import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';

/**
 * Behaviour NetBox's own tenancy API tests (netbox/tenancy/tests/test_api.py) check beyond the generic
 * CRUD: deleting tenant groups whose tenants, once ungrouped, would share a name or slug (NetBox #22821).
 */
describe('tenancy: what NetBox’s API tests check', () => {
  let app: TestApp;

  const group = (name: string, parent?: number) =>
    post(app, '/api/tenancy/tenant-groups/', { name, slug: name.toLowerCase().replace(/ /g, '-'), parent: parent ?? null });
  const tenant = (name: string, slug: string, groupId: number | null) => post(app, '/api/tenancy/tenants/', { name, slug, group: groupId });
  const status = async (url: string) => (await app.inject('GET', url)).status;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('tenant group delete that would duplicate ungrouped tenants', () => {
    it('single delete → 409 "Unable to delete object. …" naming both tenants; the group and its tenant stay', async () => {
      const g = await group('Tg Seven');
      const grouped = await tenant('Clash One', 'clash-one-a', g.id);
      const free = await tenant('Clash One', 'clash-one-b', null);
      const res = await app.inject('DELETE', `/api/tenancy/tenant-groups/${g.id}/`);
      expect([res.status, res.body]).toEqual([
        409,
        { detail: `Unable to delete object. 2 dependent objects were found: Clash One (${grouped.id}), Clash One (${free.id})` },
      ]);
      expect(await status(`/api/tenancy/tenant-groups/${g.id}/`)).toBe(200);
      expect((await app.inject('GET', `/api/tenancy/tenants/${grouped.id}/`)).body.group.id).toBe(g.id);
    });

    it('a slug clash, and a clash through a nested group deleted with its parent, are refused too', async () => {
      const g = await group('Tg Slug');
      const grouped = await tenant('Slug A', 'same-slug', g.id);
      const free = await tenant('Slug B', 'same-slug', null);
      const res = await app.inject('DELETE', `/api/tenancy/tenant-groups/${g.id}/`);
      expect([res.status, res.body.detail]).toEqual([
        409,
        `Unable to delete object. 2 dependent objects were found: Slug A (${grouped.id}), Slug B (${free.id})`,
      ]);

      const top = await group('Tg Top');
      const sub = await group('Tg Sub', top.id);
      const a = await tenant('Nested Clash', 'nested-clash-a', top.id);
      const b = await tenant('Nested Clash', 'nested-clash-b', sub.id);
      const nested = await app.inject('DELETE', `/api/tenancy/tenant-groups/${top.id}/`);
      expect([nested.status, nested.body.detail]).toEqual([
        409,
        `Unable to delete object. 2 dependent objects were found: Nested Clash (${a.id}), Nested Clash (${b.id})`,
      ]);
      expect([await status(`/api/tenancy/tenant-groups/${top.id}/`), await status(`/api/tenancy/tenant-groups/${sub.id}/`)]).toEqual([200, 200]);
    });

    it('bulk delete of two groups whose tenants clash only once both are ungrouped → 409, nothing changed', async () => {
      const g1 = await group('Tg Eight');
      const g2 = await group('Tg Nine');
      const t1 = await tenant('Clash Two', 'clash-two-a', g1.id);
      const t2 = await tenant('Clash Two', 'clash-two-b', g2.id);
      const res = await app.inject('DELETE', '/api/tenancy/tenant-groups/', { body: [{ id: g1.id }, { id: g2.id }] });
      expect(res.status).toBe(409);
      expect(res.body.detail).toMatch(/^Unable to delete object\. 2 dependent objects were found: /);
      expect([await status(`/api/tenancy/tenant-groups/${g1.id}/`), await status(`/api/tenancy/tenant-groups/${g2.id}/`)]).toEqual([200, 200]);
      const groups = await Promise.all([t1, t2].map(async (t) => (await app.inject('GET', `/api/tenancy/tenants/${t.id}/`)).body.group.id));
      expect(groups).toEqual([g1.id, g2.id]);
    });

    it('without a clash the group goes and its tenants are ungrouped', async () => {
      const g = await group('Tg Free');
      const t = await tenant('Unique Name', 'unique-name', g.id);
      await tenant('Other Name', 'other-name', null);
      expect((await app.inject('DELETE', `/api/tenancy/tenant-groups/${g.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `/api/tenancy/tenants/${t.id}/`)).body.group).toBeNull();
    });
  });
});
