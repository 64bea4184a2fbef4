import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * IP addresses counted per aligned block of their host address, kept exact in the write transaction by
 * statement-level triggers (every write path: API, bulk, cascades, SQL), so that `parent=10.0.0.0/8` is
 * answered by summing a few block rows instead of counting a million index entries (ipam/filters.ts
 * `countedHostWithin`). Written by hand: TypeORM cannot model triggers.
 * - inv_host_block_levels(family): the kept block lengths (IPv4 /8, /16, /24; IPv6 every 16 bits to /112):
 *   a network is the blocks of the shortest kept length at least its own, at most 2^(step-1) of them;
 * - ipam_ipaddress_blockcount(level, block, n): addresses whose host lies in `block` (length `level`);
 * - an UPDATE adds the new rows and subtracts the old ones, so only changed addresses touch (and lock) a row.
 */
export class HostBlockCounts1795675617761 implements MigrationInterface {
  name = 'HostBlockCounts1795675617761';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION inv_host_block_levels(family integer) RETURNS integer[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE family WHEN 4 THEN '{8,16,24}'::integer[] ELSE '{16,32,48,64,80,96,112}'::integer[] END
      $$`);
    await q.query(
      `CREATE TABLE "ipam_ipaddress_blockcount" ("level" smallint NOT NULL, "block" cidr NOT NULL, "n" bigint NOT NULL,
       CONSTRAINT "XP_ipam_ipaddress_blockcount" PRIMARY KEY ("level", "block"))`,
    );
    // rows are upserted in key order, so two writers lock the rows they share in the same order
    await q.query(`
      CREATE FUNCTION inv_ipaddress_blockcount_add(added inet[], removed inet[]) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO ipam_ipaddress_blockcount AS c (level, block, n)
        SELECT l, network(set_masklen(d.a, l)), sum(d.s)
        FROM (SELECT a, 1 AS s FROM unnest(added) a UNION ALL SELECT a, -1 FROM unnest(removed) a) d,
          unnest(inv_host_block_levels(family(d.a))) l
        GROUP BY 1, 2 HAVING sum(d.s) <> 0 ORDER BY 1, 2
        ON CONFLICT (level, block) DO UPDATE SET n = c.n + EXCLUDED.n
      $$`);
    await q.query(`
      CREATE FUNCTION inv_ipaddress_blockcount() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM inv_ipaddress_blockcount_add(ARRAY(SELECT address FROM inserted), '{}');
        ELSIF TG_OP = 'UPDATE' THEN
          PERFORM inv_ipaddress_blockcount_add(ARRAY(SELECT address FROM inserted), ARRAY(SELECT address FROM deleted));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM inv_ipaddress_blockcount_add('{}', ARRAY(SELECT address FROM deleted));
        ELSE
          DELETE FROM ipam_ipaddress_blockcount;
        END IF;
        RETURN NULL;
      END
      $$`);
    for (const [event, transition] of TRIGGERS) {
      await q.query(
        `CREATE TRIGGER "XT_ipam_ipaddress_blockcount_${event.toLowerCase()}" AFTER ${event} ON "ipam_ipaddress" ${transition}
         FOR EACH STATEMENT EXECUTE FUNCTION inv_ipaddress_blockcount()`,
      );
    }
    await q.query(
      `INSERT INTO ipam_ipaddress_blockcount (level, block, n)
       SELECT l, network(set_masklen(address, l)), count(*) FROM ipam_ipaddress, unnest(inv_host_block_levels(family(address))) l GROUP BY 1, 2`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [event] of TRIGGERS) await q.query(`DROP TRIGGER "XT_ipam_ipaddress_blockcount_${event.toLowerCase()}" ON "ipam_ipaddress"`);
    await q.query(`DROP FUNCTION inv_ipaddress_blockcount()`);
    await q.query(`DROP FUNCTION inv_ipaddress_blockcount_add(inet[], inet[])`);
    await q.query(`DROP TABLE "ipam_ipaddress_blockcount"`);
    await q.query(`DROP FUNCTION inv_host_block_levels(integer)`);
  }
}

const TRIGGERS: [event: string, transition: string][] = [
  ['INSERT', 'REFERENCING NEW TABLE AS inserted'],
  ['UPDATE', 'REFERENCING NEW TABLE AS inserted OLD TABLE AS deleted'],
  ['DELETE', 'REFERENCING OLD TABLE AS deleted'],
  ['TRUNCATE', ''],
];
