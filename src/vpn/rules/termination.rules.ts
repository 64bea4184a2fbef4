import type { Queryable } from '../../database/db.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { ModelRules } from '../../core/model/model-rules.js';
import { displaySql } from '../../core/serialize/plan.js';
import { quoteIdent } from '../../database/sql.js';
import { L2VPN_P2P_TYPES, L2VPNType } from '../choices.js';

/** The display string of an object named by a generic relation, as the API shows it. */
async function displayOf(db: Queryable, type: string, id: number): Promise<string> {
  const resource = ResourceRegistry.forObjectType(type);
  const [row] = await db.query<{ d: string }>(`SELECT ${displaySql(resource, 'x')} AS d FROM ${quoteIdent(resource.table)} x WHERE x.id = $1`, [id]);
  return row?.d ?? '';
}

/**
 * Tunnel termination (NetBox's TunnelTermination.clean()): an interface ends at most one tunnel; the error
 * names the interface and the tunnel it already ends.
 */
export const tunnelTerminationRules: ModelRules = {
  async validate(item, ctx) {
    const { termination_type: type, termination_id: id } = item.values;
    if (typeof type !== 'string' || id === null || id === undefined) return;
    const [taken] = await ctx.db.query<{ tunnel: string }>(
      `SELECT t.name AS tunnel FROM vpn_tunneltermination x JOIN vpn_tunnel t ON t.id = x.tunnel_id
        WHERE x.termination_type = $1 AND x.termination_id = $2 AND x.id IS DISTINCT FROM $3::bigint LIMIT 1`,
      [type, id, item.id],
    );
    if (!taken) return;
    const name = (await ctx.row(type, Number(id)))?.name;
    ctx.error('termination', `${String(name)} is already attached to a tunnel (${taken.tunnel}).`);
  },
};

/**
 * L2VPN termination (NetBox's L2VPNTermination.clean()): an object is terminated on one L2VPN at most, and a
 * point-to-point L2VPN has at most two terminations.
 */
export const l2vpnTerminationRules: ModelRules = {
  async validate(item, ctx) {
    const { assigned_object_type: type, assigned_object_id: id, l2vpn } = item.values;
    if (typeof type === 'string' && id !== null && id !== undefined) {
      const [taken] = await ctx.db.query<{ id: number }>(
        `SELECT id FROM vpn_l2vpntermination WHERE assigned_object_type = $1 AND assigned_object_id = $2 AND id IS DISTINCT FROM $3::bigint LIMIT 1`,
        [type, id, item.id],
      );
      if (taken) ctx.error('__all__', `L2VPN Termination already assigned (${await displayOf(ctx.db, type, Number(id))})`);
    }
    const vpn = await ctx.row('vpn.l2vpn', l2vpn as number | null);
    if (vpn && L2VPN_P2P_TYPES.includes(vpn.type as string)) {
      const [row] = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM vpn_l2vpntermination WHERE l2vpn_id = $1 AND id IS DISTINCT FROM $2::bigint`,
        [vpn.id, item.id],
      );
      if (row.n >= 2) {
        ctx.error('__all__', `${L2VPNType.label(vpn.type as string)} L2VPNs cannot have more than two terminations; found ${row.n} already defined.`);
      }
    }
  },
};
