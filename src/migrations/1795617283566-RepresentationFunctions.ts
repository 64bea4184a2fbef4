import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The fixed part of rendering relations that may point at any model (see src/core/serialize/derived-functions.ts):
 * `inv_brief(type, id, base)` calls the type's own brief function `inv_brief_<app>_<model>(base, id)` (those
 * are generated from the declarations by `npm run migration:generate`), and `inv_cf_objects` renders custom
 * field object values with it. The text[]-of-queries renderer they replace is dropped.
 */
export class RepresentationFunctions1795617283566 implements MigrationInterface {
  name = 'RepresentationFunctions1795617283566';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION inv_brief(object_type text, object_id bigint, base text) RETURNS json
      LANGUAGE plpgsql STABLE PARALLEL SAFE AS $fn$
      DECLARE
        fn regprocedure;
        result json;
      BEGIN
        IF object_type IS NULL OR object_id IS NULL THEN RETURN NULL; END IF;
        -- an object type without a function (a model this service does not hold) renders null
        fn := to_regprocedure('inv_brief_' || replace(object_type, '.', '_') || '(text, bigint)');
        IF fn IS NULL THEN RETURN NULL; END IF;
        EXECUTE format('SELECT %s($1, $2)', fn::regproc) INTO result USING base, object_id;
        RETURN result;
      END
      $fn$`);
    await q.query(`CREATE FUNCTION inv_cf_objects(object_type text, value jsonb, base text, many boolean) RETURNS json
      LANGUAGE plpgsql STABLE PARALLEL SAFE AS $fn$
      DECLARE
        ids bigint[];
        one_id bigint;
        one json;
        found json[] := '{}';
      BEGIN
        IF object_type IS NULL OR value IS NULL THEN RETURN NULL; END IF;
        IF jsonb_typeof(value) = 'number' THEN
          ids := ARRAY[(value #>> '{}')::numeric::bigint];
        ELSIF jsonb_typeof(value) = 'array' THEN
          ids := ARRAY(SELECT e::bigint FROM jsonb_array_elements_text(value) e WHERE e ~ '^\\d{1,18}$');
        ELSE
          RETURN NULL;
        END IF;
        FOREACH one_id IN ARRAY ids LOOP
          one := inv_brief(object_type, one_id, base);
          IF one IS NOT NULL THEN
            IF NOT many THEN RETURN one; END IF;
            found := found || one;
          END IF;
        END LOOP;
        RETURN CASE WHEN cardinality(found) = 0 THEN NULL ELSE array_to_json(found) END;
      END
      $fn$`);
    await q.query(`DROP FUNCTION extras_cf_objects(text, jsonb, text, boolean)`);
  }

  async down(q: QueryRunner): Promise<void> {
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
    await q.query(`DROP FUNCTION inv_cf_objects(text, jsonb, text, boolean)`);
    await q.query(`DROP FUNCTION inv_brief(text, bigint, text)`);
  }
}
