import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { RequestContext } from '../context/request-context.js';
import { Db } from '../database/db.js';
import { constraintSets } from '../users/constraints.js';
import { attachGrants, Grant, Grants } from '../users/grants.js';
import { UsersCache } from './users-writes.js';

/**
 * A user's effective object permissions (docs/api-behaviour.md §9.4): their own, their groups',
 * and DEFAULT_PERMISSIONS. Loaded by one statement, remembered per user for TOKEN_CACHE_SECONDS and
 * forgotten on any write to the users app in this process; the guard attaches them to the request so
 * the access policy answers synchronously. Superusers never need them.
 */

/** `users.view_token` → users.token / view. */
function defaultGrants(defaults: Settings['defaultPermissions']): Grant[] {
  return Object.entries(defaults).map(([name, sets]) => {
    const [app, rest] = name.split('.', 2);
    const at = rest.indexOf('_');
    return { objectTypes: [`${app}.${rest.slice(at + 1)}`], actions: [rest.slice(0, at)], sets: sets && constraintSets(sets) };
  });
}

interface PermissionRow {
  object_types: unknown;
  actions: unknown;
  constraints: unknown;
}

const LOAD = `SELECT p.object_types, p.actions, p.constraints FROM users_objectpermission p
  WHERE p.enabled AND (
    EXISTS (SELECT 1 FROM users_objectpermission_users pu WHERE pu.objectpermission_id = p.id AND pu.user_id = $1)
    OR EXISTS (SELECT 1 FROM users_objectpermission_groups pg JOIN users_user_groups ug ON ug.group_id = pg.group_id
                WHERE pg.objectpermission_id = p.id AND ug.user_id = $1))`;

@Injectable()
export class PermissionStore implements OnModuleDestroy {
  private readonly cache: UsersCache<number, Grants>;
  private readonly defaults: Grant[];

  constructor(
    private readonly db: Db,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.defaults = defaultGrants(settings.defaultPermissions);
    this.cache = new UsersCache(settings.tokenCacheSeconds * 1000);
  }

  onModuleDestroy(): void {
    this.cache.close();
  }

  /** Loads (or recalls) the user's grants and attaches them to the request. */
  async attach(ctx: RequestContext): Promise<void> {
    const user = ctx.user;
    if (!user || user.isSuperuser) return;
    let grants = this.cache.get(user.id);
    if (!grants) {
      const rows = await this.db.query<PermissionRow>(LOAD, [user.id], { prepare: true });
      grants = new Grants(user.id, [...rows.map(toGrant).filter((g): g is Grant => g !== null), ...this.defaults]);
      this.cache.set(user.id, grants);
    }
    attachGrants(ctx, grants);
  }
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** A stored permission as a grant; one whose constraints no longer parse grants nothing. */
function toGrant(row: PermissionRow): Grant | null {
  try {
    return { objectTypes: strings(row.object_types), actions: strings(row.actions), sets: constraintSets(row.constraints) };
  } catch {
    return null;
  }
}
