import type { Queryable } from '../../database/db.js';
import type { Resource } from '../model/define-resource.js';
import { writePipeline } from './pipeline.js';

/**
 * Updates rows of `resource` that a write changes besides its own (what a NetBox model's save() does to
 * other objects: a new virtual chassis takes its master as a member). `apply` runs the SQL between the
 * pipeline's before and after, so the rows get change records, events and recounted counters like a
 * PATCH would, without the model's validation (NetBox saves them without clean() too).
 */
export async function recordedUpdate(db: Queryable, resource: Resource, ids: number[], apply: () => Promise<void>): Promise<void> {
  if (!ids.length) return;
  const states = await writePipeline.before(db, resource, ids);
  await apply();
  await writePipeline.after(
    db,
    ids.map((id) => ({ resource, id, action: 'update' as const, message: '' })),
    states,
  );
}
