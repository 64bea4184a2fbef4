import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every setting the service reads, typed. Built once from the environment at boot. */
export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  /** null → an embedded PostgreSQL in DATA_DIR/pg */
  databaseUrl: string | null;
  secretKey: string;
  /** pepper id → pepper; new v2 tokens use the highest id */
  tokenPeppers: Map<number, string>;
  paginateCount: number;
  /** 0 = unlimited */
  maxPageSize: number;
  superuserName: string;
  superuserPassword: string | null;
  loginRequired: boolean;
  /** how long a verified token is remembered in-process (0 = look it up on every request) */
  tokenCacheSeconds: number;
  /** largest uploaded file in bytes (image attachments); larger ones are refused with 413 */
  maxUploadSize: number;
  /** duplicate prefixes and IP addresses are refused in the global table (no VRF), as VRFs with enforce_unique do */
  enforceGlobalUnique: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** null → the webhook queue runs on BullMQ's PostgreSQL backend in the service's database */
  redisUrl: string | null;
  /** one webhook request's time limit */
  webhookTimeoutMs: number;
  /** attempts per delivery, the first included */
  webhookMaxAttempts: number;
  /** first retry delay; each further retry doubles it */
  webhookBackoffMs: number;
  /** deliveries one worker sends at once */
  webhookConcurrency: number;
  /** how often the outbox is swept for events a crash or an outage left behind */
  outboxSweepMs: number;
}

export class SettingsError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new SettingsError(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new SettingsError(`${name} must be true or false, got "${raw}"`);
}

/** Accepts JSON (`{"1": "pepper…"}`) or `1:pepper,2:pepper`. */
export function parsePeppers(raw: string): Map<number, string> {
  let entries: [string, unknown][];
  const trimmed = raw.trim();
  if (trimmed.startsWith('{')) {
    entries = Object.entries(JSON.parse(trimmed) as Record<string, unknown>);
  } else {
    entries = trimmed.split(',').map((pair) => {
      const at = pair.indexOf(':');
      return [pair.slice(0, at), pair.slice(at + 1)];
    });
  }
  const peppers = new Map<number, string>();
  for (const [id, value] of entries) {
    const n = Number(id);
    if (!Number.isInteger(n) || n < 0 || n > 32767) throw new SettingsError(`API_TOKEN_PEPPERS: invalid pepper id "${id}"`);
    if (typeof value !== 'string' || value.length < 50) {
      throw new SettingsError(`API_TOKEN_PEPPERS: pepper ${id} must be a string of at least 50 characters`);
    }
    peppers.set(n, value);
  }
  if (peppers.size === 0) throw new SettingsError('API_TOKEN_PEPPERS is set but defines no pepper');
  return peppers;
}

interface GeneratedSecrets {
  secretKey: string;
  peppers: Record<string, string>;
}

/** Secrets not given in the environment are generated once and kept in DATA_DIR, so tokens survive restarts. */
function generatedSecrets(dataDir: string): GeneratedSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
  const secrets: GeneratedSecrets = {
    secretKey: randomBytes(48).toString('base64url'),
    peppers: { '1': randomBytes(48).toString('base64url') },
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const dataDir = resolve(env.DATA_DIR || './data');
  const needGenerated = !env.SECRET_KEY || !env.API_TOKEN_PEPPERS;
  const generated = needGenerated ? generatedSecrets(dataDir) : null;
  const logLevel = (env.LOG_LEVEL || 'info') as Settings['logLevel'];
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel)) throw new SettingsError(`LOG_LEVEL must be debug, info, warn or error`);
  const secretKey = env.SECRET_KEY || generated!.secretKey;
  if (secretKey.length < 32) throw new SettingsError('SECRET_KEY must be at least 32 characters');
  return {
    port: int(env, 'PORT', 8000, 0),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    secretKey,
    tokenPeppers: env.API_TOKEN_PEPPERS
      ? parsePeppers(env.API_TOKEN_PEPPERS)
      : parsePeppers(JSON.stringify(generated!.peppers)),
    paginateCount: int(env, 'PAGINATE_COUNT', 50, 1),
    maxPageSize: int(env, 'MAX_PAGE_SIZE', 1000, 0),
    superuserName: env.SUPERUSER_NAME || 'admin',
    superuserPassword: env.SUPERUSER_PASSWORD || null,
    loginRequired: bool(env, 'LOGIN_REQUIRED', true),
    tokenCacheSeconds: int(env, 'TOKEN_CACHE_SECONDS', 5, 0),
    maxUploadSize: int(env, 'MAX_UPLOAD_SIZE', 10 * 1024 * 1024, 1),
    enforceGlobalUnique: bool(env, 'ENFORCE_GLOBAL_UNIQUE', true),
    logLevel,
    redisUrl: env.REDIS_URL || null,
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1),
    webhookMaxAttempts: int(env, 'WEBHOOK_MAX_ATTEMPTS', 5, 1),
    webhookBackoffMs: int(env, 'WEBHOOK_BACKOFF_MS', 1000, 1),
    webhookConcurrency: int(env, 'WEBHOOK_CONCURRENCY', 50, 1),
    outboxSweepMs: int(env, 'OUTBOX_SWEEP_MS', 1000, 10),
  };
}
