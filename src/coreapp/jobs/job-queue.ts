import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../database/db.js';
import { Db } from '../../database/db.js';
import { jobQueueRef, JobRequest } from './job-queue-ref.js';

export type { JobRequest };

export const JOB_QUEUE = 'jobs';

export interface QueuedJob {
  jobId: number;
}

/**
 * Records jobs (core_job, status pending) in the caller's transaction and hands them to the BullMQ queue
 * once that transaction commits; a job whose hand-over was lost (a crash between the two) is handed over
 * again by the worker's sweep. The BullMQ job id is the row's, so a job is never queued twice.
 */
@Injectable()
export class JobQueue {
  constructor(
    @InjectQueue(JOB_QUEUE) readonly queue: Queue<QueuedJob>,
    private readonly db: Db,
  ) {
    jobQueueRef.current = this;
  }

  async enqueue(tx: Queryable, request: JobRequest): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO core_job (object_type, object_id, name, created, status, user_id, data, error, job_id, queue_name, notifications, log_entries, handler)
       VALUES ($1, $2, $3, now(), 'pending', $4, $5, '', $6, $7, 'always', '[]', $8) RETURNING id`,
      [
        request.object?.type ?? null,
        request.object?.id ?? null,
        request.name,
        request.userId,
        JSON.stringify(request.data ?? null),
        randomUUID(),
        JOB_QUEUE,
        request.handler,
      ],
    );
    tx.afterCommit(() => this.handOver([row.id]).catch(() => undefined));
    return row.id;
  }

  /** Gives the queue these jobs (again): the same BullMQ job id, so one already there is not doubled. */
  async handOver(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.queue.addBulk(
      ids.map((id) => ({ name: 'run', data: { jobId: id }, opts: { jobId: `job${id}`, removeOnComplete: 1000, removeOnFail: 1000 } })),
    );
  }

  /** Pending jobs older than `ageMs` (their hand-over may have been lost). */
  async stale(ageMs: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM core_job WHERE status = 'pending' AND created < now() - make_interval(secs => $1) ORDER BY id LIMIT 500`,
      [ageMs / 1000],
    );
    return rows.map((r) => r.id);
  }
}
