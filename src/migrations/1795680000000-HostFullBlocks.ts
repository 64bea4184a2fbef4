import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Distinct host addresses per VRF and aligned block, kept exact in the write transaction, so that available-ips
 * can skip the blocks that are proven full instead of reading every used address before the first free one
 * (src/ipam/available/ips.ts). Written by hand: TypeORM cannot model triggers.
 * - ipam_ipaddress_hostcount(vrf, level, block, stripe, n): distinct hosts of VRF `vrf` (0: the global table; -1:
 *   every VRF, as a global container sees them) in `block` (length `level`), summed over the stripes (backend pid mod 8, as the block counts: concurrent
 *   writers of one /24 rarely meet on a row). Levels: inv_host_full_levels(family), the blocks small enough to
 *   be full (IPv4 /8, /16, /24; IPv6 /96, /112).
 * - Distinct, not rows: duplicates are legal (ENFORCE_GLOBAL_UNIQUE off, VRFs without enforce_unique, exempt
 *   roles), so a block with as many rows as addresses may still have a gap.
 * - Whether a write adds or removes a distinct host depends on the other rows of that host, which a concurrent
 *   transaction may be changing. The trigger therefore takes a transaction lock on the host before counting them
 *   (a new snapshot under READ COMMITTED, the isolation of every write): a concurrent writer of the same host has
 *   either committed (and is seen) or waits, and counts after this one commits.
 * - inv_first_open_address(): the lowest address from `first` on that is not proven used.
 */
const LEVELS = `CASE family WHEN 4 THEN '{8,16,24}'::integer[] ELSE '{96,112}'::integer[] END`;

export class HostFullBlocks1795680000000 implements MigrationInterface {
  name = 'HostFullBlocks1795680000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION inv_host_full_levels(family integer) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ${LEVELS} $$`);
    await q.query(
      `CREATE TABLE "ipam_ipaddress_hostcount" ("vrf" bigint NOT NULL, "level" smallint NOT NULL, "block" cidr NOT NULL, "stripe" smallint NOT NULL DEFAULT 0,
       "n" bigint NOT NULL, CONSTRAINT "XP_ipam_ipaddress_hostcount" PRIMARY KEY ("vrf", "level", "block", "stripe"))`,
    );
    // d: the net change of rows per (vrf, host); a host gains (loses) a distinct entry when its rows go from 0 (to 0)
    await q.query(`
      CREATE FUNCTION inv_hostcount() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        vrfs bigint[];
        hosts inet[];
        deltas bigint[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM ipam_ipaddress_hostcount;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          SELECT array_agg(v), array_agg(h), array_agg(s) INTO vrfs, hosts, deltas
            FROM (SELECT COALESCE(vrf_id, 0) v, host(address)::inet h, count(*) s FROM inserted GROUP BY 1, 2) d;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(v), array_agg(h), array_agg(s) INTO vrfs, hosts, deltas
            FROM (SELECT COALESCE(vrf_id, 0) v, host(address)::inet h, -count(*) s FROM deleted GROUP BY 1, 2) d;
        ELSE
          SELECT array_agg(v), array_agg(h), array_agg(s) INTO vrfs, hosts, deltas
            FROM (SELECT v, h, sum(s) s
                    FROM (SELECT COALESCE(vrf_id, 0) v, host(address)::inet h, 1 s FROM inserted
                          UNION ALL SELECT COALESCE(vrf_id, 0), host(address)::inet, -1 FROM deleted) x
                   GROUP BY 1, 2 HAVING sum(s) <> 0) d;
        END IF;
        IF hosts IS NULL THEN RETURN NULL; END IF;
        -- a host's lock: its own (key 1795681) under its bucket's shared one (1795680), so that only writers of one
        -- host wait for each other; a bulk statement takes its buckets whole instead (1024 bound its locks)
        IF cardinality(hosts) <= 256 THEN
          PERFORM pg_advisory_xact_lock_shared(1795680, b) FROM (SELECT DISTINCT hashtext(host(h)) & 1023 AS b FROM unnest(hosts) h ORDER BY 1) x;
          PERFORM pg_advisory_xact_lock(1795681, k) FROM (SELECT DISTINCT hashtext(host(h)) AS k FROM unnest(hosts) h ORDER BY 1) x;
        ELSE
          PERFORM pg_advisory_xact_lock(1795680, b) FROM (SELECT DISTINCT hashtext(host(h)) & 1023 AS b FROM unnest(hosts) h ORDER BY 1) x;
        END IF;
        INSERT INTO ipam_ipaddress_hostcount AS c (vrf, level, block, stripe, n)
        SELECT d.v, l, network(set_masklen(d.h, l)), pg_backend_pid() % 8, sum(d.change)
          FROM (SELECT k.v, k.h, (m.present > 0)::integer - (m.present - k.s > 0)::integer AS change
                  FROM unnest(vrfs, hosts, deltas) k(v, h, s)
                  CROSS JOIN LATERAL (SELECT count(*) AS present FROM ipam_ipaddress a
                                       WHERE host(a.address)::inet = k.h AND COALESCE(a.vrf_id, 0) = k.v) m
                UNION ALL
                SELECT -1, t.h, (m.present > 0)::integer - (m.present - t.s > 0)::integer
                  FROM (SELECT h, sum(s) AS s FROM unnest(hosts, deltas) x(h, s) GROUP BY h) t
                  CROSS JOIN LATERAL (SELECT count(*) AS present FROM ipam_ipaddress a WHERE host(a.address)::inet = t.h) m) d,
               unnest(inv_host_full_levels(family(d.h))) l
         WHERE d.change <> 0
         GROUP BY 1, 2, 3 HAVING sum(d.change) <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (vrf, level, block, stripe) DO UPDATE SET n = c.n + EXCLUDED.n;
        RETURN NULL;
      END
      $$`);
    const triggers: [string, string][] = [
      ['INSERT', 'REFERENCING NEW TABLE AS inserted'],
      ['UPDATE', 'REFERENCING NEW TABLE AS inserted OLD TABLE AS deleted'],
      ['DELETE', 'REFERENCING OLD TABLE AS deleted'],
      ['TRUNCATE', ''],
    ];
    for (const [event, transition] of triggers) {
      await q.query(
        `CREATE TRIGGER "XT_ipam_ipaddress_hostcount_${event.toLowerCase()}" AFTER ${event} ON "ipam_ipaddress" ${transition}
         FOR EACH STATEMENT EXECUTE FUNCTION inv_hostcount()`,
      );
    }
    await q.query(
      `INSERT INTO "ipam_ipaddress_hostcount" (vrf, level, block, n)
       SELECT v, l, network(set_masklen(h, l)), count(*)
         FROM (SELECT DISTINCT COALESCE(vrf_id, 0) v, host(address)::inet h FROM ipam_ipaddress
               UNION ALL SELECT DISTINCT -1, host(address)::inet FROM ipam_ipaddress) d, unnest(inv_host_full_levels(family(h))) l
        GROUP BY 1, 2, 3`,
    );
    // Walks each level's blocks from the current address in order (coarse to fine) and stops at the first one not
    // proven full: a block is full within [first, last] when its missing addresses are exactly those of
    // `unused_outside` (addresses known to be unused and outside the span, e.g. a prefix's network address) it holds.
    await q.query(`
      CREATE FUNCTION inv_first_open_address(scope bigint, first inet, last inet, unused_outside inet[]) RETURNS inet
      LANGUAGE plpgsql STABLE AS $$
      DECLARE
        at inet := first;
        lvl integer;
        size bigint;
        expected cidr;
        block_end inet;
        r record;
      BEGIN
        FOREACH lvl IN ARRAY inv_host_full_levels(family(first)) LOOP
          size := (2::numeric ^ (CASE family(first) WHEN 4 THEN 32 ELSE 128 END - lvl))::bigint;
          expected := network(set_masklen(at, lvl));
          FOR r IN SELECT c.block, sum(c.n) AS hosts FROM ipam_ipaddress_hostcount c
                    WHERE c.vrf = scope AND c.level = lvl AND c.block BETWEEN expected AND network(set_masklen(last, lvl))
                    GROUP BY c.block ORDER BY c.block LOOP
            EXIT WHEN r.block <> expected
                   OR size - r.hosts <> (SELECT count(*) FROM unnest(unused_outside) x WHERE x <<= r.block);
            block_end := host(broadcast(r.block))::inet;
            IF block_end >= last THEN RETURN NULL; END IF;
            at := block_end + 1;
            expected := network(set_masklen(at, lvl));
          END LOOP;
        END LOOP;
        RETURN at;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION inv_first_open_address(bigint, inet, inet, inet[])`);
    for (const event of ['insert', 'update', 'delete', 'truncate']) await q.query(`DROP TRIGGER "XT_ipam_ipaddress_hostcount_${event}" ON "ipam_ipaddress"`);
    await q.query(`DROP FUNCTION inv_hostcount()`);
    await q.query(`DROP TABLE "ipam_ipaddress_hostcount"`);
    await q.query(`DROP FUNCTION inv_host_full_levels(integer)`);
  }
}
