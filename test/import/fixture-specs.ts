import type { TestApp } from '../helpers/app';
import { cableSpecs } from '../resources/dcim-cable-specs';
import { componentSpecs, templateSpecs } from '../resources/dcim-components.specs';
import { infraSpecs } from '../resources/dcim-infra-specs';
import { moduleSpecs } from '../resources/dcim-modules.specs';
import type { ResourceSpec } from '../resources/resource-suite';

/**
 * The rest of the round trip's fixture from the generic suite's exported specs: for each model the
 * hand-written fixture left empty, the spec's prerequisites and its first valid object. (Only the dcim
 * specs live in modules of their own; the other apps' specs are inline in their suites.)
 */
const SPECS: ResourceSpec[] = [...infraSpecs, ...templateSpecs, ...componentSpecs, ...moduleSpecs, ...cableSpecs];

/** Fills what it can; returns, per model it could not fill, why (the specs' prerequisites may name the same objects). */
export async function fillFromSpecs(app: TestApp): Promise<Record<string, string>> {
  const unfilled: Record<string, string> = {};
  for (const spec of SPECS) {
    const list = await app.inject('GET', `${spec.resource.listPath}?limit=1`);
    if (list.body.count > 0) continue;
    try {
      const ctx = spec.prerequisites ? await spec.prerequisites(app) : undefined;
      const res = await app.inject('POST', spec.resource.listPath, { body: spec.create(ctx)[0] });
      if (res.status !== 201) unfilled[spec.resource.objectType] = `${res.status}: ${res.text.slice(0, 200)}`;
    } catch (error) {
      unfilled[spec.resource.objectType] = (error as Error).message.slice(0, 200);
    }
  }
  return unfilled;
}
