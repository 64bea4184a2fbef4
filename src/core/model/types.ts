import type { Params } from '../../database/sql.js';

/**
 * Shapes every layer of the framework speaks: the declarations use them (filters, actions), the read and
 * write paths fill them.
 */

/** Query parameters as repeated values, in request order. */
export type QueryMap = Map<string, string[]>;

/** Extra row restriction (object permissions plug in here): SQL over the alias, or null for none. */
export type RowScope = (alias: string, params: Params) => string | null;

/** Where rendered URLs point: absolute for API responses, relative ("") for event payloads. */
export interface RenderEnv {
  baseUrl: string;
}

/** What a filter value is read as, which decides its lookups. */
export type ValueKind = 'string' | 'choice' | 'integer' | 'decimal' | 'date' | 'datetime' | 'boolean' | 'uuid';
