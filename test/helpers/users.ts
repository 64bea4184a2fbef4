import type { TestApp } from './app';
import { post } from './dcim';

/** Users with object permissions and their tokens, made through the API by the superuser. */

type Json = Record<string, any>;

export const PASSWORD = 'Member-Passw0rd-123';

export interface Member {
  user: Json;
  /** `Bearer nbt_<key>.<token>` of a token provisioned for the user */
  token: string;
  /** the provisioning response (id, key, plaintext…) */
  provisioned: Json;
}

/** A v2 token for a user through /api/users/tokens/provision/; `extra` are token fields. */
export async function provision(app: TestApp, username: string, extra: Json = {}, password = PASSWORD): Promise<{ token: string; body: Json }> {
  const res = await app.inject('POST', '/api/users/tokens/provision/', { token: null, body: { username, password, ...extra } });
  if (res.status !== 201) throw new Error(`provisioning ${username} → ${res.status}: ${res.text}`);
  return { token: `Bearer nbt_${res.body.key}.${res.body.token}`, body: res.body };
}

/** An object permission (name defaults from the types and actions). */
export function permission(app: TestApp, body: Json): Promise<Json> {
  return post(app, '/api/users/permissions/', { name: `${body.actions?.join('/')} ${body.object_types?.join(',')}`, ...body });
}

/**
 * A non-superuser with the given permissions (each assigned to them directly) and a provisioned token.
 * `groups` adds the user to groups (whose permissions then apply too).
 */
export async function member(app: TestApp, username: string, permissions: Json[] = [], options: { groups?: number[] } = {}): Promise<Member> {
  const user = await post(app, '/api/users/users/', { username, password: PASSWORD, groups: options.groups ?? [] });
  for (const p of permissions) await permission(app, { ...p, users: [user.id] });
  const { token, body } = await provision(app, username);
  return { user, token, provisioned: body };
}
