import { modules, moduleTypeProfiles, moduleTypes } from '../../src/dcim/modules.resources';
import type { TestApp } from '../helpers/app';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import type { ResourceSpec } from './resource-suite';

/**
 * Generic resource suite entries for modules, their types and profiles (run by dcim-modules.e2e-spec.ts;
 * dcim.e2e-spec.ts counts them as covering the app).
 */

type Json = Record<string, any>;

const SCHEMA = { type: 'object', properties: { ports: { type: 'integer' }, speed: { type: 'string' } } };

/** Two devices far apart (A placed in nested regions, a rack and a location; B elsewhere), each with bays. */
async function devicesWithBays(app: TestApp, prefix: string): Promise<Json> {
  const basics = await deviceBasics(app, prefix);
  const place = await nested.place(app, `${prefix} Placed`);
  const rack = await make.rack(app, `${prefix} Rack`, place.site.id, { location: place.location.id });
  const device = await make.device(app, {
    name: `${prefix} A`,
    device_type: basics.deviceType.id,
    role: basics.role.id,
    site: place.site.id,
    location: place.location.id,
    rack: rack.id,
  });
  const deviceB = await make.device(app, { name: `${prefix} B`, device_type: basics.deviceType.id, role: basics.role.id, site: basics.site.id });
  const bays = await post<Json[]>(app, '/api/dcim/module-bays/', [
    { device: device.id, name: `${prefix} A1`, position: '1' },
    { device: deviceB.id, name: `${prefix} B1`, position: '1' },
    { device: device.id, name: `${prefix} A2`, position: '2' },
    { device: device.id, name: `${prefix} A3`, position: '3' },
  ]);
  const profile = await post(app, '/api/dcim/module-type-profiles/', { name: `${prefix} Profile`, schema: SCHEMA });
  const maker = await make.manufacturer(app, `${prefix} Other Maker`);
  const types = await post<Json[]>(app, '/api/dcim/module-types/', [
    { manufacturer: basics.manufacturer.id, profile: profile.id, model: `${prefix} Card`, attributes: { ports: 4 } },
    { manufacturer: maker.id, model: `${prefix} Other Card` },
  ]);
  await post(app, '/api/dcim/interface-templates/', { module_type: types[0].id, name: 'eth{module}', type: '1000base-t' });
  return { basics, place, rack, device, deviceB, bays, profile, maker, types, tag: await make.tag(app, `${prefix} Tag`) };
}

export const moduleSpecs: ResourceSpec[] = [
  {
    resource: moduleTypeProfiles,
    prerequisites: async (app) => ({ tag: await make.tag(app, 'MTP Tag') }),
    create: ({ tag }) => [
      { name: 'MTP Line card', description: 'cards', schema: SCHEMA, comments: 'c', tags: [tag.id] },
      { name: 'MTP Fan' },
      { name: 'MTP PSU', schema: { type: 'object', properties: { watts: { type: 'integer' } } } },
    ],
    patch: () => ({ name: 'MTP Fan tray', schema: { type: 'object' } }),
  },
  {
    resource: moduleTypes,
    prerequisites: async (app) => ({
      manufacturer: await make.manufacturer(app, 'MT Maker'),
      other: await make.manufacturer(app, 'MT Other Maker'),
      profile: await post(app, '/api/dcim/module-type-profiles/', { name: 'MT Profile', schema: SCHEMA }),
      tag: await make.tag(app, 'MT Tag'),
    }),
    create: ({ manufacturer, other, profile, tag }) => [
      {
        manufacturer: manufacturer.id,
        profile: profile.id,
        model: 'MT One',
        part_number: 'PN-1',
        airflow: 'front-to-rear',
        weight: 1.5,
        weight_unit: 'kg',
        attributes: { ports: 8, speed: '10G' },
        description: 'first',
        comments: 'c',
        tags: [tag.id],
      },
      { manufacturer: other.id, model: 'MT Two' },
      { manufacturer: manufacturer.id, model: 'MT Three', airflow: 'passive' },
    ],
    patch: () => ({ model: 'MT Two Renamed', part_number: 'PN-2', airflow: 'side-to-rear' }),
    // A gets a template of every kind but front ports; C a front port (pass-through); B a module
    dependants: async (app, _ctx, [a, b, c]) => {
      const on = { module_type: a.id };
      await post(app, '/api/dcim/console-port-templates/', { ...on, name: 'Console' });
      await post(app, '/api/dcim/console-server-port-templates/', { ...on, name: 'TTY' });
      await post(app, '/api/dcim/power-port-templates/', { ...on, name: 'PSU' });
      await post(app, '/api/dcim/power-outlet-templates/', { ...on, name: 'Outlet' });
      await post(app, '/api/dcim/interface-templates/', { ...on, name: 'eth0', type: '1000base-t' });
      await post(app, '/api/dcim/rear-port-templates/', { ...on, name: 'Rear', type: 'lc' });
      await post(app, '/api/dcim/module-bay-templates/', { ...on, name: 'Slot' });
      await post(app, '/api/dcim/front-port-templates/', { module_type: c.id, name: 'Front', type: 'lc' });
      const basics = await deviceBasics(app, 'MT Dep');
      const device = await make.device(app, { name: 'MT Dep', device_type: basics.deviceType.id, role: basics.role.id, site: basics.site.id });
      const bay = await post(app, '/api/dcim/module-bays/', { device: device.id, name: 'Slot 1' });
      await post(app, '/api/dcim/modules/', { device: device.id, module_bay: bay.id, module_type: b.id });
    },
    filterCases: () => [
      ...['console_ports', 'console_server_ports', 'power_ports', 'power_outlets', 'interfaces', 'module_bays'].flatMap((filter) => [
        { filter, value: true, expect: [0] },
        { filter, value: false, expect: [1, 2] },
      ]),
      { filter: 'pass_through_ports', value: true, expect: [0, 2] },
      { filter: 'pass_through_ports', value: false, expect: [1] },
      // attr_<key>: A has {ports: 8, speed: '10G'}, B and C no attributes
      { filter: 'attr_ports', value: 8, expect: [0] },
      { filter: 'attr_ports', value: '"8"', expect: [] },
      { filter: 'attr_speed', value: '10G', expect: [0] },
      { filter: 'attr_ports__gte', value: 8, expect: [0] },
      { filter: 'attr_ports__lt', value: 8, expect: [] },
      { filter: 'attr_speed__icontains', value: '10g', expect: [0] },
      { filter: 'attr_ports__isnull', value: true, expect: [1, 2] },
    ],
  },
  {
    resource: modules,
    prerequisites: (app) => devicesWithBays(app, 'MOD'),
    create: ({ device, deviceB, bays, types, tag }) => [
      {
        device: device.id,
        module_bay: bays[0].id,
        module_type: types[0].id,
        status: 'planned',
        serial: 'SN-1',
        asset_tag: 'AT-1',
        description: 'first',
        comments: 'c',
        tags: [tag.id],
      },
      { device: deviceB.id, module_bay: bays[1].id, module_type: types[1].id },
      { device: device.id, module_bay: bays[2].id, module_type: types[1].id, serial: 'SN-3', status: 'failed' },
    ],
    patch: () => ({ serial: 'SN-2', status: 'offline', asset_tag: 'AT-2' }),
  },
];
