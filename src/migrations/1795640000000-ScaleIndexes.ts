import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes TypeORM cannot declare (named XI_…), found by the scale bench (`npm run bench -- --scale`):
 * - trigrams of the fields a device's `q` searches (case-insensitive contains): one multi-column GIN index
 *   serves the OR of the five ILIKEs as a BitmapOr, where 20,000 devices were otherwise scanned per search.
 */
const INDEXES: [string, string][] = [
  [
    'XI_dcim_device_search',
    `CREATE INDEX "XI_dcim_device_search" ON "dcim_device" USING gin ("name" gin_trgm_ops, "serial" gin_trgm_ops, "asset_tag" gin_trgm_ops, "description" gin_trgm_ops, "comments" gin_trgm_ops)`,
  ],
];

export class ScaleIndexes1795640000000 implements MigrationInterface {
  name = 'ScaleIndexes1795640000000';

  public async up(q: QueryRunner): Promise<void> {
    // pg_trgm is a trusted extension (PostgreSQL ≥ 13): the database owner may create it
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const [, sql] of INDEXES) await q.query(sql);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await q.query(`DROP INDEX "${name}"`);
  }
}
