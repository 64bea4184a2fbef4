import { pythonTypeName } from '../../core/write/coerce.js';
import { ModelRules } from '../../core/model/model-rules.js';
import { SiteGroup } from '../../dcim/entities/site-group.entity.js';
import { Site } from '../../dcim/entities/site.entity.js';
import { VLAN_VID_MAX, VLAN_VID_MIN } from '../choices.js';
import { VLANGroup } from '../entities/vlan-group.entity.js';

type Range = [number, number];

/** `vid_ranges`: a list of inclusive [lower, upper] pairs within 1…4094, not overlapping (NetBox's VLANGroup.clean()). */
function checkRanges(value: unknown): string | null {
  if (value === null) return 'This field may not be null.';
  if (!Array.isArray(value)) return `Expected a list of items but got type "${pythonTypeName(value)}".`;
  for (const r of value) {
    if (!Array.isArray(r) || r.length !== 2) return 'Ranges must be specified in the form (lower, upper).';
    if (!r.every((n) => Number.isInteger(n))) return 'Range boundaries must be defined as integers.';
    const [lower, upper] = r as Range;
    if (lower < VLAN_VID_MIN) return `Starting VLAN ID in range (${lower}) cannot be less than ${VLAN_VID_MIN}`;
    if (upper > VLAN_VID_MAX) return `Ending VLAN ID in range (${upper}) cannot exceed ${VLAN_VID_MAX}`;
    if (lower > upper) return `Ending VLAN ID in range must be greater than or equal to the starting VLAN ID (${lower}-${upper})`;
  }
  const sorted = [...(value as Range[])].sort((a, b) => a[0] - b[0]);
  if (sorted.some((r, i) => i > 0 && sorted[i - 1][1] >= r[0])) return 'Ranges cannot overlap.';
  return null;
}

export const vlanGroupRules: ModelRules = {
  validate(item, ctx) {
    if (!item.before || item.given.has('vid_ranges')) {
      const problem = checkRanges(item.values.vid_ranges);
      if (problem) ctx.error('vid_ranges', problem);
    }
  },
  derive(item) {
    if (item.before && !item.given.has('vid_ranges')) return;
    const ranges = item.values.vid_ranges as Range[];
    item.derived.total_vlan_ids = ranges.reduce((sum, [lower, upper]) => sum + upper - lower + 1, 0);
  },
};

/** `1-5,8` as NetBox's ranges_to_string prints a group's ranges. */
const rangesText = (ranges: Range[]) => ranges.map(([lo, hi]) => (lo === hi ? `${lo}` : `${lo}-${hi}`)).join(',');

/** VLAN (NetBox's VLAN.clean()): site and group agree, the VID lies in the group's ranges, Q-in-Q roles. */
export const vlanRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    const group = await ctx.row(VLANGroup, v.group as number | null);
    const site = await ctx.row(Site, v.site as number | null);
    if (group && site && group.scope_type === 'dcim.site' && Number(group.scope_id) !== site.id) {
      const scope = await ctx.row(Site, Number(group.scope_id));
      ctx.error('__all__', `VLAN is assigned to group ${group.name} (scope: ${scope?.name}); cannot also assign to site ${site.name}.`);
    }
    if (group && site && group.scope_type === 'dcim.sitegroup' && Number(group.scope_id) !== site.group) {
      const scope = await ctx.row(SiteGroup, Number(group.scope_id));
      ctx.error('__all__', `The assigned site ${site.name} is not a member of the assigned group ${group.name} (scope: ${scope?.name}).`);
    }
    if (group && typeof v.vid === 'number') {
      const ranges = (group.vid_ranges as Range[] | null) ?? [];
      if (!ranges.some(([lo, hi]) => (v.vid as number) >= lo && (v.vid as number) <= hi)) {
        ctx.error('vid', `VID must be in ranges ${rangesText(ranges)} for VLANs in group ${group.name}`);
      }
    }
    if (v.qinq_svlan && v.qinq_role !== 'cvlan') ctx.error('qinq_svlan', 'Only Q-in-Q customer VLANs maybe assigned to a service VLAN.');
    if (v.qinq_role === 'cvlan' && !v.qinq_svlan) ctx.error('qinq_role', 'A Q-in-Q customer VLAN must be assigned to a service VLAN.');
  },
};
