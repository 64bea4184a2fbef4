import { NotFoundError } from '../../core/model/errors.js';
import type { ResourceAction } from '../../core/model/define-resource.js';
import { Params } from '../../database/sql.js';

/**
 * `GET /api/extras/custom-field-choice-sets/<id>/choices/` (NetBox's CustomFieldChoiceSetViewSet.choices): the
 * set's choices as `{id: value, display: label}`, paged like a list; `q` keeps those whose value or label
 * contains it (case-insensitively). The choices are the set's extra choices, in their stored order (sorted by
 * value when the set orders alphabetically); the predefined base choice lists are not held by this service.
 */
export const choiceSetChoices: ResourceAction = {
  name: 'choices',
  summary: { get: 'The choices of this choice set, paged; q filters by value or label' },
  async get(ctx) {
    const params = new Params();
    const where = [`t.id = ${params.add(ctx.id)}`];
    const scoped = ctx.scope(ctx.resource, 'view')?.('t', params);
    if (scoped) where.push(scoped);
    const [row] = await ctx.db.query<{ extra_choices: unknown[][] | null }>(
      `SELECT t.extra_choices FROM extras_customfieldchoiceset t WHERE ${where.join(' AND ')}`,
      params.values,
    );
    if (!row) throw new NotFoundError(`No ${ctx.resource.className} matches the given query.`);
    let choices = (row.extra_choices ?? []).map(([value, label]) => ({ id: String(value), display: String(label) }));
    const q = ctx.query.get('q')?.at(-1)?.toLowerCase();
    if (q) choices = choices.filter((c) => c.id.toLowerCase().includes(q) || c.display.toLowerCase().includes(q));
    return { body: ctx.paginate(choices) };
  },
};
