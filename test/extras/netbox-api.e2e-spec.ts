import { startApp, TestApp } from '../helpers/app';
import { dataFilesOf } from '../helpers/data-sources';
import { deviceBasics, make, post } from '../helpers/dcim';
import { member, provision } from '../helpers/users';

/**
 * Behaviour NetBox's own extras API tests (extras/tests/test_api.py, test_customfields.py) assert that the
 * other suites here did not cover: who may render a config template or a device's configuration (a
 * write-enabled token, then the object among the rows the caller may view and render: 404 otherwise),
 * a config context or profile following a YAML data file, the JSON schema of JSON custom fields, a required
 * custom field checked on every write, and the choices of a choice set.
 */
type Json = Record<string, any>;

describe('NetBox extras API tests', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('rendering: token write permission, then the render and view permissions as a row filter', () => {
    let template: Json;
    let other: Json;
    let device: Json;
    const renderTemplate = (id: number, token?: string | null) =>
      app.inject('POST', `/api/extras/config-templates/${id}/render/`, { body: { foo: 'bar' }, token });
    const renderDevice = (token?: string | null) => app.inject('POST', `/api/dcim/devices/${device.id}/render-config/`, { body: {}, token });

    beforeAll(async () => {
      template = await post(app, '/api/extras/config-templates/', { name: 'Config Template 1', template_code: 'Foo: {{ foo }}' });
      other = await post(app, '/api/extras/config-templates/', { name: 'Config Template 2', template_code: 'Bar: {{ foo }}' });
      const deviceTemplate = await post(app, '/api/extras/config-templates/', {
        name: 'Device',
        template_code: 'Config for device {{ device.name }}',
      });
      const basics = await deviceBasics(app, 'Render');
      device = await make.device(app, {
        name: 'render1',
        site: basics.site.id,
        device_type: basics.deviceType.id,
        role: basics.role.id,
        config_template: deviceTemplate.id,
      });
    });

    it('test_render: view and render on config templates render the body as context', async () => {
      const renderer = await member(app, 'template-renderer', [{ object_types: ['extras.configtemplate'], actions: ['view', 'render'] }]);
      const res = await renderTemplate(template.id, renderer.token);
      expect([res.status, res.body.content]).toEqual([200, 'Foo: bar']);
      expect(res.body.configtemplate).toEqual(expect.objectContaining({ id: template.id, name: 'Config Template 1' }));
    });

    it('test_render_without_permission: no permission, or only one of view and render, is a 404', async () => {
      const nobody = await member(app, 'template-nobody');
      const viewer = await member(app, 'template-viewer', [{ object_types: ['extras.configtemplate'], actions: ['view'] }]);
      const renderOnly = await member(app, 'template-render-only', [{ object_types: ['extras.configtemplate'], actions: ['render'] }]);
      for (const who of [nobody, viewer, renderOnly]) {
        const res = await renderTemplate(template.id, who.token);
        expect([res.status, res.body]).toEqual([404, { detail: 'No ConfigTemplate matches the given query.' }]);
      }
      // the render permission's constraints limit which templates render
      const constrained = await member(app, 'template-constrained', [
        { object_types: ['extras.configtemplate'], actions: ['view'] },
        { object_types: ['extras.configtemplate'], actions: ['render'], constraints: { name: 'Config Template 2' } },
      ]);
      expect((await renderTemplate(template.id, constrained.token)).status).toBe(404);
      expect((await renderTemplate(other.id, constrained.token)).body.content).toBe('Bar: bar');
    });

    it('test_render_token_write_enabled: no token or a read-only one is a 403; write enabled again, it renders', async () => {
      await member(app, 'template-writer', [{ object_types: ['extras.configtemplate'], actions: ['view', 'render'] }]);
      expect((await renderTemplate(template.id, null)).status).toBe(403);
      const { token, body } = await provision(app, 'template-writer', { write_enabled: false });
      expect((await renderTemplate(template.id, token)).status).toBe(403);
      const enabled = await app.inject('PATCH', `/api/users/tokens/${body.id}/`, { body: { write_enabled: true } });
      expect(enabled.status).toBe(200);
      expect((await renderTemplate(template.id, token)).status).toBe(200);
    });

    it("devices' render-config: render_config and view on devices suffice; without them a 404; a read-only token a 403", async () => {
      const renderer = await member(app, 'device-renderer', [{ object_types: ['dcim.device'], actions: ['view', 'render_config'] }]);
      const res = await renderDevice(renderer.token);
      expect([res.status, res.body.content]).toEqual([200, 'Config for device render1']);
      const nobody = await member(app, 'device-nobody');
      const viewer = await member(app, 'device-viewer', [{ object_types: ['dcim.device'], actions: ['view'] }]);
      for (const who of [nobody, viewer]) {
        const refused = await renderDevice(who.token);
        expect([refused.status, refused.body]).toEqual([404, { detail: 'No Device matches the given query.' }]);
      }
      expect((await renderDevice(null)).status).toBe(403);
      const { token } = await provision(app, 'device-renderer', { write_enabled: false });
      expect((await renderDevice(token)).status).toBe(403);
    });
  });

  describe('test_update_data_source_and_data_file', () => {
    it('config context profiles and config contexts follow a YAML data file, read as NetBox reads it', async () => {
      const files = await dataFilesOf(app, 'YAML files', {
        'profile.yml': 'properties:\n  foo:\n    type: string\n',
        'context.yml': 'context: config\nntp:\n  - 10.0.0.1\n',
        'broken.yml': 'a: [1\n',
      });
      const profile = await post(app, '/api/extras/config-context-profiles/', { name: 'Config Context Profile 1' });
      const patchedProfile = await app.inject('PATCH', `/api/extras/config-context-profiles/${profile.id}/`, {
        body: { data_source: files['profile.yml'].source.id, data_file: files['profile.yml'].id },
      });
      expect(patchedProfile.status).toBe(200);
      expect([patchedProfile.body.data_source.id, patchedProfile.body.data_file.id]).toEqual([
        files['profile.yml'].source.id,
        files['profile.yml'].id,
      ]);
      expect(patchedProfile.body.schema).toEqual({ properties: { foo: { type: 'string' } } });

      const context = await post(app, '/api/extras/config-contexts/', { name: 'Config Context 1', data: { foo: 123 } });
      const patched = await app.inject('PATCH', `/api/extras/config-contexts/${context.id}/`, {
        body: { data_source: files['context.yml'].source.id, data_file: files['context.yml'].id },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.data_file.id).toBe(files['context.yml'].id);
      expect(patched.body.data).toEqual({ context: 'config', ntp: ['10.0.0.1'] });

      const broken = await app.inject('PATCH', `/api/extras/config-contexts/${context.id}/`, { body: { data_file: files['broken.yml'].id } });
      expect(broken.status).toBe(400);
      expect(broken.body.data_file[0]).toMatch(/^The data file is not valid YAML or JSON: /);
    });
  });

  describe('custom fields: validation_schema of JSON fields (test_customfields.py)', () => {
    const schema = { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer' } }, required: ['name'] };
    const field = (body: Json) => app.inject('POST', '/api/extras/custom-fields/', { body: { object_types: ['dcim.site'], type: 'json', ...body } });

    it('test_validation_schema_only_for_json_type, test_json_schema_default_validation: the schema and the default are checked', async () => {
      const text = await field({ name: 'schema_text', type: 'text', validation_schema: schema });
      expect([text.status, text.body]).toEqual([400, { validation_schema: ['JSON schema validation is supported only for JSON fields'] }]);
      const badDefault = await field({ name: 'schema_default', validation_schema: schema, default: { age: 25 } });
      expect([badDefault.status, badDefault.body]).toEqual([
        400,
        { default: [`Invalid default value "{'age': 25}": Value does not conform to the assigned schema: 'name' is a required property`] },
      ]);
      const notADict = await field({ name: 'schema_list', validation_schema: [1] });
      expect([notADict.status, notADict.body]).toEqual([400, { validation_schema: ['Invalid JSON schema definition'] }]);
      const badType = await field({ name: 'schema_type', validation_schema: { type: 'foo' } });
      expect([badType.status, badType.body]).toEqual([
        400,
        { validation_schema: ["Invalid JSON schema definition: 'foo' is not valid under any of the given schemas"] },
      ]);
      const good = await field({ name: 'schema_good', validation_schema: schema, default: { name: 'test' } });
      expect([good.status, good.body.default]).toEqual([201, { name: 'test' }]);
      expect((await app.inject('DELETE', `/api/extras/custom-fields/${good.body.id}/`)).status).toBe(204);
    });

    it("test_json_schema_validation: a site's value must conform to the field's schema; null is not checked", async () => {
      const cf = await field({ name: 'json_field' });
      expect(cf.status).toBe(201);
      const site = await make.site(app, 'Schema Site');
      const url = `/api/dcim/sites/${site.id}/`;
      // set after values exist, as NetBox's test does: the schema applies to the next writes
      const patched = await app.inject('PATCH', `/api/extras/custom-fields/${cf.body.id}/`, { body: { validation_schema: schema } });
      expect(patched.status).toBe(200);
      const missing = await app.inject('PATCH', url, { body: { custom_fields: { json_field: { age: 25 } } } });
      expect([missing.status, missing.body]).toEqual([
        400,
        { __all__: ["Invalid value for custom field 'json_field': Value does not conform to the assigned schema: 'name' is a required property"] },
      ]);
      const wrongType = await app.inject('PATCH', url, { body: { custom_fields: { json_field: { name: 'test', age: 'not_an_int' } } } });
      expect(wrongType.status).toBe(400);
      const ok = await app.inject('PATCH', url, { body: { custom_fields: { json_field: { name: 'test', age: 25 } } } });
      expect([ok.status, ok.body.custom_fields.json_field]).toEqual([200, { name: 'test', age: 25 }]);
      const cleared = await app.inject('PATCH', url, { body: { custom_fields: { json_field: null } } });
      expect([cleared.status, cleared.body.custom_fields.json_field]).toEqual([200, null]);
      expect((await app.inject('DELETE', `/api/extras/custom-fields/${cf.body.id}/`)).status).toBe(204);
    });
    it('test_required_field_enforced_on_existing_objects: a write to an object lacking a required field is refused', async () => {
      const site = await make.site(app, 'Required Site');
      const cf = await field({ name: 'req', type: 'text', required: true });
      expect(cf.status).toBe(201);
      const url = `/api/dcim/sites/${site.id}/`;
      // the site holds no value: any write to it fails until one is given, as NetBox's full_clean() does
      const other = await app.inject('PATCH', url, { body: { description: 'x' } });
      expect([other.status, other.body]).toEqual([400, { __all__: ["Missing required custom field 'req'."] }]);
      const nulled = await app.inject('PATCH', url, { body: { custom_fields: { req: null } } });
      expect([nulled.status, nulled.body]).toEqual([400, { __all__: ["Invalid value for custom field 'req': Required field cannot be empty."] }]);
      const given = await app.inject('PATCH', url, { body: { description: 'x', custom_fields: { req: 'value' } } });
      expect([given.status, given.body.custom_fields.req, given.body.description]).toEqual([200, 'value', 'x']);
      expect((await app.inject('PATCH', url, { body: { description: 'y' } })).status).toBe(200);
      expect((await app.inject('DELETE', `/api/extras/custom-fields/${cf.body.id}/`)).status).toBe(204);
    });
  });

  describe('custom field choice sets: GET <id>/choices/', () => {
    it('the choices as {id, display}, paged like a list, q matching value or label; a set out of reach is a 404', async () => {
      const set = await post(app, '/api/extras/custom-field-choice-sets/', {
        name: 'Choice Set Paged',
        extra_choices: [
          ['4A', 'Choice 1'],
          ['4B', 'Choice 2'],
          ['other', 'Something 4a'],
        ],
      });
      const url = `/api/extras/custom-field-choice-sets/${set.id}/choices/`;
      const first = await app.inject('GET', `${url}?limit=2`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        count: 3,
        next: expect.stringContaining(`${url}?limit=2&offset=2`),
        previous: null,
        results: [
          { id: '4A', display: 'Choice 1' },
          { id: '4B', display: 'Choice 2' },
        ],
      });
      const found = await app.inject('GET', `${url}?q=4a`);
      expect(found.body.results).toEqual([
        { id: '4A', display: 'Choice 1' },
        { id: 'other', display: 'Something 4a' },
      ]);
      expect((await app.inject('GET', '/api/extras/custom-field-choice-sets/999999/choices/')).body).toEqual({
        detail: 'No CustomFieldChoiceSet matches the given query.',
      });
      expect((await app.inject('POST', url, { body: {} })).status).toBe(405);
      const nobody = await member(app, 'choices-nobody');
      expect((await app.inject('GET', url, { token: nobody.token })).status).toBe(403);
      const elsewhere = await member(app, 'choices-elsewhere', [
        { object_types: ['extras.customfieldchoiceset'], actions: ['view'], constraints: { name: 'Another set' } },
      ]);
      expect((await app.inject('GET', url, { token: elsewhere.token })).status).toBe(404);
    });
  });
});
