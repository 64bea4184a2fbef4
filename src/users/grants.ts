import { currentContext, RequestContext } from '../context/request-context.js';
import type { ConstraintSet } from './constraints.js';

/**
 * A user's effective object permissions as grants (docs/api-behaviour.md §9.4): which actions on which
 * object types, everywhere or where a constraint set matches. auth/permissions.ts loads them per user and
 * attaches them to the request; the access policy and model rules (granting tokens) ask them here.
 */

export interface Grant {
  objectTypes: string[];
  actions: string[];
  /** null: every row */
  sets: ConstraintSet[] | null;
}

/** What one action on one object type is allowed: not at all (undefined), everywhere (null), or where any set matches. */
export type Allowance = ConstraintSet[] | null | undefined;

export class Grants {
  private readonly memo = new Map<string, Allowance>();

  constructor(
    readonly userId: number,
    private readonly grants: Grant[],
  ) {}

  allowance(objectType: string, action: string): Allowance {
    const key = `${objectType} ${action}`;
    if (this.memo.has(key)) return this.memo.get(key);
    let result: Allowance = undefined;
    for (const grant of this.grants) {
      if (!grant.actions.includes(action) || !grant.objectTypes.includes(objectType)) continue;
      if (grant.sets === null) {
        result = null;
        break;
      }
      result = [...(result ?? []), ...grant.sets];
    }
    this.memo.set(key, result);
    return result;
  }

  allows(objectType: string, action: string): boolean {
    return this.allowance(objectType, action) !== undefined;
  }
}

/** The grants of the request being served (set by the guard for authenticated non-superusers). */
const byRequest = new WeakMap<RequestContext, Grants>();

export function attachGrants(ctx: RequestContext, grants: Grants): void {
  byRequest.set(ctx, grants);
}

export function requestGrants(ctx: RequestContext | undefined = currentContext()): Grants | undefined {
  return ctx ? byRequest.get(ctx) : undefined;
}

/** Whether the request's user may do `action` on `objectType` at all (superusers may do anything). */
export function userHasPermission(objectType: string, action: string): boolean {
  const ctx = currentContext();
  if (!ctx?.user) return false;
  return ctx.user.isSuperuser || Boolean(requestGrants(ctx)?.allows(objectType, action));
}
