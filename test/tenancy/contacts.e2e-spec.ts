import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

type Json = Record<string, any>;

/**
 * Contacts: assignments to any model declared with the `contacts` feature (and to no other), NetBox's
 * uniqueness rule, what deletes do to assignments, and the contact filters every such model gets.
 */
describe('contacts and contact assignments', () => {
  let app: TestApp;
  let r: Json;

  const get = async (url: string) => {
    const res = await app.inject('GET', url);
    if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}: ${res.text}`);
    return res.body;
  };
  const names = async (url: string) => (await get(`${url}${url.includes('?') ? '&' : '?'}limit=1000`)).results.map((o: Json) => o.name ?? o.display);
  const assignments = () => get('/api/tenancy/contact-assignments/?limit=1000');
  const assign = (body: Json) => app.inject('POST', '/api/tenancy/contact-assignments/', { body });

  beforeAll(async () => {
    app = await startApp();
    const top = await post(app, '/api/tenancy/contact-groups/', { name: 'Top', slug: 'top' });
    const sub = await post(app, '/api/tenancy/contact-groups/', { name: 'Sub', slug: 'sub', parent: top.id });
    const other = await post(app, '/api/tenancy/contact-groups/', { name: 'Other', slug: 'other' });
    const [alice, bob, carol] = await post<Json[]>(app, '/api/tenancy/contacts/', [
      { name: 'Alice', groups: [sub.id] },
      { name: 'Bob', groups: [top.id, other.id] },
      { name: 'Carol' },
    ]);
    const [admin, noc] = await post<Json[]>(app, '/api/tenancy/contact-roles/', [
      { name: 'Admin', slug: 'admin' },
      { name: 'NOC', slug: 'noc' },
    ]);
    const siteA = await make.site(app, 'Ct Site A');
    const siteB = await make.site(app, 'Ct Site B');
    const siteC = await make.site(app, 'Ct Site C');
    const tenant = await make.tenant(app, 'Ct Tenant');
    const basics = await deviceBasics(app, 'CtDev');
    const device = await make.device(app, { name: 'Ct Device', site: siteA.id, device_type: basics.deviceType.id, role: basics.role.id });
    r = { top, sub, other, alice, bob, carol, admin, noc, siteA, siteB, siteC, tenant, device, role: basics.role };
    for (const body of [
      { object_type: 'dcim.site', object_id: siteA.id, contact: alice.id, role: admin.id, priority: 'primary' },
      { object_type: 'dcim.site', object_id: siteB.id, contact: bob.id, role: noc.id },
      { object_type: 'tenancy.tenant', object_id: tenant.id, contact: carol.id, role: admin.id },
      { object_type: 'dcim.device', object_id: device.id, contact: bob.id, role: admin.id, priority: 'secondary' },
    ]) {
      const res = await assign(body);
      if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('assignment rules', () => {
    it('a model without contacts → 400 naming object_type, nothing written', async () => {
      const before = (await assignments()).count;
      const res = await assign({ object_type: 'dcim.devicerole', object_id: r.role.id, contact: r.carol.id, role: r.noc.id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ object_type: ['Contacts cannot be assigned to this object type (dcim.devicerole).'] });
      const unknown = await assign({ object_type: 'dcim.nothing', object_id: 1, contact: r.carol.id, role: r.noc.id });
      expect(unknown.body).toEqual({ object_type: ['Invalid content type: dcim.nothing'] });
      expect((await assignments()).count).toBe(before);
    });

    it("the models that take contacts are NetBox 4.6's (its ContactsMixin models), as object types' features show", async () => {
      const types = (await app.inject('GET', '/api/core/object-types/?limit=1000')).body.results;
      const withContacts = types.filter((t: Json) => t.features.includes('contacts')).map((t: Json) => `${t.app_label}.${t.model}`);
      expect(withContacts.sort()).toEqual(
        [
          'circuits.circuit',
          'circuits.provider',
          'circuits.provideraccount',
          'circuits.virtualcircuit',
          'dcim.device',
          'dcim.location',
          'dcim.manufacturer',
          'dcim.powerpanel',
          'dcim.rack',
          'dcim.region',
          'dcim.site',
          'dcim.sitegroup',
          'ipam.aggregate',
          'ipam.asn',
          'ipam.ipaddress',
          'ipam.iprange',
          'ipam.prefix',
          'ipam.service',
          'tenancy.tenant',
          'virtualization.cluster',
          'virtualization.clustergroup',
          'virtualization.virtualmachine',
          'vpn.l2vpn',
          'vpn.tunnel',
          'vpn.tunnelgroup',
        ].sort(),
      );
    });

    it('unknown objects, a missing role and a second assignment of a contact in the same role are refused', async () => {
      const missing = await assign({ object_type: 'dcim.site', object_id: 999999, contact: r.carol.id, role: r.noc.id });
      expect(missing.body).toEqual({ object_id: ['Related object not found using the provided value: 999999.'] });
      const noRole = await assign({ object_type: 'dcim.site', object_id: r.siteC.id, contact: r.carol.id });
      expect(noRole.status).toBe(400);
      expect(noRole.body).toEqual({ role: ['This field cannot be null.'] });
      const twice = await assign({ object_type: 'dcim.site', object_id: r.siteA.id, contact: r.alice.id, role: r.admin.id, priority: 'tertiary' });
      expect(twice.status).toBe(400);
      expect(twice.body).toEqual({ __all__: ['Contact assignment with this Object type, Object id, Contact and Role already exists.'] });
      // the same contact in another role is another assignment
      const otherRole = await assign({ object_type: 'dcim.site', object_id: r.siteC.id, contact: r.alice.id, role: r.noc.id });
      expect(otherRole.status).toBe(201);
      await app.inject('DELETE', `/api/tenancy/contact-assignments/${otherRole.body.id}/`);
    });

    it('renders the object nested and NetBox’s display; the change record names the object as related', async () => {
      const [one] = (await get(`/api/tenancy/contact-assignments/?object_id=${r.siteA.id}&object_type=dcim.site`)).results;
      expect(one.display).toBe('Alice (Primary) -> Ct Site A');
      expect(one.object).toEqual({
        id: r.siteA.id,
        url: expect.stringMatching(new RegExp(`/api/dcim/sites/${r.siteA.id}/$`)),
        display: 'Ct Site A',
        name: 'Ct Site A',
        description: '',
        slug: 'ct-site-a',
      });
      expect(one.priority).toEqual({ value: 'primary', label: 'Primary' });
      const [noPriority] = (await get(`/api/tenancy/contact-assignments/?object_id=${r.siteB.id}&object_type=dcim.site`)).results;
      expect([noPriority.display, noPriority.priority]).toEqual(['Bob -> Ct Site B', null]);
      const records = await get(`/api/core/object-changes/?changed_object_type=tenancy.contactassignment&changed_object_id=${one.id}`);
      expect(records.results[0]).toMatchObject({ related_object_type: 'dcim.site', related_object_id: r.siteA.id });
    });

    it('assignments list by contact, priority, role; q searches the contact and role names', async () => {
      const list = (await assignments()).results.map((a: Json) => a.display);
      expect(list).toEqual(['Alice (Primary) -> Ct Site A', 'Bob (Secondary) -> Ct Device', 'Bob -> Ct Site B', 'Carol -> Ct Tenant']);
      expect((await get('/api/tenancy/contact-assignments/?q=noc')).results.map((a: Json) => a.display)).toEqual(['Bob -> Ct Site B']);
      expect((await get(`/api/tenancy/contact-assignments/?group_id=${r.top.id}`)).count).toBe(3);
      expect((await get('/api/tenancy/contact-assignments/?group=sub')).count).toBe(1);
      expect((await get('/api/tenancy/contact-assignments/?role=noc')).count).toBe(1);
    });
  });

  describe('contact filters on every model with contacts', () => {
    it('contact, contact_role and contact_group (with descendant groups) on sites', async () => {
      expect(await names(`/api/dcim/sites/?contact=${r.alice.id}`)).toEqual(['Ct Site A']);
      expect(await names(`/api/dcim/sites/?contact=${r.alice.id}&contact=${r.bob.id}`)).toEqual(['Ct Site A', 'Ct Site B']);
      expect(await names(`/api/dcim/sites/?contact_role=${r.noc.id}`)).toEqual(['Ct Site B']);
      expect(await names(`/api/dcim/sites/?contact_group=${r.top.id}`)).toEqual(['Ct Site A', 'Ct Site B']);
      expect(await names(`/api/dcim/sites/?contact_group=${r.sub.id}`)).toEqual(['Ct Site A']);
      expect(await names(`/api/dcim/sites/?contact__n=${r.alice.id}`)).toEqual(['Ct Site B', 'Ct Site C', 'CtDev Site']);
      expect(await names('/api/dcim/sites/?contact=null')).toEqual(['Ct Site C', 'CtDev Site']);
    });

    it('the same filters on tenants and devices; unknown ids → 400', async () => {
      expect(await names(`/api/tenancy/tenants/?contact=${r.carol.id}`)).toEqual(['Ct Tenant']);
      expect(await names(`/api/tenancy/tenants/?contact=${r.alice.id}`)).toEqual([]);
      expect(await names(`/api/dcim/devices/?contact_group=${r.other.id}`)).toEqual(['Ct Device']);
      const bad = await app.inject('GET', '/api/dcim/sites/?contact=999999&contact_role=x');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        contact: ['Select a valid choice. 999999 is not one of the available choices.'],
        contact_role: ['Select a valid choice. x is not one of the available choices.'],
      });
    });

    it('models without contacts have no contact filters', async () => {
      const all = (await get('/api/dcim/device-roles/?limit=1000')).count;
      expect((await get(`/api/dcim/device-roles/?contact=${r.alice.id}`)).count).toBe(all);
    });
  });

  describe('groups', () => {
    it('contact_count counts each contact of the group and the groups below it once', async () => {
      const groups = (await get('/api/tenancy/contact-groups/?limit=1000')).results;
      const count = Object.fromEntries(groups.map((g: Json) => [g.name, g.contact_count]));
      expect(count).toEqual({ Top: 2, Sub: 1, Other: 1 });
      expect(await names(`/api/tenancy/contacts/?group_id=${r.top.id}`)).toEqual(['Alice', 'Bob']);
      expect(await names('/api/tenancy/contacts/?group=sub')).toEqual(['Alice']);
      expect(await names(`/api/tenancy/contact-groups/?contact_id=${r.bob.id}`)).toEqual(['Other', 'Top']);
    });

    it('contact_id and an assignment group naming no contact or group → 400, as NetBox’s model choices', async () => {
      const groups = await app.inject('GET', '/api/tenancy/contact-groups/?contact_id=999999');
      expect(groups.status).toBe(400);
      expect(groups.body).toEqual({ contact_id: ['Select a valid choice. 999999 is not one of the available choices.'] });
      const assigned = await app.inject('GET', '/api/tenancy/contact-assignments/?group=no-such-group&group_id=x');
      expect(assigned.status).toBe(400);
      expect(assigned.body).toEqual({
        group: ['Select a valid choice. no-such-group is not one of the available choices.'],
        group_id: ['Select a valid choice. x is not one of the available choices.'],
      });
    });

    it('top-level groups may share a name; siblings may not', async () => {
      const twin = await app.inject('POST', '/api/tenancy/contact-groups/', { body: { name: 'Top', slug: 'top-2' } });
      expect(twin.status).toBe(201);
      const sibling = await app.inject('POST', '/api/tenancy/contact-groups/', { body: { name: 'Sub', slug: 'sub-2', parent: r.top.id } });
      expect(sibling.status).toBe(400);
      expect(sibling.body).toEqual({ __all__: ['Contact group with this Parent and Name already exists.'] });
      await app.inject('DELETE', `/api/tenancy/contact-groups/${twin.body.id}/`);
    });

    it('contacts validate email and link', async () => {
      const res = await app.inject('POST', '/api/tenancy/contacts/', { body: { name: 'Bad', email: 'nope', link: 'example' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ email: ['Enter a valid email address.'], link: ['Enter a valid URL.'] });
    });
  });

  describe('deletes', () => {
    it('a contact or role in use is protected; deleting the object deletes its assignments', async () => {
      const protectedContact = await app.inject('DELETE', `/api/tenancy/contacts/${r.carol.id}/`);
      expect(protectedContact.status).toBe(409);
      const protectedRole = await app.inject('DELETE', `/api/tenancy/contact-roles/${r.admin.id}/`);
      expect(protectedRole.status).toBe(409);
      const before = (await assignments()).count;
      const [carols] = (await get(`/api/tenancy/contact-assignments/?contact_id=${r.carol.id}`)).results;
      expect((await app.inject('DELETE', `/api/tenancy/tenants/${r.tenant.id}/`)).status).toBe(204);
      expect((await assignments()).count).toBe(before - 1);
      const records = await get(
        `/api/core/object-changes/?changed_object_type=tenancy.contactassignment&action=delete&changed_object_id=${carols.id}`,
      );
      expect(records.count).toBe(1);
      expect((await app.inject('DELETE', `/api/tenancy/contacts/${r.carol.id}/`)).status).toBe(204);
    });
  });
});
