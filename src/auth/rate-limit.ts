import fastifyRateLimit from '@fastify/rate-limit';
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { redisOptions } from '../config/redis.js';
import type { Rate, Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { ApiError } from '../core/model/errors.js';

// the library's own stores; no package export names them
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS modules without type declarations; the casts type them
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (continueExceeding: boolean, backoff: boolean, cache: number) => Store;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  backoff: boolean,
  redis: Redis,
  key: string,
) => Store;

type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(options: unknown): Store;
}

const NAMESPACE = 'inventory-rate:';
/** what the next check counts: its key and rate (the plugin asks the request for them) */
const PENDING = Symbol('inventory.rateLimit');
type Pending = { key: string; rate: Rate };
type Check = ReturnType<FastifyInstance['createRateLimit']>;

export interface RateState {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * Fixed windows counted by @fastify/rate-limit: in Redis when REDIS_URL is set, so every API process
 * of the fleet shares one count per key; otherwise in this process (its LRU store: each process
 * applies the limit by itself). Used for RATE_LIMIT (per token, session user or client address) and
 * for LOGIN_THROTTLE (failed password checks per username and address). A Redis that cannot be
 * reached lets requests through (counting resumes when it is back) rather than failing them.
 */
@Injectable()
export class RateLimits implements OnModuleInit, OnModuleDestroy {
  private readonly redis: Redis | null;
  private readonly store: Store;
  private check: Check | null = null;

  constructor(
    private readonly host: HttpAdapterHost,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    const limited = Boolean(settings.rateLimit || settings.loginThrottle);
    this.redis =
      settings.redisUrl && limited
        ? new Redis({
            ...redisOptions(settings.redisUrl),
            enableOfflineQueue: false,
            maxRetriesPerRequest: 1,
            connectTimeout: 2000,
            lazyConnect: true,
          })
        : null;
    // errors are answered per request (skipOnError); ioredis reconnects by itself
    this.redis?.on('error', () => undefined);
    this.store = this.redis ? new RedisStore(false, false, this.redis, NAMESPACE) : new LocalStore(false, false, 100_000);
  }

  get backend(): 'redis' | 'process' {
    return this.redis ? 'redis' : 'process';
  }

  onModuleInit(): void {
    if (!this.settings.rateLimit && !this.settings.loginThrottle) return;
    void this.redis?.connect().catch(() => undefined);
    const store = this.store;
    const pending = (request: FastifyRequest) => (request as unknown as Record<symbol, Pending>)[PENDING];
    void this.host.httpAdapter.getInstance<FastifyInstance>().register(fastifyRateLimit, {
      global: false, // counted where the key is known (after authentication), not per route
      store: function SharedStore() {
        return store;
      } as unknown as never,
      skipOnError: true,
      keyGenerator: (request) => pending(request).key,
      max: (request) => pending(request).rate.count,
      timeWindow: (request) => pending(request).rate.seconds * 1000,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }

  private async run(request: FastifyRequest, key: string, rate: Rate, increment: boolean): Promise<RateState> {
    this.check ??= this.host.httpAdapter.getInstance<FastifyInstance>().createRateLimit();
    (request as unknown as Record<symbol, Pending>)[PENDING] = { key, rate };
    const result = await this.check(request, { increment });
    if (result.isAllowed) return { allowed: true, limit: rate.count, remaining: rate.count, resetSeconds: rate.seconds };
    const full = increment ? result.isExceeded : result.remaining <= 0;
    return { allowed: !full, limit: rate.count, remaining: result.remaining, resetSeconds: Math.max(1, result.ttlInSeconds || rate.seconds) };
  }

  /** Counts one event for `key`; not allowed once the window already held `rate.count`. */
  hit(request: FastifyRequest, key: string, rate: Rate): Promise<RateState> {
    return this.run(request, key, rate, true);
  }

  /** Whether `key`'s window is full, without counting. */
  peek(request: FastifyRequest, key: string, rate: Rate): Promise<RateState> {
    return this.run(request, key, rate, false);
  }

  /** Starts `key`'s count afresh (a successful login). */
  async reset(key: string): Promise<void> {
    if (this.redis) await this.redis.del(NAMESPACE + key).catch(() => undefined);
    else (this.store as unknown as { lru: { delete(key: string): void } }).lru.delete(key);
  }
}

/** The 429 of DRF's throttling, with the RateLimit-* fields and Retry-After. */
export function throttled(state: RateState): ApiError {
  return new ApiError(
    429,
    { detail: `Request was throttled. Expected available in ${state.resetSeconds} second${state.resetSeconds === 1 ? '' : 's'}.` },
    rateHeaders(state, true),
  );
}

export function rateHeaders(state: RateState, retry = false): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(state.limit),
    'RateLimit-Remaining': String(state.remaining),
    'RateLimit-Reset': String(state.resetSeconds),
  };
  if (retry) headers['Retry-After'] = String(state.resetSeconds);
  return headers;
}
