/**
 * Which tables carry the statement-level trigger that logs their writers for the representation cache
 * (migration RepresentationCache): every table but these. A representation reading an untracked table is
 * served uncached (cache.ts); `npm run migration:generate` adds the trigger to every table it creates.
 */
export const UNTRACKED_TABLES: readonly string[] = [
  'events_outbox', // written by every write and every delivery; no representation reads it
  'inv_rep_log',
  'inv_rep_horizon',
];

export function trackingTriggerSql(table: string): string {
  return `CREATE TRIGGER inv_rep_track AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION inv_rep_track()`;
}
