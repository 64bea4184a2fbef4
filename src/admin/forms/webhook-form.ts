import { webhooks } from '../../webhooks/webhooks.resources.js';
import { ModelForm } from './model-form.js';

/** The webhook form (spec §6.1, NetBox 3 triggers included). */
export const webhookForm = new ModelForm(webhooks, [
  {
    legend: 'Webhook',
    fields: [
      { name: 'name', widget: 'text' },
      { name: 'description', widget: 'text' },
    ],
  },
  {
    legend: 'Triggers',
    fields: [
      {
        name: 'object_types',
        widget: 'objectTypes',
        help: 'Object types whose changes trigger the webhook by itself (Ctrl/Cmd-click to pick several); leave empty when event rules call it.',
      },
      { name: 'enabled', widget: 'checkbox' },
      { name: 'type_create', widget: 'checkbox' },
      { name: 'type_update', widget: 'checkbox' },
      { name: 'type_delete', widget: 'checkbox' },
      { name: 'conditions', widget: 'json', help: 'Optional JSON, e.g. {"and": [{"attr": "status.value", "value": "active"}]}.' },
    ],
  },
  {
    legend: 'HTTP request',
    fields: [
      { name: 'payload_url', widget: 'text' },
      { name: 'http_method', widget: 'select' },
      { name: 'http_content_type', widget: 'text' },
      { name: 'additional_headers', widget: 'textarea' },
      { name: 'body_template', widget: 'textarea' },
      { name: 'secret', widget: 'text' },
    ],
  },
  {
    legend: 'SSL',
    fields: [
      { name: 'ssl_verification', widget: 'checkbox', help: 'When off, the receiver’s certificate is not validated.' },
      { name: 'ca_file_path', widget: 'text' },
    ],
  },
]);
