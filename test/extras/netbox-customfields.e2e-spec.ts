import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';

/**
 * Cases of NetBox's custom field tests (extras/tests/test_customfields.py) that the API shows and that
 * test/extras/custom-fields.e2e-spec.ts does not already cover, ported as requests against the real app.
 */
describe('extras: NetBox custom field test cases', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  const SITES = '/api/dcim/sites/';
  const CF = '/api/extras/custom-fields/';
  let vlans: Json[];

  beforeAll(async () => {
    app = await startApp();
    vlans = [];
    for (const vid of [1, 2, 3]) vlans.push(await post(app, '/api/ipam/vlans/', { name: `VLAN ${vid}`, vid }));
    await post(app, CF, { object_types: ['dcim.site'], type: 'datetime', name: 'datetime_field', default: '2020-01-01T01:23:45' });
    await post(app, CF, { object_types: ['dcim.site'], type: 'object', name: 'object_field', related_object_type: 'ipam.vlan' });
    await post(app, CF, { object_types: ['dcim.site'], type: 'multiobject', name: 'multiobject_field', related_object_type: 'ipam.vlan' });
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string) => {
    const res = await app.inject('GET', url);
    expect(res.status).toBe(200);
    return res.body;
  };
  const detail = async (id: number) => (await get(`${SITES}${id}/`)).custom_fields;
  const listed = async (id: number) => (await get(`${SITES}?id=${id}`)).results[0].custom_fields;

  /**
   * CustomFieldAPITestCase.test_get_single_object_with_custom_field_data: a date and time stored as
   * '2020-01-02 12:00:00' is rendered as the datetime NetBox parses it into
   */
  it('CustomFieldAPITestCase.test_get_single_object_with_custom_field_data: a stored date and time is rendered in ISO form', async () => {
    const site = await post(app, SITES, { name: 'Site 2', slug: 'site-2', custom_fields: { datetime_field: '2020-01-02 12:00:00' } });
    expect(site.custom_fields.datetime_field).toBe('2020-01-02T12:00:00');
    expect((await detail(site.id)).datetime_field).toBe('2020-01-02T12:00:00');
    expect((await listed(site.id)).datetime_field).toBe('2020-01-02T12:00:00');
    // the default as given; an offset of zero as Z, another kept; a fraction to six digits, dropped when zero
    expect((await post(app, SITES, { name: 'Site 3', slug: 'site-3' })).custom_fields.datetime_field).toBe('2020-01-01T01:23:45');
    const cases: [string, string][] = [
      ['2020-01-02T12:00:00+00:00', '2020-01-02T12:00:00Z'],
      ['2020-01-02T12:00:00.000000Z', '2020-01-02T12:00:00Z'],
      ['2020-01-02T12:00:00.5+02:00', '2020-01-02T12:00:00.500000+02:00'],
      ['2020-01-02T12:00:00+02', '2020-01-02T12:00:00+02:00'],
      ['2020-01-02T12', '2020-01-02T12:00:00'],
      ['2020-01-02', '2020-01-02T00:00:00'],
    ];
    const got: Record<string, string> = {};
    for (const [given] of cases) {
      const res = await app.inject('PATCH', `${SITES}${site.id}/`, { body: { custom_fields: { datetime_field: given } } });
      got[given] = res.body.custom_fields.datetime_field;
    }
    expect(got).toEqual(Object.fromEntries(cases));
  });

  /**
   * CustomFieldAPITestCase.test_specify_related_object_by_attr: objects given by id or by attributes, and
   * cleared with null and []; the cleared multi-object value is [] in the response of the PATCH
   */
  it('CustomFieldAPITestCase.test_specify_related_object_by_attr: ids or attributes in; null and [] clear them', async () => {
    const site = await post(app, SITES, { name: 'Site 1', slug: 'site-1' });
    const url = `${SITES}${site.id}/`;
    const byId = await app.inject('PATCH', url, {
      body: { custom_fields: { object_field: vlans[0].id, multiobject_field: [vlans[1].id, vlans[2].id] } },
    });
    expect(byId.status).toBe(200);
    expect(byId.body.custom_fields.object_field.id).toBe(vlans[0].id);
    expect(byId.body.custom_fields.multiobject_field.map((v: Json) => v.id)).toEqual([vlans[1].id, vlans[2].id]);
    const byName = await app.inject('PATCH', url, {
      body: { custom_fields: { object_field: { name: 'VLAN 1' }, multiobject_field: [{ name: 'VLAN 2' }, { name: 'VLAN 3' }] } },
    });
    expect(byName.status).toBe(200);
    expect(byName.body.custom_fields.object_field.id).toBe(vlans[0].id);
    expect(byName.body.custom_fields.multiobject_field.map((v: Json) => v.id)).toEqual([vlans[1].id, vlans[2].id]);
    const cleared = await app.inject('PATCH', url, { body: { custom_fields: { object_field: null, multiobject_field: [] } } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.custom_fields.object_field).toBeNull();
    expect(cleared.body.custom_fields.multiobject_field).toEqual([]);
  });

  /**
   * A multi-object value whose objects are all deleted (NetBox keeps the stored ids): NetBox's serializer of
   * one object renders [] (CustomFieldsDataField.to_representation), its list serializer null
   * (CustomFieldListSerializer); so does an empty list
   */
  it('a multi-object value pointing only at deleted objects: [] for the object alone, null in a list or a bulk response', async () => {
    const gone = await post(app, '/api/ipam/vlans/', { name: 'Gone', vid: 99 });
    const site = await post(app, SITES, {
      name: 'Site Gone',
      slug: 'site-gone',
      custom_fields: { object_field: gone.id, multiobject_field: [gone.id] },
    });
    expect(site.custom_fields.multiobject_field.map((v: Json) => v.id)).toEqual([gone.id]);
    expect((await app.inject('DELETE', `/api/ipam/vlans/${gone.id}/`)).status).toBe(204);
    expect(await detail(site.id)).toMatchObject({ object_field: null, multiobject_field: [] });
    expect(await listed(site.id)).toMatchObject({ object_field: null, multiobject_field: null });
    const put = await app.inject('PUT', `${SITES}${site.id}/`, { body: { name: 'Site Gone', slug: 'site-gone' } });
    expect(put.body.custom_fields.multiobject_field).toEqual([]);
    const bulk = await app.inject('PATCH', SITES, { body: [{ id: site.id, description: 'x' }] });
    expect(bulk.body[0].custom_fields.multiobject_field).toBeNull();
    // an empty list likewise: [] from a single create, null from a bulk one
    const one = await app.inject('POST', SITES, { body: { name: 'Site Empty', slug: 'site-empty', custom_fields: { multiobject_field: [] } } });
    expect(one.body.custom_fields.multiobject_field).toEqual([]);
    expect((await listed(one.body.id)).multiobject_field).toBeNull();
    const many = await app.inject('POST', SITES, {
      body: [{ name: 'Site Empty 2', slug: 'site-empty-2', custom_fields: { multiobject_field: [] } }],
    });
    expect(many.body[0].custom_fields.multiobject_field).toBeNull();
    // single creates arriving together are written together (WriteCoalescer), each still answered as alone
    const together = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject('POST', SITES, { body: { name: `Site Together ${i}`, slug: `site-together-${i}`, custom_fields: { multiobject_field: [] } } }),
      ),
    );
    expect(new Set(together.map((r) => `${r.status} ${JSON.stringify(r.body.custom_fields.multiobject_field)}`))).toEqual(new Set(['201 []']));
  });
});
