import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { startApp, TestApp } from '../helpers/app';
import { ApiClient } from '../../src/import/client';
import { Importer, ImportReport } from '../../src/import/importer';
import { NETBOX_36, NETBOX_37, NETBOX_46, TRIGGERED_EVENTS } from './netbox-shapes';

/**
 * The importer against a stub NetBox answering recorded 3.7- and 4.6-shaped JSON (every other list: 404,
 * as a NetBox without that model): the same objects arrive either way, renamed fields mapped.
 */

type Json = Record<string, any>;

async function stubNetBox(version: string, lists: Record<string, Json[]>): Promise<{ url: string; server: Server; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://stub');
    seen.push(`${req.headers.authorization} ${url.pathname}`);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/status/') return reply(200, { 'netbox-version': version });
    const list = lists[url.pathname];
    if (!list) return reply(404, { detail: 'Not found.' });
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    reply(200, {
      count: list.length,
      next: offset + limit < list.length ? 'more' : null,
      previous: null,
      results: list.slice(offset, offset + limit),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen };
}

describe.each([
  ['3.6.9', NETBOX_36],
  ['3.7.8', NETBOX_37],
  ['4.6.8', NETBOX_46],
])('import from NetBox %s', (version, lists) => {
  let app: TestApp;
  let stub: Awaited<ReturnType<typeof stubNetBox>>;
  let report: ImportReport;

  beforeAll(async () => {
    app = await startApp({}, { listen: true });
    stub = await stubNetBox(version, lists);
    const importer = new Importer({
      source: new ApiClient(stub.url, '0123456789abcdef'),
      target: new ApiClient(app.server.url!, app.token),
      log: () => undefined,
      withChangelog: true,
    });
    report = await importer.run();
  }, 120_000);
  afterAll(async () => {
    stub?.server.close();
    await app?.close();
  });

  const get = async (path: string) => (await app.inject('GET', path)).body;

  it('reads with the given v1 token and copies each model without failures', () => {
    expect(stub.seen[0]).toBe('Token 0123456789abcdef /api/status/');
    expect(report.sourceVersion).toBe(version);
    const copied = Object.fromEntries(report.models.filter((m) => m.source).map((m) => [m.type, [m.source, m.target, m.failed]]));
    expect(copied).toEqual({
      'dcim.site': [1, 1, []],
      'dcim.manufacturer': [1, 1, []],
      'dcim.devicetype': [1, 1, []],
      'dcim.devicerole': [1, 1, []],
      'dcim.device': [1, 1, []],
      'dcim.interface': [1, 1, []],
      'dcim.macaddress': [1, 1, []],
      'ipam.prefix': [1, 1, []],
      'extras.webhook': [1, 1, []],
      'extras.eventrule': [1, 1, []],
      ...(version === '3.6.9' ? {} : { 'core.objectchange': [2, 2, []] }),
    });
  });

  it('adds the change log as history (3.7: without object_repr, read at /api/extras/object-changes/), firing nothing', async () => {
    if (version === '3.6.9') return; // its fixture has no change log
    const changes = (await get('/api/core/object-changes/?ordering=time')).results;
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({
      id: 101,
      time: '2024-03-01T10:00:00Z',
      user: null, // no user of that name at the target
      user_name: 'ops-bot',
      request_id: '6f1c2f4e-1d7a-4a55-9a4b-0a1b2c3d4e5f',
      action: { value: 'create' },
      changed_object_type: 'dcim.site',
      changed_object_id: 3,
      changed_object: { id: 3, name: 'HQ' },
      object_repr: 'HQ',
      message: version === '4.6.8' ? 'first' : '',
      prechange_data: {},
      postchange_data: { name: 'HQ', slug: 'hq', status: 'active', facility: 'B1' },
    });
    expect(changes[1]).toMatchObject({
      id: 102,
      action: { value: 'delete' },
      changed_object_type: 'dcim.device',
      changed_object_id: 99,
      changed_object: null,
      object_repr: 'old-edge',
      prechange_data: { name: 'old-edge' },
    });
    const outbox = await app.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events_outbox');
    expect(outbox[0].n).toBe(0);
  });

  it('keeps ids and maps renamed fields', async () => {
    const device = await get('/api/dcim/devices/12/');
    expect(device).toMatchObject({ name: 'edge1', role: { id: 8, name: 'Access' }, device_type: { id: 6 }, site: { id: 3 }, serial: 'FOC123' });
    expect(device.created).toBe('2024-03-01T10:00:00Z');
    const iface = await get('/api/dcim/interfaces/21/');
    expect(iface).toMatchObject({
      name: 'Gi1/0/1',
      mtu: 9000,
      mac_address: '00:1A:2B:3C:4D:5E',
      primary_mac_address: { mac_address: '00:1A:2B:3C:4D:5E' },
    });
    const prefix = await get('/api/ipam/prefixes/30/');
    expect(prefix).toMatchObject({ prefix: '10.1.0.0/16', scope_type: 'dcim.site', scope_id: 3, scope: { id: 3, name: 'HQ' } });
  });

  it("turns a webhook's triggers (before 3.7) or a rule's flags (before 4.1) into an event rule acting on the copied webhook", async () => {
    const webhook = await get('/api/extras/webhooks/15/');
    expect(webhook).toMatchObject({ name: 'ops', payload_url: 'https://hooks.example/ops' });
    const rules = (await get('/api/extras/event-rules/')).results;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      name: 'ops',
      object_types: ['dcim.device'],
      event_types: TRIGGERED_EVENTS,
      enabled: true,
      conditions: { attr: 'status.value', value: 'active' },
      action_type: { value: 'webhook' },
      action_object_type: 'extras.webhook',
      action_object_id: 15,
    });
  });
});
