import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/**
 * Modules (NetBox's Module.save() and ModuleSerializer): installing one in a bay creates its type's
 * components on the device, named from the bay's position, in the same request; an occupied bay, a bay
 * of another device or a name clash is a 400 that writes nothing; deleting the module deletes its
 * components (each recorded); a module type's attributes follow its profile's schema.
 */
describe('modules', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let basics: Json;
  let moduleType: Json;
  let device: Json;
  let other: Json;
  const bays: Json = {};

  const sql = <T = Json>(text: string, params: unknown[] = []) => app.server.db.query<T>(text, params);
  const list = async (path: string, query = '') => {
    const res = await app.inject('GET', `/api/dcim/${path}/?limit=1000&${query}`);
    expect(res.status).toBe(200);
    return res.body.results as Json[];
  };
  const counts = async (id: number) => {
    const res = await app.inject('GET', `/api/dcim/devices/${id}/`);
    return {
      interface_count: res.body.interface_count,
      console_port_count: res.body.console_port_count,
      module_bay_count: res.body.module_bay_count,
    };
  };
  const rowCounts = async () =>
    (
      await sql<{ modules: number; interfaces: number; changes: number }>(
        `SELECT (SELECT count(*)::int FROM dcim_module) AS modules, (SELECT count(*)::int FROM dcim_interface) AS interfaces,
                (SELECT count(*)::int FROM core_objectchange) AS changes`,
      )
    )[0];

  beforeAll(async () => {
    app = await startApp();
    basics = await deviceBasics(app, 'Mod');
    moduleType = await post(app, '/api/dcim/module-types/', { manufacturer: basics.manufacturer.id, model: 'LC-8X' });
    const mt = moduleType.id;
    await post(app, '/api/dcim/interface-templates/', [
      { module_type: mt, name: 'Gi{module}/1', type: '1000base-t', label: 'port {module}-1' },
      { module_type: mt, name: 'Gi{module}/2', type: '1000base-t' },
    ]);
    await post(app, '/api/dcim/console-port-templates/', { module_type: mt, name: 'Con{module}' });
    await post(app, '/api/dcim/module-bay-templates/', { module_type: mt, name: 'Sub {module}', position: '{module}/0' });
    device = await make.device(app, { name: 'mod-1', device_type: basics.deviceType.id, role: basics.role.id, site: basics.site.id });
    other = await make.device(app, { name: 'mod-2', device_type: basics.deviceType.id, role: basics.role.id, site: basics.site.id });
    [bays.one, bays.two] = await post<Json[]>(app, '/api/dcim/module-bays/', [
      { device: device.id, name: 'Slot 1', position: '1' },
      { device: device.id, name: 'Slot 2', position: '2' },
    ]);
    bays.other = await post(app, '/api/dcim/module-bays/', { device: other.id, name: 'Slot 1', position: '1' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('templates belong to the module type, which counts them', async () => {
    const res = await app.inject('GET', `/api/dcim/module-types/${moduleType.id}/`);
    expect(res.body).toMatchObject({ interface_template_count: 2, console_port_template_count: 1, module_bay_template_count: 1, module_count: 0 });
    const templates = await list('interface-templates', `module_type_id=${moduleType.id}`);
    expect(templates.map((t) => [t.device_type, t.module_type?.id])).toEqual([
      [null, moduleType.id],
      [null, moduleType.id],
    ]);
    // their change records name the module type as the related object
    const related = await sql(
      `SELECT DISTINCT related_object_type AS type, related_object_id::int AS id FROM core_objectchange WHERE changed_object_type = 'dcim.interfacetemplate'
          AND changed_object_id = ANY($1::bigint[])`,
      [templates.map((t) => t.id)],
    );
    expect(related).toEqual([{ type: 'dcim.moduletype', id: moduleType.id }]);
    const both = await app.inject('POST', '/api/dcim/interface-templates/', {
      body: {
        device_type: basics.deviceType.id,
        module_type: moduleType.id,
        name: 'x',
        type: 'virtual',
      },
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ __all__: ['A component template cannot be associated with both a device type and a module type.'] });
  });

  it('a module in bay "2" gets interfaces named from {module}; the counts follow; one request records all', async () => {
    const before = await counts(device.id);
    const res = await app.inject('POST', '/api/dcim/modules/', {
      body: { device: device.id, module_bay: bays.two.id, module_type: moduleType.id, serial: 'S2' },
    });
    expect(res.status).toBe(201);
    bays.module = res.body;
    expect(res.body).not.toHaveProperty('replicate_components');
    expect(res.body.display).toBe(`Slot 2: LC-8X (${res.body.id})`);
    expect(res.body.module_bay).toMatchObject({ id: bays.two.id, name: 'Slot 2' });
    const interfaces = await list('interfaces', `module_id=${res.body.id}`);
    expect(interfaces.map((i) => [i.name, i.label, i.module.id, i.module.module_bay.id])).toEqual([
      ['Gi2/1', 'port 2-1', res.body.id, bays.two.id],
      ['Gi2/2', '', res.body.id, bays.two.id],
    ]);
    expect((await list('console-ports', `module_id=${res.body.id}`)).map((c) => c.name)).toEqual(['Con2']);
    const sub = await list('module-bays', `module_id=${res.body.id}`);
    expect(sub.map((b) => [b.name, b.position, b.module.id])).toEqual([['Sub 2', '2/0', res.body.id]]);
    expect(await counts(device.id)).toEqual({
      interface_count: before.interface_count + 2,
      console_port_count: before.console_port_count + 1,
      module_bay_count: before.module_bay_count + 1,
    });
    const bay = await app.inject('GET', `/api/dcim/module-bays/${bays.two.id}/`);
    expect(bay.body.installed_module).toMatchObject({ id: res.body.id, serial: 'S2' });
    expect(bay.body._occupied).toBe(true);
    expect((await app.inject('GET', `/api/dcim/module-types/${moduleType.id}/`)).body.module_count).toBe(1);
    const changes = await sql(
      `SELECT changed_object_type AS type FROM core_objectchange
        WHERE request_id = (SELECT request_id FROM core_objectchange WHERE changed_object_type = 'dcim.module' AND changed_object_id = $1) ORDER BY id`,
      [res.body.id],
    );
    expect(changes.map((c) => c.type)).toEqual(['dcim.module', 'dcim.consoleport', 'dcim.interface', 'dcim.interface', 'dcim.modulebay']);
  });

  it('a module in a nested bay joins the positions', async () => {
    const [sub] = await list('module-bays', `module_id=${bays.module.id}`);
    const small = await post(app, '/api/dcim/module-types/', { manufacturer: basics.manufacturer.id, model: 'SFP-2' });
    await post(app, '/api/dcim/interface-templates/', { module_type: small.id, name: 'Te{module}/{module}', type: '10gbase-x-sfpp' });
    const res = await app.inject('POST', '/api/dcim/modules/', { body: { device: device.id, module_bay: sub.id, module_type: small.id } });
    expect(res.status).toBe(201);
    expect((await list('interfaces', `module_id=${res.body.id}`)).map((i) => i.name)).toEqual(['Te2/2/0']);
  });

  it("a module's bays have the bay it is installed in as tree parent (parent_id), at every depth", async () => {
    const card = await post(app, '/api/dcim/module-types/', { manufacturer: basics.manufacturer.id, model: 'Nesting card' });
    await post(app, '/api/dcim/module-bay-templates/', { module_type: card.id, name: 'Inner {module}', position: '{module}.1' });
    const top = await post(app, '/api/dcim/module-bays/', { device: device.id, name: 'Zeta 7', position: '7' });
    const outer = await post(app, '/api/dcim/modules/', { device: device.id, module_bay: top.id, module_type: card.id });
    const [middle] = await list('module-bays', `module_id=${outer.id}`);
    await post(app, '/api/dcim/modules/', { device: device.id, module_bay: middle.id, module_type: card.id });
    const names = async (query: string) => (await list('module-bays', query)).map((b) => b.name as string);
    expect(await names(`parent_id=${top.id}`)).toEqual(['Inner 7']);
    expect(await names(`parent_id=${middle.id}`)).toEqual(['Inner 7.1']);
    expect(await names(`parent_id=${top.id}&parent_id=${middle.id}`)).toEqual(['Inner 7', 'Inner 7.1']);
    expect(await names(`parent_id=${bays.one.id}`)).toEqual([]); // an empty bay has no children
    // listed as NetBox lists them, as a tree: each module's bays right after the bay it sits in
    const tree = (await list('module-bays', `device_id=${device.id}`)).map((b) => b.name as string);
    const shown = ['Slot 1', 'Slot 2', 'Zeta 7', 'Inner 7', 'Inner 7.1'];
    expect(tree.filter((n) => shown.includes(n))).toEqual(shown); // by name alone, Inner 7 would come first
    const unknown = await app.inject('GET', '/api/dcim/module-bays/?parent_id=999999');
    expect([unknown.status, unknown.body]).toEqual([400, { parent_id: ['Select a valid choice. 999999 is not one of the available choices.'] }]);
    // removing the outer module removes the subtree (NetBox's parent is ON DELETE CASCADE)
    expect((await app.inject('DELETE', `/api/dcim/modules/${outer.id}/`)).status).toBe(204);
    expect(await names(`device_id=${device.id}&name__isw=Inner`)).toEqual([]);
    expect((await app.inject('DELETE', `/api/dcim/module-bays/${top.id}/`)).status).toBe(204);
  });

  it('an occupied bay is a 400 naming module_bay, and nothing is written', async () => {
    const before = await rowCounts();
    const res = await app.inject('POST', '/api/dcim/modules/', { body: { device: device.id, module_bay: bays.two.id, module_type: moduleType.id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ module_bay: ['module with this module bay already exists.'] });
    expect(await rowCounts()).toEqual(before);
  });

  it('a bay of another device is a 400', async () => {
    const res = await app.inject('POST', '/api/dcim/modules/', {
      body: { device: device.id, module_bay: bays.other.id, module_type: moduleType.id },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ __all__: ['Module must be installed within a module bay belonging to the assigned device (mod-1).'] });
  });

  it('a clashing component name is a 400; adopt_components takes the existing one over; replicate_components=false creates none', async () => {
    const own = await post(app, '/api/dcim/interfaces/', { device: device.id, name: 'Gi1/1', type: '1000base-t' });
    const before = await rowCounts();
    const clash = await app.inject('POST', '/api/dcim/modules/', {
      body: { device: device.id, module_bay: bays.one.id, module_type: moduleType.id },
    });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ non_field_errors: ['A Interface named Gi1/1 already exists'] });
    expect(await rowCounts()).toEqual(before);

    const adopting = await app.inject('POST', '/api/dcim/modules/', {
      body: {
        device: device.id,
        module_bay: bays.one.id,
        module_type: moduleType.id,
        adopt_components: true,
      },
    });
    expect(adopting.status).toBe(201);
    const interfaces = await list('interfaces', `module_id=${adopting.body.id}`);
    expect(interfaces.map((i) => [i.id === own.id, i.name])).toEqual([
      [true, 'Gi1/1'],
      [false, 'Gi1/2'],
    ]);
    const adopted = await sql(
      `SELECT action FROM core_objectchange WHERE changed_object_type = 'dcim.interface' AND changed_object_id = $1 ORDER BY id`,
      [own.id],
    );
    expect(adopted.map((c) => c.action)).toEqual(['create', 'update']);

    const bare = await post(app, '/api/dcim/module-bays/', { device: other.id, name: 'Slot 9', position: '9' });
    const plain = await app.inject('POST', '/api/dcim/modules/', {
      body: {
        device: other.id,
        module_bay: bare.id,
        module_type: moduleType.id,
        replicate_components: false,
      },
    });
    expect(plain.status).toBe(201);
    expect(await list('interfaces', `module_id=${plain.body.id}`)).toEqual([]);
  });

  it('deleting a module deletes its components, each with its change record; the counts follow', async () => {
    const before = await counts(device.id);
    const res = await app.inject('DELETE', `/api/dcim/modules/${bays.module.id}/`);
    expect(res.status).toBe(204);
    const deleted = await sql(
      `SELECT changed_object_type AS type, count(*)::int AS n FROM core_objectchange WHERE action = 'delete' AND request_id =
         (SELECT request_id FROM core_objectchange WHERE changed_object_type = 'dcim.module' AND changed_object_id = $1 AND action = 'delete')
        GROUP BY 1 ORDER BY 1`,
      [bays.module.id],
    );
    // the nested module (in the module's own bay) and its interface go too
    expect(deleted).toEqual([
      { type: 'dcim.consoleport', n: 1 },
      { type: 'dcim.interface', n: 3 },
      { type: 'dcim.module', n: 2 },
      { type: 'dcim.modulebay', n: 1 },
    ]);
    expect(await counts(device.id)).toEqual({
      interface_count: before.interface_count - 3,
      console_port_count: before.console_port_count - 1,
      module_bay_count: before.module_bay_count - 1,
    });
    expect((await app.inject('GET', `/api/dcim/module-bays/${bays.two.id}/`)).body.installed_module).toBeNull();
  });

  it('a module’s ports keep their type’s front-to-rear mappings, its interfaces their bridges; a type in use is not deleted', async () => {
    const mt = await post(app, '/api/dcim/module-types/', { manufacturer: basics.manufacturer.id, model: 'PATCH-4' });
    const rear = await post(app, '/api/dcim/rear-port-templates/', { module_type: mt.id, name: 'R{module}', type: 'mpo', positions: 2 });
    await post(app, '/api/dcim/front-port-templates/', {
      module_type: mt.id,
      name: 'F{module}',
      type: 'lc',
      rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 2 }],
    });
    const br = await post(app, '/api/dcim/interface-templates/', { module_type: mt.id, name: 'br{module}', type: 'bridge' });
    await post(app, '/api/dcim/interface-templates/', { module_type: mt.id, name: 'p{module}', type: '1000base-t', bridge: br.id });
    const foreign = await post(app, '/api/dcim/rear-port-templates/', { device_type: basics.deviceType.id, name: 'R-dt', type: 'lc' });
    const mixed = await app.inject('POST', '/api/dcim/front-port-templates/', {
      body: { module_type: mt.id, name: 'X', type: 'lc', rear_ports: [{ position: 1, rear_port: foreign.id }] },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.rear_ports).toEqual(['Rear port (R-dt) must belong to the same device type']);

    const bay = await post(app, '/api/dcim/module-bays/', { device: other.id, name: 'Slot 7', position: '7' });
    const module = await post(app, '/api/dcim/modules/', { device: other.id, module_bay: bay.id, module_type: mt.id });
    const [front] = await list('front-ports', `module_id=${module.id}`);
    const [rearPort] = await list('rear-ports', `module_id=${module.id}`);
    expect(front.name).toBe('F7');
    expect(front.rear_ports).toEqual([{ position: 1, rear_port: rearPort.id, rear_port_position: 2 }]);
    const ports = await list('interfaces', `module_id=${module.id}`);
    const byName = Object.fromEntries(ports.map((i) => [i.name, i]));
    expect(byName.p7.bridge.id).toBe(byName.br7.id);

    const refused = await app.inject('DELETE', `/api/dcim/module-types/${mt.id}/`);
    expect(refused.status).toBe(409);
  });

  it('deleting a device deletes its modules with their components', async () => {
    const res = await app.inject('DELETE', `/api/dcim/devices/${other.id}/`);
    expect(res.status).toBe(204);
    const left = await sql(
      `SELECT (SELECT count(*)::int FROM dcim_module WHERE device_id = $1) AS modules, (SELECT count(*)::int FROM dcim_interface WHERE device_id = $1) AS interfaces`,
      [other.id],
    );
    expect(left).toEqual([{ modules: 0, interfaces: 0 }]);
    const deleted = await sql(
      `SELECT count(*)::int AS n FROM core_objectchange WHERE action = 'delete' AND changed_object_type = 'dcim.module' AND request_id =
         (SELECT request_id FROM core_objectchange WHERE changed_object_type = 'dcim.device' AND changed_object_id = $1 AND action = 'delete')`,
      [other.id],
    );
    expect(deleted).toEqual([{ n: 2 }]);
  });

  it('a module type’s attributes follow its profile’s schema', async () => {
    const schema = { type: 'object', properties: { ports: { type: 'integer' }, speed: { type: 'string' } }, required: ['ports'] };
    const bad = await app.inject('POST', '/api/dcim/module-type-profiles/', { body: { name: 'Broken', schema: { type: 'nonsense' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.schema[0]).toMatch(/^Invalid JSON schema definition/);
    const profile = await post(app, '/api/dcim/module-type-profiles/', { name: 'Line card', schema });
    const base = { manufacturer: basics.manufacturer.id, profile: profile.id };
    const before = (await sql('SELECT count(*)::int AS n FROM dcim_moduletype'))[0].n;
    const wrong = await app.inject('POST', '/api/dcim/module-types/', { body: { ...base, model: 'LC-A', attributes: { ports: 'eight' } } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ __all__: ["Invalid schema: 'eight' is not of type 'integer'"] });
    const missing = await app.inject('POST', '/api/dcim/module-types/', { body: { ...base, model: 'LC-A', attributes: { speed: '10G' } } });
    expect(missing.body).toEqual({ __all__: ["Invalid schema: 'ports' is a required property"] });
    expect((await sql('SELECT count(*)::int AS n FROM dcim_moduletype'))[0].n).toBe(before);
    const good = await post(app, '/api/dcim/module-types/', { ...base, model: 'LC-A', attributes: { ports: 8 } });
    expect(good.attributes).toEqual({ ports: 8 });
    const patched = await app.inject('PATCH', `/api/dcim/module-types/${good.id}/`, { body: { attributes: { speed: '10G' } } });
    expect(patched.body.attributes).toEqual({ ports: 8, speed: '10G' });
    expect((await list('module-types', `profile_id=${profile.id}`)).map((t) => t.model)).toEqual(['LC-A']);
    const plain = await post(app, '/api/dcim/module-types/', { manufacturer: basics.manufacturer.id, model: 'LC-B', attributes: { any: 1 } });
    expect(plain.attributes).toBeNull();
  });
});
