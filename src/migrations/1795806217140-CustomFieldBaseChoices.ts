import { MigrationInterface, QueryRunner } from 'typeorm';

/** Custom field definitions carry their choice set's base list (base-choices.ts), whose values a select field accepts. */
const definitions = (withBase: boolean) => `CREATE FUNCTION inv_custom_field_definitions(object_type text)
  RETURNS TABLE (id bigint, name varchar, type varchar, related_object_type varchar, required boolean, "unique" boolean,
                 filter_logic varchar, "default" jsonb, validation_minimum numeric, validation_maximum numeric,
                 validation_regex varchar, choice_set_name varchar, extra_choices jsonb, validation_schema jsonb${withBase ? ', base_choices varchar' : ''})
  LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    SELECT cf.id, cf.name, cf.type, cf.related_object_type, cf.required, cf.unique, cf.filter_logic, cf."default",
           cf.validation_minimum, cf.validation_maximum, cf.validation_regex, cs.name, cs.extra_choices, cf.validation_schema${withBase ? ', cs.base_choices' : ''}
      FROM extras_customfield cf LEFT JOIN extras_customfieldchoiceset cs ON cs.id = cf.choice_set_id
     WHERE cf.object_types ? object_type
     ORDER BY cf.group_name, cf.weight, cf.name;
END
$fn$`;

export class CustomFieldBaseChoices1795806217140 implements MigrationInterface {
  name = 'CustomFieldBaseChoices1795806217140';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION inv_custom_field_definitions(text)');
    await q.query(definitions(true));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION inv_custom_field_definitions(text)');
    await q.query(definitions(false));
  }
}
