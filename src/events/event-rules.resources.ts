import { defineResource, ResourceRegistry } from '../core/model/define-resource.js';
import { method } from '../core/model/filter-specs.js';
import { objectTypesFilter, objectTypesIdFilter } from '../core/query/object-type-filters.js';
import { RuleContext } from '../core/model/model-rules.js';
import { conditionProblems } from './conditions.js';
import { EventRule, EventType } from './entities/event-rule.entity.js';

/**
 * Object types an event rule may name: models with the `event_rules` feature (NetBox's
 * ObjectType.objects.with_feature('event_rules')), each written `<app_label>.<model>`. As DRF's many field,
 * the first bad entry is the error (NetBox's ContentTypeField messages).
 */
export function checkObjectTypes(value: unknown, ctx: RuleContext, required: boolean): void {
  if (!Array.isArray(value) || (required && !value.length)) {
    ctx.error('object_types', required ? 'This field is required.' : 'Expected a list of object types.');
    return;
  }
  for (const type of value) {
    if (typeof type !== 'string' || type.split('.').length !== 2) {
      ctx.error('object_types', "Invalid value. Specify a content type as '<app_label>.<model_name>'.");
      return;
    }
    if (!ResourceRegistry.byObjectType(type)?.hasFeature('event_rules')) {
      ctx.error('object_types', `Invalid content type: ${type}`);
      return;
    }
  }
}

export function checkConditions(value: unknown, ctx: RuleContext): void {
  for (const problem of conditionProblems(value)) ctx.error('conditions', problem);
}

export const eventRules = defineResource({
  entity: EventRule,
  app: 'extras',
  path: 'event-rules',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description', 'comments'],
  lacks: ['bookmarks', 'cloning', 'custom_links', 'journaling', 'notifications'],
  filters: {
    object_type_id: objectTypesIdFilter(),
    object_type: objectTypesFilter(),
    // rules reacting to any of the given event types
    event_type: method((t, values, params) => `${t}.event_types ?| ${params.add(values)}::text[]`),
  },
  rules: {
    validate(item, ctx) {
      checkObjectTypes(item.values.object_types, ctx, true);
      const events = item.values.event_types;
      if (!Array.isArray(events) || !events.length) ctx.error('event_types', 'This field is required.');
      else for (const e of events) if (EventType.match(e) === undefined) ctx.error('event_types', `${String(e)} is not a valid choice.`);
      checkConditions(item.values.conditions, ctx);
      const kind = item.values.action_type;
      const target = item.values.action_object_type;
      if (kind === 'script') ctx.error('action_type', 'Custom scripts are not supported by this service.');
      else if (kind === 'webhook' && target !== 'extras.webhook')
        ctx.error('action_object_type', 'A webhook rule must name a webhook (extras.webhook).');
      else if (kind === 'notification' && target !== 'extras.notificationgroup') {
        ctx.error('action_object_type', 'A notification rule must name a notification group (extras.notificationgroup).');
      }
      const data = item.values.action_data;
      if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
        ctx.error('action_data', 'JSON data must be in object form. Example: {"foo": 123}');
      }
    },
  },
});
