import { defineResource } from '../core/model/define-resource.js';
import { VLANTranslationPolicy } from './entities/vlan-translation-policy.entity.js';
import { VLANTranslationRule } from './entities/vlan-translation-rule.entity.js';
import { method } from '../core/model/filter-specs.js';
import { likeEscape } from '../database/sql.js';

/**
 * VLAN translation policies and their rules (NetBox's ipam/models/vlans.py). NetBox's serializers of both
 * leave out the URL in the UI, tags, custom fields and timestamps, though the models have them.
 */

const NOT_SERIALIZED = ['display_url', 'tags', 'custom_fields', 'created', 'last_updated'];

export const vlanTranslationPolicies = defineResource({
  entity: VLANTranslationPolicy,
  app: 'ipam',
  path: 'vlan-translation-policies',
  verboseName: 'VLAN translation policy',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description'],
  omit: NOT_SERIALIZED,
  fieldOrder: ['name', 'description', 'rules', 'comments'],
});

const policyNameSql = (t: string) => `(SELECT p.name FROM ipam_vlantranslationpolicy p WHERE p.id = ${t}.policy_id)`;

export const vlanTranslationRules = defineResource({
  entity: VLANTranslationRule,
  app: 'ipam',
  path: 'vlan-translation-rules',
  verboseName: 'VLAN translation rule',
  brief: 'complete',
  orderSql: (t) => `${policyNameSql(t)}, ${t}.policy_id, ${t}.local_vid`,
  display: (t) => `${t}.local_vid || ' -> ' || ${t}.remote_vid || ' (' || ${policyNameSql(t)} || ')'`,
  omit: NOT_SERIALIZED,
  changeParent: 'policy',
  filters: {
    // the policy's name, or either VID
    q: method((t, values, params) => {
      const value = values[values.length - 1].trim();
      if (!value) return null;
      const parts = [`${policyNameSql(t)} ILIKE ${params.add(`%${likeEscape(value)}%`)}`];
      if (/^-?\d+$/.test(value) && Number.isSafeInteger(Number(value))) {
        const n = params.add(Number(value));
        parts.push(`${t}.local_vid = ${n}::bigint`, `${t}.remote_vid = ${n}::bigint`);
      }
      return `(${parts.join(' OR ')})`;
    }),
  },
});

export const vlanTranslationResources = [vlanTranslationPolicies, vlanTranslationRules];
