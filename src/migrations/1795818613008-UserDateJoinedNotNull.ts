import { MigrationInterface, QueryRunner } from 'typeorm';

/** A user's date_joined is writable, as in NetBox, and never null. */
export class UserDateJoinedNotNull1795818613008 implements MigrationInterface {
  name = 'UserDateJoinedNotNull1795818613008';

  async up(q: QueryRunner): Promise<void> {
    // NetBox's date_joined is never empty (a default of now): users imported without one join now
    await q.query(`UPDATE "users_user" SET "date_joined" = now() WHERE "date_joined" IS NULL`);
    await q.query(`ALTER TABLE "users_user" ALTER COLUMN "date_joined" SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users_user" ALTER COLUMN "date_joined" DROP NOT NULL`);
  }
}
