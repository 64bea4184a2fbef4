import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/**
 * A new device gets its type's components (NetBox's Device.save()): one of every template, each
 * component recorded in the change log and the outbox after the device, in the same request; counters on
 * the device and its type follow; deleting the device takes its components (recorded too), deleting
 * the type its templates, and a type still in use is not deleted (409).
 */
describe('components from templates', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let basics: Json;
  let type: Json;
  let device: Json;
  const t: Json = {};

  const sql = <T = Json>(text: string, params: unknown[] = []) => app.server.db.query<T>(text, params);
  const list = async (path: string, query = '') => {
    const res = await app.inject('GET', `/api/dcim/${path}/?limit=1000&${query}`);
    expect(res.status).toBe(200);
    return res.body.results as Json[];
  };

  beforeAll(async () => {
    app = await startApp();
    basics = await deviceBasics(app, 'Tpl');
    type = await make.deviceType(app, 'Tpl Chassis {all}', basics.manufacturer.id, { subdevice_role: 'parent', slug: 'tpl-chassis' });
    const dt = type.id;
    t.console = await post(app, '/api/dcim/console-port-templates/', { device_type: dt, name: 'Console', type: 'rj-45' });
    t.consoleServer = await post(app, '/api/dcim/console-server-port-templates/', { device_type: dt, name: 'TTY 1', label: 'serial' });
    t.power = await post(app, '/api/dcim/power-port-templates/', { device_type: dt, name: 'PSU1', maximum_draw: 800, allocated_draw: 400 });
    t.outlet = await post(app, '/api/dcim/power-outlet-templates/', { device_type: dt, name: 'Out 1', power_port: t.power.id, feed_leg: 'B' });
    t.bridge = await post(app, '/api/dcim/interface-templates/', { device_type: dt, name: 'br0', type: 'bridge' });
    t.iface = await post(app, '/api/dcim/interface-templates/', {
      device_type: dt,
      name: 'eth{vc_position:1}/0',
      type: '1000base-t',
      mgmt_only: true,
      enabled: false,
      bridge: t.bridge.id,
      poe_mode: 'pse',
      poe_type: 'type2-ieee802.3at',
    });
    t.rear = await post(app, '/api/dcim/rear-port-templates/', { device_type: dt, name: 'Rear', type: 'mpo', positions: 4 });
    t.front = await post(app, '/api/dcim/front-port-templates/', {
      device_type: dt,
      name: 'Front',
      type: 'lc',
      positions: 2,
      rear_ports: [
        { position: 1, rear_port: t.rear.id, rear_port_position: 3 },
        { position: 2, rear_port: t.rear.id, rear_port_position: 4 },
      ],
    });
    t.moduleBay = await post(app, '/api/dcim/module-bay-templates/', { device_type: dt, name: 'Slot 1', position: '1' });
    t.deviceBay = await post(app, '/api/dcim/device-bay-templates/', { device_type: dt, name: 'Bay 1' });
    t.item = await post(app, '/api/dcim/inventory-item-templates/', { device_type: dt, name: 'Chassis', part_id: 'CH-1' });
    t.subItem = await post(app, '/api/dcim/inventory-item-templates/', {
      device_type: dt,
      parent: t.item.id,
      name: 'Optic',
      component_type: 'dcim.interfacetemplate',
      component_id: t.iface.id,
    });
    device = await make.device(app, { name: 'tpl-1', device_type: dt, role: basics.role.id, site: basics.site.id });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('the device type counts its templates', async () => {
    const res = await app.inject('GET', `/api/dcim/device-types/${type.id}/`);
    const counts = Object.fromEntries(Object.entries(res.body).filter(([k]) => k.endsWith('_template_count')));
    expect(counts).toEqual({
      console_port_template_count: 1,
      console_server_port_template_count: 1,
      power_port_template_count: 1,
      power_outlet_template_count: 1,
      interface_template_count: 2,
      front_port_template_count: 1,
      rear_port_template_count: 1,
      device_bay_template_count: 1,
      module_bay_template_count: 1,
      inventory_item_template_count: 2,
    });
  });

  it('the device has exactly the components its templates describe', async () => {
    const q = `device_id=${device.id}`;
    const names = async (path: string) => (await list(path, q)).map((c) => c.name);
    expect(await names('console-ports')).toEqual(['Console']);
    expect(await names('console-server-ports')).toEqual(['TTY 1']);
    expect(await names('power-ports')).toEqual(['PSU1']);
    expect(await names('power-outlets')).toEqual(['Out 1']);
    // {vc_position:1} outside a virtual chassis is the fallback
    // NetBox's interface order: a name with a slot (eth1/0) before one without (br0)
    expect(await names('interfaces')).toEqual(['eth1/0', 'br0']);
    expect(await names('rear-ports')).toEqual(['Rear']);
    expect(await names('front-ports')).toEqual(['Front']);
    expect(await names('module-bays')).toEqual(['Slot 1']);
    expect(await names('device-bays')).toEqual(['Bay 1']);
    expect((await list('inventory-items', q)).map((c) => [c.name, c._depth])).toEqual([
      ['Chassis', 0],
      ['Optic', 1],
    ]);
  });

  it('values and references are copied: outlet → power port, bridge, port mappings, inventory parent and component', async () => {
    const q = `device_id=${device.id}`;
    const [power] = await list('power-ports', q);
    expect(power).toMatchObject({ maximum_draw: 800, allocated_draw: 400 });
    const [outlet] = await list('power-outlets', q);
    expect(outlet.power_port.id).toBe(power.id);
    expect(outlet.feed_leg.value).toBe('B');
    const [eth, bridge] = await list('interfaces', q);
    expect(eth).toMatchObject({
      type: { value: '1000base-t', label: '1000BASE-T (1GE)' },
      mgmt_only: true,
      enabled: false,
      poe_mode: { value: 'pse', label: 'PSE' },
    });
    expect(eth.bridge.id).toBe(bridge.id);
    expect(bridge.bridge_interfaces.map((i: Json) => i.id)).toEqual([eth.id]);
    const [rear] = await list('rear-ports', q);
    const [front] = await list('front-ports', q);
    expect(front.rear_ports).toEqual([
      { position: 1, rear_port: rear.id, rear_port_position: 3 },
      { position: 2, rear_port: rear.id, rear_port_position: 4 },
    ]);
    expect(rear.front_ports).toEqual([
      { position: 3, front_port: front.id, front_port_position: 1 },
      { position: 4, front_port: front.id, front_port_position: 2 },
    ]);
    const [chassis, optic] = await list('inventory-items', q);
    expect(chassis.part_id).toBe('CH-1');
    expect(optic.parent).toBe(chassis.id);
    expect(optic).toMatchObject({
      component_type: 'dcim.interface',
      component_id: eth.id,
      component: expect.objectContaining({ id: eth.id, name: 'eth1/0' }),
    });
  });

  it('the device counts its components', async () => {
    const res = await app.inject('GET', `/api/dcim/devices/${device.id}/`);
    const counts = Object.fromEntries(Object.entries(res.body).filter(([k]) => k.endsWith('_count')));
    expect(counts).toEqual({
      console_port_count: 1,
      console_server_port_count: 1,
      power_port_count: 1,
      power_outlet_count: 1,
      interface_count: 2,
      front_port_count: 1,
      rear_port_count: 1,
      device_bay_count: 1,
      module_bay_count: 1,
      inventory_item_count: 2,
    });
  });

  it('each component has its change record and outbox event, after the device’s, in the same request', async () => {
    const changes = await sql(
      `SELECT changed_object_type AS type, action, request_id, related_object_type, related_object_id FROM core_objectchange
        WHERE request_id = (SELECT request_id FROM core_objectchange WHERE changed_object_type = 'dcim.device' AND changed_object_id = $1) ORDER BY id`,
      [device.id],
    );
    expect(changes[0]).toMatchObject({ type: 'dcim.device', action: 'create' });
    const components = changes.slice(1);
    expect(components.map((c) => c.type).sort()).toEqual(
      [
        'dcim.consoleport',
        'dcim.consoleserverport',
        'dcim.devicebay',
        'dcim.frontport',
        'dcim.interface',
        'dcim.interface',
        'dcim.inventoryitem',
        'dcim.inventoryitem',
        'dcim.modulebay',
        'dcim.poweroutlet',
        'dcim.powerport',
        'dcim.rearport',
      ].sort(),
    );
    expect(
      components.every((c) => c.action === 'create' && c.related_object_type === 'dcim.device' && Number(c.related_object_id) === device.id),
    ).toBe(true);
    const events = await sql(`SELECT object_type, event, data FROM events_outbox WHERE request_id = $1 ORDER BY id`, [changes[0].request_id]);
    expect(events.map((e) => e.object_type)).toEqual(changes.map((c) => c.type));
    expect(events.every((e) => e.event === 'created')).toBe(true);
    const eth = events.find((e) => e.object_type === 'dcim.interface' && e.data.name === 'eth1/0')!;
    expect(eth.data.bridge).toEqual(expect.objectContaining({ name: 'br0' }));
  });

  it('bulk-created devices each get their own components', async () => {
    const made = await post<Json[]>(
      app,
      '/api/dcim/devices/',
      ['tpl-2', 'tpl-3'].map((name) => ({ name, device_type: type.id, role: basics.role.id, site: basics.site.id })),
    );
    for (const d of made) {
      expect(d.interface_count).toBe(2);
      expect((await list('front-ports', `device_id=${d.id}`))[0].rear_ports).toHaveLength(2);
    }
  });

  it('counts follow components created and deleted through the API', async () => {
    const created = await post<Json[]>(app, '/api/dcim/console-ports/', [
      { device: device.id, name: 'Console 2' },
      { device: device.id, name: 'Console 10' },
    ]);
    expect((await app.inject('GET', `/api/dcim/devices/${device.id}/`)).body.console_port_count).toBe(3);
    expect((await list('console-ports', `device_id=${device.id}`)).map((c) => c.name)).toEqual(['Console', 'Console 2', 'Console 10']);
    expect((await app.inject('DELETE', `/api/dcim/console-ports/${created[0].id}/`)).status).toBe(204);
    expect((await app.inject('GET', `/api/dcim/devices/${device.id}/`)).body.console_port_count).toBe(2);
    const extra = await post(app, '/api/dcim/interface-templates/', { device_type: type.id, name: 'eth9', type: '1000base-t' });
    expect((await app.inject('GET', `/api/dcim/device-types/${type.id}/`)).body.interface_template_count).toBe(3);
    expect((await app.inject('DELETE', `/api/dcim/interface-templates/${extra.id}/`)).status).toBe(204);
    expect((await app.inject('GET', `/api/dcim/device-types/${type.id}/`)).body.interface_template_count).toBe(2);
  });

  it('a type in use is not deleted (409); deleting a device takes its components, each recorded', async () => {
    expect((await app.inject('DELETE', `/api/dcim/device-types/${type.id}/`)).status).toBe(409);
    const before = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM dcim_interface WHERE device_id = $1`, [device.id]);
    expect(before[0].n).toBe(2);
    const res = await app.inject('DELETE', `/api/dcim/devices/${device.id}/`);
    expect(res.status).toBe(204);
    for (const table of [
      'dcim_consoleport',
      'dcim_interface',
      'dcim_frontport',
      'dcim_rearport',
      'dcim_inventoryitem',
      'dcim_devicebay',
      'dcim_portmapping',
    ]) {
      expect({ table, rows: (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE device_id = $1`, [device.id]))[0].n }).toEqual({
        table,
        rows: 0,
      });
    }
    const deletes = await sql<{ type: string; n: number }>(
      `SELECT changed_object_type AS type, count(*)::int AS n FROM core_objectchange WHERE action = 'delete' AND request_id =
         (SELECT request_id FROM core_objectchange WHERE changed_object_type = 'dcim.device' AND changed_object_id = $1 AND action = 'delete')
         GROUP BY 1 ORDER BY 1`,
      [device.id],
    );
    expect(Object.fromEntries(deletes.map((d) => [d.type, d.n]))).toEqual({
      'dcim.device': 1,
      'dcim.consoleport': 2,
      'dcim.consoleserverport': 1,
      'dcim.devicebay': 1,
      'dcim.frontport': 1,
      'dcim.interface': 2,
      'dcim.inventoryitem': 2,
      'dcim.modulebay': 1,
      // the front port's mappings go with it (NetBox 4.6.8 change-logs PortMapping)
      'dcim.portmapping': 2,
      'dcim.poweroutlet': 1,
      'dcim.powerport': 1,
      'dcim.rearport': 1,
    });
  });

  it('deleting an unused type takes its templates, each recorded', async () => {
    const others = await list('devices', `device_type_id=${type.id}`);
    const del = await app.inject('DELETE', '/api/dcim/devices/', { body: others.map((d) => ({ id: d.id })) });
    expect(del.status).toBe(204);
    expect((await app.inject('DELETE', `/api/dcim/device-types/${type.id}/`)).status).toBe(204);
    const deletes = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM core_objectchange WHERE action = 'delete' AND related_object_type = 'dcim.devicetype' AND related_object_id = $1`,
      [type.id],
    );
    expect(deletes[0].n).toBe(13); // 12 templates, and the one removed above
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM dcim_porttemplatemapping'))[0].n).toBe(0);
  });
});
