import { ResourceRegistry } from '../../core/model/define-resource.js';
import type { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
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

/** The stored terminations of one end of a cable (for updates that leave that end alone). */
async function storedEnd(ctx: RuleContext, cable: number, end: 'A' | 'B'): Promise<Termination[]> {
  const rows = await ctx.db.query<{ termination_type: string; termination_id: number }>(
    'SELECT termination_type, termination_id FROM dcim_cabletermination WHERE cable_id = $1 AND cable_end = $2 ORDER BY connector, id',
    [cable, end],
  );
  return rows.map((r) => ({ type: r.termination_type, id: Number(r.termination_id) }));
}

/** What a termination's checks need: its flags, its parent's display and its own, the cable it ends (if any). */
interface TerminationFacts {
  mark_connected: boolean;
  type: string | null;
  provider_network: number | null;
  parent: string;
  display: string;
  cable: number | null;
}

async function factsOf(ctx: RuleContext, t: Termination): Promise<TerminationFacts | null> {
  const resource = ResourceRegistry.forObjectType(t.type);
  const x = 'x';
  const parent =
    t.type === 'dcim.powerfeed'
      ? `(SELECT p.name FROM dcim_powerpanel p WHERE p.id = x.power_panel_id)`
      : t.type === 'circuits.circuittermination'
        ? `(SELECT c.cid FROM circuits_circuit c WHERE c.id = x.circuit_id)`
        : `(SELECT COALESCE(d.name, d.id::text) FROM dcim_device d WHERE d.id = x.device_id)`;
  const [row] = await ctx.db.query<TerminationFacts>(
    `SELECT x.mark_connected, ${t.type === 'dcim.interface' ? 'x.type' : 'NULL'} AS type,
            ${t.type === 'circuits.circuittermination' ? 'x._provider_network_id' : 'NULL'} AS provider_network,
            ${parent} AS parent, ${displaySql(resource, x)} AS display,
            (SELECT ct.cable_id FROM dcim_cabletermination ct WHERE ct.termination_type = $2 AND ct.termination_id = x.id) AS cable
       FROM ${quoteIdent(resource.table)} x WHERE x.id = $1`,
    [t.id, t.type],
  );
  return row ?? null;
}

/** The first reason these ends cannot be cabled, or null. */
async function checkEnds(item: WriteItem, ctx: RuleContext, a: Termination[], b: Termination[]): Promise<string | null> {
  for (const end of [a, b]) {
    if (end.length > 1 && end.some((t) => t.type !== end[0].type)) return 'Cannot connect different termination types to same end of cable.';
  }
  if (a.length && b.length) {
    const [aType, bType] = [model(a[0].type), model(b[0].type)];
    if (!(COMPATIBLE_TERMINATION_TYPES[aType] ?? []).includes(bType)) return `Incompatible termination types: ${aType} and ${bType}`;
    if (aType === bType && a.some((t) => b.some((u) => u.id === t.id))) return 'A and B terminations cannot connect to the same object.';
  }
  for (const t of [...a, ...b]) {
    const facts = await factsOf(ctx, t);
    if (!facts) continue;
    if (facts.mark_connected) return `Cannot connect a cable to ${facts.parent} > ${facts.display} because it is marked as connected.`;
    if (facts.cable !== null && Number(facts.cable) !== item.id) return duplicateMessage(t.type, t.id, Number(facts.cable));
    if (facts.type !== null && NONCONNECTABLE.has(facts.type)) {
      return `Cables cannot be terminated to ${InterfaceType.label(facts.type) ?? facts.type} interfaces`;
    }
    if (facts.provider_network !== null) return 'Circuit terminations attached to a provider network may not be cabled.';
  }
  return null;
}

export const cableRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    if (v.length !== null && v.length !== undefined && !v.length_unit) return ctx.error('__all__', 'Must specify a unit when setting a cable length');
    const givenA = item.given.has('a_terminations');
    const givenB = item.given.has('b_terminations');
    const a = givenA ? (v.a_terminations as Termination[]) : item.id ? await storedEnd(ctx, item.id, 'A') : [];
    const b = givenB ? (v.b_terminations as Termination[]) : item.id ? await storedEnd(ctx, item.id, 'B') : [];
    if (ctx.mode === 'create' && (!a.length || !b.length)) return ctx.error('__all__', 'Must define A and B terminations when creating a new cable.');
    // the profile's connectors bound each end, whether the ends or the profile changed (NetBox's profile clean())
    const profiled = profileSpec(v.profile as string) ? profileProblem(v.profile as string, a, b) : null;
    if (profiled) return ctx.error(profiled.field, profiled.message);
    if (!givenA && !givenB) return;
    const problem = await checkEnds(item, ctx, a, b);
    if (problem) ctx.error('__all__', problem);
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
