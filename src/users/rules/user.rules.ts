import { hashPassword, passwordProblems } from '../../auth/passwords.js';
import { ModelRules } from '../../core/write/model-rules.js';

export const userRules: ModelRules = {
  validate(item, ctx) {
    if (item.given.has('password')) for (const problem of passwordProblems(String(item.values.password))) ctx.error('password', problem);
  },
  async derive(item) {
    if (item.given.has('password')) item.values.password = await hashPassword(String(item.values.password));
    if (!item.before) item.derived.date_joined = new Date().toISOString();
  },
};
