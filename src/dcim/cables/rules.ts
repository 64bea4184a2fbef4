import { ResourceRegistry } from '../../core/model/define-resource.js';
import type { BatchRuleContext, ModelRules, WriteItem } from '../../core/model/model-rules.js';
import { pushTo } from '../../core/collections.js';
import { displaySql } from '../../core/serialize/plan.js';
import { quoteIdent } from '../../database/sql.js';
import { InterfaceType, VIRTUAL_INTERFACE_TYPES, WIRELESS_INTERFACE_TYPES } from '../choices/index.js';
import { COMPATIBLE_TERMINATION_TYPES } from '../choices/cables.js';
import { profileProblem, profileSpec } from './profiles.js';
import { duplicateMessage, type Termination } from './terminations-field.js';

/**
 * NetBox's Cable.clean() and CableTermination.clean(): a length needs a unit; a new cable needs both ends;
 * one model per end, compatible ends, never the same object on both; and each termination neither marked
 * connected, nor on another cable, nor a virtual or wireless interface, nor a circuit termination on a
 * provider network; a profile bounds each end's terminations by its connectors. NetBox stops at the first
 * failure, as a non-field error (the profile's, on the end's field).
 */

const METERS: Record<string, number> = { km: 1000, m: 1, cm: 0.01, mi: 1609.344, ft: 0.3048, in: 0.0254 };
const NONCONNECTABLE = new Set([...VIRTUAL_INTERFACE_TYPES, ...WIRELESS_INTERFACE_TYPES]);

const model = (type: string) => type.slice(type.indexOf('.') + 1);

/** The stored terminations of both ends of these cables (for updates that leave an end alone), by `cable:end`. */
async function storedEnds(ctx: BatchRuleContext, cables: number[]): Promise<Map<string, Termination[]>> {
  const out = new Map<string, Termination[]>();
  if (!cables.length) return out;
  const rows = await ctx.db.query<{ cable_id: number; cable_end: string; termination_type: string; termination_id: number }>(
    `SELECT cable_id::int, cable_end, termination_type, termination_id::int FROM dcim_cabletermination
      WHERE cable_id = ANY($1::bigint[]) ORDER BY connector, id`,
    [cables],
  );
  for (const r of rows) pushTo(out, `${r.cable_id}:${r.cable_end}`, { type: r.termination_type, id: r.termination_id });
  return out;
}

/** What a termination's checks need: its flags, its parent's display and its own, the cable it ends (if any). */
interface TerminationFacts {
  id: number;
  mark_connected: boolean;
  type: string | null;
  provider_network: number | null;
  parent: string;
  display: string;
  cable: number | null;
}

/** The facts of every termination named, one statement per model, by `type:id`. */
async function factsOf(ctx: BatchRuleContext, terminations: Termination[]): Promise<Map<string, TerminationFacts>> {
  const idsByType = new Map<string, Set<number>>();
  for (const t of terminations) idsByType.set(t.type, (idsByType.get(t.type) ?? new Set()).add(t.id));
  const out = new Map<string, TerminationFacts>();
  for (const [type, ids] of idsByType) {
    const resource = ResourceRegistry.forObjectType(type);
    const parent =
      type === 'dcim.powerfeed'
        ? `(SELECT p.name FROM dcim_powerpanel p WHERE p.id = x.power_panel_id)`
        : type === 'circuits.circuittermination'
          ? `(SELECT c.cid FROM circuits_circuit c WHERE c.id = x.circuit_id)`
          : `(SELECT COALESCE(d.name, d.id::text) FROM dcim_device d WHERE d.id = x.device_id)`;
    const rows = await ctx.db.query<TerminationFacts>(
      `SELECT x.id::int, x.mark_connected, ${type === 'dcim.interface' ? 'x.type' : 'NULL'} AS type,
              ${type === 'circuits.circuittermination' ? 'x._provider_network_id' : 'NULL'} AS provider_network,
              ${parent} AS parent, ${displaySql(resource, 'x')} AS display, ct.cable_id::int AS cable
         FROM ${quoteIdent(resource.table)} x
         LEFT JOIN dcim_cabletermination ct ON ct.termination_type = $2 AND ct.termination_id = x.id
        WHERE x.id = ANY($1::bigint[])`,
      [[...ids], type],
    );
    for (const r of rows) out.set(`${type}:${r.id}`, r);
  }
  return out;
}

/** The first reason these ends cannot be cabled, or null. */
function checkEnds(item: WriteItem, facts: Map<string, TerminationFacts>, a: Termination[], b: Termination[]): string | null {
  for (const end of [a, b]) {
    if (end.length > 1 && end.some((t) => t.type !== end[0].type)) return 'Cannot connect different termination types to same end of cable.';
  }
  if (a.length && b.length) {
    const [aType, bType] = [model(a[0].type), model(b[0].type)];
    if (!(COMPATIBLE_TERMINATION_TYPES[aType] ?? []).includes(bType)) return `Incompatible termination types: ${aType} and ${bType}`;
    if (aType === bType && a.some((t) => b.some((u) => u.id === t.id))) return 'A and B terminations cannot connect to the same object.';
  }
  for (const t of [...a, ...b]) {
    const f = facts.get(`${t.type}:${t.id}`);
    if (!f) continue;
    if (f.mark_connected) return `Cannot connect a cable to ${f.parent} > ${f.display} because it is marked as connected.`;
    if (f.cable !== null && f.cable !== item.id) return duplicateMessage(t.type, t.id, f.cable);
    if (f.type !== null && NONCONNECTABLE.has(f.type)) {
      return `Cables cannot be terminated to ${InterfaceType.label(f.type) ?? f.type} interfaces`;
    }
    if (f.provider_network !== null) return 'Circuit terminations attached to a provider network may not be cabled.';
  }
  return null;
}

export const cableRules: ModelRules = {
  validate(item, ctx) {
    const v = item.values;
    if (v.length !== null && v.length !== undefined && !v.length_unit) ctx.error('__all__', 'Must specify a unit when setting a cable length');
  },
  /** the ends of the whole batch: stored ends and the terminations' facts loaded in one statement per model */
  async validateAll(items, ctx) {
    const partial = items.filter((i) => i.id && (!i.given.has('a_terminations') || !i.given.has('b_terminations')));
    const stored = await storedEnds(
      ctx,
      partial.map((i) => i.id!),
    );
    const ends = items.map((item) => {
      const v = item.values;
      const side = (field: string, end: 'A' | 'B') =>
        item.given.has(field) ? (v[field] as Termination[]) : item.id ? (stored.get(`${item.id}:${end}`) ?? []) : [];
      return { item, a: side('a_terminations', 'A'), b: side('b_terminations', 'B') };
    });
    const checked = ends.filter(({ item, a, b }) => {
      if (ctx.mode === 'create' && (!a.length || !b.length)) {
        ctx.error(item, '__all__', 'Must define A and B terminations when creating a new cable.');
        return false;
      }
      // the profile's connectors bound each end, whether the ends or the profile changed (NetBox's profile clean())
      const profile = item.values.profile as string;
      const profiled = profileSpec(profile) ? profileProblem(profile, a, b) : null;
      if (profiled) {
        ctx.error(item, profiled.field, profiled.message);
        return false;
      }
      return item.given.has('a_terminations') || item.given.has('b_terminations');
    });
    const facts = await factsOf(
      ctx,
      checked.flatMap(({ a, b }) => [...a, ...b]),
    );
    for (const { item, a, b } of checked) {
      const problem = checkEnds(item, facts, a, b);
      if (problem) ctx.error(item, '__all__', problem);
    }
  },
  derive(item) {
    const v = item.values;
    // a length without a unit is refused above; no length, no unit
    if (v.length === null || v.length === undefined) v.length_unit = null;
    item.derived._abs_length = v.length_unit ? (Number(v.length) * METERS[v.length_unit as string]).toFixed(4) : null;
  },
};

/** A cabled object cannot also be marked connected (NetBox's CabledObjectModel.clean()). */
export const markConnectedRule: ModelRules = {
  validate(item, ctx) {
    if (item.values.mark_connected && item.before?.cable) ctx.error('mark_connected', 'Cannot mark as connected with a cable attached.');
  },
};
