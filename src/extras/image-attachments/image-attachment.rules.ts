import { imageFacts } from '../../core/files/image-field.js';
import { UploadedFile } from '../../core/files/uploaded-file.js';
import type { ModelRules } from '../../core/model/model-rules.js';

/**
 * An attachment records its image's dimensions and size beside it (NetBox's image_height, image_width,
 * image_size); the image field itself validates and stores the file (core/files/image-field.ts).
 */
export const imageAttachmentRules: ModelRules = {
  derive(item) {
    const upload = item.values.image;
    if (!(upload instanceof UploadedFile)) return;
    const facts = imageFacts(upload);
    Object.assign(item.derived, { image_width: facts.width, image_height: facts.height, image_size: upload.size });
  },
};
