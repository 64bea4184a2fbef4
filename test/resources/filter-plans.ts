import { Resource, ResourceRegistry } from '../../src/core/model/define-resource';
import type { ChoiceSet } from '../../src/core/model/choices';
import { FieldMeta } from '../../src/core/model/fields';
import type { ValueKind } from '../../src/core/model/types';
import { CompiledFilter, filtersOf, resolveFkPath, valueKindOf } from '../../src/core/query/filters';

/**
 * How the filter suite checks each filter the framework compiles for a resource, told from where the
 * filter comes from: a generated field filter (a scalar read from the representation), a foreign key's
 * `<name>_id` / `<name>` or a declared path, many-to-many and tags (related objects, with a tree node's
 * ancestors when the filter includes descendants), `q`, a feature's `cf_` / `*_by_request`, or — for SQL
 * methods, flags and hidden columns — the spec's explicit cases.
 */

export type Json = Record<string, any>;

/** What the derivation reads besides the declarations. */
export interface DeriveInput {
  resource: Resource;
  /** the three objects, complete form, in index order */
  objects: Json[];
  /** full representation behind an object's URL (absolute or a path), cached */
  fetch: (url: string) => Promise<Json>;
  /** values of filters computed in SQL, read from an object (the spec's `filterValues`) */
  values?: Record<string, (o: Json) => unknown>;
  /** filters answering like another filter of the resource (the spec's `filterAliases`) */
  aliases?: Record<string, string>;
  /** request ids that created / updated each object (for `created_by_request`…) */
  requests?: { created: string[][]; updated: string[][] };
  /** the text custom field set on the objects for `cf_` */
  customField?: { name: string; values: (string | null)[] };
  /** the tags (`{id, slug}`) of each object, by id, when its representation leaves them out */
  hiddenTags?: Map<number, Json[]>;
  /** a stored `created` / `last_updated` of an object whose representation leaves it out, in the API's form */
  stamp?: (id: number, name: 'created' | 'last_updated') => Promise<string>;
  /** per object id, what its contact assignments name for `contact`, `contact_role`, `contact_group` */
  contacts?: Map<number, Record<ContactFilter, Related>>;
}

/** NetBox's ContactModelFilterSet: on every model declared with the `contacts` feature. */
export const CONTACT_FILTERS = ['contact', 'contact_role', 'contact_group'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

const REQUEST_ACTIONS: Record<string, ('created' | 'updated')[]> = {
  created_by_request: ['created'],
  updated_by_request: ['updated'],
  modified_by_request: ['created', 'updated'],
};

export type Scalar = string | number | boolean | null;
/** A related object's matchable values (ids or attributes, with a tree node's ancestors) and whether the relation is unset. */
export type Related = { values: string[]; unset: boolean; direct?: string[] };

export type Plan =
  | {
      type: 'scalar';
      kind: ValueKind;
      ci: boolean;
      choices?: ChoiceSet;
      /** every lookup but `empty` takes only the choices (NetBox's MultipleChoiceFilter), not just `=` and `__n` */
      checkedChoices?: boolean;
      read: (o: Json) => Promise<unknown>;
    }
  | { type: 'related'; nullable: boolean; tags: boolean; byId: boolean; descendants?: boolean; read: (o: Json) => Promise<Related> }
  | { type: 'search'; fields: string[] }
  | { type: 'customField' }
  | { type: 'request'; actions: ('created' | 'updated')[] }
  | { type: 'explicit'; why: string };

const REP_KIND: Record<CompiledFilter['type'], ValueKind> = { integer: 'integer', number: 'decimal', string: 'string', boolean: 'boolean' };

/** The attribute `<name>` of a foreign key matches, as core/query/filters.ts chooses it. */
function filterByOf(field: FieldMeta): string | false {
  const target = ResourceRegistry.forEntity(field.target!());
  return field.filterBy ?? (target.field('slug') ? 'slug' : target.field('name') ? 'name' : false);
}

/** An API value as a plain scalar: choices are `{value, label}`. */
function plain(v: unknown): unknown {
  return v && typeof v === 'object' && !Array.isArray(v) && 'value' in (v as Json) ? (v as Json).value : v;
}

/** How each filter of a resource is checked. */
export function planOf(input: DeriveInput, name: string, filter: CompiledFilter): Plan {
  const { resource, fetch } = input;
  const alias = input.aliases?.[name];
  if (alias) {
    const target = filtersOf(resource).get(alias);
    // an alias may also name a many-to-many field whose own filters are not generated (`site_id` → `sites_id`
    // of a config context): it answers as that field's `<name>_id` / `<name>` filter would
    const aliased = target ? undefined : resource.field(alias.replace(/_id$/, ''));
    if (!target && aliased?.kind !== 'manyToMany') throw new Error(`${resource.objectType}: alias ${name} → ${alias} names no filter`);
    if (!target) return manyPlan(aliased!, alias.endsWith('_id') ? 'id' : (filterByOf(aliased!) as string), fetch);
    return planOf({ ...input, aliases: undefined }, alias, target);
  }
  if (filter.prefix) return name === 'cf_' ? { type: 'customField' } : { type: 'explicit', why: 'prefix filter' };
  if (REQUEST_ACTIONS[name] && resource.changeLogged) return { type: 'request', actions: REQUEST_ACTIONS[name] };
  const spec = resource.extraFilters[name];
  const computed = input.values?.[name];
  if (computed) {
    const kind = spec?.kind === 'expr' ? spec.valueKind : REP_KIND[filter.type];
    return { type: 'scalar', kind, ci: false, read: async (o) => computed(o) };
  }
  if ((name === 'tag' || name === 'tag_id') && resource.hasTags && !spec) return tagPlan(name === 'tag_id', fetch, input.hiddenTags);
  if ((CONTACT_FILTERS as readonly string[]).includes(name) && resource.features.has('contacts') && !spec) {
    const contacts = input.contacts;
    if (!contacts) return { type: 'explicit', why: 'no contacts assigned' };
    // ids; a group also matches objects whose contact is in a group below it
    const unset: Related = { values: [], unset: true };
    return {
      type: 'related',
      nullable: true,
      tags: false,
      byId: true,
      descendants: name === 'contact_group',
      read: async (o) => contacts.get(o.id as number)?.[name as ContactFilter] ?? unset,
    };
  }

  /** a foreign-key path from the object, ending in `by` of the last model (ids or attributes, with ancestors) */
  const chain = (path: string, by: string, descendants: boolean): Plan => {
    const segments = path.split('.');
    const { last } = resolveFkPath(resource, path);
    const hidden = segments.find((s, i) => (i === 0 ? resource : resolveFkPath(resource, segments.slice(0, i).join('.')).last).field(s)!.writeOnly);
    if (hidden) return { type: 'explicit', why: `goes through ${hidden}, which no representation shows` };
    return {
      type: 'related',
      nullable: true,
      tags: false,
      byId: by === 'id',
      descendants: descendants && last.isTree,
      async read(o) {
        let node: Json | null = o;
        for (const [i, segment] of segments.entries()) {
          const next = nestedAt(node, segment, resolveFkPath(resource, segments.slice(0, i + 1).join('.')).last);
          if (next === null) return { values: [], unset: i === segments.length - 1 };
          node = i === segments.length - 1 ? next : await fetch(next.url);
        }
        const nodes = [node];
        if (descendants && last.isTree) {
          for (let at = await fetch(node.url); at.parent; at = await fetch(at.parent.url)) nodes.push(at.parent);
        }
        const values: (string | null)[] = [];
        for (const n of nodes) values.push(await attribute(n, by, fetch));
        // a node without the attribute (a VRF without RD) cannot be named by it
        return {
          values: values.filter((v): v is string => v !== null),
          unset: false,
          direct: values.slice(0, 1).filter((v): v is string => v !== null),
        };
      },
    };
  };
  const many = (field: FieldMeta, by: string): Plan => manyPlan(field, by, fetch);

  if (spec) {
    switch (spec.kind) {
      case 'related':
        return chain(spec.path, spec.by, spec.descendants);
      case 'many':
        return many(resource.field(spec.field)!, spec.by);
      case 'field': {
        const dot = spec.path.lastIndexOf('.');
        const { last } = resolveFkPath(resource, spec.path.slice(0, dot));
        const field = last.field(spec.path.slice(dot + 1))!;
        const segments = spec.path.slice(0, dot).split('.');
        return {
          type: 'scalar',
          kind: valueKindOf(field)!,
          ci: Boolean(field.caseInsensitive),
          choices: field.choices,
          checkedChoices: Boolean(field.choices) && !field.choiceLookupsUnchecked,
          async read(o) {
            let node: Json | null = o;
            for (const [i, segment] of segments.entries()) {
              const next = nestedAt(node, segment, resolveFkPath(resource, segments.slice(0, i + 1).join('.')).last);
              if (next === null) return null;
              node = await fetch(next.url);
            }
            return plain(node[field.name]);
          },
        };
      }
      case 'expr':
        return { type: 'explicit', why: 'computed in SQL: state its values (filterValues) or cases' };
      default:
        return { type: 'explicit', why: `a ${spec.kind} filter` };
    }
  }
  if (name === 'q') return { type: 'search', fields: resource.search.filter((f) => resource.field(f)?.column) };
  // NetBox's OwnerFilterMixin, added to every model with an owner by the users app
  if ((name === 'owner_group_id' || name === 'owner_group') && resource.field('owner')?.kind === 'foreignKey') {
    return chain('owner.group', name === 'owner_group' ? 'name' : 'id', false);
  }
  if (name === 'id') return { type: 'scalar', kind: 'integer', ci: false, read: async (o) => o.id };
  if (resource.isTree && (name === 'ancestor_id' || name === 'ancestor')) {
    // ancestors of the object: its parent and the parent's ancestors
    return chain('parent', name === 'ancestor' ? 'slug' : 'id', true);
  }
  const field = resource.field(name);
  if (field && resource.omitted.has(name)) {
    // the timestamps of a model whose serializer leaves them out: read where they are stored
    if ((name === 'created' || name === 'last_updated') && input.stamp) return stampPlan(name, input.stamp);
    return { type: 'explicit', why: 'left out of the representation' };
  }
  if (field?.kind === 'foreignKey') return chain(name, filterByOf(field) as string, filterDescends(field));
  if (field?.kind === 'manyToMany') return many(field, filterByOf(field) as string);
  if (field) {
    const kind = valueKindOf(field);
    if (!kind) return { type: 'explicit', why: `a ${field.kind} field` };
    if (field.writeOnly) return { type: 'explicit', why: 'a write-only field' };
    return {
      type: 'scalar',
      kind,
      ci: Boolean(field.caseInsensitive),
      choices: field.choices,
      checkedChoices: Boolean(field.choices) && !field.choiceLookupsUnchecked,
      read: async (o) => plain(o[name]),
    };
  }
  const base = name.endsWith('_id') ? resource.field(name.slice(0, -3)) : undefined;
  if (base?.kind === 'foreignKey') return chain(base.name, 'id', filterDescends(base));
  if (base?.kind === 'manyToMany') return many(base, 'id');
  return { type: 'explicit', why: 'not generated from a field' };
}

/** A many-to-many field's filter: objects related to any of the values. */
function manyPlan(field: FieldMeta, by: string, fetch: DeriveInput['fetch']): Plan {
  return {
    type: 'related',
    nullable: false,
    tags: false,
    byId: by === 'id',
    async read(o) {
      const list: Json[] = o[field.name] ?? [];
      const values: string[] = [];
      for (const n of list) {
        const v = await attribute(n, by, fetch);
        if (v !== null) values.push(v);
      }
      return { values, unset: list.length === 0 };
    },
  };
}

/** The object a foreign key of `node` points at, nested (a bare id, as `plainId` keys show it, gets its URL). */
function nestedAt(node: Json, key: string, target: Resource): Json | null {
  const v = node[key] ?? null;
  return typeof v === 'number' ? { id: v, url: `${target.listPath}${v}/` } : v;
}

/** An attribute of a nested object, from the object behind its URL when the nested form lacks it. */
async function attribute(nested: Json, by: string, fetch: DeriveInput['fetch']): Promise<string | null> {
  const v = by in nested ? nested[by] : (await fetch(nested.url))[by];
  return v === null || v === undefined || v === '' ? null : String(v);
}

function filterDescends(field: FieldMeta): boolean {
  return ResourceRegistry.forEntity(field.target!()).isTree && field.filterDescendants !== false;
}

/** `created` / `last_updated` of an object whose representation leaves them out, as stored. */
function stampPlan(name: 'created' | 'last_updated', stamp: NonNullable<DeriveInput['stamp']>): Plan {
  return { type: 'scalar', kind: 'datetime', ci: false, read: (o) => stamp(o.id, name) };
}

function tagPlan(byId: boolean, fetch: DeriveInput['fetch'], hidden?: Map<number, Json[]>): Plan {
  return {
    type: 'related',
    nullable: false,
    tags: true,
    byId,
    async read(o) {
      const values: string[] = [];
      for (const t of (hidden ? (hidden.get(o.id) ?? []) : (o.tags ?? [])) as (Json | string)[]) {
        // config contexts list their tags by slug
        const tag = typeof t === 'string' ? (await fetch(`/api/extras/tags/?slug=${encodeURIComponent(t)}`)).results[0] : t;
        values.push(String(byId ? tag.id : tag.slug));
      }
      return { values, unset: values.length === 0 };
    },
  };
}
