import { ModelRules, WriteItem } from '../../core/model/model-rules.js';
import { VIRTUAL_INTERFACE_TYPES } from '../choices/index.js';
import { Interface } from '../entities/interface.entity.js';

/** Natural sort key: every run of digits padded, so "Gi1/0/2" sorts before "Gi1/0/10". */
function naturalize(name: string): string {
  return name.replace(/\d+/g, (digits) => digits.padStart(8, '0')).slice(0, 200);
}

/** Keeps the hidden `_name` sort key of an interface (device or VM) in step with its name. */
export function deriveNaturalName(item: WriteItem): void {
  if (item.given.has('name') || !item.before) item.derived._name = naturalize(String(item.values.name));
}

export const interfaceRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    if (item.before && item.given.has('device') && v.device !== item.before.device) {
      ctx.error('device', 'The device of an interface cannot be changed.');
    }
    const type = v.type as string;
    const virtual = VIRTUAL_INTERFACE_TYPES.includes(type);
    for (const [field, label] of [
      ['parent', 'parent'],
      ['bridge', 'bridge'],
      ['lag', 'LAG'],
    ] as const) {
      const other = await ctx.row(Interface, v[field] as number | null);
      if (!other) continue;
      if (other.id === item.id) ctx.error(field, `An interface cannot be its own ${label}.`);
      else if (other.device !== v.device) {
        ctx.error(field, `The selected ${label} interface (${other.name}) belongs to a different device.`);
      }
      if (field === 'lag' && other.type !== 'lag') ctx.error('lag', `The selected LAG interface (${other.name}) is not a LAG interface.`);
    }
    if (v.lag && virtual) ctx.error('lag', 'Virtual interfaces cannot have a parent LAG interface.');
    if (v.mark_connected && virtual) ctx.error('mark_connected', 'Virtual interfaces cannot be marked as connected.');
    if (v.parent && type !== 'virtual') ctx.error('parent', 'Only virtual interfaces may be assigned to a parent interface.');
  },
  derive: deriveNaturalName,
};
