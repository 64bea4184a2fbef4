import { MigrationInterface, QueryRunner } from 'typeorm';

export class ChoiceSetBaseCount1795806350868 implements MigrationInterface {
  name = 'ChoiceSetBaseCount1795806350868';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_customfieldchoiceset(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/custom-field-choice-sets/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description", 'choices_count', (jsonb_array_length(bx.extra_choices) + CASE bx.base_choices WHEN 'ISO_3166' THEN 249 ELSE 0 END)) FROM "extras_customfieldchoiceset" bx  WHERE bx.id = $2);
END
$derived$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_extras_customfieldchoiceset(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/custom-field-choice-sets/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description", 'choices_count', (jsonb_array_length(bx.extra_choices))) FROM "extras_customfieldchoiceset" bx  WHERE bx.id = $2);
END
$function$
`);
  }
}
