import { ResourceRegistry } from '../core/model/define-resource.js';
import { displaySql, nestedObjectSql, objectSql, urlSql } from '../core/serialize/plan.js';
import { quoteIdent } from '../database/sql.js';
import { TERMINATION_TYPES } from './choices.js';

/** `<cid>: Termination <side>` */
export const terminationDisplaySql = (t: string) =>
  `(SELECT c.cid FROM circuits_circuit c WHERE c.id = ${t}.circuit_id) || ': Termination ' || ${t}.term_side`;

/**
 * A circuit's termination on one side (`termination_a` / `termination_z`), in NetBox's nested form
 * {id, url, display_url, display, termination_type, termination_id, termination, port_speed, upstream_speed,
 * xconnect_id, description}, as a correlated subquery: the termination with that side is the circuit's
 * termination for it, so no pointer needs keeping. Written out here because nested forms do not
 * render generic relations, and this one shows the terminating object.
 */
export function terminationSideSql(side: 'A' | 'Z'): (alias: string) => string {
  return (alias) => {
    const terminations = ResourceRegistry.byObjectType('circuits.circuittermination')!;
    const x = `ct${side.toLowerCase()}`;
    const branches = TERMINATION_TYPES.map((type, i) => {
      const target = ResourceRegistry.byObjectType(type)!;
      return `WHEN '${type}' THEN ${nestedObjectSql(target, target.brief, `${x}.termination_id`, `${x}g${i}`)}`;
    });
    const column = (name: string) => `${x}.${quoteIdent(name)}`;
    const json = objectSql([
      ['id', `${x}.id`],
      ['url', urlSql(terminations.listPath, x)],
      ['display_url', urlSql(terminations.uiPath, x)],
      ['display', displaySql(terminations, x)],
      ['termination_type', column('termination_type')],
      ['termination_id', column('termination_id')],
      ['termination', `CASE ${column('termination_type')} ${branches.join(' ')} END`],
      ['port_speed', column('port_speed')],
      ['upstream_speed', column('upstream_speed')],
      ['xconnect_id', column('xconnect_id')],
      ['description', column('description')],
    ]);
    return `SELECT ${json} FROM circuits_circuittermination ${x} WHERE ${x}.circuit_id = ${alias}.id AND ${x}.term_side = '${side}'`;
  };
}
