import { Resource, ResourceRegistry } from '../core/model/define-resource.js';
import { FieldMeta } from '../core/model/fields.js';

/**
 * The order models are copied in, derived from the declarations' references: a model comes after the
 * models its required foreign keys name (hard edges) and, where no cycle forbids it, after those its
 * optional references name (soft edges: nullable foreign keys, many-to-many, generic relations, cable
 * ends, port mappings). A soft edge broken by a cycle (a device's primary IP, an IP assigned to a
 * device's interface) is written later by a patch, once its object exists.
 */

/** Models never copied: derived or private to the target (history is copied separately, when asked). */
export const NOT_COPIED = new Set([
  'users.token',
  'core.objectchange',
  'core.job',
  'core.datafile',
  'core.objecttype',
  'dcim.cabletermination',
  'extras.taggeditem',
  'extras.webhookdelivery',
  'extras.notification',
  'extras.bookmark',
  'extras.subscription',
  'extras.tableconfig',
]);

/** Any model: an unrestricted generic relation (a journal entry's object). */
export const ANY = '*';

/** The object types a field may reference. */
export function referencedTypes(resource: Resource, field: FieldMeta): string[] {
  if (field.kind === 'generic') return [...(field.generic!.types ?? [ANY])];
  if (field.kind === 'tags' || field.kind === ('tagSlugs' as FieldMeta['kind'])) return ['extras.tag'];
  if (field.kind === ('cableTerminations' as FieldMeta['kind'])) {
    return [
      'dcim.interface',
      'dcim.consoleport',
      'dcim.consoleserverport',
      'dcim.powerport',
      'dcim.poweroutlet',
      'dcim.frontport',
      'dcim.rearport',
      'dcim.powerfeed',
      'circuits.circuittermination',
    ];
  }
  if (!field.target) return [];
  const target = ResourceRegistry.maybeForEntity(field.target());
  return target && target !== resource ? [target.objectType] : [];
}

/** Fields whose references order the models: writable ones, and generic relations (written through their type/id pair). */
export function referenceFields(resource: Resource): FieldMeta[] {
  return resource.fields.filter((f) => (f.kind === 'generic' || (!f.readOnly && !resource.omitted.has(f.name))) && f.kind !== 'customFields');
}

/** A reference the object cannot be created without: a required foreign key, or a required generic relation (a journal entry's object). */
function isHard(resource: Resource, field: FieldMeta): boolean {
  if (field.kind === 'generic') return resource.field(field.generic!.typeField)?.required === true;
  return field.kind === 'foreignKey' && !field.nullable && field.required !== false;
}

export function importOrder(resources: Resource[] = ResourceRegistry.all()): Resource[] {
  const copied = resources.filter((r) => !r.readOnly && !NOT_COPIED.has(r.objectType));
  const known = new Set(copied.map((r) => r.objectType));
  const refs = (r: Resource) => referenceFields(r).map((f) => ({ f, types: referencedTypes(r, f) }));
  // what may reference any model comes after every model that does not (journal entries after all they annotate)
  const attaching = new Set(copied.filter((r) => refs(r).some((x) => x.types.includes(ANY))).map((r) => r.objectType));
  const anyModel = [...known].filter((t) => !attaching.has(t));
  const deps = new Map<Resource, { hard: Set<string>; soft: Set<string> }>();
  for (const r of copied) {
    const hard = new Set<string>();
    const soft = new Set<string>();
    for (const { f, types } of refs(r)) {
      for (const t of types.flatMap((x) => (x === ANY ? anyModel : [x]))) {
        if (t === r.objectType || !known.has(t)) continue;
        (isHard(r, f) ? hard : soft).add(t);
      }
    }
    for (const t of hard) soft.delete(t);
    deps.set(r, { hard, soft });
  }
  const placed = new Set<string>();
  const order: Resource[] = [];
  const remaining = [...copied];
  const open = (r: Resource, kind: 'hard' | 'soft') => [...deps.get(r)![kind]].filter((t) => !placed.has(t)).length;
  while (remaining.length) {
    // every reference in place; else every required one, fewest optional ones missing; else (a cycle of required ones) the first
    let next = remaining.find((r) => open(r, 'hard') === 0 && open(r, 'soft') === 0);
    if (!next) {
      const candidates = remaining.filter((r) => open(r, 'hard') === 0);
      next = candidates.sort((a, b) => open(a, 'soft') - open(b, 'soft'))[0] ?? remaining[0];
    }
    order.push(next);
    placed.add(next.objectType);
    remaining.splice(remaining.indexOf(next), 1);
  }
  return order;
}
