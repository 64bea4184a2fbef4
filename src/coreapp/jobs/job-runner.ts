import { Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Job as BullJob } from 'bullmq';
import { requestContext } from '../../context/request-context.js';
import { Db, type Queryable } from '../../database/db.js';
import { type JobEvent, queueJobEvent } from '../../events/outbox.js';
import { jobHandler, JobContext } from './job-handlers.js';
import { JOB_QUEUE, JobQueue, QueuedJob } from './job-queue.js';

interface JobRow {
  id: number;
  name: string;
  status: string;
  handler: string;
  object_type: string | null;
  object_id: number | null;
  user_id: number | null;
  username: string | null;
  is_superuser: boolean | null;
  data: unknown;
  notifications: string;
}

const SWEEP_MS = 30_000;

/** A job event for the event rules of the job's object type (a job with none has no rules to match). */
async function announce(db: Queryable, row: JobRow, event: JobEvent, data: unknown): Promise<void> {
  if (!row.object_type || row.object_id === null) return;
  await queueJobEvent(db, {
    event,
    objectType: row.object_type,
    objectId: Number(row.object_id),
    userId: row.user_id,
    username: row.username ?? '',
    data,
  });
}

/**
 * The job worker: runs a job's handler and records its lifecycle on core_job (running → completed, or
 * errored with the error), as the job's user (change records name them). When the job ends, its user is
 * notified unless the job says never (NetBox's job_completed / job_errored notifications). Its start and its end
 * are events for the event rules of its object type (events/outbox.ts queueJobEvent), each written with the
 * job's row.
 */
@Processor(JOB_QUEUE)
export class JobRunner extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    const sweep = () =>
      void this.jobs
        .stale(SWEEP_MS)
        .then((ids) => this.jobs.handOver(ids))
        .catch(() => undefined);
    this.sweeper = setInterval(sweep, SWEEP_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  async process(bullJob: BullJob<QueuedJob>): Promise<string> {
    // started, and its job_started event (NetBox's Job.start() and job_start signal), in one transaction
    const row = await this.db.transaction(async (tx) => {
      const [started] = await tx.query<JobRow>(
        `UPDATE core_job j SET status = 'running', started = now() FROM (SELECT id FROM core_job WHERE id = $1 AND status = 'pending' FOR UPDATE) p
          WHERE j.id = p.id
          RETURNING j.id, j.name, j.status, j.handler, j.object_type, j.object_id, j.user_id, j.data, j.notifications,
                    (SELECT username FROM users_user u WHERE u.id = j.user_id) AS username,
                    (SELECT is_superuser FROM users_user u WHERE u.id = j.user_id) AS is_superuser`,
        [bullJob.data.jobId],
      );
      if (started) await announce(tx, started, 'job_started', started.data);
      return started;
    });
    if (!row) return 'nothing to do';
    const log: { timestamp: string; status: string; message: string }[] = [];
    const ctx: JobContext = {
      db: this.db,
      job: row,
      log: (status, message) => log.push({ timestamp: new Date().toISOString(), status, message }),
    };
    const user = row.user_id ? { id: row.user_id, username: row.username ?? '', isSuperuser: Boolean(row.is_superuser), isActive: true } : null;
    const context = { requestId: crypto.randomUUID(), baseUrl: '', user, tokenId: null, tokenWriteEnabled: true, queries: 0 };
    let status = 'completed';
    let error = '';
    let data: unknown = row.data;
    try {
      const handler = jobHandler(row.handler);
      if (!handler) throw new Error(`No handler ${row.handler} for this job`);
      const result = await requestContext.run(context, () => handler(ctx));
      if (result !== undefined) data = result;
    } catch (caught) {
      status = 'errored';
      error = caught instanceof Error ? caught.message : String(caught);
    }
    await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE core_job SET status = $2, completed = now(), error = $3, data = $4, log_entries = $5 WHERE id = $1`, [
        row.id,
        status,
        error,
        JSON.stringify(data ?? null),
        JSON.stringify(log),
      ]);
      if (row.user_id && (row.notifications === 'always' || (row.notifications === 'on_failure' && status !== 'completed'))) {
        await tx.query(
          `INSERT INTO extras_notification (created, read, user_id, object_type, object_id, object_repr, event_type)
           VALUES (now(), NULL, $1, 'core.job', $2, left($3, 200), $4)
           ON CONFLICT (object_type, object_id, user_id) DO UPDATE SET created = now(), read = NULL, event_type = EXCLUDED.event_type`,
          [row.user_id, row.id, row.name, status === 'completed' ? 'job_completed' : 'job_errored'],
        );
      }
      // NetBox's job_end signal: the rules for job_completed, whatever the status
      await announce(tx, row, 'job_completed', data);
    });
    return status;
  }
}
