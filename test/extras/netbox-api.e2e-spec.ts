import { startApp, TestApp } from '../helpers/app';
import { dataFilesOf } from '../helpers/data-sources';
import { deviceBasics, make, post } from '../helpers/dcim';
import { member, provision } from '../helpers/users';

/**
 * Behaviour NetBox's own extras API tests (extras/tests/test_api.py, test_customfields.py) assert that the
 * other suites here did not cover: who may render a config template or a device's configuration (a
 * write-enabled token, then the object among the rows the caller may view and render: 404 otherwise),
 * and a config context or profile following a YAML data file.
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
});
