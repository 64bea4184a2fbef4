import { Resource, ResourceRegistry } from '../model/define-resource.js';
import type { FieldMeta, ModelRef } from '../model/fields.js';
import type { FilterSpec } from '../model/filter-specs.js';
import { valueKindOf } from '../query/filters.js';

/**
 * Boot checks of every declaration: what a declaration names by string (models, fields, filter paths)
 * must exist, or the mistake would surface only as a wrong answer (a counter stuck at zero, a filter
 * failing at its first use). Every app is always loaded, so an unknown reference is always a mistake.
 */

const META_FIELDS = new Set(['id', 'url', 'display', 'display_url']);

/** Throws one error listing every problem of the declared resources. */
export function checkDeclarations(resources: Resource[] = ResourceRegistry.all()): void {
  const problems = declarationProblems(resources);
  if (problems.length) throw new Error(`Declarations are not sound (${problems.length}):\n  ${problems.join('\n  ')}`);
}

/** Every problem of `resources` (which must hold every model they refer to), one line each. */
export function declarationProblems(resources: Resource[]): string[] {
  const declared = new Declared(resources);
  const problems: string[] = [];
  for (const r of resources) {
    const at = (message: string) => problems.push(`${r.objectType}: ${message}`);
    for (const f of r.fields) checkField(declared, r, f, at);
    for (const [name, spec] of Object.entries(r.extraFilters)) checkFilter(declared, r, spec, (message) => at(`filter ${name} ${message}`));
    checkNames(r, at);
  }
  return problems;
}

/** The resources checked, looked up as the framework will. */
class Declared {
  private readonly byEntity: Map<Function, Resource>;
  private readonly byType: Map<string, Resource>;

  constructor(resources: Resource[]) {
    this.byEntity = new Map(resources.map((r) => [r.entity, r]));
    this.byType = new Map(resources.map((r) => [r.objectType, r]));
  }

  /** the resource a model reference names, if declared */
  resolve(ref: ModelRef): Resource | undefined {
    if (typeof ref === 'string') return this.byType.get(ref);
    try {
      return this.byEntity.get(ref());
    } catch {
      return undefined; // an object type no entity has
    }
  }

  /** a model reference as written: the object type, else the class name */
  static nameOf(ref: ModelRef): string {
    if (typeof ref === 'string') return ref;
    return (ref as { objectType?: string }).objectType ?? ref().name;
  }

  /** follows foreign keys from `from` along `segments`; undefined (reported) where the path breaks */
  walk(from: Resource, segments: string[], problem: (message: string) => void): Resource | undefined {
    let current = from;
    for (const segment of segments) {
      const fk = current.field(segment);
      if (fk?.kind !== 'foreignKey') {
        problem(`follows ${segments.join('.')}, but ${current.objectType} has no foreign key ${segment}`);
        return undefined;
      }
      const next = this.resolve(fk.target!);
      if (!next) return undefined; // the foreign key's own problem
      current = next;
    }
    return current;
  }
}

/** a stored field `by` of `target` that a filter matches values against */
function checkBy(target: Resource, by: string, problem: (message: string) => void): void {
  if (by !== 'id' && !target.field(by)?.column) problem(`matches ${target.objectType} by ${by}, which is not a stored field of it`);
}

function checkField(declared: Declared, r: Resource, f: FieldMeta, at: (message: string) => void): void {
  if (f.target) {
    const what = f.kind === 'foreignKey' ? 'foreign key' : f.kind === 'manyToMany' ? 'many-to-many field' : `${f.kind} field`;
    const target = declared.resolve(f.target);
    if (!target) {
      at(`${what} ${f.name} targets ${Declared.nameOf(f.target)}, which is not declared`);
    } else {
      for (const name of f.nested ?? []) {
        if (!META_FIELDS.has(name) && !target.field(name) && !target.nestedExtra.has(name))
          at(`${what} ${f.name} nests ${name}, which is not a field of ${target.objectType}`);
      }
      for (const [name, names] of Object.entries(f.nestedFields ?? {})) {
        const inner = target.field(name);
        const innerTarget = inner?.kind === 'foreignKey' ? declared.resolve(inner.target!) : undefined;
        if (!innerTarget) at(`${what} ${f.name} gives the nested fields of ${name}, which is not a foreign key of ${target.objectType}`);
        else
          for (const n of names)
            if (!META_FIELDS.has(n) && !innerTarget.field(n) && !innerTarget.nestedExtra.has(n))
              at(`${what} ${f.name} nests ${name}.${n}, which is not a field of ${innerTarget.objectType}`);
      }
      if (typeof f.filterBy === 'string') checkBy(target, f.filterBy, (message) => at(`${what} ${f.name}'s filter ${message}`));
    }
  }
  if (f.counter) {
    const { source: ref, foreignKey } = f.counter;
    const source = declared.resolve(ref);
    const fk = source?.field(foreignKey);
    const pointsAt = fk?.kind === 'foreignKey' ? declared.resolve(fk.target!) : undefined;
    if (!source) at(`counter ${f.name} counts ${Declared.nameOf(ref)}, which is not declared`);
    else if (fk?.kind !== 'foreignKey') at(`counter ${f.name} counts ${source.objectType} by ${foreignKey}, which is not a foreign key of it`);
    else if (pointsAt && pointsAt !== r) at(`counter ${f.name} counts ${source.objectType} by ${foreignKey}, which points at ${pointsAt.objectType}`);
  }
  if (f.kind === 'generic') {
    const feature = f.generic?.feature;
    if (feature && !f.generic?.types?.length) at(`generic relation ${f.name} allows models with feature ${feature}, which no declaration has`);
    for (const type of f.generic?.types ?? []) {
      if (!declared.resolve(type)) at(`generic relation ${f.name} allows ${type}, which is not declared`);
    }
  }
}

function checkFilter(declared: Declared, r: Resource, spec: FilterSpec, problem: (message: string) => void): void {
  if (spec.kind === 'related') {
    const last = declared.walk(r, spec.path.split('.'), problem);
    if (!last) return;
    checkBy(last, spec.by, problem);
    if (spec.descendants && !last.isTree) problem(`matches descendants of ${last.objectType}, which is not a tree`);
  } else if (spec.kind === 'many') {
    const field = r.field(spec.field);
    if (field?.kind !== 'manyToMany') return problem(`names ${spec.field}, which is not a many-to-many field`);
    const target = declared.resolve(field.target!);
    if (target) checkBy(target, spec.by, problem);
    if (target && spec.descendants && !target.isTree) problem(`matches descendants of ${target.objectType}, which is not a tree`);
  } else if (spec.kind === 'field') {
    const segments = spec.path.split('.');
    const last = segments.length > 1 ? declared.walk(r, segments.slice(0, -1), problem) : undefined;
    const field = last?.field(segments[segments.length - 1]);
    if (segments.length < 2 || (last && !(field?.column && valueKindOf(field)))) {
      problem(`reads ${spec.path}, which is not a path to a plain field of a related model`);
    }
  } else if (spec.kind === 'jsonKeys') {
    const field = r.field(spec.field);
    if (field?.kind !== 'json' || !field.column) problem(`filters the keys of ${spec.field}, which is not a stored JSON field`);
  }
}

/** Field names a declaration lists: brief, search, ordering, fieldOrder, excludable, changeParent. */
function checkNames(r: Resource, at: (message: string) => void): void {
  const known = (name: string) => META_FIELDS.has(name) || r.field(name) !== undefined;
  for (const name of r.brief) if (!known(name)) at(`brief field ${name} is not a field`);
  for (const name of r.nestedExtra.keys()) if (known(name)) at(`nestedExtra field ${name} is already a field`);
  for (const name of r.search) if (!r.field(name)?.column) at(`search field ${name} is not a stored field`);
  for (const name of r.ordering.map((n) => n.replace(/^-/, ''))) if (!r.field(name)) at(`ordering field ${name} is not a field`);
  for (const name of r.fieldOrder ?? []) if (!known(name)) at(`fieldOrder names ${name}, which is not a field`);
  for (const name of r.excludable) if (!r.field(name)) at(`excludable field ${name} is not a field`);
  for (const name of r.omitted) if (!known(name)) at(`omitted field ${name} is not a field`);
  if (r.changeParent) {
    const kind = r.field(r.changeParent)?.kind;
    if (kind !== 'foreignKey' && kind !== 'generic') at(`changeParent ${r.changeParent} is not a foreign key or generic relation`);
  }
  if (r.changeParentElse && (r.field(r.changeParentElse)?.kind !== 'foreignKey' || r.field(r.changeParent ?? '')?.kind !== 'foreignKey')) {
    at(`changeParentElse ${r.changeParentElse} needs a foreign key in both changeParent and changeParentElse`);
  }
}
