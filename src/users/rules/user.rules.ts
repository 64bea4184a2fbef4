import { hashPassword, passwordProblems } from '../passwords.js';
import { currentContext } from '../../context/request-context.js';
import { PermissionDeniedError } from '../../core/model/errors.js';
import { ModelRules } from '../../core/model/model-rules.js';

export const userRules: ModelRules = {
  validate(item, ctx) {
    // NetBox's column has a default but no null: left out it is the time of the create, given it may not be null
    if (item.given.has('date_joined') && item.values.date_joined === null) ctx.error('date_joined', 'This field may not be null.');
    if (item.given.has('password')) for (const problem of passwordProblems(String(item.values.password))) ctx.error('password', problem);
    // a permission to manage users is not one to become a superuser (by the flag, or by a superuser's password)
    const actor = currentContext()?.user;
    if (actor && !actor.isSuperuser && (item.values.is_superuser === true || item.before?.is_superuser === true)) {
      throw new PermissionDeniedError('Only superusers may create or change superusers.');
    }
  },
  async derive(item) {
    if (item.given.has('password')) item.values.password = await hashPassword(String(item.values.password));
    // a writable field (an import gives it like any client): left out of a create, the time of the create
    if (!item.before && (item.values.date_joined ?? null) === null) item.values.date_joined = new Date().toISOString();
  },
};
