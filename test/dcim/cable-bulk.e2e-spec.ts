import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, post } from '../helpers/dcim';
import { countQueries } from '../helpers/query-count';

/**
 * Bulk cabling: a list of cables is written with a fixed number of SQL statements whatever its length
 * (terminations resolved, checked, inserted and their paths traced for the whole batch at once), still with
 * a change record for every cable, termination and end; one bad cable anywhere in the list writes nothing.
 */
describe('bulk cables', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let free: Json[] = [];

  beforeAll(async () => {
    app = await startApp({ TOKEN_CACHE_SECONDS: '3600' });
    const { site, deviceType, role } = await deviceBasics(app, 'CBB');
    const devices = await post<Json[]>(app, '/api/dcim/devices/', [
      { name: 'cbb-1', device_type: deviceType.id, role: role.id, site: site.id },
      { name: 'cbb-2', device_type: deviceType.id, role: role.id, site: site.id },
    ]);
    for (const device of devices) {
      free.push(
        ...(await post<Json[]>(
          app,
          '/api/dcim/interfaces/',
          Array.from({ length: 250 }, (_, i) => ({ device: device.id, name: `eth${i}`, type: '1000base-t' })),
        )),
      );
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  const take = (n: number) => {
    const taken = free.slice(0, n);
    free = free.slice(n);
    return taken;
  };
  const I = (o: Json) => [{ object_type: 'dcim.interface', object_id: o.id }];
  /** `n` cables between fresh interfaces */
  const cables = (n: number) => {
    const ends = take(2 * n);
    return Array.from({ length: n }, (_, i) => ({ a_terminations: I(ends[2 * i]), b_terminations: I(ends[2 * i + 1]) }));
  };
  const get = async (path: string) => (await app.inject('GET', path)).body;
  const counts = async () => ({
    cables: (await get('/api/dcim/cables/?limit=1')).count,
    terminations: (await get('/api/dcim/cable-terminations/?limit=1')).count,
    changes: (await get('/api/core/object-changes/?limit=1')).count,
  });

  it('20 or 200 cables in one POST: the same number of statements, every cable and end recorded, every path traced', async () => {
    const few = await countQueries(() => app.inject('POST', '/api/dcim/cables/', { body: cables(20) }));
    const body = cables(200);
    const many = await countQueries(() => app.inject('POST', '/api/dcim/cables/', { body }));
    expect([few.result.status, many.result.status]).toEqual([201, 201]);
    expect(many.result.body).toHaveLength(200);
    expect(many.queries).toBe(few.queries);

    const [first, last] = [many.result.body[0], many.result.body[199]];
    const record = (await get(`/api/core/object-changes/?changed_object_type=dcim.cable&changed_object_id=${last.id}`)).results[0];
    const inRequest = async (type: string) =>
      (await get(`/api/core/object-changes/?request_id=${record.request_id}&changed_object_type=${type}&limit=1`)).count;
    expect([await inRequest('dcim.cable'), await inRequest('dcim.cabletermination'), await inRequest('dcim.interface')]).toEqual([200, 400, 400]);

    for (const [i, cable] of [
      [0, first],
      [199, last],
    ] as const) {
      const [a, b] = [body[i].a_terminations[0].object_id, body[i].b_terminations[0].object_id];
      expect(await get(`/api/dcim/interfaces/${a}/`)).toMatchObject({
        cable: { id: cable.id },
        cable_end: 'A',
        link_peers: [expect.objectContaining({ id: b })],
        connected_endpoints: [expect.objectContaining({ id: b })],
        connected_endpoints_reachable: true,
      });
      expect((await get(`/api/dcim/interfaces/${b}/trace/`))[0][2].map((e: Json) => e.id)).toEqual([a]);
    }
  });

  it('one bad cable in the middle of a bulk: 400 naming it and its field, nothing written', async () => {
    const virtual = await post(app, '/api/dcim/interfaces/', { device: free[0].device.id, name: 'cbb-virtual', type: 'virtual' });
    const bad: [Json, Json][] = [
      [
        { b_terminations: [{ object_type: 'dcim.interface', object_id: 999999 }] },
        { b_terminations: [{ object_id: ['Invalid pk "999999" - object does not exist.'] }] },
      ],
      [{ b_terminations: I(virtual) }, { __all__: ['Cables cannot be terminated to Virtual interfaces'] }],
      [{ length: 3 }, { __all__: ['Must specify a unit when setting a cable length'] }],
    ];
    const before = await counts();
    const body = cables(21);
    for (const [change, error] of bad) {
      const res = await app.inject('POST', '/api/dcim/cables/', { body: body.map((c, i) => (i === 10 ? { ...c, ...change } : c)) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(body.map((_, i) => (i === 10 ? error : {})));
    }
    // two cables of the bulk on one interface: refused by the termination's unique index, after the cables were inserted
    const twice = body.map((c, i) => (i === 15 ? { ...c, a_terminations: body[5].a_terminations } : c));
    const dup = await app.inject('POST', '/api/dcim/cables/', { body: twice });
    expect(dup.status).toBe(400);
    expect(dup.body.__all__[0]).toMatch(
      new RegExp(`^Duplicate termination found for dcim.interface ${body[5].a_terminations[0].object_id}: cable \\d+$`),
    );

    expect(await counts()).toEqual(before);
    for (const i of [0, 10, 20]) {
      expect(await get(`/api/dcim/interfaces/${body[i].a_terminations[0].object_id}/`)).toMatchObject({
        cable: null,
        link_peers: [],
        connected_endpoints: null,
      });
    }
    // the same list without the bad cable goes through
    expect((await app.inject('POST', '/api/dcim/cables/', { body })).status).toBe(201);
  });
});
