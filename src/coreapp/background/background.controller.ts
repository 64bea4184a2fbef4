import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Job as BullJob, Queue } from 'bullmq';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../../config/settings.js';
import { SETTINGS } from '../../config/settings.provider.js';
import { currentContext } from '../../context/request-context.js';
import { ApiError, MethodNotAllowedError, NotFoundError, PermissionDeniedError } from '../../core/model/errors.js';
import { pageLink, pageRequest, toQueryMap } from '../../core/query/list-request.js';
import { WebhookQueue } from '../../webhooks/webhook-queue.service.js';
import { JobQueue } from '../jobs/job-queue.js';
import { apiView, declareAllow, isSuperuser } from '../../core/api/views.js';

/**
 * NetBox's RQ views (/api/core/background-queues|workers|tasks/) answered from this service's BullMQ
 * queues: webhook deliveries and jobs. Superusers only, as in NetBox. Field names are NetBox's; values
 * are BullMQ's (a task's id is `<queue>:<job id>`, its status a BullMQ state).
 */

type Json = Record<string, unknown>;

const STATES = ['waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed', 'waiting-children'] as const;

/** A BullMQ time (milliseconds) as NetBox renders datetimes: six fraction digits, none for a whole second. */
function iso(ms: number | undefined | null): string | null {
  if (!ms) return null;
  const text = new Date(ms).toISOString();
  return text.endsWith('.000Z') ? `${text.slice(0, -5)}Z` : text.replace(/Z$/, '000Z');
}

// NetBox's RQ viewsets name themselves per kind (their actions included) and are guarded by IsSuperuser only
for (const [path, name] of [
  ['background-queues', 'Background Queues'],
  ['background-workers', 'Background Workers'],
  ['background-tasks', 'Background Tasks'],
]) {
  const view = { name, description: `The ${name.toLowerCase()} of the job runner.`, tokenPermissions: false, permission: isSuperuser };
  apiView(`/api/core/${path}/`, view);
  apiView(`/api/core/${path}/:${path === 'background-tasks' ? 'id' : 'name'}/`, view);
}
for (const action of ['delete', 'requeue', 'enqueue', 'stop']) {
  apiView(`/api/core/background-tasks/:id/${action}/`, {
    name: 'Background Tasks',
    description: 'The background tasks of the job runner.',
    tokenPermissions: false,
    permission: isSuperuser,
  });
  // POST-only actions: the GET route only refuses the method
  declareAllow(`/api/core/background-tasks/:id/${action}/`, 'POST, OPTIONS');
}

@ApiTags('core')
@Controller('api/core')
export class BackgroundController {
  constructor(
    private readonly webhooks: WebhookQueue,
    private readonly jobs: JobQueue,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  private queues(): Queue[] {
    return [this.jobs.queue, this.webhooks.queue] as Queue[];
  }

  private superuser(): void {
    const user = currentContext()?.user;
    if (!user) throw new ApiError(403, { detail: 'Authentication credentials were not provided.' });
    if (!user.isSuperuser) throw new PermissionDeniedError();
  }

  /** A list answered as NetBox's LimitOffsetListPagination does. */
  private page(request: FastifyRequest, reply: FastifyReply, items: Json[]): string {
    const query = toQueryMap(request.query);
    const page = pageRequest(query, this.settings.paginateCount, this.settings.maxPageSize);
    const url = `${request.ctx.baseUrl}${request.url}`;
    const limit = page.limit ?? items.length;
    const results = items.slice(page.offset, page.offset + limit);
    const next = page.offset + limit < items.length ? pageLink(url, { limit, offset: page.offset + limit }) : null;
    const back = page.offset - limit;
    const previous = page.offset > 0 ? pageLink(url, { limit, offset: back > 0 ? back : null }) : null;
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({ count: items.length, next, previous, results });
  }

  private async queueInfo(queue: Queue, index: number, base: string): Promise<Json> {
    const counts = await queue.getJobCounts(...STATES);
    const waiting = await queue.getJobs(['waiting', 'prioritized'], 0, 0, true);
    return {
      name: queue.name,
      url: `${base}/api/core/background-queues/${queue.name}/`,
      jobs: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      oldest_job_timestamp: iso(waiting[0]?.timestamp),
      index,
      scheduler_pid: null,
      workers: await queue.getWorkersCount().catch(() => 0),
      finished_jobs: counts.completed ?? 0,
      started_jobs: counts.active ?? 0,
      deferred_jobs: counts['waiting-children'] ?? 0,
      failed_jobs: counts.failed ?? 0,
      scheduled_jobs: counts.delayed ?? 0,
    };
  }

  @Get('background-queues')
  @ApiOperation({ operationId: 'core_background_queues_list', summary: 'Background queues' })
  async listQueues(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    this.superuser();
    const queues = await Promise.all(this.queues().map((q, i) => this.queueInfo(q, i, request.ctx.baseUrl)));
    return this.page(request, reply, queues);
  }

  @Get('background-queues/:name')
  @ApiOperation({ operationId: 'core_background_queues_retrieve_by_name', summary: 'One background queue' })
  async queue(@Param('name') name: string, @Req() request: FastifyRequest): Promise<Json> {
    this.superuser();
    const index = this.queues().findIndex((q) => q.name === name);
    if (index < 0) throw new NotFoundError();
    return this.queueInfo(this.queues()[index], index, request.ctx.baseUrl);
  }

  private async workers(base: string): Promise<Json[]> {
    const out: Json[] = [];
    for (const queue of this.queues()) {
      const workers = await queue.getWorkers().catch(() => [] as Record<string, string>[]);
      for (const w of workers) {
        const name = w.name || w.id || `${queue.name}-worker`;
        const age = Number(w.age);
        out.push({
          name,
          url: `${base}/api/core/background-workers/${encodeURIComponent(name)}/`,
          state: 'busy' in w ? 'busy' : 'idle',
          birth_date: Number.isFinite(age) ? iso(Date.now() - age * 1000) : null,
          queue_names: [queue.name],
          pid: w.addr ?? null,
          successful_job_count: null,
          failed_job_count: null,
          total_working_time: null,
        });
      }
    }
    return out;
  }

  @Get('background-workers')
  @ApiOperation({ operationId: 'core_background_workers_list', summary: 'Background workers' })
  async listWorkers(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    this.superuser();
    return this.page(request, reply, await this.workers(request.ctx.baseUrl));
  }

  @Get('background-workers/:name')
  @ApiOperation({ operationId: 'core_background_workers_retrieve_by_name', summary: 'One background worker' })
  async worker(@Param('name') name: string, @Req() request: FastifyRequest): Promise<Json> {
    this.superuser();
    const found = (await this.workers(request.ctx.baseUrl)).find((w) => w.name === name);
    if (!found) throw new NotFoundError();
    return found;
  }

  private async task(queue: Queue, job: BullJob, base: string): Promise<Json> {
    const state = await job.getState().catch(() => 'unknown');
    const id = `${queue.name}:${job.id}`;
    return {
      id,
      url: `${base}/api/core/background-tasks/${encodeURIComponent(id)}/`,
      description: job.name,
      origin: queue.name,
      func_name: job.name,
      args: [JSON.stringify(job.data)],
      kwargs: {},
      result: job.returnvalue === undefined || job.returnvalue === null ? null : String(job.returnvalue),
      timeout: null,
      result_ttl: null,
      created_at: iso(job.timestamp),
      enqueued_at: iso(job.timestamp),
      started_at: iso(job.processedOn),
      ended_at: iso(job.finishedOn),
      worker_name: null,
      position: null,
      status: state,
      meta: { attempts_made: job.attemptsMade, failed_reason: job.failedReason ?? null },
      last_heartbeat: null,
      is_finished: state === 'completed',
      is_queued: state === 'waiting' || state === 'prioritized',
      is_failed: state === 'failed',
      is_started: state === 'active',
      is_deferred: state === 'waiting-children',
      is_canceled: false,
      is_scheduled: state === 'delayed',
      is_stopped: false,
    };
  }

  private async findTask(rawId: string): Promise<{ queue: Queue; job: BullJob }> {
    const at = rawId.indexOf(':');
    const queue = this.queues().find((q) => q.name === rawId.slice(0, at));
    const job = queue && at > 0 ? await queue.getJob(rawId.slice(at + 1)) : undefined;
    if (!queue || !job) throw new NotFoundError();
    return { queue, job };
  }

  @Get('background-tasks')
  @ApiOperation({ operationId: 'core_background_tasks_list', summary: 'Background tasks' })
  async listTasks(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    this.superuser();
    const tasks: Json[] = [];
    for (const queue of this.queues()) {
      // the newest 1000 of each queue: finished jobs are kept only that long anyway
      for (const job of await queue.getJobs([...STATES], 0, 999, false)) if (job) tasks.push(await this.task(queue, job, request.ctx.baseUrl));
    }
    return this.page(request, reply, tasks);
  }

  @Get('background-tasks/:id')
  @ApiOperation({ operationId: 'core_background_tasks_retrieve_by_id', summary: 'One background task' })
  async getTask(@Param('id') id: string, @Req() request: FastifyRequest): Promise<Json> {
    this.superuser();
    const { queue, job } = await this.findTask(id);
    return this.task(queue, job, request.ctx.baseUrl);
  }

  @Post('background-tasks/:id/delete')
  @HttpCode(200)
  @ApiOperation({ operationId: 'core_background_tasks_delete_create', summary: 'Delete a background task' })
  async deleteTask(@Param('id') id: string): Promise<string> {
    this.superuser();
    const { job } = await this.findTask(id);
    await job.remove().catch((error: Error) => {
      throw new ApiError(400, { detail: error.message });
    });
    return '';
  }

  @Post('background-tasks/:id/requeue')
  @HttpCode(200)
  @ApiOperation({ operationId: 'core_background_tasks_requeue_create', summary: 'Requeue a failed background task' })
  async requeueTask(@Param('id') id: string): Promise<string> {
    this.superuser();
    const { job } = await this.findTask(id);
    await job.retry('failed').catch((error: Error) => {
      throw new ApiError(400, { detail: error.message });
    });
    return '';
  }

  @Post('background-tasks/:id/enqueue')
  @HttpCode(200)
  @ApiOperation({ operationId: 'core_background_tasks_enqueue_create', summary: 'Enqueue a scheduled background task now' })
  async enqueueTask(@Param('id') id: string): Promise<string> {
    this.superuser();
    const { job } = await this.findTask(id);
    await job.promote().catch((error: Error) => {
      throw new ApiError(400, { detail: error.message });
    });
    return '';
  }

  /**
   * The task actions take POST only. As DRF checks permissions before the method, a GET is refused as
   * anyone else's request would be (403), and only a superuser learns that the method is wrong (405).
   */
  @Get(['delete', 'requeue', 'enqueue', 'stop'].map((action) => `background-tasks/:id/${action}`))
  @ApiExcludeEndpoint()
  taskActionGet(): never {
    this.superuser();
    throw new MethodNotAllowedError('GET');
  }

  @Post('background-tasks/:id/stop')
  @ApiOperation({ operationId: 'core_background_tasks_stop_create', summary: 'Stop a background task' })
  async stopTask(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    this.superuser();
    await this.findTask(id);
    // BullMQ cannot interrupt a running job from outside its worker: nothing was stopped (NetBox's 204)
    reply.code(204);
    return '';
  }
}
