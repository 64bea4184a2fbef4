/**
 * Model features (NetBox's `contacts`, `image_attachments`…): a resource declaration lists what its model
 * can have (`features: ['contacts']`), and whatever accepts "any model with that feature" — a generic
 * relation's allowed types, the filters a feature adds — reads it from here, so no list of models is kept
 * anywhere else. Filled as declarations are registered (define-resource.ts).
 */

const byFeature = new Map<string, string[]>();

export function registerFeatures(objectType: string, features: Iterable<string>): void {
  for (const feature of features) {
    const types = byFeature.get(feature) ?? [];
    if (!types.includes(objectType)) types.push(objectType);
    byFeature.set(feature, types);
  }
}

/** Object types of the declared models with `feature`, in declaration order. */
export function typesWithFeature(feature: string): readonly string[] {
  return byFeature.get(feature) ?? [];
}
