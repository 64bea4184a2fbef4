import { tags } from '../../src/extras/extras.resources';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the extras app (reference models.md §6.1). */
describe('extras resources', () => {
  const handle = useApp();

  const specs: ResourceSpec[] = [
    {
      resource: tags,
      create: () => [
        { name: 'Tag One', slug: 'tag-one', color: 'ff0000', weight: 10, description: 'red', object_types: ['dcim.site', 'dcim.device'] },
        { name: 'Tag Two', slug: 'tag-two' },
        { name: 'Tag Three', slug: 'tag-three', color: '00ff00', object_types: [] },
      ],
      patch: () => ({ name: 'Tag Two Renamed', color: 'aa00aa', weight: 5, object_types: ['tenancy.tenant'] }),
    },
  ];

  everyResourceCovered(handle, 'extras', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
