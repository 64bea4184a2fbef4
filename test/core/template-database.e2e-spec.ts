import { Client } from 'pg';
import { startApp, TestApp } from '../helpers/app';

/**
 * Test apps start on copies of a migrated template (test/helpers/template-database.ts) instead of
 * migrating an empty database each. That is only sound if the app booted on a copy has exactly the
 * database an app booted on an empty one builds: same schema, functions, migrations and rows.
 */

/** Every schema object and every table's row count of the app's database, one line each. */
async function fingerprint(app: TestApp): Promise<string[]> {
  const client = new Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ line: string }>(`
      SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS line
        FROM information_schema.columns WHERE table_schema = 'public'
      UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
      UNION ALL SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
      UNION ALL SELECT 'function ' || proname || '(' || pg_get_function_identity_arguments(oid) || ') ' || md5(pg_get_functiondef(oid))
        FROM pg_proc WHERE pronamespace = 'public'::regnamespace AND prokind <> 'a'
      UNION ALL SELECT 'trigger ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT 'view ' || viewname || ' ' || md5(definition) FROM pg_views WHERE schemaname = 'public'
      UNION ALL SELECT 'extension ' || extname || ' ' || extversion FROM pg_extension
      UNION ALL SELECT 'migration ' || name FROM typeorm_migrations
      UNION ALL SELECT 'rows ' || table_name || ' ' ||
          (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I', table_name), false, true, '')))[1]::text
        FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      ORDER BY 1`);
    return rows.map((r) => r.line);
  } finally {
    await client.end();
  }
}

describe('the test databases template', () => {
  let onEmpty: TestApp;
  let onTemplate: TestApp;

  beforeAll(async () => {
    // no worker: nothing writes behind the comparison's back
    onEmpty = await startApp({}, { emptyDatabase: true, worker: false });
    onTemplate = await startApp({}, { worker: false });
  });

  afterAll(async () => {
    await onTemplate?.close();
    await onEmpty?.close();
  });

  it('an app booted on a copy of it has the database an app booted on an empty one builds', async () => {
    const built = await fingerprint(onEmpty);
    // the comparison covers something: the migrations, their functions, the superuser the boot creates
    expect(built.filter((line) => line.startsWith('migration ')).length).toBeGreaterThan(40);
    expect(built.filter((line) => line.startsWith('function ')).length).toBeGreaterThan(100);
    expect(built).toContain('rows users_user 1');
    expect(await fingerprint(onTemplate)).toEqual(built);
  });
});
