import type { Type } from '@nestjs/common';
import type { Resource } from '../../core/model/define-resource.js';
import { writePipeline } from '../../core/write/pipeline.js';
import { imageFileCleanup } from './file-cleanup.js';
import { imageAttachments } from './image-attachments.resource.js';
import { ImageMediaController } from './media.controller.js';

/** Image attachments: uploads through the generic write path (multipart bodies), stored files, serving. */
export const imageAttachmentResources: Resource[] = [imageAttachments];

/** The media route serving the stored files. */
export const imageAttachmentControllers: Type[] = [ImageMediaController];

export function registerImageAttachmentFeature(): void {
  writePipeline.add(imageFileCleanup);
}
