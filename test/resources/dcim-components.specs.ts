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
import { deviceBasics, make, post } from '../helpers/dcim';
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

/** A device (its type a parent one) and a tag, for components. */
async function deviceFor(app: TestApp, prefix: string): Promise<{ device: Json; tag: Json; basics: Json }> {
  const basics = await deviceBasics(app, prefix);
  const parentType = await make.deviceType(app, `${prefix} Chassis`, basics.manufacturer.id, { subdevice_role: 'parent' });
  const device = await make.device(app, { name: `${prefix} Device`, device_type: parentType.id, role: basics.role.id, site: basics.site.id });
  return { device, tag: await make.tag(app, `${prefix} Tag`), basics };
}

export const templateSpecs: ResourceSpec[] = [
  {
    resource: consolePortTemplates,
    prerequisites: async (app) => ({ type: await typeFor(app, 'CPT') }),
    create: ({ type }) => [
      { device_type: type.id, name: 'Console 1', label: 'con', type: 'rj-45', description: 'd' },
      { device_type: type.id, name: 'Console 2' },
      { device_type: type.id, name: 'Console 10', type: 'usb-c' },
    ],
    patch: () => ({ name: 'Console 2b', type: 'de-9' }),
  },
  {
    resource: consoleServerPortTemplates,
    prerequisites: async (app) => ({ type: await typeFor(app, 'CSPT') }),
    create: ({ type }) => [
      { device_type: type.id, name: 'Port 1', label: 'p1', type: 'rj-45' },
      { device_type: type.id, name: 'Port 2' },
      { device_type: type.id, name: 'Port 3', type: 'usb-a' },
    ],
    patch: () => ({ label: 'second', type: '' }),
  },
  {
    resource: powerPortTemplates,
    prerequisites: async (app) => ({ type: await typeFor(app, 'PPT') }),
    create: ({ type }) => [
      { device_type: type.id, name: 'PSU1', type: 'iec-60320-c14', maximum_draw: 500, allocated_draw: 250 },
      { device_type: type.id, name: 'PSU2', maximum_draw: 400 },
      { device_type: type.id, name: 'PSU3' },
    ],
    patch: () => ({ allocated_draw: 300, type: 'iec-60320-c20' }),
  },
  {
    resource: powerOutletTemplates,
    prerequisites: async (app) => {
      const type = await typeFor(app, 'POT');
      return { type, port: await post(app, '/api/dcim/power-port-templates/', { device_type: type.id, name: 'Inlet' }) };
    },
    create: ({ type, port }) => [
      { device_type: type.id, name: 'Outlet 1', type: 'iec-60320-c13', color: 'aa1409', power_port: port.id, feed_leg: 'A' },
      { device_type: type.id, name: 'Outlet 2' },
      { device_type: type.id, name: 'Outlet 3', feed_leg: 'C' },
    ],
    patch: ({ port }) => ({ power_port: port.id, feed_leg: 'B', color: '00ff00' }),
  },
  {
    resource: interfaceTemplates,
    prerequisites: async (app) => {
      const type = await typeFor(app, 'IT');
      return { type, bridge: await post(app, '/api/dcim/interface-templates/', { device_type: type.id, name: 'br0', type: 'bridge' }) };
    },
    create: ({ type, bridge }) => [
      { device_type: type.id, name: 'eth0', type: '1000base-t', enabled: false, mgmt_only: true, bridge: bridge.id, poe_mode: 'pse', poe_type: 'type2-ieee802.3at' },
      { device_type: type.id, name: 'eth1', type: '10gbase-x-sfpp' },
      { device_type: type.id, name: 'wlan0', type: 'ieee802.11ac', rf_role: 'ap' },
    ],
    patch: () => ({ name: 'eth1.0', mgmt_only: true, poe_mode: 'pd' }),
  },
  {
    resource: rearPortTemplates,
    prerequisites: async (app) => {
      const type = await typeFor(app, 'RPT');
      return { type, front: await post(app, '/api/dcim/front-port-templates/', { device_type: type.id, name: 'Front 1', type: '8p8c', positions: 2 }) };
    },
    create: ({ type, front }) => [
      { device_type: type.id, name: 'Rear 1', type: '8p8c', positions: 2, color: 'ff0000', front_ports: [{ position: 1, front_port: front.id, front_port_position: 1 }] },
      { device_type: type.id, name: 'Rear 2', type: 'lc' },
      { device_type: type.id, name: 'Rear 3', type: 'mpo', positions: 12, front_ports: [{ position: 5, front_port: front.id, front_port_position: 2 }] },
    ],
    patch: () => ({ positions: 4, color: '0000ff' }),
  },
  {
    resource: frontPortTemplates,
    prerequisites: async (app) => {
      const type = await typeFor(app, 'FPT');
      const rears = await post<Json[]>(app, '/api/dcim/rear-port-templates/', [
        { device_type: type.id, name: 'Rear A', type: 'mpo', positions: 4 },
        { device_type: type.id, name: 'Rear B', type: 'lc', positions: 1 },
      ]);
      return { type, rears };
    },
    create: ({ type, rears }) => [
      {
        device_type: type.id,
        name: 'Front 1',
        type: 'lc',
        positions: 2,
        rear_ports: [
          { position: 1, rear_port: rears[0].id, rear_port_position: 1 },
          { position: 2, rear_port: rears[0].id, rear_port_position: 2 },
        ],
      },
      { device_type: type.id, name: 'Front 2', type: 'lc', rear_ports: [{ position: 1, rear_port: rears[1].id }] },
      { device_type: type.id, name: 'Front 3', type: '8p8c' },
    ],
    patch: () => ({ name: 'Front 2b', color: 'aaaaaa' }),
  },
  {
    resource: moduleBayTemplates,
    prerequisites: async (app) => ({ type: await typeFor(app, 'MBT') }),
    create: ({ type }) => [
      { device_type: type.id, name: 'Slot 1', label: 's1', position: '1', enabled: false },
      { device_type: type.id, name: 'Slot 2', position: '2' },
      { device_type: type.id, name: 'Slot 10' },
    ],
    patch: () => ({ position: '2b', enabled: false }),
  },
  {
    resource: deviceBayTemplates,
    prerequisites: async (app) => ({ type: await typeFor(app, 'DBT', { subdevice_role: 'parent' }) }),
    create: ({ type }) => [
      { device_type: type.id, name: 'Bay 1', label: 'b1', enabled: false },
      { device_type: type.id, name: 'Bay 2' },
      { device_type: type.id, name: 'Bay 3' },
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
      { device_type: type.id, parent: parent.id, name: 'PSU 1', part_id: 'PWR-1' },
    ],
    patch: ({ parent }) => ({ parent: parent.id, name: 'Fan 1b' }),
  },
];

export const componentSpecs: ResourceSpec[] = [
  {
    resource: consolePorts,
    prerequisites: (app) => deviceFor(app, 'CP'),
    create: ({ device, tag }) => [
      { device: device.id, name: 'con0', label: 'console', type: 'rj-45', speed: 9600, mark_connected: true, description: 'd', tags: [tag.id] },
      { device: device.id, name: 'con1' },
      { device: device.id, name: 'con2', type: 'usb-b', speed: 115200 },
    ],
    patch: () => ({ name: 'con1b', speed: 57600, type: 'de-9' }),
  },
  {
    resource: consoleServerPorts,
    prerequisites: (app) => deviceFor(app, 'CSP'),
    create: ({ device, tag }) => [
      { device: device.id, name: 'tty1', type: 'rj-45', speed: 9600, tags: [tag.id] },
      { device: device.id, name: 'tty2' },
      { device: device.id, name: 'tty3', mark_connected: true },
    ],
    patch: () => ({ label: 'two', speed: 19200 }),
  },
  {
    resource: powerPorts,
    prerequisites: (app) => deviceFor(app, 'PP'),
    create: ({ device, tag }) => [
      { device: device.id, name: 'PSU1', type: 'iec-60320-c14', maximum_draw: 750, allocated_draw: 500, tags: [tag.id] },
      { device: device.id, name: 'PSU2' },
      { device: device.id, name: 'PSU3', maximum_draw: 100 },
    ],
    patch: () => ({ maximum_draw: 900, allocated_draw: 450 }),
  },
  {
    resource: powerOutlets,
    prerequisites: async (app) => {
      const base = await deviceFor(app, 'PO');
      return { ...base, port: await post(app, '/api/dcim/power-ports/', { device: base.device.id, name: 'Inlet' }) };
    },
    create: ({ device, tag, port }) => [
      { device: device.id, name: 'Outlet 1', type: 'iec-60320-c13', status: 'disabled', color: '111111', power_port: port.id, feed_leg: 'A', tags: [tag.id] },
      { device: device.id, name: 'Outlet 2' },
      { device: device.id, name: 'Outlet 3', feed_leg: 'B' },
    ],
    patch: ({ port }) => ({ power_port: port.id, status: 'faulty' }),
  },
  {
    resource: rearPorts,
    prerequisites: async (app) => {
      const base = await deviceFor(app, 'RP');
      return { ...base, front: await post(app, '/api/dcim/front-ports/', { device: base.device.id, name: 'F1', type: '8p8c', positions: 2 }) };
    },
    create: ({ device, tag, front }) => [
      { device: device.id, name: 'R1', type: '8p8c', positions: 2, front_ports: [{ position: 2, front_port: front.id, front_port_position: 1 }], tags: [tag.id] },
      { device: device.id, name: 'R2', type: 'lc' },
      { device: device.id, name: 'R3', type: 'mpo', positions: 8, front_ports: [{ position: 1, front_port: front.id, front_port_position: 2 }] },
    ],
    patch: () => ({ positions: 3, mark_connected: true }),
  },
  {
    resource: frontPorts,
    prerequisites: async (app) => {
      const base = await deviceFor(app, 'FP');
      const rears = await post<Json[]>(app, '/api/dcim/rear-ports/', [
        { device: base.device.id, name: 'RA', type: 'mpo', positions: 4 },
        { device: base.device.id, name: 'RB', type: 'lc' },
      ]);
      return { ...base, rears };
    },
    create: ({ device, tag, rears }) => [
      {
        device: device.id,
        name: 'FA',
        type: 'lc',
        positions: 2,
        rear_ports: [
          { position: 1, rear_port: rears[0].id, rear_port_position: 3 },
          { position: 2, rear_port: rears[0].id, rear_port_position: 4 },
        ],
        tags: [tag.id],
      },
      { device: device.id, name: 'FB', type: 'lc', rear_ports: [{ position: 1, rear_port: rears[1].id, rear_port_position: 1 }] },
      { device: device.id, name: 'FC', type: 'st' },
    ],
    patch: () => ({ label: 'front b', color: 'ffffff' }),
  },
  {
    resource: moduleBays,
    prerequisites: (app) => deviceFor(app, 'MB'),
    create: ({ device, tag }) => [
      { device: device.id, name: 'Slot 1', position: '1', enabled: false, tags: [tag.id] },
      { device: device.id, name: 'Slot 2', position: '2' },
      { device: device.id, name: 'Slot 3' },
    ],
    patch: () => ({ position: 'two', enabled: false }),
  },
  {
    resource: deviceBays,
    prerequisites: async (app) => {
      const base = await deviceFor(app, 'DB');
      const childType = await make.deviceType(app, 'DB Blade', base.basics.manufacturer.id, { subdevice_role: 'child', u_height: 0 });
      const [blade1, blade2] = await post<Json[]>(
        app,
        '/api/dcim/devices/',
        ['DB Blade 1', 'DB Blade 2'].map((name) => ({ name, device_type: childType.id, role: base.basics.role.id, site: base.basics.site.id })),
      );
      return { ...base, blade1, blade2 };
    },
    create: ({ device, tag, blade1 }) => [
      { device: device.id, name: 'Bay 1', label: 'one', installed_device: blade1.id, tags: [tag.id] },
      { device: device.id, name: 'Bay 2' },
      { device: device.id, name: 'Bay 3', enabled: false },
    ],
    patch: ({ blade2 }) => ({ installed_device: blade2.id, description: 'filled' }),
  },
  {
    resource: inventoryItemRoles,
    prerequisites: async (app) => ({ tag: await make.tag(app, 'IIR Tag') }),
    create: ({ tag }) => [
      { name: 'IIR One', slug: 'iir-one', color: 'ff0000', description: 'd', comments: 'c', tags: [tag.id] },
      { name: 'IIR Two', slug: 'iir-two' },
      { name: 'IIR Three', slug: 'iir-three', color: '00ff00' },
    ],
    patch: () => ({ name: 'IIR Two Renamed', color: '0000ff' }),
  },
  {
    resource: inventoryItems,
    prerequisites: async (app) => {
      const base = await deviceFor(app, 'II');
      return {
        ...base,
        parent: await post(app, '/api/dcim/inventory-items/', { device: base.device.id, name: 'Chassis' }),
        port: await make.interface(app, base.device.id, 'xe-0/0/1'),
        role: await post(app, '/api/dcim/inventory-item-roles/', { name: 'II Role', slug: 'ii-role' }),
      };
    },
    create: ({ device, tag, parent, port, role, basics }) => [
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
        component_type: 'dcim.interface',
        component_id: port.id,
        tags: [tag.id],
      },
      { device: device.id, name: 'Fan tray' },
      { device: device.id, parent: parent.id, name: 'Supervisor', status: 'failed' },
    ],
    patch: ({ parent }) => ({ parent: parent.id, serial: 'NEW', status: 'offline' }),
  },
  {
    resource: virtualDeviceContexts,
    prerequisites: async (app) => ({ ...(await deviceFor(app, 'VDC')), tenant: await make.tenant(app, 'VDC Tenant') }),
    create: ({ device, tag, tenant }) => [
      { device: device.id, name: 'vdc-admin', identifier: 1, status: 'active', tenant: tenant.id, description: 'd', comments: 'c', tags: [tag.id] },
      { device: device.id, name: 'vdc-two', status: 'planned' },
      { device: device.id, name: 'vdc-three', identifier: 3, status: 'offline' },
    ],
    patch: ({ tenant }) => ({ name: 'vdc-two-renamed', identifier: 2, tenant: tenant.id }),
  },
  {
    resource: macAddresses,
    prerequisites: async (app) => {
      const base = await deviceFor(app, 'MAC');
      return { ...base, port: await make.interface(app, base.device.id, 'eth0') };
    },
    create: ({ port, tag }) => [
      { mac_address: '00:11:22:33:44:55', assigned_object_type: 'dcim.interface', assigned_object_id: port.id, description: 'd', comments: 'c', tags: [tag.id] },
      { mac_address: 'aa-bb-cc-dd-ee-ff' },
      { mac_address: '0011.2233.4466', assigned_object_type: 'dcim.interface', assigned_object_id: port.id },
    ],
    patch: () => ({ mac_address: '02:00:00:00:00:01', description: 'moved' }),
  },
];
