import { ResourceRegistry } from '../../core/model/define-resource.js';
import { nestedListSql, registerSqlProvider, sqlString } from '../../core/serialize/plan.js';
import { peerTypesOf } from '../choices/cables.js';

/**
 * An object's link peers (NetBox's CabledObjectSerializer): the terminations at the other end of its
 * cable, in their brief form, and their type. Correlated subqueries over the termination rows (indexed by
 * cable), so a list stays one statement whatever the page size.
 */

/** SQL: the object type at the other end of the cable of the object at `alias` (null when uncabled). */
const peerTypeSql = (alias: string) =>
  `(SELECT ct.termination_type FROM dcim_cabletermination ct WHERE ct.cable_id = ${alias}.cable_id AND ct.cable_end <> ${alias}.cable_end
     ORDER BY ct.id LIMIT 1)`;

/** Registered by DcimModule. */
export function registerCableSqlProviders(): void {
  registerSqlProvider('dcim.linkPeersType', (_resource, alias) => peerTypeSql(alias));
  registerSqlProvider('dcim.linkPeers', (resource, alias) => {
    const branches = peerTypesOf(resource.objectType)
      .map((type) => ResourceRegistry.byObjectType(type))
      .filter((r) => r !== undefined)
      .map((peer, i) => {
        const list = nestedListSql(
          peer,
          peer.brief,
          (x) =>
            `${x}.id IN (SELECT ct.termination_id FROM dcim_cabletermination ct WHERE ct.cable_id = ${alias}.cable_id
               AND ct.cable_end <> ${alias}.cable_end AND ct.termination_type = ${sqlString(peer.objectType)})`,
          `${alias}lp${i}`,
        );
        return `WHEN ${sqlString(peer.objectType)} THEN ${list}`;
      });
    if (!branches.length) return `'[]'::json`;
    return `CASE WHEN ${alias}.cable_id IS NULL THEN '[]'::json ELSE COALESCE(CASE ${peerTypeSql(alias)} ${branches.join(' ')} END, '[]'::json) END`;
  });
}
