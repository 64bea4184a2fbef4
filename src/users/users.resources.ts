import { defineResource } from '../core/resource/define-resource.js';
import { Token } from './entities/token.entity.js';
import { User } from './entities/user.entity.js';
import { tokenRules } from './rules/token.rules.js';
import { userRules } from './rules/user.rules.js';

export const users = defineResource({
  entity: User,
  app: 'users',
  path: 'users',
  brief: ['id', 'url', 'display', 'username'],
  ordering: ['username'],
  display: (t) =>
    `CASE WHEN ${t}.first_name <> '' OR ${t}.last_name <> '' THEN ${t}.username || ' (' || trim(${t}.first_name || ' ' || ${t}.last_name) || ')' ELSE ${t}.username END`,
  search: ['username', 'first_name', 'last_name', 'email'],
  rules: userRules,
  // password hashes and token digests stay out of change records and events
  changeLogged: false,
});

export const tokens = defineResource({
  entity: Token,
  app: 'users',
  path: 'tokens',
  brief: ['id', 'url', 'display', 'version', 'key', 'enabled', 'write_enabled', 'description'],
  ordering: ['-created'],
  display: (t) => `CASE WHEN ${t}.version = 2 AND ${t}.key IS NOT NULL THEN ${t}.key ELSE repeat('*', 34) || ${t}.hint END`,
  search: ['key', 'description'],
  rules: tokenRules,
  changeLogged: false,
});
