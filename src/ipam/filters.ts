import { expr, flag, FilterSpec, method } from '../core/model/filter-specs.js';
import { FilterValueError, requireRows } from '../core/query/filters.js';
import { likeEscape, Params, quoteIdent } from '../database/sql.js';
import { Resource, ResourceRegistry } from '../core/model/define-resource.js';
import { parseHost, parseIpInterface, parseNetwork } from '../core/write/ip.js';
import { vcInterfaceIds } from '../dcim/vc-interfaces.js';

/**
 * IPAM filters (docs/models.md §2; NetBox's ipam/filtersets.py), as SQL over the cidr/inet columns
 * with PostgreSQL's containment operators. Values that are not addresses match nothing (never a 400 or 500),
 * as NetBox's filters do.
 */

const NOTHING = 'FALSE';

/** Values naming networks, host bits cleared; unparsable ones dropped. */
const networks = (values: string[]) => values.map(parseNetwork).filter((v): v is string => v !== null);

/** `prefix=10.0.0.0/8` (repeatable): exactly these networks. */
export const exactNetwork = (column: string): FilterSpec =>
  method((t, values, params) => {
    const nets = networks(values);
    return nets.length ? `${t}.${column} = ANY(${params.add(nets)}::cidr[])` : NOTHING;
  });

/** A single network compared with `op` (`<<` within, `<<=` within_include, `>>=` contains). */
const networkCompare = (column: string, op: string): FilterSpec =>
  method((t, values, params) => {
    const value = values[values.length - 1].trim();
    if (!value) return null;
    const net = parseNetwork(value);
    return net ? `${t}.${column} ${op} ${params.add(net)}::cidr` : NOTHING;
  });

export const within = (column: string) => networkCompare(column, '<<');
export const withinInclude = (column: string) => networkCompare(column, '<<=');

/** `contains=10.1.1.0/24` (prefixes containing or equal to it) or `contains=10.1.1.5` (strictly containing the address). */
export const containsFilter = (column: string): FilterSpec =>
  method((t, values, params) => {
    const value = values[values.length - 1].trim();
    if (!value) return null;
    if (value.includes('/')) {
      const net = parseNetwork(value);
      return net ? `${t}.${column} >>= ${params.add(net)}::cidr` : NOTHING;
    }
    const host = parseHost(value);
    return host ? `${t}.${column} >> ${params.add(host)}::inet` : NOTHING;
  });

/** The mask length of an IP column, with the numeric lookups. */
export const maskLength = (column: string) => expr('integer', (t) => `masklen(${t}.${column})`);

/** The value of a single-number filter (Django's NumberFilter: the last one given; blank asks for nothing). */
export function lastNumber(values: string[]): number | null {
  const raw = values[values.length - 1].trim();
  if (!raw) return null;
  const n = Number(raw);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(raw) || !Number.isFinite(n)) throw new FilterValueError('Enter a number.');
  return n;
}

/**
 * Ids given to a number filter (NetBox's MultiValueNumberFilter): anything else is its form's error; ids
 * beyond any row's (past bigint) can match nothing and are dropped.
 */
export function wholeNumbers(values: string[]): number[] {
  const bad = values.find((v) => !/^-?\d+$/.test(v.trim()));
  if (bad !== undefined) throw new FilterValueError('Enter a whole number.');
  return values.map(Number).filter((n) => Number.isSafeInteger(n));
}

// moved to core (circuits and tenancy need it too); re-exported for the IPAM and VPN filters
export { requireRows };

/**
 * `present_in_vrf_id` / `present_in_vrf` (rd): objects in that VRF, or in a VRF exporting a route target the
 * named VRF imports.
 */
export const presentInVrf = (by: 'id' | 'rd'): FilterSpec =>
  method(
    async (t, values, params, db) => {
      const value = values[values.length - 1];
      if (!value) return null;
      const [vrf] = await requireRows(db, 'ipam_vrf', by, [value]);
      const p = params.add(vrf);
      return `(${t}.vrf_id = ${p} OR ${t}.vrf_id IN (SELECT e.vrf_id FROM ipam_vrf_export_targets e
                 JOIN ipam_vrf_import_targets i ON i.routetarget_id = e.routetarget_id WHERE i.vrf_id = ${p}))`;
    },
    by === 'id' ? 'integer' : 'string',
  );

// --- IP addresses ---

/** `address=10.0.0.1` matches the host under any mask; `address=10.0.0.1/24` the exact address and mask. */
export const addressMatch = (column: string): FilterSpec =>
  method((t, values, params) => {
    const hosts: string[] = [];
    const exact: string[] = [];
    for (const raw of values) {
      const value = raw.trim();
      const parsed = parseIpInterface(value);
      if (!parsed) continue;
      if (value.includes('/')) exact.push(parsed.text);
      else hosts.push(parsed.text);
    }
    const parts: string[] = [];
    if (exact.length) parts.push(`${t}.${column} = ANY(${params.add(exact)}::inet[])`);
    if (hosts.length) parts.push(`host(${t}.${column})::inet = ANY(${params.add(hosts)}::inet[])`);
    return parts.length ? `(${parts.join(' OR ')})` : NOTHING;
  });

/**
 * `parent=10.0.0.0/24` (repeatable): rows whose host addresses (all `columns`) lie inside any of them. A host
 * address (full mask) is inside a network exactly when it sorts between the network's first and last address;
 * written as that range, the condition is an index range in a prepared (generic) plan too — `<<=` is one only
 * for a constant — and an index-only count compares index keys without computing each row's host address.
 */
export const hostWithinSql =
  (columns: string[]) =>
  (t: string, values: string[], params: Params): string => {
    const nets = values.map((v) => parseNetwork(v));
    if (!nets.length || nets.some((n) => n === null)) return NOTHING;
    const inside = (n: string | null) => {
      const p = params.add(n);
      const range = (c: string) => `host(${t}.${c})::inet BETWEEN host(${p}::cidr)::inet AND host(broadcast(${p}::cidr))::inet`;
      return `(${columns.map(range).join(' AND ')})`;
    };
    return `(${nets.map(inside).join(' OR ')})`;
  };

export const hostWithin = (...columns: string[]): FilterSpec => method(hostWithinSql(columns));

/** `contains=10.0.0.5` on ranges: ranges whose start host is at or before it and whose end host at or after it. */
export const rangeContains: FilterSpec = method((t, values, params) => {
  const value = values[values.length - 1].trim();
  if (!value) return null;
  const parsed = parseIpInterface(value);
  if (!parsed) return NOTHING;
  const p = params.add(parsed.text.replace(/\/\d+$/, ''));
  return `(host(${t}.start_address)::inet <= ${p}::inet AND host(${t}.end_address)::inet >= ${p}::inet)`;
});

/**
 * A many-to-many relation seen from the side without the field (an address's `service_id`), matched by the
 * related rows' id or another column; the side with the field uses its own filters (`viaMany`).
 */
export const throughTable = (table: string, ownerColumn: string, targetColumn: string, targetTable: string, by: string): FilterSpec =>
  method(
    async (t, values, params, db) => {
      const ids = await requireRows(db, targetTable, by, values);
      return `EXISTS (SELECT 1 FROM ${quoteIdent(table)} m WHERE m.${quoteIdent(ownerColumn)} = ${t}.id AND m.${quoteIdent(targetColumn)} = ANY(${params.add(ids)}::bigint[]))`;
    },
    by === 'id' ? 'integer' : 'string',
  );

/** The interface tables an address may be assigned to, as far as their apps are loaded. */
function interfaceTable(type: 'dcim.interface' | 'virtualization.vminterface'): { table: string; parentColumn: string } | null {
  const resource = ResourceRegistry.byObjectType(type);
  const parent = resource?.changeParent ? resource.field(resource.changeParent) : undefined;
  return resource && parent?.column ? { table: resource.table, parentColumn: parent.column } : null;
}

/** Rows whose generic relation `relation` (`assigned_object`, `interface`…) points at one of `ids` of `type`. */
function assignedTo(t: string, type: string, ids: string, relation = 'assigned_object'): string {
  return `(${t}.${relation}_type = '${type}' AND ${t}.${relation}_id = ANY(${ids}))`;
}

/**
 * `interface_id` / `vminterface_id` (and by name): rows whose generic relation `relation` points at those
 * interfaces (addresses, FHRP assignments, tunnel and L2VPN terminations); unknown ones are a 400.
 */
export const onInterface = (type: 'dcim.interface' | 'virtualization.vminterface', by: 'id' | 'name', relation = 'assigned_object'): FilterSpec =>
  method(
    async (t, values, params, db) => {
      const target = interfaceTable(type);
      if (!target) throw new FilterValueError(`Select a valid choice. ${values[0]} is not one of the available choices.`);
      const ids = await requireRows(db, target.table, by, values);
      return assignedTo(t, type, `${params.add(ids)}::bigint[]`, relation);
    },
    by === 'id' ? 'integer' : 'string',
  );

/** Rows whose generic relation `relation` points at one of the given rows of `table` (by id or `by`); unknown ones are a 400. */
export const onObject = (type: string, table: string, by: string, relation = 'assigned_object'): FilterSpec =>
  method(
    async (t, values, params, db) => assignedTo(t, type, `${params.add(await requireRows(db, table, by, values))}::bigint[]`, relation),
    by === 'id' ? 'integer' : 'string',
  );

/**
 * `device_id` / `device` (name), `virtual_machine_id` / `virtual_machine`: rows whose generic relation
 * `relation` points at their interfaces (a virtual chassis master's: its members' too); unknown parents match nothing.
 */
export const onParent = (
  type: 'dcim.interface' | 'virtualization.vminterface',
  parentType: string,
  by: 'id' | 'name',
  relation = 'assigned_object',
): FilterSpec =>
  method(
    (t, values, params) => {
      const target = interfaceTable(type);
      const parent = ResourceRegistry.byObjectType(parentType);
      if (!target || !parent) return NOTHING;
      const given = by === 'id' ? `${params.add(wholeNumbers(values))}::bigint[]` : `${params.add(values)}::text[]`;
      // a device's are its vc_interfaces(), as in NetBox: a virtual chassis master's take its members'
      const ids =
        parentType === 'dcim.device'
          ? vcInterfaceIds((d) => `${d}.${by} = ANY(${given})`, true)
          : `SELECT i.id FROM ${quoteIdent(target.table)} i JOIN ${quoteIdent(parent.table)} p ON p.id = i.${quoteIdent(target.parentColumn)} WHERE p.${by} = ANY(${given})`;
      return assignedTo(t, type, `ARRAY(${ids})`, relation);
    },
    by === 'id' ? 'integer' : 'string',
  );

export const assignedToInterface = flag(
  (t) => `(${t}.assigned_object_type IN ('dcim.interface', 'virtualization.vminterface') AND ${t}.assigned_object_id IS NOT NULL)`,
);
export const assigned = flag((t) => `NOT (${t}.assigned_object_type IS NULL AND ${t}.assigned_object_id IS NULL)`);

// --- q ---

/** NetBox's prefix/aggregate search: description, the prefix text, or containment when the value is a network. */
export const networkSearch = (column: string): FilterSpec =>
  method((t, values, params) => {
    const value = values[values.length - 1].trim();
    if (!value) return null;
    const like = params.add(`%${likeEscape(value)}%`);
    const parts = [`${t}.description ILIKE ${like}`, `${t}.${column}::text ILIKE ${like}`];
    const net = parseNetwork(value);
    if (net) parts.push(`${t}.${column} >>= ${params.add(net)}::cidr`);
    return `(${parts.join(' OR ')})`;
  });

/** NetBox's IP address search: DNS name, description, or the address starting with the value. */
export const addressSearch: FilterSpec = method((t, values, params) => {
  const value = values[values.length - 1].trim();
  if (!value) return null;
  const like = params.add(`%${likeEscape(value)}%`);
  const start = params.add(`${likeEscape(value)}%`);
  return `(${t}.dns_name ILIKE ${like} OR ${t}.description ILIKE ${like} OR ${t}.address::text ILIKE ${start})`;
});

/** NetBox's scope filters on VLAN groups (`site=<id>`…): groups scoped to that object of `type`. */
export const scopedTo = (type: string): FilterSpec =>
  method((t, values, params) => {
    const value = values[values.length - 1].trim();
    if (!value) return null;
    if (!/^-?\d+(\.0*)?$/.test(value)) throw new FilterValueError('Enter a number.');
    // a type with no model (NetBox's rack groups) has nothing scoped to it
    if (!ResourceRegistry.byObjectType(type)) return NOTHING;
    return `(${t}.scope_type = ${params.add(type)} AND ${t}.scope_id = ${params.add(Number(value))}::bigint)`;
  }, 'integer');

/**
 * `q` of a model below IPAM whose search also matches the number of one of its ASNs (NetBox's site search):
 * its own search fields, or an ASN through the join table when the value is a whole number.
 */
export const searchWithAsn = (resource: Resource, table: string, ownerColumn: string): FilterSpec =>
  method((t, values, params) => {
    const value = values[values.length - 1].trim();
    if (!value) return null;
    const like = params.add(`%${likeEscape(value)}%`);
    const parts = resource.search.map((name) => `${t}.${quoteIdent(resource.field(name)!.column!)}::text ILIKE ${like}`);
    if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) {
      parts.push(`EXISTS (SELECT 1 FROM ${quoteIdent(table)} m JOIN ipam_asn a ON a.id = m.asn_id
                           WHERE m.${quoteIdent(ownerColumn)} = ${t}.id AND a.asn = ${params.add(Number(value))}::bigint)`);
    }
    return `(${parts.join(' OR ')})`;
  });

/** `q` of models searched by text fields and, when the value is a whole number, one numeric field (ASNs, VLANs). */
export const textOrNumberSearch = (texts: string[], numbers: string[]): FilterSpec =>
  method((t, values, params) => {
    const value = values[values.length - 1].trim();
    if (!value) return null;
    const like = params.add(`%${likeEscape(value)}%`);
    const parts = texts.map((c) => `${t}.${quoteIdent(c)}::text ILIKE ${like}`);
    if (/^-?\d+$/.test(value) && Number.isSafeInteger(Number(value))) {
      const n = params.add(Number(value));
      parts.push(...numbers.map((c) => `${t}.${quoteIdent(c)} = ${n}::bigint`));
    }
    return `(${parts.join(' OR ')})`;
  });

/**
 * `interface_id` / `vminterface_id` of VLANs: those the interface carries, untagged or tagged. One interface
 * (NetBox's ModelChoiceFilter: repeated, the last counts); an unknown one is a 400.
 */
export const carriedBy = (table: string, taggedTable: string, ownerColumn: string): FilterSpec =>
  method(async (t, values, params, db) => {
    const value = values[values.length - 1];
    if (value === undefined || value === '') return null;
    const found = /^\d+$/.test(value) && (await db.query(`SELECT 1 FROM ${quoteIdent(table)} WHERE id = $1`, [Number(value)])).length > 0;
    if (!found) throw new FilterValueError('Select a valid choice. That choice is not one of the available choices.');
    const id = `${params.add(Number(value))}::bigint`;
    return `(${t}.id IN (SELECT i.untagged_vlan_id FROM ${quoteIdent(table)} i WHERE i.id = ${id})
             OR ${t}.id IN (SELECT m.vlan_id FROM ${quoteIdent(taggedTable)} m WHERE m.${quoteIdent(ownerColumn)} = ${id}))`;
  }, 'integer');
