import { MigrationInterface, QueryRunner } from 'typeorm';

export class ChangeLogAndOutbox1795309767489 implements MigrationInterface {
  name = 'ChangeLogAndOutbox1795309767489';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "core_objectchange" ("id" BIGSERIAL NOT NULL, "time" TIMESTAMP WITH TIME ZONE NOT NULL, "user_name" character varying(150) NOT NULL, "request_id" uuid NOT NULL, "action" character varying(50) NOT NULL, "changed_object_type" character varying(100), "changed_object_id" bigint, "related_object_type" character varying(100), "related_object_id" bigint, "object_repr" character varying(200) NOT NULL, "message" character varying(200) NOT NULL DEFAULT '', "prechange_data" jsonb, "postchange_data" jsonb, "user_id" bigint, CONSTRAINT "PK_0617c61d0fbbea2eb84abc8baa2" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_ee8d291b65e778d6edb5d783a8" ON "core_objectchange"  ("user_id") `);
    await q.query(`CREATE INDEX "IDX_ae05996ee1bbfbe1165463dd2d" ON "core_objectchange"  ("changed_object_type", "changed_object_id") `);
    await q.query(`CREATE INDEX "IDX_4d97382722aa913c7a6567381b" ON "core_objectchange"  ("related_object_type", "related_object_id") `);
    await q.query(`CREATE INDEX "IDX_e1be7a8ae468dac635bd537519" ON "core_objectchange"  ("time") `);
    await q.query(`CREATE INDEX "IDX_04fa29bbe50251916f63d4d9c9" ON "core_objectchange"  ("request_id") `);
    await q.query(`CREATE TABLE "events_outbox" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "request_id" uuid NOT NULL, "event" character varying(20) NOT NULL, "object_type" character varying(100) NOT NULL, "object_id" bigint NOT NULL, "user_id" bigint, "username" character varying(150) NOT NULL, "data" json NOT NULL, "prechange" jsonb, "postchange" jsonb, "relayed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_105e63ac03854674c898928f166" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_7a32bf13ae9a9f18c3644d6c75" ON "events_outbox"  ("relayed_at", "id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_30981d13899e88895e03a4b18f" ON "events_outbox"  ("request_id", "object_type", "object_id") `);
    await q.query(`ALTER TABLE "core_objectchange" ADD CONSTRAINT "FK_ee8d291b65e778d6edb5d783a81" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "core_objectchange" DROP CONSTRAINT "FK_ee8d291b65e778d6edb5d783a81"`);
    await q.query(`DROP INDEX "public"."IDX_30981d13899e88895e03a4b18f"`);
    await q.query(`DROP INDEX "public"."IDX_7a32bf13ae9a9f18c3644d6c75"`);
    await q.query(`DROP TABLE "events_outbox"`);
    await q.query(`DROP INDEX "public"."IDX_04fa29bbe50251916f63d4d9c9"`);
    await q.query(`DROP INDEX "public"."IDX_e1be7a8ae468dac635bd537519"`);
    await q.query(`DROP INDEX "public"."IDX_4d97382722aa913c7a6567381b"`);
    await q.query(`DROP INDEX "public"."IDX_ae05996ee1bbfbe1165463dd2d"`);
    await q.query(`DROP INDEX "public"."IDX_ee8d291b65e778d6edb5d783a8"`);
    await q.query(`DROP TABLE "core_objectchange"`);
  }
}
