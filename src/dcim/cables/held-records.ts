import type { Queryable } from '../../database/db.js';
import type { WriteStep } from '../../core/write/pipeline.js';

/**
 * NetBox saves a new cable before its terminations: the cable's change record comes first, then those of
 * its terminations and of the objects it now ends on. Here the terminations are written as a relation of
 * the cable, before the cable's own pipeline runs; so on a cable's creation their pipeline runs wait here
 * (per transaction) for the step below, placed right after the change records. A changed cable keeps
 * NetBox's other order: its terminations are saved, then the cable.
 */
const held = new WeakMap<Queryable, (() => Promise<void>)[]>();

/** Runs `record` (a pipeline run for termination rows or cable ends) now, or after the new cable's record. */
export async function recordAfterNewCable(db: Queryable, newCable: boolean, record: () => Promise<void>): Promise<void> {
  if (!newCable) return record();
  const list = held.get(db) ?? [];
  list.push(record);
  held.set(db, list);
}

export const cableEndsRecorded: WriteStep = {
  name: 'dcim.cable-ends-recorded',
  phase: 'record',
  async after(db, events) {
    if (!events.some((e) => e.action === 'create' && e.resource.objectType === 'dcim.cable')) return;
    const list = held.get(db) ?? [];
    held.delete(db);
    for (const record of list) await record();
  },
};
