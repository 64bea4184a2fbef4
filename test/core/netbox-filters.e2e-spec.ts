import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ResourceRegistry } from '../../src/core/model/define-resource';
import { filtersOf } from '../../src/core/query/filters';
import { useApp } from '../resources/resource-suite';

/**
 * Filter names per resource against NetBox 4.6's filtersets (test/fixtures/netbox-filters.json, written by
 * scripts/netbox-filtersets.py from NetBox's source). Lookup suffixes are not compared, only base names.
 */
const netbox = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'netbox-filters.json'), 'utf8')) as Record<string, string[]>;

describe('filter names against NetBox 4.6', () => {
  const handle = useApp();

  it('report', () => {
    void handle.app;
    const report: Record<string, { missing: string[]; extra: string[] }> = {};
    for (const resource of ResourceRegistry.all()) {
      const theirs = netbox[resource.objectType];
      if (!theirs) continue;
      const ours = [...filtersOf(resource).keys()];
      const missing = theirs.filter((n) => !ours.includes(n));
      const extra = ours.filter((n) => !theirs.includes(n));
      if (missing.length || extra.length) report[resource.objectType] = { missing, extra };
    }
    console.log(JSON.stringify(report, null, 1));
  });
});
