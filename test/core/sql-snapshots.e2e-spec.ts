import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { format } from 'sql-formatter';
import { Resource, ResourceRegistry } from '../../src/core/model/define-resource';
import { detailStatement } from '../../src/core/query/reader';
import { briefFunctionBody, derivedFunctionChanges } from '../../src/core/serialize/derived-functions';
import { briefFunctionName, nestedFunctionName } from '../../src/core/serialize/plan';
import { chooseFields } from '../../src/core/serialize/representation';
import { startApp, TestApp } from '../helpers/app';

/**
 * The SQL every resource renders with, committed beside its declaration (src/<app>/queries/<path>.sql),
 * pretty-printed so a reviewer sees what a change does to the database. This test fails when the
 * generated SQL drifts from the committed files; `npm run sql-snapshots` rewrites them. It also fails when
 * the database's brief functions (installed by migrations) differ from the declarations.
 */

const ROOT = join(__dirname, '..', '..');
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';

function pretty(sql: string): string {
  return format(sql, { language: 'postgresql', tabWidth: 2, keywordCase: 'upper', expressionWidth: 100 });
}

/** Where a resource's snapshot lives: `queries/` beside the file that declares it. */
function snapshotPath(resource: Resource): string {
  const declared = resource.declaredIn;
  if (!declared) throw new Error(`${resource.objectType}: declaring file unknown`);
  const source = relative(ROOT, declared)
    .replace(/^dist\//, 'src/')
    .replace(/\.js$/, '.ts');
  return join(ROOT, dirname(source), 'queries', `${resource.path}.sql`);
}

function snapshotText(resource: Resource): string {
  const complete = detailStatement(resource, chooseFields(resource, {}));
  const brief = detailStatement(resource, chooseFields(resource, { brief: true }));
  const asSelect = (body: string) => body.replace(/^\s*BEGIN\s*RETURN\s*/, 'SELECT ').replace(/;\s*END\s*$/, '');
  const nested = asSelect(briefFunctionBody(resource));
  // a model with fields of its own in the nested form (see ResourceOptions.nestedExtra) has a second function
  const ownNested = resource.nestedExtra.size
    ? [
        `-- nested form of its foreign keys and generic relations: ${nestedFunctionName(resource)}($1, $2)`,
        `${pretty(asSelect(briefFunctionBody(resource, resource.nested)))};`,
        '',
      ]
    : [];
  return [
    `-- ${resource.objectType}: ${resource.listPath}{id}/`,
    `-- Generated from the declarations: \`npm run sql-snapshots\` rewrites this file, a test checks it.`,
    `-- $1 is the base URL of rendered links, $2 the object's id.`,
    '',
    '-- complete representation',
    `${pretty(complete)};`,
    '',
    '-- brief representation (?brief=1)',
    `${pretty(brief)};`,
    '',
    `-- nested form where a relation may point at any model: ${briefFunctionName(resource)}($1, $2)`,
    `${pretty(nested)};`,
    '',
    ...ownNested,
  ].join('\n');
}

describe('SQL snapshots of every resource', () => {
  let app: TestApp;

  beforeAll(async () => {
    // the schema checks below are of what the migrations build: this app's boot runs them all itself
    app = await startApp({}, { emptyDatabase: true });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('match the committed files under src/<app>/queries/', () => {
    const drifted: string[] = [];
    const expected = new Set<string>();
    for (const resource of ResourceRegistry.all()) {
      const path = snapshotPath(resource);
      expected.add(path);
      const text = snapshotText(resource);
      const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
      if (current === text) continue;
      drifted.push(relative(ROOT, path));
      if (UPDATE) {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, text);
      }
    }
    // snapshots of resources that no longer exist
    for (const dir of new Set([...expected].map(dirname))) {
      for (const file of readdirSync(dir)) {
        const path = join(dir, file);
        if (expected.has(path)) continue;
        drifted.push(`${relative(ROOT, path)} (no such resource)`);
        if (UPDATE) rmSync(path);
      }
    }
    if (UPDATE) return;
    expect({ drifted, hint: drifted.length ? 'run `npm run sql-snapshots` and review the diff' : undefined }).toEqual({
      drifted: [],
      hint: undefined,
    });
  });

  it('the migrations create the schema the entities declare', async () => {
    const pending = await app.server.dataSource.driver.createSchemaBuilder().log();
    // hand-written indexes (XI_…) are beyond TypeORM, as in scripts/generate-migration.js
    const statements = pending.upQueries.map((q) => q.query).filter((q) => !q.includes('"XI_'));
    expect({ statements, hint: statements.length ? 'run `npm run migration:generate -- <Name>` and commit the migration' : undefined }).toEqual({
      statements: [],
      hint: undefined,
    });
  });

  it('the database has the derived functions the declarations need (migrations are up to date)', async () => {
    const changes = await derivedFunctionChanges(app.server.db);
    expect({
      differing: changes.differing,
      hint: changes.differing.length ? 'run `npm run migration:generate -- <Name>` and commit the migration' : undefined,
    }).toEqual({ differing: [], hint: undefined });
  });
});
