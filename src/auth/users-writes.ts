import { WriteObserver, writeHooks } from '../core/write/hooks.js';

/**
 * Calls `forget` after any write to the users app in this process (users, groups, permissions, tokens),
 * and once more when that write commits, so what a concurrent request loaded meanwhile is not kept.
 * Returns the function that stops watching (a provider's onModuleDestroy).
 */
export function onUsersWrite(forget: () => void): () => void {
  const observer: WriteObserver = {
    async after(db, events) {
      if (!events.some((e) => e.resource.app === 'users')) return;
      forget();
      db.afterCommit(forget);
    },
  };
  writeHooks.observers.push(observer);
  return () => {
    const at = writeHooks.observers.indexOf(observer);
    if (at >= 0) writeHooks.observers.splice(at, 1);
  };
}
