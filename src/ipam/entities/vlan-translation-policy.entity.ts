import { Entity } from 'typeorm';
import { CharField, Computed } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';

/** A named set of VLAN ID translations, applied to interfaces (their `vlan_translation_policy`; docs/models.md §2.16). */
@Entity('ipam_vlantranslationpolicy')
export class VLANTranslationPolicy extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  /** its rules in full (rendered by ipam/render.ts) */
  @Computed('json', () => `'[]'::json`, { group: 'body', provider: 'ipam.translationRules' }) rules: unknown[];
}
