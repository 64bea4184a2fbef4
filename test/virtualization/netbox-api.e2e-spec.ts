import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { post } from '../helpers/dcim';
import { member } from '../helpers/users';

type Json = Record<string, any>;

/**
 * Behaviour NetBox's own virtualization API tests (netbox/virtualization/tests/test_api.py) check beyond
 * the generic CRUD: who may render a virtual machine's configuration.
 */
describe('virtualization: what NetBox’s API tests check', () => {
  let app: TestApp;
  let vm: Json;
  let override: Json;

  const render = (token: string | null, body: Json = {}) =>
    app.inject('POST', `/api/virtualization/virtual-machines/${vm.id}/render-config/`, { body, token });
  const vmPermission = (actions: string[]) => ({ object_types: ['virtualization.virtualmachine'], actions });

  beforeAll(async () => {
    app = await startApp();
    const cluster = await makeV.cluster(app, 'Rc Cluster', (await makeV.clusterType(app, 'Rc Type')).id);
    const template = await post(app, '/api/extras/config-templates/', {
      name: 'Rc Template',
      template_code: 'Config for virtual machine {{ virtualmachine.name }}',
    });
    override = await post(app, '/api/extras/config-templates/', {
      name: 'Rc Override',
      template_code: 'Override config for {{ virtualmachine.name }}',
    });
    vm = await makeV.vm(app, 'Rc VM', { cluster: cluster.id, config_template: template.id });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('render-config', () => {
    it('view and render_config suffice for the object’s own template (no view on config templates needed)', async () => {
      const { token } = await member(app, 'rc-both', [vmPermission(['view', 'render_config'])]);
      const res = await render(token);
      expect([res.status, res.body.content]).toEqual([200, 'Config for virtual machine Rc VM']);
    });

    it('without view or without render_config the machine is not found (404), as without any permission', async () => {
      const none = await member(app, 'rc-none');
      const viewOnly = await member(app, 'rc-view', [vmPermission(['view'])]);
      const renderOnly = await member(app, 'rc-render', [vmPermission(['render_config'])]);
      const statuses = [];
      for (const { token } of [none, viewOnly, renderOnly]) statuses.push((await render(token)).status);
      expect(statuses).toEqual([404, 404, 404]);
    });

    it('the permissions’ constraints limit the machines rendered', async () => {
      const { token } = await member(app, 'rc-constrained', [
        { ...vmPermission(['view']), constraints: { name: 'Rc VM' } },
        { ...vmPermission(['render_config']), constraints: { name: 'Another VM' } },
      ]);
      expect((await render(token)).status).toBe(404);
    });

    it('no token, or a token that may not write → 403', async () => {
      expect((await render(null)).status).toBe(403);
      const { token, provisioned } = await member(app, 'rc-readonly', [vmPermission(['view', 'render_config'])]);
      expect((await app.inject('PATCH', `/api/users/tokens/${provisioned.id}/`, { body: { write_enabled: false } })).status).toBe(200);
      expect((await render(token)).status).toBe(403);
      expect((await app.inject('PATCH', `/api/users/tokens/${provisioned.id}/`, { body: { write_enabled: true } })).status).toBe(200);
      expect((await render(token)).status).toBe(200);
    });

    it('config_template_id picks a template the caller may view; unknown, not a number, or not viewable → 400', async () => {
      const { token } = await member(app, 'rc-override', [
        vmPermission(['view', 'render_config']),
        { object_types: ['extras.configtemplate'], actions: ['view'], constraints: { name: 'Rc Override' } },
      ]);
      const res = await render(token, { config_template_id: override.id });
      expect([res.status, res.body.content]).toEqual([200, 'Override config for Rc VM']);
      expect((await render(token, { config_template_id: 999999 })).status).toBe(400);
      expect((await render(token, { config_template_id: 'abc' })).status).toBe(400);
      const { token: plain } = await member(app, 'rc-override-denied', [vmPermission(['view', 'render_config'])]);
      const denied = await render(plain, { config_template_id: override.id });
      expect([denied.status, denied.body]).toEqual([400, { error: `Config template with ID ${override.id} not found.` }]);
    });
  });
});
