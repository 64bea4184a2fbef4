import { currentContext } from '../context/request-context.js';
import type { Queryable } from '../database/db.js';
import { Params, quoteIdent } from '../database/sql.js';
import { ResourceRegistry } from '../core/model/define-resource.js';
import { ConstraintError, ConstraintSet, constraintSql } from './constraints.js';
import { User } from './entities/user.entity.js';
import { requestGrants } from './grants.js';

/**
 * Whether the requesting user may create a token for `targetUserId` (users.grant_token, docs/api-behaviour.md §9.2).
 * The token does not exist yet, so a constrained grant is judged on its user alone: `user` compares the
 * user's id, `user__<path>` walks from the user; a constraint naming any other token field cannot be judged
 * and grants nothing (as NetBox, which fails closed there). Superusers may always.
 */
export async function mayGrantToken(db: Queryable, targetUserId: number): Promise<boolean> {
  const ctx = currentContext();
  const user = ctx?.user;
  if (!user) return false;
  if (user.isSuperuser) return true;
  const sets = requestGrants(ctx)?.allowance('users.token', 'grant');
  if (sets === undefined) return false;
  if (sets === null) return true;
  const onUser: ConstraintSet[] = [];
  for (const set of sets) {
    const mapped: ConstraintSet = {};
    for (const [key, value] of Object.entries(set)) {
      if (key === 'user') mapped.id = value;
      else if (key.startsWith('user__')) mapped[key.slice('user__'.length)] = value;
      else return false;
    }
    onUser.push(mapped);
  }
  const resource = ResourceRegistry.forEntity(User);
  const params = new Params();
  let condition: string;
  try {
    condition = constraintSql(resource, onUser, 'u', params, user.id);
  } catch (error) {
    if (error instanceof ConstraintError) return false;
    throw error;
  }
  const id = params.add(targetUserId);
  const rows = await db.query(`SELECT 1 FROM ${quoteIdent(resource.table)} u WHERE u.id = ${id} AND ${condition}`, params.values);
  return rows.length > 0;
}
