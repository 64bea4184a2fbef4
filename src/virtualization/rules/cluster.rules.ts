import { ModelRules } from '../../core/model/model-rules.js';
import { scopeCache, setCached, touchesRelation } from '../../dcim/cached-scope.js';
import { Location } from '../../dcim/entities/location.entity.js';
import { Site } from '../../dcim/entities/site.entity.js';

export const clusterRules: ModelRules = {
  async validate(item, ctx) {
    if (!touchesRelation(item, 'scope')) return;
    // cached here rather than in derive: the (site, name) uniqueness rule needs the site
    const cache = await scopeCache(item.values.scope_type, item.values.scope_id, ctx);
    setCached(item, cache);
    if (!item.before) return;
    // the hosts of a cluster must lie in its scope
    const hosts = async (column: string, id: number) => {
      const rows = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM dcim_device WHERE cluster_id = $1 AND ${column} IS DISTINCT FROM $2`,
        [item.id, id],
      );
      return rows[0].n;
    };
    if (cache._site !== null) {
      const n = await hosts('site_id', cache._site);
      const site = await ctx.row(Site, cache._site);
      if (n) return ctx.error('scope', `${n} devices are assigned as hosts for this cluster but are not in site ${site?.name}`);
    }
    if (cache._location !== null) {
      const n = await hosts('location_id', cache._location);
      const location = await ctx.row(Location, cache._location);
      if (n) ctx.error('scope', `${n} devices are assigned as hosts for this cluster but are not in location ${location?.name}`);
    }
  },
};
