import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom field definitions of an object type as a function: a write reads them first, in the simple query
 * that carries its BEGIN, where a statement cannot be prepared; a PL/pgSQL function's query is planned
 * once per connection instead of on every write.
 */
export class CustomFieldDefinitionsFunction1795653791659 implements MigrationInterface {
  name = 'CustomFieldDefinitionsFunction1795653791659';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION inv_custom_field_definitions(object_type text)
  RETURNS TABLE (id bigint, name varchar, type varchar, related_object_type varchar, required boolean, "unique" boolean,
                 filter_logic varchar, "default" jsonb, validation_minimum numeric, validation_maximum numeric,
                 validation_regex varchar, choice_set_name varchar, extra_choices jsonb)
  LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    SELECT cf.id, cf.name, cf.type, cf.related_object_type, cf.required, cf.unique, cf.filter_logic, cf."default",
           cf.validation_minimum, cf.validation_maximum, cf.validation_regex, cs.name, cs.extra_choices
      FROM extras_customfield cf LEFT JOIN extras_customfieldchoiceset cs ON cs.id = cf.choice_set_id
     WHERE cf.object_types ? object_type
     ORDER BY cf.group_name, cf.weight, cf.name;
END
$fn$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION inv_custom_field_definitions(text)');
  }
}
