import { EventType } from '../../events/entities/event-rule.entity.js';
import { eventRules } from '../../events/event-rules.resources.js';
import { ModelForm } from './model-form.js';

/** The event rule form (NetBox 4): object types × event types × conditions → a webhook. */
export const eventRuleForm = new ModelForm(eventRules, [
  {
    legend: 'Event rule',
    fields: [
      { name: 'name', widget: 'text' },
      { name: 'description', widget: 'text' },
      { name: 'enabled', widget: 'checkbox' },
    ],
  },
  {
    legend: 'When',
    fields: [
      { name: 'object_types', widget: 'objectTypes', required: true, help: 'One or more object types (Ctrl/Cmd-click to pick several).' },
      {
        name: 'event_types',
        widget: 'checkboxes',
        required: true,
        options: EventType.entries.map(([value, label]) => ({ value: String(value), label })),
      },
      { name: 'conditions', widget: 'json', help: 'Optional JSON the object must match, e.g. {"attr": "status.value", "value": "active"}.' },
    ],
  },
  {
    legend: 'Then',
    fields: [
      { name: 'action_type', widget: 'select' },
      {
        name: 'action_object_type',
        widget: 'select',
        label: 'Action object type',
        options: [{ value: 'extras.webhook', label: 'Webhook' }],
        required: true,
      },
      { name: 'action_object_id', widget: 'select', label: 'Webhook', dynamic: true, integer: true, required: true, help: 'The webhook to call.' },
      { name: 'action_data', widget: 'json' },
    ],
  },
  { legend: 'Notes', fields: [{ name: 'comments', widget: 'textarea' }] },
]);
