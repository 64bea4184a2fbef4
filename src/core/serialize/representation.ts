import { Resource } from '../model/define-resource.js';
import { planRepresentation, RenderPlan } from './plan.js';

/** The representation controls of a request (docs/api-behaviour.md §4). */
export interface RepresentationQuery {
  brief?: boolean;
  fields?: string[];
  omit?: string[];
  /** raw `exclude` value: excludable fields whose name it contains are left out */
  exclude?: string;
}

/** Field names of the complete representation (computed once per resource; callers must not mutate it). */
export function completeFields(resource: Resource): string[] {
  return resource.complete;
}

export function chooseFields(resource: Resource, q: RepresentationQuery): string[] {
  const all = completeFields(resource);
  let names: string[];
  if (q.fields?.length) {
    const wanted = new Set(q.fields);
    names = all.filter((n) => wanted.has(n));
  } else if (q.omit?.length) {
    // NetBox hands its serializer one of fields=, omit= or brief, in that order: omit= applies to the complete
    // form, even with brief (which then only leaves out the excludable fields below)
    const omitted = new Set(q.omit);
    names = all.filter((n) => !omitted.has(n));
  } else {
    names = q.brief ? resource.brief : all;
  }
  const excluded = resource.excludable.filter((n) => q.brief || (q.exclude ?? '').includes(n));
  return excluded.length ? names.filter((n) => !excluded.includes(n)) : names;
}

const plans = new WeakMap<Resource, Map<string, RenderPlan>>();

/**
 * Plans are built once per resource and field set, then reused by every request. `single`: for a statement
 * rendering one object (see planRepresentation). `many`: the objects are rendered as a list's (a list, a
 * bulk write's response), else each as it is alone (a detail GET, a single write's response).
 */
export function representationPlan(resource: Resource, names: string[], single = false, many = true): RenderPlan {
  let byKey = plans.get(resource);
  if (!byKey) plans.set(resource, (byKey = new Map()));
  const key = `${single ? '1:' : ''}${many ? 'm:' : ''}${names.join(',')}`;
  let plan = byKey.get(key);
  if (!plan) {
    // statements of several objects write them as text (json-text.ts); one object keeps json_build_object,
    // whose statement is smaller to set up
    plan = planRepresentation(resource, names, 't', 'j', single, !single, many);
    if (byKey.size < 200) byKey.set(key, plan);
  }
  return plan;
}
