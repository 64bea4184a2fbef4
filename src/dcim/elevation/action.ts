import { NotFoundError } from '../../core/model/errors.js';
import type { ActionContext, ResourceAction } from '../../core/model/define-resource.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { Params } from '../../database/sql.js';
import { parseElevationQuery } from './query.js';
import { Reservation, renderElevationSvg } from './svg.js';
import { rackedDevices, RackRow, rackUnits, unitJson } from './units.js';

/**
 * `GET /api/dcim/racks/<id>/elevation/` (docs/models.md §1.6): the units of one face, paged like
 * a list and searchable by unit (`q`), or with `render=svg` a picture of that face.
 */

async function rackRow(ctx: ActionContext): Promise<RackRow & { name: string }> {
  const params = new Params();
  const where = [`t.id = ${params.add(ctx.id)}`];
  const scoped = ctx.scope(ctx.resource, 'view')?.('t', params);
  if (scoped) where.push(scoped);
  const [row] = await ctx.db.query<RackRow & { name: string }>(
    `SELECT t.id, t.name, t.u_height, t.starting_unit, t.desc_units FROM dcim_rack t WHERE ${where.join(' AND ')}`,
    params.values,
  );
  if (!row) throw new NotFoundError(`No ${ctx.resource.className} matches the given query.`);
  return row;
}

export const rackElevation: ResourceAction = {
  name: 'elevation',
  summary: { get: 'Rack elevation: the units of one face, or with render=svg a picture of it' },
  async get(ctx) {
    const rack = await rackRow(ctx);
    const options = parseElevationQuery(ctx.query);
    const devices = ResourceRegistry.forObjectType('dcim.device');
    // devices the caller may not view take their units unnamed
    const scope = ctx.scope(devices, 'view');
    if (options.render === 'svg') {
      const placed = await rackedDevices(ctx.db, devices, rack.id, ctx.env.baseUrl, null, scope);
      const reservations = await ctx.db.query<Reservation>(
        'SELECT id, units, description FROM dcim_rackreservation WHERE rack_id = $1 ORDER BY created, id',
        [rack.id],
      );
      const svg = renderElevationSvg({ rack, devices: placed, reservations, options, baseUrl: ctx.env.baseUrl });
      return { body: svg, contentType: 'image/svg+xml' };
    }
    const placed = await rackedDevices(ctx.db, devices, rack.id, ctx.env.baseUrl, options.exclude, scope);
    let units = rackUnits(rack, placed, options.face, options.expand_devices);
    const q = options.q?.toLowerCase();
    if (q) units = units.filter((u) => u.idText.includes(q) || u.name.toLowerCase().includes(q));
    const page = ctx.paginate(units);
    const results = page.results.map((u) => unitJson(u, options.face)).join(',');
    return {
      body: `{"count":${page.count},"next":${JSON.stringify(page.next)},"previous":${JSON.stringify(page.previous)},"results":[${results}]}`,
      json: true,
    };
  },
};
