import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { ApiError, PermissionDeniedError } from '../core/model/errors.js';
import { currentContext } from '../context/request-context.js';
import type { RowScope } from '../core/model/types.js';
import { Params, quoteIdent } from '../database/sql.js';
import { Resource } from '../core/model/define-resource.js';
import { AccessPolicy, Action } from '../core/api/resource.service.js';
import type { Queryable } from '../database/db.js';
import { NOT_AUTHENTICATED } from './auth.guard.js';
import { ConstraintError, constraintSql } from '../users/constraints.js';
import { requestGrants } from '../users/grants.js';

/** Models a wildcard `EXEMPT_VIEW_PERMISSIONS` leaves out (NetBox's EXEMPT_EXCLUDE_MODELS): they must be named. */
const NEVER_WILDCARD_EXEMPT = new Set(['users.user', 'users.group', 'users.objectpermission', 'users.token']);

/**
 * NetBox's object permissions (docs/api-behaviour.md §9.4): superusers may do everything; other
 * users need a permission granting the action on the object type, and its constraints limit the rows
 * they see and touch. Read-only tokens never write. Exempt models may be viewed by anyone.
 */
@Injectable()
export class ObjectPermissionPolicy extends AccessPolicy {
  private readonly logger = new Logger('permissions');
  private readonly exemptAll: boolean;
  private readonly exempt: Set<string>;

  constructor(@Inject(SETTINGS) settings: Settings) {
    super();
    this.exemptAll = settings.exemptViewPermissions.includes('*');
    this.exempt = new Set(settings.exemptViewPermissions);
  }

  private isExempt(resource: Resource, action: Action): boolean {
    if (action !== 'view') return false;
    return this.exempt.has(resource.objectType) || (this.exemptAll && !NEVER_WILDCARD_EXEMPT.has(resource.objectType));
  }

  check(resource: Resource, action: Action): void {
    const ctx = currentContext();
    const user = ctx?.user;
    if (this.isExempt(resource, action)) return;
    if (!user) throw new ApiError(403, { detail: NOT_AUTHENTICATED });
    if (action !== 'view' && !ctx.tokenWriteEnabled) throw new PermissionDeniedError();
    if (user.isSuperuser) return;
    if (!requestGrants(ctx)?.allows(resource.objectType, action)) throw new PermissionDeniedError();
  }

  scope(resource: Resource, action: Action): RowScope | undefined {
    const ctx = currentContext();
    if (!ctx?.user || ctx.user.isSuperuser || this.isExempt(resource, action)) return undefined;
    const grants = requestGrants(ctx);
    const sets = grants?.allowance(resource.objectType, action);
    if (sets === null) return undefined;
    if (!grants || !sets) return () => 'FALSE';
    return (alias, params) => {
      try {
        return constraintSql(resource, sets, alias, params, grants.userId);
      } catch (error) {
        if (!(error instanceof ConstraintError)) throw error;
        // a permission saved before the model changed: it grants nothing rather than failing the request
        this.logger.warn(`a constraint on ${resource.objectType} cannot apply: ${error.message}`);
        return 'FALSE';
      }
    };
  }

  /** One statement for the whole batch: every written row must still lie in the permitted rows. */
  override async verify(db: Queryable, resource: Resource, action: 'add' | 'change', ids: number[]): Promise<void> {
    const scope = ids.length ? this.scope(resource, action) : undefined;
    if (!scope) return;
    const params = new Params();
    const unique = [...new Set(ids)];
    const idsParam = params.add(unique);
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${quoteIdent(resource.table)} t WHERE t.id = ANY(${idsParam}::bigint[]) AND ${scope('t', params)}`,
      params.values,
    );
    // NetBox's ObjectValidationMixin raises ObjectDoesNotExist, turned into Django's PermissionDenied: DRF's default 403
    if (row.n !== unique.length) throw new PermissionDeniedError();
  }

  canWrite(resource: Resource): boolean {
    const ctx = currentContext();
    if (!ctx?.user || !ctx.tokenWriteEnabled) return false;
    if (ctx.user.isSuperuser) return true;
    const grants = requestGrants(ctx);
    return Boolean(grants && (grants.allows(resource.objectType, 'add') || grants.allows(resource.objectType, 'change')));
  }
}
