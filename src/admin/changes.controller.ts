import { Controller, Get, Param, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionService } from '../auth/session.js';
import { objectChanges } from '../changelog/changelog.resources.js';
import { ChangeAction } from '../changelog/entities/object-change.entity.js';
import { ResourceRegistry } from '../core/model/define-resource.js';
import { parseId } from '../core/api/resource.service.js';
import { AdminExceptionFilter } from './admin.filter.js';
import { AdminGuard, frame } from './admin.guard.js';
import { AdminReads } from './admin-reads.js';
import { HTML, type Json } from './crud.js';
import { render } from './views.js';

const FILTERS = ['q', 'action', 'changed_object_type', 'changed_object_id', 'user_name', 'time_after', 'time_before', 'request_id'] as const;
const text = (v: unknown) => (v === undefined ? '' : JSON.stringify(v));

/** Before and after of each field a change touched: all of them for a create or delete, the differing ones for an update. */
export function diffOf(change: Json): { key: string; pre: string; post: string }[] {
  const pre = (change.prechange_data ?? {}) as Json;
  const post = (change.postchange_data ?? {}) as Json;
  const action = change.action?.value;
  const keys =
    action === 'create' ? Object.keys(post) : action === 'delete' ? Object.keys(pre) : [...new Set([...Object.keys(pre), ...Object.keys(post)])];
  return keys
    .filter((k) => action !== 'update' || text(pre[k]) !== text(post[k]))
    .sort()
    .map((key) => ({ key, pre: action === 'create' ? '' : text(pre[key]), post: action === 'delete' ? '' : text(post[key]) }));
}

/** The change log: every change record, filterable, and each with its diff. */
@ApiExcludeController()
@Controller('admin/changes')
@UseGuards(AdminGuard)
@UseFilters(AdminExceptionFilter)
export class AdminChangesController {
  constructor(
    private readonly reads: AdminReads,
    private readonly sessions: SessionService,
  ) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const f = Object.fromEntries(FILTERS.map((name) => [name, typeof query[name] === 'string' ? query[name] : ''])) as Record<
      (typeof FILTERS)[number],
      string
    >;
    const page = await this.reads.list(objectChanges, request, { ...query, ...f }, [
      'id',
      'time',
      'user_name',
      'action',
      'changed_object_type',
      'changed_object',
      'object_repr',
      'request_id',
    ]);
    const types = [
      ...new Set(
        ResourceRegistry.all()
          .filter((r) => r.changeLogged)
          .map((r) => r.objectType),
      ),
    ].sort();
    reply.type(HTML);
    return render('changeList', {
      ...frame(request, this.sessions, 'Change log', 'changes'),
      f,
      filtered: Object.values(f).some(Boolean),
      actions: ChangeAction.entries.map(([value, label]) => ({ value, label, selected: value === f.action })),
      types: types.map((value) => ({ value, selected: value === f.changed_object_type })),
      changes: page.results.map((c) => ({ ...c, objectUrl: apiPage(c), shortRequest: String(c.request_id).slice(0, 8) })),
      page,
    });
  }

  @Get(':id')
  async detail(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const id = parseId(rawId);
    const c = await this.reads.get(objectChanges, id, request);
    reply.type(HTML);
    return render('changeDetail', {
      ...frame(request, this.sessions, `Change #${id}: ${String(c.display)}`, 'changes'),
      c,
      objectUrl: apiPage(c),
      diff: diffOf(c),
    });
  }
}

/** The changed object's page in the browsable API, while it exists. */
function apiPage(change: Json): string | null {
  const url = (change.changed_object as Json | null)?.url;
  return typeof url === 'string' ? new URL(url).pathname : null;
}
