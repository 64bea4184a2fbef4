import { MigrationInterface, QueryRunner } from 'typeorm';
import { naturalize, naturalizeInterface } from '../dcim/rules/interface.rules.js';

/** Interface templates sort by NetBox's interface key too (InterfaceTemplate._name): the stored keys are recomputed. */
export class InterfaceTemplateNaturalNames1795810654273 implements MigrationInterface {
  name = 'InterfaceTemplateNaturalNames1795810654273';

  async up(q: QueryRunner): Promise<void> {
    await rekey(q, naturalizeInterface);
  }

  async down(q: QueryRunner): Promise<void> {
    await rekey(q, (name) => naturalize(name));
  }
}

async function rekey(q: QueryRunner, key: (name: string) => string): Promise<void> {
  const rows = (await q.query('SELECT id, name FROM dcim_interfacetemplate ORDER BY id')) as { id: string; name: string }[];
  if (!rows.length) return;
  await q.query('UPDATE dcim_interfacetemplate t SET _name = u.key FROM unnest($1::bigint[], $2::text[]) AS u(id, key) WHERE t.id = u.id AND t._name <> u.key', [
    rows.map((r) => r.id),
    rows.map((r) => key(r.name)),
  ]);
}
