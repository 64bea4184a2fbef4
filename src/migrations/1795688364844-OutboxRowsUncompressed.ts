import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbox rows are short-lived (deleted once relayed and past retention), so their data and snapshots need no
 * compression: pglz on rows over 2 kB cost a fifth of a bulk write's outbox statement (bench/notes/cables.md).
 * Rows up to a page now stay as written.
 */
export class OutboxRowsUncompressed1795688364844 implements MigrationInterface {
  name = 'OutboxRowsUncompressed1795688364844';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "events_outbox" SET (toast_tuple_target = 8160)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "events_outbox" RESET (toast_tuple_target)`);
  }
}
