import type { WriteStep } from '../core/write/pipeline.js';

const watchers = new Set<() => void>();

/**
 * The write step (registered by AuthModule) that empties every users cache of this process after any
 * write to the users app (users, groups, permissions, tokens), and once more when that write commits,
 * so what a concurrent request loaded meanwhile is not kept.
 */
export const forgetUsersCaches: WriteStep = {
  name: 'auth.users-caches',
  phase: 'announce',
  async after(db, events) {
    if (!events.some((e) => e.resource.app === 'users')) return;
    const forget = [...watchers];
    for (const f of forget) f();
    db.afterCommit(() => forget.forEach((f) => f()));
  },
};

/** Calls `forget` on every users write (see forgetUsersCaches); returns the function that stops watching. */
export function onUsersWrite(forget: () => void): () => void {
  watchers.add(forget);
  return () => {
    watchers.delete(forget);
  };
}

/**
 * What authentication loads per request (verified tokens, session users, permissions), remembered for
 * `ttlMs` (TOKEN_CACHE_SECONDS; 0 keeps nothing) and emptied by any write to the users app
 * (onUsersWrite). Bounded: a full cache starts afresh. `close()` stops watching (onModuleDestroy).
 */
export class UsersCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  readonly close = onUsersWrite(() => this.entries.clear());

  constructor(private readonly ttlMs: number) {}

  /** undefined when absent or expired */
  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }
}
