import { ResourceRegistry } from '../../core/model/define-resource.js';
import { nestedListSql, registerSqlProvider, sqlString } from '../../core/serialize/plan.js';
import { peerTypesOf } from '../choices/cables.js';
import { PATH_ENDPOINT_TYPES } from './paths.js';

/**
 * An object's link peers (NetBox's CabledObjectSerializer): the terminations at the other end of its
 * cable, in their brief form, and their type. Correlated subqueries over the termination rows (indexed by
 * cable), so a list stays one statement whatever the page size.
 */

/** SQL: the object type at the other end of the cable of the object at `alias` (null when uncabled). */
const peerTypeSql = (alias: string) =>
  `(SELECT ct.termination_type FROM dcim_cabletermination ct WHERE ct.cable_id = ${alias}.cable_id AND ct.cable_end <> ${alias}.cable_end
     ORDER BY ct.id LIMIT 1)`;

/** SQL: the complete path of the path endpoint at `alias`, as `cp` (a FROM item). */
const completePath = (alias: string) => `dcim_cablepath cp WHERE cp.id = ${alias}._path_id AND cp.is_complete`;

/** SQL: the object type of the destinations of the path endpoint at `alias` (null without a complete path). */
const destinationTypeSql = (alias: string) => `(SELECT regexp_replace(cp.path->-1->>0, ':[0-9]+$', '') FROM ${completePath(alias)})`;

/** What a path may end on: path endpoints, or a provider network beyond a circuit. */
const DESTINATION_TYPES = [...PATH_ENDPOINT_TYPES, 'circuits.providernetwork'];

/** Registered by DcimModule. */
export function registerCableSqlProviders(): void {
  // NetBox's ConnectedEndpointsSerializer: the far end of a complete path, its type, and whether it is reachable
  registerSqlProvider('dcim.connectedEndpointsType', (_resource, alias) => destinationTypeSql(alias));
  registerSqlProvider('dcim.connectedEndpointsReachable', (_resource, alias) => `COALESCE((SELECT cp.is_active FROM ${completePath(alias)}), false)`);
  registerSqlProvider('dcim.connectedEndpoints', (_resource, alias) => {
    const branches = DESTINATION_TYPES.map((type) => ResourceRegistry.byObjectType(type))
      .filter((r) => r !== undefined)
      .map((target, i) => {
        const list = nestedListSql(
          target,
          target.brief,
          // = ANY(ARRAY(…)): the few ids first, then the rows by primary key (IN would scan the table per row)
          (x) =>
            `${x}.id = ANY(ARRAY(SELECT split_part(n, ':', 2)::bigint FROM dcim_cablepath cp, jsonb_array_elements_text(cp.path->-1) n
                                  WHERE cp.id = ${alias}._path_id AND cp.is_complete))`,
          `${alias}ce${i}`,
        );
        return `WHEN ${sqlString(target.objectType)} THEN ${list}`;
      });
    return `CASE WHEN ${alias}._path_id IS NULL THEN NULL ELSE CASE ${destinationTypeSql(alias)} ${branches.join(' ')} END END`;
  });
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
            `${x}.id = ANY(ARRAY(SELECT ct.termination_id FROM dcim_cabletermination ct WHERE ct.cable_id = ${alias}.cable_id
               AND ct.cable_end <> ${alias}.cable_end AND ct.termination_type = ${sqlString(peer.objectType)}))`,
          `${alias}lp${i}`,
        );
        return `WHEN ${sqlString(peer.objectType)} THEN ${list}`;
      });
    if (!branches.length) return `'[]'::json`;
    return `CASE WHEN ${alias}.cable_id IS NULL THEN '[]'::json ELSE COALESCE(CASE ${peerTypeSql(alias)} ${branches.join(' ')} END, '[]'::json) END`;
  });
}
