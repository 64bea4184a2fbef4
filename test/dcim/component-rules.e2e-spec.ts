import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';

/** NetBox's rules for device components: bad input is a 400 naming the field, and nothing is written. */
describe('component rules', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let basics: Json;
  let parentType: Json;
  let childType: Json;
  let dev1: Json;
  let dev2: Json;

  const sql = <T = Json>(text: string, params: unknown[] = []) => app.server.db.query<T>(text, params);
  const count = async (table: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  /** POSTs `body` and expects a 400 with `errors`, and no new rows in `table`. */
  const refused = async (path: string, body: unknown, errors: Json, table: string) => {
    const before = await count(table);
    const res = await app.inject('POST', `/api/dcim/${path}/`, { body });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: errors });
    expect(await count(table)).toBe(before);
  };

  beforeAll(async () => {
    app = await startApp();
    basics = await deviceBasics(app, 'Cr');
    parentType = await make.deviceType(app, 'Cr Chassis', basics.manufacturer.id, { subdevice_role: 'parent' });
    childType = await make.deviceType(app, 'Cr Blade', basics.manufacturer.id, { subdevice_role: 'child', u_height: 0 });
    const device = (name: string, type = parentType) => ({ name, device_type: type.id, role: basics.role.id, site: basics.site.id });
    [dev1, dev2] = await post<Json[]>(app, '/api/dcim/devices/', [device('cr-1'), device('cr-2')]);
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('port mappings', () => {
    let rear: Json;
    let otherRear: Json;
    beforeAll(async () => {
      rear = await post(app, '/api/dcim/rear-ports/', { device: dev1.id, name: 'R1', type: 'lc', positions: 2 });
      otherRear = await post(app, '/api/dcim/rear-ports/', { device: dev2.id, name: 'R9', type: 'lc' });
    });

    it('a front port mapped to a rear port position that does not exist → 400 on rear_ports', async () => {
      await refused(
        'front-ports',
        { device: dev1.id, name: 'F1', type: 'lc', rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 3 }] },
        { rear_ports: ['Invalid rear port position (3): Rear port R1 has only 2 positions.'] },
        'dcim_frontport',
      );
    });

    it('…to its own position beyond its positions, to another device’s rear port, to a missing rear port', async () => {
      await refused(
        'front-ports',
        { device: dev1.id, name: 'F1', type: 'lc', rear_ports: [{ position: 2, rear_port: rear.id }] },
        { rear_ports: ['Invalid front port position (2): Front port F1 has only 1 positions.'] },
        'dcim_frontport',
      );
      await refused(
        'front-ports',
        { device: dev1.id, name: 'F1', type: 'lc', rear_ports: [{ position: 1, rear_port: otherRear.id }] },
        { rear_ports: ['Rear port (R9) must belong to the same device'] },
        'dcim_frontport',
      );
      await refused(
        'front-ports',
        { device: dev1.id, name: 'F1', type: 'lc', rear_ports: [{ position: 1, rear_port: 999999 }, { rear_port: rear.id }] },
        { rear_ports: [{ rear_port: ['Invalid pk "999999" - object does not exist.'] }, { position: ['This field is required.'] }] },
        'dcim_frontport',
      );
    });

    it('a rear port position is mapped once: in the request and against stored mappings', async () => {
      await refused(
        'front-ports',
        {
          device: dev1.id,
          name: 'F1',
          type: 'lc',
          positions: 2,
          rear_ports: [
            { position: 1, rear_port: rear.id, rear_port_position: 1 },
            { position: 2, rear_port: rear.id, rear_port_position: 1 },
          ],
        },
        { rear_ports: ['Rear port R1 position 1 is mapped more than once.'] },
        'dcim_frontport',
      );
      await post(app, '/api/dcim/front-ports/', {
        device: dev1.id,
        name: 'F1',
        type: 'lc',
        rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 2 }],
      });
      await refused(
        'front-ports',
        { device: dev1.id, name: 'F2', type: 'lc', rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 2 }] },
        { rear_ports: ['Rear port R1 position 2 is already mapped.'] },
        'dcim_frontport',
      );
    });

    it('a rear port may not shrink below the positions its mappings use; a PATCH without the list keeps it', async () => {
      const res = await app.inject('PATCH', `/api/dcim/rear-ports/${rear.id}/`, { body: { positions: 1, description: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ positions: ['Position 2 is mapped: the port cannot have fewer positions.'] });
      const ok = await app.inject('PATCH', `/api/dcim/rear-ports/${rear.id}/`, { body: { description: 'kept' } });
      expect(ok.body.front_ports).toHaveLength(1);
    });

    it('changing the mappings is a recorded change of the port; unchanged mappings keep their rows', async () => {
      const [front] = (await app.inject('GET', `/api/dcim/front-ports/?device_id=${dev1.id}&name=F1`)).body.results;
      const [row] = await sql<{ id: string }>('SELECT id FROM dcim_portmapping WHERE front_port_id = $1', [front.id]);
      const same = await app.inject('PATCH', `/api/dcim/front-ports/${front.id}/`, { body: { rear_ports: front.rear_ports } });
      expect(same.status).toBe(200);
      expect((await sql<{ id: string }>('SELECT id FROM dcim_portmapping WHERE front_port_id = $1', [front.id]))[0].id).toBe(row.id);
      const cleared = await app.inject('PATCH', `/api/dcim/front-ports/${front.id}/`, { body: { rear_ports: [] } });
      expect(cleared.body.rear_ports).toEqual([]);
      const records = await sql(
        `SELECT prechange_data->'rear_ports' AS pre, postchange_data->'rear_ports' AS post FROM core_objectchange
          WHERE changed_object_type = 'dcim.frontport' AND changed_object_id = $1 AND action = 'update' ORDER BY id`,
        [front.id],
      );
      expect(records).toEqual([{ pre: [{ position: 1, rear_port: rear.id, rear_port_position: 2 }], post: [] }]);
      await app.inject('PATCH', `/api/dcim/front-ports/${front.id}/`, {
        body: { rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: 2 }] },
      });
    });

    it('a front port template mapped to a missing rear port template position → 400 on rear_ports', async () => {
      const type = await make.deviceType(app, 'Cr Panel', basics.manufacturer.id);
      const rt = await post(app, '/api/dcim/rear-port-templates/', { device_type: type.id, name: 'Rear', type: 'mpo', positions: 4 });
      await refused(
        'front-port-templates',
        { device_type: type.id, name: 'Front', type: 'lc', rear_ports: [{ position: 1, rear_port: rt.id, rear_port_position: 5 }] },
        { rear_ports: ['Invalid rear port position (5): Rear port Rear has only 4 positions.'] },
        'dcim_frontporttemplate',
      );
    });
  });

  describe('device bays', () => {
    it('a device bay on a device whose type is not a parent type → 400', async () => {
      const plainType = await make.deviceType(app, 'Cr Plain', basics.manufacturer.id);
      const plain = await make.device(app, { name: 'cr-plain', device_type: plainType.id, role: basics.role.id, site: basics.site.id });
      await refused(
        'device-bays',
        { device: plain.id, name: 'Bay' },
        { __all__: ['This type of device (Cr Plain) does not support device bays.'] },
        'dcim_devicebay',
      );
      await refused(
        'device-bay-templates',
        { device_type: plainType.id, name: 'Bay' },
        { __all__: ['Subdevice role of device type (Cr Plain) must be set to "parent" to allow device bays.'] },
        'dcim_devicebaytemplate',
      );
    });

    it('one child device per bay, a child type, an enabled bay; the child shows its parent device', async () => {
      const blade = await make.device(app, { name: 'cr-blade', device_type: childType.id, role: basics.role.id, site: basics.site.id });
      await refused(
        'device-bays',
        { device: dev1.id, name: 'Bay 1', installed_device: dev2.id },
        { installed_device: ['cr-2 cannot be installed in a device bay: its type (Cr Chassis) is not a child device type.'] },
        'dcim_devicebay',
      );
      await refused(
        'device-bays',
        { device: dev1.id, name: 'Bay 1', enabled: false, installed_device: blade.id },
        { installed_device: ['Cannot install a device in a disabled device bay.'] },
        'dcim_devicebay',
      );
      await refused(
        'device-bays',
        [
          { device: dev1.id, name: 'Bay 1', installed_device: blade.id },
          { device: dev1.id, name: 'Bay 2', installed_device: blade.id },
        ],
        [{}, { installed_device: ['Cannot install the specified device; device is already installed in Bay 1.'] }],
        'dcim_devicebay',
      );
      const bay = await post(app, '/api/dcim/device-bays/', { device: dev1.id, name: 'Bay 1', installed_device: blade.id });
      expect(bay._occupied).toBe(true);
      await refused(
        'device-bays',
        { device: dev2.id, name: 'Bay 1', installed_device: blade.id },
        { installed_device: ['Cannot install the specified device; device is already installed in Bay 1.'] },
        'dcim_devicebay',
      );
      const child = await app.inject('GET', `/api/dcim/devices/${blade.id}/`);
      expect(child.body.parent_device).toEqual({
        id: dev1.id,
        url: expect.stringMatching(new RegExp(`/api/dcim/devices/${dev1.id}/$`)),
        display_url: expect.stringMatching(new RegExp(`/dcim/devices/${dev1.id}/$`)),
        display: 'cr-1',
        name: 'cr-1',
        device_bay: {
          id: bay.id,
          url: expect.stringMatching(new RegExp(`/api/dcim/device-bays/${bay.id}/$`)),
          display_url: expect.stringMatching(new RegExp(`/dcim/device-bays/${bay.id}/$`)),
          display: 'Bay 1',
          device: expect.objectContaining({ id: dev1.id, name: 'cr-1' }),
          name: 'Bay 1',
        },
      });
      const found = await app.inject('GET', `/api/dcim/devices/?parent_device_id=${dev1.id}`);
      expect(found.body.results.map((d: Json) => d.name)).toEqual(['cr-blade']);
      // the child moves with its parent, recorded as an update of the child
      const away = await make.site(app, 'Cr Away');
      expect((await app.inject('PATCH', `/api/dcim/devices/${dev1.id}/`, { body: { site: away.id } })).status).toBe(200);
      expect((await app.inject('GET', `/api/dcim/devices/${blade.id}/`)).body.site.id).toBe(away.id);
      const [moved] = await sql(
        `SELECT postchange_data->>'site' AS site FROM core_objectchange WHERE changed_object_type = 'dcim.device' AND changed_object_id = $1 AND action = 'update'`,
        [blade.id],
      );
      expect(Number(moved.site)).toBe(away.id);
      expect((await app.inject('PATCH', `/api/dcim/devices/${dev1.id}/`, { body: { site: basics.site.id } })).status).toBe(200);
      expect((await app.inject('GET', `/api/dcim/devices/${blade.id}/`)).body.site.id).toBe(basics.site.id);
      // removing the child empties the bay (recorded as an update of the bay)
      expect((await app.inject('DELETE', `/api/dcim/devices/${blade.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `/api/dcim/device-bays/${bay.id}/`)).body).toMatchObject({ installed_device: null, _occupied: false });
    });
  });

  describe('inventory items and other components', () => {
    it('an inventory item standing for a component of another device → 400 on device', async () => {
      const port = await make.interface(app, dev2.id, 'eth-other');
      await refused(
        'inventory-items',
        { device: dev1.id, name: 'Optic', component_type: 'dcim.interface', component_id: port.id },
        { device: ['Cannot assign inventory item to component on another device'] },
        'dcim_inventoryitem',
      );
      const parent = await post(app, '/api/dcim/inventory-items/', { device: dev2.id, name: 'Chassis' });
      await refused(
        'inventory-items',
        { device: dev1.id, name: 'Card', parent: parent.id },
        { parent: ['Parent inventory item does not belong to the same device.'] },
        'dcim_inventoryitem',
      );
      await refused(
        'inventory-items',
        { device: dev1.id, name: 'Card', component_type: 'dcim.site', component_id: basics.site.id },
        { component_type: ['Invalid content type: dcim.site'] },
        'dcim_inventoryitem',
      );
    });

    it('power: allocated within maximum, an outlet’s power port on the same device', async () => {
      await refused(
        'power-ports',
        { device: dev1.id, name: 'PSU', maximum_draw: 100, allocated_draw: 200 },
        { allocated_draw: ['Allocated draw cannot exceed the maximum draw (100W).'] },
        'dcim_powerport',
      );
      const other = await post(app, '/api/dcim/power-ports/', { device: dev2.id, name: 'PSU9' });
      await refused(
        'power-outlets',
        { device: dev1.id, name: 'Out', power_port: other.id },
        { __all__: ['Parent power port (PSU9) must belong to the same device'] },
        'dcim_poweroutlet',
      );
    });

    it('components stay on their device; templates need a device type', async () => {
      const port = await post(app, '/api/dcim/console-ports/', { device: dev1.id, name: 'con9' });
      const res = await app.inject('PATCH', `/api/dcim/console-ports/${port.id}/`, { body: { device: dev2.id } });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: { device: ['Components cannot be moved to a different device.'] },
      });
      await refused(
        'console-port-templates',
        { name: 'Console' },
        { __all__: ['A component template must be associated with either a device type or a module type.'] },
        'dcim_consoleporttemplate',
      );
    });

    it('every component sorts by natural name', async () => {
      await post(
        app,
        '/api/dcim/power-outlets/',
        ['Out 10', 'Out 2', 'Out 1', 'Out 1/10', 'Out 1/2'].map((name) => ({ device: dev2.id, name })),
      );
      const res = await app.inject('GET', `/api/dcim/power-outlets/?device_id=${dev2.id}`);
      expect(res.body.results.map((o: Json) => o.name)).toEqual(['Out 1', 'Out 1/2', 'Out 1/10', 'Out 2', 'Out 10']);
      const type = await make.deviceType(app, 'Cr Sorted', basics.manufacturer.id);
      await post(
        app,
        '/api/dcim/rear-port-templates/',
        ['P10', 'P9', 'P1'].map((name) => ({ device_type: type.id, name, type: 'lc' })),
      );
      const tpl = await app.inject('GET', `/api/dcim/rear-port-templates/?device_type_id=${type.id}`);
      expect(tpl.body.results.map((o: Json) => o.name)).toEqual(['P1', 'P9', 'P10']);
    });
  });

  describe('interfaces', () => {
    const iface = (name: string, extra: Json) =>
      app.inject('POST', '/api/dcim/interfaces/', { body: { device: dev1.id, name, type: '1000base-t', ...extra } });

    it('wireless: a channel sets frequency and width; channel, role and power are for wireless interfaces only', async () => {
      const res = await iface('wlan0', { type: 'ieee802.11ax', rf_role: 'station', rf_channel: '5g-36-5180-20' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        rf_channel: { value: '5g-36-5180-20', label: '36 (5180/20 MHz)' },
        rf_channel_frequency: 5180,
        rf_channel_width: 20,
      });
      expect((await iface('eth-w', { rf_channel: '5g-36-5180-20' })).body).toEqual({
        rf_channel: ['Channel may be set only on wireless interfaces.'],
      });
      expect((await iface('eth-w', { rf_role: 'ap' })).body).toEqual({ rf_role: ['Wireless role may be set only on wireless interfaces.'] });
      expect((await iface('wlan1', { type: 'ieee802.11ax', rf_channel: '5g-36-5180-20', rf_channel_frequency: 5200 })).body).toEqual({
        rf_channel_frequency: ['Cannot specify custom frequency with channel selected.'],
      });
      expect((await iface('wlan1', { type: 'ieee802.11ax', tx_power: 200 })).body).toEqual({
        tx_power: ['Ensure this value is less than or equal to 127.'],
      });
    });

    it('PoE, LAG, parent and connection marks follow NetBox’s rules', async () => {
      expect((await iface('v1', { type: 'virtual', poe_mode: 'pse' })).body).toEqual({ poe_mode: ['Virtual interfaces cannot have a PoE mode.'] });
      expect((await iface('e1', { poe_type: 'type1-ieee802.3af' })).body).toEqual({
        poe_type: ['Must specify PoE mode when designating a PoE type.'],
      });
      expect((await iface('b1', { type: 'bridge', mark_connected: true })).body).toEqual({
        mark_connected: ['Bridge interfaces cannot be marked as connected.'],
      });
      const other = await make.interface(app, dev2.id, 'po9', { type: 'lag' });
      expect((await iface('e2', { lag: other.id })).body).toEqual({
        lag: ['The selected LAG interface (po9) belongs to a different device (cr-2).'],
      });
    });

    it('802.1Q: VLANs need a mode that takes them, and the device’s site or none', async () => {
      const site2 = await make.site(app, 'Cr Elsewhere');
      const here = await ipam.vlan(app, 10, 'Cr Ten', { site: basics.site.id });
      const there = await ipam.vlan(app, 20, 'Cr Twenty', { site: site2.id });
      expect((await iface('t1', { untagged_vlan: here.id })).body).toEqual({ untagged_vlan: ['Interface mode does not support untagged vlan'] });
      expect((await iface('t1', { mode: 'access', tagged_vlans: [here.id] })).body).toEqual({
        tagged_vlans: ['Interface mode does not support tagged vlans'],
      });
      expect((await iface('t1', { mode: 'tagged', qinq_svlan: here.id })).body).toEqual({
        qinq_svlan: ['Interface mode does not support q-in-q service vlan'],
      });
      expect((await iface('t1', { mode: 'tagged', tagged_vlans: [there.id] })).body).toEqual({
        tagged_vlans: ["VLAN Cr Twenty (20) must belong to the same site as the interface's parent device, or it must be global."],
      });
      const ok = await iface('t1', { mode: 'tagged', untagged_vlan: here.id, tagged_vlans: [here.id] });
      expect(ok.status).toBe(201);
      expect(ok.body.tagged_vlans.map((v: Json) => v.vid)).toEqual([10]);
      const byVlan = await app.inject('GET', `/api/dcim/interfaces/?vlan=10&device_id=${dev1.id}`);
      expect(byVlan.body.results.map((i: Json) => i.name)).toEqual(['t1']);
      // a tagged interface keeps its VLANs until they are dropped with the mode change
      const patched = await app.inject('PATCH', `/api/dcim/interfaces/${ok.body.id}/`, { body: { mode: 'access' } });
      expect(patched.body).toEqual({ tagged_vlans: ['Interface mode does not support tagged vlans'] });
    });

    it('VDCs: an interface joins its device’s contexts; a device with contexts is not deleted (409)', async () => {
      const vdc = await post(app, '/api/dcim/virtual-device-contexts/', { device: dev2.id, name: 'ctx1', identifier: 1, status: 'active' });
      const port = await make.interface(app, dev2.id, 'eth-vdc', { vdcs: [vdc.id] });
      expect(port.vdcs).toEqual([expect.objectContaining({ id: vdc.id, name: 'ctx1', identifier: 1 })]);
      expect((await app.inject('GET', `/api/dcim/virtual-device-contexts/${vdc.id}/`)).body.interface_count).toBe(1);
      expect((await app.inject('GET', `/api/dcim/interfaces/?vdc=ctx1`)).body.results.map((i: Json) => i.name)).toEqual(['eth-vdc']);
      expect((await app.inject('DELETE', `/api/dcim/devices/${dev2.id}/`)).status).toBe(409);
      const ip = await ipam.address(app, '192.0.2.1/24', {
        assigned_object_type: 'dcim.interface',
        assigned_object_id: (await make.interface(app, dev1.id, 'eth-ip')).id,
      });
      const res = await app.inject('PATCH', `/api/dcim/virtual-device-contexts/${vdc.id}/`, { body: { primary_ip4: ip.id } });
      expect(res.body).toEqual({ primary_ip4: ['Primary IP address must belong to an interface on the assigned device.'] });
    });
  });

  describe('MAC addresses', () => {
    it('an interface created with a primary MAC address takes it; mac_address shows it', async () => {
      const mac = await post(app, '/api/dcim/mac-addresses/', { mac_address: '00-1b-21-aa-bb-cc' });
      expect(mac).toMatchObject({ mac_address: '00:1B:21:AA:BB:CC', display: '00:1B:21:AA:BB:CC', assigned_object: null });
      const port = await make.interface(app, dev1.id, 'eth-mac', { primary_mac_address: mac.id });
      expect(port).toMatchObject({ mac_address: '00:1B:21:AA:BB:CC', primary_mac_address: expect.objectContaining({ id: mac.id }) });
      const now = (await app.inject('GET', `/api/dcim/mac-addresses/${mac.id}/`)).body;
      expect(now).toMatchObject({ assigned_object_type: 'dcim.interface', assigned_object_id: port.id });
      expect((await app.inject('GET', `/api/dcim/interfaces/${port.id}/`)).body.mac_addresses.map((m: Json) => m.mac_address)).toEqual([
        '00:1B:21:AA:BB:CC',
      ]);
      const unassign = await app.inject('PATCH', `/api/dcim/mac-addresses/${mac.id}/`, {
        body: { assigned_object_type: null, assigned_object_id: null },
      });
      expect(unassign.body).toEqual({ __all__: ['Cannot unassign MAC Address while it is designated as the primary MAC for an object'] });
      const second = await make.interface(app, dev1.id, 'eth-mac2');
      const steal = await app.inject('PATCH', `/api/dcim/interfaces/${second.id}/`, { body: { primary_mac_address: mac.id } });
      expect(steal.body).toEqual({ primary_mac_address: ['MAC address 00:1B:21:AA:BB:CC is assigned to a different interface (eth-mac).'] });
      for (const q of ['mac_address=00:1b:21:aa:bb:cc', 'mac_address=001b.21aa.bbcc', 'mac_address__ic=aa:bb']) {
        expect({ q, ids: (await app.inject('GET', `/api/dcim/mac-addresses/?${q}`)).body.results.map((m: Json) => m.id) }).toEqual({
          q,
          ids: [mac.id],
        });
      }
      expect((await app.inject('GET', `/api/dcim/interfaces/?mac_address=00:1B:21:AA:BB:CC`)).body.results.map((i: Json) => i.id)).toEqual([port.id]);
      expect((await app.inject('GET', `/api/dcim/devices/?mac_address=00:1B:21:AA:BB:CC`)).body.results.map((d: Json) => d.id)).toEqual([dev1.id]);
      expect((await app.inject('GET', `/api/dcim/mac-addresses/?primary=true`)).body.results.map((m: Json) => m.id)).toEqual([mac.id]);
      const bad = await app.inject('POST', '/api/dcim/mac-addresses/', { body: { mac_address: 'not-a-mac' } });
      expect(bad.body).toEqual({ mac_address: ['Invalid MAC address format: not-a-mac'] });
      // removing the interface removes its MAC addresses
      expect((await app.inject('DELETE', `/api/dcim/interfaces/${port.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `/api/dcim/mac-addresses/${mac.id}/`)).status).toBe(404);
    });
  });
});
