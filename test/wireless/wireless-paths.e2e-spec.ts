import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

type Json = Record<string, any>;

/**
 * Wireless links as path segments (NetBox's CablePath.from_origin follows an interface's wireless link when
 * it has no cable): both ends see each other as connected endpoints, the trace shows the link where a cable
 * would be, a link not connected makes the path inactive, moving or deleting the link retraces or clears the
 * paths, a device's deletion clears the far end's; and a trace continues through a bridged interface.
 */
describe('wireless links in cable paths', () => {
  let app: TestApp;
  let basics: Json;
  let seq = 0;

  const get = async (url: string) => {
    const res = await app.inject('GET', url);
    if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}: ${res.text}`);
    return res.body;
  };
  const device = (name: string) => make.device(app, { name, site: basics.site.id, device_type: basics.deviceType.id, role: basics.role.id });
  const radio = (dev: Json) => make.interface(app, dev.id, `wlan${++seq}`, { type: 'ieee802.11ac' });
  /** [connected endpoint ids, their type, reachable] */
  const connected = async (o: Json) => {
    const i = await get(`/api/dcim/interfaces/${o.id}/`);
    return [i.connected_endpoints?.map((e: Json) => e.id) ?? null, i.connected_endpoints_type, i.connected_endpoints_reachable];
  };

  beforeAll(async () => {
    app = await startApp();
    basics = await deviceBasics(app, 'WP');
  });

  afterAll(async () => {
    await app?.close();
  });

  it('a link between two radios connects them both ways; the trace shows the link as the segment’s link', async () => {
    const [ap, station] = [await device('wp-ap'), await device('wp-sta')];
    const [a, b] = [await radio(ap), await radio(station)];
    expect(await connected(a)).toEqual([null, null, false]);
    const link = await post(app, '/api/wireless/wireless-links/', { interface_a: a.id, interface_b: b.id, ssid: 'wp-link', description: 'roof' });
    expect(await connected(a)).toEqual([[b.id], 'dcim.interface', true]);
    expect(await connected(b)).toEqual([[a.id], 'dcim.interface', true]);
    // NetBox: the peer is the other radio; the peers' type is named only for cabled objects
    const seen = await get(`/api/dcim/interfaces/${a.id}/`);
    expect([seen.link_peers.map((p: Json) => p.id), seen.link_peers_type, seen.cable]).toEqual([[b.id], null, null]);

    const trace = await get(`/api/dcim/interfaces/${a.id}/trace/`);
    expect(trace).toHaveLength(1);
    const [near, traced, far] = trace[0];
    expect([near.map((n: Json) => n.id), far.map((n: Json) => n.id)]).toEqual([[a.id], [b.id]]);
    // the traced-cable serializer over a wireless link: its own URL, the cable fields it lacks that may be null are null
    expect(traced).toEqual({
      id: link.id,
      url: link.url,
      display_url: link.display_url,
      type: null,
      status: 'connected',
      length: null,
      length_unit: null,
      description: 'roof',
    });
    const back = await get(`/api/dcim/interfaces/${b.id}/trace/`);
    expect(back.map(([n, l, f]: [Json[], Json, Json[]]) => [n[0].id, l.id, f[0].id])).toEqual([[b.id, link.id, a.id]]);

    // a planned link: still the far end, not reachable
    expect((await app.inject('PATCH', `/api/wireless/wireless-links/${link.id}/`, { body: { status: 'planned' } })).status).toBe(200);
    expect(await connected(a)).toEqual([[b.id], 'dcim.interface', false]);
    expect((await get(`/api/dcim/interfaces/${b.id}/trace/`))[0][1].status).toBe('planned');
  });

  it('moving an end retraces: the new pair connects, the interface left behind has no path; deleting the link clears both', async () => {
    const [ap, station] = [await device('wp-ap2'), await device('wp-sta2')];
    const [a, b, c] = [await radio(ap), await radio(station), await radio(station)];
    const link = await post(app, '/api/wireless/wireless-links/', { interface_a: a.id, interface_b: b.id });
    expect((await app.inject('PATCH', `/api/wireless/wireless-links/${link.id}/`, { body: { interface_b: c.id } })).status).toBe(200);
    expect(await connected(a)).toEqual([[c.id], 'dcim.interface', true]);
    expect(await connected(c)).toEqual([[a.id], 'dcim.interface', true]);
    expect(await connected(b)).toEqual([null, null, false]);
    expect(await get(`/api/dcim/interfaces/${b.id}/trace/`)).toEqual([]);

    expect((await app.inject('DELETE', `/api/wireless/wireless-links/${link.id}/`)).status).toBe(204);
    expect([await connected(a), await connected(c)]).toEqual([
      [null, null, false],
      [null, null, false],
    ]);
    expect(await get(`/api/dcim/interfaces/${a.id}/trace/`)).toEqual([]);
    expect((await get(`/api/dcim/interfaces/${a.id}/`)).link_peers).toEqual([]);
  });

  it('deleting the far device clears the near radio’s path with the link', async () => {
    const [ap, gone] = [await device('wp-ap3'), await device('wp-gone')];
    const [a, b] = [await radio(ap), await radio(gone)];
    await post(app, '/api/wireless/wireless-links/', { interface_a: a.id, interface_b: b.id });
    expect(await connected(a)).toEqual([[b.id], 'dcim.interface', true]);
    expect((await app.inject('DELETE', `/api/dcim/devices/${gone.id}/`)).status).toBe(204);
    expect(await connected(a)).toEqual([null, null, false]);
  });

  it('a trace continues through the interface its far end is bridged to (NetBox’s PathEndpoint.trace)', async () => {
    const [left, middle, right] = [await device('wp-br-l'), await device('wp-br-m'), await device('wp-br-r')];
    const a = await make.interface(app, left.id, 'eth0');
    const [inner, outer] = [await make.interface(app, middle.id, 'eth0'), await make.interface(app, middle.id, 'eth1')];
    const z = await radio(right);
    const uplink = await radio(middle);
    const cable = await post(app, '/api/dcim/cables/', {
      a_terminations: [{ object_type: 'dcim.interface', object_id: a.id }],
      b_terminations: [{ object_type: 'dcim.interface', object_id: inner.id }],
    });
    const link = await post(app, '/api/wireless/wireless-links/', { interface_a: uplink.id, interface_b: z.id });
    // inner is bridged to the radio: a's trace goes on from the radio across the wireless link
    expect((await app.inject('PATCH', `/api/dcim/interfaces/${inner.id}/`, { body: { bridge: uplink.id } })).status).toBe(200);
    const trace = await get(`/api/dcim/interfaces/${a.id}/trace/`);
    expect(trace.map(([n, l, f]: [Json[], Json, Json[]]) => [n[0].id, l.id, f[0].id])).toEqual([
      [a.id, cable.id, inner.id],
      [uplink.id, link.id, z.id],
    ]);
    // the path itself (connected endpoints) stops at the bridged interface, as NetBox's CablePath does
    expect(await connected(a)).toEqual([[inner.id], 'dcim.interface', true]);
    // not bridged: one segment
    expect((await app.inject('PATCH', `/api/dcim/interfaces/${inner.id}/`, { body: { bridge: outer.id } })).status).toBe(200);
    expect(await get(`/api/dcim/interfaces/${a.id}/trace/`)).toHaveLength(1);
  });
});
