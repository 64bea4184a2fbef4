import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';
import { member } from '../helpers/users';

/**
 * NetBox 4.6.8 utilities/tests/test_api.py and netbox/tests/test_api.py, where the REST API shows the rule:
 * the cursor paginator's errors, ContentTypeField's scoping to its declared object types (through a tag's
 * object_types, limited to the models with the tags feature) and the id check of bulk updates and deletes.
 */
describe('NetBox API utilities', () => {
  let app: TestApp;
  let viewer: string;

  beforeAll(async () => {
    app = await startApp();
    await post(app, '/api/dcim/sites/', [
      { name: 'Site 1', slug: 'site-1' },
      { name: 'Site 2', slug: 'site-2' },
    ]);
    viewer = (await member(app, 'site-viewer', [{ object_types: ['dcim.site'], actions: ['view'] }])).token;
  });

  afterAll(async () => {
    await app?.close();
  });

  const sites = (query: string) => app.inject('GET', `/api/dcim/sites/?${query}`, { token: viewer });

  describe('cursor pagination errors (DRF renders a ValidationError raised with a bare message as a list of it)', () => {
    it('APIPaginationTestCase.test_cursor_and_offset_conflict: start with offset → 400', async () => {
      const res = await sites('start=1&offset=10');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(["'start' and 'offset' are mutually exclusive."]);
    });

    it('APIPaginationTestCase.test_cursor_and_ordering_conflict: start with ordering → 400', async () => {
      const res = await sites('start=1&ordering=name');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(['Ordering cannot be specified in conjunction with cursor-based pagination.']);
    });

    it('APIPaginationTestCase.test_cursor_negative_start: a negative (or non-integer) start → 400', async () => {
      for (const start of ['-1', 'abc', '1.5', '']) {
        const res = await sites(`start=${start}`);
        expect({ start, status: res.status, body: res.body }).toEqual({
          start,
          status: 400,
          body: ["Invalid 'start' parameter: must be a non-negative integer."],
        });
      }
      // what Python's int() reads as a non-negative integer is one
      for (const start of ['+1', '-0']) expect((await sites(`start=${start}&limit=1`)).status).toBe(200);
    });
  });

  describe('ContentTypeField (a tag’s object_types: the object types with the tags feature)', () => {
    const tag = (slug: string, objectTypes: unknown) =>
      app.inject('POST', '/api/extras/tags/', { body: { name: slug, slug, object_types: objectTypes } });

    it('ContentTypeFieldTestCase.test_to_internal_value_resolves_content_type_within_queryset: dcim.site → 201', async () => {
      const res = await tag('within', ['dcim.site']);
      expect(res.status).toBe(201);
      expect(res.body.object_types).toEqual(['dcim.site']);
    });

    it('ContentTypeFieldTestCase.test_to_internal_value_rejects_content_type_outside_queryset: a real type without tags → 400', async () => {
      for (const type of ['users.user', 'core.job']) {
        const res = await tag(`outside-${type.replace('.', '-')}`, [type]);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ object_types: [`Invalid content type: ${type}`] });
      }
      expect((await app.inject('GET', '/api/extras/tags/?slug=outside-users-user')).body.count).toBe(0);
    });

    it('ContentTypeFieldTestCase.test_to_internal_value_rejects_malformed_input: not "<app_label>.<model>" → 400', async () => {
      for (const type of ['not-a-valid-format', 'too.many.dots']) {
        const res = await tag('malformed', [type]);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ object_types: ["Invalid value. Specify a content type as '<app_label>.<model_name>'."] });
      }
    });

    it('ContentTypeFieldTestCase.test_to_internal_value_rejects_nonexistent_content_type → 400', async () => {
      const res = await tag('nonexistent', ['nonexistent_app.nonexistent_model']);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ object_types: ['Invalid content type: nonexistent_app.nonexistent_model'] });
    });

    it('ContentTypeFieldTestCase.test_to_internal_value_many_rejects_content_type_outside_queryset: one bad item fails the list', async () => {
      const res = await tag('many', ['dcim.device', 'users.user']);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ object_types: ['Invalid content type: users.user'] });
      // ManyRelatedField: a string or null is not a list
      expect((await tag('many', 'dcim.device')).body).toEqual({ object_types: ['Expected a list of items but got type "str".'] });
      expect((await tag('many', null)).body).toEqual({ object_types: ['This field may not be null.'] });
    });
  });

  describe('representation controls (BaseViewSet.field_kwargs: fields=, else omit=, else brief)', () => {
    it('BaseViewSet.field_kwargs: omit= with brief gives the complete form without the omitted fields', async () => {
      const res = await sites('brief=1&omit=url,slug&name=Site 1');
      expect(res.status).toBe(200);
      const keys = Object.keys(res.body.results[0]);
      expect(keys).toEqual(expect.arrayContaining(['id', 'display', 'name', 'status', 'region', 'tags', 'custom_fields', 'created']));
      expect(keys).not.toContain('url');
      expect(keys).not.toContain('slug');
      // fields= still wins over both
      const fields = await sites('brief=1&omit=name&fields=name,id&name=Site 1');
      expect(Object.keys(fields.body.results[0])).toEqual(['id', 'name']);
    });

    it('BaseViewSet.field_kwargs: brief still leaves out a device’s config_context when omit= decides the fields', async () => {
      const site = (await sites('name=Site 1')).body.results[0];
      const manufacturer = await post(app, '/api/dcim/manufacturers/', { name: 'M', slug: 'm' });
      const type = await post(app, '/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'T', slug: 't' });
      const role = await post(app, '/api/dcim/device-roles/', { name: 'R', slug: 'r' });
      const device = await post(app, '/api/dcim/devices/', { name: 'D', device_type: type.id, role: role.id, site: site.id });
      const res = await app.inject('GET', `/api/dcim/devices/${device.id}/?brief=1&omit=url`);
      expect(res.body).toHaveProperty('serial');
      expect(res.body).not.toHaveProperty('url');
      expect(res.body).not.toHaveProperty('config_context');
      expect((await app.inject('GET', `/api/dcim/devices/${device.id}/?omit=url`)).body).toHaveProperty('config_context');
    });

    it('BaseViewSet.field_kwargs reads query_params.get(): a repeated fields=, omit= or exclude= counts by its last value only', async () => {
      const fields = await sites('fields=name,slug&fields=id&name=Site 1');
      expect(Object.keys(fields.body.results[0])).toEqual(['id']);
      const omit = await sites('omit=slug&omit=url&name=Site 1');
      const keys = Object.keys(omit.body.results[0]);
      expect(keys).toContain('slug');
      expect(keys).not.toContain('url');
      // an empty last fields= is no fields= (omit= decides), an empty last omit= is no omit=
      const emptyFields = await sites('fields=id&fields=&omit=url&name=Site 1');
      expect(Object.keys(emptyFields.body.results[0])).toEqual(expect.arrayContaining(['id', 'name', 'slug']));
      expect(Object.keys(emptyFields.body.results[0])).not.toContain('url');
      expect(Object.keys((await sites('omit=url&omit=&name=Site 1')).body.results[0])).toContain('url');
      // brief: the last value, any non-empty one (even 0) turns it on
      expect(Object.keys((await sites('brief=1&brief=&name=Site 1')).body.results[0])).toContain('comments');
      expect(Object.keys((await sites('brief=&brief=0&name=Site 1')).body.results[0])).not.toContain('comments');
      // a device's config_context is left out when the last exclude= names it
      const device = (await app.inject('GET', '/api/dcim/devices/?name=D')).body.results[0];
      const url = `/api/dcim/devices/${device.id}/`;
      expect((await app.inject('GET', `${url}?exclude=config_context&exclude=x`)).body).toHaveProperty('config_context');
      expect((await app.inject('GET', `${url}?exclude=x&exclude=config_context`)).body).not.toHaveProperty('config_context');
    });
  });

  describe('bulk update and delete: each item goes through BulkOperationSerializer', () => {
    it('BulkUpdateModelMixin / BulkDestroyModelMixin: an item that is not an object fails as DRF fails it, aligned with the list', async () => {
      const [tenant] = await post<Array<Record<string, any>>>(app, '/api/tenancy/tenants/', [{ name: 'Bulk', slug: 'bulk' }]);
      for (const method of ['PATCH', 'DELETE']) {
        const res = await app.inject(method, '/api/tenancy/tenants/', { body: [{ id: tenant.id, description: 'changed' }, 5, 'x', null] });
        expect(res.status).toBe(400);
        expect(res.body).toEqual([
          {},
          { non_field_errors: ['Invalid data. Expected a dictionary, but got int.'] },
          { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] },
          ['This field may not be null.'],
        ]);
      }
      const after = await app.inject('GET', `/api/tenancy/tenants/${tenant.id}/`);
      expect(after.body.description).toBe('');
    });
  });
});
