import type { Queryable } from '../../database/db.js';

export interface JobRequest {
  /** shown as the job's name */
  name: string;
  /** the registered handler the worker runs (job-handlers.ts) */
  handler: string;
  object?: { type: string; id: number } | null;
  userId: number | null;
  data?: unknown;
}

/** What declarations' action handlers need of the job queue (JobQueue implements it). */
export interface JobEnqueuer {
  enqueue(tx: Queryable, request: JobRequest): Promise<number>;
}

/** The process's job queue, for declarations' action handlers (which are plain functions, not providers). */
export const jobQueueRef: { current: JobEnqueuer | null } = { current: null };
