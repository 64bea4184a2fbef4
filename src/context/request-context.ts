import { AsyncLocalStorage } from 'node:async_hooks';

export interface AuthenticatedUser {
  id: number;
  username: string;
  isSuperuser: boolean;
  isActive: boolean;
}

/** What a request carries through every layer without passing it by hand. */
export interface RequestContext {
  requestId: string;
  /** scheme://host of the request, for absolute URLs; "" renders relative URLs (webhook payloads) */
  baseUrl: string;
  user: AuthenticatedUser | null;
  tokenId: number | null;
  tokenWriteEnabled: boolean;
  /** SQL statements run for this request (the query-count test reads it) */
  queries: number;
  /**
   * a superuser's import (`X-Import-Keep-Id: 1`, see core/api/import-mode.ts): writes keep the given ids
   * and timestamps, and the write steps that derive objects or history from a write are skipped
   */
  importing?: boolean;
  /**
   * creates or updates of several requests written as one (core/api/write-coalescer.ts): the request each object
   * came from, so the change log and the outbox name it, as if each had been written alone
   */
  origins?: { objectType: string; action: 'create' | 'update'; requestIds: Map<number, string> };
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentContext(): RequestContext | undefined {
  return requestContext.getStore();
}
