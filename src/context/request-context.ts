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
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentContext(): RequestContext | undefined {
  return requestContext.getStore();
}
