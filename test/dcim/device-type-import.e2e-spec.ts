import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startApp, TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { member } from '../helpers/users';

/**
 * The device-type library import: `npm run import-device-types` (scripts/import-device-types.js) walks a
 * library-shaped directory and sends each YAML file to POST /api/dcim/{device,module}-types/import/, which
 * creates or updates the type with its component templates in one transaction.
 */

type Json = Record<string, any>;

const LIBRARY = join(__dirname, '..', 'fixtures', 'devicetypes');
const fixture = (path: string) => readFileSync(join(LIBRARY, path), 'utf8');
const run = promisify(execFile);
const SCRIPT = join(__dirname, '..', '..', 'scripts', 'import-device-types.js');

describe('device-type library import', () => {
  let app: TestApp;
  const yamlPost = (path: string, text: string, type = 'application/yaml', token?: string) =>
    app.inject('POST', path, { body: text, headers: { 'content-type': type }, token });
  const list = async (path: string, query: string) => {
    const res = await app.inject('GET', `/api/dcim/${path}/?limit=1000&${query}`);
    expect(res.status).toBe(200);
    return res.body.results as Json[];
  };
  const typeNamed = async (model: string) => (await list('device-types', `model=${encodeURIComponent(model)}`))[0];
  const changeCount = async () => Number((await app.server.db.query<{ n: string }>('SELECT count(*) AS n FROM core_objectchange'))[0].n);

  beforeAll(async () => {
    app = await startApp({}, { worker: false, listen: true });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('the script imports a library directory: device types and module types with their templates', async () => {
    const token = app.token.replace(/^Bearer /, '');
    const { stdout } = await run(
      process.execPath,
      [join(__dirname, '..', '..', 'scripts', 'import-device-types.js'), LIBRARY, '--url', app.server.url!],
      {
        env: { ...process.env, INVENTORY_TOKEN: token },
      },
    );
    expect(stdout).toContain('5 files: 5 created, 0 updated, 0 failed');
    const sw = await typeNamed('SW-24');
    expect(sw).toMatchObject({
      slug: 'acme-sw-24',
      manufacturer: { name: 'Acme', slug: 'acme' },
      part_number: 'SW-24-AC',
      u_height: 1,
      is_full_depth: false,
      airflow: { value: 'front-to-rear' },
      weight: 3.5,
      weight_unit: { value: 'kg' },
      comments: '[Datasheet](https://example.com/sw-24.pdf)',
      console_port_template_count: 1,
      power_port_template_count: 2,
      interface_template_count: 4,
      module_bay_template_count: 1,
      inventory_item_template_count: 1,
    });
    const interfaces = await list('interface-templates', `device_type_id=${sw.id}`);
    expect(interfaces.map((i) => [i.name, i.type.value, i.mgmt_only, i.label, i.poe_mode?.value ?? null])).toEqual([
      ['GigabitEthernet1/0/1', '1000base-t', false, '', 'pse'],
      ['GigabitEthernet1/0/2', '1000base-t', false, '', null],
      ['TenGigabitEthernet1/1/1', '10gbase-x-sfpp', false, '', null],
      ['mgmt0', '1000base-t', true, 'MGMT', null],
    ]);
    const psus = await list('power-port-templates', `device_type_id=${sw.id}`);
    expect(psus.map((p) => [p.name, p.maximum_draw, p.allocated_draw])).toEqual([
      ['PSU1', 150, 60],
      ['PSU2', 150, null],
    ]);
    expect((await list('inventory-item-templates', `device_type_id=${sw.id}`)).map((i) => [i.name, i.part_id, i.manufacturer?.name])).toEqual([
      ['Fan tray', 'FAN-24', 'Acme'],
    ]);
    // outlets name their power port, front ports their rear port and position
    const pdu = await typeNamed('PDU-8');
    const outlets = await list('power-outlet-templates', `device_type_id=${pdu.id}`);
    expect(outlets.map((o) => [o.name, o.power_port?.name, o.feed_leg?.value])).toEqual([
      ['Outlet 1', 'Input A', 'A'],
      ['Outlet 2', 'Input B', 'B'],
    ]);
    const patch = await typeNamed('Patch Panel 4');
    const rears = await list('rear-port-templates', `device_type_id=${patch.id}`);
    const rearName = new Map(rears.map((r) => [r.id, r.name]));
    const fronts = await list('front-port-templates', `device_type_id=${patch.id}`);
    expect(fronts.map((f) => [f.name, f.rear_ports.map((m: Json) => [m.position, rearName.get(m.rear_port), m.rear_port_position])])).toEqual([
      ['F1', [[1, 'R1', 1]]],
      ['F2', [[1, 'Trunk', 1]]],
      ['F3', [[1, 'Trunk', 2]]],
    ]);
    const chassis = await typeNamed('Blade Chassis 2');
    expect(chassis.subdevice_role.value).toBe('parent');
    expect((await list('device-bay-templates', `device_type_id=${chassis.id}`)).map((b) => [b.name, b.label])).toEqual([
      ['Slot 1', ''],
      ['Slot 2', 'S2'],
    ]);
    const [nm] = await list('module-types', 'model=NM-4X');
    expect(nm).toMatchObject({ part_number: 'NM-4X-10G', weight: 0.4, interface_template_count: 2 });
  });

  it('a device of an imported type gets its components; a module of an imported module type too', async () => {
    const sw = await typeNamed('SW-24');
    const site = await make.site(app, 'Import Site');
    const role = await make.deviceRole(app, 'Import Role');
    const device = await make.device(app, { name: 'import-sw-1', device_type: sw.id, role: role.id, site: site.id });
    expect((await list('interfaces', `device_id=${device.id}`)).map((i) => i.name)).toEqual([
      'GigabitEthernet1/0/1',
      'GigabitEthernet1/0/2',
      'TenGigabitEthernet1/1/1',
      'mgmt0',
    ]);
    expect((await list('power-ports', `device_id=${device.id}`)).length).toBe(2);
    const [bay] = await list('module-bays', `device_id=${device.id}`);
    const [nm] = await list('module-types', 'model=NM-4X');
    const module = await post(app, '/api/dcim/modules/', { device: device.id, module_bay: bay.id, module_type: nm.id });
    expect((await list('interfaces', `module_id=${module.id}`)).map((i) => i.name)).toEqual(['TenGigabitEthernet1/2/1', 'TenGigabitEthernet1/2/2']);
  });

  it('importing the same file again changes nothing; a changed file updates in place, without duplicates', async () => {
    const before = await changeCount();
    const again = await yamlPost('/api/dcim/device-types/import/', fixture('device-types/Acme/acme-sw-24.yaml'));
    expect(again.status).toBe(200);
    expect(again.body.model).toBe('SW-24');
    expect(await changeCount()).toBe(before);
    // the whole library again through the script: every type found and left as it is (mappings, outlets, items too)
    const { stdout } = await run(process.execPath, [SCRIPT, LIBRARY, '--url', app.server.url!, '--token', app.token]);
    expect(stdout).toContain('5 files: 0 created, 5 updated, 0 failed');
    expect(await changeCount()).toBe(before);
    expect((await list('device-types', 'manufacturer=acme')).length).toBe(4);
    const changed = fixture('device-types/Acme/acme-sw-24.yaml')
      .replace('part_number: SW-24-AC', 'part_number: SW-24-DC')
      .replace('  - name: mgmt0\n    type: 1000base-t', '  - name: mgmt0\n    type: 10gbase-t')
      .replace('interfaces:\n', 'interfaces:\n  - name: GigabitEthernet1/0/3\n    type: 1000base-t\n');
    const res = await yamlPost('/api/dcim/device-types/import/', changed, 'text/plain');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ part_number: 'SW-24-DC', interface_template_count: 5 });
    const interfaces = await list('interface-templates', `device_type_id=${res.body.id}`);
    expect(interfaces.map((i) => `${i.name} ${i.type.value}`)).toEqual([
      'GigabitEthernet1/0/1 1000base-t',
      'GigabitEthernet1/0/2 1000base-t',
      'GigabitEthernet1/0/3 1000base-t',
      'TenGigabitEthernet1/1/1 10gbase-x-sfpp',
      'mgmt0 10gbase-t',
    ]);
    expect((await list('device-types', 'manufacturer=acme')).filter((t) => t.model === 'SW-24').length).toBe(1);
    // one change record each: the type, the changed template, the new one (one request)
    const records = await app.server.db.query<{ t: string; a: string }>(
      `SELECT changed_object_type AS t, action AS a FROM core_objectchange WHERE id > (SELECT max(id) FROM core_objectchange) - 3 ORDER BY id`,
    );
    expect(records.map((r) => `${r.a} ${r.t}`).sort()).toEqual([
      'create dcim.interfacetemplate',
      'update dcim.devicetype',
      'update dcim.interfacetemplate',
    ]);
  });

  it('takes JSON {"data": "<yaml>"} too, and answers 201 with the new type and its Location', async () => {
    const yaml = 'manufacturer: Other Vendor\nmodel: Box 1\nslug: box-1\nconsole-ports:\n  - name: Console\n    type: rj-45\n';
    const res = await app.inject('POST', '/api/dcim/device-types/import/', { body: { data: yaml } });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(res.body.url);
    expect(res.body).toMatchObject({ model: 'Box 1', manufacturer: { name: 'Other Vendor', slug: 'other-vendor' }, console_port_template_count: 1 });
  });

  it("reads NetBox 4.5's separate port-mappings list (a front port of several positions)", async () => {
    const yaml = [
      'manufacturer: Acme',
      'model: Cassette 2',
      'slug: acme-cassette-2',
      'rear-ports:',
      '  - {name: MPO, type: mpo, positions: 2}',
      'front-ports:',
      '  - {name: Pair, type: lc, positions: 2}',
      'port-mappings:',
      '  - {front_port: Pair, front_port_position: 1, rear_port: MPO, rear_port_position: 2}',
      '  - {front_port: Pair, front_port_position: 2, rear_port: MPO, rear_port_position: 1}',
      '',
    ].join('\n');
    const res = await yamlPost('/api/dcim/device-types/import/', yaml);
    expect(res.status).toBe(201);
    const [rear] = await list('rear-port-templates', `device_type_id=${res.body.id}`);
    const [front] = await list('front-port-templates', `device_type_id=${res.body.id}`);
    expect(front.rear_ports.map((m: Json) => [m.position, m.rear_port, m.rear_port_position])).toEqual([
      [1, rear.id, 2],
      [2, rear.id, 1],
    ]);
    const before = await changeCount();
    expect((await yamlPost('/api/dcim/device-types/import/', yaml)).status).toBe(200);
    expect(await changeCount()).toBe(before);
  });

  it('bad YAML, a document that is no mapping, or a refused template is a 400 and writes nothing', async () => {
    const before = await changeCount();
    const broken = await yamlPost('/api/dcim/device-types/import/', 'manufacturer: Acme\nmodel: [unclosed\n');
    expect(broken.status).toBe(400);
    expect(broken.body.data[0]).toMatch(/^Invalid YAML: /);
    const listDoc = await yamlPost('/api/dcim/device-types/import/', '- a\n- b\n');
    expect([listDoc.status, listDoc.body]).toEqual([400, { data: ['Expected a YAML mapping of one device type (manufacturer, model, …).'] }]);
    const noBody = await app.inject('POST', '/api/dcim/device-types/import/', { body: { model: 'x' } });
    expect(noBody.status).toBe(400);
    // the type would be new, the second interface is refused: neither the manufacturer, the type nor the first interface stays
    const refused = await yamlPost(
      '/api/dcim/device-types/import/',
      'manufacturer: Nowhere Inc\nmodel: Half\nslug: half\ninterfaces:\n  - name: eth0\n    type: 1000base-t\n  - name: eth1\n    type: warp-drive\n',
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ interfaces: [{}, { type: ['warp-drive is not a valid choice.'] }] });
    const outlet = await yamlPost(
      '/api/dcim/device-types/import/',
      'manufacturer: Nowhere Inc\nmodel: Half\nslug: half\npower-outlets:\n  - name: O1\n    power_port: Missing\n',
    );
    expect([outlet.status, outlet.body]).toEqual([400, { 'power-outlets': { power_port: ['No template named "Missing" in this type.'] } }]);
    expect(await list('manufacturers', 'name=Nowhere Inc')).toEqual([]);
    expect(await changeCount()).toBe(before);
    // YAML is taken only where an import is: elsewhere it stays a 415, as before
    const elsewhere = await yamlPost('/api/dcim/sites/', 'name: x\n');
    expect(elsewhere.status).toBe(415);
  });

  it('needs the permissions to add device types and their templates', async () => {
    const viewer = await member(app, 'import-viewer', [{ object_types: ['dcim.devicetype', 'dcim.manufacturer'], actions: ['view'] }]);
    const res = await yamlPost(
      '/api/dcim/device-types/import/',
      'manufacturer: Acme\nmodel: Denied\nslug: denied\n',
      'application/yaml',
      viewer.token,
    );
    expect(res.status).toBe(403);
    expect(await typeNamed('Denied')).toBeUndefined();
  });

  it('needs the view permission of the type too, before anything is written (the answer is the type as viewed)', async () => {
    const blind = await member(app, 'import-blind', [{ object_types: ['dcim.devicetype', 'dcim.manufacturer'], actions: ['add', 'change'] }]);
    const res = await yamlPost(
      '/api/dcim/device-types/import/',
      'manufacturer: Blind\nmodel: Unseen\nslug: unseen\n',
      'application/yaml',
      blind.token,
    );
    expect(res.status).toBe(403);
    expect(await typeNamed('Unseen')).toBeUndefined();
  });
});
