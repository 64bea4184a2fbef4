import { Client } from 'pg';
import { withLiterals } from '../../src/database/sql';

/**
 * Statements planned for their values (pattern filters) are sent with the values written in as literals: each
 * value must reach PostgreSQL exactly as the same value sent as a parameter, whatever it holds, and placeholders
 * inside quoted text are not values.
 */
describe('withLiterals', () => {
  let db: Client;
  beforeAll(async () => {
    db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
  });

  const both = async (sql: string, values: unknown[]) => {
    const bound = (await db.query(sql, values)).rows;
    return { bound, literal: (await db.query(withLiterals(sql, values))).rows };
  };

  it('reads every value as the parameter would be read', async () => {
    const texts = ["it's", 'back\\slash', "both\\' and ''", '%dev-0012%', '$1 and $2', 'naïve ✓', '', "E'x'", '"quoted"'];
    for (const text of texts) {
      const { bound, literal } = await both(`SELECT $1::text AS v, $1 ILIKE '%' AS m`, [text]);
      expect({ text, literal }).toEqual({ text, literal: bound });
    }
    const values = [42, 1.5, -7n, true, null, new Date('2026-11-26T06:00:00Z'), [1, 2, 3], ['a"b', 'c,d', 'e\\f', null, "g'h"], { k: "v'" }];
    const sql = `SELECT $1::int AS a, $2::numeric AS b, $3::bigint AS c, $4::boolean AS d, $5::text AS e, $6::timestamptz AS f,
      $7::bigint[] AS g, $8::text[] AS h, $9::jsonb AS i`;
    const { bound, literal } = await both(sql, values);
    expect(literal).toEqual(bound);
  });

  it('leaves quoted text and identifiers alone, and tells $1 from $10', async () => {
    const values = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
    const sql = `SELECT $10::text AS "x$1", '$2 '' $3' AS q, E'\\' $4' AS e, $1::text AS one, concat($2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text) AS rest`;
    const { bound, literal } = await both(sql, values);
    expect(literal).toEqual(bound);
    expect(literal[0]).toEqual({ x$1: 'v10', q: "$2 ' $3", e: "' $4", one: 'v1', rest: 'v2v3v4v5v6v7v8v9' });
  });
});
