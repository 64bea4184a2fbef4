import type { WriteStep } from '../../core/write/pipeline.js';
import { removeImage } from './storage.js';

/**
 * Deleting attachments — directly, or with the object they belong to (the generic relation cascades)
 * — deletes their files once the transaction committed. The paths are read before the rows go; if the
 * transaction rolls back, the rows and their files both stay.
 */
export const imageFileCleanup: WriteStep = {
  name: 'extras.image-files',
  phase: 'announce',
  async before(db, _resource, _ids, plan) {
    if (!plan) return;
    const ids = [...plan.deleted].find(([r]) => r.objectType === 'extras.imageattachment')?.[1];
    if (!ids?.length) return;
    const rows = await db.query<{ image: string }>('SELECT image FROM extras_imageattachment WHERE id = ANY($1::bigint[])', [ids]);
    db.afterCommit(() => Promise.all(rows.map((r) => removeImage(r.image))));
  },
  async after() {},
};
