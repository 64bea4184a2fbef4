import { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1795307172705 implements MigrationInterface {
  name = 'Foundation1795307172705';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "extras_tag" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "color" character varying(6) NOT NULL DEFAULT '9e9e9e', "description" character varying(200) NOT NULL DEFAULT '', "weight" integer NOT NULL DEFAULT '1000', "object_types" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "UQ_bdaf79f77dd9ae594722c4ef13b" UNIQUE ("name"), CONSTRAINT "UQ_613c76ab7a67da89e5c9f32a565" UNIQUE ("slug"), CONSTRAINT "PK_cb0e368dc82a6b8ffd5083891c0" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "extras_taggeditem" ("id" BIGSERIAL NOT NULL, "object_type" character varying(100) NOT NULL, "object_id" bigint NOT NULL, "tag_id" bigint NOT NULL, CONSTRAINT "PK_3941229ff7ee31bb5ba5e9ccc23" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "IDX_df84d38bccbd18ac120db44c08" ON "extras_taggeditem"  ("tag_id", "object_type", "object_id") `);
    await q.query(`CREATE INDEX "IDX_9088cb444b2f68947e95d20162" ON "extras_taggeditem"  ("object_type", "object_id") `);
    await q.query(`CREATE TABLE "tenancy_tenant" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "group_id" bigint, CONSTRAINT "PK_cd8ab2d70688aa2c4347d9a59b6" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_faae495bd0d2aaf68301bd8aa5" ON "tenancy_tenant"  ("group_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_1a6741ea9ef4cbdfc63268f787" ON "tenancy_tenant"  ("slug") WHERE "group_id" IS NULL`);
    await q.query(`CREATE UNIQUE INDEX "IDX_8d470c8202739456f7527e7020" ON "tenancy_tenant"  ("group_id", "slug") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_65f514883385218e9d13a2d238" ON "tenancy_tenant"  ("name") WHERE "group_id" IS NULL`);
    await q.query(`CREATE UNIQUE INDEX "IDX_01ad630c29f9dc7c7f77e00216" ON "tenancy_tenant"  ("group_id", "name") `);
    await q.query(`CREATE TABLE "tenancy_tenantgroup" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "_depth" integer NOT NULL DEFAULT '0', "_path" bigint array NOT NULL DEFAULT '{}', "_sort" text array NOT NULL DEFAULT '{}', "parent_id" bigint, CONSTRAINT "PK_c8da795420d84732f00a5f6644a" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_8b3430abfa3cd39587973a9a48" ON "tenancy_tenantgroup"  ("parent_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_216c963882c7dd1f4e69e4b7b7" ON "tenancy_tenantgroup"  ("slug") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_df812eba4bbc14b14470480307" ON "tenancy_tenantgroup"  ("name") `);
    await q.query(`CREATE TABLE "users_user" ("id" BIGSERIAL NOT NULL, "username" character varying(150) NOT NULL, "password" character varying(256) NOT NULL, "first_name" character varying(150) NOT NULL DEFAULT '', "last_name" character varying(150) NOT NULL DEFAULT '', "email" character varying(254) NOT NULL DEFAULT '', "is_active" boolean NOT NULL DEFAULT true, "is_superuser" boolean NOT NULL DEFAULT false, "date_joined" TIMESTAMP WITH TIME ZONE, "last_login" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_b75b17f36f1b000823ddac45946" UNIQUE ("username"), CONSTRAINT "PK_96aac72f1574b88752e9fb00089" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "users_token" ("id" BIGSERIAL NOT NULL, "version" integer NOT NULL DEFAULT '2', "key" character varying(12), "description" character varying(200) NOT NULL DEFAULT '', "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "expires" TIMESTAMP WITH TIME ZONE, "last_used" TIMESTAMP WITH TIME ZONE, "enabled" boolean NOT NULL DEFAULT true, "write_enabled" boolean NOT NULL DEFAULT true, "pepper_id" integer, "allowed_ips" jsonb NOT NULL DEFAULT '[]', "hmac_digest" character varying(64) NOT NULL, "hint" character varying(6) NOT NULL DEFAULT '', "user_id" bigint NOT NULL, CONSTRAINT "PK_e03e90fb544adefa10a6c202188" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "IDX_12bd5f93b7675bc19840064793" ON "users_token"  ("key") WHERE "key" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_8210de8425b46ee73aab141557" ON "users_token"  ("user_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_b9a518648d2eb4dbf18fff7b40" ON "users_token"  ("hmac_digest") `);
    await q.query(`ALTER TABLE "extras_taggeditem" ADD CONSTRAINT "FK_ba2007177fb0926d25dc28cd25b" FOREIGN KEY ("tag_id") REFERENCES "extras_tag"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tenancy_tenant" ADD CONSTRAINT "FK_faae495bd0d2aaf68301bd8aa5f" FOREIGN KEY ("group_id") REFERENCES "tenancy_tenantgroup"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tenancy_tenantgroup" ADD CONSTRAINT "FK_8b3430abfa3cd39587973a9a48d" FOREIGN KEY ("parent_id") REFERENCES "tenancy_tenantgroup"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "users_token" ADD CONSTRAINT "FK_8210de8425b46ee73aab1415570" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users_token" DROP CONSTRAINT "FK_8210de8425b46ee73aab1415570"`);
    await q.query(`ALTER TABLE "tenancy_tenantgroup" DROP CONSTRAINT "FK_8b3430abfa3cd39587973a9a48d"`);
    await q.query(`ALTER TABLE "tenancy_tenant" DROP CONSTRAINT "FK_faae495bd0d2aaf68301bd8aa5f"`);
    await q.query(`ALTER TABLE "extras_taggeditem" DROP CONSTRAINT "FK_ba2007177fb0926d25dc28cd25b"`);
    await q.query(`DROP INDEX "public"."IDX_b9a518648d2eb4dbf18fff7b40"`);
    await q.query(`DROP INDEX "public"."IDX_8210de8425b46ee73aab141557"`);
    await q.query(`DROP INDEX "public"."IDX_12bd5f93b7675bc19840064793"`);
    await q.query(`DROP TABLE "users_token"`);
    await q.query(`DROP TABLE "users_user"`);
    await q.query(`DROP INDEX "public"."IDX_df812eba4bbc14b14470480307"`);
    await q.query(`DROP INDEX "public"."IDX_216c963882c7dd1f4e69e4b7b7"`);
    await q.query(`DROP INDEX "public"."IDX_8b3430abfa3cd39587973a9a48"`);
    await q.query(`DROP TABLE "tenancy_tenantgroup"`);
    await q.query(`DROP INDEX "public"."IDX_01ad630c29f9dc7c7f77e00216"`);
    await q.query(`DROP INDEX "public"."IDX_65f514883385218e9d13a2d238"`);
    await q.query(`DROP INDEX "public"."IDX_8d470c8202739456f7527e7020"`);
    await q.query(`DROP INDEX "public"."IDX_1a6741ea9ef4cbdfc63268f787"`);
    await q.query(`DROP INDEX "public"."IDX_faae495bd0d2aaf68301bd8aa5"`);
    await q.query(`DROP TABLE "tenancy_tenant"`);
    await q.query(`DROP INDEX "public"."IDX_9088cb444b2f68947e95d20162"`);
    await q.query(`DROP INDEX "public"."IDX_df84d38bccbd18ac120db44c08"`);
    await q.query(`DROP TABLE "extras_taggeditem"`);
    await q.query(`DROP TABLE "extras_tag"`);
  }
}
