import type { Rate } from '../config/settings.js';
import { ApiError } from '../core/model/errors.js';

/**
 * Fixed-window counters in this process (several API processes each apply the limit). Each key has
 * `rate.count` events per window of `rate.seconds`, the window starting at its first event.
 */
export class RateCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(readonly rate: Rate) {}

  private current(key: string, now: number): { start: number; count: number } {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.rate.seconds * 1000) {
      if (this.windows.size >= 100_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= this.rate.seconds * 1000) this.windows.delete(key);
    if (this.windows.size >= 100_000) this.windows.clear();
  }

  /** Counts one event; `allowed` false when the window was already full. */
  hit(key: string, now = Date.now()): { allowed: boolean; remaining: number; resetSeconds: number } {
    const window = this.current(key, now);
    const resetSeconds = Math.max(1, Math.ceil((window.start + this.rate.seconds * 1000 - now) / 1000));
    if (window.count >= this.rate.count) return { allowed: false, remaining: 0, resetSeconds };
    window.count += 1;
    return { allowed: true, remaining: this.rate.count - window.count, resetSeconds };
  }

  /** Whether the key's window is full, without counting (login throttle: only failures count). */
  blocked(key: string, now = Date.now()): { blocked: boolean; resetSeconds: number } {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.rate.seconds * 1000 || window.count < this.rate.count) return { blocked: false, resetSeconds: 0 };
    return { blocked: true, resetSeconds: Math.max(1, Math.ceil((window.start + this.rate.seconds * 1000 - now) / 1000)) };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }
}

/** The 429 of DRF's throttling, with the RateLimit-* fields and Retry-After. */
export function throttled(rate: Rate, resetSeconds: number): ApiError {
  return new ApiError(
    429,
    { detail: `Request was throttled. Expected available in ${resetSeconds} second${resetSeconds === 1 ? '' : 's'}.` },
    rateHeaders(rate.count, 0, resetSeconds, true),
  );
}

export function rateHeaders(limit: number, remaining: number, resetSeconds: number, retry = false): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(limit),
    'RateLimit-Remaining': String(remaining),
    'RateLimit-Reset': String(resetSeconds),
  };
  if (retry) headers['Retry-After'] = String(resetSeconds);
  return headers;
}
