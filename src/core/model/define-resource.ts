import { getMetadataArgsStorage } from 'typeorm';
import type { FilterSpec } from './filter-specs.js';
import type { Settings } from '../../config/settings.js';
import type { Db, Queryable } from '../../database/db.js';
import type { ModelRules } from './model-rules.js';
import type { QueryMap, RenderEnv, RowScope } from './types.js';
import { UniqueRule, uniqueRulesOf } from './constraints.js';
import { EntityClass, FieldMeta, fieldsOf } from './fields.js';
import { isTreeModel, NetBoxModel } from './model-bases.js';
import type { Params } from '../../database/sql.js';
import { registerFeatures } from './features.js';

/**
 * Actions: extra endpoints declared on the resource and routed by its generated controller, either under an
 * object's URL (`actions`: `/api/ipam/prefixes/<id>/available-ips/`) or under the list's URL (`listActions`:
 * `/api/dcim/device-types/import/`). A handler gets the request's pieces and the framework's services; what
 * it creates goes through the generic write path (`create`), so validation, change records and events apply
 * as for a POST to the list.
 */

export type AccessAction = 'view' | 'add' | 'change' | 'delete';

export interface ListActionContext {
  /** the resource whose URL the action is under */
  resource: Resource;
  /** the request body: parsed JSON, or the text itself when the action takes text bodies */
  body: unknown;
  query: QueryMap;
  /** the request's headers (lower-case names) */
  headers: Record<string, string | string[] | undefined>;
  env: RenderEnv;
  settings: Settings;
  db: Db;
  /** the request's absolute URL (for page links) */
  requestUrl: string;
  /**
   * one page of a list the action computed, as a list endpoint pages (`limit`/`offset` of the request,
   * PAGINATE_COUNT and MAX_PAGE_SIZE): the slice and the envelope's count and links
   */
  paginate<T>(items: T[]): { count: number; next: string | null; previous: string | null; results: T[] };
  /** throws 403 unless the caller may do `action` on `resource` */
  check(resource: Resource, action: AccessAction): void;
  /** the rows of `resource` the caller may touch for `action` (object permissions), if restricted */
  scope(resource: Resource, action: AccessAction): RowScope | undefined;
  /**
   * creates objects of `target` from `body` (one object or a list, all-or-none) inside `tx` through the
   * generic write path, and returns them rendered as a POST to the list would (JSON text)
   */
  create(tx: Queryable, target: Resource, body: unknown): Promise<string>;
}

export interface ActionContext extends ListActionContext {
  /** the id of the object the URL names (not yet looked up) */
  id: number;
}

export interface ActionResult {
  /** 200 unless given */
  status?: number;
  /** a value to serialize, or JSON text already rendered (`json: true`), or text of `contentType` */
  body: unknown;
  json?: boolean;
  /** a response that is not JSON (an SVG picture, a rendered configuration): `body` is sent as it is with this content type */
  contentType?: string;
  /** further response headers (`Location` of what was created) */
  headers?: Record<string, string>;
}

export type ActionHandler = (ctx: ActionContext) => Promise<ActionResult>;
export type ListActionHandler = (ctx: ListActionContext) => Promise<ActionResult>;

export interface ResourceAction {
  /** the path segment: `available-ips` */
  name: string;
  /** the name NetBox's view gives itself (OPTIONS' `name`), where it is not the path segment's words */
  viewName?: string;
  /** what GET answers and POST does, for the OpenAPI document */
  summary?: { get?: string; post?: string };
  /**
   * who may call it: `view` (default) checks the view permission on the resource before the handler
   * (403 without it); `handler` leaves every check to the handler (NetBox's render actions ask only for a
   * write-enabled token and answer 404 for an object outside the caller's permissions)
   */
  access?: 'view' | 'handler';
  get?: ActionHandler;
  post?: ActionHandler;
}

/** An OpenAPI schema object, as the document shows it. */
export type ApiSchema = Record<string, unknown>;

export interface ResourceListAction {
  /** the path segment after the list's URL: `import` */
  name: string;
  /**
   * what the caller must be allowed on the resource before the handler runs (else 403; default `view`);
   * the handler checks whatever more it touches
   */
  permission?: AccessAction;
  /** what GET answers and POST does, for the OpenAPI document */
  summary?: { get?: string; post?: string };
  /** the query parameters GET takes, for the OpenAPI document */
  query?: { name: string; type: 'string' | 'integer'; required?: boolean }[];
  /**
   * what POST takes, for the OpenAPI document; `text`: a YAML or plain-text body is taken too (as the
   * handler's `body`, the text itself), where the API otherwise answers 415
   */
  body?: { schema: ApiSchema; description?: string; text?: boolean };
  /** what a success answers, for the OpenAPI document: a schema, or `model` (the resource's representation) */
  response?: ApiSchema | 'model';
  get?: ListActionHandler;
  post?: ListActionHandler;
}

/** A default order over a joined row: `join` (an inner join to a required parent) and `order`, both over the row alias. */
export interface PageOrder {
  join: (alias: string) => string;
  order: (alias: string) => string;
  /**
   * When the order leads with a parent's order (`parentOrder`, over the parent's alias) and the parent counts
   * these rows through `via` in a counter column: an unfiltered deep offset skips whole parents by their
   * counters (see query/page-skip.ts).
   */
  byParent?: { parent: string; via: string; parentOrder: (alias: string) => string };
}

export interface ResourceOptions {
  entity: EntityClass;
  /** NetBox app label: dcim, ipam, tenancy… */
  app: string;
  /** plural, hyphenated path segment: sites, device-types */
  path: string;
  /** fields of the brief form (rendered in the model's field order); 'complete' when it has none */
  brief: string[] | 'complete';
  /**
   * what the nested form (this model as another object's foreign key or generic relation shows it) has
   * beyond the brief form: field name → SQL over the row alias. `?brief=1` rows keep the brief form.
   */
  nestedExtra?: Record<string, (alias: string) => string>;
  /** default ordering, API field names, `-` for descending; the id is always the final tiebreak */
  ordering?: string[];
  /** default order as SQL over the row alias, when it uses hidden columns (an interface's natural name) */
  orderSql?: (alias: string) => string;
  /**
   * The same default order read through a join, for choosing a page: the planner walks the joined table's
   * index in order (components: devices by name, then each device's interfaces) instead of sorting every row.
   */
  pageOrder?: PageOrder;
  /**
   * An unfiltered list's exact count from counts the write transaction keeps (a scalar SQL expression), instead
   * of counting every row: a million addresses counted per block by a trigger.
   */
  keptTotal?: string;
  /** the `display` string: a field name or SQL over the row alias */
  display?: string | ((alias: string) => string);
  /** fields searched by `q` (case-insensitive contains) */
  search?: string[];
  /** filters beyond the ones generated from fields */
  filters?: Record<string, FilterSpec>;
  /** model-level validation and derived columns (several: run in order) */
  rules?: ModelRules | ModelRules[];
  /** lower-case singular used in messages: "site", "device type" */
  verboseName?: string;
  /** full field order, when it differs from declaration order */
  fieldOrder?: string[];
  /** fields left out when `exclude=<name>` is given (and in brief) */
  excludable?: string[];
  /**
   * fields of the model (meta fields too) that NetBox's serializer leaves out: stored and recorded in the
   * change log, but neither rendered, written nor described (a VLAN translation rule has no tags in the API)
   */
  omit?: string[];
  readOnly?: boolean;
  /** bulk creates validate each item against the rows created before it (NetBox does this for devices) */
  sequentialBulkCreate?: boolean;
  /** web UI path when it differs from the API path */
  uiPath?: string;
  /** writes are recorded in the change log and announced as events (default true) */
  changeLogged?: boolean;
  /**
   * rewrites the snapshots a change record keeps (not the events' snapshots): SQL over the pre- and
   * post-change jsonb expressions (either may be NULL), answering both (NetBox's to_objectchange overrides)
   */
  changeSnapshots?: (pre: string, post: string) => { pre: string; post: string };
  /** the object a change record names as related (a component's device): a foreign-key field name */
  changeParent?: string;
  /** a second foreign key naming the related object when `changeParent` is null (a module type's templates) */
  changeParentElse?: string;
  /** further mount points of the same resource, e.g. the change log also at /api/extras/object-changes/ */
  aliases?: { app: string; path: string }[];
  /** endpoints under an object's URL (`<id>/available-ips/`), see ResourceAction */
  actions?: ResourceAction[];
  /** endpoints under the list's URL (`import/`), see ResourceListAction */
  listActions?: ResourceListAction[];
  /**
   * what the model can have, as NetBox's model features, beyond those its base class brings (see below):
   * `contacts` (contact assignments and their filters), `image_attachments`, `jobs`, `synced_data`…
   */
  features?: string[];
  /** features its base class brings that NetBox's model lacks (a webhook has no journal) */
  lacks?: string[];
  /** filters a feature brings that NetBox's filterset of this model lacks (an ASN has contacts, not their filters) */
  unfiltered?: string[];
  /** not public (NetBox's `_netbox_private`): left out of object types others may reference */
  private?: boolean;
  /** any authenticated user may list and read it, without a view permission (NetBox's object types) */
  openView?: boolean;
  /**
   * Rows a user sees whatever their permissions say, on top of them (NetBox's shared objects: a saved
   * filter is seen by its owner or when shared): SQL over the alias, for a non-superuser (null: anonymous).
   */
  visibility?: (alias: string, params: Params, userId: number | null) => string;
}

/** NetBox's model features (core ObjectType.features) of change-logged models, and of full-featured ones. */
const CHANGE_LOGGED_FEATURES = ['change_logging', 'custom_validation', 'event_rules'];
const NETBOX_MODEL_FEATURES = [
  'bookmarks',
  'change_logging',
  'cloning',
  'custom_fields',
  'custom_links',
  'custom_validation',
  'event_rules',
  'export_templates',
  'journaling',
  'notifications',
  'tags',
];

/** NetBox's app names as users see them (`DCIM | site`); others are capitalized (`Tenancy`). */
const APP_LABELS: Record<string, string> = { dcim: 'DCIM', ipam: 'IPAM', vpn: 'VPN' };

/** A model declared to the framework: everything the generic routes, queries and writes need. */
export class Resource {
  readonly entity: EntityClass;
  readonly app: string;
  readonly path: string;
  /** `dcim.site` */
  readonly objectType: string;
  /** `site` */
  readonly modelName: string;
  /** `DCIM | site`: the object type as NetBox shows it */
  readonly objectTypeLabel: string;
  readonly verboseName: string;
  readonly verboseNamePlural: string;
  /** class name, for "No Site matches the given query." */
  readonly className: string;
  readonly table: string;
  readonly fields: FieldMeta[];
  readonly fieldMap: Map<string, FieldMeta>;
  /** field names of the complete representation, in order */
  readonly complete: string[];
  readonly brief: string[];
  /** the brief form as nested in other objects: without the fields declared `notNested` (counts) */
  readonly nestedBrief: string[];
  /** field names of the nested form: the nested brief form, then `nestedExtra`'s */
  readonly nested: string[];
  /** SQL of the nested form's own fields (ResourceOptions.nestedExtra) */
  readonly nestedExtra: ReadonlyMap<string, (alias: string) => string>;
  readonly ordering: string[];
  readonly orderSql?: (alias: string) => string;
  readonly pageOrder?: PageOrder;
  readonly keptTotal?: string;
  readonly display: string | ((alias: string) => string);
  readonly search: string[];
  /** the declaration's own filters, then those other apps contribute (see `contributeFilters`) */
  readonly extraFilters: Record<string, FilterSpec>;
  /** its fields' rules (FieldMeta.rules), the model's own, then rules other apps contribute (see `contributeRules`) */
  readonly rules: ModelRules[];
  readonly uniqueRules: UniqueRule[];
  readonly excludable: string[];
  /** the declared field order, if any (checked at boot, see core/api/check-declarations.ts) */
  readonly fieldOrder?: string[];
  /** fields (and meta fields) the API leaves out, see ResourceOptions.omit */
  readonly omitted: Set<string>;
  /** `id`, `url`, `display_url`, `display` as far as the representation has them */
  readonly metaFields: string[];
  readonly readOnly: boolean;
  readonly sequentialBulkCreate: boolean;
  readonly isTree: boolean;
  readonly hasTags: boolean;
  readonly hasCustomFields: boolean;
  readonly listPath: string;
  readonly uiPath: string;
  readonly changeLogged: boolean;
  readonly changeSnapshots?: (pre: string, post: string) => { pre: string; post: string };
  readonly changeParent?: string;
  readonly changeParentElse?: string;
  readonly aliases: { app: string; path: string }[];
  readonly actions: ResourceAction[];
  readonly listActions: ResourceListAction[];
  /** NetBox's model features (what ObjectType.features lists; features.ts knows which models have each) */
  readonly features: ReadonlySet<string>;
  readonly unfiltered: ReadonlySet<string>;
  readonly isPublic: boolean;
  readonly openView: boolean;
  readonly visibility?: ResourceOptions['visibility'];
  /** set once its controller is generated: actions can no longer be added */
  routed = false;
  /** the source file that declared it (for messages and the SQL snapshots beside it), when known */
  declaredIn?: string;
  /** fields written by clients (not read-only); fields are fixed once declared, so computed once */
  readonly writableFields: FieldMeta[];

  constructor(options: ResourceOptions) {
    const entity = options.entity;
    this.entity = entity;
    this.app = options.app;
    this.path = options.path;
    this.className = entity.name;
    this.modelName = entity.name.toLowerCase();
    this.objectType = `${options.app}.${this.modelName}`;
    this.verboseName = options.verboseName ?? entity.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    this.verboseNamePlural = this.verboseName.endsWith('s') ? this.verboseName : `${this.verboseName}s`;
    this.objectTypeLabel = `${APP_LABELS[this.app] ?? this.app.charAt(0).toUpperCase() + this.app.slice(1)} | ${this.verboseName}`;
    const table = getMetadataArgsStorage().tables.find((t) => t.target === entity);
    if (!table?.name) throw new Error(`${entity.name} needs @Entity('<table>')`);
    this.table = table.name;
    this.fieldOrder = options.fieldOrder;
    this.fields = orderFields(fieldsOf(entity), options.fieldOrder);
    this.fieldMap = new Map(this.fields.map((f) => [f.name, f]));
    this.omitted = new Set(options.omit ?? []);
    this.metaFields = ['id', 'url', 'display_url', 'display'].filter((n) => !this.omitted.has(n));
    this.complete = [
      ...this.metaFields,
      ...this.fields.filter((f) => f.name !== 'id' && !f.writeOnly && !this.omitted.has(f.name)).map((f) => f.name),
    ];
    this.writableFields = this.fields.filter((f) => !f.readOnly && !this.omitted.has(f.name));
    this.brief = options.brief === 'complete' ? this.complete : options.brief;
    this.nestedExtra = new Map(Object.entries(options.nestedExtra ?? {}));
    const nestedBrief = this.brief.filter((name) => !this.fieldMap.get(name)?.notNested);
    this.nestedBrief = nestedBrief.length === this.brief.length ? this.brief : nestedBrief;
    this.nested = this.nestedExtra.size ? [...this.nestedBrief, ...this.nestedExtra.keys()] : this.nestedBrief;
    this.ordering = options.ordering ?? (this.fieldMap.has('name') ? ['name'] : ['id']);
    this.orderSql = options.orderSql;
    this.pageOrder = options.pageOrder;
    this.keptTotal = options.keptTotal;
    this.display = options.display ?? (this.fieldMap.has('name') ? 'name' : 'id');
    this.search = options.search ?? ['name', 'slug', 'description'].filter((f) => this.fieldMap.has(f));
    this.extraFilters = { ...(options.filters ?? {}) };
    const fieldRules = [...new Set(this.fields.flatMap((f) => (f.rules ? [f.rules] : [])))];
    this.rules = [...fieldRules, ...(options.rules ? (Array.isArray(options.rules) ? options.rules : [options.rules]) : [])];
    this.uniqueRules = [
      ...this.fields
        .filter((f) => f.unique)
        .map((f) => ({
          fields: [f.name],
          caseInsensitive: f.caseInsensitive ? [f.name] : undefined,
          key: f.name,
          message: typeof f.unique === 'string' ? f.unique : `${this.verboseName} with this ${f.label.toLowerCase()} already exists.`,
        })),
      ...uniqueRulesOf(entity),
    ];
    this.excludable = options.excludable ?? [];
    this.readOnly = options.readOnly ?? false;
    this.sequentialBulkCreate = options.sequentialBulkCreate ?? false;
    this.isTree = isTreeModel(entity);
    this.hasTags = this.fieldMap.has('tags');
    this.hasCustomFields = this.fieldMap.has('custom_fields');
    this.listPath = `/api/${this.app}/${this.path}/`;
    this.uiPath = `/${this.app}/${options.uiPath ?? this.path}/`;
    this.changeLogged = options.changeLogged ?? true;
    this.changeSnapshots = options.changeSnapshots;
    this.changeParent = options.changeParent;
    this.changeParentElse = options.changeParentElse;
    this.aliases = options.aliases ?? [];
    this.actions = [...(options.actions ?? [])];
    this.listActions = [...(options.listActions ?? [])];
    const base = entity.prototype instanceof NetBoxModel ? NETBOX_MODEL_FEATURES : this.changeLogged ? CHANGE_LOGGED_FEATURES : [];
    this.features = new Set([...base, ...(options.features ?? [])].filter((f) => !options.lacks?.includes(f)).sort());
    this.unfiltered = new Set(options.unfiltered);
    this.isPublic = !options.private;
    this.openView = options.openView ?? false;
    this.visibility = options.visibility;
  }

  hasFeature(feature: string): boolean {
    return this.features.has(feature);
  }

  /**
   * An endpoint under this model's objects that an app above it provides (extras renders a device's
   * config): added while the apps register, before the model's controller is generated.
   */
  contributeAction(action: ResourceAction): void {
    this.contribute(this.actions, action);
  }

  /**
   * An endpoint under this model's list added by a module before the controllers are generated: an app above
   * the model's, or its own app when the declaration cannot import the handler without a cycle (the type import).
   */
  contributeListAction(action: ResourceListAction): void {
    this.contribute(this.listActions, action);
  }

  private contribute<A extends { name: string }>(actions: A[], action: A): void {
    if (this.routed) throw new Error(`${this.objectType}: action ${action.name} contributed after its routes were generated`);
    if (actions.some((a) => a.name === action.name)) throw new Error(`${this.objectType}: action ${action.name} is declared twice`);
    actions.push(action);
  }

  field(name: string): FieldMeta | undefined {
    return this.fieldMap.get(name);
  }

  /** fields the API describes (OPTIONS): the representation's, plus write-only ones */
  describedFields(): FieldMeta[] {
    return this.fields.filter((f) => !this.omitted.has(f.name));
  }

  /**
   * Rules an app above this model's adds to it (IPAM checks a device's primary IPs), registered by that
   * app's module. They run after the model's own, for items those left without errors.
   */
  contributeRules(rules: ModelRules): void {
    if (!this.rules.includes(rules)) this.rules.push(rules);
  }

  /**
   * Filters an app above this model's adds to it (an interface's `virtual_circuit_id` comes with circuits, VPN's `l2vpn_id`),
   * registered by that app's module before the first request; a name the model already has is refused.
   */
  contributeFilters(filters: Record<string, FilterSpec>): void {
    for (const [name, spec] of Object.entries(filters)) {
      const taken = this.extraFilters[name];
      // the same module registered again (a second app in one process) makes the same spec anew: it replaces the first
      if (taken && !sameSpec(taken, spec)) throw new Error(`${this.objectType}: filter ${name} is contributed twice`);
      this.extraFilters[name] = spec;
    }
  }
}

const GROUP_ORDER = { head: 0, body: 1, tail: 2, counts: 3, last: 4 } as const;

function orderFields(fields: FieldMeta[], explicit?: string[]): FieldMeta[] {
  const indexed = fields.map((f, i) => ({ f, i }));
  if (explicit) {
    const rank = new Map(explicit.map((n, i) => [n, i]));
    return indexed.sort((a, b) => (rank.get(a.f.name) ?? 1e6 + a.i) - (rank.get(b.f.name) ?? 1e6 + b.i)).map((x) => x.f);
  }
  return indexed.sort((a, b) => GROUP_ORDER[a.f.group] - GROUP_ORDER[b.f.group] || (a.f.rank ?? 0) - (b.f.rank ?? 0) || a.i - b.i).map((x) => x.f);
}

/** All declared resources, by object type and by entity. Filled when app modules load. */
export class ResourceRegistry {
  private static byType = new Map<string, Resource>();
  private static byEntity = new Map<Function, Resource>();
  /** `/api/<app>/<path>/` of every mount point (aliases too) */
  private static byMount = new Map<string, Resource>();

  /** Adds a declaration; one that repeats another's object type, entity or URL is refused, naming both. */
  static add(resource: Resource): Resource {
    const mounts = [resource.listPath, ...resource.aliases.map((a) => `/api/${a.app}/${a.path}/`)];
    const taken: [Resource | undefined, string][] = [
      [this.byType.get(resource.objectType), `Object type ${resource.objectType}`],
      [this.byEntity.get(resource.entity), `Entity ${resource.className}`],
      ...mounts.map((m): [Resource | undefined, string] => [this.byMount.get(m), `Path ${m}`]),
    ];
    const clash = taken.find(([existing]) => existing);
    if (clash) throw new Error(`${clash[1]} is declared twice: by ${describe(clash[0]!)} and by ${describe(resource)}`);
    this.byType.set(resource.objectType, resource);
    this.byEntity.set(resource.entity, resource);
    for (const m of mounts) this.byMount.set(m, resource);
    registerFeatures(resource.objectType, resource.features);
    return resource;
  }

  static all(): Resource[] {
    return [...this.byType.values()];
  }

  static byObjectType(type: string): Resource | undefined {
    return this.byType.get(type);
  }

  static forObjectType(type: string): Resource {
    const r = this.byType.get(type);
    if (!r) throw new Error(`${type} is not declared as a resource`);
    return r;
  }

  static forEntity(entity: Function): Resource {
    const r = this.byEntity.get(entity);
    if (!r) throw new Error(`${entity.name} is not declared as a resource`);
    return r;
  }

  static maybeForEntity(entity: Function): Resource | undefined {
    return this.byEntity.get(entity);
  }
}

/** A declaration as messages name it: `dcim.site (Site, /api/dcim/sites/)`. */
function describe(resource: Resource): string {
  return `${resource.objectType} (${resource.className}, ${resource.listPath})`;
}

export function defineResource(options: ResourceOptions): Resource {
  const resource = new Resource(options);
  resource.declaredIn = callerFile();
  return ResourceRegistry.add(resource);
}

/** The file of defineResource's caller, from the stack (a compiled file maps back to its source by name). */
function callerFile(): string | undefined {
  const lines = new Error().stack?.split('\n') ?? [];
  const frame = lines.slice(1).find((line) => !line.includes('define-resource.'));
  return /\(?((?:[A-Za-z]:)?[^():]+\.[jt]s):\d+:\d+\)?$/.exec(frame ?? '')?.[1];
}

/** Two filter specs made by the same code from the same values: equal data, functions of the same source. */
function sameSpec(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a === 'function' && typeof b === 'function') return a.toString() === b.toString();
  if (depth > 4 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => sameSpec((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1));
}
