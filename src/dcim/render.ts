import { ResourceRegistry } from '../core/model/define-resource.js';
import { displaySql, nestedListSql, nestedObjectSql, objectSql, registerSqlProvider, sqlString, urlSql } from '../core/serialize/plan.js';
import { NESTED_INTERFACE, NESTED_INTERFACE_FIELDS } from './entities/interface.entity.js';
import { NESTED_DEVICE } from './entities/virtual-chassis.entity.js';

/**
 * Rendered read-only fields of DCIM models (Computed fields with a `provider`): a virtual chassis' members,
 * a device's parent device with its bay, a module bay's installed module, an interface's bridged interfaces
 * and MAC addresses (device and VM interfaces).
 */

const resource = (type: string) => ResourceRegistry.forObjectType(type);

/** NetBox's NestedDeviceSerializer of the device at `alias`. */
function nestedDevice(alias: string): [string, string][] {
  const devices = resource('dcim.device');
  return [
    ['id', `${alias}.id`],
    ['url', urlSql(devices.listPath, alias)],
    ['display_url', urlSql(devices.uiPath, alias)],
    ['display', displaySql(devices, alias)],
    ['name', `${alias}.name`],
  ];
}

/** Registered by DcimModule. */
export function registerDcimSqlProviders(): void {
  registerSqlProvider('dcim.virtualChassisMembers', (_resource, alias) =>
    nestedListSql(resource('dcim.device'), NESTED_DEVICE, (x) => `${x}.virtual_chassis_id = ${alias}.id`, `${alias}vm`, {
      // NetBox's device order: by name, unnamed last
      order: (x) => `${x}.name, ${x}.id`,
    }),
  );
  // the device whose bay holds this one, with the bay (NetBox's DeviceSerializer.get_parent_device)
  registerSqlProvider('dcim.parentDevice', (_resource, alias) => {
    const bays = resource('dcim.devicebay');
    const b = `${alias}pb`;
    const d = `${alias}pd`;
    const bay = objectSql([
      ['id', `${b}.id`],
      ['url', urlSql(bays.listPath, b)],
      ['display_url', urlSql(bays.uiPath, b)],
      ['display', displaySql(bays, b)],
      ['device', objectSql(nestedDevice(d))],
      ['name', `${b}.name`],
    ]);
    return `(SELECT ${objectSql([...nestedDevice(d), ['device_bay', bay]])} FROM dcim_devicebay ${b} JOIN dcim_device ${d} ON ${d}.id = ${b}.device_id
              WHERE ${b}.installed_device_id = ${alias}.id)`;
  });

  // the module installed in a bay (one at most: module_bay is unique)
  registerSqlProvider('dcim.installedModule', (_resource, alias) =>
    nestedObjectSql(
      resource('dcim.module'),
      ['id', 'url', 'display', 'serial', 'description'],
      `(SELECT m.id FROM dcim_module m WHERE m.module_bay_id = ${alias}.id)`,
      `${alias}im`,
    ),
  );

  registerSqlProvider('dcim.bridgeInterfaces', (interfaces, alias) =>
    nestedListSql(interfaces, NESTED_INTERFACE, (x) => `${x}.bridge_id = ${alias}.id`, `${alias}bi`, {
      order: (x) => `${x}._name, ${x}.id`,
      fields: NESTED_INTERFACE_FIELDS,
    }),
  );

  // the MAC addresses assigned to a device or VM interface (an index covers the pair)
  registerSqlProvider('dcim.macAddresses', (owner, alias) => {
    const macs = resource('dcim.macaddress');
    return nestedListSql(
      macs,
      macs.brief,
      (x) => `${x}.assigned_object_type = ${sqlString(owner.objectType)} AND ${x}.assigned_object_id = ${alias}.id`,
      `${alias}ma`,
      { order: (x) => `${x}.mac_address, ${x}.id` },
    );
  });
}
