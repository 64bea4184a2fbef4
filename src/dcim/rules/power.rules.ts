import { ModelRules } from '../../core/model/model-rules.js';
import { Location } from '../entities/location.entity.js';
import { PowerPanel } from '../entities/power-panel.entity.js';
import { Rack } from '../entities/rack.entity.js';
import { Site } from '../entities/site.entity.js';

export const powerPanelRules: ModelRules = {
  async validate(item, ctx) {
    const location = await ctx.row(Location, item.values.location as number | null);
    if (location && location.site !== item.values.site) {
      const [locationSite, site] = [await ctx.row(Site, location.site as number), await ctx.row(Site, item.values.site as number)];
      ctx.error('__all__', `Location ${location.name} (${locationSite?.name}) is in a different site than ${site?.name}`);
    }
  },
};

/**
 * Volt-amperes a feed may deliver: |voltage| × amperage × max utilization, times 1.732 (√3 as NetBox
 * rounds it) for three-phase supply, rounded half to even as Python's round() does.
 */
export function availablePower(voltage: number, amperage: number, maxUtilization: number, phase: string): number {
  // the same float operations in the same order as NetBox, so halves fall alike
  const va = Math.abs(voltage) * amperage * (maxUtilization / 100);
  return roundHalfEven(phase === 'three-phase' ? va * 1.732 : va);
}

function roundHalfEven(x: number): number {
  const floor = Math.floor(x);
  if (x - floor !== 0.5) return Math.round(x);
  return floor % 2 === 0 ? floor : floor + 1;
}

export const powerFeedRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    // a field validator of the model: checked before clean()
    if (v.voltage === 0) return ctx.error('voltage', 'This value may not be 0.');
    const rack = await ctx.row(Rack, v.rack as number | null);
    const panel = await ctx.row(PowerPanel, v.power_panel as number);
    if (rack && panel && rack.site !== panel.site) {
      const [rackSite, panelSite] = [await ctx.row(Site, rack.site as number), await ctx.row(Site, panel.site as number)];
      const rackName = `${rack.name}${rack.facility_id ? ` (${rack.facility_id})` : ''}`;
      return ctx.error('__all__', `Rack ${rackName} (${rackSite?.name}) and power panel ${panel.name} (${panelSite?.name}) are in different sites.`);
    }
    if ((v.voltage as number) < 0 && v.supply === 'ac') ctx.error('voltage', 'Voltage cannot be negative for AC supply');
  },
  derive(item) {
    const v = item.values;
    item.derived.available_power = availablePower(v.voltage as number, v.amperage as number, v.max_utilization as number, v.phase as string);
  },
};
