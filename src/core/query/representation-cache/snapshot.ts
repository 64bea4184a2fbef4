/**
 * PostgreSQL snapshots (`pg_current_snapshot()`, text form `xmin:xmax:xip,…`) and the one question the cache
 * asks of them: was a transaction's work visible to the statement that took the snapshot? Transaction ids
 * are 64-bit (`xid8`), hence bigint.
 */
export interface Snapshot {
  /** every transaction below it had finished */
  readonly xmin: bigint;
  /** every transaction from it on had not started */
  readonly xmax: bigint;
  /** the transactions in between still running, sorted */
  readonly running: readonly bigint[];
}

export function parseSnapshot(text: string): Snapshot {
  const [xmin, xmax, running] = text.split(':');
  return { xmin: BigInt(xmin), xmax: BigInt(xmax), running: running ? running.split(',').map(BigInt) : [] };
}

export function snapshotText(snapshot: Snapshot): string {
  return `${snapshot.xmin}:${snapshot.xmax}:${snapshot.running.join(',')}`;
}

/** Whether a committed transaction's work was visible in the snapshot (`pg_visible_in_snapshot`). */
export function visibleIn(xid: bigint, snapshot: Snapshot): boolean {
  return xid < snapshot.xmin || (xid < snapshot.xmax && !snapshot.running.includes(xid));
}

/**
 * A snapshot that sees no more than any of these: whatever committed out of sight of one of them is out of
 * its sight too, so one query with it finds every commit any of them missed.
 */
export function oldestOf(snapshots: Iterable<Snapshot>): Snapshot | null {
  let xmin: bigint | null = null;
  let xmax: bigint | null = null;
  const running = new Set<bigint>();
  for (const s of snapshots) {
    if (xmin === null || s.xmin < xmin) xmin = s.xmin;
    if (xmax === null || s.xmax < xmax) xmax = s.xmax;
    for (const xid of s.running) running.add(xid);
  }
  if (xmin === null || xmax === null) return null;
  const low = xmin;
  const high = xmax;
  return { xmin, xmax, running: [...running].filter((x) => x >= low && x < high).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) };
}
