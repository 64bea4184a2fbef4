import { FilterSpec, method } from '../core/model/filter-specs.js';
import { parseNetwork } from '../core/write/ip.js';
import { quoteIdent } from '../database/sql.js';
import { hostWithinSql } from './filters.js';

/**
 * Counts of addresses (prefixes) per aligned block, kept exact by triggers in every write transaction (migration
 * HostBlockCounts): `<table>_blockcount(level, block, stripe, n)` (n summed over stripes) for the block lengths `inv_host_block_levels(family)`
 * (IPv4 /8, /16, /24; IPv6 every 16 bits to /112). A network of length L is exactly the blocks of the shortest
 * kept length ≥ L inside it, so a million addresses in 10.0.0.0/8 are one row, and all rows are the blocks of
 * each family's shortest length.
 */

/** The counts table of a counted table. */
export const blockCounts = (table: string) => quoteIdent(`${table}_blockcount`);

/** Every row of the table: the blocks of each family's shortest kept length. */
export const blockTotal = (table: string): string =>
  `(SELECT coalesce(sum(c.n), 0) FROM ${blockCounts(table)} c WHERE c.level = ANY(ARRAY[(inv_host_block_levels(4))[1], (inv_host_block_levels(6))[1]])` +
  ` AND c.level = (inv_host_block_levels(family(c.block)))[1])::bigint`;

/**
 * `hostWithin` on the counted column of `table`, its count read from the blocks inside the network. One network
 * only (overlapping ones would count twice); longer than the longest kept length: NULL, the rows are counted.
 */
export const countedHostWithin = (table: string, column: string): FilterSpec =>
  method(hostWithinSql([column]), 'string', (values, params) => {
    const net = values.length === 1 ? parseNetwork(values[0]) : null;
    // the condition's own placeholder: a statement that leaves the count out has no parameter it does not use
    const placeholder = net && params.existing(net);
    if (!placeholder) return null;
    const p = `${placeholder}::cidr`;
    const level = `(SELECT min(l) FROM unnest(inv_host_block_levels(family(${p}))) l WHERE l >= masklen(${p}))`;
    const blocks = `c.level = lv.l AND c.block BETWEEN set_masklen(${p}, lv.l) AND network(set_masklen(broadcast(${p}), lv.l))`;
    return `(SELECT (SELECT coalesce(sum(c.n), 0) FROM ${blockCounts(table)} c WHERE ${blocks}) FROM ${level} lv(l) WHERE lv.l IS NOT NULL)::bigint`;
  });
