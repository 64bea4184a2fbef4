import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';

/**
 * Config templates and export templates rendered with Handlebars: the exact text for a device with a
 * config context, tags, interfaces and IP addresses; `objects` reaching other models; template errors
 * and prototype access answered 400 with the error, never 5xx; export headers (MIME type, attachment,
 * file name), filters, all pages, `@index` / `@first` / `@last` / `{{else}}` across batches.
 */
type Json = Record<string, any>;

const ROUTER_TEMPLATE = `hostname {{device.name}}
{{#each device.tags}}! tag {{slug}}
{{/each}}ntp server {{ntp.server}}
{{#each (objects "dcim.interface" device_id=device.id)}}
interface {{name}}
{{#each (objects "ipam.ipaddress" interface_id=id)}}
 ip address {{address}}
{{/each}}
{{/each}}
! site {{device.site.name}}{{#if extra}} / {{extra}}{{/if}}
`;

describe('templates', () => {
  let app: TestApp;
  const o: Json = {};

  beforeAll(async () => {
    app = await startApp();
    const basics = await deviceBasics(app, 'Tpl');
    Object.assign(o, basics);
    o.core = await make.tag(app, 'Core');
    o.edge = await make.tag(app, 'Edge');
    o.template = await post(app, '/api/extras/config-templates/', { name: 'Router', template_code: ROUTER_TEMPLATE });
    o.device = await make.device(app, {
      name: 'rtr1',
      site: basics.site.id,
      device_type: basics.deviceType.id,
      role: basics.role.id,
      tags: [o.core.id, o.edge.id],
      config_template: o.template.id,
    });
    await post(app, '/api/extras/config-contexts/', { name: 'NTP', data: { ntp: { server: '10.0.0.1' } }, sites: [basics.site.id] });
    o.eth0 = await make.interface(app, o.device.id, 'eth0');
    o.eth1 = await make.interface(app, o.device.id, 'eth1');
    await ipam.address(app, '192.0.2.1/24', { assigned_object_type: 'dcim.interface', assigned_object_id: o.eth0.id });
    await ipam.address(app, '2001:db8::1/64', { assigned_object_type: 'dcim.interface', assigned_object_id: o.eth0.id });
    await ipam.address(app, '198.51.100.1/30', { assigned_object_type: 'dcim.interface', assigned_object_id: o.eth1.id });
  });

  afterAll(async () => {
    await app?.close();
  });

  const renderDevice = (body: unknown = {}, query = '', headers: Record<string, string> = {}) =>
    app.inject('POST', `/api/dcim/devices/${o.device.id}/render-config/${query}`, { body, headers });

  describe('render-config', () => {
    it('renders the device with its config context, tags, interfaces and their addresses', async () => {
      const res = await renderDevice({ extra: 'lab' });
      expect(res.status).toBe(200);
      expect(res.body.configtemplate).toEqual({
        id: o.template.id,
        url: expect.stringContaining(`/api/extras/config-templates/${o.template.id}/`),
        display: 'Router',
        name: 'Router',
        description: '',
      });
      expect(res.body.content).toBe(
        'hostname rtr1\n! tag core\n! tag edge\nntp server 10.0.0.1\ninterface eth0\n ip address 192.0.2.1/24\n ip address 2001:db8::1/64\n' +
          // template code is trimmed when written (as NetBox's serializer does): no final newline
          'interface eth1\n ip address 198.51.100.1/30\n! site Tpl Site / lab',
      );
    });

    it('?format=txt and Accept: text/plain answer the text alone', async () => {
      const txt = await renderDevice({}, '?format=txt');
      expect(txt.status).toBe(200);
      expect(txt.headers['content-type']).toMatch(/^text\/plain/);
      expect(txt.text.startsWith('hostname rtr1\n')).toBe(true);
      const accepted = await renderDevice({}, '', { accept: 'text/plain' });
      expect(accepted.text).toBe(txt.text);
    });

    it("falls back to the role's, then the platform's template; config_template_id picks another; none is a 400", async () => {
      const other = await post(app, '/api/extras/config-templates/', { name: 'Other', template_code: 'other {{device.name}} {{ntp.server}}' });
      const byId = await renderDevice({ config_template_id: other.id });
      expect(byId.body.content).toBe('other rtr1 10.0.0.1');
      const missing = await renderDevice({ config_template_id: 999999 });
      expect([missing.status, missing.body]).toEqual([400, { error: 'Config template with ID 999999 not found.' }]);
      const bare = await make.device(app, { name: 'bare', site: o.site.id, device_type: o.deviceType.id, role: o.role.id });
      const none = await app.inject('POST', `/api/dcim/devices/${bare.id}/render-config/`, { body: {} });
      expect([none.status, none.body]).toEqual([400, { error: 'No config template found for this device.' }]);
      const roleTemplate = await post(app, '/api/extras/config-templates/', { name: 'Role', template_code: 'role {{device.name}}' });
      const role = await make.deviceRole(app, 'Templated Role', { config_template: roleTemplate.id });
      const platformTemplate = await post(app, '/api/extras/config-templates/', { name: 'Platform', template_code: 'platform {{device.name}}' });
      const platform = await make.platform(app, 'Templated Platform', { config_template: platformTemplate.id });
      const viaPlatform = await make.device(app, {
        name: 'p1',
        site: o.site.id,
        device_type: o.deviceType.id,
        role: o.role.id,
        platform: platform.id,
      });
      const viaRole = await make.device(app, { name: 'r1', site: o.site.id, device_type: o.deviceType.id, role: role.id, platform: platform.id });
      expect((await app.inject('POST', `/api/dcim/devices/${viaPlatform.id}/render-config/`, { body: {} })).body.content).toBe('platform p1');
      expect((await app.inject('POST', `/api/dcim/devices/${viaRole.id}/render-config/`, { body: {} })).body.content).toBe('role r1');
    });

    it('virtual machines render as `virtualmachine`', async () => {
      const template = await post(app, '/api/extras/config-templates/', {
        name: 'VM',
        template_code: 'vm {{virtualmachine.name}} {{virtualmachine.status.value}}',
      });
      const vm = await makeV.vm(app, 'web1', { site: o.site.id, config_template: template.id });
      const res = await app.inject('POST', `/api/virtualization/virtual-machines/${vm.id}/render-config/`, { body: {} });
      expect([res.status, res.body.content]).toEqual([200, 'vm web1 active']);
    });

    it('a template that fails or reaches for a prototype is a 400 carrying the error, never a 5xx', async () => {
      const cases: [string, RegExp][] = [
        ['{{device.nosuchfield}}', /"nosuchfield" not defined/],
        ['{{#each (objects "nope.model")}}{{/each}}', /unknown object type "nope.model"/],
        ['{{device.constructor}}', /Access to the property "constructor" is not allowed/],
        ['{{lookup device "__proto__"}}', /Access to the property "__proto__" is not allowed/],
        ['{{#with device}}{{constructor.name}}{{/with}}', /constructor/],
        ['{{nosuchhelper device}}', /nosuchhelper/],
      ];
      for (const [code, message] of cases) {
        const t = await app.inject('POST', '/api/extras/config-templates/', {
          body: { name: `Broken ${code}`, template_code: code, environment_params: { undefined: 'jinja2.StrictUndefined' } },
        });
        if (t.status === 400) {
          // refused when written: prototype access is a syntax-level problem
          expect(t.body.template_code[0]).toMatch(message);
          continue;
        }
        expect(t.status).toBe(201);
        const res = await renderDevice({ config_template_id: t.body.id });
        expect(res.status).toBe(400);
        expect(res.body.detail).toMatch(/^TemplateError: /);
        expect(res.body.detail).toMatch(message);
        const txt = await renderDevice({ config_template_id: t.body.id }, '?format=txt');
        expect(txt.status).toBe(400);
      }
      const syntax = await app.inject('POST', '/api/extras/config-templates/', { body: { name: 'Syntax', template_code: '{{#if}}' } });
      expect(syntax.status).toBe(400);
      expect(syntax.body.template_code[0]).toMatch(/^Template syntax error: /);
    });

    /** NetBox's RenderTemplateMixinRenderTestCase.test_environment_params_undefined_path_import */
    it('a missing value renders empty by default (Jinja2 Undefined), an error with jinja2.StrictUndefined; unknown parameters are refused', async () => {
      const lenient = await post(app, '/api/extras/config-templates/', { name: 'Lenient', template_code: '[{{device.nosuchfield}}]' });
      expect((await renderDevice({ config_template_id: lenient.id })).body.content).toBe('[]');
      const named = await post(app, '/api/extras/config-templates/', {
        name: 'Lenient by name',
        template_code: '[{{missing}}]',
        environment_params: { undefined: 'jinja2.Undefined' },
      });
      expect((await app.inject('POST', `/api/extras/config-templates/${named.id}/render/`, { body: {} })).body.content).toBe('[]');
      const strict = await post(app, '/api/extras/config-templates/', {
        name: 'Strict',
        template_code: '[{{missing}}]',
        environment_params: { undefined: 'jinja2.StrictUndefined' },
      });
      const refused = await app.inject('POST', `/api/extras/config-templates/${strict.id}/render/`, { body: {} });
      expect([refused.status, refused.body.detail]).toEqual([400, expect.stringMatching(/^TemplateError: "missing" not defined/)]);
      const bad = await app.inject('POST', '/api/extras/config-templates/', {
        body: { name: 'Bad env', template_code: 'x', environment_params: { extensions: ['x'] } },
      });
      expect([bad.status, bad.body]).toEqual([400, { environment_params: ['"extensions" is not a permitted Jinja2 environment parameter.'] }]);
    });

    it('POST /api/extras/config-templates/<id>/render/ renders with the body as context', async () => {
      const res = await app.inject('POST', `/api/extras/config-templates/${o.template.id}/render/?format=txt`, {
        body: { device: { name: 'fake', id: o.eth1.device.id, site: { name: 'S' }, tags: [] }, ntp: { server: 'x' } },
      });
      expect(res.status).toBe(200);
      expect(res.text).toBe(
        'hostname fake\nntp server x\ninterface eth0\n ip address 192.0.2.1/24\n ip address 2001:db8::1/64\ninterface eth1\n ip address 198.51.100.1/30\n! site S',
      );
      // a filter value objects cannot use is the filter's 400
      const bad = await app.inject('POST', `/api/extras/config-templates/${o.template.id}/render/`, {
        body: { device: { name: 'x', id: 0, site: { name: 'S' }, tags: [] }, ntp: { server: 'y' } },
      });
      expect([bad.status, bad.body]).toEqual([400, { device_id: ['Select a valid choice. 0 is not one of the available choices.'] }]);
    });
  });

  describe('export templates', () => {
    beforeAll(async () => {
      o.exportSite = await make.site(app, 'Export Site', { status: 'planned' });
      await post(app, '/api/extras/export-templates/', {
        name: 'Inventory',
        object_types: ['dcim.device'],
        template_code:
          'name,site,tags\n{{#each queryset}}\n{{name}},{{site.name}},{{#each tags}}{{slug}}{{#unless @last}};{{/unless}}{{/each}}\n{{/each}}\n',
        mime_type: 'text/csv',
        file_extension: 'csv',
      });
      await post(app, '/api/extras/export-templates/', {
        name: 'Numbered',
        object_types: ['dcim.site'],
        template_code: '[{{#each queryset as |site i|}}{{#unless @first}},{{/unless}}{{i}}:{{site.slug}}{{#if @last}}!{{/if}}{{else}}none{{/each}}]',
        as_attachment: false,
      });
      await post(app, '/api/extras/export-templates/', {
        name: 'Whole',
        object_types: ['dcim.site'],
        template_code: '{{queryset.length}} sites',
        file_name: 'all-sites',
      });
    });

    it('renders every device of the filtered list, with the MIME type and as an attachment', async () => {
      const res = await app.inject('GET', `/api/dcim/devices/?export=Inventory&name=rtr1&limit=1`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="netbox_devices.csv"; filename*=UTF-8''netbox_devices.csv`);
      expect(res.text).toBe('name,site,tags\nrtr1,Tpl Site,core;edge\n');
      const all = await app.inject('GET', '/api/dcim/devices/?export=Inventory&limit=1&ordering=name');
      expect(
        all.text
          .split('\n')
          .slice(1, -1)
          .map((l) => l.split(',')[0]),
      ).toEqual(['bare', 'p1', 'r1', 'rtr1']);
    });

    it('@index, @first, @last, block parameters and {{else}} work as in each; not an attachment when it says so', async () => {
      const res = await app.inject('GET', '/api/dcim/sites/?export=Numbered&ordering=slug');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.text).toBe('[0:export-site,1:tpl-site!]');
      const none = await app.inject('GET', '/api/dcim/sites/?export=Numbered&slug=nothing-here');
      expect(none.text).toBe('[none]');
    });

    it('a template naming queryset as a whole gets the whole list; file_name names the file', async () => {
      const res = await app.inject('GET', '/api/dcim/sites/?export=Whole');
      expect(res.text).toBe('2 sites');
      expect(res.headers['content-disposition']).toContain('filename="all-sites"');
    });

    it('an unknown template, or one of another object type, is a 404; a failing template a 400', async () => {
      expect((await app.inject('GET', '/api/dcim/sites/?export=Inventory')).status).toBe(404);
      expect((await app.inject('GET', '/api/dcim/sites/?export=nope')).status).toBe(404);
      await post(app, '/api/extras/export-templates/', {
        name: 'Broken',
        object_types: ['dcim.site'],
        template_code: '{{#each queryset}}{{nope}}{{/each}}',
        environment_params: { undefined: 'jinja2.StrictUndefined' },
      });
      const res = await app.inject('GET', '/api/dcim/sites/?export=Broken');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body.detail).toMatch(/^TemplateError: "nope" not defined/);
    });

    it('"table" is a reserved name', async () => {
      const res = await app.inject('POST', '/api/extras/export-templates/', {
        body: { name: 'Table', object_types: ['dcim.site'], template_code: 'x' },
      });
      expect([res.status, res.body]).toEqual([400, { name: ['"Table" is a reserved name. Please choose a different name.'] }]);
    });
  });
});
