import { MigrationInterface, QueryRunner } from 'typeorm';

export class UsersPermissions1795312509707 implements MigrationInterface {
  name = 'UsersPermissions1795312509707';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "users_objectpermission" ("id" BIGSERIAL NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "enabled" boolean NOT NULL DEFAULT true, "object_types" jsonb NOT NULL, "actions" jsonb NOT NULL, "constraints" jsonb, CONSTRAINT "PK_d843dfe2cc7002a95bc13d8d79c" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "users_group" ("id" BIGSERIAL NOT NULL, "name" character varying(150) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', CONSTRAINT "UQ_337df7ab57beecc0b571cf0b020" UNIQUE ("name"), CONSTRAINT "PK_b8d62b3714f81341caa13ab0ff0" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "users_objectpermission_groups" ("objectpermission_id" bigint NOT NULL, "group_id" bigint NOT NULL, CONSTRAINT "PK_1247b45cdbaa7a6a7f845c5c0e9" PRIMARY KEY ("objectpermission_id", "group_id"))`);
    await q.query(`CREATE INDEX "IDX_88681cf9d837f357e445146f9b" ON "users_objectpermission_groups"  ("objectpermission_id") `);
    await q.query(`CREATE INDEX "IDX_aac595f78bfaafc61d6b6bd5d0" ON "users_objectpermission_groups"  ("group_id") `);
    await q.query(`CREATE TABLE "users_objectpermission_users" ("objectpermission_id" bigint NOT NULL, "user_id" bigint NOT NULL, CONSTRAINT "PK_26be7ec472fb9557c8951ca2bf1" PRIMARY KEY ("objectpermission_id", "user_id"))`);
    await q.query(`CREATE INDEX "IDX_66d11757821b37c31f2cccfeb2" ON "users_objectpermission_users"  ("objectpermission_id") `);
    await q.query(`CREATE INDEX "IDX_73ed2a2b30f6e3368d24d5c532" ON "users_objectpermission_users"  ("user_id") `);
    await q.query(`CREATE TABLE "users_user_groups" ("user_id" bigint NOT NULL, "group_id" bigint NOT NULL, CONSTRAINT "PK_394267ebbe0bd68ffad7294983c" PRIMARY KEY ("user_id", "group_id"))`);
    await q.query(`CREATE INDEX "IDX_f369fe29c7b3dafc3bdd4af951" ON "users_user_groups"  ("user_id") `);
    await q.query(`CREATE INDEX "IDX_aa789309a00c863163e9c72102" ON "users_user_groups"  ("group_id") `);
    await q.query(`ALTER TABLE "users_objectpermission_groups" ADD CONSTRAINT "FK_88681cf9d837f357e445146f9bb" FOREIGN KEY ("objectpermission_id") REFERENCES "users_objectpermission"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "users_objectpermission_groups" ADD CONSTRAINT "FK_aac595f78bfaafc61d6b6bd5d01" FOREIGN KEY ("group_id") REFERENCES "users_group"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "users_objectpermission_users" ADD CONSTRAINT "FK_66d11757821b37c31f2cccfeb28" FOREIGN KEY ("objectpermission_id") REFERENCES "users_objectpermission"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "users_objectpermission_users" ADD CONSTRAINT "FK_73ed2a2b30f6e3368d24d5c532e" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "users_user_groups" ADD CONSTRAINT "FK_f369fe29c7b3dafc3bdd4af951e" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "users_user_groups" ADD CONSTRAINT "FK_aa789309a00c863163e9c72102f" FOREIGN KEY ("group_id") REFERENCES "users_group"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users_user_groups" DROP CONSTRAINT "FK_aa789309a00c863163e9c72102f"`);
    await q.query(`ALTER TABLE "users_user_groups" DROP CONSTRAINT "FK_f369fe29c7b3dafc3bdd4af951e"`);
    await q.query(`ALTER TABLE "users_objectpermission_users" DROP CONSTRAINT "FK_73ed2a2b30f6e3368d24d5c532e"`);
    await q.query(`ALTER TABLE "users_objectpermission_users" DROP CONSTRAINT "FK_66d11757821b37c31f2cccfeb28"`);
    await q.query(`ALTER TABLE "users_objectpermission_groups" DROP CONSTRAINT "FK_aac595f78bfaafc61d6b6bd5d01"`);
    await q.query(`ALTER TABLE "users_objectpermission_groups" DROP CONSTRAINT "FK_88681cf9d837f357e445146f9bb"`);
    await q.query(`DROP INDEX "public"."IDX_aa789309a00c863163e9c72102"`);
    await q.query(`DROP INDEX "public"."IDX_f369fe29c7b3dafc3bdd4af951"`);
    await q.query(`DROP TABLE "users_user_groups"`);
    await q.query(`DROP INDEX "public"."IDX_73ed2a2b30f6e3368d24d5c532"`);
    await q.query(`DROP INDEX "public"."IDX_66d11757821b37c31f2cccfeb2"`);
    await q.query(`DROP TABLE "users_objectpermission_users"`);
    await q.query(`DROP INDEX "public"."IDX_aac595f78bfaafc61d6b6bd5d0"`);
    await q.query(`DROP INDEX "public"."IDX_88681cf9d837f357e445146f9b"`);
    await q.query(`DROP TABLE "users_objectpermission_groups"`);
    await q.query(`DROP TABLE "users_group"`);
    await q.query(`DROP TABLE "users_objectpermission"`);
  }
}
