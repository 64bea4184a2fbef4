import { Injectable } from '@nestjs/common';
import { ApiError, PermissionDeniedError } from '../core/http/errors.js';
import { currentContext } from '../core/http/request-context.js';
import { Resource } from '../core/resource/define-resource.js';
import { AccessPolicy, Action } from '../core/resource/resource.service.js';
import { RowScope } from '../core/query/reader.js';
import { NOT_AUTHENTICATED } from './auth.guard.js';

/**
 * Who may do what, for now: a superuser may do everything; other users may read, and manage their
 * own tokens. Read-only tokens never write. (Object permissions replace the middle rule later.)
 */
@Injectable()
export class DefaultAccessPolicy extends AccessPolicy {
  check(resource: Resource, action: Action): void {
    const ctx = currentContext();
    const user = ctx?.user;
    if (!user) throw new ApiError(403, { detail: NOT_AUTHENTICATED });
    if (action !== 'view' && !ctx.tokenWriteEnabled) throw new PermissionDeniedError();
    if (user.isSuperuser || action === 'view') return;
    if (resource.objectType === 'users.token') return;
    throw new PermissionDeniedError();
  }

  scope(resource: Resource, _action: Action): RowScope | undefined {
    const user = currentContext()?.user;
    if (!user || user.isSuperuser || resource.objectType !== 'users.token') return undefined;
    return (alias, params) => `${alias}.user_id = ${params.add(user.id)}`;
  }

  canWrite(resource: Resource): boolean {
    const ctx = currentContext();
    if (!ctx?.user || !ctx.tokenWriteEnabled) return false;
    return ctx.user.isSuperuser || resource.objectType === 'users.token';
  }
}
