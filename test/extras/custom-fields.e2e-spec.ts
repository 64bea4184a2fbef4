import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { countQueries, getStatements } from '../helpers/query-count';

/**
 * Custom fields (docs/models.md §0.3, §6.2; docs/api-behaviour.md §5.5): the definitions and choice
 * sets, `custom_fields` on read and write of full-featured models, `cf_` filters, what deleting or
 * renaming a field does to stored values, and that the statements of a device list stay constant.
 */
describe('extras custom fields', () => {
  let app: TestApp;
  type Json = Record<string, any>;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const CF = '/api/extras/custom-fields/';
  const SETS = '/api/extras/custom-field-choice-sets/';
  const SITES = '/api/dcim/sites/';
  const field = (body: Json) => post(app, CF, { object_types: ['dcim.site'], type: 'text', ...body });
  const get = async (url: string) => {
    const res = await app.inject('GET', url);
    if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}: ${res.text}`);
    return res.body;
  };
  /** Names of the sites a filtered site list returns, sorted. */
  const siteNames = async (query: string) => ((await get(`${SITES}?limit=0&${query}`)).results as Json[]).map((s) => s.name).sort();
  const invalid = (name: string, text: string) => ({ __all__: [`Invalid value for custom field '${name}': ${text}`] });

  let colors: Json;
  let tenants: Json[];
  const fields: Record<string, Json> = {};

  describe('definitions', () => {
    it('a choice set: extra_choices as [value, label] pairs, choices_count, brief form', async () => {
      const res = await app.inject('POST', SETS, {
        body: {
          name: 'Colors',
          description: 'paint',
          extra_choices: [
            ['red', 'Red'],
            ['green', 'Green'],
            ['blue', 'Blue'],
          ],
        },
      });
      expect(res.status).toBe(201);
      colors = res.body;
      expect(colors).toEqual(
        expect.objectContaining({
          name: 'Colors',
          display: 'Colors',
          base_choices: null,
          extra_choices: [
            ['red', 'Red'],
            ['green', 'Green'],
            ['blue', 'Blue'],
          ],
          choice_colors: {},
          order_alphabetically: false,
          choices_count: 3,
        }),
      );
      const brief = await get(`${SETS}${colors.id}/?brief=1`);
      expect(brief).toEqual({ id: colors.id, url: colors.url, display: 'Colors', name: 'Colors', description: 'paint', choices_count: 3 });
    });

    it('choice set rules: some choices needed, no duplicate values, alphabetical order applied on save', async () => {
      const empty = await app.inject('POST', SETS, { body: { name: 'Empty', extra_choices: [] } });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ __all__: ['Must define base or extra choices.'] });
      const dup = await app.inject('POST', SETS, {
        body: {
          name: 'Dup',
          extra_choices: [
            ['a', 'A'],
            ['a', 'B'],
          ],
        },
      });
      expect(dup.body).toEqual({ __all__: ["Duplicate value 'a' found in extra choices."] });
      const missing = await app.inject('POST', SETS, { body: { name: 'Missing' } });
      expect(missing.body).toEqual({ extra_choices: ['This field is required.'] });
      const short = await app.inject('POST', SETS, { body: { name: 'Short', extra_choices: [['a']] } });
      expect(short.body).toEqual({ extra_choices: ['Ensure this field has at least 2 elements.'] });
      const badColor = await app.inject('POST', SETS, { body: { name: 'Paint', extra_choices: [['a', 'A']], choice_colors: { a: 'mauve' } } });
      expect(badColor.body).toEqual({ choice_colors: ['Invalid color value(s): mauve. Use a supported named color.'] });
      const sorted = await post(app, SETS, {
        name: 'Sorted',
        extra_choices: [
          ['b', 'B'],
          ['a', 'A'],
        ],
        order_alphabetically: true,
      });
      expect(sorted.extra_choices).toEqual([
        ['a', 'A'],
        ['b', 'B'],
      ]);
      expect((await get(`${SETS}?choice=b`)).results.map((s: Json) => s.name)).toEqual(['Sorted']);
    });

    it('fields of every type: data_type, display, nested choice set, ordering group_name → weight → name', async () => {
      tenants = [await make.tenant(app, 'CF Tenant A'), await make.tenant(app, 'CF Tenant B'), await make.tenant(app, 'CF Tenant C')];
      const specs: Json[] = [
        { name: 'x_text', type: 'text', validation_regex: '[a-z]+', label: 'Loose text' },
        { name: 'x_exact', type: 'text', filter_logic: 'exact' },
        { name: 'x_long', type: 'longtext' },
        { name: 'x_int', type: 'integer', validation_minimum: 1, validation_maximum: 100 },
        { name: 'x_dec', type: 'decimal' },
        { name: 'x_bool', type: 'boolean' },
        { name: 'x_date', type: 'date' },
        { name: 'x_dt', type: 'datetime' },
        { name: 'x_url', type: 'url' },
        { name: 'x_json', type: 'json' },
        { name: 'x_sel', type: 'select', choice_set: colors.id },
        { name: 'x_multi', type: 'multiselect', choice_set: colors.id },
        { name: 'x_obj', type: 'object', related_object_type: 'tenancy.tenant' },
        { name: 'x_objs', type: 'multiobject', related_object_type: 'tenancy.tenant' },
        { name: 'x_default', type: 'text', default: 'preset', group_name: 'Extra', weight: 10 },
      ];
      for (const spec of specs) fields[spec.name] = await field(spec);
      const f = fields;
      expect(Object.fromEntries(Object.values(f).map((x) => [x.name, x.data_type]))).toEqual({
        x_text: 'string',
        x_exact: 'string',
        x_long: 'string',
        x_int: 'integer',
        x_dec: 'decimal',
        x_bool: 'boolean',
        x_date: 'string',
        x_dt: 'string',
        x_url: 'string',
        x_json: 'object',
        x_sel: 'string',
        x_multi: 'array',
        x_obj: 'object',
        x_objs: 'array',
        x_default: 'string',
      });
      expect(f.x_text.display).toBe('Loose text');
      expect(f.x_exact.display).toBe('X exact');
      expect(f.x_text.type).toEqual({ value: 'text', label: 'Text' });
      expect(f.x_objs.type).toEqual({ value: 'multiobject', label: 'Multiple objects' });
      expect(f.x_text.filter_logic).toEqual({ value: 'loose', label: 'Loose' });
      expect(f.x_int.validation_minimum).toBe(1);
      expect(f.x_obj.related_object_type).toBe('tenancy.tenant');
      expect(f.x_sel.choice_set).toEqual({
        id: colors.id,
        url: colors.url,
        display: 'Colors',
        name: 'Colors',
        description: 'paint',
        choices_count: 3,
      });
      expect(Object.keys(f.x_text)).toEqual([
        'id',
        'url',
        'display_url',
        'display',
        'object_types',
        'type',
        'related_object_type',
        'data_type',
        'name',
        'label',
        'group_name',
        'description',
        'required',
        'unique',
        'search_weight',
        'filter_logic',
        'ui_visible',
        'ui_editable',
        'is_cloneable',
        'default',
        'related_object_filter',
        'weight',
        'validation_minimum',
        'validation_maximum',
        'validation_regex',
        'validation_schema',
        'choice_set',
        'owner',
        'comments',
        'created',
        'last_updated',
      ]);
      const listed = (await get(`${CF}?limit=0`)).results.map((x: Json) => x.name);
      const ungrouped = specs
        .filter((s) => !s.group_name)
        .map((s) => s.name)
        .sort();
      expect(listed).toEqual([...ungrouped, 'x_default']);
      expect((await get(`${CF}?object_type=tenancy.tenant`)).count).toBe(0);
      expect((await get(`${CF}?type=select&type=multiselect`)).results.map((x: Json) => x.name).sort()).toEqual(['x_multi', 'x_sel']);
      expect((await get(`${CF}?choice_set_id=${colors.id}`)).count).toBe(2);
    });

    it('definition rules, each with NetBox’s message and key', async () => {
      const bad = async (body: Json) => (await app.inject('POST', CF, { body: { object_types: ['dcim.site'], type: 'text', ...body } })).body;
      expect(await bad({ name: 'Bad-Name' })).toEqual({ name: ['Only alphanumeric characters and underscores are allowed.'] });
      expect(await bad({ name: 'a__b' })).toEqual({ name: ['Double underscores are not permitted in custom field names.'] });
      expect(await bad({ name: 'x_text' })).toEqual({ name: ['custom field with this name already exists.'] });
      expect(await bad({ name: 'x1', object_types: ['dcim.nothing'] })).toEqual({ object_types: ['Invalid content type: dcim.nothing'] });
      expect(await bad({ name: 'x1', object_types: ['site'] })).toEqual({
        object_types: ["Invalid value. Specify a content type as '<app_label>.<model_name>'."],
      });
      expect(await bad({ name: 'x1', object_types: ['users.token'] })).toEqual({ object_types: ['Invalid content type: users.token'] });
      expect(await bad({ name: 'x1', type: 'select' })).toEqual({ choice_set: ['Selection fields must specify a set of choices.'] });
      expect(await bad({ name: 'x1', choice_set: colors.id })).toEqual({ choice_set: ['Choices may be set only on selection fields.'] });
      expect(await bad({ name: 'x1', type: 'object' })).toEqual({ related_object_type: ['Object fields must define an object type.'] });
      expect(await bad({ name: 'x1', related_object_type: 'dcim.site' })).toEqual({ type: ['Text fields may not define an object type.'] });
      expect(await bad({ name: 'x1', related_object_type: 'dcim.nothing', type: 'object' })).toEqual({
        related_object_type: ['Invalid content type: dcim.nothing'],
      });
      expect(await bad({ name: 'x1', type: 'boolean', unique: true })).toEqual({ unique: ['Uniqueness cannot be enforced for boolean fields'] });
      expect(await bad({ name: 'x1', validation_minimum: 3 })).toEqual({
        validation_minimum: ['A minimum value may be set only for numeric fields'],
      });
      expect(await bad({ name: 'x1', type: 'integer', validation_regex: 'a' })).toEqual({
        validation_regex: ['Regular expression validation is supported only for text and URL fields'],
      });
      expect(await bad({ name: 'x1', validation_regex: '(' })).toEqual({ validation_regex: ['( is not a valid regular expression.'] });
      expect(await bad({ name: 'x1', type: 'integer', default: 'abc' })).toEqual({
        default: ['Invalid default value "abc": Value must be an integer.'],
      });
      expect(await bad({ name: 'x1', type: 'select', choice_set: colors.id, default: 'pink' })).toEqual({
        default: ['Invalid default value "pink": Invalid choice (pink) for choice set Colors.'],
      });
      expect(await bad({ name: 'x1', type: 'nope' })).toEqual({ type: ['nope is not a valid choice.'] });
      expect(await bad({ name: 'x1', type: undefined })).toEqual({ type: ['This field is required.'] });
      const retype = await app.inject('PATCH', `${CF}${fields.x_text.id}/`, { body: { type: 'integer' } });
      expect(retype.body).toEqual({ type: ['Changing the type of custom fields is not supported.'] });
    });

    it('a choice set used by a field cannot be deleted (409)', async () => {
      const res = await app.inject('DELETE', `${SETS}${colors.id}/`);
      expect(res.status).toBe(409);
      expect(res.body.detail).toMatch(/^Unable to delete object\. 2 dependent objects were found: /);
    });
  });

  describe('values on read and write', () => {
    let site: Json;

    it('create without custom_fields: every field shown, defaults applied, null when unset, in field order', async () => {
      site = await make.site(app, 'CF One');
      expect(Object.keys(site.custom_fields)).toEqual((await get(`${CF}?limit=0`)).results.map((x: Json) => x.name));
      expect(site.custom_fields).toEqual({
        x_bool: null,
        x_date: null,
        x_dec: null,
        x_dt: null,
        x_exact: null,
        x_int: null,
        x_json: null,
        x_long: null,
        x_multi: null,
        x_obj: null,
        x_objs: null,
        x_sel: null,
        x_text: null,
        x_url: null,
        x_default: 'preset',
      });
      expect((await get(`${SITES}${site.id}/`)).custom_fields).toEqual(site.custom_fields);
    });

    it('create with a partial dict: given values kept, omitted ones take their default', async () => {
      const res = await app.inject('POST', SITES, { body: { name: 'CF Two', slug: 'cf-two', custom_fields: { x_int: 5, x_text: 'abc' } } });
      expect(res.status).toBe(201);
      expect(res.body.custom_fields).toEqual(expect.objectContaining({ x_int: 5, x_text: 'abc', x_default: 'preset', x_bool: null }));
    });

    it('PATCH merges the given dict over the stored values; null clears one value', async () => {
      const first = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: { x_int: 7, x_bool: true } } });
      expect(first.status).toBe(200);
      const second = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: { x_exact: 'Exact Value', x_bool: null } } });
      expect(second.body.custom_fields).toEqual(expect.objectContaining({ x_int: 7, x_bool: null, x_exact: 'Exact Value', x_default: 'preset' }));
      const untouched = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { description: 'no cf change' } });
      expect(untouched.body.custom_fields).toEqual(second.body.custom_fields);
    });

    it('accepts a valid value of every type and renders it', async () => {
      const values = {
        x_text: 'hello',
        x_long: 'many\nlines',
        x_int: 42,
        x_dec: 3.25,
        x_bool: false,
        x_date: '2024-02-29',
        x_dt: '2024-03-01T12:30:00Z',
        x_url: 'https://example.com/x',
        x_json: { a: [1, 2] },
        x_sel: 'green',
        x_multi: ['red', 'blue'],
      };
      const res = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: values } });
      expect(res.status).toBe(200);
      expect(res.body.custom_fields).toEqual(expect.objectContaining(values));
      const dec = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: { x_dec: '2.5', x_bool: 1 } } });
      expect(dec.body.custom_fields).toEqual(expect.objectContaining({ x_dec: 2.5, x_bool: true }));
    });

    it('object and multi-object values: ids or attribute dictionaries in, nested brief objects out', async () => {
      const [a, b, c] = tenants;
      const res = await app.inject('PATCH', `${SITES}${site.id}/`, {
        body: { custom_fields: { x_obj: { name: 'CF Tenant B' }, x_objs: [c.id, a.id, { slug: 'cf-tenant-b' }] } },
      });
      expect(res.status).toBe(200);
      const brief = (t: Json) => ({ id: t.id, url: t.url, display: t.name, name: t.name, slug: t.slug, description: '' });
      expect(res.body.custom_fields.x_obj).toEqual(brief(b));
      expect(res.body.custom_fields.x_objs).toEqual([brief(c), brief(a), brief(b)]);
      const listed = (await get(`${SITES}?id=${site.id}`)).results[0];
      expect(listed.custom_fields.x_objs).toEqual([brief(c), brief(a), brief(b)]);
      const unknown = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: { x_obj: 999999 } } });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ custom_fields: ['Unknown related object(s): 999999'] });
      const unknownList = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: { x_objs: [a.id, 999999] } } });
      expect(unknownList.body).toEqual({ custom_fields: [`Unknown related object(s): [${a.id}, 999999]`] });
      // a deleted tenant renders as null (object) or drops out of the list
      const gone = await make.tenant(app, 'CF Tenant Gone');
      await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: { x_obj: gone.id, x_objs: [gone.id, a.id] } } });
      expect((await app.inject('DELETE', `/api/tenancy/tenants/${gone.id}/`)).status).toBe(204);
      const after = await get(`${SITES}${site.id}/`);
      expect(after.custom_fields.x_obj).toBeNull();
      expect(after.custom_fields.x_objs).toEqual([brief(a)]);
    });

    it('unknown keys → {"custom_fields": {"<key>": …}}, every unknown key, sorted', async () => {
      const res = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: { zz: 1, x_int: 3, aa: 2 } } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        custom_fields: { aa: "Custom field 'aa' does not exist for this object type.", zz: "Custom field 'zz' does not exist for this object type." },
      });
      const notDict = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: ['x_int'] } });
      expect(notDict.body).toEqual({
        custom_fields: ['Invalid data format. Custom field data must be passed as a dictionary mapping field names to their values.'],
      });
      // another model's fields are unknown here
      const tenant = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'T X', slug: 't-x', custom_fields: { x_int: 1 } } });
      expect(tenant.body).toEqual({ custom_fields: { x_int: "Custom field 'x_int' does not exist for this object type." } });
    });

    it('each type refuses a wrong value with NetBox’s message under __all__', async () => {
      const cases: [string, unknown, string][] = [
        ['x_text', 5, 'Value must be a string.'],
        ['x_text', 'ABC', "Value must match regex '[a-z]+'"],
        ['x_long', ['x'], 'Value must be a string.'],
        ['x_url', 12, 'Value must be a string.'],
        ['x_int', 'abc', 'Value must be an integer.'],
        ['x_int', 2.5, 'Value must be an integer.'],
        ['x_int', true, 'Value must be an integer.'],
        ['x_int', 0, 'Value must be at least 1.0000'],
        ['x_int', 101, 'Value must not exceed 100.0000'],
        ['x_dec', 'abc', 'Value must be a decimal.'],
        ['x_bool', 'yes', 'Value must be true or false.'],
        ['x_bool', 2, 'Value must be true or false.'],
        ['x_date', '2024-13-01', 'Date values must be in ISO 8601 format (YYYY-MM-DD).'],
        ['x_date', '01/02/2024', 'Date values must be in ISO 8601 format (YYYY-MM-DD).'],
        ['x_dt', 'yesterday', 'Date and time values must be in ISO 8601 format (YYYY-MM-DD HH:MM:SS).'],
        ['x_sel', 'pink', 'Invalid choice (pink) for choice set Colors.'],
        ['x_sel', 1, 'Invalid choice (1) for choice set Colors.'],
        ['x_multi', ['red', 'pink'], "Invalid choice(s) (['red', 'pink']) for choice set Colors."],
        ['x_multi', 'red', 'Invalid choice(s) (red) for choice set Colors.'],
      ];
      const got: Json = {};
      for (const [name, value] of cases) {
        const res = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: { [name]: value } } });
        got[`${name}=${JSON.stringify(value)}`] = { status: res.status, body: res.body };
      }
      expect(got).toEqual(Object.fromEntries(cases.map(([n, v, text]) => [`${n}=${JSON.stringify(v)}`, { status: 400, body: invalid(n, text) }])));
    });

    it('null and "" always pass for optional fields', async () => {
      const res = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: { x_int: null, x_text: '', x_sel: null } } });
      expect(res.status).toBe(200);
      expect(res.body.custom_fields).toEqual(expect.objectContaining({ x_int: null, x_text: '', x_sel: null }));
    });

    it('bulk create: a bad custom field value is reported in the aligned error array, nothing created', async () => {
      const res = await app.inject('POST', SITES, {
        body: [
          { name: 'CF Bulk 1', slug: 'cf-bulk-1', custom_fields: { x_int: 3 } },
          { name: 'CF Bulk 2', slug: 'cf-bulk-2', custom_fields: { x_int: 'x' } },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual([{}, invalid('x_int', 'Value must be an integer.')]);
      expect((await get(`${SITES}?slug=cf-bulk-1`)).count).toBe(0);
    });
  });

  describe('required and unique fields (manufacturers)', () => {
    const MAKERS = '/api/dcim/manufacturers/';
    const maker = (name: string, custom_fields?: Json) =>
      app.inject('POST', MAKERS, { body: { name, slug: name.toLowerCase().replace(/ /g, '-'), ...(custom_fields ? { custom_fields } : {}) } });
    let required: Json;
    let unique: Json;
    let existing: Json;

    beforeAll(async () => {
      existing = (await maker('Before Fields')).body;
      required = await post(app, CF, { object_types: ['dcim.manufacturer'], type: 'text', name: 'asset_code', required: true });
      unique = await post(app, CF, { object_types: ['dcim.manufacturer'], type: 'integer', name: 'serial_no', unique: true });
    });

    afterAll(async () => {
      for (const f of [required, unique]) if (f) await app.inject('DELETE', `${CF}${f.id}/`);
    });

    it('a required field: null or "" refused, a missing key refused, a value accepted', async () => {
      expect((await maker('Req 1')).body).toEqual(invalid('asset_code', 'Required field cannot be empty.'));
      expect((await maker('Req 2', { asset_code: '' })).body).toEqual(invalid('asset_code', 'Required field cannot be empty.'));
      expect((await maker('Req 3', { serial_no: 1 })).body).toEqual({ __all__: ["Missing required custom field 'asset_code'."] });
      const ok = await maker('Req 4', { asset_code: 'A1' });
      expect(ok.status).toBe(201);
      expect(ok.body.custom_fields).toEqual({ asset_code: 'A1', serial_no: null });
      // an object from before the field existed needs a value once its custom fields are written
      const patched = await app.inject('PATCH', `${MAKERS}${existing.id}/`, { body: { custom_fields: { serial_no: 77 } } });
      expect(patched.body).toEqual({ __all__: ["Missing required custom field 'asset_code'."] });
    });

    it('a unique field: a taken value refused (also within one bulk request); keeping one’s own value is fine', async () => {
      const first = await maker('Uniq 1', { asset_code: 'U', serial_no: 10 });
      expect(first.status).toBe(201);
      const again = await maker('Uniq 2', { asset_code: 'U', serial_no: 10 });
      expect(again.body).toEqual({ __all__: ["Custom field 'serial_no' must have a unique value."] });
      const same = await app.inject('PATCH', `${MAKERS}${first.body.id}/`, { body: { custom_fields: { serial_no: 10, asset_code: 'V' } } });
      expect(same.status).toBe(200);
      const bulk = await app.inject('POST', MAKERS, {
        body: [
          { name: 'Uniq 3', slug: 'uniq-3', custom_fields: { asset_code: 'U', serial_no: 11 } },
          { name: 'Uniq 4', slug: 'uniq-4', custom_fields: { asset_code: 'U', serial_no: 11 } },
        ],
      });
      expect(bulk.status).toBe(400);
      expect(bulk.body).toEqual([{}, { __all__: ["Custom field 'serial_no' must have a unique value."] }]);
      const nulls = await app.inject('POST', MAKERS, {
        body: [
          { name: 'Uniq 5', slug: 'uniq-5', custom_fields: { asset_code: 'U' } },
          { name: 'Uniq 6', slug: 'uniq-6', custom_fields: { asset_code: 'U' } },
        ],
      });
      expect(nulls.status).toBe(201);
    });
  });

  describe('cf_ filters', () => {
    beforeAll(async () => {
      const sites: [string, Json][] = [
        [
          'F Alpha',
          {
            x_text: 'alpha',
            x_exact: 'Alpha',
            x_int: 10,
            x_dec: 1.5,
            x_bool: true,
            x_date: '2024-01-10',
            x_dt: '2024-01-10T10:00:00Z',
            x_sel: 'red',
            x_multi: ['red', 'green'],
            x_obj: tenants[0].id,
            x_objs: [tenants[0].id, tenants[1].id],
          },
        ],
        [
          'F Beta',
          {
            x_text: 'beta',
            x_exact: 'Beta',
            x_int: 20,
            x_dec: 2.5,
            x_bool: false,
            x_date: '2024-02-10',
            x_dt: '2024-02-10T10:00:00Z',
            x_sel: 'green',
            x_multi: ['blue'],
            x_obj: tenants[1].id,
            x_objs: [tenants[1].id],
          },
        ],
        ['F Gamma', { x_text: 'alphabet', x_exact: 'alpha', x_int: 30 }],
      ];
      for (const [name, custom_fields] of sites) await post(app, SITES, { name, slug: name.toLowerCase().replace(' ', '-'), custom_fields });
    });

    const F = ['F Alpha', 'F Beta', 'F Gamma'];
    const only = async (query: string) => (await siteNames(query)).filter((n) => F.includes(n));

    it('text: loose logic matches by case-insensitive contains; exact logic compares the whole value and has suffixes', async () => {
      expect(await only('cf_x_text=ALPH')).toEqual(['F Alpha', 'F Gamma']);
      expect(await only('cf_x_text=alpha&cf_x_text=bet')).toEqual(F);
      expect(await only('cf_x_exact=Alpha')).toEqual(['F Alpha']);
      expect(await only('cf_x_exact__ie=alpha')).toEqual(['F Alpha', 'F Gamma']);
      expect(await only('cf_x_exact__ic=ET')).toEqual(['F Beta']);
      expect(await only('cf_x_exact__n=Alpha')).toEqual(['F Beta', 'F Gamma']);
      // loose text has no suffixes: an unknown parameter is ignored
      expect(await only('cf_x_text__n=alpha')).toEqual(F);
    });

    it('numbers, dates and datetimes: exact, n, lt/lte/gt/gte, empty', async () => {
      expect(await only('cf_x_int=20')).toEqual(['F Beta']);
      expect(await only('cf_x_int=10&cf_x_int=30')).toEqual(['F Alpha', 'F Gamma']);
      expect(await only('cf_x_int__gte=20')).toEqual(['F Beta', 'F Gamma']);
      expect(await only('cf_x_int__lt=20')).toEqual(['F Alpha']);
      expect(await only('cf_x_int__n=20')).toEqual(['F Alpha', 'F Gamma']);
      expect(await only('cf_x_dec__gt=2')).toEqual(['F Beta']);
      expect(await only('cf_x_dec__empty=true')).toEqual(['F Gamma']);
      expect(await only('cf_x_date=2024-02-10')).toEqual(['F Beta']);
      expect(await only('cf_x_date__lt=2024-02-01')).toEqual(['F Alpha']);
      expect(await only('cf_x_dt__gte=2024-02-01T00:00:00Z')).toEqual(['F Beta']);
      const bad = await app.inject('GET', `${SITES}?cf_x_int=abc`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ cf_x_int: ['Enter a number.'] });
    });

    it('boolean, select (exact and n), multiselect (contains any), object and multi-object ids, null for unset', async () => {
      expect(await only('cf_x_bool=true')).toEqual(['F Alpha']);
      expect(await only('cf_x_bool=false')).toEqual(['F Beta']);
      expect(await only('cf_x_sel=green')).toEqual(['F Beta']);
      expect(await only('cf_x_sel__n=green')).toEqual(['F Alpha', 'F Gamma']);
      expect(await only('cf_x_multi=green')).toEqual(['F Alpha']);
      expect(await only('cf_x_multi=green&cf_x_multi=blue')).toEqual(['F Alpha', 'F Beta']);
      expect(await only('cf_x_multi__n=blue')).toEqual(['F Alpha', 'F Gamma']);
      expect(await only(`cf_x_obj=${tenants[1].id}`)).toEqual(['F Beta']);
      expect(await only(`cf_x_objs=${tenants[1].id}`)).toEqual(['F Alpha', 'F Beta']);
      expect(await only('cf_x_sel=null')).toEqual(['F Gamma']);
    });

    it('unknown fields, another model’s fields and disabled fields are ignored', async () => {
      expect(await only('cf_nothing=1')).toEqual(F);
      await field({ name: 'x_off', filter_logic: 'disabled' });
      expect(await only('cf_x_off=x')).toEqual(F);
      const tenantsRes = await get('/api/tenancy/tenants/?cf_x_int=1');
      expect(tenantsRes.count).toBeGreaterThan(0);
    });
  });

  describe('field lifecycle', () => {
    it('a new field with a default writes it into existing objects; one without shows null', async () => {
      const before = await make.site(app, 'Life One');
      await field({ name: 'life_default', default: 'dflt' });
      await field({ name: 'life_plain' });
      const now = (await get(`${SITES}${before.id}/`)).custom_fields;
      expect(now.life_default).toBe('dflt');
      expect(now.life_plain).toBeNull();
      expect(await siteNames('cf_life_default=dflt')).toContain('Life One');
    });

    it('renaming a field moves the stored key; deleting a field removes it from every object', async () => {
      const f = await field({ name: 'life_old' });
      const site = await post(app, SITES, { name: 'Life Two', slug: 'life-two', custom_fields: { life_old: 'kept' } });
      const renamed = await app.inject('PATCH', `${CF}${f.id}/`, { body: { name: 'life_new' } });
      expect(renamed.status).toBe(200);
      const after = (await get(`${SITES}${site.id}/`)).custom_fields;
      expect(after.life_new).toBe('kept');
      expect('life_old' in after).toBe(false);
      expect((await app.inject('DELETE', `${CF}${f.id}/`)).status).toBe(204);
      expect('life_new' in (await get(`${SITES}${site.id}/`)).custom_fields).toBe(false);
      // the stored data lost the key too: a field of that name created again starts empty
      await field({ name: 'life_new' });
      expect((await get(`${SITES}${site.id}/`)).custom_fields.life_new).toBeNull();
    });

    it('taking a model off a field removes its values there', async () => {
      const f = await post(app, CF, { name: 'life_types', type: 'text', object_types: ['dcim.site', 'tenancy.tenant'] });
      const tenant = await post(app, '/api/tenancy/tenants/', { name: 'Life T', slug: 'life-t', custom_fields: { life_types: 'v' } });
      await app.inject('PATCH', `${CF}${f.id}/`, { body: { object_types: ['dcim.site'] } });
      expect('life_types' in (await get(`/api/tenancy/tenants/${tenant.id}/`)).custom_fields).toBe(false);
      await app.inject('PATCH', `${CF}${f.id}/`, { body: { object_types: ['dcim.site', 'tenancy.tenant'] } });
      expect((await get(`/api/tenancy/tenants/${tenant.id}/`)).custom_fields.life_types).toBeNull();
    });

    it('a removed choice still held by an object is refused', async () => {
      const res = await app.inject('PATCH', `${SETS}${colors.id}/`, {
        body: {
          extra_choices: [
            ['red', 'Red'],
            ['blue', 'Blue'],
          ],
        },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ __all__: ['Cannot remove choice green as there are site objects which reference it.'] });
    });
  });

  describe('device list statements with custom fields', () => {
    let basics: Json;
    let tenant: Json;
    const DEVICES = '/api/dcim/devices/';

    beforeAll(async () => {
      basics = await deviceBasics(app, 'QCF');
      tenant = await make.tenant(app, 'QCF Tenant');
      const types = [
        { name: 'qd_text', type: 'text' },
        { name: 'qd_int', type: 'integer' },
        { name: 'qd_sel', type: 'select', choice_set: colors.id },
        { name: 'qd_obj', type: 'object', related_object_type: 'tenancy.tenant' },
        { name: 'qd_objs', type: 'multiobject', related_object_type: 'dcim.site' },
      ];
      for (const t of types) await post(app, CF, { object_types: ['dcim.device'], ...t });
    });

    const devices = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => ({
        name: `qcf-${from + k}`,
        device_type: basics.deviceType.id,
        role: basics.role.id,
        site: basics.site.id,
        custom_fields: { qd_text: `t${from + k}`, qd_int: from + k, qd_sel: 'red', qd_obj: tenant.id, qd_objs: [basics.site.id] },
      }));

    it('the same number of statements for 5 and 100 devices with every custom field set', async () => {
      const measure = async () => {
        const { queries, result } = await getStatements(app, `${DEVICES}?limit=1000`);
        expect(result.status).toBe(200);
        return { queries, results: result.body.results as Json[] };
      };
      await post(app, DEVICES, devices(0, 5));
      await measure();
      const five = await measure();
      expect(five.results).toHaveLength(5);
      expect(five.results[0].custom_fields).toEqual({
        qd_int: 0,
        qd_obj: expect.objectContaining({ id: tenant.id, name: 'QCF Tenant' }),
        qd_objs: [expect.objectContaining({ id: basics.site.id, name: basics.site.name })],
        qd_sel: 'red',
        qd_text: 't0',
      });
      await post(app, DEVICES, devices(5, 100));
      const hundred = await measure();
      expect(hundred.results).toHaveLength(100);
      expect(hundred.results.every((d) => d.custom_fields.qd_obj?.id === tenant.id)).toBe(true);
      expect(hundred.queries).toBe(five.queries);
      const filtered = await app.inject('GET', `${DEVICES}?cf_qd_int__gte=50&cf_qd_sel=red`);
      expect(filtered.body.count).toBe(50);
    });

    it('a bulk create reads the custom field definitions once, however many objects', async () => {
      const tenantsOf = (prefix: string, n: number) =>
        Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i}`, slug: `${prefix.toLowerCase()}-${i}` }));
      const few = await countQueries(() => app.inject('POST', '/api/tenancy/tenants/', { body: tenantsOf('QB', 2) }));
      const many = await countQueries(() => app.inject('POST', '/api/tenancy/tenants/', { body: tenantsOf('QM', 20) }));
      expect(few.result.status).toBe(201);
      expect(many.result.status).toBe(201);
      expect(many.queries).toBe(few.queries);
    });
  });

  describe('base choices (NetBox CHOICE_SETS)', () => {
    it('a set based on ISO 3166 offers the country codes, then its extra choices; a select field accepts them', async () => {
      const set = await post(app, SETS, {
        name: 'Countries',
        base_choices: 'ISO_3166',
        extra_choices: [['XX', 'Nowhere']],
        choice_colors: { US: 'blue', XX: 'red' },
      });
      expect(set.base_choices).toEqual({ value: 'ISO_3166', label: 'ISO 3166 (Country codes)' });
      expect(set.choices_count).toBe(250);
      expect((await get(`${SETS}${set.id}/?brief=1`)).choices_count).toBe(250);
      const page = await get(`${SETS}${set.id}/choices/?limit=3`);
      expect(page.count).toBe(250);
      expect(page.results).toEqual([
        { id: 'AD', display: 'AD (Andorra)' },
        { id: 'AE', display: 'AE (United Arab Emirates)' },
        { id: 'AF', display: 'AF (Afghanistan)' },
      ]);
      expect((await get(`${SETS}${set.id}/choices/?offset=249`)).results).toEqual([{ id: 'XX', display: 'Nowhere' }]);
      expect((await get(`${SETS}${set.id}/choices/?q=germ`)).results).toEqual([{ id: 'DE', display: 'DE (Germany)' }]);
      // codes ICU names that ISO 3166 does not assign are no choices
      expect((await get(`${SETS}${set.id}/choices/?q=EU`)).results.map((c: Json) => c.id)).not.toContain('EU');

      await field({ name: 'bc_country', type: 'select', choice_set: set.id, default: 'FR' });
      const site = await post(app, SITES, { name: 'BC Site', slug: 'bc-site', custom_fields: { bc_country: 'US' } });
      expect(site.custom_fields.bc_country).toBe('US');
      const other = await post(app, SITES, { name: 'BC Site 2', slug: 'bc-site-2', custom_fields: { bc_country: 'XX' } });
      expect(other.custom_fields.bc_country).toBe('XX');
      const wrong = await app.inject('POST', SITES, { body: { name: 'BC Site 3', slug: 'bc-site-3', custom_fields: { bc_country: 'EU' } } });
      expect(wrong.status).toBe(400);
      expect(wrong.text).toContain('Invalid choice (EU) for choice set Countries.');

      const alphabetical = await post(app, SETS, {
        name: 'Countries A-Z',
        base_choices: 'ISO_3166',
        extra_choices: [['AAA', 'First']],
        order_alphabetically: true,
      });
      expect((await get(`${SETS}${alphabetical.id}/choices/?limit=2`)).results.map((c: Json) => c.id)).toEqual(['AAA', 'AD']);
      const badColor = await app.inject('POST', SETS, {
        body: { name: 'Bad colors', base_choices: 'ISO_3166', extra_choices: [], choice_colors: { QQ: 'red' } },
      });
      expect(badColor.status).toBe(400);
      expect(badColor.body.choice_colors[0]).toContain('Invalid value(s): QQ.');
    });
  });
});
