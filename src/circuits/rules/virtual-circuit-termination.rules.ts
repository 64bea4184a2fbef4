import { ModelRules } from '../../core/model/model-rules.js';
import { sqlString } from '../../core/serialize/plan.js';
import { VIRTUAL_INTERFACE_TYPES } from '../../dcim/choices/index.js';
import { Interface } from '../../dcim/entities/interface.entity.js';
import { VirtualCircuitTerminationRole } from '../choices.js';

export const virtualCircuitTerminationRules: ModelRules = {
  async validate(item, ctx) {
    const iface = await ctx.row(Interface, item.values.interface as number | null);
    if (iface && !VIRTUAL_INTERFACE_TYPES.includes(iface.type as string)) {
      ctx.error('__all__', 'Virtual circuits may be terminated only to virtual interfaces.');
    }
  },
};

/** `<cid>: <Role> termination` */
export const virtualCircuitTerminationDisplaySql = (t: string) => {
  const roles = VirtualCircuitTerminationRole.entries.map(([v, label]) => `WHEN ${sqlString(String(v))} THEN ${sqlString(label)}`).join(' ');
  return `(SELECT v.cid FROM circuits_virtualcircuit v WHERE v.id = ${t}.virtual_circuit_id) || ': ' || CASE ${t}.role ${roles} ELSE ${t}.role END || ' termination'`;
};
