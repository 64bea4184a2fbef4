import { UploadedFile } from '../../core/api/multipart.js';
import { FieldError } from '../../core/write/coerce.js';
import type { ModelRules } from '../../core/model/model-rules.js';
import { ImageFacts, inspectImage, removeImage, storeImage } from './storage.js';

const NOT_A_FILE = 'The submitted data was not a file. Check the encoding type on the form.';

/** What validation learnt about each upload, for the file that derive() stores. */
const inspected = new WeakMap<UploadedFile, ImageFacts>();

/**
 * The image of an attachment (NetBox's ImageField): validated with the other fields, stored just
 * before the row is written. The file follows the transaction: removed again if it rolls back; a
 * replaced file is removed once the change committed.
 */
export const imageAttachmentRules: ModelRules = {
  validate(item, ctx) {
    if (!item.given.has('image')) return;
    const upload = item.values.image;
    if (!(upload instanceof UploadedFile)) return ctx.error('image', NOT_A_FILE);
    try {
      inspected.set(upload, inspectImage(upload));
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      ctx.error('image', error.message);
    }
  },

  async derive(item, ctx) {
    const upload = item.values.image;
    if (!(upload instanceof UploadedFile)) return;
    const facts = inspected.get(upload) ?? inspectImage(upload);
    const model = String(item.values.object_type).split('.')[1];
    const stored = await storeImage(upload, facts, model, Number(item.values.object_id), String(item.values.name ?? ''));
    ctx.db.afterRollback(() => removeImage(stored));
    if (item.id !== null) {
      const [row] = await ctx.db.query<{ image: string }>('SELECT image FROM extras_imageattachment WHERE id = $1', [item.id]);
      if (row?.image && row.image !== stored) ctx.db.afterCommit(() => removeImage(row.image));
    }
    Object.assign(item.derived, { image: stored, image_width: facts.width, image_height: facts.height, image_size: upload.size });
  },
};
