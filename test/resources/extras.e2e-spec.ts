import { tags } from '../../src/extras/extras.resources';
import { imageAttachments } from '../../src/extras/image-attachments/image-attachments.resource';
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

  // Image attachments are created by multipart uploads (a file part), which this JSON suite cannot send:
  // test/extras/image-attachments.e2e-spec.ts covers the same ground (create, detail, list, brief, PATCH,
  // delete, OPTIONS, required fields) with real files.
  const coveredElsewhere = [imageAttachments].map((resource) => ({ resource }) as ResourceSpec);
  everyResourceCovered(handle, 'extras', [...specs, ...coveredElsewhere]);
  for (const spec of specs) resourceSuite(handle, spec);
});
