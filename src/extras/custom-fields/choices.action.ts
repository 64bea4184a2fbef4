import { NotFoundError } from '../../core/model/errors.js';
import type { ResourceAction } from '../../core/model/define-resource.js';
import { Params } from '../../database/sql.js';
import { choicesOf } from './base-choices.js';

/**
 * `GET /api/extras/custom-field-choice-sets/<id>/choices/` (NetBox's CustomFieldChoiceSetViewSet.choices): the
 * set's choices as `{id: value, display: label}`, paged like a list; `q` keeps those whose value or label
 * contains it (case-insensitively). The choices are the base list's (base-choices.ts) and then the extra ones,
 * sorted by value when the set orders alphabetically.
 */
export const choiceSetChoices: ResourceAction = {
  name: 'choices',
  summary: { get: 'The choices of this choice set, paged; q filters by value or label' },
  async get(ctx) {
    const params = new Params();
    const where = [`t.id = ${params.add(ctx.id)}`];
    const scoped = ctx.scope(ctx.resource, 'view')?.('t', params);
    if (scoped) where.push(scoped);
    const [row] = await ctx.db.query<{ base_choices: string | null; extra_choices: unknown[][] | null; order_alphabetically: boolean }>(
      `SELECT t.base_choices, t.extra_choices, t.order_alphabetically FROM extras_customfieldchoiceset t WHERE ${where.join(' AND ')}`,
      params.values,
    );
    if (!row) throw new NotFoundError(`No ${ctx.resource.className} matches the given query.`);
    let choices = choicesOf(row.base_choices, row.extra_choices, row.order_alphabetically).map(([id, display]) => ({ id, display }));
    const q = ctx.query.get('q')?.at(-1)?.toLowerCase();
    if (q) choices = choices.filter((c) => c.id.toLowerCase().includes(q) || c.display.toLowerCase().includes(q));
    return { body: ctx.paginate(choices) };
  },
};
