import { MigrationInterface, QueryRunner } from 'typeorm';

export class Dashboard1795807424784 implements MigrationInterface {
  name = 'Dashboard1795807424784';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "extras_dashboard" ("id" BIGSERIAL NOT NULL, "layout" jsonb NOT NULL DEFAULT '[]', "config" jsonb NOT NULL DEFAULT '{}', "user_id" bigint NOT NULL, CONSTRAINT "REL_2a2b9b3723d1bae7d269bf8ac8" UNIQUE ("user_id"), CONSTRAINT "PK_98b03fddcbef735f31c2e1f8485" PRIMARY KEY ("id"))`);
    await q.query(`ALTER TABLE "extras_dashboard" ADD CONSTRAINT "FK_2a2b9b3723d1bae7d269bf8ac88" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`CREATE TRIGGER inv_rep_track AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_dashboard" FOR EACH STATEMENT EXECUTE FUNCTION inv_rep_track()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "extras_dashboard" DROP CONSTRAINT "FK_2a2b9b3723d1bae7d269bf8ac88"`);
    await q.query(`DROP TABLE "extras_dashboard"`);
  }
}
