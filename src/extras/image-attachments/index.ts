import type { Resource } from '../../core/resource/define-resource.js';
import type { Type } from '@nestjs/common';

/** Image attachments: upload, stored files, serving. */
export const imageAttachmentResources: Resource[] = [];

/** Hand-written controllers the feature needs (multipart upload, media files). */
export const imageAttachmentControllers: Type[] = [];

export function registerImageAttachmentFeature(): void {}
