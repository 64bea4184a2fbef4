import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `inv_cf_datetime(text)`: a stored date-and-time custom field value as NetBox renders the datetime it
 * parses it into (extras/custom-fields/render.ts): `YYYY-MM-DDTHH:MM:SS`, microseconds only when not zero,
 * an offset as `+HH:MM` and a zero offset as `Z`; a string of another form as it is.
 */
export class CustomFieldDatetimeRendering1795805000000 implements MigrationInterface {
  name = 'CustomFieldDatetimeRendering1795805000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION inv_cf_datetime(value text) RETURNS json LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
      SELECT CASE WHEN m IS NULL THEN to_json(value) ELSE to_json(
        m[1] || 'T' || COALESCE(m[2], '00') || ':' || COALESCE(m[3], '00') || ':' || COALESCE(m[4], '00')
        || CASE WHEN m[5] ~ '[1-9]' THEN '.' || rpad(m[5], 6, '0') ELSE '' END
        || CASE WHEN m[6] IS NULL THEN '' WHEN m[6] = 'Z' OR m[6] ~ '^[+-][0:]+$' THEN 'Z'
                ELSE left(m[6], 3) || ':' || COALESCE(NULLIF(right(replace(m[6], ':', ''), -3), ''), '00') END)
      END
      FROM (SELECT regexp_match(value,
        '^(\\d{4}-\\d{2}-\\d{2})(?:[T ](\\d{2})(?::(\\d{2})(?::(\\d{2})(?:[.,](\\d{1,6}))?)?)?)?(Z|[+-]\\d{2}(?::?\\d{2})?)?$') AS m) dt
    $fn$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION inv_cf_datetime(text)`);
  }
}
