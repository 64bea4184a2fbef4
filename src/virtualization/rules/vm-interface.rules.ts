import { ModelRules } from '../../core/model/model-rules.js';
import { checkPrimaryMac, deriveNaturalName } from '../../dcim/rules/interface.rules.js';
import { VirtualMachine } from '../entities/virtual-machine.entity.js';
import { VMInterface } from '../entities/vm-interface.entity.js';

export const vmInterfaceRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
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
  derive: deriveNaturalName,
};
