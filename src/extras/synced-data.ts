import type { Resource, ResourceAction } from '../core/model/define-resource.js';
import { PermissionDeniedError } from '../core/model/errors.js';
import { getObjectJson } from '../core/query/reader.js';
import { updateObjects } from '../core/write/writer.js';
import { userHasPermission } from '../users/grants.js';
import type { ModelRules, RuleContext, WriteItem } from '../core/model/model-rules.js';
import { BooleanField, CharField, DateTimeField, ForeignKey } from '../core/model/fields.js';
import { load } from 'js-yaml';
import { Column } from 'typeorm';

/**
 * NetBox's SyncedDataMixin: an object may follow a data file of a data source (core). Naming the file
 * sets the source and path, copies the file's content into the object (its template code, its data, its
 * schema) and stamps data_synced; naming none clears them. The source's sync job writes objects with
 * auto-sync enabled again when their file changes (src/coreapp/data/sync.ts).
 */

/** The fields, declared on each synced model (decorators cannot be mixed in). */
export const SyncedData = {
  source: () => ForeignKey('core.datasource', { onDelete: 'PROTECT', filterBy: false, helpText: 'Remote data source' }),
  path: () =>
    CharField({
      maxLength: 1000,
      blank: true,
      readOnly: true,
      filter: false,
      label: 'Data path',
      helpText: 'Path to remote file (relative to data source root)',
    }),
  file: () => ForeignKey('core.datafile', { onDelete: 'SET_NULL', filterBy: false }),
  autoSync: () =>
    BooleanField({ default: false, label: 'Auto sync enabled', helpText: 'Enable automatic synchronization of data when the data file is updated' }),
  /** for models whose API does not show auto_sync_enabled: the column alone */
  autoSyncColumn: () => Column({ type: 'boolean', default: false }),
  synced: () => DateTimeField({ readOnly: true, nullable: true, label: 'Date synced' }),
};

/** `text`: the file's text as it is (template code); `data`: the file read as YAML or JSON (NetBox's DataFile.get_data). */
export type SyncedContent = 'text' | 'data';

/** The file's content as the model stores it, or the error to report. */
function decode(data: Buffer, as: SyncedContent): { value?: unknown; error?: string } {
  const text = data.toString('utf8');
  if (as === 'text') return { value: text };
  try {
    // JSON is YAML too, so one parser reads .json, .yml and .yaml files alike; an empty file is null
    return { value: load(text) ?? null };
  } catch (error) {
    return { error: `The data file is not valid YAML or JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function sync(item: WriteItem, ctx: RuleContext, resource: Resource, target: string, as: SyncedContent): Promise<void> {
  const fileId = item.values.data_file as number | null | undefined;
  const set = (name: string, value: unknown) => {
    const field = resource.field(name);
    if (!field)
      item.derived[name] = value; // a column the API does not show (auto_sync_enabled of some models)
    else if (field.readOnly) item.derived[field.column!] = value;
    else {
      item.values[name] = value;
      item.given.add(name);
    }
  };
  if (!fileId) {
    if (ctx.mode === 'update' && !item.given.has('data_file') && !item.before?.data_file) return;
    set('data_source', null);
    set('data_path', '');
    set('data_synced', null);
    set('auto_sync_enabled', false);
    return;
  }
  const [file] = await ctx.db.query<{ source_id: number; path: string; data: Buffer }>(
    'SELECT source_id, path, data FROM core_datafile WHERE id = $1',
    [fileId],
  );
  if (!file) return ctx.error('data_file', `Related object not found using the provided numeric ID: ${fileId}`);
  const { value, error } = decode(file.data, as);
  if (error) return ctx.error('data_file', error);
  set('data_source', file.source_id);
  set('data_path', file.path);
  set(target, value);
  set('data_synced', new Date().toISOString());
}

/**
 * The synced-data rule of a model, listed first among its rules so the model's own checks see what the
 * file brings (NetBox syncs in clean()): `target` is the field the file's content goes to.
 */
export function syncedDataRules(resource: () => Resource, target: string, as: SyncedContent): ModelRules {
  return { validate: (item, ctx) => sync(item, ctx, resource(), target, as) };
}

/**
 * `POST …/<id>/sync/` (NetBox's SyncedDataMixin view): the object read again from its data file, through
 * the write path (recorded, announced), and answered in its new state. Needs the model's `sync`
 * permission; an object following no file is answered as it is.
 */
export const syncAction: ResourceAction = {
  name: 'sync',
  summary: { post: 'Synchronize the object from its data file' },
  async post(ctx) {
    if (!userHasPermission(ctx.resource.objectType, 'sync')) {
      throw new PermissionDeniedError(`Missing permission: ${ctx.resource.app}.sync_${ctx.resource.modelName}`);
    }
    const current = JSON.parse(await getObjectJson(ctx.db, ctx.resource, ctx.id, {}, ctx.env, ctx.scope(ctx.resource, 'view'))) as {
      data_file?: { id: number } | null;
    };
    if (current.data_file) {
      await ctx.db.transaction((tx) => updateObjects(tx, ctx.resource, ctx.id, { data_file: current.data_file!.id }, true));
    }
    return { body: await getObjectJson(ctx.db, ctx.resource, ctx.id, {}, ctx.env), json: true };
  },
};
