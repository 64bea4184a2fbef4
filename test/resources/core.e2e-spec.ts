import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { objectChanges } from '../../src/changelog/changelog.resources';
import { dataFiles, dataSources } from '../../src/coreapp/data/data.resources';
import { jobs } from '../../src/coreapp/jobs/jobs.resource';
import { objectTypes } from '../../src/coreapp/object-types/object-types.resource';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the core app: data sources (the rest is read-only, see coveredElsewhere). */
describe('core resources', () => {
  const handle = useApp();
  const dir = mkdtempSync(join(tmpdir(), 'core-suite-'));

  const specs: ResourceSpec[] = [
    {
      resource: dataSources,
      create: () => [
        { name: 'Configs', type: 'local', source_url: `file://${dir}`, description: 'templates', ignore_rules: '*.bak\n.git', comments: 'c' },
        { name: 'Contexts', type: 'local', source_url: dir, enabled: false },
        { name: 'Other', type: 'local', source_url: `file://${join(dir, 'sub')}`, sync_interval: 60, parameters: {} },
      ],
      patch: () => ({ name: 'Contexts (EU)', enabled: true, sync_interval: 1440 }),
    },
  ];

  // Read-only records: the change log (test/changelog/), object types, jobs and data files
  // (test/coreapp/core.e2e-spec.ts).
  const coveredElsewhere = [objectChanges, objectTypes, jobs, dataFiles].map((resource) => ({ resource }) as ResourceSpec);
  everyResourceCovered(handle, 'core', [...specs, ...coveredElsewhere]);
  for (const spec of specs) resourceSuite(handle, spec);
});
