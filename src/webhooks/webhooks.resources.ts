import { defineResource } from '../core/model/define-resource.js';
import { checkConditions, checkObjectTypes } from '../events/event-rules.resources.js';
import { payloadUrlProblem } from './payload-url.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { Webhook } from './entities/webhook.entity.js';

export const webhooks = defineResource({
  entity: Webhook,
  app: 'extras',
  path: 'webhooks',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description', 'payload_url'],
  lacks: ['bookmarks', 'cloning', 'custom_links', 'journaling', 'notifications'],
  rules: {
    validate(item, ctx) {
      const v = item.values;
      const problem = payloadUrlProblem(v.payload_url);
      if (problem) ctx.error('payload_url', problem);
      if (!v.ssl_verification && v.ca_file_path) {
        ctx.error('ca_file_path', 'Do not specify a CA certificate file if SSL verification is disabled.');
      }
      checkObjectTypes(v.object_types, ctx, false);
      if ((v.object_types as unknown[] | undefined)?.length && !v.type_create && !v.type_update && !v.type_delete) {
        ctx.error('__all__', 'You must select at least one type: create, update, and/or delete.');
      }
      checkConditions(v.conditions, ctx);
    },
  },
});

/** Every delivery and its attempts (read-only; POST …/<id>/retry/ re-queues a failed one). */
export const webhookDeliveries = defineResource({
  entity: WebhookDelivery,
  app: 'extras',
  path: 'webhook-deliveries',
  brief: ['id', 'url', 'display', 'webhook', 'state', 'event', 'object_type', 'object_id', 'attempts'],
  ordering: ['-id'],
  display: (t) => `'#' || ${t}.id || ' ' || ${t}.event || ' ' || ${t}.object_type || ':' || ${t}.object_id`,
  search: ['object_type', 'error', 'response_body'],
  readOnly: true,
  changeLogged: false,
});
