import { componentSpecs, templateSpecs } from './dcim-components.specs';
import { resourceSuite, useApp } from './resource-suite';

/** The generic resource suite for DCIM components and their templates (the specs are counted by dcim.e2e-spec.ts). */
describe('dcim component resources', () => {
  const handle = useApp();
  for (const spec of [...templateSpecs, ...componentSpecs]) resourceSuite(handle, spec);
});
