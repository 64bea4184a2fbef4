import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * IP addresses (by host) and prefixes (by network address) counted per aligned address block, kept exact in the
 * write transaction by statement-level triggers (every write path: API, bulk, cascades, SQL), so that
 * `parent=10.0.0.0/8` and an unfiltered list's count sum a few block rows instead of counting a million index
 * entries (ipam/block-counts.ts). Written by hand: TypeORM cannot model triggers.
 * - inv_host_block_levels(family): the kept block lengths (IPv4 /8, /16, /24; IPv6 every 16 bits to /112):
 *   a network is the blocks of the shortest kept length at least its own, at most 2^(step-1) of them;
 * - <table>_blockcount(level, block, stripe, n): rows whose address lies in `block` (length `level`), summed over
 *   the stripes. A writer adds to the stripe of its connection (backend pid mod 8): with one row per block,
 *   every concurrent address write in 10.0.0.0/8 waited for the others' commits on the /8 row (10 connections
 *   POSTing addresses: −30 % of their rate; with stripes the writers of a pool rarely meet);
 * - an UPDATE adds the new rows and subtracts the old ones, so only changed addresses touch (and lock) a row;
 *   rows are upserted in key order, so two writers lock the rows they share in the same order.
 */
const COUNTED: [table: string, column: string][] = [
  ['ipam_ipaddress', 'address'],
  ['ipam_prefix', 'prefix'],
];

const TRIGGERS: [event: string, transition: string][] = [
  ['INSERT', 'REFERENCING NEW TABLE AS inserted'],
  ['UPDATE', 'REFERENCING NEW TABLE AS inserted OLD TABLE AS deleted'],
  ['DELETE', 'REFERENCING OLD TABLE AS deleted'],
  ['TRUNCATE', ''],
];

export class HostBlockCounts1795675617761 implements MigrationInterface {
  name = 'HostBlockCounts1795675617761';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION inv_host_block_levels(family integer) RETURNS integer[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE family WHEN 4 THEN '{8,16,24}'::integer[] ELSE '{16,32,48,64,80,96,112}'::integer[] END
      $$`);
    // TG_ARGV: the counts table, the counted inet/cidr column
    await q.query(`
      CREATE FUNCTION inv_blockcount() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        added inet[] := '{}';
        removed inet[] := '{}';
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
          RETURN NULL;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN EXECUTE format('SELECT ARRAY(SELECT %I::inet FROM inserted)', TG_ARGV[1]) INTO added; END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN EXECUTE format('SELECT ARRAY(SELECT %I::inet FROM deleted)', TG_ARGV[1]) INTO removed; END IF;
        EXECUTE format(
          'INSERT INTO %1$I AS c (level, block, stripe, n)
           SELECT l, network(set_masklen(d.a, l)), pg_backend_pid() %% 8, sum(d.s)
             FROM (SELECT a, 1 AS s FROM unnest($1) a UNION ALL SELECT a, -1 FROM unnest($2) a) d,
                  unnest(inv_host_block_levels(family(d.a))) l
            GROUP BY 1, 2 HAVING sum(d.s) <> 0 ORDER BY 1, 2
           ON CONFLICT (level, block, stripe) DO UPDATE SET n = c.n + EXCLUDED.n', TG_ARGV[0]) USING added, removed;
        RETURN NULL;
      END
      $$`);
    for (const [table, column] of COUNTED) {
      const counts = `${table}_blockcount`;
      await q.query(
        `CREATE TABLE "${counts}" ("level" smallint NOT NULL, "block" cidr NOT NULL, "stripe" smallint NOT NULL DEFAULT 0, "n" bigint NOT NULL,
         CONSTRAINT "XP_${counts}" PRIMARY KEY ("level", "block", "stripe"))`,
      );
      for (const [event, transition] of TRIGGERS) {
        await q.query(
          `CREATE TRIGGER "XT_${counts}_${event.toLowerCase()}" AFTER ${event} ON "${table}" ${transition}
           FOR EACH STATEMENT EXECUTE FUNCTION inv_blockcount('${counts}', '${column}')`,
        );
      }
      await q.query(
        `INSERT INTO "${counts}" (level, block, n)
         SELECT l, network(set_masklen("${column}"::inet, l)), count(*) FROM "${table}", unnest(inv_host_block_levels(family("${column}"))) l GROUP BY 1, 2`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of COUNTED) {
      const counts = `${table}_blockcount`;
      for (const [event] of TRIGGERS) await q.query(`DROP TRIGGER "XT_${counts}_${event.toLowerCase()}" ON "${table}"`);
      await q.query(`DROP TABLE "${counts}"`);
    }
    await q.query(`DROP FUNCTION inv_blockcount()`);
    await q.query(`DROP FUNCTION inv_host_block_levels(integer)`);
  }
}
