import type { TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';
import type { ExplicitCase } from './filter-cases';

/**
 * Filter-suite pieces for models a cable may end on (NetBox's CabledObjectFilterSet and, for path
 * endpoints, PathEndpointFilterSet): one of the objects is cabled, through a connected cable, to a
 * termination made for it by a profiled cable, so `cable_id`, `cable_end` (derived from the representation),
 * `cable_connector`, `cabled`, `occupied` and `connected` tell it from the others.
 */

type Json = Record<string, any>;
export type Termination = { object_type: string; object_id: number };

/** `dependants`: cables the object at `index` (its A end) to what `peer` makes; the suite deletes both again. */
export function cabledDependant<Ctx>(objectType: string, index: number, peer: (app: TestApp, ctx: Ctx) => Promise<Termination>) {
  return async (app: TestApp, ctx: Ctx, objects: Json[]) => {
    const far = await peer(app, ctx);
    const cable = await post(app, '/api/dcim/cables/', {
      a_terminations: [{ object_type: objectType, object_id: objects[index].id }],
      b_terminations: [far],
      // a profile gives each end connector 1 (NetBox's cable_connector), which the object keeps a copy of
      profile: 'single-1c1p',
    });
    return { cable };
  };
}

/** A peer made by POSTing `body` to `path`, as a termination of `objectType`. */
export const peerAt =
  (path: string, objectType: string, body: (ctx: any) => Json) =>
  async (app: TestApp, ctx: any): Promise<Termination> => ({ object_type: objectType, object_id: (await post(app, path, body(ctx))).id });

/**
 * Cases over `n` objects: `cabled` has the cable, `marked` are marked connected (or otherwise occupied);
 * `connected` lists the objects with a complete, active path (path endpoints only, else omitted).
 */
export function cabledCases(n: number, cabled: number, marked: number[], connected?: number[]): ExplicitCase[] {
  const all = [...Array(n).keys()];
  const occupied = [...new Set([cabled, ...marked])].sort();
  const cases: ExplicitCase[] = [
    { filter: 'cable_connector', value: 1, expect: [cabled] },
    { filter: 'cable_connector__empty', value: true, expect: all.filter((i) => i !== cabled) },
    { filter: 'cable_connector__empty', value: false, expect: [cabled] },
    { filter: 'cable_connector__lt', value: 2, expect: [cabled] },
    { filter: 'cable_connector__lt', value: 1, expect: [] },
    { filter: 'cable_connector__lte', value: 1, expect: [cabled] },
    { filter: 'cable_connector__gt', value: 0, expect: [cabled] },
    { filter: 'cable_connector__gt', value: 1, expect: [] },
    { filter: 'cable_connector__gte', value: 1, expect: [cabled] },
    { filter: 'cabled', value: true, expect: [cabled] },
    { filter: 'cabled', value: false, expect: all.filter((i) => i !== cabled) },
    { filter: 'occupied', value: true, expect: occupied },
    { filter: 'occupied', value: false, expect: all.filter((i) => !occupied.includes(i)) },
  ];
  if (connected) {
    cases.push(
      { filter: 'connected', value: true, expect: connected },
      { filter: 'connected', value: false, expect: all.filter((i) => !connected.includes(i)) },
    );
  }
  return cases;
}
