import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../context/request-context.js';
import { ApiError } from '../model/errors.js';

// The API's views as DRF knows them beyond their routes (name, description, permission classes, Allow): a registry
// apart from the HTTP hooks, so that controllers can declare their views without importing the hooks.

/** What DRF knows of a view beyond its routes: its name and description (OPTIONS), and its permission classes. */
export interface ApiView {
  /** the view's get_view_name() */
  name: string;
  /** what its docstring says (our wording) */
  description: string;
  /**
   * whether NetBox's default TokenPermissions guards it, which refuses a write-disabled token any unsafe method
   * (the default); false for the views that name their own permission classes (status, token provisioning…)
   */
  tokenPermissions?: boolean;
  /**
   * the check of the view's own permission classes (IsAuthenticated, IsSuperuser…), throwing their 403: run for the
   * requests its handlers never see (OPTIONS, a method it does not serve), where DRF runs them all the same
   */
  permission?: (ctx: RequestContext) => void;
  /**
   * for a view with a serializer (DRF's get_serializer): OPTIONS' `actions`, the fields each of its POST / PUT takes,
   * for a caller its permissions let make that request; absent or empty: none
   */
  actions?: (ctx: RequestContext) => Record<string, unknown>;
}

/** DRF's IsAuthenticated, for ApiView.permission: an anonymous request's 403 */
export function isAuthenticated(ctx: RequestContext): void {
  if (!ctx.user) throw new ApiError(403, { detail: 'Authentication credentials were not provided.' });
}

/** NetBox's IsSuperuser, for ApiView.permission */
export function isSuperuser(ctx: RequestContext): void {
  isAuthenticated(ctx);
  if (!ctx.user?.isSuperuser) throw new ApiError(403, { detail: 'You do not have permission to perform this action.' });
}

const routeKey = (url: string): string => url.replace(/\/+$/, '');
const apiViews = new Map<string, ApiView | ((params: Record<string, string>) => ApiView)>();
const allowed = new Map<string, string>();

/** Declares the view behind `url` (a route's template): a value, or one computed from the URL's parameters. */
export function apiView(url: string, view: ApiView | ((params: Record<string, string>) => ApiView)): void {
  apiViews.set(routeKey(url), view);
}

/** Declares the methods `url` serves (its `Allow`), where its routes do not tell them (routes that answer 405). */
export function declareAllow(url: string, allow: string): void {
  allowed.set(routeKey(url), allow);
}

/** DRF's order (http_method_names), HEAD beside GET, OPTIONS on every view */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
function allowFromRoutes(methods: Set<string>): string {
  const served = METHOD_ORDER.filter((m) => methods.has(m));
  if (methods.has('GET')) served.push('HEAD');
  return [...served, 'OPTIONS'].join(', ');
}

/** The view a request's URL resolved to, if it is an API view. */
export function viewOf(request: FastifyRequest): ApiView {
  const key = routeKey(request.routeOptions.url ?? '');
  const view = apiViews.get(key);
  if (view) return typeof view === 'function' ? view((request.params ?? {}) as Record<string, string>) : view;
  // a view nothing declares: named after its last fixed segment, as DRF derives a name from the class
  const segment =
    key
      .split('/')
      .filter((s) => s && !s.startsWith(':'))
      .pop() ?? '';
  return { name: segment.replace(/[-_]/g, ' ').replace(/(^|\s)([a-z])/g, (_m, sp: string, c: string) => sp + c.toUpperCase()), description: '' };
}

/** Once routes are registered: `url`'s Allow from the methods its routes serve, unless declared. */
export function allowFromRoutesUnlessDeclared(url: string, methods: Set<string>): void {
  if (!allowed.has(routeKey(url))) allowed.set(routeKey(url), allowFromRoutes(methods));
}

/** The methods `url` (a route's template) serves, as its `Allow` header says them. */
export function allowOf(url: string): string | undefined {
  return allowed.get(routeKey(url));
}
