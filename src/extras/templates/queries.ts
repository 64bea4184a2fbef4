import type { QueryMap } from '../../core/model/types.js';
import { handlebars, TemplateError } from './engine.js';

/**
 * The `objects` helper: templates reach other models through their list filters, as NetBox templates
 * reach the ORM (`device.interfaces.all()`):
 *
 *   {{#each (objects "dcim.interface" device_id=device.id)}}{{name}}{{/each}}
 *
 * Handlebars runs synchronously and the database does not, so a template is rendered in rounds: a round
 * answers the queries it already knows and records the ones it meets for the first time (answering them
 * empty); those are fetched together and the template runs again, until a round asks nothing new. Each
 * level of nesting costs one round; the object lists come from the same filtered, permission-checked read
 * path as the API's lists.
 */

export type ObjectFetcher = (objectType: string, query: QueryMap) => Promise<unknown[]>;

const MAX_ROUNDS = 8;
const MAX_QUERIES = 500;

/** A filter value as query parameter strings: objects by their id, lists as repeated values. */
function paramValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(paramValues);
  if (value === null || value === undefined) return ['null'];
  if (typeof value === 'object') return 'id' in value ? [String(value.id)] : [];
  return [String(value)];
}

export class QueryRounds {
  private readonly answers = new Map<string, unknown[]>();
  private readonly pending = new Map<string, { type: string; query: QueryMap }>();

  constructor(private readonly fetch: ObjectFetcher) {}

  lookup(type: unknown, hash: Record<string, unknown>): unknown[] {
    if (typeof type !== 'string') throw new TemplateError('objects needs an object type, such as "dcim.interface"');
    const query: QueryMap = new Map(
      Object.keys(hash)
        .sort()
        .map((k) => [k, paramValues(hash[k])]),
    );
    const key = `${type}?${JSON.stringify([...query])}`;
    const known = this.answers.get(key);
    if (known) return known;
    if (this.answers.size + this.pending.size >= MAX_QUERIES) throw new TemplateError(`A template may run at most ${MAX_QUERIES} object queries`);
    this.pending.set(key, { type, query });
    return [];
  }

  /** Runs `render` until it asks for nothing it has not been answered. */
  async render(render: (data: Record<string, unknown>) => string): Promise<string> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const output = render({ queries: this });
      if (!this.pending.size) return output;
      const asked = [...this.pending];
      this.pending.clear();
      for (const [key, { type, query }] of asked) this.answers.set(key, await this.fetch(type, query));
    }
    throw new TemplateError(`objects calls may nest at most ${MAX_ROUNDS - 1} levels deep`);
  }
}

handlebars.registerHelper('objects', function (type: unknown, options: { hash?: Record<string, unknown>; data?: { queries?: QueryRounds } }) {
  const rounds = options?.data?.queries;
  if (!rounds) throw new TemplateError('objects is not available in this template');
  return rounds.lookup(type, options.hash ?? {});
});
