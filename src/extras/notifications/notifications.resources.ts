import { defineResource, Resource } from '../../core/model/define-resource.js';
import { viaMany } from '../../core/model/filter-specs.js';
import { objectTypeIdFilter } from '../../core/query/object-type-filters.js';
import { featureOfGeneric } from '../object-types.js';
import { NotificationGroup } from './entities/notification-group.entity.js';
import { Notification } from './entities/notification.entity.js';
import { Subscription } from './entities/subscription.entity.js';

const notificationsOnly = featureOfGeneric('object', 'notifications', (type) => `Objects of this type (${type}) do not support notifications.`);

/** Notifications (NetBox's Notification): written by subscriptions (notifications.step.ts), event rules and jobs. */
export const notifications = defineResource({
  entity: Notification,
  app: 'extras',
  path: 'notifications',
  brief: ['id', 'url', 'display', 'object_type', 'object_id', 'user', 'read', 'event_type'],
  ordering: ['-created', 'id'],
  fieldOrder: ['id', 'object_type', 'object_id', 'object', 'user', 'created', 'read', 'event_type'],
  display: (t) => `${t}.object_repr`,
  search: [],
  changeLogged: false,
  omit: ['display_url'],
  filters: { object_type_id: objectTypeIdFilter('object_type') },
  rules: [
    notificationsOnly,
    {
      async derive(item, ctx) {
        // the object's display, kept for when the object is gone
        const type = item.values.object_type as string;
        const [row] = await ctx.db.query<{ repr: string | null }>(`SELECT left(inv_brief($1, $2, '') ->> 'display', 200) AS repr`, [
          type,
          item.values.object_id,
        ]);
        item.derived.object_repr = row?.repr ?? '';
      },
    },
  ],
});

export const notificationGroups = defineResource({
  entity: NotificationGroup,
  app: 'extras',
  path: 'notification-groups',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description'],
  filters: {
    user_id: viaMany('users'),
    user: viaMany('users', 'username'),
    group_id: viaMany('groups'),
    group: viaMany('groups', 'name'),
  },
});

export const subscriptions = defineResource({
  entity: Subscription,
  app: 'extras',
  path: 'subscriptions',
  brief: ['id', 'url', 'display', 'object_type', 'object_id', 'user'],
  ordering: ['-created', 'user'],
  display: (t) => `COALESCE(inv_brief(${t}.object_type, ${t}.object_id, '') ->> 'display', ${t}.id::text)`,
  search: [],
  changeLogged: false,
  omit: ['display_url'],
  filters: { object_type_id: objectTypeIdFilter('object_type') },
  rules: notificationsOnly,
});

export const notificationResources: Resource[] = [notifications, notificationGroups, subscriptions];
