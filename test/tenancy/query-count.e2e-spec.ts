import { startApp, TestApp } from '../helpers/app';
import { makeC } from '../helpers/circuits-virtualization';
import { deviceBasics, make, post } from '../helpers/dcim';
import { countQueries } from '../helpers/query-count';

type Json = Record<string, any>;

/**
 * Lists whose objects nest generic relations and reverse lists — contact assignments (their object of
 * any model with contacts), circuits (their group assignments), group assignments (their member),
 * wireless links (both interfaces) — run the same statements for 3 objects as for 60.
 */
describe('statements of lists nesting generic and reverse relations', () => {
  let app: TestApp;
  let r: Json;

  beforeAll(async () => {
    app = await startApp({ TOKEN_CACHE_SECONDS: '3600' });
    const b = await deviceBasics(app, 'Q');
    const device = await make.device(app, { name: 'Q Device', site: b.site.id, device_type: b.deviceType.id, role: b.role.id });
    const provider = await makeC.provider(app, 'Q Provider');
    const type = await makeC.circuitType(app, 'Q Type');
    const [g1, g2] = await post<Json[]>(app, '/api/circuits/circuit-groups/', [
      { name: 'Q Group 1', slug: 'q-group-1' },
      { name: 'Q Group 2', slug: 'q-group-2' },
    ]);
    const contact = await post(app, '/api/tenancy/contacts/', { name: 'Q Contact' });
    const role = await post(app, '/api/tenancy/contact-roles/', { name: 'Q Role', slug: 'q-role' });
    r = { b, device, provider, type, g1, g2, contact, role, made: 0 };
  });

  afterAll(async () => {
    await app?.close();
  });

  /** adds objects numbered [from, to) of every list measured */
  const add = async (from: number, to: number) => {
    const n = Array.from({ length: to - from }, (_, k) => from + k);
    const sites = await post<Json[]>(
      app,
      '/api/dcim/sites/',
      n.map((i) => ({ name: `Q Site ${i}`, slug: `q-site-${i}` })),
    );
    const circuits = await post<Json[]>(
      app,
      '/api/circuits/circuits/',
      n.map((i) => ({ cid: `Q-${i}`, provider: r.provider.id, type: r.type.id })),
    );
    await post(app, '/api/tenancy/contact-assignments/', [
      ...sites.map((s) => ({ object_type: 'dcim.site', object_id: s.id, contact: r.contact.id, role: r.role.id, priority: 'primary' })),
      ...circuits.map((c) => ({ object_type: 'circuits.circuit', object_id: c.id, contact: r.contact.id, role: r.role.id })),
    ]);
    await post(app, '/api/circuits/circuit-group-assignments/', [
      ...circuits.map((c) => ({ group: r.g1.id, member_type: 'circuits.circuit', member_id: c.id, priority: 'primary' })),
      ...circuits.map((c) => ({ group: r.g2.id, member_type: 'circuits.circuit', member_id: c.id })),
    ]);
    const ifaces = await post<Json[]>(
      app,
      '/api/dcim/interfaces/',
      n.flatMap((i) => [`a${i}`, `b${i}`].map((name) => ({ device: r.device.id, name, type: 'ieee802.11ac' }))),
    );
    await post(
      app,
      '/api/wireless/wireless-links/',
      n.map((_, k) => ({ interface_a: ifaces[2 * k].id, interface_b: ifaces[2 * k + 1].id, ssid: `q${k}` })),
    );
  };

  const statements = async (url: string) => {
    const runs = [await countQueries(() => app.inject('GET', url)), await countQueries(() => app.inject('GET', url))];
    expect(runs[1].result.status).toBe(200);
    return Math.min(...runs.map((x) => x.queries));
  };

  const lists = [
    '/api/tenancy/contact-assignments/?limit=1000',
    '/api/circuits/circuits/?limit=1000',
    '/api/circuits/circuit-group-assignments/?limit=1000',
    '/api/wireless/wireless-links/?limit=1000',
    '/api/dcim/interfaces/?limit=1000',
  ];

  it('the same statements for 3 objects as for 60, one per list (page and count together)', async () => {
    await add(0, 3);
    const few: Record<string, number> = {};
    for (const url of lists) few[url] = await statements(url);
    await add(3, 60);
    const many: Record<string, number> = {};
    for (const url of lists) many[url] = await statements(url);
    expect(many).toEqual(few);
    for (const url of lists) expect({ url, statements: many[url] }).toEqual({ url, statements: 1 });
    const circuit = (await app.inject('GET', '/api/circuits/circuits/?cid=Q-59')).body.results[0];
    expect(circuit.assignments.map((a: Json) => a.display)).toEqual(['Q Group 1 (Primary)', 'Q Group 2']);
  });
});
