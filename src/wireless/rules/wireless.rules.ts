import { ModelRules } from '../../core/model/model-rules.js';
import { distanceRules } from '../../circuits/rules/distance.rules.js';
import { scopeCache, setCached, touchesRelation } from '../../dcim/cached-scope.js';
import { InterfaceType, WIRELESS_INTERFACE_TYPES } from '../../dcim/choices/index.js';
import { Interface } from '../../dcim/entities/interface.entity.js';

export const wirelessLanRules: ModelRules = {
  async derive(item, ctx) {
    if (touchesRelation(item, 'scope')) setCached(item, await scopeCache(item.values.scope_type, item.values.scope_id, ctx));
  },
};

export const wirelessLinkRules: ModelRules = {
  /** NetBox's WirelessLink.clean(): both ends wireless interfaces (the first failing end is reported), and a distance's unit. */
  async validate(item, ctx) {
    for (const end of ['interface_a', 'interface_b'] as const) {
      const iface = await ctx.row(Interface, item.values[end] as number | null);
      const type = String(iface?.type ?? '');
      if (iface && !WIRELESS_INTERFACE_TYPES.includes(type)) {
        return ctx.error(end, `${InterfaceType.label(type) ?? type} is not a wireless interface.`);
      }
    }
    distanceRules.validate(item, ctx);
  },
  /** caches the devices of both ends */
  async derive(item, ctx) {
    distanceRules.derive(item);
    const cache: Record<string, unknown> = {};
    for (const end of ['interface_a', 'interface_b'] as const) {
      if (item.before && !item.given.has(end)) continue;
      cache[`_${end}_device`] = (await ctx.row(Interface, item.values[end] as number | null))?.device ?? null;
    }
    for (const [name, value] of Object.entries(cache)) {
      item.values[name] = value;
      item.derived[`${name}_id`] = value;
    }
  },
};
