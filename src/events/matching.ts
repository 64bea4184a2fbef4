import { compileConditions } from './conditions.js';

/**
 * Which webhooks an event goes to. Two configurations feed it: a webhook's own NetBox-3 triggers
 * (object types, enabled, create/update/delete, conditions) and NetBox-4 event rules pointing at a
 * webhook (object types, event types, conditions, action data). A webhook matched both ways gets one
 * delivery (the first match: its own trigger, then rules in id order).
 */

export interface OutboxRow {
  id: number;
  created: string;
  request_id: string;
  /** an object's change, or a job's event (outbox.ts JobEvent) */
  event: 'created' | 'updated' | 'deleted' | 'job_started' | 'job_completed';
  object_type: string;
  object_id: number;
  username: string;
  data: Record<string, unknown>;
  prechange: Record<string, unknown> | null;
  postchange: Record<string, unknown> | null;
}

interface WebhookTrigger {
  id: number;
  object_types: string[];
  type_create: boolean;
  type_update: boolean;
  type_delete: boolean;
  conditions: unknown;
  holds: (data: unknown) => boolean;
}

interface EventRuleRow {
  id: number;
  object_types: string[];
  event_types: string[];
  conditions: unknown;
  action_object_id: number;
  action_data: Record<string, unknown> | null;
  holds: (data: unknown) => boolean;
}

export interface Triggers {
  webhooks: WebhookTrigger[];
  rules: EventRuleRow[];
  /** rules notifying a notification group */
  notifying: EventRuleRow[];
}

/** A notification an event rule asks for: the group's members are told about the object. */
export interface NotificationMatch {
  groupId: number;
  eventType: string;
}

export interface Match {
  webhookId: number;
  eventRuleId: number | null;
  context: Record<string, unknown>;
}

/**
 * An event's data with a rule's action data underneath (the object's own keys win). Action data that is not an
 * object (a row older than the validation) is ignored, as NetBox's process_event_rules does.
 */
function withActionData(actionData: unknown, data: Record<string, unknown>): Record<string, unknown> {
  return actionData && typeof actionData === 'object' && !Array.isArray(actionData) ? { ...actionData, ...data } : data;
}

/** Where each kind of trigger is read from (SQL, alias `w` or `r`): the triggers and their object types alike. */
const WEBHOOK_TRIGGERS = `extras_webhook w WHERE w.enabled AND jsonb_array_length(w.object_types) > 0`;
const WEBHOOK_RULES = `extras_eventrule r JOIN extras_webhook w ON w.id = r.action_object_id
           WHERE r.enabled AND r.action_type = 'webhook' AND r.action_object_type = 'extras.webhook'`;
const NOTIFYING_RULES = `extras_eventrule r
           WHERE r.enabled AND r.action_type = 'notification' AND r.action_object_type = 'extras.notificationgroup'`;
const RULE_COLUMNS = 'r.id, r.object_types, r.event_types, r.conditions, r.action_object_id, r.action_data';

/** The enabled webhooks with their own triggers, webhook rules and notifying rules, as JSON arrays (one row). */
export const TRIGGER_COLUMNS = `
       (SELECT COALESCE(json_agg(t ORDER BY t.id), '[]') FROM (
          SELECT w.id, w.object_types, w.type_create, w.type_update, w.type_delete, w.conditions FROM ${WEBHOOK_TRIGGERS}) t) AS webhooks,
       (SELECT COALESCE(json_agg(t ORDER BY t.id), '[]') FROM (SELECT ${RULE_COLUMNS} FROM ${WEBHOOK_RULES}) t) AS rules,
       (SELECT COALESCE(json_agg(t ORDER BY t.id), '[]') FROM (SELECT ${RULE_COLUMNS} FROM ${NOTIFYING_RULES}) t) AS notifying`;

/**
 * The object types any of those names (SQL, one column `t`): an event of another type matches nothing, so its
 * data need not be read.
 */
export const TRIGGERED_TYPES = `
       SELECT jsonb_array_elements_text(w.object_types) AS t FROM ${WEBHOOK_TRIGGERS}
       UNION SELECT jsonb_array_elements_text(r.object_types) FROM ${WEBHOOK_RULES}
       UNION SELECT jsonb_array_elements_text(r.object_types) FROM ${NOTIFYING_RULES}`;

export interface TriggerRows {
  webhooks: Omit<WebhookTrigger, 'holds'>[];
  rules: Omit<EventRuleRow, 'holds'>[];
  notifying: Omit<EventRuleRow, 'holds'>[];
}

/** The triggers as read (TRIGGER_COLUMNS), their conditions compiled. */
export function compileTriggers(row: TriggerRows): Triggers {
  return {
    webhooks: row.webhooks.map((w) => ({ ...w, holds: compileConditions(w.conditions) })),
    rules: row.rules.map((r) => ({ ...r, holds: compileConditions(r.conditions) })),
    notifying: row.notifying.map((r) => ({ ...r, holds: compileConditions(r.conditions) })),
  };
}

/** A job's event rather than an object's change. */
const isJobEvent = (row: OutboxRow): row is OutboxRow & { event: 'job_started' | 'job_completed' } => row.event.startsWith('job_');

/** The event type rules name: `object_created`…, or the job event itself. */
const ruleEventType = (row: OutboxRow): string => (isJobEvent(row) ? row.event : `object_${row.event}`);

/**
 * The notification groups an event goes to (each group once). Job events notify no group: NetBox's notification
 * names the object by the event data's id, which a job's data lacks.
 */
export function matchNotifications(triggers: Triggers, row: OutboxRow): NotificationMatch[] {
  const groups = new Map<number, NotificationMatch>();
  if (isJobEvent(row)) return [];
  for (const r of triggers.notifying) {
    if (groups.has(r.action_object_id) || !r.object_types.includes(row.object_type)) continue;
    if (!r.event_types.includes(ruleEventType(row))) continue;
    const data = withActionData(r.action_data, row.data);
    if (!r.holds(data)) continue;
    groups.set(r.action_object_id, { groupId: r.action_object_id, eventType: ruleEventType(row) });
  }
  return [...groups.values()];
}

/**
 * NetBox's template context (docs/webhooks.md §4.1): the seed's keys in its order, plus object_type. A job's
 * event (NetBox's send_webhook for job_start / job_end) has no request and no snapshots: `event` is `job_started`
 * or `job_ended`, `request_id` null, `data` the job's data (with the rule's action data underneath).
 */
export function eventContext(row: OutboxRow, timestamp: string, data: Record<string, unknown>): Record<string, unknown> {
  if (isJobEvent(row)) {
    return {
      event: row.event === 'job_started' ? 'job_started' : 'job_ended',
      timestamp,
      model: row.object_type.split('.')[1],
      username: row.username || null,
      request_id: null,
      data,
      object_type: row.object_type,
    };
  }
  return {
    event: row.event,
    timestamp,
    model: row.object_type.split('.')[1],
    username: row.username,
    request_id: row.request_id,
    data,
    snapshots: { prechange: row.prechange, postchange: row.postchange },
    object_type: row.object_type,
  };
}

export function matchEvent(triggers: Triggers, row: OutboxRow, timestamp: string): Match[] {
  const matches = new Map<number, Match>();
  const flag = { created: 'type_create', updated: 'type_update', deleted: 'type_delete' } as const;
  // a webhook's own (NetBox 3) triggers are object changes only
  const trigger = isJobEvent(row) ? null : flag[row.event as keyof typeof flag];
  for (const w of triggers.webhooks) {
    if (!trigger) break;
    if (matches.has(w.id) || !w.object_types.includes(row.object_type) || !w[trigger]) continue;
    if (!w.holds(row.data)) continue;
    matches.set(w.id, { webhookId: w.id, eventRuleId: null, context: eventContext(row, timestamp, row.data) });
  }
  for (const r of triggers.rules) {
    if (matches.has(r.action_object_id) || !r.object_types.includes(row.object_type)) continue;
    if (!r.event_types.includes(ruleEventType(row))) continue;
    // action data sits underneath the object's own keys (docs/webhooks.md §4.3)
    const data = withActionData(r.action_data, row.data);
    if (!r.holds(data)) continue;
    matches.set(r.action_object_id, { webhookId: r.action_object_id, eventRuleId: r.id, context: eventContext(row, timestamp, data) });
  }
  return [...matches.values()];
}
