import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ResourceService } from '../../core/api/resource.service.js';
import type { ActionContext, ResourceAction } from '../../core/model/define-resource.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { ApiError, NotFoundError } from '../../core/model/errors.js';
import { BASE_URL_PARAM, nestedObjectSql } from '../../core/serialize/plan.js';
import { getObjectJson } from '../../core/query/reader.js';
import type { Queryable } from '../../database/db.js';
import { Db } from '../../database/db.js';
import { Params, quoteIdent } from '../../database/sql.js';
import { parseNode } from './paths.js';

/**
 * What the stored paths answer (NetBox's PathEndpointMixin.trace, PassThroughPortMixin.paths and
 * ConnectedDeviceViewSet): a path endpoint's trace as (near ends, cable, far ends) segments, the paths
 * through a front or rear port, and the device at the far end of a named peer interface.
 */

/** NetBox's TracedCableSerializer: choices as bare values. */
const TRACED_CABLE = ['id', 'url', 'display_url', 'type', 'status', 'label', 'color', 'length', 'length_unit', 'description'];

/** Every node of these hops rendered in one statement: cables as traced cables (`traced`) or briefs, others in their brief form. */
async function renderNodes(db: Queryable, baseUrl: string, hops: string[][], traced: boolean): Promise<Map<string, unknown>> {
  const nodes = [...new Set(hops.flat())].map(parseNode);
  if (!nodes.length) return new Map();
  const cable = traced ? nestedObjectSql(ResourceRegistry.forObjectType('dcim.cable'), TRACED_CABLE, 'n.i', 'tc', { plainChoices: true }) : null;
  const rows = await db.query<{ t: string; i: string; j: unknown }>(
    `SELECT n.t, n.i::text AS i, ${cable ? `CASE WHEN n.t = 'dcim.cable' THEN ${cable} ELSE inv_brief(n.t, n.i, ${BASE_URL_PARAM}::text) END` : `inv_brief(n.t, n.i, ${BASE_URL_PARAM}::text)`} AS j
       FROM unnest($2::text[], $3::bigint[]) AS n(t, i)`,
    [baseUrl, nodes.map((n) => n.type), nodes.map((n) => n.id)],
  );
  return new Map(rows.map((r) => [`${r.t}:${r.i}`, r.j]));
}

/** The stored path of the object the URL names (null without one), among those the caller may view; 404 otherwise. */
async function visiblePath(ctx: ActionContext): Promise<string[][] | null> {
  const params = new Params();
  const where = [`t.id = ${params.add(ctx.id)}`];
  const scoped = ctx.scope(ctx.resource, 'view')?.('t', params);
  if (scoped) where.push(scoped);
  const [row] = await ctx.db.query<{ path: string[][] | null }>(
    `SELECT cp.path FROM ${quoteIdent(ctx.resource.table)} t LEFT JOIN dcim_cablepath cp ON cp.id = t._path_id WHERE ${where.join(' AND ')}`,
    params.values,
  );
  if (!row) throw new NotFoundError(`No ${ctx.resource.className} matches the given query.`);
  return row.path;
}

export const traceAction: ResourceAction = {
  name: 'trace',
  summary: { get: 'Trace the cable path from this endpoint: (near ends, cable, far ends) segments' },
  async get(ctx) {
    const path = await visiblePath(ctx);
    if (path === null) return { body: [] };
    const hops = [...path];
    // a path ending at a pass-through port has no cable or far end; one ending at a site or provider network no cable
    if (hops.length % 3 === 1) hops.push([], []);
    else if (hops.length % 3 === 2) hops.splice(hops.length - 1, 0, []);
    const rendered = await renderNodes(ctx.db, ctx.env.baseUrl, hops, true);
    const out: unknown[] = [];
    for (let i = 0; i < hops.length; i += 3) {
      const [near, cable, far] = [hops[i], hops[i + 1], hops[i + 2]];
      if (!near.length) break; // a split path stops here
      out.push([near.map((n) => rendered.get(n)), cable.length ? rendered.get(cable[0]) : [], far.map((n) => rendered.get(n))]);
    }
    return { body: out };
  },
};

export const pathsAction: ResourceAction = {
  name: 'paths',
  summary: { get: 'The cable paths through this port' },
  async get(ctx) {
    const params = new Params();
    const where = [`t.id = ${params.add(ctx.id)}`];
    const scoped = ctx.scope(ctx.resource, 'view')?.('t', params);
    if (scoped) where.push(scoped);
    const [found] = await ctx.db.query(`SELECT t.id FROM ${quoteIdent(ctx.resource.table)} t WHERE ${where.join(' AND ')}`, params.values);
    if (!found) throw new NotFoundError(`No ${ctx.resource.className} matches the given query.`);
    const paths = await ctx.db.query<{ id: number; path: string[][]; is_active: boolean; is_complete: boolean; is_split: boolean }>(
      'SELECT id::int, path, is_active, is_complete, is_split FROM dcim_cablepath WHERE _nodes @> ARRAY[$1]::text[] ORDER BY id',
      [`${ctx.resource.objectType}:${ctx.id}`],
    );
    const rendered = await renderNodes(
      ctx.db,
      ctx.env.baseUrl,
      paths.flatMap((p) => p.path),
      false,
    );
    return {
      body: paths.map((p) => ({
        id: p.id,
        path: p.path.map((hop) => hop.map((n) => rendered.get(n))),
        is_active: p.is_active,
        is_complete: p.is_complete,
        is_split: p.is_split,
      })),
    };
  },
};

/**
 * `GET /api/dcim/connected-device/?peer_device=<name>&peer_interface=<name>`: the device whose interface
 * the named interface is connected to (what LLDP-driven provisioning asks), in its full form.
 */
@ApiTags('dcim')
@Controller('api/dcim/connected-device')
export class ConnectedDeviceController {
  constructor(
    private readonly db: Db,
    private readonly api: ResourceService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'dcim_connected_device_list', summary: 'The device connected to a peer device’s interface' })
  @ApiQuery({ name: 'peer_device', type: String })
  @ApiQuery({ name: 'peer_interface', type: String })
  async find(@Query('peer_device') peerDevice: unknown, @Query('peer_interface') peerInterface: unknown, @Req() request: FastifyRequest) {
    if (typeof peerDevice !== 'string' || !peerDevice || typeof peerInterface !== 'string' || !peerInterface) {
      throw new ApiError(400, { detail: 'Request must include "peer_device" and "peer_interface" filters.' });
    }
    const devices = ResourceRegistry.forObjectType('dcim.device');
    const interfaces = ResourceRegistry.forObjectType('dcim.interface');
    this.api.check(devices, 'view');
    this.api.check(interfaces, 'view');
    const params = new Params();
    const where = [`i.name = ${params.add(peerInterface)}`, `d.name = ${params.add(peerDevice)}`];
    const deviceScope = this.api.scopeFor(devices, 'view')?.('d', params);
    const interfaceScope = this.api.scopeFor(interfaces, 'view')?.('i', params);
    if (deviceScope) where.push(deviceScope);
    if (interfaceScope) where.push(interfaceScope);
    const [peer] = await this.db.query<{ path: string[][] | null }>(
      `SELECT cp.path FROM dcim_interface i JOIN dcim_device d ON d.id = i.device_id
         LEFT JOIN dcim_cablepath cp ON cp.id = i._path_id AND cp.is_complete
        WHERE ${where.join(' AND ')} ORDER BY i.id LIMIT 1`,
      params.values,
    );
    const last = peer?.path?.[peer.path.length - 1]?.[0];
    const endpoint = last ? parseNode(last) : null;
    if (!endpoint || endpoint.type !== 'dcim.interface') throw new NotFoundError();
    const [row] = await this.db.query<{ device_id: number }>('SELECT device_id::int FROM dcim_interface WHERE id = $1', [endpoint.id]);
    const json = await getObjectJson(this.db, devices, row.device_id, {}, { baseUrl: request.ctx.baseUrl }, this.api.scopeFor(devices, 'view'));
    return JSON.parse(json) as unknown;
  }
}
