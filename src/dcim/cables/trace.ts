import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ResourceService } from '../../core/api/resource.service.js';
import type { ActionContext, Resource, ResourceAction } from '../../core/model/define-resource.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { ApiError, NotFoundError } from '../../core/model/errors.js';
import { BASE_URL_PARAM, nestedObjectSql, sqlString } from '../../core/serialize/plan.js';
import { getObjectJson } from '../../core/query/reader.js';
import type { Queryable } from '../../database/db.js';
import { Db } from '../../database/db.js';
import { Params, quoteIdent } from '../../database/sql.js';
import { parseNode } from './paths.js';
import { apiView } from '../../core/api/views.js';

/**
 * What the stored paths answer (NetBox's PathEndpointMixin.trace, PassThroughPortMixin.paths and
 * ConnectedDeviceViewSet): a path endpoint's trace as (near ends, cable, far ends) segments (continued
 * through the interface a single far-end interface is bridged to), the paths
 * through a front or rear port, and the device at the far end of a named peer interface.
 */

/** NetBox's TracedCableSerializer: choices as bare values. */
const TRACED_CABLE = ['id', 'url', 'display_url', 'type', 'status', 'label', 'color', 'length', 'length_unit', 'description'];

/**
 * Another link (a wireless link) where a cable would be: NetBox serializes it with the traced-cable
 * serializer, so it shows the cable fields it also has; of those it lacks, the ones a cable may leave
 * null are null and the others absent.
 */
function tracedLinkFields(link: Resource): { render: string[]; shape: (json: Record<string, unknown>) => Record<string, unknown> } {
  const cable = ResourceRegistry.forObjectType('dcim.cable');
  const own = (name: string) => ['id', 'url', 'display_url'].includes(name) || link.field(name) !== undefined;
  return {
    render: TRACED_CABLE.filter(own),
    shape: (json) => {
      const out: Record<string, unknown> = {};
      for (const name of TRACED_CABLE) {
        if (own(name)) out[name] = json[name];
        else if (cable.field(name)?.nullable) out[name] = null;
      }
      return out;
    },
  };
}

/** Every node of these hops rendered in one statement: links (`links`) as traced cables, others in their brief form. */
async function renderNodes(db: Queryable, baseUrl: string, hops: string[][], links: Set<string> = new Set()): Promise<Map<string, unknown>> {
  const nodes = [...new Set(hops.flat())].map(parseNode);
  if (!nodes.length) return new Map();
  const linkTypes = [...new Set([...links].map((n) => parseNode(n).type))];
  const shapes = new Map(linkTypes.map((type) => [type, type === 'dcim.cable' ? null : tracedLinkFields(ResourceRegistry.forObjectType(type))]));
  const branches = linkTypes.map((type, i) => {
    const fields = shapes.get(type)?.render ?? TRACED_CABLE;
    return `WHEN n.l AND n.t = ${sqlString(type)} THEN ${nestedObjectSql(ResourceRegistry.forObjectType(type), fields, 'n.i', `tl${i}`, { plainChoices: true })}`;
  });
  const brief = `inv_brief(n.t, n.i, ${BASE_URL_PARAM}::text)`;
  const rows = await db.query<{ t: string; i: string; j: Record<string, unknown> }>(
    `SELECT n.t, n.i::text AS i, ${branches.length ? `CASE ${branches.join(' ')} ELSE ${brief} END` : brief} AS j
       FROM unnest($2::text[], $3::bigint[], $4::boolean[]) AS n(t, i, l)`,
    [baseUrl, nodes.map((n) => n.type), nodes.map((n) => n.id), nodes.map((n) => links.has(`${n.type}:${n.id}`))],
  );
  return new Map(
    rows.map((r) => {
      const key = `${r.t}:${r.i}`;
      const shape = links.has(key) ? shapes.get(r.t) : null;
      return [key, shape ? shape.shape(r.j) : r.j];
    }),
  );
}

interface StoredPath {
  id: number;
  path: string[][];
  is_complete: boolean;
}

/** The stored path of the object the URL names (null without one), among those the caller may view; 404 otherwise. */
async function visiblePath(ctx: ActionContext): Promise<StoredPath | null> {
  const params = new Params();
  const where = [`t.id = ${params.add(ctx.id)}`];
  const scoped = ctx.scope(ctx.resource, 'view')?.('t', params);
  if (scoped) where.push(scoped);
  const [row] = await ctx.db.query<{ id: number | null; path: string[][] | null; is_complete: boolean | null }>(
    `SELECT cp.id::int AS id, cp.path, cp.is_complete FROM ${quoteIdent(ctx.resource.table)} t LEFT JOIN dcim_cablepath cp ON cp.id = t._path_id WHERE ${where.join(' AND ')}`,
    params.values,
  );
  if (!row) throw new NotFoundError(`No ${ctx.resource.className} matches the given query.`);
  return row.path ? { id: row.id!, path: row.path, is_complete: !!row.is_complete } : null;
}

/** The path of the interface an interface is bridged to (NetBox's trace continues there), or null. */
async function bridgedPath(db: Queryable, destination: string[]): Promise<number | null> {
  if (destination.length !== 1) return null;
  const { type, id } = parseNode(destination[0]);
  if (type !== 'dcim.interface') return null;
  const [row] = await db.query<{ path_id: number | null }>(
    'SELECT b._path_id::int AS path_id FROM dcim_interface i JOIN dcim_interface b ON b.id = i.bridge_id WHERE i.id = $1',
    [id],
  );
  return row?.path_id ?? null;
}

export const traceAction: ResourceAction = {
  name: 'trace',
  summary: { get: 'Trace the cable path from this endpoint: (near ends, cable, far ends) segments' },
  async get(ctx) {
    let stored = await visiblePath(ctx);
    const hops: string[][] = [];
    const seen = new Set<number>();
    // a path ending at one interface bridged to another continues with that one's path (NetBox's trace())
    while (stored) {
      seen.add(stored.id);
      const path = [...stored.path];
      // a path ending at a pass-through port has no cable or far end; one ending at a site or provider network no cable
      if (path.length % 3 === 1) path.push([], []);
      else if (path.length % 3 === 2) path.splice(path.length - 1, 0, []);
      hops.push(...path);
      const next = stored.is_complete ? await bridgedPath(ctx.db, stored.path[stored.path.length - 1]) : null;
      if (next === null || seen.has(next)) break;
      [stored] = await ctx.db.query<StoredPath>('SELECT id::int AS id, path, is_complete FROM dcim_cablepath WHERE id = $1', [next]);
    }
    if (!hops.length) return { body: [] };
    const links = new Set(hops.filter((_, i) => i % 3 === 1).flatMap((hop) => hop.slice(0, 1)));
    const rendered = await renderNodes(ctx.db, ctx.env.baseUrl, hops, links);
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
 * the named interface is connected to (what LLDP-driven provisioning asks), in its full form without the config context.
 */
// NetBox's ConnectedDeviceViewSet (IsAuthenticatedOrLoginNotRequired only)
apiView('/api/dcim/connected-device/', {
  name: 'Connected Device Locator',
  description: "The device on the far end of a peer device's interface.",
  tokenPermissions: false,
});

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
    // NetBox's DeviceSerializer, not the device endpoint's DeviceWithConfigContextSerializer
    const rep = { exclude: 'config_context' };
    const json = await getObjectJson(this.db, devices, row.device_id, rep, { baseUrl: request.ctx.baseUrl }, this.api.scopeFor(devices, 'view'));
    return JSON.parse(json) as unknown;
  }
}
