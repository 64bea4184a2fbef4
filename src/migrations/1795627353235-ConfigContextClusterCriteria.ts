import { MigrationInterface, QueryRunner } from 'typeorm';

/** Config-context criteria added with the cluster fields: join table suffix and its target column. */
const CRITERIA = [
  ['cluster_types', 'clustertype_id'],
  ['cluster_groups', 'clustergroup_id'],
  ['clusters', 'cluster_id'],
];

/**
 * The cluster criteria's id caches on extras_configcontext (`_cluster_types`…), kept by triggers on their
 * join tables like the other criteria's (see the ConfigContexts migration and criteria.ts).
 */
export class ConfigContextClusterCriteria1795627353235 implements MigrationInterface {
  name = 'ConfigContextClusterCriteria1795627353235';

  async up(q: QueryRunner): Promise<void> {
    for (const [field, target] of CRITERIA) {
      const table = `extras_configcontext_${field}`;
      for (const [event, transition] of [['INSERT', 'NEW TABLE AS inserted'], ['DELETE', 'OLD TABLE AS deleted']]) {
        await q.query(
          `CREATE TRIGGER "XT_${table}_${event.toLowerCase()}" AFTER ${event} ON "${table}" REFERENCING ${transition}
           FOR EACH STATEMENT EXECUTE FUNCTION inv_configcontext_criterion_sync('_${field}', '${target}')`,
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [field] of CRITERIA) {
      await q.query(`DROP TRIGGER "XT_extras_configcontext_${field}_delete" ON "extras_configcontext_${field}"`);
      await q.query(`DROP TRIGGER "XT_extras_configcontext_${field}_insert" ON "extras_configcontext_${field}"`);
    }
  }
}
