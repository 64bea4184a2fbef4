import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the representation cache (src/core/query/representation-cache/) judges entries by: a log of which
 * transaction wrote which table, appended in the writing transaction by a statement-level trigger on every
 * table (but the outbox and the log itself), and the horizon below which the log has been pruned. Both are
 * UNLOGGED: a crash empties them together, and an empty horizon makes every process drop what it holds.
 */
export class RepresentationCache1795710000000 implements MigrationInterface {
  name = 'RepresentationCache1795710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE UNLOGGED TABLE inv_rep_log (xid xid8 NOT NULL, tbl text NOT NULL, PRIMARY KEY (xid, tbl))`);
    await q.query(`CREATE UNLOGGED TABLE inv_rep_horizon (id integer PRIMARY KEY CHECK (id = 1), h xid8 NOT NULL)`);
    await q.query(`CREATE FUNCTION inv_rep_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO inv_rep_log (xid, tbl) VALUES (pg_current_xact_id(), TG_TABLE_NAME) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
      $fn$`);
    await q.query(`DO $do$
      DECLARE
        r record;
      BEGIN
        FOR r IN SELECT c.relname FROM pg_class c
                  WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
                    AND c.relname NOT IN ('events_outbox', 'inv_rep_log', 'inv_rep_horizon')
        LOOP
          EXECUTE format('CREATE TRIGGER inv_rep_track AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                         'FOR EACH STATEMENT EXECUTE FUNCTION inv_rep_track()', r.relname);
        END LOOP;
      END
      $do$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DO $do$
      DECLARE
        r record;
      BEGIN
        FOR r IN SELECT tg.tgrelid::regclass AS rel FROM pg_trigger tg WHERE tg.tgname = 'inv_rep_track' LOOP
          EXECUTE format('DROP TRIGGER inv_rep_track ON %s', r.rel);
        END LOOP;
      END
      $do$`);
    await q.query(`DROP FUNCTION inv_rep_track()`);
    await q.query(`DROP TABLE inv_rep_horizon`);
    await q.query(`DROP TABLE inv_rep_log`);
  }
}
