import { ResourceRegistry } from '../core/model/define-resource.js';
import { nestedListSql } from '../core/serialize/plan.js';
import { quoteIdent } from '../database/sql.js';

/**
 * A reverse relation rendered as a list of nested objects (a provider's accounts, a circuit's group
 * assignments): rows of `objectType` whose `column` points at the row, in the nested form `fields`,
 * ordered by `order` (SQL over their alias) then id. `where` narrows them further (a generic relation's type).
 */
export function nestedRelatedSql(
  objectType: string,
  fields: string[],
  column: string,
  order: (x: string) => string,
  where?: (x: string) => string,
): (alias: string) => string {
  return (alias) => {
    const target = ResourceRegistry.forObjectType(objectType);
    const prefix = `r${objectType.replace(/\W/g, '').slice(-6)}`;
    return nestedListSql(target, fields, (x) => `${x}.${quoteIdent(column)} = ${alias}.id${where ? ` AND ${where(x)}` : ''}`, prefix, {
      order: (x) => `${order(x)}, ${x}.id`,
    });
  };
}
