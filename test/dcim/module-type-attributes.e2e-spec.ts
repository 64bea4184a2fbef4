import { startApp, TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';

/**
 * Module types' `attr_<key>` filters (NetBox's AttributeFiltersMixin over attribute_data): the value is read
 * as JSON when it parses, the key path and lookups are Django's, unknown names are ignored.
 */

type Json = Record<string, any>;

describe('module type attribute filters', () => {
  let app: TestApp;
  let models: Record<string, number>;
  /** the models a filter query lists */
  const listed = async (query: string) => {
    const res = await app.inject('GET', `/api/dcim/module-types/?manufacturer_id=${models.maker}&${query}`);
    expect(res.status).toBe(200);
    return (res.body.results as Json[]).map((t) => t.model as string).sort();
  };

  beforeAll(async () => {
    app = await startApp({}, { worker: false });
    const maker = await make.manufacturer(app, 'Attr Maker');
    const schema = {
      type: 'object',
      properties: { ports: { type: 'integer' }, speed: { type: 'string' }, poe: { type: 'boolean' }, optics: { type: 'object' }, note: {} },
    };
    const profile = await post(app, '/api/dcim/module-type-profiles/', { name: 'Attr Profile', schema });
    const types = await post<Json[]>(app, '/api/dcim/module-types/', [
      {
        manufacturer: maker.id,
        profile: profile.id,
        model: 'A',
        attributes: { ports: 8, speed: '10G', poe: true, optics: { kind: 'SFP+', lanes: 1 } },
      },
      { manufacturer: maker.id, profile: profile.id, model: 'B', attributes: { ports: 48, speed: '1G', poe: false, note: null } },
      { manufacturer: maker.id, profile: profile.id, model: 'C', attributes: { ports: 2, speed: '100G', optics: { kind: 'QSFP28', lanes: 4 } } },
      { manufacturer: maker.id, model: 'D' },
    ]);
    models = { maker: maker.id, ...Object.fromEntries(types.map((t) => [t.model, t.id])) };
  });

  afterAll(async () => {
    await app?.close();
  });

  it('matches a value as JSON: numbers, booleans, strings, null', async () => {
    expect(await listed('attr_ports=8')).toEqual(['A']);
    expect(await listed('attr_ports="8"')).toEqual([]); // a string is not the number
    expect(await listed('attr_poe=true')).toEqual(['A']);
    expect(await listed('attr_poe=false')).toEqual(['B']);
    expect(await listed('attr_speed=10G')).toEqual(['A']);
    expect(await listed('attr_speed=%2210G%22')).toEqual(['A']); // "10G" quoted is the same string
    expect(await listed('attr_note=null')).toEqual(['B']); // JSON null, not a missing key
  });

  it('compares numbers as numbers and text with the text lookups', async () => {
    expect(await listed('attr_ports__gte=8')).toEqual(['A', 'B']);
    expect(await listed('attr_ports__lt=8')).toEqual(['C']);
    expect(await listed('attr_ports__in=[2,48]')).toEqual(['B', 'C']);
    expect(await listed('attr_speed__icontains=0g')).toEqual(['A', 'C']);
    expect(await listed('attr_speed__istartswith=1g')).toEqual(['B']);
    expect(await listed('attr_speed__endswith=0G')).toEqual(['A', 'C']);
    expect(await listed('attr_speed__iexact=100g')).toEqual(['C']);
    expect(await listed('attr_speed__regex=^1[0-9]G$')).toEqual(['A']);
    expect((await app.inject('GET', '/api/dcim/module-types/?attr_speed__regex=(')).status).toBe(400);
  });

  it('follows key paths, key presence and containment', async () => {
    expect(await listed('attr_optics__kind=SFP%2B')).toEqual(['A']);
    expect(await listed('attr_optics__lanes__gt=1')).toEqual(['C']);
    expect(await listed('attr_optics__has_key=lanes')).toEqual(['A', 'C']);
    expect(await listed('attr_optics__contains={"kind":"QSFP28"}')).toEqual(['C']);
    expect(await listed('attr_optics__isnull=true')).toEqual(['B', 'D']);
    expect(await listed('attr_optics__isnull=false')).toEqual(['A', 'C']);
    // `ic` is no Django lookup: it is one more key, which no type has
    expect(await listed('attr_speed__ic=10G')).toEqual([]);
  });

  it('reads the last of repeated values, ignores unknown names, refuses a non-boolean isnull', async () => {
    expect(await listed('attr_ports=2&attr_ports=8')).toEqual(['A']);
    expect(await listed('attr_=8&attrs_ports=8')).toEqual(['A', 'B', 'C', 'D']);
    expect(await listed('attr_nothing=1')).toEqual([]);
    const bad = await app.inject('GET', '/api/dcim/module-types/?attr_ports__isnull=maybe');
    expect([bad.status, Object.keys(bad.body)]).toEqual([400, ['attr_ports__isnull']]);
  });
});
