import type { JobQueue } from './job-queue.js';

/** The process's job queue, for declarations' action handlers (which are plain functions, not providers). */
export const jobQueueRef: { current: JobQueue | null } = { current: null };
