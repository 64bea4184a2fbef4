import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ANALYZE keeps a sample of 300 × (the largest statistics target of the table's columns) whole rows in memory.
 * At the default target (100) that is 30,000 rows, and the outbox and change-log rows carry kilobytes of JSON:
 * an autovacuum worker analyzing events_outbox held 64 MB of private memory (8.7 MB at target 10), which put
 * the service's process tree over its memory budget under load. Nothing filters on the JSON payloads, so they
 * get no statistics; the columns that are filtered on keep a smaller sample (the change log, which users
 * filter, a larger one than the outbox, which only the relay reads by its index).
 */
const TARGETS: Record<string, { target: number; payload: string[]; columns: string[] }> = {
  events_outbox: {
    target: 10,
    payload: ['data', 'prechange', 'postchange'],
    columns: ['id', 'created', 'request_id', 'event', 'object_type', 'object_id', 'user_id', 'username', 'relayed_at'],
  },
  core_objectchange: {
    target: 30,
    payload: ['prechange_data', 'postchange_data', 'object_repr', 'message'],
    columns: [
      'id',
      'time',
      'user_id',
      'user_name',
      'request_id',
      'action',
      'changed_object_type',
      'changed_object_id',
      'related_object_type',
      'related_object_id',
    ],
  },
};

function alter(table: string, statistics: (column: string, payload: boolean) => number): string {
  const { payload, columns } = TARGETS[table];
  const set = [...columns.map((c) => [c, false] as const), ...payload.map((c) => [c, true] as const)].map(
    ([c, p]) => `ALTER COLUMN "${c}" SET STATISTICS ${statistics(c, p)}`,
  );
  return `ALTER TABLE "${table}" ${set.join(', ')}`;
}

export class NarrowAnalyzeSamples1795730000000 implements MigrationInterface {
  name = 'NarrowAnalyzeSamples1795730000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(TARGETS)) await q.query(alter(table, (_c, payload) => (payload ? 0 : TARGETS[table].target)));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(TARGETS)) await q.query(alter(table, () => -1));
  }
}
