import { defineResource, Resource, ResourceAction } from '../../core/model/define-resource.js';
import { expr } from '../../core/model/filter-specs.js';
import { PermissionDeniedError } from '../../core/model/errors.js';
import { getObjectJson } from '../../core/query/reader.js';
import { currentContext } from '../../context/request-context.js';
import { userHasPermission } from '../../users/grants.js';
import { jobQueueRef } from '../jobs/job-queue-ref.js';
import { DataFile } from './entities/data-file.entity.js';
import { DataSource } from './entities/data-source.entity.js';
import { localRoot } from './local-backend.js';
import { SYNC_HANDLER } from './sync.js';

/** `POST /api/core/data-sources/<id>/sync/`: queues a sync job and answers with the source (status queued). */
const sync: ResourceAction = {
  name: 'sync',
  summary: { post: 'Queue a job synchronizing the data source' },
  async post(ctx) {
    if (!userHasPermission('core.datasource', 'sync')) {
      throw new PermissionDeniedError('This user does not have permission to synchronize this data source.');
    }
    await getObjectJson(ctx.db, ctx.resource, ctx.id, {}, ctx.env, ctx.scope(ctx.resource, 'view'));
    const queue = jobQueueRef.current;
    if (!queue) throw new Error('The job queue is not running');
    // the source as queued (NetBox answers with the object its enqueue marked queued): read before the commit
    // lets the worker start the job, which may already have it syncing or done by the time a later read runs
    const body = await ctx.db.transaction(async (tx) => {
      await tx.query(`UPDATE core_datasource SET status = 'queued' WHERE id = $1`, [ctx.id]);
      await queue.enqueue(tx, {
        name: `Sync data source ${ctx.id}`,
        handler: SYNC_HANDLER,
        object: { type: 'core.datasource', id: ctx.id },
        userId: currentContext()?.user?.id ?? null,
      });
      return getObjectJson(tx, ctx.resource, ctx.id, {}, ctx.env);
    });
    return { body, json: true };
  },
};

/** Each backend's parameters that change records never show (NetBox's `sensitive_parameters`). */
const SENSITIVE_PARAMETERS: Record<string, string[]> = { git: ['password'], 'amazon-s3': ['aws_secret_access_key'] };
const CENSORED = `'"********"'::jsonb`;
const CENSORED_CHANGED = `'"***CHANGED***"'::jsonb`;

/**
 * A change record shows a sensitive parameter that has a (truthy) value as the censor token, or in the
 * post-change data as "***CHANGED***" when it differs from the value before; empty values stay as they are.
 */
function censorParameters(pre: string, post: string): { pre: string; post: string } {
  const type = `COALESCE(${post}->>'type', ${pre}->>'type')`;
  const value = (snapshot: string, key: string) => `(${snapshot}->'parameters'->'${key}')`;
  const truthy = (v: string) => `COALESCE(${v} NOT IN ('null'::jsonb, '""'::jsonb, 'false'::jsonb, '0'::jsonb, '[]'::jsonb, '{}'::jsonb), false)`;
  let censoredPre = pre;
  let censoredPost = post;
  for (const [backend, keys] of Object.entries(SENSITIVE_PARAMETERS)) {
    for (const key of keys) {
      const path = `'{parameters,${key}}'`;
      const postToken = `CASE WHEN ${value(post, key)} IS DISTINCT FROM ${value(pre, key)} THEN ${CENSORED_CHANGED} ELSE ${CENSORED} END`;
      censoredPost = `CASE WHEN ${type} = '${backend}' AND ${truthy(value(post, key))} THEN jsonb_set(${censoredPost}, ${path}, ${postToken}) ELSE ${censoredPost} END`;
      censoredPre = `CASE WHEN ${type} = '${backend}' AND ${truthy(value(pre, key))} THEN jsonb_set(${censoredPre}, ${path}, ${CENSORED}) ELSE ${censoredPre} END`;
    }
  }
  return { pre: censoredPre, post: censoredPost };
}

export const dataSources = defineResource({
  entity: DataSource,
  app: 'core',
  path: 'data-sources',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description', 'comments'],
  features: ['jobs'],
  // NetBox's DataSourceSerializer lists no tags (the model has them: filters, change records)
  omit: ['tags'],
  fieldOrder: [
    'name',
    'type',
    'source_url',
    'enabled',
    'status',
    'description',
    'sync_interval',
    'parameters',
    'ignore_rules',
    'owner',
    'comments',
    'custom_fields',
    'created',
    'last_updated',
    'last_synced',
    'file_count',
  ],
  actions: [sync],
  changeSnapshots: censorParameters,
  rules: {
    validate(item, ctx) {
      if (item.given.has('source_url') || item.given.has('type')) {
        const problem = item.values.type === 'local' ? localRoot(String(item.values.source_url ?? '')).problem : undefined;
        if (problem) ctx.error('source_url', problem);
      }
    },
  },
});

export const dataFiles = defineResource({
  entity: DataFile,
  app: 'core',
  path: 'data-files',
  brief: ['id', 'url', 'display', 'path'],
  ordering: ['source', 'path'],
  display: 'path',
  search: ['path'],
  readOnly: true,
  changeLogged: false,
  filters: {
    // NetBox's change-logged filterset gives it `created`, which its serializer leaves out (so no field here)
    created: expr('datetime', (t) => `${t}.created`),
  },
});

export const dataResources: Resource[] = [dataSources, dataFiles];
