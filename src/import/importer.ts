import { randomBytes } from 'node:crypto';
import type { Resource } from '../core/model/define-resource.js';
import { ApiClient, Json } from './client.js';
import { buildBody, naturalKeys, ObjectCustomFields, Resolution } from './body.js';
import { adapt, eventRulesOf, macAddressesOf, parseVersion, Version } from './legacy.js';
import { importOrder } from './order.js';
import { copyHistory } from './history.js';
import type { ModelReport } from './report.js';

export type { Failure, ModelReport } from './report.js';

/**
 * Copies every model of a NetBox-API source into this service, model by model in dependency order
 * (order.ts), with bulk POSTs in import mode (X-Import-Keep-Id: ids and timestamps kept where they are
 * free). References are rewritten through an id map per model; those to objects not copied yet are
 * written by patches at the end. A rerun finds what is in place by natural key (else by id) and skips it.
 */

export interface ImportOptions {
  source: ApiClient;
  target: ApiClient;
  /** only count what would be copied */
  plan?: boolean;
  batchSize?: number;
  /** bulk requests in flight at once within a model (default 1: two measured no faster on a loaded machine, bench/import.js) */
  concurrency?: number;
  log?: (line: string) => void;
  /** limit to these object types (tests, partial runs) */
  only?: string[];
  /** also add the source's change log to the target's, as history */
  withChangelog?: boolean;
}

export interface ImportReport {
  sourceVersion: string;
  models: ModelReport[];
  objects: number;
  seconds: number;
}

const IMPORT_HEADERS = { 'X-Import-Keep-Id': '1' };
const PROGRESS_EVERY_MS = 5000;

/** Models that held a MAC address before NetBox 4.2, and their lists. */
const MAC_HOLDERS: Record<string, string> = {
  'dcim.interface': '/api/dcim/interfaces/',
  'virtualization.vminterface': '/api/virtualization/interfaces/',
};

interface Deferred {
  srcId: number;
  values: Json;
}

export class Importer {
  private readonly ids = new Map<string, Map<number, number>>();
  /** object types still to be copied: references to them resolve later */
  private readonly pending = new Set<string>();
  /** per model, the source ids of objects not yet created (self references wait for them) */
  private readonly waiting = new Map<string, Set<number>>();
  private readonly deferred = new Map<Resource, Deferred[]>();
  private readonly sourceCache = new Map<string, Json[] | null>();
  private readonly lastUpdated = new Map<string, Map<number, string>>();
  private version: Version = [4, 6];
  private readonly objectFields: ObjectCustomFields = new Map();
  private readonly log: (line: string) => void;
  private readonly batchSize: number;
  private readonly concurrency: number;

  constructor(private readonly options: ImportOptions) {
    this.log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
    this.batchSize = options.batchSize ?? 500;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
  }

  private map(type: string): Map<number, number> {
    let m = this.ids.get(type);
    if (!m) this.ids.set(type, (m = new Map()));
    return m;
  }

  private readonly resolve = (type: string, id: number): Resolution => {
    const mapped = this.ids.get(type)?.get(id);
    if (mapped !== undefined) return mapped;
    if (this.pending.has(type) || this.waiting.get(type)?.has(id)) return 'later';
    return 'missing';
  };

  /** A source model's objects in 4.6's shapes; null when the source has no such model. */
  private async sourceObjects(resource: Resource): Promise<Json[] | null> {
    if (MAC_HOLDERS[resource.objectType] !== undefined || resource.objectType === 'dcim.macaddress') await this.legacyMacAddresses();
    if (resource.objectType === 'extras.eventrule') await this.legacyEventRules();
    return this.readSource(resource.objectType, resource.listPath, resource.excludable.includes('config_context') ? 'exclude=config_context' : '');
  }

  private async readSource(type: string, listPath: string, params = ''): Promise<Json[] | null> {
    const cached = this.sourceCache.get(type);
    if (cached !== undefined) return cached;
    const objects = await this.options.source.listAll(listPath, params);
    if (objects) for (const o of objects) adapt(type, o, this.version);
    this.sourceCache.set(type, objects);
    return objects;
  }

  /**
   * A source older than 4.2 holds MAC addresses on interfaces: they become MAC address objects, read
   * with the interfaces, so each interface names its primary one (written by a patch once they exist).
   */
  private async legacyMacAddresses(): Promise<void> {
    if (this.sourceCache.has('dcim.macaddress')) return;
    const holders = [];
    for (const [type, listPath] of Object.entries(MAC_HOLDERS)) holders.push({ type, objects: (await this.readSource(type, listPath)) ?? [] });
    const macs = macAddressesOf(holders, this.version);
    if (macs) this.sourceCache.set('dcim.macaddress', macs);
  }

  /** A source older than 3.7 triggers its webhooks itself: each webhook's triggers become an event rule. */
  private async legacyEventRules(): Promise<void> {
    if (this.sourceCache.has('extras.eventrule')) return;
    const rules = eventRulesOf((await this.readSource('extras.webhook', '/api/extras/webhooks/')) ?? [], this.version);
    if (rules) this.sourceCache.set('extras.eventrule', rules);
  }

  async run(): Promise<ImportReport> {
    const started = Date.now();
    const status = await this.options.source.getOptional('/api/status/');
    const sourceVersion = String(status?.['netbox-version'] ?? 'unknown');
    this.version = parseVersion(sourceVersion);
    this.log(`source ${this.options.source.base} (NetBox ${sourceVersion}) → target ${this.options.target.base}`);
    const order = importOrder().filter((r) => !this.options.only || this.options.only.includes(r.objectType));
    for (const r of order) this.pending.add(r.objectType);
    const reports: ModelReport[] = [];
    if (this.options.plan) {
      for (const r of order) {
        const source = await this.options.source.count(r.listPath);
        const target = (await this.options.target.count(r.listPath)) ?? 0;
        reports.push({ type: r.objectType, source, target, created: 0, inPlace: 0, failed: [] });
        if (source) this.log(`would copy ${r.objectType}: ${source} at the source, ${target} at the target`);
      }
      if (this.options.withChangelog) {
        const source =
          (await this.options.source.count('/api/core/object-changes/')) ?? (await this.options.source.count('/api/extras/object-changes/'));
        if (source) this.log(`would copy core.objectchange: ${source} change records at the source`);
      }
      return { sourceVersion, models: reports, objects: 0, seconds: (Date.now() - started) / 1000 };
    }
    const byType = new Map<string, ModelReport>();
    for (const r of order) {
      const report = await this.copyModel(r);
      reports.push(report);
      byType.set(r.objectType, report);
      this.pending.delete(r.objectType);
    }
    await this.applyDeferred(byType);
    for (const r of order) await this.finish(r, byType.get(r.objectType)!);
    if (this.options.withChangelog) {
      await this.mapCableTerminations();
      reports.push(await copyHistory(this.options.source, this.options.target, (type, id) => this.ids.get(type)?.get(id), this.log, this.batchSize));
    }
    const objects = reports.reduce((n, r) => n + r.created, 0);
    return { sourceVersion, models: reports, objects, seconds: (Date.now() - started) / 1000 };
  }

  private async copyModel(resource: Resource): Promise<ModelReport> {
    const type = resource.objectType;
    const report: ModelReport = { type, source: null, target: 0, created: 0, inPlace: 0, failed: [] };
    const started = Date.now();
    const objects = await this.sourceObjects(resource);
    if (objects === null) return report;
    if (type === 'extras.customfield') this.noteObjectFields(objects);
    report.source = objects.length;
    if (!objects.length) return report;
    const stamps = new Map<number, string>();
    for (const o of objects) if (o.last_updated) stamps.set(o.id, o.last_updated);
    this.lastUpdated.set(type, stamps);
    // what the target holds already: matched by natural key, else (a model without one) by id
    const existing = (await this.options.target.listAll(resource.listPath)) ?? [];
    const takenIds = new Set(existing.map((o) => Number(o.id)));
    const byKey = new Map<string, number>();
    for (const o of existing) for (const key of naturalKeys(resource, o, null)) byKey.set(key, Number(o.id));
    const ids = this.map(type);
    let todo: Json[] = [];
    for (const o of objects) {
      // by natural key; an object without one (an unnamed device, an IP address) by its id, as kept by an earlier run
      const keys = naturalKeys(resource, o, this.resolve);
      const match = keys.length ? keys.map((k) => byKey.get(k)).find((id) => id !== undefined) : takenIds.has(o.id) ? o.id : undefined;
      if (match !== undefined) {
        ids.set(o.id, match);
        report.inPlace++;
      } else todo.push(o);
    }
    const waiting = new Set(todo.map((o) => Number(o.id)));
    this.waiting.set(type, waiting);
    this.pending.delete(type);
    let lastLog = Date.now();
    // waves: objects whose references to their own model are in place first (parents before children)
    while (todo.length) {
      let wave = todo.filter((o) => {
        const built = buildBody(resource, o, this.resolve, this.objectFields);
        return !refersToItself(resource, built.deferred);
      });
      if (!wave.length) wave = todo; // a cycle within the model: its references are patched afterwards
      const inWave = new Set(wave);
      todo = todo.filter((o) => !inWave.has(o));
      // a wave's objects do not refer to each other: its batches may be written side by side
      const step = this.batchSize * this.concurrency;
      for (let i = 0; i < wave.length; i += step) {
        const batches = [];
        for (let j = i; j < Math.min(i + step, wave.length); j += this.batchSize) batches.push(wave.slice(j, j + this.batchSize));
        await Promise.all(batches.map((batch) => this.createBatch(resource, batch, takenIds, report)));
        for (const o of wave.slice(i, i + step)) waiting.delete(Number(o.id));
        if (Date.now() - lastLog >= PROGRESS_EVERY_MS || (i + step >= wave.length && !todo.length))
          lastLog = this.progress(type, report, objects.length, started);
      }
    }
    this.waiting.delete(type);
    return report;
  }

  /** One progress line of a model: done of all, copied, in place, failed, and the rate; returns when. */
  private progress(type: string, report: ModelReport, total: number, started: number): number {
    const now = Date.now();
    const seconds = Math.max((now - started) / 1000, 0.001);
    const done = report.created + report.inPlace + report.failed.length;
    this.log(
      `${type}: ${done}/${total} (${report.created} copied, ${report.inPlace} in place, ${report.failed.length} failed) ${Math.round(report.created / seconds)} objects/s`,
    );
    return now;
  }

  /** Custom fields whose values are references: mapped like any other reference (ids may not have been kept). */
  private noteObjectFields(fields: Json[]): void {
    for (const cf of fields) {
      const kind = typeof cf.type === 'object' && cf.type ? cf.type.value : cf.type;
      if ((kind === 'object' || kind === 'multiobject') && cf.related_object_type)
        this.objectFields.set(String(cf.name), { type: String(cf.related_object_type), multiple: kind === 'multiobject' });
    }
  }

  private async createBatch(resource: Resource, objects: Json[], takenIds: Set<number>, report: ModelReport): Promise<void> {
    const items: { src: Json; body: Json }[] = [];
    for (const src of objects) {
      const built = buildBody(resource, src, this.resolve, this.objectFields);
      const required = built.missing.filter((m) => resource.field(m.split(':')[0])?.required);
      if (required.length) {
        report.failed.push({ id: src.id, display: src.display, reason: `references objects that were not copied: ${built.missing.join('; ')}` });
        continue;
      }
      const body = built.body;
      if (!takenIds.has(src.id)) body.id = src.id;
      // the service's own stamps (created, last_updated, date_joined…): import mode keeps them
      for (const f of resource.fields) if (f.kind === 'datetime' && f.readOnly && src[f.name]) body[f.name] = src[f.name];
      if (resource.objectType === 'users.user') body.password = `${randomBytes(24).toString('base64url')}aA1!`;
      if (Object.keys(built.deferred).length) this.defer(resource, src.id, built.deferred);
      items.push({ src, body });
    }
    if (resource.objectType === 'extras.imageattachment') {
      for (const item of items) await this.createAttachment(resource, item, report);
      return;
    }
    if (!items.length) return;
    const res = await this.options.target.send(
      'POST',
      resource.listPath,
      items.map((i) => i.body),
      IMPORT_HEADERS,
    );
    if (res.status === 201) {
      (res.body as Json[]).forEach((created, i) => this.created(resource, items[i].src, Number(created.id), report));
      for (const [i, created] of (res.body as Json[]).entries()) await this.copyFiles(resource, items[i].src, Number(created.id), report);
      return;
    }
    if (res.status === 403 || res.status === 401) throw new Error(`the target refused the import (${res.status}): ${JSON.stringify(res.body)}`);
    // all-or-none failed: one by one, to copy the good ones and name each bad one's reason
    for (const item of items) {
      const one = items.length === 1 ? res : await this.options.target.send('POST', resource.listPath, item.body, IMPORT_HEADERS);
      if (one.status === 201) {
        this.created(resource, item.src, Number(one.body.id), report);
        await this.copyFiles(resource, item.src, Number(one.body.id), report);
      } else
        report.failed.push({
          id: item.src.id,
          display: item.src.display,
          reason: `${one.status} ${JSON.stringify(Array.isArray(one.body) ? one.body[0] : one.body)}`,
        });
    }
  }

  private created(resource: Resource, src: Json, id: number, report: ModelReport): void {
    this.map(resource.objectType).set(Number(src.id), id);
    report.created++;
  }

  /**
   * Optional file fields (a device type's front_image) cannot travel in the JSON create: each file is
   * fetched from the source and uploaded by a multipart PATCH, keeping the source's last_updated.
   */
  private async copyFiles(resource: Resource, src: Json, id: number, report: ModelReport): Promise<void> {
    const fields = resource.fields.filter((f) => f.file && !f.required && typeof src[f.name] === 'string');
    if (!fields.length) return;
    try {
      const form = new FormData();
      for (const f of fields)
        form.append(f.name, await this.options.source.download(String(src[f.name])), String(src[f.name]).split('/').pop() ?? 'image');
      if (src.last_updated) form.append('last_updated', String(src.last_updated));
      const res = await this.options.target.send('PATCH', `${resource.listPath}${id}/`, form, IMPORT_HEADERS);
      if (res.status !== 200)
        report.failed.push({ id: src.id, display: src.display, reason: `its files: ${res.status} ${JSON.stringify(res.body)}` });
    } catch (error) {
      report.failed.push({ id: src.id, display: src.display, reason: `its files: ${(error as Error).message}` });
    }
  }

  /** An image attachment: its file fetched from the source and uploaded with the other fields. */
  private async createAttachment(resource: Resource, item: { src: Json; body: Json }, report: ModelReport): Promise<void> {
    try {
      const file = await this.options.source.download(String(item.src.image));
      const form = new FormData();
      for (const [k, v] of Object.entries(item.body))
        if (v !== null && v !== undefined) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      form.append('image', file, String(item.src.image).split('/').pop() ?? 'image');
      const res = await this.options.target.send('POST', resource.listPath, form, IMPORT_HEADERS);
      if (res.status === 201) this.created(resource, item.src, Number(res.body.id), report);
      else report.failed.push({ id: item.src.id, display: item.src.display, reason: `${res.status} ${JSON.stringify(res.body)}` });
    } catch (error) {
      report.failed.push({ id: item.src.id, display: item.src.display, reason: (error as Error).message });
    }
  }

  private defer(resource: Resource, srcId: number, values: Json): void {
    let list = this.deferred.get(resource);
    if (!list) this.deferred.set(resource, (list = []));
    list.push({ srcId, values });
  }

  /** References to objects copied after their holder, written now that everything exists. */
  private async applyDeferred(reports: Map<string, ModelReport>): Promise<void> {
    for (const [resource, list] of this.deferred) {
      const report = reports.get(resource.objectType)!;
      const stamps = this.lastUpdated.get(resource.objectType);
      const items: { srcId: number; body: Json }[] = [];
      for (const d of list) {
        const id = this.ids.get(resource.objectType)?.get(d.srcId);
        if (id === undefined) continue;
        const built = buildBody(resource, d.values, this.resolve, this.objectFields);
        if (built.missing.length) report.failed.push({ id: d.srcId, reason: `references not copied: ${built.missing.join('; ')}` });
        if (!Object.keys(built.body).length) continue;
        items.push({ srcId: d.srcId, body: { ...built.body, id, ...(stamps?.has(d.srcId) ? { last_updated: stamps.get(d.srcId) } : {}) } });
      }
      for (let i = 0; i < items.length; i += this.batchSize) await this.patch(resource, items.slice(i, i + this.batchSize), report);
      if (items.length) this.log(`${resource.objectType}: ${items.length} references written after their objects`);
    }
  }

  private async patch(resource: Resource, items: { srcId: number; body: Json }[], report: ModelReport): Promise<void> {
    const res = await this.options.target.send(
      'PATCH',
      resource.listPath,
      items.map((i) => i.body),
      IMPORT_HEADERS,
    );
    if (res.status === 200) return;
    for (const item of items) {
      const one = items.length === 1 ? res : await this.options.target.send('PATCH', resource.listPath, [item.body], IMPORT_HEADERS);
      if (one.status !== 200)
        report.failed.push({ id: item.srcId, reason: `${one.status} ${JSON.stringify(Array.isArray(one.body) ? one.body[0] : one.body)}` });
    }
  }

  /**
   * Cable ends are not copied (the target derives them from its cables) so their ids differ: matched by
   * cable, end and terminating object, for the change log's records of them.
   */
  private async mapCableTerminations(): Promise<void> {
    const path = '/api/dcim/cable-terminations/';
    const [source, target] = await Promise.all([this.options.source.listAll(path), this.options.target.listAll(path)]);
    if (!source || !target) return;
    const key = (t: Json, map: (type: string, id: number) => number | undefined) =>
      `${map('dcim.cable', Number(t.cable?.id ?? t.cable))}:${t.cable_end}:${t.termination_type}:${map(String(t.termination_type), Number(t.termination_id))}`;
    const byKey = new Map(target.map((t) => [key(t, (_type, id) => id), Number(t.id)]));
    const ids = this.map('dcim.cabletermination');
    for (const t of source) {
      const id = byKey.get(key(t, (type, srcId) => this.ids.get(type)?.get(srcId)));
      if (id !== undefined) ids.set(Number(t.id), id);
    }
  }

  /**
   * The target's count, and the source's `last_updated` again where writes after the copy (a cable
   * marking its interfaces, a patch) moved it.
   */
  private async finish(resource: Resource, report: ModelReport): Promise<void> {
    if (report.source === null) return;
    const stamps = this.lastUpdated.get(resource.objectType);
    const ids = this.ids.get(resource.objectType);
    if (!report.created || !stamps?.size || !ids) {
      report.target = (await this.options.target.count(resource.listPath)) ?? 0;
      return;
    }
    const objects = (await this.options.target.listAll(resource.listPath, 'fields=id,last_updated')) ?? [];
    report.target = objects.length;
    const back = new Map([...ids].map(([src, tgt]) => [tgt, src]));
    const moved: { srcId: number; body: Json }[] = [];
    for (const o of objects) {
      const src = back.get(Number(o.id));
      const stamp = src === undefined ? undefined : stamps.get(src);
      if (stamp && o.last_updated && Date.parse(stamp) !== Date.parse(o.last_updated))
        moved.push({ srcId: src!, body: { id: o.id, last_updated: stamp } });
    }
    for (let i = 0; i < moved.length; i += this.batchSize) await this.patch(resource, moved.slice(i, i + this.batchSize), report);
  }
}

/** Whether deferred values refer to the model itself (a parent, a LAG, a bridge, a NAT inside address). */
function refersToItself(resource: Resource, deferred: Json): boolean {
  return Object.keys(deferred).some((name) => {
    const field = resource.field(name);
    if (field?.target) return field.target() === resource.entity;
    const generic = resource.fields.find((f) => f.kind === 'generic' && f.generic!.typeField === name);
    return generic !== undefined && deferred[name] === resource.objectType;
  });
}

/** The report as lines: per model, source count vs target count, and each object not copied with its reason. */
export function formatReport(report: ImportReport): string[] {
  const lines = [
    `imported ${report.objects} objects in ${report.seconds.toFixed(1)} s (${Math.round(report.objects / Math.max(report.seconds, 0.001))} objects/s)`,
  ];
  for (const m of report.models) {
    if (m.source === null || (m.source === 0 && m.target === 0)) continue;
    lines.push(
      `${m.type.padEnd(36)} source ${String(m.source).padStart(7)}  target ${String(m.target).padStart(7)}  copied ${m.created}, in place ${m.inPlace}, failed ${m.failed.length}`,
    );
    for (const f of m.failed) lines.push(`  ${m.type} ${f.id}${f.display ? ` (${f.display})` : ''}: ${f.reason}`);
  }
  return lines;
}
