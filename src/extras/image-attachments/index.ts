import type { Resource } from '../../core/model/define-resource.js';
import { imageAttachments } from './image-attachments.resource.js';

/** Image attachments: uploads through the generic write path (multipart bodies); core/files stores, serves and removes the files. */
export const imageAttachmentResources: Resource[] = [imageAttachments];
