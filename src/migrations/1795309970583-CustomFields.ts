import { MigrationInterface, QueryRunner } from 'typeorm';

/** Custom fields and their choice sets (extras_customfield, extras_customfieldchoiceset). */
export class CustomFields1795309970583 implements MigrationInterface {
  name = 'CustomFields1795309970583';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "extras_customfieldchoiceset" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "base_choices" character varying(50), "extra_choices" jsonb NOT NULL, "choice_colors" jsonb NOT NULL DEFAULT '{}', "order_alphabetically" boolean NOT NULL DEFAULT false, CONSTRAINT "UQ_10dad4e6ca89641ee37772b1fe7" UNIQUE ("name"), CONSTRAINT "PK_3eff102242ca899aee6240d85ff" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "extras_customfield" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "object_types" jsonb NOT NULL, "type" character varying(50) NOT NULL DEFAULT 'text', "related_object_type" character varying(100), "name" character varying(50) NOT NULL, "label" character varying(50) NOT NULL DEFAULT '', "group_name" character varying(50) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "required" boolean NOT NULL DEFAULT false, "unique" boolean NOT NULL DEFAULT false, "search_weight" integer NOT NULL DEFAULT '1000', "filter_logic" character varying(50) NOT NULL DEFAULT 'loose', "ui_visible" character varying(50) NOT NULL DEFAULT 'always', "ui_editable" character varying(50) NOT NULL DEFAULT 'yes', "is_cloneable" boolean NOT NULL DEFAULT false, "default" jsonb, "related_object_filter" jsonb, "weight" integer NOT NULL DEFAULT '100', "validation_minimum" numeric(16,4), "validation_maximum" numeric(16,4), "validation_regex" character varying(500) NOT NULL DEFAULT '', "validation_schema" jsonb, "comments" text NOT NULL DEFAULT '', "choice_set_id" bigint, CONSTRAINT "UQ_ccbbf9677b01502d9d65b82b3c1" UNIQUE ("name"), CONSTRAINT "PK_edde57006b476c8a9e9f851d1c7" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_2d49222a2358aa32caa8903b65" ON "extras_customfield"  ("choice_set_id") `);
    await q.query(`CREATE INDEX "IDX_985022d0fc8b212465b15b4dc8" ON "extras_customfield"  ("group_name", "weight", "name") `);
    await q.query(`ALTER TABLE "extras_customfield" ADD CONSTRAINT "FK_2d49222a2358aa32caa8903b657" FOREIGN KEY ("choice_set_id") REFERENCES "extras_customfieldchoiceset"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    // Renders object / multi-object custom field values: the read plan passes the brief query of the field's
    // model (the object with id $2, base URL $1; see src/extras/custom-fields/render.ts), which runs for each
    // stored id, prepared once per connection (a custom setting remembers it). Dangling ids are left out;
    // when nothing is left the value is null.
    await q.query(`CREATE FUNCTION extras_cf_objects(query text, value jsonb, base text, many boolean) RETURNS json
      LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        stmt text;
        ids bigint[];
        one_id bigint;
        one json;
        found json[] := '{}';
      BEGIN
        IF query IS NULL OR value IS NULL THEN RETURN NULL; END IF;
        IF jsonb_typeof(value) = 'number' THEN
          ids := ARRAY[(value #>> '{}')::numeric::bigint];
        ELSIF jsonb_typeof(value) = 'array' THEN
          ids := ARRAY(SELECT e::bigint FROM jsonb_array_elements_text(value) e WHERE e ~ '^\\d{1,18}$');
        ELSE
          RETURN NULL;
        END IF;
        IF cardinality(ids) = 0 THEN RETURN NULL; END IF;
        stmt := 'extras_cf_' || md5(query);
        IF current_setting('extras_cf.' || stmt, true) IS DISTINCT FROM 'prepared' THEN
          IF NOT EXISTS (SELECT 1 FROM pg_prepared_statements p WHERE p.name = stmt) THEN
            EXECUTE format('PREPARE %I(text, bigint) AS %s', stmt, query);
          END IF;
          PERFORM set_config('extras_cf.' || stmt, 'prepared', false);
        END IF;
        FOREACH one_id IN ARRAY ids LOOP
          EXECUTE format('EXECUTE %I(%L, %s)', stmt, base, one_id) INTO one;
          IF one IS NOT NULL THEN
            IF NOT many THEN RETURN one; END IF;
            found := found || one;
          END IF;
        END LOOP;
        RETURN CASE WHEN cardinality(found) = 0 THEN NULL ELSE array_to_json(found) END;
      END
      $fn$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION extras_cf_objects(text, jsonb, text, boolean)`);
    await q.query(`ALTER TABLE "extras_customfield" DROP CONSTRAINT "FK_2d49222a2358aa32caa8903b657"`);
    await q.query(`DROP INDEX "public"."IDX_985022d0fc8b212465b15b4dc8"`);
    await q.query(`DROP INDEX "public"."IDX_2d49222a2358aa32caa8903b65"`);
    await q.query(`DROP TABLE "extras_customfield"`);
    await q.query(`DROP TABLE "extras_customfieldchoiceset"`);
  }
}
