import {
  consolePorts,
  consoleServerPorts,
  deviceBays,
  frontPorts,
  inventoryItemRoles,
  inventoryItems,
  macAddresses,
  moduleBays,
  powerOutlets,
  powerPorts,
  rearPorts,
  virtualDeviceContexts,
} from '../../src/dcim/components.resources';
import {
  consolePortTemplates,
  consoleServerPortTemplates,
  deviceBayTemplates,
  frontPortTemplates,
  interfaceTemplates,
  inventoryItemTemplates,
  moduleBayTemplates,
  powerOutletTemplates,
  powerPortTemplates,
  rearPortTemplates,
} from '../../src/dcim/templates.resources';
import type { TestApp } from '../helpers/app';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import { cabledCases, cabledDependant, peerAt } from './cabled-cases';
import type { ResourceSpec } from './resource-suite';

/**
 * Generic resource suite entries for device components and their templates (run by
 * dcim-components.e2e-spec.ts; dcim.e2e-spec.ts counts them as covering the app).
 */

type Json = Record<string, any>;

/** A device type (of `role`: parent, child or none) for templates; names made unique by `prefix`. */
async function typeFor(app: TestApp, prefix: string, extra: Json = {}): Promise<Json> {
  const manufacturer = await make.manufacturer(app, `${prefix} Maker`);
  return make.deviceType(app, `${prefix} Type`, manufacturer.id, extra);
}

/** A module type (without templates) for templates that belong to one instead of a device type. */
async function moduleTypeFor(app: TestApp, prefix: string): Promise<Json> {
  const manufacturer = await make.manufacturer(app, `${prefix} Module Maker`);
  return post(app, '/api/dcim/module-types/', { manufacturer: manufacturer.id, model: `${prefix} Module` });
}

/**
 * Two devices of parent types, far apart for the filters: A at a site in nested regions and site groups,
 * in a location below another, in a rack, with a nested tenant, in a virtual chassis; B at a plain site,
 * planned, of another type, with a module (in its bay `holder`). Components A and C go on A, B on B (B in the module).
 */
async function devicesFor(
  app: TestApp,
  prefix: string,
): Promise<{ device: Json; deviceB: Json; tag: Json; basics: Json; place: Json; module: Json; holder: Json }> {
  const basics = await deviceBasics(app, prefix);
  const place = await nested.place(app, `${prefix} Placed`);
  const typeA = await make.deviceType(app, `${prefix} Chassis`, basics.manufacturer.id, { subdevice_role: 'parent' });
  const typeB = await make.deviceType(app, `${prefix} Chassis B`, basics.manufacturer.id, { subdevice_role: 'parent' });
  const vc = await post(app, '/api/dcim/virtual-chassis/', { name: `${prefix} VC` });
  const rack = await make.rack(app, `${prefix} Rack`, place.site.id, { location: place.location.id });
  const device = await make.device(app, {
    name: `${prefix} A`,
    device_type: typeA.id,
    role: basics.role.id,
    site: place.site.id,
    location: place.location.id,
    rack: rack.id,
    tenant: (await nested.tenant(app, `${prefix} Tenant`)).id,
    virtual_chassis: vc.id,
    vc_position: 1,
  });
  const role = await make.deviceRole(app, `${prefix} Other Role`);
  const deviceB = await make.device(app, { name: `${prefix} B`, device_type: typeB.id, role: role.id, site: basics.site.id, status: 'planned' });
  const holder = await post(app, '/api/dcim/module-bays/', { device: deviceB.id, name: `${prefix} Holder`, position: '1' });
  const moduleType = await moduleTypeFor(app, prefix);
  const module = await post(app, '/api/dcim/modules/', { device: deviceB.id, module_bay: holder.id, module_type: moduleType.id });
  return { device, deviceB, tag: await make.tag(app, `${prefix} Tag`), basics, place, module, holder };
}

/**
 * What a cable may end on: A is marked connected, B is cabled (to a peer on device A, by `cabledB`), C is
 * neither; path endpoints also answer `connected` (B's path to its peer is complete and active).
 */
const cabledB = (objectType: string, path: string, peerType: string, peer: (ctx: Json) => Json) =>
  cabledDependant(objectType, 1, peerAt(path, peerType, peer));
const endpointCases = () => cabledCases(3, 1, [0], [1]);
const portCases = () => cabledCases(3, 1, [0]);

export const templateSpecs: ResourceSpec[] = [
  {
    resource: consolePortTemplates,
    prerequisites: async (app) => ({ type: await typeFor(app, 'CPT'), mt: await moduleTypeFor(app, 'CPT') }),
    create: ({ type, mt }) => [
      { device_type: type.id, name: 'Console 1', label: 'con', type: 'rj-45', description: 'd' },
      { module_type: mt.id, name: 'Console 2' },
      { device_type: type.id, name: 'Console 10', label: 'aux', type: 'usb-c' },
    ],
    patch: () => ({ name: 'Console 2b', type: 'de-9' }),
  },
  {
    resource: consoleServerPortTemplates,
    prerequisites: async (app) => ({ type: await typeFor(app, 'CSPT'), mt: await moduleTypeFor(app, 'CSPT') }),
    create: ({ type, mt }) => [
      { device_type: type.id, name: 'Port 1', label: 'p1', type: 'rj-45' },
      { module_type: mt.id, name: 'Port 2' },
      { device_type: type.id, name: 'Port 3', type: 'usb-a', description: 'third' },
    ],
    patch: () => ({ label: 'second', type: '' }),
  },
  {
    resource: powerPortTemplates,
    prerequisites: async (app) => ({ type: await typeFor(app, 'PPT'), mt: await moduleTypeFor(app, 'PPT') }),
    create: ({ type, mt }) => [
      { device_type: type.id, name: 'PSU1', label: 'left', type: 'iec-60320-c14', maximum_draw: 500, allocated_draw: 250 },
      { module_type: mt.id, name: 'PSU2', maximum_draw: 400 },
      { device_type: type.id, name: 'PSU3', label: 'right' },
    ],
    patch: () => ({ allocated_draw: 300, type: 'iec-60320-c20' }),
  },
  {
    resource: powerOutletTemplates,
    prerequisites: async (app) => {
      const type = await typeFor(app, 'POT');
      return {
        type,
        mt: await moduleTypeFor(app, 'POT'),
        port: await post(app, '/api/dcim/power-port-templates/', { device_type: type.id, name: 'Inlet' }),
      };
    },
    create: ({ type, mt, port }) => [
      { device_type: type.id, name: 'Outlet 1', label: 'o1', type: 'iec-60320-c13', color: 'aa1409', power_port: port.id, feed_leg: 'A' },
      { device_type: type.id, name: 'Outlet 2' },
      { module_type: mt.id, name: 'Outlet 3', label: 'o3', feed_leg: 'C', color: '00ff00' },
    ],
    patch: ({ port }) => ({ power_port: port.id, feed_leg: 'B', color: '0000ff' }),
  },
  {
    resource: interfaceTemplates,
    prerequisites: async (app) => {
      const type = await typeFor(app, 'IT');
      return {
        type,
        mt: await moduleTypeFor(app, 'IT'),
        bridge: await post(app, '/api/dcim/interface-templates/', { device_type: type.id, name: 'br0', type: 'bridge' }),
      };
    },
    create: ({ type, mt, bridge }) => [
      {
        device_type: type.id,
        name: 'eth0',
        label: 'mgmt',
        type: '1000base-t',
        enabled: false,
        mgmt_only: true,
        bridge: bridge.id,
        poe_mode: 'pse',
        poe_type: 'type2-ieee802.3at',
      },
      { module_type: mt.id, name: 'eth1', type: '10gbase-x-sfpp' },
      { device_type: type.id, name: 'wlan0', label: 'radio', type: 'ieee802.11ac', rf_role: 'ap' },
    ],
    patch: () => ({ name: 'eth1.0', mgmt_only: true, poe_mode: 'pd' }),
  },
  {
    resource: rearPortTemplates,
    prerequisites: async (app) => {
      const type = await typeFor(app, 'RPT');
      return {
        type,
        mt: await moduleTypeFor(app, 'RPT'),
        front: await post(app, '/api/dcim/front-port-templates/', { device_type: type.id, name: 'Front 1', type: '8p8c', positions: 2 }),
      };
    },
    create: ({ type, mt, front }) => [
      {
        device_type: type.id,
        name: 'Rear 1',
        label: 'r1',
        type: '8p8c',
        positions: 2,
        color: 'ff0000',
        front_ports: [{ position: 1, front_port: front.id, front_port_position: 1 }],
      },
      { module_type: mt.id, name: 'Rear 2', type: 'lc' },
      {
        device_type: type.id,
        name: 'Rear 3',
        label: 'r3',
        type: 'mpo',
        positions: 12,
        color: '00ff00',
        front_ports: [{ position: 5, front_port: front.id, front_port_position: 2 }],
      },
    ],
    patch: () => ({ positions: 4, color: '0000ff' }),
    filterCases: ({ ctx }) => [{ filter: 'front_port_id', value: ctx.front.id, expect: [0, 2] }],
  },
  {
    resource: frontPortTemplates,
    prerequisites: async (app) => {
      const type = await typeFor(app, 'FPT');
      const rears = await post<Json[]>(app, '/api/dcim/rear-port-templates/', [
        { device_type: type.id, name: 'Rear A', type: 'mpo', positions: 4 },
        { device_type: type.id, name: 'Rear B', type: 'lc', positions: 1 },
      ]);
      return { type, mt: await moduleTypeFor(app, 'FPT'), rears };
    },
    create: ({ type, mt, rears }) => [
      {
        device_type: type.id,
        name: 'Front 1',
        label: 'f1',
        type: 'lc',
        color: 'ff0000',
        positions: 2,
        rear_ports: [
          { position: 1, rear_port: rears[0].id, rear_port_position: 1 },
          { position: 2, rear_port: rears[0].id, rear_port_position: 2 },
        ],
      },
      { device_type: type.id, name: 'Front 2', type: 'lc', rear_ports: [{ position: 1, rear_port: rears[1].id }] },
      { module_type: mt.id, name: 'Front 3', label: 'f3', type: '8p8c', color: '00ff00' },
    ],
    patch: () => ({ name: 'Front 2b', color: 'aaaaaa' }),
    filterCases: ({ ctx }) => [
      { filter: 'rear_port_id', value: ctx.rears[0].id, expect: [0] },
      { filter: 'rear_port_id', value: [ctx.rears[0].id, ctx.rears[1].id], expect: [0, 1] },
    ],
  },
  {
    resource: moduleBayTemplates,
    prerequisites: async (app) => ({ type: await typeFor(app, 'MBT'), mt: await moduleTypeFor(app, 'MBT') }),
    create: ({ type, mt }) => [
      { device_type: type.id, name: 'Slot 1', label: 's1', position: '1', enabled: false },
      { module_type: mt.id, name: 'Slot 2', position: '2' },
      { device_type: type.id, name: 'Slot 10', label: 's10', description: 'wide' },
    ],
    patch: () => ({ position: '2b', enabled: false }),
  },
  {
    resource: deviceBayTemplates,
    prerequisites: async (app) => ({ type: await typeFor(app, 'DBT', { subdevice_role: 'parent' }) }),
    create: ({ type }) => [
      { device_type: type.id, name: 'Bay 1', label: 'b1', enabled: false },
      { device_type: type.id, name: 'Bay 2' },
      { device_type: type.id, name: 'Bay 3', label: 'b3', description: 'last' },
    ],
    patch: () => ({ name: 'Bay 2b', enabled: false }),
  },
  {
    resource: inventoryItemTemplates,
    prerequisites: async (app) => {
      const type = await typeFor(app, 'IIT');
      return {
        type,
        parent: await post(app, '/api/dcim/inventory-item-templates/', { device_type: type.id, name: 'Chassis' }),
        port: await post(app, '/api/dcim/interface-templates/', { device_type: type.id, name: 'xe-0/0/0', type: '10gbase-x-sfpp' }),
        role: await post(app, '/api/dcim/inventory-item-roles/', { name: 'IIT Role', slug: 'iit-role' }),
        maker: await make.manufacturer(app, 'IIT Optics'),
      };
    },
    create: ({ type, parent, port, role, maker }) => [
      {
        device_type: type.id,
        parent: parent.id,
        name: 'SFP 0',
        label: 'optic',
        role: role.id,
        manufacturer: maker.id,
        part_id: 'SFP-10G-SR',
        component_type: 'dcim.interfacetemplate',
        component_id: port.id,
      },
      { device_type: type.id, name: 'Fan 1' },
      { device_type: type.id, parent: parent.id, name: 'PSU 1', label: 'power', part_id: 'PWR-1' },
    ],
    patch: ({ parent }) => ({ parent: parent.id, name: 'Fan 1b' }),
  },
];

export const componentSpecs: ResourceSpec[] = [
  {
    resource: consolePorts,
    prerequisites: (app) => devicesFor(app, 'CP'),
    create: ({ device, deviceB, tag, module }) => [
      { device: device.id, name: 'con0', label: 'console', type: 'rj-45', speed: 9600, mark_connected: true, description: 'd', tags: [tag.id] },
      { device: deviceB.id, module: module.id, name: 'con1' },
      { device: device.id, name: 'con2', label: 'aux', type: 'usb-b', speed: 115200, description: 'second' },
    ],
    patch: () => ({ name: 'con1b', speed: 57600, type: 'de-9' }),
    dependants: cabledB('dcim.consoleport', '/api/dcim/console-server-ports/', 'dcim.consoleserverport', (ctx) => ({
      device: ctx.device.id,
      name: 'peer tty',
    })),
    filterCases: endpointCases,
  },
  {
    resource: consoleServerPorts,
    prerequisites: (app) => devicesFor(app, 'CSP'),
    create: ({ device, deviceB, tag, module }) => [
      { device: device.id, name: 'tty1', label: 'one', type: 'rj-45', speed: 9600, mark_connected: true, description: 'd', tags: [tag.id] },
      { device: deviceB.id, module: module.id, name: 'tty2' },
      { device: device.id, name: 'tty3', label: 'three', speed: 115200, description: 'third' },
    ],
    patch: () => ({ label: 'two', speed: 19200 }),
    dependants: cabledB('dcim.consoleserverport', '/api/dcim/console-ports/', 'dcim.consoleport', (ctx) => ({
      device: ctx.device.id,
      name: 'peer con',
    })),
    filterCases: endpointCases,
  },
  {
    resource: powerPorts,
    prerequisites: (app) => devicesFor(app, 'PP'),
    create: ({ device, deviceB, tag, module }) => [
      {
        device: device.id,
        name: 'PSU1',
        label: 'left',
        type: 'iec-60320-c14',
        maximum_draw: 750,
        allocated_draw: 500,
        mark_connected: true,
        description: 'd',
        tags: [tag.id],
      },
      { device: deviceB.id, module: module.id, name: 'PSU2' },
      { device: device.id, name: 'PSU3', label: 'right', maximum_draw: 100, description: 'spare' },
    ],
    patch: () => ({ maximum_draw: 900, allocated_draw: 450 }),
    dependants: cabledB('dcim.powerport', '/api/dcim/power-outlets/', 'dcim.poweroutlet', (ctx) => ({ device: ctx.device.id, name: 'peer outlet' })),
    filterCases: endpointCases,
  },
  {
    resource: powerOutlets,
    prerequisites: async (app) => {
      const base = await devicesFor(app, 'PO');
      return { ...base, port: await post(app, '/api/dcim/power-ports/', { device: base.device.id, name: 'Inlet' }) };
    },
    create: ({ device, deviceB, tag, module, port }) => [
      {
        device: device.id,
        name: 'Outlet 1',
        label: 'o1',
        type: 'iec-60320-c13',
        status: 'disabled',
        color: '111111',
        power_port: port.id,
        feed_leg: 'A',
        mark_connected: true,
        description: 'd',
        tags: [tag.id],
      },
      { device: deviceB.id, module: module.id, name: 'Outlet 2' },
      { device: device.id, name: 'Outlet 3', label: 'o3', feed_leg: 'B', color: '222222', description: 'third' },
    ],
    patch: () => ({ status: 'faulty', feed_leg: 'C' }),
    dependants: cabledB('dcim.poweroutlet', '/api/dcim/power-ports/', 'dcim.powerport', (ctx) => ({ device: ctx.device.id, name: 'peer inlet' })),
    filterCases: endpointCases,
  },
  {
    resource: rearPorts,
    prerequisites: async (app) => {
      const base = await devicesFor(app, 'RP');
      return { ...base, front: await post(app, '/api/dcim/front-ports/', { device: base.device.id, name: 'F1', type: '8p8c', positions: 2 }) };
    },
    create: ({ device, deviceB, tag, module, front }) => [
      {
        device: device.id,
        name: 'R1',
        label: 'r1',
        type: '8p8c',
        color: 'ff0000',
        positions: 2,
        mark_connected: true,
        description: 'd',
        front_ports: [{ position: 2, front_port: front.id, front_port_position: 1 }],
        tags: [tag.id],
      },
      { device: deviceB.id, module: module.id, name: 'R2', type: 'lc' },
      {
        device: device.id,
        name: 'R3',
        label: 'r3',
        type: 'mpo',
        color: '00ff00',
        positions: 8,
        description: 'third',
        front_ports: [{ position: 1, front_port: front.id, front_port_position: 2 }],
      },
    ],
    patch: () => ({ positions: 3, mark_connected: true }),
    dependants: cabledB('dcim.rearport', '/api/dcim/interfaces/', 'dcim.interface', (ctx) => ({
      device: ctx.device.id,
      name: 'peer eth',
      type: '1000base-t',
    })),
    filterCases: ({ ctx }) => [...portCases(), { filter: 'front_port_id', value: ctx.front.id, expect: [0, 2] }],
  },
  {
    resource: frontPorts,
    prerequisites: async (app) => {
      const base = await devicesFor(app, 'FP');
      const [ra] = await post<Json[]>(app, '/api/dcim/rear-ports/', [{ device: base.device.id, name: 'RA', type: 'mpo', positions: 4 }]);
      const rb = await post(app, '/api/dcim/rear-ports/', { device: base.deviceB.id, name: 'RB', type: 'lc' });
      return { ...base, rears: [ra, rb] };
    },
    create: ({ device, deviceB, tag, module, rears }) => [
      {
        device: device.id,
        name: 'FA',
        label: 'fa',
        type: 'lc',
        color: 'ff0000',
        positions: 2,
        mark_connected: true,
        description: 'd',
        rear_ports: [
          { position: 1, rear_port: rears[0].id, rear_port_position: 3 },
          { position: 2, rear_port: rears[0].id, rear_port_position: 4 },
        ],
        tags: [tag.id],
      },
      { device: deviceB.id, module: module.id, name: 'FB', type: 'lc', rear_ports: [{ position: 1, rear_port: rears[1].id, rear_port_position: 1 }] },
      { device: device.id, name: 'FC', label: 'fc', type: 'st', color: '00ff00', description: 'third' },
    ],
    patch: () => ({ label: 'front b', color: 'ffffff' }),
    dependants: cabledB('dcim.frontport', '/api/dcim/interfaces/', 'dcim.interface', (ctx) => ({
      device: ctx.device.id,
      name: 'peer eth',
      type: '1000base-t',
    })),
    filterCases: ({ ctx }) => [...portCases(), { filter: 'rear_port_id', value: ctx.rears[1].id, expect: [1] }],
  },
  {
    resource: moduleBays,
    prerequisites: (app) => devicesFor(app, 'MB'),
    create: ({ device, deviceB, tag, module }) => [
      { device: device.id, name: 'Slot 1', label: 's1', position: '1', enabled: false, description: 'd', tags: [tag.id] },
      { device: deviceB.id, module: module.id, name: 'Slot 2', position: '2' },
      { device: device.id, name: 'Slot 3', label: 's3', description: 'third' },
    ],
    patch: () => ({ position: 'two', enabled: false }),
    // a module in C
    dependants: async (app, ctx, [, , c]) =>
      post(app, '/api/dcim/modules/', { device: ctx.device.id, module_bay: c.id, module_type: ctx.module.module_type.id }),
    filterCases: ({ ctx, dependants }) => [
      { filter: 'installed_module_id', value: dependants.id, expect: [2] },
      { filter: 'parent_id', value: ctx.holder.id, expect: [1] },
    ],
  },
  {
    resource: deviceBays,
    prerequisites: async (app) => {
      const base = await devicesFor(app, 'DB');
      const childType = await make.deviceType(app, 'DB Blade', base.basics.manufacturer.id, { subdevice_role: 'child', u_height: 0 });
      const [blade1, blade2, blade3] = await post<Json[]>(
        app,
        '/api/dcim/devices/',
        ['DB Blade 1', 'DB Blade 2', 'DB Blade 3'].map((name) => ({
          name,
          device_type: childType.id,
          role: base.basics.role.id,
          site: base.basics.site.id,
        })),
      );
      return { ...base, blade1, blade2, blade3 };
    },
    create: ({ device, deviceB, tag, blade1 }) => [
      { device: device.id, name: 'Bay 1', label: 'one', installed_device: blade1.id, description: 'd', tags: [tag.id] },
      { device: deviceB.id, name: 'Bay 2' },
      { device: device.id, name: 'Bay 3', label: 'three', enabled: false, description: 'third' },
    ],
    patch: ({ blade2 }) => ({ installed_device: blade2.id, description: 'filled' }),
    // a device is installed in one bay only: the permission checks name a blade installed in none
    permissionPayload: ({ device, blade3 }) => ({ device: device.id, name: 'Bay Perm', installed_device: blade3.id }),
  },
  {
    resource: inventoryItemRoles,
    prerequisites: async (app) => {
      const base = await devicesFor(app, 'IIR');
      return { tag: base.tag, base };
    },
    create: ({ tag }) => [
      { name: 'IIR One', slug: 'iir-one', color: 'ff0000', description: 'd', comments: 'c', tags: [tag.id] },
      { name: 'IIR Two', slug: 'iir-two' },
      { name: 'IIR Three', slug: 'iir-three', color: '00ff00' },
    ],
    patch: () => ({ name: 'IIR Two Renamed', color: '0000ff' }),
    // A's role is given to an item, so its count tells it apart
    dependants: (app, ctx, [a]) => post(app, '/api/dcim/inventory-items/', { device: ctx.base.device.id, name: 'Counted', role: a.id }),
  },
  {
    resource: inventoryItems,
    prerequisites: async (app) => {
      const base = await devicesFor(app, 'II');
      return {
        ...base,
        parent: await post(app, '/api/dcim/inventory-items/', { device: base.device.id, name: 'Chassis' }),
        port: await make.interface(app, base.device.id, 'xe-0/0/1'),
        role: await post(app, '/api/dcim/inventory-item-roles/', { name: 'II Role', slug: 'ii-role' }),
        otherMaker: await make.manufacturer(app, 'II Other Maker'),
      };
    },
    create: ({ device, deviceB, tag, parent, port, role, basics }) => [
      {
        device: device.id,
        parent: parent.id,
        name: 'Optic',
        label: 'sfp',
        status: 'planned',
        role: role.id,
        manufacturer: basics.manufacturer.id,
        part_id: 'SFP-10G-LR',
        serial: 'S123',
        asset_tag: 'II-ASSET-1',
        discovered: true,
        description: 'd',
        component_type: 'dcim.interface',
        component_id: port.id,
        tags: [tag.id],
      },
      // B moves to another manufacturer by the PATCH: both makers' inventoryitem_count follow
      { device: deviceB.id, name: 'Fan tray', manufacturer: basics.manufacturer.id },
      {
        device: device.id,
        parent: parent.id,
        name: 'Supervisor',
        label: 'sup',
        status: 'failed',
        part_id: 'SUP-1',
        serial: 'S999',
        asset_tag: 'II-ASSET-3',
        description: 'third',
      },
    ],
    patch: ({ otherMaker }) => ({ label: 'tray', serial: 'NEW', status: 'offline', manufacturer: otherMaker.id }),
  },
  {
    resource: virtualDeviceContexts,
    prerequisites: async (app) => ({ ...(await devicesFor(app, 'VDC')), tenant: await nested.tenant(app, 'VDC Owner') }),
    create: ({ device, deviceB, tag, tenant }) => [
      { device: device.id, name: 'vdc-admin', identifier: 1, status: 'active', tenant: tenant.id, description: 'd', comments: 'c', tags: [tag.id] },
      { device: deviceB.id, name: 'vdc-two', status: 'planned' },
      { device: device.id, name: 'vdc-three', identifier: 3, status: 'offline', description: 'third' },
    ],
    patch: ({ tenant }) => ({ name: 'vdc-two-renamed', identifier: 2, tenant: tenant.id }),
    // A gets an interface in it, with an IPv4 and an IPv6 address as its primary IPs
    dependants: async (app, ctx, [a]) => {
      const iface = await make.interface(app, ctx.device.id, 'vdc-eth0', { vdcs: [a.id] });
      const on = { assigned_object_type: 'dcim.interface', assigned_object_id: iface.id };
      const [ip4, ip6] = await post<Json[]>(app, '/api/ipam/ip-addresses/', [
        { address: '192.0.2.71/24', ...on },
        { address: '2001:db8::71/64', ...on },
      ]);
      const res = await app.inject('PATCH', `/api/dcim/virtual-device-contexts/${a.id}/`, { body: { primary_ip4: ip4.id, primary_ip6: ip6.id } });
      if (res.status !== 200) throw new Error(`PATCH VDC primary IPs: ${res.text}`);
      return { iface };
    },
    filterCases: ({ dependants }) => [
      { filter: 'interface_id', value: dependants.iface.id, expect: [0] },
      { filter: 'has_primary_ip', value: true, expect: [0] },
      { filter: 'has_primary_ip', value: false, expect: [1, 2] },
    ],
  },
  {
    resource: macAddresses,
    prerequisites: async (app) => {
      const base = await devicesFor(app, 'MAC');
      const clusterType = await post(app, '/api/virtualization/cluster-types/', { name: 'MAC Type', slug: 'mac-type' });
      const cluster = await post(app, '/api/virtualization/clusters/', { name: 'MAC Cluster', type: clusterType.id });
      const vm = await post(app, '/api/virtualization/virtual-machines/', { name: 'mac-vm', cluster: cluster.id });
      return {
        ...base,
        port: await make.interface(app, base.device.id, 'eth0'),
        vm,
        vmPort: await post(app, '/api/virtualization/interfaces/', { virtual_machine: vm.id, name: 'vm-eth0' }),
      };
    },
    create: ({ port, vmPort, tag }) => [
      {
        mac_address: '00:11:22:33:44:55',
        assigned_object_type: 'dcim.interface',
        assigned_object_id: port.id,
        description: 'd',
        comments: 'c',
        tags: [tag.id],
      },
      { mac_address: 'aa-bb-cc-dd-ee-ff' },
      { mac_address: '0011.2233.4466', assigned_object_type: 'virtualization.vminterface', assigned_object_id: vmPort.id, description: 'vm' },
    ],
    patch: () => ({ mac_address: '02:00:00:00:00:01', description: 'moved' }),
    // A is its interface's primary MAC address
    dependants: async (app, ctx, [a]) => {
      const res = await app.inject('PATCH', `/api/dcim/interfaces/${ctx.port.id}/`, { body: { primary_mac_address: a.id } });
      if (res.status !== 200) throw new Error(`PATCH primary MAC: ${res.text}`);
    },
    filterCases: ({ ctx }) => [
      { filter: 'mac_address', value: '00-11-22-33-44-55', expect: [0] },
      { filter: 'mac_address', value: ['aabb.ccdd.eeff', 'not-a-mac'], expect: [1] },
      { filter: 'mac_address__ic', value: ':33:44:', expect: [0, 2] },
      { filter: 'mac_address__isw', value: 'AA:BB', expect: [1] },
      { filter: 'mac_address__iew', value: '44:66', expect: [2] },
      { filter: 'mac_address__ie', value: 'AA:BB:CC:DD:EE:FF', expect: [1] },
      { filter: 'mac_address__empty', value: true, expect: [] },
      { filter: 'mac_address__empty', value: false, expect: [0, 1, 2] },
      { filter: 'mac_address__regex', value: '^00:11', expect: [0, 2] },
      { filter: 'mac_address__iregex', value: '^AA', expect: [1] },
      { filter: 'device_id', value: ctx.device.id, expect: [0] },
      { filter: 'device', value: ctx.device.name, expect: [0] },
      { filter: 'virtual_machine_id', value: ctx.vm.id, expect: [2] },
      { filter: 'virtual_machine', value: 'mac-vm', expect: [2] },
      { filter: 'interface_id', value: ctx.port.id, expect: [0] },
      { filter: 'interface', value: 'eth0', expect: [0] },
      { filter: 'vminterface_id', value: ctx.vmPort.id, expect: [2] },
      { filter: 'vminterface', value: 'vm-eth0', expect: [2] },
      { filter: 'assigned', value: true, expect: [0, 2] },
      { filter: 'assigned', value: false, expect: [1] },
      { filter: 'primary', value: true, expect: [0] },
      { filter: 'primary', value: false, expect: [1, 2] },
    ],
  },
];
