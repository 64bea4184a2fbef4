import type { Resource } from '../../core/resource/define-resource.js';

/** Configuration contexts and the `config_context` merge of devices and virtual machines. */
export const configContextResources: Resource[] = [];

export function registerConfigContextFeature(): void {}
