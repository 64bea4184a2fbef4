import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { pageRequest, representationQuery, toQueryMap } from '../core/query/list-request.js';
import { getObject, listObjects } from '../core/query/reader.js';
import { Resource } from '../core/model/define-resource.js';
import { AccessPolicy } from '../core/api/resource.service.js';
import { Db } from '../database/db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API representations the HTML templates read into
type Json = Record<string, any>;

export interface AdminPage {
  count: number | null;
  next: string | null;
  previous: string | null;
  results: Json[];
}

/**
 * Reads for the admin pages through the API's read path: the same filters (`?state=failed&webhook_id=3`),
 * ordering, pagination and permission scope; objects come back as their API representation.
 */
@Injectable()
export class AdminReads {
  constructor(
    private readonly db: Db,
    private readonly access: AccessPolicy,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** A page of objects; empty query values ("any" in a filter form) are left out. `fields` limits the representation. */
  async list(resource: Resource, request: FastifyRequest, query: Record<string, unknown>, fields?: string[]): Promise<AdminPage> {
    this.access.check(resource, 'view');
    const map = toQueryMap(query);
    for (const [key, values] of map) {
      const kept = values.filter((v) => v !== '');
      if (kept.length) map.set(key, kept);
      else map.delete(key);
    }
    if (fields) map.set('fields', [fields.join(',')]);
    const page = pageRequest(map, this.settings.paginateCount, this.settings.maxPageSize);
    const env = { baseUrl: request.ctx.baseUrl };
    const url = `${request.ctx.baseUrl}${request.url}`;
    const result = await listObjects(this.db, resource, map, representationQuery(map, 'GET'), page, env, url, this.access.scope(resource, 'view'));
    return { ...result, results: result.results.map((text) => JSON.parse(text) as Json) };
  }

  async get(resource: Resource, id: number, request: FastifyRequest): Promise<Json> {
    this.access.check(resource, 'view');
    return getObject(this.db, resource, id, {}, { baseUrl: request.ctx.baseUrl }, this.access.scope(resource, 'view'));
  }

  /** Whether the user may do this at all (for links and buttons; the action itself checks again). */
  may(resource: Resource, action: 'view' | 'add' | 'change' | 'delete'): boolean {
    try {
      this.access.check(resource, action);
      return true;
    } catch {
      return false;
    }
  }
}
