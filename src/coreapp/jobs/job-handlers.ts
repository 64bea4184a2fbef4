import type { Db } from '../../database/db.js';

/** What a job handler gets: the database, the job's row, and a log. */
export interface JobContext {
  db: Db;
  job: { id: number; name: string; object_type: string | null; object_id: number | null; user_id: number | null; data: unknown };
  log(level: 'debug' | 'info' | 'success' | 'warning' | 'failure', message: string): void;
}

/** Runs the job; what it returns is stored as the job's data. Throwing marks the job errored. */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;

const handlers = new Map<string, JobHandler>();

/** Named handlers, registered by the modules owning them (a data source's sync). */
export function registerJobHandler(name: string, handler: JobHandler): void {
  const taken = handlers.get(name);
  if (taken && taken !== handler) throw new Error(`Job handler ${name} is registered twice`);
  handlers.set(name, handler);
}

export function jobHandler(name: string): JobHandler | undefined {
  return handlers.get(name);
}
