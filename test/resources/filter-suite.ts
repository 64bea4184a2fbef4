import { Resource } from '../../src/core/model/define-resource';
import { filtersOf } from '../../src/core/query/filters';
import type { TestApp } from '../helpers/app';
import { getStatements } from '../helpers/query-count';
import { quoteIdent } from '../../src/database/sql';
import { isoTimestampSql } from '../../src/core/serialize/plan';
import { coverageGaps, deriveCases, Derived, discriminating, ExplicitCase, explicitCases, FilterCase } from './filter-cases';
import { ContactFilter, DeriveInput, Json, planOf, Related } from './filter-plans';

/**
 * The filter and statement half of the generic resource suite: once a resource's three objects exist,
 * every filter and lookup the framework compiles for it is requested with values derived from those
 * objects (see filter-cases.ts) or stated by the spec, malformed values are refused with 400, and list
 * and detail GETs stay within a fixed number of SQL statements whatever the page holds.
 */

/** What a resource spec may add for its filters and statement budget. */
export interface FilterOptions<Ctx = any> {
  /** cases for filters the suite cannot derive (SQL methods, flags, hidden columns) */
  filterCases?: (c: { ctx: Ctx; objects: Json[]; dependants: any }) => ExplicitCase[];
  /** values of filters computed in SQL, read from an object: `mask_length: (o) => Number(o.prefix.split('/')[1])` */
  filterValues?: Record<string, (o: Json) => unknown>;
  /** filters that answer like another filter of the resource: `region_id: 'regions_id'` */
  filterAliases?: Record<string, string>;
  /**
   * objects made after the three, referring to them (so counters and reverse filters tell the three apart);
   * what it returns is handed to `filterCases`
   */
  dependants?: (app: TestApp, ctx: Ctx, objects: Json[], made: Json[]) => Promise<unknown>;
  /**
   * payloads of further objects of the resource, made (and deleted again) for the filter tests only, when
   * three cannot hold every value a filter needs (custom fields of four types); they take indexes 3, 4…
   */
  moreObjects?: (ctx: Ctx) => Json[];
  /**
   * filters no object can match in this service, and why (NetBox's VLAN group `rack_group` scope, whose
   * model is not here yet): their cases need only list none, and malformed values are still refused
   */
  answersNone?: Record<string, string>;
  /** statements a list GET may run when not the default 2 (count + page), and why */
  listStatements?: { max: number; why: string };
}

export const LIST_STATEMENTS = 2;
export const DETAIL_STATEMENTS = 1;

/** What the surrounding suite knows when the filter tests run. */
export interface FilterStageState<Ctx> {
  app(): TestApp;
  ctx(): Ctx;
  /** the three objects as the suite made them (ids are what matters) */
  made(): Json[];
  /** request ids that created each object, when the suite saw them (otherwise read from the change log) */
  created?: string[][];
  /** a writable free-text field to change once, so `updated_by_request` has an update to find */
  textField?: string;
  /** the value to write into `textField` when it is not free text (the spec's `textValues`) */
  textValue?: () => unknown;
  /** list statements measured with only the first object, if the suite measured them */
  oneObject?: Record<string, number>;
}

/** Statements a GET runs, without a token lookup or `last_used` write; it must answer 200. */
export async function statementsOf(app: TestApp, url: string): Promise<number> {
  const { queries, result } = await getStatements(app, url);
  if (result.status !== 200) throw new Error(`GET ${url} → ${result.status}: ${result.text}`);
  return queries;
}

/** The list URLs whose statements are compared: complete and brief, every object and only some. */
export function listShapes(resource: Resource, ids?: number[]): Record<string, string> {
  const list = `${resource.listPath}?limit=1000`;
  const shapes: Record<string, string> = { complete: list, brief: `${list}&brief=1` };
  if (ids) {
    shapes['id=A'] = `${list}&id=${ids[0]}`;
    shapes['id=A,B,C'] = `${list}&${ids.map((id) => `id=${id}`).join('&')}`;
    shapes['brief id=A,B,C'] = `${shapes['id=A,B,C']}&brief=1`;
  }
  return shapes;
}

export async function measureLists(app: TestApp, shapes: Record<string, string>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, url] of Object.entries(shapes)) out[name] = await statementsOf(app, url);
  return out;
}

/** the text lookups of a string filter, which a number with choices has too */
const TEXT_LOOKUPS = ['ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie'];

const qs = (param: string, values: string[]) => values.map((v) => `${encodeURIComponent(param)}=${encodeURIComponent(v)}`).join('&');

/** Declares the filter, malformed-value and statement tests; call inside the resource's describe, after its objects exist. */
export function filterTests<Ctx>(resource: Resource, options: FilterOptions<Ctx>, state: FilterStageState<Ctx>): void {
  /** URLs of the objects `dependants` made, removed again after the filter tests */
  const made: string[] = [];
  let prepared: Promise<{ input: DeriveInput; cases: FilterCase[] } & Omit<Derived, 'cases'>> | undefined;
  const list = resource.listPath;

  const prepare = () =>
    (prepared ??= (async () => {
      const app = state.app();
      const ids = state.made().map((o) => o.id as number);
      let created = state.created && [...state.created];
      const more = options.moreObjects?.(state.ctx()) ?? [];
      if (more.length) {
        const res = await recording(app, made).inject('POST', list, { body: more });
        if (res.status !== 201) throw new Error(`POST ${list} (more objects): ${res.status} ${res.text}`);
        ids.push(...res.body.map((o: Json) => o.id as number));
        created?.push(...more.map(() => [String(res.headers['x-request-id'])]));
      }
      const updated: string[][] = ids.map(() => []);
      let customField: DeriveInput['customField'];
      // a model whose serializer leaves out custom fields or tags (NetBox's VLAN translation) still has their
      // filters, but no API write sets them: the suite sets them in SQL
      const hiddenCustomFields = resource.omitted.has('custom_fields');
      if (resource.hasCustomFields) {
        // a text custom field on this model alone, set on A and B: `cf_` has data to find
        const name = `flt_${resource.modelName}`;
        const cf = await app.inject('POST', '/api/extras/custom-fields/', {
          body: { name, type: 'text', object_types: [resource.objectType], filter_logic: 'exact' },
        });
        if (cf.status !== 201) throw new Error(`custom field for ${resource.objectType}: ${cf.status} ${cf.text}`);
        const values = ids.map((_, i) => ['Alpha-flt', 'beta-FLT-2'][i] ?? null);
        for (const i of [0, 1]) {
          if (hiddenCustomFields) {
            await app.server.db.query(
              `UPDATE ${quoteIdent(resource.table)} SET custom_field_data = custom_field_data || jsonb_build_object($1::text, $2::text) WHERE id = $3`,
              [name, values[i], ids[i]],
            );
            continue;
          }
          const res = await app.inject('PATCH', `${list}${ids[i]}/`, { body: { custom_fields: { [name]: values[i] } } });
          if (res.status !== 200) throw new Error(`PATCH custom field: ${res.status} ${res.text}`);
          updated[i].push(String(res.headers['x-request-id']));
        }
        customField = { name, values };
      }
      let hiddenTags: DeriveInput['hiddenTags'];
      if (resource.hasTags && resource.omitted.has('tags')) {
        const tags: Json[] = [];
        for (const n of [1, 2]) {
          const name = `flt-${resource.modelName}-${n}`;
          const res = await app.inject('POST', '/api/extras/tags/', { body: { name, slug: name } });
          if (res.status !== 201) throw new Error(`tag for ${resource.objectType}: ${res.status} ${res.text}`);
          tags.push(res.body);
        }
        // A has the first tag, B both, C none
        hiddenTags = new Map(ids.map((id, i) => [id, [[tags[0]], tags][i] ?? []]));
        const pairs = [...hiddenTags].flatMap(([id, list]) => list.map((t) => [id, t.id as number]));
        await app.server.db.query(
          `INSERT INTO extras_taggeditem (object_type, object_id, tag_id) SELECT $1, o, t FROM unnest($2::bigint[], $3::bigint[]) AS p(o, t)`,
          [resource.objectType, pairs.map((p) => p[0]), pairs.map((p) => p[1])],
        );
      }
      if ((!resource.hasCustomFields || hiddenCustomFields) && resource.changeLogged && state.textField) {
        const value = state.textValue?.() ?? 'changed for the filters';
        const res = await app.inject('PATCH', `${list}${ids[0]}/`, { body: { [state.textField]: value } });
        if (res.status !== 200) throw new Error(`PATCH ${state.textField}: ${res.status} ${res.text}`);
        updated[0].push(String(res.headers['x-request-id']));
      }
      const contacts = resource.features.has('contacts') ? await assignContacts(recording(app, made), resource, ids) : undefined;
      const owner = resource.field('owner');
      if (owner?.kind === 'foreignKey' && !owner.readOnly && !resource.omitted.has('owner')) {
        // A's owner is in a group, B's is not, C has none: owner_id, owner, owner_group_id, owner_group can fail
        const tag = `${resource.app}-${resource.path}`;
        const group = await app.inject('POST', '/api/users/owner-groups/', { body: { name: `flt ${tag}` } });
        const owners = [];
        for (const [i, g] of [group.body.id, null].entries()) {
          const res = await app.inject('POST', '/api/users/owners/', { body: { name: `flt ${tag} ${i}`, group: g } });
          if (res.status !== 201) throw new Error(`owner for ${resource.objectType}: ${res.status} ${res.text}`);
          owners.push(res.body.id as number);
        }
        for (const i of [0, 1]) {
          const res = await app.inject('PATCH', `${list}${ids[i]}/`, { body: { owner: owners[i] } });
          if (res.status !== 200) throw new Error(`PATCH owner: ${res.status} ${res.text}`);
          updated[i].push(String(res.headers['x-request-id']));
        }
      }
      const current = async () => {
        const res = await app.inject('GET', `${list}?${ids.map((id) => `id=${id}`).join('&')}&limit=1000`);
        if (res.status !== 200) throw new Error(`GET ${list}: ${res.status} ${res.text}`);
        return ids.map((id) => res.body.results.find((o: Json) => o.id === id) as Json);
      };
      const dependants = options.dependants ? await options.dependants(recording(app, made), state.ctx(), await current(), state.made()) : undefined;
      const objects = await current();
      if (resource.changeLogged && !created) created = await changeRequests(app, resource, ids, 'create');
      const cache = new Map<string, Promise<Json>>();
      const fetch = (url: string) => {
        const path = url.replace(/^https?:\/\/[^/]+/, '');
        let got = cache.get(path);
        if (!got) {
          got = app.inject('GET', path).then((res) => {
            if (res.status !== 200) throw new Error(`GET ${path} → ${res.status}`);
            return res.body as Json;
          });
          cache.set(path, got);
        }
        return got;
      };
      const input: DeriveInput = {
        resource,
        objects,
        fetch,
        values: options.filterValues,
        aliases: options.filterAliases,
        requests: created ? { created, updated } : undefined,
        customField,
        contacts,
        hiddenTags,
        stamp: async (id, name) => {
          const column = resource.field(name)?.column ?? name;
          const rows = await app.server.db.query<{ at: string }>(
            `SELECT ${isoTimestampSql(`t.${quoteIdent(column)}`)} AS at FROM ${quoteIdent(resource.table)} t WHERE t.id = $1`,
            [id],
          );
          return rows[0].at;
        },
      };
      const derived = await deriveCases(input);
      const stated = explicitCases(resource, options.filterCases?.({ ctx: state.ctx(), objects, dependants }) ?? [], objects.length);
      return { ...derived, input, cases: [...derived.cases, ...stated] };
    })());

  it('filters: every case derived from the three objects (or stated by the spec) lists exactly the expected ones', async () => {
    const { input, cases } = await prepare();
    const app = state.app();
    const ids = input.objects.map((o) => o.id as number);
    const wrong: string[] = [];
    for (const c of cases) {
      const res = await app.inject('GET', `${list}?${qs(c.param, c.values)}&limit=1000&fields=id`);
      const got = res.status === 200 ? ids.flatMap((id, i) => (res.body.results.some((o: Json) => o.id === id) ? [i] : [])) : res.text;
      if (JSON.stringify(got) !== JSON.stringify(c.expect)) {
        wrong.push(`${qs(c.param, c.values)} → expected [${c.expect}], got ${Array.isArray(got) ? `[${got}]` : got} (${c.from})`);
      }
    }
    const { no } = discriminating(resource, cases, ids.length);
    console.log(
      `${resource.objectType}: ${filtersOf(resource).size} filters, ${cases.length} cases; not telling the three apart: ${no.join(', ') || 'none'}`,
    );
    expect(wrong).toEqual([]);
  });

  it('filters: every compiled filter and lookup has a case that can fail (no missing filters)', async () => {
    const { input, cases, explicit, weak, refusedOnly } = await prepare();
    const gaps = coverageGaps(resource, cases, input.objects.length, refusedOnly, Object.keys(options.answersNone ?? {})).map((gap) => {
      const name = gap.split(/__| /)[0];
      return explicit[name] ? `${gap} — ${explicit[name]}` : gap;
    });
    const stated = new Set(cases.filter((c) => c.from === 'spec').map((c) => c.param));
    for (const [name, why] of Object.entries(weak)) if (!stated.has(name)) gaps.push(`${name} — ${why}`);
    expect(gaps).toEqual([]);
  });

  it('filters: a malformed value → 400 {<param>: [message]} for typed filters, never a 5xx', async () => {
    const { input } = await prepare();
    const app = state.app();
    const refused: [string, string][] = [];
    const unknownIds: string[] = [];
    const probed: string[] = [];
    const regexes: string[] = [];
    for (const [name, filter] of filtersOf(resource)) {
      const plan = planOf(input, name, filter);
      const method = resource.extraFilters[name]?.kind === 'method';
      for (const lookup of filter.prefix ? [] : filter.lookups) {
        const param = lookup ? `${name}__${lookup}` : name;
        // a number with choices also takes the text lookups, on its text: any value is a pattern there (when they
        // are not checked against the choices)
        const onText = plan.type === 'scalar' && Boolean(plan.choices) && TEXT_LOOKUPS.includes(lookup);
        if (lookup === 'regex' || lookup === 'iregex') regexes.push(param);
        // a MultipleChoiceFilter's lookups take only its choices
        else if (!method && plan.type === 'scalar' && plan.checkedChoices && lookup !== 'empty') refused.push([param, 'no-such-choice-zq']);
        else if (
          !method &&
          !onText &&
          plan.type === 'scalar' &&
          ['integer', 'decimal', 'date', 'datetime', 'uuid'].includes(plan.kind) &&
          lookup !== 'empty'
        )
          refused.push([param, 'abc']);
        else if (!method && plan.type === 'scalar' && plan.choices && ['', 'n'].includes(lookup)) refused.push([param, 'no-such-choice-zq']);
        else if (plan.type === 'related' && plan.byId) {
          refused.push([param, 'abc']);
          unknownIds.push(param);
        } else if (plan.type === 'related') refused.push([param, 'no-such-thing-zq']);
        else if (plan.type === 'request') refused.push([param, 'abc']);
        else probed.push(param);
      }
    }
    const problems: string[] = [];
    const send = async (pairs: [string, string][]) => app.inject('GET', `${list}?${pairs.map(([p, v]) => qs(p, [v])).join('&')}`);
    /** one request for all of them; on a surprise, one per parameter, so the message names the culprits */
    const check = async (pairs: [string, string][], ok: (res: Awaited<ReturnType<typeof send>>, params: string[]) => boolean) => {
      if (!pairs.length) return;
      const all = await send(pairs);
      if (
        ok(
          all,
          pairs.map((p) => p[0]),
        )
      )
        return;
      for (const pair of pairs) {
        const one = await send([pair]);
        if (!ok(one, [pair[0]])) problems.push(`${qs(pair[0], [pair[1]])} → ${one.status} ${one.text}`);
      }
    };
    const keyedBy = (body: unknown, params: string[]) =>
      Boolean(body) &&
      typeof body === 'object' &&
      Object.entries(body as Json).every(
        ([k, v]) => params.includes(k) && Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string' && m.length > 0),
      );
    const refusedAll = (res: Awaited<ReturnType<typeof send>>, params: string[]) =>
      res.status === 400 && keyedBy(res.body, params) && params.every((p) => p in res.body);
    await check(refused, refusedAll);
    await check(
      unknownIds.map((p) => [p, '2147483000']),
      refusedAll,
    );
    await check(
      probed.map((p) => [p, 'abc']),
      (res, params) => res.status === 200 || (res.status === 400 && keyedBy(res.body, params)),
    );
    await check(
      regexes.map((p) => [p, '(']),
      (res) => res.status === 400,
    );
    expect(problems).toEqual([]);
    expect(refused.length + probed.length + regexes.length).toBeGreaterThan(0);
  });

  it(`statements: a list runs as many with one object as with three, at most ${options.listStatements?.max ?? LIST_STATEMENTS}; a detail at most ${DETAIL_STATEMENTS} (brief: one more for its ETag)`, async () => {
    const { input } = await prepare();
    const app = state.app();
    const ids = input.objects.map((o) => o.id as number);
    const budget = options.listStatements?.max ?? LIST_STATEMENTS;
    const lists = await measureLists(app, listShapes(resource, ids));
    const figures: Json = { ...lists };
    for (const [shape, n] of Object.entries(state.oneObject ?? {})) figures[`${shape} (one object)`] = n;
    figures.detail = await statementsOf(app, `${list}${ids[0]}/`);
    figures['detail brief'] = await statementsOf(app, `${list}${ids[0]}/?brief=1`);
    // the same shape costs the same whatever the page holds; within the budget; one comparison shows every figure
    const sameAs = (name: string) => (name.startsWith('detail') ? null : name.includes('brief') ? lists.brief : lists.complete);
    const verdict = Object.fromEntries(
      Object.entries(figures).map(([name, n]) => {
        // a brief detail leaves out the stamp its ETag comes from: one statement reads it (resource.service retrieve)
        const limit = name === 'detail brief' ? DETAIL_STATEMENTS + 1 : name.startsWith('detail') ? DETAIL_STATEMENTS : budget;
        const same = sameAs(name);
        return [name, n <= limit && (same === null || n === same) ? 'ok' : `${n} (limit ${limit}${same === null ? '' : `, like ${same}`})`];
      }),
    );
    expect(verdict).toEqual(Object.fromEntries(Object.keys(figures).map((k) => [k, 'ok'])));
    console.log(`${resource.objectType} statements: ${JSON.stringify(figures)}`);
  });
  it('filters: the objects made for them (dependants, contacts) are deleted again (so the deletes below meet no dependants)', async () => {
    await prepare();
    const app = state.app();
    const left: string[] = [];
    for (const url of made.splice(0).reverse()) {
      const res = await app.inject('DELETE', url.replace(/^https?:\/\/[^/]+/, ''));
      if (res.status !== 204 && res.status !== 404) left.push(`${url}: ${res.status} ${res.text}`);
    }
    expect(left).toEqual([]);
  });
}

/** The app, with the URL of every object a POST through it creates noted in `made`. */
function recording(app: TestApp, made: string[]): TestApp {
  return {
    ...app,
    async inject(method, url, options) {
      const res = await app.inject(method, url, options);
      if (method === 'POST' && res.status === 201) for (const o of [res.body].flat()) if (o?.url) made.push(o.url);
      return res;
    },
  };
}

/**
 * Contacts for `contact`, `contact_role` and `contact_group`: A has a contact in a group below another
 * group (so a group also finds the contacts of the groups below it), B a contact in no group (which
 * `contact_group=null` finds, as Django's isnull across the join does), C none.
 */
async function assignContacts(app: TestApp, resource: Resource, ids: number[]): Promise<Map<number, Record<ContactFilter, Related>>> {
  const key = `flt-${resource.modelName}`;
  const post = async (path: string, body: Json) => {
    const res = await app.inject('POST', `/api/tenancy/${path}/`, { body });
    if (res.status !== 201) throw new Error(`POST ${path} for ${resource.objectType}: ${res.status} ${res.text}`);
    return res.body.id as number;
  };
  const parent = await post('contact-groups', { name: `${key} parent`, slug: `${key}-parent` });
  const group = await post('contact-groups', { name: `${key} group`, slug: `${key}-group`, parent });
  const people = [await post('contacts', { name: `${key} one`, groups: [group] }), await post('contacts', { name: `${key} two` })];
  const roles = [
    await post('contact-roles', { name: `${key} one`, slug: `${key}-one` }),
    await post('contact-roles', { name: `${key} two`, slug: `${key}-two` }),
  ];
  const out = new Map<number, Record<ContactFilter, Related>>();
  for (const i of [0, 1]) {
    await post('contact-assignments', { object_type: resource.objectType, object_id: ids[i], contact: people[i], role: roles[i] });
    const groups = i === 0 ? { values: [String(group), String(parent)], unset: false, direct: [String(group)] } : { values: [], unset: true };
    out.set(ids[i], {
      contact: { values: [String(people[i])], unset: false },
      contact_role: { values: [String(roles[i])], unset: false },
      contact_group: groups,
    });
  }
  return out;
}

/** Request ids of the change records of `action` for each object. */
async function changeRequests(app: TestApp, resource: Resource, ids: number[], action: string): Promise<string[][]> {
  const res = await app.inject(
    'GET',
    `/api/core/object-changes/?changed_object_type=${resource.objectType}&limit=1000&${ids.map((id) => `changed_object_id=${id}`).join('&')}`,
  );
  if (res.status !== 200) throw new Error(`object changes: ${res.status} ${res.text}`);
  return ids.map((id) =>
    res.body.results.filter((c: Json) => c.changed_object_id === id && c.action.value === action).map((c: Json) => c.request_id as string),
  );
}
