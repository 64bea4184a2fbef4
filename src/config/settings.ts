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
  /**
   * PostgreSQL connections of the service's pool. Each backend keeps its own catalog and plan caches (about
   * 12 MB under the soak), and two cores run no more than a few statements at once: 8 serve 50 clients at
   * the CPU per request of 10.
   */
  dbPoolSize: number;
  /**
   * Connections of each PostgreSQL-backed queue's own pool (webhook deliveries, jobs; producer and worker
   * each, plus one LISTEN connection per worker). Its statements are short: 2 kept every webhook of the soak
   * delivered, and each backend is ~4 MB.
   */
  queueDbPoolSize: number;
  /** Connections of a PostgreSQL-backed queue worker's pool: one round trip per job claimed and completed. */
  queueWorkerDbPoolSize: number;
  /**
   * shared_buffers of the embedded PostgreSQL (MB). Under the soak its pages are what the PostgreSQL part
   * grows by (each backend's private memory stays ~12–17 MB); the operating system's page cache holds the rest.
   * 48: the 6-minute soak measured the same rate as with 64 and a tree 16 MB smaller (bench/notes/memory.md).
   */
  embeddedSharedBuffersMb: number;
  /**
   * V8 grows its heap limit by (1 + this/100) over the live heap after a full collection (0: V8's own
   * factor, up to 4× under load: ~110 MB live became a 430 MB heap in the soak). A growth bound, not a cap.
   */
  heapGrowingPercent: number;
  secretKey: string;
  /** pepper id → pepper; new v2 tokens use the highest id */
  tokenPeppers: Map<number, string>;
  paginateCount: number;
  /** 0 = unlimited */
  maxPageSize: number;
  superuserName: string;
  superuserPassword: string | null;
  loginRequired: boolean;
  /** `app.model` (or `*`) anyone may view without a view permission; anonymous too when LOGIN_REQUIRED is off */
  exemptViewPermissions: string[];
  /** reads work, writes are refused with 503 and tokens' last_used is left alone */
  maintenanceMode: boolean;
  /** permissions every user has, `app.action_model` → constraint sets (null: unconstrained), as NetBox's */
  defaultPermissions: Record<string, Record<string, unknown>[] | null>;
  /**
   * NetBox's CUSTOM_VALIDATORS: per model (`app.model`, lower case), rule sets every save must pass
   * (extras/custom-validation.ts); PROTECTION_RULES: the same, checked on every object being deleted.
   */
  customValidators: ValidationRuleSets;
  protectionRules: ValidationRuleSets;
  /** requests per window per token (per session user, per client address when anonymous); null: unlimited */
  rateLimit: Rate | null;
  /** failed logins/provisionings per username and client address before 429; null: unlimited */
  loginThrottle: Rate | null;
  /** lifetime of a session cookie from /login/, seconds */
  sessionCookieAge: number;
  /** how long a verified token is remembered in-process (0 = look it up on every request) */
  tokenCacheSeconds: number;
  /** Memory for rendered objects kept by each API process (detail GETs; 0 = none): REPRESENTATION_CACHE_MB. */
  representationCacheBytes: number;
  /**
   * Single-object POSTs of one kind that arrive while one is being written wait, and are then written
   * together, up to this many in one transaction (core/api/write-coalescer.ts; 1 = each alone): CREATE_BATCH_MAX.
   */
  createBatchMax: number;
  /**
   * The same for single-object PUTs and PATCHes setting plain values (no relations, tags or custom fields):
   * UPDATE_BATCH_MAX.
   */
  updateBatchMax: number;
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
  /**
   * reverse proxies (CIDRs) whose X-Forwarded-For / -Proto / -Host and X-Real-IP are believed; `true`: any
   * peer. Decides the client address (rate limits, login throttle, tokens' allowed IPs) and whether the
   * request came over TLS (Secure cookies, absolute URLs).
   */
  trustedProxies: string[] | true;
  /** a `worker` process serves /livez, /readyz and /metrics on this port; null: it serves no HTTP */
  workerPort: number | null;
  /** on SIGTERM, how long in-flight requests and deliveries may take before the process exits anyway */
  shutdownGraceMs: number;
}

export class SettingsError extends Error {}

/** `count` events per `seconds` (`600/minute`, `5/m`, `10/s`). */
export interface Rate {
  count: number;
  seconds: number;
}

const PERIODS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** DRF's rate syntax: `<count>/<period>`, the period read by its first letter (second, minute, hour, day). */
export function parseRate(name: string, raw: string | undefined, fallback: Rate | null): Rate | null {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (/^(0|off|none)$/i.test(raw.trim())) return null;
  const match = /^\s*(\d+)\s*\/\s*(\d*)\s*([smhd])[a-z]*\s*$/i.exec(raw);
  if (!match || Number(match[1]) < 1) throw new SettingsError(`${name} must look like 600/minute (second, minute, hour or day), got "${raw}"`);
  return { count: Number(match[1]), seconds: Number(match[2] || 1) * PERIODS[match[3].toLowerCase()] };
}

/** A list as JSON (`["dcim.site"]`) or comma-separated (`dcim.site, dcim.rack`). */
function list(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  if (raw.startsWith('[')) {
    const parsed = JSON.parse(raw) as unknown;
    if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) throw new SettingsError(`${name} must be a JSON list of strings`);
    return parsed.map((v) => v.trim().toLowerCase());
  }
  return raw
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

/** NetBox's default: every user may view, add, change and delete their own bookmarks, notifications, subscriptions and API tokens. */
export const DEFAULT_PERMISSIONS: Settings['defaultPermissions'] = Object.fromEntries(
  ['extras.bookmark', 'extras.notification', 'extras.subscription', 'users.token'].flatMap((type) => {
    const [app, model] = type.split('.');
    return ['view', 'add', 'change', 'delete'].map((action) => [`${app}.${action}_${model}`, [{ user: '$user' }]]);
  }),
);

/** JSON `{"users.view_token": [{"user": "$user"}], "dcim.view_site": null}`; `{}` grants nothing by default. */
export function parseDefaultPermissions(raw: string | undefined): Settings['defaultPermissions'] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PERMISSIONS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new SettingsError('DEFAULT_PERMISSIONS must be a JSON object');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new SettingsError('DEFAULT_PERMISSIONS must be a JSON object');
  const out: Settings['defaultPermissions'] = {};
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!/^[a-z0-9_]+\.[a-z0-9]+_[a-z0-9_]+$/.test(name)) {
      throw new SettingsError(`DEFAULT_PERMISSIONS: "${name}" is not a permission name like users.view_token`);
    }
    const sets = value === null ? null : Array.isArray(value) ? value : [value];
    if (sets && !sets.every((c) => c && typeof c === 'object' && !Array.isArray(c))) {
      throw new SettingsError(`DEFAULT_PERMISSIONS: the constraints of "${name}" must be null, an object or a list of objects`);
    }
    out[name] = sets as Record<string, unknown>[] | null;
  }
  return out;
}

/** A CustomValidator's rules as plain data: attribute path → descriptor → value. */
export type ValidationRuleSet = Record<string, Record<string, unknown>>;
/** model (`app.model`, lower case) → rule sets, each checked in turn */
export type ValidationRuleSets = Record<string, ValidationRuleSet[]>;

/** NetBox's CustomValidator descriptors (extras/validators.py). */
export const VALIDATION_DESCRIPTORS = ['eq', 'neq', 'min', 'max', 'min_length', 'max_length', 'regex', 'required', 'prohibited'];

/**
 * JSON `{"dcim.site": [{"name": {"min_length": 5}}, …], …}`, NetBox's CUSTOM_VALIDATORS / PROTECTION_RULES as
 * plain data (a dotted path to a Python class has nothing to load here). Model names match in any case.
 */
export function parseValidationRules(setting: string, raw: string | undefined): ValidationRuleSets {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new SettingsError(`${setting} must be a JSON object`);
  }
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(parsed)) throw new SettingsError(`${setting} must be a JSON object`);
  const out: ValidationRuleSets = {};
  for (const [model, list] of Object.entries(parsed)) {
    if (!/^[a-z0-9_]+\.[a-z0-9_]+$/i.test(model)) throw new SettingsError(`${setting}: "${model}" is not a model name like dcim.site`);
    if (!Array.isArray(list)) throw new SettingsError(`${setting}: the validators of "${model}" must be a list`);
    out[model.toLowerCase()] = list.map((ruleSet) => {
      if (typeof ruleSet === 'string')
        throw new SettingsError(`${setting}: "${ruleSet}": validator classes cannot be loaded here; give the rules as JSON`);
      if (!isObject(ruleSet)) throw new SettingsError(`${setting}: each validator of "${model}" must be an object of rules`);
      for (const [attr, rules] of Object.entries(ruleSet)) {
        if (!isObject(rules)) throw new SettingsError(`${setting}: the rules for "${attr}" of "${model}" must be an object`);
        const unknown = Object.keys(rules).find((d) => !VALIDATION_DESCRIPTORS.includes(d));
        if (unknown) throw new SettingsError(`${setting}: unknown validation type '${unknown}' for "${attr}" of "${model}"`);
      }
      return ruleSet as ValidationRuleSet;
    });
  }
  return out;
}

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

/** Named ranges (as proxy-addr knows them) for TRUSTED_PROXIES. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `loopback`, `10.0.0.0/8,192.0.2.7`, `*` (any peer) or `none`. */
export function parseTrustedProxies(raw: string | undefined): string[] | true {
  const value = (raw ?? 'loopback').trim();
  if (value === '*' || /^true$/i.test(value)) return true;
  if (value === '' || /^(none|false|off)$/i.test(value)) return [];
  const out: string[] = [];
  for (const item of value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)) {
    const named = NAMED_RANGES[item.toLowerCase()];
    if (named) out.push(...named);
    else if (/^[0-9a-f:.]+(\/\d{1,3})?$/i.test(item)) out.push(item);
    else throw new SettingsError(`TRUSTED_PROXIES: "${item}" is not an address, a CIDR prefix, loopback, linklocal or uniquelocal`);
  }
  return out;
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
    dbPoolSize: int(env, 'DB_POOL_SIZE', 8, 1),
    queueDbPoolSize: int(env, 'QUEUE_DB_POOL_SIZE', 2, 1),
    queueWorkerDbPoolSize: int(env, 'QUEUE_WORKER_DB_POOL_SIZE', 4, 1),
    embeddedSharedBuffersMb: int(env, 'PG_SHARED_BUFFERS_MB', 48, 16),
    heapGrowingPercent: int(env, 'HEAP_GROWING_PERCENT', 50, 0),
    secretKey,
    tokenPeppers: env.API_TOKEN_PEPPERS ? parsePeppers(env.API_TOKEN_PEPPERS) : parsePeppers(JSON.stringify(generated!.peppers)),
    paginateCount: int(env, 'PAGINATE_COUNT', 50, 1),
    maxPageSize: int(env, 'MAX_PAGE_SIZE', 1000, 0),
    superuserName: env.SUPERUSER_NAME || 'admin',
    superuserPassword: env.SUPERUSER_PASSWORD || null,
    loginRequired: bool(env, 'LOGIN_REQUIRED', true),
    exemptViewPermissions: list(env, 'EXEMPT_VIEW_PERMISSIONS'),
    maintenanceMode: bool(env, 'MAINTENANCE_MODE', false),
    defaultPermissions: parseDefaultPermissions(env.DEFAULT_PERMISSIONS),
    customValidators: parseValidationRules('CUSTOM_VALIDATORS', env.CUSTOM_VALIDATORS),
    protectionRules: parseValidationRules('PROTECTION_RULES', env.PROTECTION_RULES),
    rateLimit: parseRate('RATE_LIMIT', env.RATE_LIMIT, null),
    loginThrottle: parseRate('LOGIN_THROTTLE', env.LOGIN_THROTTLE, { count: 10, seconds: 60 }),
    sessionCookieAge: int(env, 'SESSION_COOKIE_AGE', 14 * 24 * 3600, 60),
    tokenCacheSeconds: int(env, 'TOKEN_CACHE_SECONDS', 5, 0),
    representationCacheBytes: int(env, 'REPRESENTATION_CACHE_MB', 16, 0) * 1024 * 1024,
    createBatchMax: int(env, 'CREATE_BATCH_MAX', 32, 1),
    updateBatchMax: int(env, 'UPDATE_BATCH_MAX', 32, 1),
    maxUploadSize: int(env, 'MAX_UPLOAD_SIZE', 10 * 1024 * 1024, 1),
    enforceGlobalUnique: bool(env, 'ENFORCE_GLOBAL_UNIQUE', true),
    logLevel,
    redisUrl: env.REDIS_URL || null,
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1),
    webhookMaxAttempts: int(env, 'WEBHOOK_MAX_ATTEMPTS', 5, 1),
    webhookBackoffMs: int(env, 'WEBHOOK_BACKOFF_MS', 1000, 1),
    webhookConcurrency: int(env, 'WEBHOOK_CONCURRENCY', 50, 1),
    outboxSweepMs: int(env, 'OUTBOX_SWEEP_MS', 1000, 10),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    workerPort: env.WORKER_PORT ? int(env, 'WORKER_PORT', 0, 0) : null,
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000, 0),
  };
}
