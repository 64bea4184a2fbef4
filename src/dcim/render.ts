import { ResourceRegistry } from '../core/model/define-resource.js';
import { nestedListSql, registerSqlProvider } from '../core/serialize/plan.js';
import { NESTED_DEVICE } from './entities/virtual-chassis.entity.js';

/** Rendered read-only fields of DCIM models: a virtual chassis' members. Registered by DcimModule. */
export function registerDcimSqlProviders(): void {
  registerSqlProvider('dcim.virtualChassisMembers', (_resource, alias) =>
    nestedListSql(ResourceRegistry.forObjectType('dcim.device'), NESTED_DEVICE, (x) => `${x}.virtual_chassis_id = ${alias}.id`, `${alias}vm`, {
      // NetBox's device order: by name, unnamed last
      order: (x) => `${x}.name, ${x}.id`,
    }),
  );
}
