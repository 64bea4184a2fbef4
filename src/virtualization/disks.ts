import type { Resource } from '../core/model/define-resource.js';
import type { WriteStep } from '../core/write/pipeline.js';
import type { Queryable } from '../database/db.js';

/**
 * A virtual machine's `disk` is the sum of its virtual disks' sizes: after disks are created, changed,
 * moved or deleted, their machines' sizes are recomputed (none left: no size), as NetBox's signal does —
 * a plain column update, without a change record for the machine.
 */
const DISKS = 'virtualization.virtualdisk';

/** Machines of the given disks, read before an update or delete changes them. */
async function machinesOf(db: Queryable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ vm: number }>(
    'SELECT DISTINCT virtual_machine_id AS vm FROM virtualization_virtualdisk WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return rows.map((r) => Number(r.vm));
}

export const virtualDiskSum: WriteStep = {
  name: 'virtualization.virtual-disk-sum',
  phase: 'derive',
  async before(db, resource: Resource, ids, plan) {
    const disks = resource.objectType === DISKS ? ids : [];
    const cascaded = plan ? [...plan.deleted].flatMap(([r, deleted]) => (r.objectType === DISKS && r !== resource ? deleted : [])) : [];
    return machinesOf(db, [...disks, ...cascaded]);
  },
  async after(db, events, state) {
    const written = events.filter((e) => e.resource.objectType === DISKS && e.action !== 'delete').map((e) => e.id);
    const machines = new Set([...((state as number[] | undefined) ?? []), ...(await machinesOf(db, written))]);
    if (!machines.size) return;
    await db.query(
      `UPDATE virtualization_virtualmachine v
          SET disk = (SELECT sum(d.size) FROM virtualization_virtualdisk d WHERE d.virtual_machine_id = v.id)
        WHERE v.id = ANY($1::bigint[])`,
      [[...machines]],
    );
  },
};
