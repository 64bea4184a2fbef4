import { MigrationInterface, QueryRunner } from 'typeorm';
import { naturalize, naturalizeInterface } from '../dcim/rules/interface.rules.js';

/**
 * Interfaces and VM interfaces sort by NetBox's interface key (slot numbers before the type: Gi0/1, Te0/20,
 * Gi1/1, Fa1) instead of the plain natural key other components keep: the stored keys are recomputed.
 */
export class InterfaceNaturalNames1795800000000 implements MigrationInterface {
  name = 'InterfaceNaturalNames1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await rekey(q, naturalizeInterface);
  }

  async down(q: QueryRunner): Promise<void> {
    await rekey(q, (name) => naturalize(name));
  }
}

async function rekey(q: QueryRunner, key: (name: string) => string): Promise<void> {
  for (const table of ['dcim_interface', 'virtualization_vminterface']) {
    let after = 0;
    for (;;) {
      const rows = (await q.query(`SELECT id, name FROM "${table}" WHERE id > $1 ORDER BY id LIMIT 10000`, [after])) as { id: string; name: string }[];
      if (!rows.length) break;
      await q.query(`UPDATE "${table}" t SET _name = u.key FROM unnest($1::bigint[], $2::text[]) AS u(id, key) WHERE t.id = u.id AND t._name <> u.key`, [
        rows.map((r) => r.id),
        rows.map((r) => key(r.name)),
      ]);
      after = Number(rows[rows.length - 1].id);
    }
  }
}
