import type { AccessAction, Resource } from '../../core/model/define-resource.js';
import { ValidationError } from '../../core/model/errors.js';
import { createObjects, rowToValues, updateObjects } from '../../core/write/writer.js';
import type { Queryable } from '../../database/db.js';
import { quoteIdent } from '../../database/sql.js';
import { deviceTypes, manufacturers } from '../dcim.resources.js';
import { moduleTypes } from '../modules.resources.js';
import { interfaceTemplates } from '../templates.resources.js';
import { DEVICE_TYPE_FIELDS, MODULE_TYPE_FIELDS, TEMPLATE_KINDS, TemplateKind } from './kinds.js';
import type { Doc } from './parse.js';

/**
 * Creates or updates one device type (or module type) with its component templates from a library
 * document, through the generic write path: validation, rules, change records and events as if each part
 * were POSTed or PATCHed, inside the caller's one transaction (a failure anywhere writes nothing). The type
 * is found by manufacturer and slug (else model); templates by name within it. Values equal to the stored
 * ones are not written again, so importing the same file twice changes nothing; templates the file does
 * not list are kept. A manufacturer not yet known is created (the library names it; NetBox's import form
 * would refuse it).
 */

type Json = Record<string, unknown>;

export type TypeKind = 'device' | 'module';

export interface ImportAccess {
  check(resource: Resource, action: AccessAction): void;
}

export interface ImportResult {
  resource: Resource;
  id: number;
  created: boolean;
}

/** Django's slugify: ASCII word characters, spaces and hyphens collapsed to one hyphen, lower case. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0080-\uffff]/g, '')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, '-');
}

const given = (value: unknown) => value !== undefined && value !== null;

/** Stored and given values compare as the API reads them (decimals as numbers, JSON by content). */
function same(stored: unknown, given: unknown): boolean {
  if (stored === given || ((stored ?? null) === null && (given ?? null) === null)) return true;
  if (typeof stored === 'object' || typeof given === 'object') return JSON.stringify(stored) === JSON.stringify(given);
  if (typeof given === 'number' || typeof stored === 'number') return Number(stored) === Number(given);
  return String(stored) === String(given);
}

/** The document's values for `fields`; null where the field cannot be null is left out (a form reads it as blank). */
function pick(resource: Resource, item: Json, fields: string[]): Json {
  const out: Json = {};
  for (const name of fields) {
    if (!(name in item)) continue;
    const value = item[name];
    const field = resource.field(name);
    if (value === null && field && !field.nullable) continue;
    out[name] = value;
  }
  return out;
}

/** Keys wrapped under the document key they came from, so a 400 says where in the file it is. */
async function under<T>(key: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError({ [key]: error.body });
    throw error;
  }
}

async function idsByName(db: Queryable, table: string, where: string, params: unknown[]): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; name: string }>(`SELECT id, name FROM ${quoteIdent(table)} WHERE ${where}`, params);
  return new Map(rows.map((r) => [r.name, Number(r.id)]));
}

/** A related object named in the document: its id when it exists, else the attributes (the write path's "not found"). */
async function named(db: Queryable, table: string, name: unknown): Promise<unknown> {
  if (typeof name !== 'string') return name;
  const [row] = await db.query<{ id: number }>(`SELECT id FROM ${quoteIdent(table)} WHERE name = $1`, [name]);
  return row ? Number(row.id) : { name };
}

class TypeImport {
  private readonly owner: 'device_type' | 'module_type';

  constructor(
    private readonly db: Queryable,
    private readonly kind: TypeKind,
    private readonly doc: Doc,
    private readonly access: ImportAccess,
  ) {
    this.owner = kind === 'device' ? 'device_type' : 'module_type';
  }

  async run(): Promise<ImportResult> {
    const resource = this.kind === 'device' ? deviceTypes : moduleTypes;
    const manufacturer = await this.manufacturer();
    const fields = pick(resource, this.doc, this.kind === 'device' ? DEVICE_TYPE_FIELDS : MODULE_TYPE_FIELDS);
    if (this.kind === 'device' && given(this.doc.default_platform)) {
      fields.default_platform = await named(this.db, 'dcim_platform', this.doc.default_platform);
    }
    if (this.kind === 'module') {
      if (given(this.doc.profile)) fields.profile = await named(this.db, 'dcim_moduletypeprofile', this.doc.profile);
      const attributes = this.doc.attributes ?? this.doc.attribute_data;
      if (attributes !== undefined) fields.attributes = attributes;
    }
    const existing = await this.existingType(resource, manufacturer);
    let id: number;
    if (existing) {
      id = Number(existing.id);
      await this.update(resource, [{ id, ...fields }], [existing]);
    } else {
      this.access.check(resource, 'add');
      id = (await createObjects(this.db, resource, { manufacturer, ...fields })).ids[0];
    }
    for (const kind of TEMPLATE_KINDS) {
      if (kind.deviceOnly && this.kind === 'module') continue;
      const items = this.doc[kind.key];
      if (items === undefined || items === null) continue;
      if (!Array.isArray(items) || items.some((i) => !i || typeof i !== 'object' || Array.isArray(i))) {
        throw new ValidationError({ [kind.key]: ['Expected a list of mappings (one per template).'] });
      }
      await under(kind.key, () => this.templates(kind, id, items as Json[]));
    }
    return { resource, id, created: !existing };
  }

  private async manufacturer(): Promise<number> {
    const name = this.doc.manufacturer;
    if (typeof name !== 'string' || !name.trim()) throw new ValidationError({ manufacturer: ['This field is required.'] });
    const [row] = await this.db.query<{ id: number }>('SELECT id FROM dcim_manufacturer WHERE name = $1', [name]);
    if (row) return Number(row.id);
    this.access.check(manufacturers, 'add');
    return under('manufacturer', async () => (await createObjects(this.db, manufacturers, { name, slug: slugify(name) })).ids[0]);
  }

  private async existingType(resource: Resource, manufacturer: number): Promise<Json | undefined> {
    const table = quoteIdent(resource.table);
    const model = String(this.doc.model ?? '');
    const slug = this.kind === 'device' && typeof this.doc.slug === 'string' ? this.doc.slug : null;
    const rows =
      slug === null
        ? await this.db.query<Json>(`SELECT * FROM ${table} WHERE manufacturer_id = $1 AND model = $2 ORDER BY id LIMIT 1 FOR UPDATE`, [
            manufacturer,
            model,
          ])
        : await this.db.query<Json>(
            `SELECT * FROM ${table} WHERE manufacturer_id = $1 AND (slug = $3 OR model = $2) ORDER BY (slug = $3) DESC, id LIMIT 1 FOR UPDATE`,
            [manufacturer, model, slug],
          );
    return rows[0];
  }

  /** PATCHes the objects whose given values differ from the stored row. */
  private async update(resource: Resource, bodies: Json[], rows: Json[], extra?: (body: Json, row: Json) => boolean): Promise<void> {
    const changed = bodies.filter((body, i) => {
      const stored = rowToValues(resource, rows[i]);
      return Object.entries(body).some(([k, v]) => k !== 'id' && k in stored && !same(stored[k], v)) || (extra?.(body, rows[i]) ?? false);
    });
    if (!changed.length) return;
    this.access.check(resource, 'change');
    await updateObjects(this.db, resource, null, changed, true);
  }

  private async templates(kind: TemplateKind, typeId: number, items: Json[]): Promise<void> {
    const { resource } = kind;
    const rows = await this.db.query<Json>(`SELECT * FROM ${quoteIdent(resource.table)} WHERE ${this.owner}_id = $1`, [typeId]);
    const byName = new Map(rows.map((r) => [String(r.name), r]));
    const bodies = await Promise.all(items.map((item) => this.templateBody(kind, typeId, item)));
    const creates = bodies.filter((b) => !byName.has(String(b.name))).map((b) => ({ [this.owner]: typeId, ...b }));
    const updates = bodies.filter((b) => byName.has(String(b.name)));
    if (creates.length) {
      this.access.check(resource, 'add');
      await createObjects(this.db, resource, creates);
    }
    const mappings = kind.key === 'front-ports' ? await this.storedMappings(updates.map((b) => Number(byName.get(String(b.name))!.id))) : null;
    await this.update(
      resource,
      updates.map((b) => ({ id: Number(byName.get(String(b.name))!.id), ...b })),
      updates.map((b) => byName.get(String(b.name))!),
      mappings ? (body, row) => 'rear_ports' in body && !same(mappings.get(Number(row.id)) ?? [], body.rear_ports) : undefined,
    );
    // bridges name interfaces of the same list: set once all of them exist
    if (kind.key === 'interfaces' && items.some((i) => given(i.bridge))) await this.bridges(typeId, items);
  }

  private async templateBody(kind: TemplateKind, typeId: number, item: Json): Promise<Json> {
    const body = pick(kind.resource, item, kind.fields);
    switch (kind.key) {
      case 'power-outlets':
        if (given(item.power_port)) body.power_port = await this.sibling('dcim_powerporttemplate', typeId, item.power_port, 'power_port');
        break;
      case 'front-ports':
        if (given(item.rear_port) || this.mappingsOf(item.name).length) body.rear_ports = await this.frontMappings(typeId, item);
        break;
      case 'inventory-items':
        if (given(item.manufacturer)) body.manufacturer = await named(this.db, 'dcim_manufacturer', item.manufacturer);
        if (given(item.role)) body.role = await named(this.db, 'dcim_inventoryitemrole', item.role);
        break;
    }
    return body;
  }

  /** A template of this type named by the document (a power port, a rear port, a bridge). */
  private async sibling(table: string, typeId: number, name: unknown, field: string): Promise<number> {
    const ids = await idsByName(this.db, table, `${this.owner}_id = $1`, [typeId]);
    const id = ids.get(String(name));
    if (id === undefined) throw new ValidationError({ [field]: [`No template named "${String(name)}" in this type.`] });
    return id;
  }

  /** `port-mappings` entries of one front port (NetBox 4.5's separate list). */
  private mappingsOf(frontName: unknown): Json[] {
    const list = Array.isArray(this.doc['port-mappings']) ? (this.doc['port-mappings'] as Json[]) : [];
    return list.filter((m) => m && m.front_port === frontName);
  }

  /** The front port's rear-port mappings: the library's `rear_port` / `rear_port_position`, and `port-mappings`. */
  private async frontMappings(typeId: number, item: Json): Promise<Json[]> {
    const out: Json[] = [];
    if (given(item.rear_port)) {
      const rear = await this.sibling('dcim_rearporttemplate', typeId, item.rear_port, 'rear_port');
      out.push({ position: 1, rear_port: rear, rear_port_position: item.rear_port_position ?? 1 });
    }
    for (const m of this.mappingsOf(item.name)) {
      const rear = await this.sibling('dcim_rearporttemplate', typeId, m.rear_port, 'rear_port');
      out.push({ position: m.front_port_position ?? 1, rear_port: rear, rear_port_position: m.rear_port_position ?? 1 });
    }
    return out;
  }

  private async storedMappings(frontIds: number[]): Promise<Map<number, Json[]>> {
    const rows = await this.db.query<{ front: number; position: number; rear_port: number; rear_port_position: number }>(
      `SELECT front_port_id AS front, front_port_position AS position, rear_port_id AS rear_port, rear_port_position
         FROM dcim_porttemplatemapping WHERE front_port_id = ANY($1::bigint[]) ORDER BY front_port_position, id`,
      [frontIds],
    );
    const out = new Map<number, Json[]>();
    for (const r of rows) {
      const list = out.get(Number(r.front)) ?? [];
      list.push({ position: Number(r.position), rear_port: Number(r.rear_port), rear_port_position: Number(r.rear_port_position) });
      out.set(Number(r.front), list);
    }
    return out;
  }

  private async bridges(typeId: number, items: Json[]): Promise<void> {
    const ids = await idsByName(this.db, 'dcim_interfacetemplate', `${this.owner}_id = $1`, [typeId]);
    const rows = await this.db.query<Json>(`SELECT * FROM dcim_interfacetemplate WHERE ${this.owner}_id = $1`, [typeId]);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const bodies: Json[] = [];
    for (const item of items.filter((i) => given(i.bridge))) {
      const bridge = ids.get(String(item.bridge));
      if (bridge === undefined) throw new ValidationError({ bridge: [`No template named "${String(item.bridge)}" in this type.`] });
      bodies.push({ id: ids.get(String(item.name))!, bridge });
    }
    await this.update(
      interfaceTemplates,
      bodies,
      bodies.map((b) => byId.get(b.id as number)!),
    );
  }
}

/** Imports one document inside `db`'s transaction; a refused part is a 400 under its document key. */
export function importType(db: Queryable, kind: TypeKind, doc: Doc, access: ImportAccess): Promise<ImportResult> {
  return new TypeImport(db, kind, doc, access).run();
}
