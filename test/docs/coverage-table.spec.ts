import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/app.module';
import { coverageTable } from '../../src/core/api/coverage-table';
import { ResourceRegistry } from '../../src/core/model/define-resource';

/**
 * The README's coverage table is generated from the declarations; this fails when it went stale.
 * `npm run docs:coverage` rewrites it.
 */
const README = join(__dirname, '..', '..', 'README.md');
const START = '<!-- coverage:start (npm run docs:coverage) -->';
const END = '<!-- coverage:end -->';
/** Prettier pads the table's cells; the content is what must match */
const cells = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((row) => row.replace(/ +/g, ' ').replace(/-{3,}/g, '---'));

describe('README coverage table', () => {
  it('lists every declared app and model, as the declarations say', () => {
    const text = readFileSync(README, 'utf8');
    const from = text.indexOf(START);
    const to = text.indexOf(END);
    expect(from).toBeGreaterThan(-1);
    expect(to).toBeGreaterThan(from);
    const expected = coverageTable(ResourceRegistry.all());
    if (process.env.UPDATE_README) writeFileSync(README, `${text.slice(0, from + START.length)}\n\n${expected}\n${text.slice(to)}`);
    else expect(cells(text.slice(from + START.length, to))).toEqual(cells(expected));
    // every model appears by its list path
    for (const resource of ResourceRegistry.all()) expect(expected).toContain(`\`${resource.path}\``);
  });
});
