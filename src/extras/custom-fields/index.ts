import type { Resource } from '../../core/resource/define-resource.js';

/** Custom fields and choice sets (issue: change log, custom fields, config contexts, image attachments). */
export const customFieldResources: Resource[] = [];

/** Registers the custom-field hooks of the write and read paths. */
export function registerCustomFieldFeature(): void {}
