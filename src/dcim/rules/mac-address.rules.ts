import { ModelRules } from '../../core/model/model-rules.js';

/** A MAC address that is its interface's primary stays on that interface (NetBox's MACAddress.clean()). */
export const macAddressRules: ModelRules = {
  async validate(item, ctx) {
    const before = item.before;
    if (!before?.assigned_object_type || before.assigned_object_id === null || before.assigned_object_id === undefined) return;
    const holder = await ctx.row(before.assigned_object_type as string, before.assigned_object_id as number);
    if (holder?.primary_mac_address !== item.id) return;
    const v = item.values;
    if (!v.assigned_object_type || v.assigned_object_id === null || v.assigned_object_id === undefined) {
      ctx.error('__all__', 'Cannot unassign MAC Address while it is designated as the primary MAC for an object');
    } else if (v.assigned_object_type !== before.assigned_object_type || v.assigned_object_id !== before.assigned_object_id) {
      ctx.error('__all__', 'Cannot reassign MAC Address while it is designated as the primary MAC for an object');
    }
  },
};
