import { ModelRules } from '../../core/model/model-rules.js';
import { sqlString } from '../../core/serialize/plan.js';
import { ContactPriority } from '../choices.js';

export const contactAssignmentRules: ModelRules = {
  validate(item, ctx) {
    // the serializer lets the role out, the model does not (Django's full_clean message)
    if (item.values.role === null || item.values.role === undefined) ctx.error('role', 'This field cannot be null.');
  },
};

/** `<contact> (<Priority>) -> <object>`, the priority left out when unset. */
export const contactAssignmentDisplaySql = (t: string) => {
  const labels = ContactPriority.entries.map(([value, label]) => `WHEN ${sqlString(String(value))} THEN ${sqlString(label)}`).join(' ');
  return `(SELECT c.name FROM tenancy_contact c WHERE c.id = ${t}.contact_id)
    || COALESCE(' (' || CASE ${t}.priority ${labels} END || ')', '')
    || ' -> ' || COALESCE(inv_brief(${t}.object_type, ${t}.object_id, '') ->> 'display', '')`;
};
