import type { ModelRules } from '../../core/model/model-rules.js';
import { environmentProblem, parseTemplate, TemplateError } from './engine.js';

/** What export and config templates check on write: their environment parameters and template syntax. */
export const templateRules: ModelRules = {
  validate(item, ctx) {
    const problem = environmentProblem(item.values.environment_params);
    if (problem) ctx.error('environment_params', problem);
    try {
      parseTemplate(String(item.values.template_code ?? ''));
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      ctx.error('template_code', `Template syntax error: ${error.message}`);
    }
  },
};
