import { readFile } from 'node:fs/promises';
import { Client } from 'pg';
import { isDatabaseUnavailable } from '../../src/database/availability';

/** A database reached over a Unix socket is away when its socket file is: the connect fails with ENOENT. */
describe('database availability over a Unix socket', () => {
  it('a connect to a missing socket means the database is away (503), a missing file elsewhere does not', async () => {
    const client = new Client({ connectionString: 'postgres://nobody:x@%2Fnonexistent-inventory-socket-dir:5432/none' });
    const refused = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect((refused as { code?: string }).code).toBe('ENOENT');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const missingFile = await readFile('/nonexistent-inventory-file').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(missingFile)).toBe(false);
  });
});
