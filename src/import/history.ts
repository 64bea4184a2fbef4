import type { ApiClient, Json } from './client.js';
import type { ModelReport } from './report.js';

/**
 * `--with-changelog`: the source's change log (`/api/core/object-changes/`, before 4.0
 * `/api/extras/object-changes/`) added to the target's as history, page by page in the source's order,
 * through the target's superuser-only `POST /api/core/object-changes/import/`, which skips records already
 * present (a rerun adds nothing twice) and fires no webhook. Object ids are the target's where the object
 * was copied; a deleted object's id stays the source's. Snapshots are kept as the source recorded them.
 */

const SOURCES = ['/api/core/object-changes/', '/api/extras/object-changes/'];
const HISTORY_IMPORT = '/api/core/object-changes/import/';
const VERBS: Record<string, string> = { create: 'created', update: 'updated', delete: 'deleted' };

/** The target's id of a copied source object, if it was copied. */
export type IdMap = (type: string, id: number) => number | undefined;

const valueOf = (v: unknown): unknown => (v && typeof v === 'object' && 'value' in v ? (v as Json).value : v);

/**
 * What the change was made to, as text: the record's `object_repr` (NetBox 4), else (3.7 renders none) the
 * changed object's display, else the record's display without its type label and its "… by <user>" tail.
 */
function reprOf(c: Json, action: string): string {
  if (typeof c.object_repr === 'string') return c.object_repr;
  if (c.changed_object && typeof c.changed_object === 'object' && c.changed_object.display) return String(c.changed_object.display);
  if (typeof c.changed_object === 'string') return c.changed_object;
  const display = String(c.display ?? '');
  const tail = ` ${VERBS[action]} by ${c.user_name ?? ''}`;
  const text = display.endsWith(tail) ? display.slice(0, -tail.length) : display;
  const snapshot = (c.postchange_data ?? c.prechange_data ?? {}) as Json;
  return String(snapshot.name ?? snapshot.display ?? text);
}

/** One source record as the target's history import takes it. */
export function historyRecord(c: Json, mapId: IdMap): Json {
  const action = String(valueOf(c.action));
  const type = String(c.changed_object_type);
  const related = c.related_object_type ? String(c.related_object_type) : null;
  return {
    id: c.id,
    time: c.time,
    user_name: c.user_name ?? '',
    request_id: c.request_id,
    action,
    changed_object_type: type,
    changed_object_id: mapId(type, Number(c.changed_object_id)) ?? Number(c.changed_object_id),
    related_object_type: related,
    related_object_id: related ? (mapId(related, Number(c.related_object_id)) ?? Number(c.related_object_id)) : null,
    object_repr: reprOf(c, action),
    message: typeof c.message === 'string' ? c.message : '',
    prechange_data: c.prechange_data ?? null,
    postchange_data: c.postchange_data ?? null,
  };
}

export async function copyHistory(
  source: ApiClient,
  target: ApiClient,
  mapId: IdMap,
  log: (line: string) => void,
  pageSize: number,
): Promise<ModelReport> {
  const report: ModelReport = { type: 'core.objectchange', source: null, target: 0, created: 0, inPlace: 0, failed: [] };
  const started = Date.now();
  for (const path of SOURCES) {
    const total = await source.count(path);
    if (total === null) continue;
    report.source = total;
    for await (const page of source.pages(path, '', pageSize)) {
      const res = await target.send(
        'POST',
        HISTORY_IMPORT,
        page.map((c) => historyRecord(c, mapId)),
      );
      if (res.status !== 201) throw new Error(`the target refused the change log (${res.status}): ${JSON.stringify(res.body).slice(0, 500)}`);
      report.created += Number(res.body.created);
      report.inPlace += Number(res.body.skipped);
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      log(
        `core.objectchange: ${report.created + report.inPlace}/${total} (${report.created} copied, ${report.inPlace} in place) ${Math.round(report.created / seconds)} objects/s`,
      );
    }
    break;
  }
  report.target = (await target.count('/api/core/object-changes/')) ?? 0;
  return report;
}
