import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { checkPrimaryMac, deriveInterfaceNaturalName } from '../../dcim/rules/interface.rules.js';
import { VirtualMachine } from '../entities/virtual-machine.entity.js';
import { VMInterface } from '../entities/vm-interface.entity.js';

type Row = Record<string, unknown>;
/** A VLAN as NetBox prints it: `name (vid)`. */
const vlanName = (vlan: Row) => `${String(vlan.name)} (${String(vlan.vid)})`;

/** NetBox's VLAN checks of a VM interface (its model's and its serializer's). */
async function checkVlans(item: WriteItem, ctx: RuleContext): Promise<void> {
  const v = item.values;
  if (v.qinq_svlan && v.mode !== 'q-in-q') ctx.error('qinq_svlan', 'Only Q-in-Q interfaces may specify a service VLAN.');
  const vm = await ctx.row(VirtualMachine, v.virtual_machine as number | null);
  const site = (vm?.site as number | null | undefined) ?? null;
  const untagged = await ctx.row('ipam.vlan', v.untagged_vlan as number | null);
  if (untagged && untagged.site !== null && untagged.site !== site) {
    ctx.error(
      'untagged_vlan',
      `The untagged VLAN (${vlanName(untagged)}) must belong to the same site as the interface's parent virtual machine, or it must be global.`,
    );
  }
  // tagged VLANs are a to-many field: the request's ids, already checked to exist
  const tagged = Array.isArray(item.raw.tagged_vlans) ? item.raw.tagged_vlans.map(Number) : [];
  for (const id of tagged) {
    const vlan = await ctx.row('ipam.vlan', id);
    if (vlan && vlan.site !== null && vlan.site !== site) {
      return ctx.error(
        'tagged_vlans',
        `VLAN ${vlanName(vlan)} must belong to the same site as the interface's parent virtual machine, or it must be global.`,
      );
    }
  }
}

/**
 * NetBox's save(): no mode, no untagged VLAN; an update leaving the interface in another mode than
 * tagged drops its tagged VLANs (unless the same request sets them).
 */
async function deriveVlans(item: WriteItem, ctx: RuleContext): Promise<void> {
  const v = item.values;
  if (!v.mode && v.untagged_vlan !== null) {
    v.untagged_vlan = null;
    item.given.add('untagged_vlan');
  }
  if (item.before && v.mode !== 'tagged' && !item.given.has('tagged_vlans')) {
    await ctx.db.query('DELETE FROM virtualization_vminterface_tagged_vlans WHERE vminterface_id = $1', [item.id]);
  }
}

export const vmInterfaceRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    await checkVlans(item, ctx);
    for (const [field, own, label] of [
      ['parent', 'An interface cannot be its own parent.', 'parent'],
      ['bridge', 'An interface cannot be bridged to itself.', 'bridge'],
    ] as const) {
      const other = await ctx.row(VMInterface, v[field] as number | null);
      if (!other) continue;
      if (other.id === item.id) ctx.error(field, own);
      else if (other.virtual_machine !== v.virtual_machine) {
        const vm = await ctx.row(VirtualMachine, other.virtual_machine as number);
        ctx.error(field, `The selected ${label} interface (${other.name}) belongs to a different virtual machine (${vm?.name}).`);
      }
    }
    await checkPrimaryMac(item, ctx, 'virtualization.vminterface');
  },
  async derive(item, ctx) {
    deriveInterfaceNaturalName(item);
    await deriveVlans(item, ctx);
  },
};
