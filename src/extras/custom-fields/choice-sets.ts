import { defineResource, ResourceRegistry } from '../../core/model/define-resource.js';
import { method } from '../../core/model/filter-specs.js';
import { quoteIdent } from '../../database/sql.js';
import { pythonTypeName } from '../../core/write/coerce.js';
import type { RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { baseChoices } from './base-choices.js';
import { choiceSetChoices } from './choices.action.js';
import { CHOICE_COLORS } from './choices.js';
import { CustomFieldChoiceSet } from './entities/custom-field-choice-set.entity.js';

/** Custom field choice sets: the values selection fields offer (docs/models.md §6.2). */

export const notAList = (value: unknown) => `Expected a list of items but got type "${pythonTypeName(value)}".`;

/** `extra_choices`: a list of [value, label] pairs (DRF's ListField messages). */
function pairsError(value: unknown): string | null {
  if (value === null) return 'This field may not be null.';
  if (!Array.isArray(value)) return notAList(value);
  for (const pair of value) {
    if (!Array.isArray(pair)) return notAList(pair);
    if (pair.length < 2) return 'Ensure this field has at least 2 elements.';
    if (pair.length > 2) return 'Ensure this field has no more than 2 elements.';
    if (pair.some((p) => typeof p !== 'string' && typeof p !== 'number')) return 'Not a valid string.';
  }
  return null;
}

/** Removing a choice that objects still hold is refused (NetBox's CustomFieldChoiceSet.clean). */
async function removedChoicesInUse(item: WriteItem, ctx: RuleContext, values: string[]): Promise<string | null> {
  const before = (item.before?.extra_choices as [string, string][] | undefined) ?? [];
  const removed = before.map((c) => String(c[0])).filter((v) => !values.includes(v));
  if (!removed.length || item.id === null) return null;
  const fields = await ctx.db.query<{ name: string; type: string; object_types: string[] }>(
    `SELECT name, type, object_types FROM extras_customfield WHERE choice_set_id = $1 ORDER BY id`,
    [item.id],
  );
  for (const field of fields) {
    for (const type of field.object_types) {
      const resource = ResourceRegistry.byObjectType(type);
      if (!resource?.hasCustomFields) continue;
      for (const choice of removed) {
        const probe = field.type === 'multiselect' ? JSON.stringify([choice]) : JSON.stringify(choice);
        const op = field.type === 'multiselect' ? '@>' : '=';
        const used = await ctx.db.query(`SELECT 1 FROM ${quoteIdent(resource.table)} WHERE custom_field_data -> $1::text ${op} $2::jsonb LIMIT 1`, [
          field.name,
          probe,
        ]);
        if (used.length) return `Cannot remove choice ${choice} as there are ${resource.verboseName} objects which reference it.`;
      }
    }
  }
  return null;
}

export const customFieldChoiceSets = defineResource({
  entity: CustomFieldChoiceSet,
  app: 'extras',
  path: 'custom-field-choice-sets',
  brief: ['id', 'url', 'display', 'name', 'description', 'choices_count'],
  search: ['name', 'description'],
  actions: [choiceSetChoices],
  filters: {
    // choice: sets offering this value
    choice: method((t, values, params) => `(${values.map((v) => `${t}.extra_choices @> ${params.add(JSON.stringify([[v]]))}::jsonb`).join(' OR ')})`),
    // sets giving any choice one of these colors
    choice_colors: method(
      (t, values, params) => `EXISTS (SELECT 1 FROM jsonb_each_text(${t}.choice_colors) c WHERE c.value = ANY(${params.add(values)}::text[]))`,
    ),
  },
  rules: {
    async validate(item, ctx) {
      const { values } = item;
      const problem = pairsError(values.extra_choices);
      if (problem) return ctx.error('extra_choices', problem);
      const pairs = (values.extra_choices as unknown[][]).map(([v, l]) => [String(v), String(l)] as [string, string]);
      values.extra_choices = pairs;
      if (!values.base_choices && !pairs.length) return ctx.error('__all__', 'Must define base or extra choices.');
      const seen = new Set<string>();
      for (const [value] of pairs) {
        if (seen.has(value)) return ctx.error('__all__', `Duplicate value '${value}' found in extra choices.`);
        seen.add(value);
      }
      const colors = (values.choice_colors ?? {}) as Record<string, unknown>;
      const baseValues = new Set(baseChoices(values.base_choices as string | null).map((c) => c[0]));
      const badValues = Object.keys(colors)
        .filter((k) => !seen.has(k) && !baseValues.has(k))
        .sort();
      if (badValues.length) {
        return ctx.error('choice_colors', `Color mappings must reference an existing choice value. Invalid value(s): ${badValues.join(', ')}.`);
      }
      const badColors = [...new Set(Object.values(colors).map(String))].filter((c) => !CHOICE_COLORS.includes(c)).sort();
      if (badColors.length) return ctx.error('choice_colors', `Invalid color value(s): ${badColors.join(', ')}. Use a supported named color.`);
      const inUse = await removedChoicesInUse(item, ctx, [...seen]);
      if (inUse) ctx.error('__all__', inUse);
    },
    derive(item) {
      if (item.values.order_alphabetically) {
        (item.values.extra_choices as [string, string][]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        item.given.add('extra_choices');
      }
    },
  },
});
