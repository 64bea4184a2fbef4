import { Resource, ResourceRegistry } from '../../src/core/model/define-resource';
import { FieldMeta } from '../../src/core/model/fields';
import { startApp, TestApp, TestResponse } from '../helpers/app';
import { CounterChecks } from './counter-checks';
import { filterTests, FilterOptions, listShapes, measureLists } from './filter-suite';
import { permissionChecks } from './permission-checks';

/**
 * A generic end-to-end suite for one resource, in the spirit of NetBox's APIViewTestCases: detail,
 * list, brief, create (single and bulk), PUT, PATCH, bulk PATCH, delete (single and bulk), OPTIONS and
 * the "required" errors, all through the real app. What can be read from the resource declaration
 * (required and writable fields, write-only fields, the brief form, the field order) is read from it,
 * so a resource only states how to make its prerequisites, three valid objects and one change.
 *
 * Reference: docs/api-behaviour.md §3–§5 and §8; docs/models.md §0.
 */

export type Json = Record<string, any>;

/** The app of one test file, started once for all its suites. */
export interface AppHandle {
  readonly app: TestApp;
}

export function useApp(env: Record<string, string> = {}): AppHandle {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app(): TestApp {
      if (!app) throw new Error('the app did not start');
      return app;
    },
  };
}

export interface ResourceSpec<Ctx = any> extends FilterOptions<Ctx> {
  /** the declaration, imported from src/<app>/<app>.resources.ts */
  resource: Resource;
  /** creates what the payloads refer to (runs once, before the first test of the suite) */
  prerequisites?: (app: TestApp) => Promise<Ctx>;
  /** three valid, mutually compatible objects to create */
  create: (ctx: Ctx) => [Json, Json, Json];
  /** a partial change for PATCH */
  patch: (ctx: Ctx) => Json;
  /** a free-text field PUT and bulk PATCH may set to any short string (default `description`) */
  textField?: string;
  /** for a model without free text: the values PUT and bulk PATCH write into `textField` (any writable field) */
  textValues?: (ctx: Ctx) => [unknown, unknown];
  /** read-only fields whose value appears only in the creating response and is null afterwards */
  shownOnlyOnCreate?: string[];
  /**
   * the payload the object-permission checks post again, when the first one cannot be posted twice for a
   * reason other than permissions (it names a related object only one object may have: a chassis' master)
   */
  permissionPayload?: (ctx: Ctx) => Json;
  /**
   * the model's rules refuse an object without some optional fields (a cable needs both ends, yet NetBox's
   * serializer marks neither required): the error POST {} answers instead of a 201
   */
  emptyPostError?: Json;
}

/** `{name: ['This field is required.'], …}` for the given fields. */
export function requiredErrors(fields: string[]): Json {
  return Object.fromEntries(fields.map((f) => [f, ['This field is required.']]));
}

/** The top-level keys of the full representation: meta fields, then declared fields, write-only and omitted ones left out. */
export function fullKeys(resource: Resource): string[] {
  const shown = (name: string) => !resource.omitted.has(name);
  return [
    ...['id', 'url', 'display_url', 'display'].filter(shown),
    ...resource.fields.filter((f) => f.name !== 'id' && !f.writeOnly && shown(f.name)).map((f) => f.name),
  ];
}

function idOf(value: unknown): unknown {
  return value && typeof value === 'object' && 'id' in (value as Json) ? (value as Json).id : value;
}

/** What the response should show for a value sent for `field`, or undefined when it cannot be told from the input alone. */
function expectedEcho(field: FieldMeta, sent: unknown): { ok: (got: unknown) => boolean; shown: unknown } | undefined {
  switch (field.kind) {
    case 'string':
    case 'slug':
      return { ok: (got) => got === (typeof sent === 'string' ? sent.trim() : sent), shown: sent };
    case 'integer':
    case 'boolean':
    case 'date':
    case 'json':
      return { ok: (got) => JSON.stringify(got) === JSON.stringify(sent), shown: sent };
    case 'decimal':
      return { ok: (got) => (sent === null ? got === null : typeof got === 'number' && got === Number(sent)), shown: sent };
    case 'datetime':
      return { ok: (got) => (sent === null ? got === null : Date.parse(String(got)) === Date.parse(String(sent))), shown: sent };
    case 'choice':
      if (field.plainChoice) return { ok: (got) => got === sent, shown: sent };
      return {
        ok: (got) => (sent === null || sent === '' ? got === null : (got as Json | null)?.value === sent),
        shown: sent === null || sent === '' ? null : { value: sent, label: '…' },
      };
    case 'foreignKey': {
      if (sent === null) return { ok: (got) => got === null, shown: null };
      const id = idOf(sent);
      if (typeof id !== 'number') return undefined; // an attribute dictionary: the focused tests cover those
      if (field.plainId) return { ok: (got) => got === id, shown: id };
      return { ok: (got) => (got as Json | null)?.id === id, shown: { id } };
    }
    case 'tags': {
      if (!Array.isArray(sent) || !sent.every((t) => typeof idOf(t) === 'number')) return undefined;
      const ids = sent.map((t) => idOf(t) as number).sort((a, b) => a - b);
      return {
        ok: (got) => Array.isArray(got) && JSON.stringify(got.map((t: Json) => t.id).sort((a: number, b: number) => a - b)) === JSON.stringify(ids),
        shown: ids.map((id) => ({ id })),
      };
    }
    default:
      return undefined;
  }
}

/**
 * Every writable field given in `sent` is shown with that value in `got` (choices as {value}, foreign
 * keys as nested objects with that id); write-only fields are not shown at all. Mismatches are
 * collected so one failure lists them all.
 */
export function expectEchoes(resource: Resource, sent: Json, got: Json): void {
  const mismatches: Json = {};
  for (const [key, value] of Object.entries(sent)) {
    const field = resource.field(key);
    if (!field || field.readOnly) continue;
    if (field.writeOnly) {
      if (key in got) mismatches[key] = { sent: '(write-only)', got: got[key] };
      continue;
    }
    const expected = expectedEcho(field, value);
    if (expected && !expected.ok(got[key])) mismatches[key] = { sent: value, expected: expected.shown, got: got[key] };
  }
  expect(mismatches).toEqual({});
}

function expectStatus(res: TestResponse, status: number, what: string): void {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status}: ${res.text}`);
}

/** The suite for one resource. Tests run in order and share the objects they create. */
export function resourceSuite<Ctx>(handle: AppHandle, spec: ResourceSpec<Ctx>): void {
  const resource = spec.resource;
  const list = resource.listPath;
  const textField = spec.textField ?? 'description';
  let putValue: unknown = 'set by PUT';
  let bulkValue: unknown = 'set in bulk';
  /** whether a shown value is the one written into the text field */
  const shows = (got: unknown, sent: unknown) => {
    const echo = expectedEcho(resource.field(textField)!, sent);
    return echo ? echo.ok(got) : got === sent;
  };
  const onceOnly = spec.shownOnlyOnCreate ?? [];

  describe(`${resource.objectType} (${list})`, () => {
    let ctx: Ctx;
    let payloads: [Json, Json, Json];
    /** the objects as created: [single, bulk 1, bulk 2] */
    const made: Json[] = [];
    /** request ids that created them */
    const created: string[][] = [];
    /** list statements with only the first object */
    const oneObject: Record<string, number> = {};

    const app = () => handle.app;
    const detail = (id: number) => `${list}${id}/`;
    const get = async (id: number) => app().inject('GET', detail(id));
    const ids = () => made.map((o) => o.id as number);
    /** counters other models keep of these objects (none: no such checks) */
    const counters = new CounterChecks(resource);
    const countersKept = (when: string) => {
      if (!counters.fed.length) return;
      it(`counters of what its objects point at match a recount ${when} (${counters.fed.map((f) => `${f.owner.objectType}.${f.field.name}`).join(', ')})`, async () => {
        expect(await counters.drift(app(), ids())).toEqual([]);
      });
    };

    beforeAll(async () => {
      ctx = spec.prerequisites ? await spec.prerequisites(app()) : (undefined as Ctx);
      payloads = spec.create(ctx);
      if (spec.textValues) [putValue, bulkValue] = spec.textValues(ctx);
      const text = resource.field(textField);
      if (!text || text.readOnly || (text.kind !== 'string' && !spec.textValues)) {
        throw new Error(`${resource.objectType}: textField "${textField}" is not a writable string`);
      }
    });

    it('POST one object → 201, Location = url, the given values echoed, write-only fields hidden', async () => {
      const res = await app().inject('POST', list, { body: payloads[0] });
      expectStatus(res, 201, `POST ${list}`);
      expect(res.body.id).toEqual(expect.any(Number));
      expect(res.body.url).toMatch(/^http:\/\/[^/]+\//);
      expect(new URL(res.body.url).pathname).toBe(detail(res.body.id));
      expect(res.headers.location).toBe(res.body.url);
      expectEchoes(resource, payloads[0], res.body);
      expect(Object.keys(res.body)).toEqual(fullKeys(resource));
      made[0] = res.body;
      created[0] = [String(res.headers['x-request-id'])];
    });

    it('statements of a list with the first object (compared with three below)', async () => {
      Object.assign(oneObject, await measureLists(app(), listShapes(resource)));
      expect(oneObject.complete).toBeGreaterThan(0);
    });

    it('GET detail → 200, the created object, keys in the declared field order', async () => {
      const res = await get(made[0].id);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(fullKeys(resource));
      const expected = { ...made[0] };
      for (const name of onceOnly) {
        expect(made[0][name]).toEqual(expect.any(String));
        expected[name] = null;
      }
      expect(res.body).toEqual(expected);
    });

    it('GET detail of an unknown id → 404 naming the model', async () => {
      const res = await app().inject('GET', detail(2147483000));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: `No ${resource.className} matches the given query.` });
    });

    it('POST a list → 201, an array in request order, no Location', async () => {
      const res = await app().inject('POST', list, { body: [payloads[1], payloads[2]] });
      expectStatus(res, 201, `bulk POST ${list}`);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body).toHaveLength(2);
      expect(res.headers.location).toBeUndefined();
      expectEchoes(resource, payloads[1], res.body[0]);
      expectEchoes(resource, payloads[2], res.body[1]);
      expect(res.body[0].id).toBeLessThan(res.body[1].id);
      made[1] = res.body[0];
      made[2] = res.body[1];
      created[1] = created[2] = [String(res.headers['x-request-id'])];
    });

    countersKept('after create');

    it('GET list → envelope with every created object in full form', async () => {
      const res = await app().inject('GET', `${list}?limit=1000`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
      expect(res.body.count).toBeGreaterThanOrEqual(3);
      expect(res.body.results.map((o: Json) => o.id)).toEqual(expect.arrayContaining(ids()));
      for (const o of res.body.results) expect(Object.keys(o)).toEqual(fullKeys(resource));
      const filtered = await app().inject(
        'GET',
        `${list}?${ids()
          .map((id) => `id=${id}`)
          .join('&')}`,
      );
      expect(filtered.body.count).toBe(3);
      const mine = filtered.body.results.find((o: Json) => o.id === made[1].id);
      expect(mine).toEqual({ ...made[1], ...Object.fromEntries(onceOnly.map((name) => [name, null])) });
    });

    filterTests(resource, spec, {
      app,
      ctx: () => ctx,
      made: () => made,
      created,
      textField,
      textValue: () => (spec.textValues ? putValue : undefined),
      oneObject,
    });

    it('brief → exactly the declared brief fields, in the full form’s order (list and detail)', async () => {
      const full = fullKeys(resource);
      const briefOrder = full.filter((k) => resource.brief.includes(k));
      expect([...briefOrder].sort()).toEqual([...resource.brief].sort());
      const res = await app().inject(
        'GET',
        `${list}?brief=1&${ids()
          .map((id) => `id=${id}`)
          .join('&')}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.results).toHaveLength(3);
      for (const o of res.body.results) expect(Object.keys(o)).toEqual(briefOrder);
      const one = await app().inject('GET', `${detail(made[0].id)}?brief=true`);
      const full0 = (await get(made[0].id)).body;
      expect(one.body).toEqual(Object.fromEntries(briefOrder.map((k) => [k, full0[k]])));
    });

    it('PUT a full object → 200 with the new values', async () => {
      const body = { ...payloads[0], [textField]: putValue };
      const res = await app().inject('PUT', detail(made[0].id), { body });
      expectStatus(res, 200, `PUT ${detail(made[0].id)}`);
      expectEchoes(resource, body, res.body);
      expect(res.body.id).toBe(made[0].id);
      const again = await get(made[0].id);
      expect(shows(again.body[textField], putValue)).toBe(true);
    });

    it('PUT without the required fields → 400 naming each of them', async () => {
      // a create-only field (a token's user) is not asked for again
      const required = resource.writableFields.filter((f) => f.required && !f.createOnly).map((f) => f.name);
      const res = await app().inject('PUT', detail(made[0].id), { body: {} });
      if (required.length) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual(requiredErrors(required));
      } else {
        expect(res.status).toBe(200);
      }
    });

    it('PATCH a partial change → 200; only the given fields change', async () => {
      const before = (await get(made[1].id)).body;
      const change = spec.patch(ctx);
      const res = await app().inject('PATCH', detail(made[1].id), { body: change });
      expectStatus(res, 200, `PATCH ${detail(made[1].id)}`);
      expectEchoes(resource, change, res.body);
      const after = (await get(made[1].id)).body;
      expect(after).toEqual(res.body);
      const untouched = resource.writableFields.filter((f) => !(f.name in change) && !f.writeOnly && f.kind !== 'computed');
      expect(Object.fromEntries(untouched.map((f) => [f.name, after[f.name]]))).toEqual(
        Object.fromEntries(untouched.map((f) => [f.name, before[f.name]])),
      );
      made[1] = after;
    });

    it('bulk PATCH [{id, …}] → 200, the changed objects in default order', async () => {
      const targets = [made[2].id, made[0].id];
      const res = await app().inject('PATCH', list, { body: targets.map((id) => ({ id, [textField]: bulkValue })) });
      expectStatus(res, 200, `bulk PATCH ${list}`);
      expect(res.body).toHaveLength(2);
      expect(res.body.map((o: Json) => o.id).sort()).toEqual([...targets].sort());
      for (const o of res.body) expect(shows(o[textField], bulkValue)).toBe(true);
      const listed = await app().inject('GET', `${list}?id=${targets[0]}&id=${targets[1]}`);
      expect(res.body.map((o: Json) => o.id)).toEqual(listed.body.results.map((o: Json) => o.id));
      for (const id of targets) expect(shows((await get(id)).body[textField], bulkValue)).toBe(true);
      expect(shows((await get(made[1].id)).body[textField], bulkValue)).toBe(false);
    });

    countersKept('after PUT and PATCH');

    // before the deletes below: the constrained bulk DELETE removes made[2], which the bulk DELETE test then skips as unknown
    // (a model whose text field is not a string — textValues — leaves the bulk PATCH check out)
    permissionChecks({
      app,
      resource,
      textField: spec.textValues ? undefined : textField,
      made: () => made,
      payloads: () => (spec.permissionPayload ? [spec.permissionPayload(ctx), ...payloads.slice(1)] : payloads),
    });

    it('OPTIONS → actions.POST/PUT describe every declared field; required flags match the declaration', async () => {
      const res = await app().inject('OPTIONS', list);
      expect(res.status).toBe(200);
      const { POST, PUT } = res.body.actions;
      expect(PUT).toEqual(POST);
      const described = ['id', 'url', 'display_url', 'display', ...resource.fields.map((f) => f.name)].filter((n) => !resource.omitted.has(n));
      expect(Object.keys(POST).sort()).toEqual(described.filter((n, i, a) => a.indexOf(n) === i).sort());
      const flags = (fields: FieldMeta[]) =>
        Object.fromEntries(fields.map((f) => [f.name, { required: POST[f.name]?.required, read_only: POST[f.name]?.read_only }]));
      expect(flags(resource.writableFields)).toEqual(
        Object.fromEntries(resource.writableFields.map((f) => [f.name, { required: f.required, read_only: false }])),
      );
      const readOnly = resource.fields.filter((f) => f.readOnly && !resource.omitted.has(f.name));
      expect(flags(readOnly)).toEqual(Object.fromEntries(readOnly.map((f) => [f.name, { required: false, read_only: true }])));
      for (const f of resource.writableFields.filter((x) => x.kind === 'choice')) {
        expect(POST[f.name].choices).toEqual(f.choices!.entries.map(([value, display_name]) => ({ value, display_name })));
      }
      const one = await app().inject('OPTIONS', detail(made[0].id));
      expect(one.status).toBe(200);
      expect(Object.keys(one.body.actions)).toEqual(['PUT']);
    });

    it('DELETE → 204 with no body, then 404', async () => {
      const res = await app().inject('DELETE', detail(made[0].id));
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect((await get(made[0].id)).status).toBe(404);
      expect((await app().inject('DELETE', detail(made[0].id))).status).toBe(404);
    });

    it('bulk DELETE [{id}, …] → 204; all gone, unknown ids skipped', async () => {
      const res = await app().inject('DELETE', list, { body: [{ id: made[1].id }, { id: made[2].id }, { id: 2147483000 }] });
      expect(res.status).toBe(204);
      for (const id of [made[1].id, made[2].id]) expect((await get(id)).status).toBe(404);
      const listed = await app().inject(
        'GET',
        `${list}?${ids()
          .map((id) => `id=${id}`)
          .join('&')}`,
      );
      expect(listed.body.count).toBe(0);
    });

    countersKept('after delete');

    it('POST {} → 400 "This field is required." for exactly the required fields', async () => {
      const required = resource.writableFields.filter((f) => f.required).map((f) => f.name);
      const res = await app().inject('POST', list, { body: {} });
      if (!required.length && spec.emptyPostError) return expect([res.status, res.body]).toEqual([400, spec.emptyPostError]);
      if (!required.length) return expect(res.status).toBe(201);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(requiredErrors(required));
    });

    it('POST a valid object missing one required field → 400 keyed by that field (each field in turn)', async () => {
      const required = resource.writableFields.filter((f) => f.required && f.name in payloads[0]).map((f) => f.name);
      const results: Json = {};
      for (const name of required) {
        const { [name]: _dropped, ...body } = payloads[0];
        const res = await app().inject('POST', list, { body });
        results[name] = { status: res.status, body: res.body };
      }
      expect(results).toEqual(Object.fromEntries(required.map((name) => [name, { status: 400, body: requiredErrors([name]) }])));
    });
  });
}

/** A resource whose objects a JSON POST cannot make (uploads, records the service writes itself): filters and statements only. */
export interface SeededSpec<Ctx = any> extends FilterOptions<Ctx> {
  resource: Resource;
  /** why the CRUD suite does not apply, and which tests cover that ground */
  why: string;
  prerequisites?: (app: TestApp) => Promise<Ctx>;
  /** a free-text field the filter tests may change once (so `updated_by_request` finds an update) */
  textField?: string;
  /** makes the three objects by other means (an upload, writes that leave change records…) and returns them */
  seed: (app: TestApp, ctx: Ctx) => Promise<Json[]>;
}

/** The filter and statement tests for a resource whose three objects `seed` makes. */
export function seededSuite<Ctx>(handle: AppHandle, spec: SeededSpec<Ctx>): void {
  describe(`${spec.resource.objectType} (${spec.resource.listPath}): filters and statements (${spec.why})`, () => {
    let ctx: Ctx;
    let made: Json[] = [];
    beforeAll(async () => {
      ctx = spec.prerequisites ? await spec.prerequisites(handle.app) : (undefined as Ctx);
      made = await spec.seed(handle.app, ctx);
      if (made.length < 3 || new Set(made.map((o) => o.id)).size !== made.length)
        throw new Error(`${spec.resource.objectType}: seed made ${made.length} distinct objects, not three`);
    });
    filterTests(spec.resource, spec, { app: () => handle.app, ctx: () => ctx, made: () => made, textField: spec.textField });
    // last: a constrained delete removes one of the objects
    permissionChecks({ app: () => handle.app, resource: spec.resource, textField: spec.textField, made: () => made });
  });
}

/** Asserts that the specs cover every resource the app registered for `app` (so a new resource needs a spec). */
export function everyResourceCovered(handle: AppHandle, appLabel: string, specs: { resource: Resource }[]): void {
  it(`every ${appLabel} resource has a spec`, () => {
    void handle.app;
    const declared = ResourceRegistry.all()
      .filter((r) => r.app === appLabel)
      .map((r) => r.path)
      .sort();
    expect(specs.map((s) => s.resource.path).sort()).toEqual(declared);
  });
}
