import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cabled object's far terminations in the order they are shown (by termination id), read from the index:
 * every cabled row of a list aggregates its cable's other end ordered by termination id, and without this
 * index PostgreSQL sorts that one row per listed object (bench/notes/cables.md, session 6).
 */
export class CableFarEndIndex1795670000000 implements MigrationInterface {
  name = 'CableFarEndIndex1795670000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "XI_dcim_cabletermination_far_end" ON "dcim_cabletermination" ("cable_id", "cable_end", "termination_id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "XI_dcim_cabletermination_far_end"`);
  }
}
