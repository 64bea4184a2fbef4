import { hashPassword, passwordProblems } from '../passwords.js';
import { currentContext } from '../../context/request-context.js';
import { PermissionDeniedError } from '../../core/model/errors.js';
import { ModelRules } from '../../core/model/model-rules.js';

export const userRules: ModelRules = {
  validate(item, ctx) {
    if (item.given.has('password')) for (const problem of passwordProblems(String(item.values.password))) ctx.error('password', problem);
    // a permission to manage users is not one to become a superuser (by the flag, or by a superuser's password)
    const actor = currentContext()?.user;
    if (actor && !actor.isSuperuser && (item.values.is_superuser === true || item.before?.is_superuser === true)) {
      throw new PermissionDeniedError('Only superusers may create or change superusers.');
    }
  },
  async derive(item) {
    if (item.given.has('password')) item.values.password = await hashPassword(String(item.values.password));
    // NetBox's default (timezone.now) when the request leaves it out
    if (!item.before && (item.values.date_joined === undefined || item.values.date_joined === null))
      item.values.date_joined = new Date().toISOString();
  },
};
