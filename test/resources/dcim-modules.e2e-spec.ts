import { moduleSpecs } from './dcim-modules.specs';
import { resourceSuite, useApp } from './resource-suite';

/** The generic resource suite for modules, their types and profiles (the specs are counted by dcim.e2e-spec.ts). */
describe('dcim module resources', () => {
  const handle = useApp();
  for (const spec of moduleSpecs) resourceSuite(handle, spec);
});
