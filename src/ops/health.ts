import type { Db } from '../database/db.js';

const PING_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unavailable';
  /** migrations applied and the app built; false while starting and once stopping */
  started: boolean;
}

/**
 * `/livez`: the process runs and answers. `/readyz`: it should get traffic — started (migrations done,
 * app built), not stopping, and the database answers. A load balancer or orchestrator polls both.
 */
export class Health {
  private started = false;
  private stopping = false;

  constructor(private readonly db: Db) {}

  markStarted(): void {
    this.started = true;
  }

  markStopping(): void {
    this.stopping = true;
  }

  async readiness(): Promise<Readiness> {
    let timer: NodeJS.Timeout | undefined;
    const ping = this.db.query('SELECT 1').then(
      () => true,
      () => false,
    );
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
    const database = await Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
    const started = this.started && !this.stopping;
    return { ready: started && database, database: database ? 'ok' : 'unavailable', started };
  }
}
