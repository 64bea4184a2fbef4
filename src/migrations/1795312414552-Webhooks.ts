import { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795312414552 implements MigrationInterface {
  name = 'Webhooks1795312414552';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "extras_eventrule" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(150) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "object_types" jsonb NOT NULL, "event_types" jsonb NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "conditions" jsonb, "action_type" character varying(50) NOT NULL DEFAULT 'webhook', "action_object_type" character varying(100) NOT NULL, "action_object_id" bigint NOT NULL, "action_data" jsonb, "comments" text NOT NULL DEFAULT '', CONSTRAINT "UQ_d8a9f1214ddcf8a9d8f502360fb" UNIQUE ("name"), CONSTRAINT "PK_9925f060a5c0ea40531ba77c7e6" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_14dc091c2dfe97d48dd32806cc" ON "extras_eventrule"  ("action_object_type", "action_object_id") `);
    await q.query(`CREATE TABLE "extras_webhook" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(150) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "payload_url" character varying(500) NOT NULL, "http_method" character varying(50) NOT NULL DEFAULT 'POST', "http_content_type" character varying(100) NOT NULL DEFAULT 'application/json', "additional_headers" text NOT NULL DEFAULT '', "body_template" text NOT NULL DEFAULT '', "secret" character varying(255) NOT NULL DEFAULT '', "ssl_verification" boolean NOT NULL DEFAULT true, "ca_file_path" character varying(4096), "object_types" jsonb NOT NULL DEFAULT '[]', "enabled" boolean NOT NULL DEFAULT true, "type_create" boolean NOT NULL DEFAULT false, "type_update" boolean NOT NULL DEFAULT false, "type_delete" boolean NOT NULL DEFAULT false, "conditions" jsonb, CONSTRAINT "UQ_5784387e19b1cf660b11f8b8326" UNIQUE ("name"), CONSTRAINT "PK_5d5675a412e9802485806c402f6" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "extras_webhookdelivery" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL, "state" character varying(50) NOT NULL, "event" character varying(20) NOT NULL, "object_type" character varying(100) NOT NULL, "object_id" bigint NOT NULL, "request_id" uuid NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "last_attempt" TIMESTAMP WITH TIME ZONE, "next_attempt" TIMESTAMP WITH TIME ZONE, "response_status" integer, "response_body" text NOT NULL DEFAULT '', "duration_ms" integer, "error" text NOT NULL DEFAULT '', "attempt_log" jsonb NOT NULL DEFAULT '[]', "context" json NOT NULL, "outbox_id" bigint NOT NULL, "webhook_id" bigint, "event_rule_id" bigint, CONSTRAINT "PK_26871e13466566112001729cf18" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_ec76517ebe0ca15b8d02390ff1" ON "extras_webhookdelivery"  ("webhook_id") `);
    await q.query(`CREATE INDEX "IDX_0957fb6585b71715b06a63c075" ON "extras_webhookdelivery"  ("event_rule_id") `);
    await q.query(`CREATE INDEX "IDX_b035831de57c6f0f431748e1ea" ON "extras_webhookdelivery"  ("state") `);
    await q.query(`CREATE INDEX "IDX_55038c82e974e5f986c409fb95" ON "extras_webhookdelivery"  ("request_id") `);
    await q.query(`CREATE INDEX "IDX_012b743b55d30aa57a19219eba" ON "extras_webhookdelivery"  ("webhook_id", "object_type", "object_id", "state") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_f748bc8b92ec0359ef8b787be4" ON "extras_webhookdelivery"  ("outbox_id", "webhook_id") `);
    await q.query(`ALTER TABLE "extras_webhookdelivery" ADD CONSTRAINT "FK_ec76517ebe0ca15b8d02390ff1c" FOREIGN KEY ("webhook_id") REFERENCES "extras_webhook"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_webhookdelivery" ADD CONSTRAINT "FK_0957fb6585b71715b06a63c0756" FOREIGN KEY ("event_rule_id") REFERENCES "extras_eventrule"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    // Committed outbox rows wake every relay (NOTIFY is delivered at commit, once per transaction and channel).
    await q.query(`CREATE FUNCTION inv_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('inventory_outbox', ''); RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER inv_outbox_notify AFTER INSERT ON events_outbox FOR EACH STATEMENT EXECUTE FUNCTION inv_outbox_notify()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER inv_outbox_notify ON events_outbox`);
    await q.query(`DROP FUNCTION inv_outbox_notify()`);
    await q.query(`ALTER TABLE "extras_webhookdelivery" DROP CONSTRAINT "FK_0957fb6585b71715b06a63c0756"`);
    await q.query(`ALTER TABLE "extras_webhookdelivery" DROP CONSTRAINT "FK_ec76517ebe0ca15b8d02390ff1c"`);
    await q.query(`DROP INDEX "public"."IDX_f748bc8b92ec0359ef8b787be4"`);
    await q.query(`DROP INDEX "public"."IDX_012b743b55d30aa57a19219eba"`);
    await q.query(`DROP INDEX "public"."IDX_55038c82e974e5f986c409fb95"`);
    await q.query(`DROP INDEX "public"."IDX_b035831de57c6f0f431748e1ea"`);
    await q.query(`DROP INDEX "public"."IDX_0957fb6585b71715b06a63c075"`);
    await q.query(`DROP INDEX "public"."IDX_ec76517ebe0ca15b8d02390ff1"`);
    await q.query(`DROP TABLE "extras_webhookdelivery"`);
    await q.query(`DROP TABLE "extras_webhook"`);
    await q.query(`DROP INDEX "public"."IDX_14dc091c2dfe97d48dd32806cc"`);
    await q.query(`DROP TABLE "extras_eventrule"`);
  }
}
