import { RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { quoteIdent } from '../../database/sql.js';
import type { Mapping } from '../port-mappings.js';

/**
 * A port's mappings (`rear_ports` of a front port, `front_ports` of a rear port, and of their templates)
 * checked against the ports: the opposite port on the same device (device type), every position within
 * its port's positions (NetBox's PortMappingBase.clean()), each position mapped once, and a port not
 * shrunk below the positions its mappings use.
 */
export interface PortSide {
  /** the list field and the side of the port holding it */
  field: 'rear_ports' | 'front_ports';
  side: 'front' | 'rear';
  /** device for components, device_type for templates */
  parent: 'device' | 'device_type';
  /** the opposite port model */
  other: string;
  /** dcim_portmapping or dcim_porttemplatemapping */
  table: string;
}

const NOUN = { front: 'Front port', rear: 'Rear port' } as const;

export function checkPortMappings(spec: PortSide) {
  const otherSide = spec.side === 'front' ? 'rear' : 'front';
  const template = spec.parent === 'device_type';
  const parentNoun = template ? 'device type' : 'device';
  return async (item: WriteItem, ctx: RuleContext): Promise<void> => {
    const v = item.values;
    const positions = Number(v.positions);
    const given = item.given.has(spec.field) ? (v[spec.field] as Mapping[]) : null;
    if (!given) {
      if (item.before && item.given.has('positions')) await checkShrink(item, ctx, spec, positions);
      return;
    }
    const seen = new Set<number>();
    const seenOther = new Set<string>();
    for (const m of given) {
      const other = await ctx.row(spec.other, m.other);
      if (!other) continue;
      const name = String(other.name);
      const error = (message: string) => ctx.error(spec.field, message);
      // templates: of the same device type, or of the same module type
      const sameParent = other[spec.parent] === v[spec.parent] && (!template || (other.module_type ?? null) === (v.module_type ?? null));
      if (!sameParent) error(`${NOUN[otherSide]} (${name}) must belong to the same ${parentNoun}`);
      if (m.position > positions) {
        error(`Invalid ${spec.side} port position (${m.position}): ${NOUN[spec.side]} ${v.name} has only ${positions} positions.`);
      }
      if (m.otherPosition > Number(other.positions)) {
        error(`Invalid ${otherSide} port position (${m.otherPosition}): ${NOUN[otherSide]} ${name} has only ${other.positions} positions.`);
      }
      if (seen.has(m.position)) error(`Position ${m.position} is mapped more than once.`);
      if (seenOther.has(`${m.other}:${m.otherPosition}`)) error(`${NOUN[otherSide]} ${name} position ${m.otherPosition} is mapped more than once.`);
      seen.add(m.position);
      seenOther.add(`${m.other}:${m.otherPosition}`);
    }
    // an opposite port position already mapped to another port of this side
    const own = `${spec.side}_port_id`;
    const otherColumn = `${otherSide}_port_id`;
    const taken = await ctx.db.query<{ name: string; position: number }>(
      `SELECT o.name, m.${otherSide}_port_position AS position
         FROM ${quoteIdent(spec.table)} m JOIN unnest($1::bigint[], $2::int[]) AS d(x, xp)
           ON m.${quoteIdent(otherColumn)} = d.x AND m.${otherSide}_port_position = d.xp
         JOIN ${quoteIdent(`dcim_${otherSide}port${template ? 'template' : ''}`)} o ON o.id = m.${quoteIdent(otherColumn)}
        WHERE m.${quoteIdent(own)} IS DISTINCT FROM $3 LIMIT 1`,
      [given.map((m) => m.other), given.map((m) => m.otherPosition), item.id],
    );
    if (taken.length) ctx.error(spec.field, `${NOUN[otherSide]} ${taken[0].name} position ${taken[0].position} is already mapped.`);
  };
}

/** Fewer positions than the stored mappings count (NetBox's rule), or than the highest position they use. */
async function checkShrink(item: WriteItem, ctx: RuleContext, spec: PortSide, positions: number): Promise<void> {
  const [{ count, highest }] = await ctx.db.query<{ count: number; highest: number | null }>(
    `SELECT count(*)::int AS count, max(${spec.side}_port_position)::int AS highest FROM ${quoteIdent(spec.table)}
      WHERE ${quoteIdent(`${spec.side}_port_id`)} = $1`,
    [item.id],
  );
  if (positions < count) {
    const mapped = `${spec.side === 'front' ? 'rear' : 'front'} port${spec.parent === 'device_type' ? ' template' : ''}s`;
    ctx.error('positions', `The number of positions cannot be less than the number of mapped ${mapped} (${count})`);
  } else if (highest !== null && positions < highest) {
    ctx.error('positions', `Position ${highest} is mapped: the port cannot have fewer positions.`);
  }
}
