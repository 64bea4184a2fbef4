import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

type Json = Record<string, any>;

/**
 * The wireless app: links only between wireless interfaces (400 naming the end, nothing written), the
 * interfaces' `wireless_link` kept by the write path, what deletes do, wireless LANs on interfaces and
 * scoped to places, and the API root listing the app.
 */
describe('wireless LANs and links', () => {
  let app: TestApp;
  let r: Json;

  const get = async (url: string) => {
    const res = await app.inject('GET', url);
    if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}: ${res.text}`);
    return res.body;
  };
  const send = (method: string, url: string, body?: unknown) => app.inject(method, url, { body });
  const iface = (id: number) => get(`/api/dcim/interfaces/${id}/`);
  const linkOf = async (id: number) => (await iface(id)).wireless_link?.id ?? null;
  const links = () => get('/api/wireless/wireless-links/?limit=1000');

  beforeAll(async () => {
    app = await startApp();
    const b = await deviceBasics(app, 'Wx');
    const device = (name: string) => make.device(app, { name, site: b.site.id, device_type: b.deviceType.id, role: b.role.id });
    const ap = await device('Wx AP');
    const station = await device('Wx Station');
    const [w1, w2, w3] = await post<Json[]>(app, '/api/dcim/interfaces/', [
      { device: ap.id, name: 'wlan0', type: 'ieee802.11ac' },
      { device: ap.id, name: 'wlan1', type: 'ieee802.11ax' },
      { device: ap.id, name: 'lte0', type: 'lte' },
    ]);
    const [s1, s2] = await post<Json[]>(app, '/api/dcim/interfaces/', [
      { device: station.id, name: 'wlan0', type: 'ieee802.11ac' },
      { device: station.id, name: 'eth0', type: '1000base-t' },
    ]);
    r = { site: b.site, ap, station, w1, w2, w3, s1, s2 };
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('wireless links', () => {
    it('both ends must be wireless interfaces → 400 naming the end, nothing written', async () => {
      const before = (await links()).count;
      const a = await send('POST', '/api/wireless/wireless-links/', { interface_a: r.s2.id, interface_b: r.w1.id });
      expect(a.status).toBe(400);
      expect(a.body).toEqual({ interface_a: ['1000BASE-T (1GE) is not a wireless interface.'] });
      const b = await send('POST', '/api/wireless/wireless-links/', { interface_a: r.w1.id, interface_b: r.s2.id });
      expect(b.body).toEqual({ interface_b: ['1000BASE-T (1GE) is not a wireless interface.'] });
      const unit = await send('POST', '/api/wireless/wireless-links/', { interface_a: r.w1.id, interface_b: r.s1.id, distance: 5 });
      expect(unit.body).toEqual({ __all__: ['Must specify a unit when setting a distance'] });
      expect((await links()).count).toBe(before);
      expect([await linkOf(r.w1.id), await linkOf(r.s1.id)]).toEqual([null, null]);
    });

    it('the ends show the link; moving an end clears the interface it left; the pair is unique', async () => {
      const link = await post(app, '/api/wireless/wireless-links/', { interface_a: r.w1.id, interface_b: r.s1.id, ssid: 'backhaul' });
      expect(link.display).toBe('backhaul');
      expect(link.interface_a).toEqual(expect.objectContaining({ id: r.w1.id, name: 'wlan0', device: expect.objectContaining({ id: r.ap.id }) }));
      expect((await iface(r.w1.id)).wireless_link).toEqual({
        id: link.id,
        url: link.url,
        display_url: link.display_url,
        display: 'backhaul',
        ssid: 'backhaul',
      });
      expect(await linkOf(r.s1.id)).toBe(link.id);
      expect((await get(`/api/dcim/interfaces/?wireless_link_id=${link.id}`)).results.map((i: Json) => i.id)).toEqual([r.w1.id, r.s1.id]);
      const twice = await send('POST', '/api/wireless/wireless-links/', { interface_a: r.w1.id, interface_b: r.s1.id });
      expect(twice.body).toEqual({ __all__: ['Wireless link with this Interface A and Interface B already exists.'] });
      const moved = await send('PATCH', `/api/wireless/wireless-links/${link.id}/`, { interface_a: r.w2.id });
      expect(moved.status).toBe(200);
      expect([await linkOf(r.w1.id), await linkOf(r.w2.id), await linkOf(r.s1.id)]).toEqual([null, link.id, link.id]);
      expect((await get(`/api/wireless/wireless-links/?interface_a_id=${r.w2.id}`)).count).toBe(1);
      expect((await get(`/api/wireless/wireless-links/?q=backh`)).count).toBe(1);
      r.link = link;
    });

    it('an interface in a link is protected; deleting the link clears its ends', async () => {
      const res = await send('DELETE', `/api/dcim/interfaces/${r.w2.id}/`);
      expect(res.status).toBe(409);
      expect((await send('DELETE', `/api/wireless/wireless-links/${r.link.id}/`)).status).toBe(204);
      expect([await linkOf(r.w2.id), await linkOf(r.s1.id)]).toEqual([null, null]);
    });

    it('deleting a device deletes its links', async () => {
      const link = await post(app, '/api/wireless/wireless-links/', { interface_a: r.w3.id, interface_b: r.s1.id });
      const b = await deviceBasics(app, 'Wy');
      const gone = await make.device(app, { name: 'Wy Gone', site: b.site.id, device_type: b.deviceType.id, role: b.role.id });
      const far = await make.interface(app, gone.id, 'wlan9', { type: 'ieee802.11n' });
      const other = await post(app, '/api/wireless/wireless-links/', { interface_a: far.id, interface_b: r.w1.id, ssid: 'doomed' });
      expect(await linkOf(r.w1.id)).toBe(other.id);
      expect((await send('DELETE', `/api/dcim/devices/${gone.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `/api/wireless/wireless-links/${other.id}/`)).status).toBe(404);
      expect(await linkOf(r.w1.id)).toBeNull();
      expect(await linkOf(r.s1.id)).toBe(link.id);
    });
  });

  describe('wireless LANs', () => {
    it('interfaces carry wireless LANs; each side filters by the other', async () => {
      const [corp, guest] = await post<Json[]>(app, '/api/wireless/wireless-lans/', [{ ssid: 'corp' }, { ssid: 'guest', status: 'disabled' }]);
      const res = await send('PATCH', `/api/dcim/interfaces/${r.w1.id}/`, { wireless_lans: [corp.id, guest.id] });
      expect(res.status).toBe(200);
      expect(res.body.wireless_lans.map((w: Json) => w.ssid)).toEqual(['corp', 'guest']);
      expect(res.body.wireless_lans[0]).toEqual({ id: corp.id, url: corp.url, display: 'corp', ssid: 'corp', description: '' });
      await send('PATCH', `/api/dcim/interfaces/${r.s1.id}/`, { wireless_lans: [corp.id] });
      expect((await get(`/api/dcim/interfaces/?wireless_lan_id=${guest.id}`)).results.map((i: Json) => i.id)).toEqual([r.w1.id]);
      expect((await get(`/api/wireless/wireless-lans/?interface_id=${r.s1.id}`)).results.map((w: Json) => w.ssid)).toEqual(['corp']);
      expect((await app.inject('GET', '/api/wireless/wireless-lans/?interface_id=999999')).status).toBe(400);
    });

    it('a scoped LAN is found by the places its scope lies in, and goes with its scope', async () => {
      const parent = await make.region(app, 'Wx Parent Region');
      const region = await make.region(app, 'Wx Region', { parent: parent.id });
      const site = await make.site(app, 'Wx Scoped Site', { region: region.id });
      const location = await make.location(app, 'Wx Room', site.id);
      const lan = await post(app, '/api/wireless/wireless-lans/', { ssid: 'scoped', scope_type: 'dcim.location', scope_id: location.id });
      expect(lan.scope).toEqual(expect.objectContaining({ id: location.id, name: 'Wx Room' }));
      for (const query of [`site_id=${site.id}`, `region_id=${parent.id}`, 'location=wx-room', `scope_type=dcim.location`]) {
        expect({ query, ssids: (await get(`/api/wireless/wireless-lans/?${query}`)).results.map((w: Json) => w.ssid) }).toEqual({
          query,
          ssids: ['scoped'],
        });
      }
      const missing = await send('POST', '/api/wireless/wireless-lans/', { ssid: 'x', scope_type: 'dcim.site' });
      expect(missing.body).toEqual({ __all__: ['Please select a site.'] });
      expect((await send('DELETE', `/api/dcim/locations/${location.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `/api/wireless/wireless-lans/${lan.id}/`)).status).toBe(404);
    });

    it('groups count their LANs with those of the groups below; names are unique', async () => {
      const top = await post(app, '/api/wireless/wireless-lan-groups/', { name: 'Wx Top', slug: 'wx-top' });
      const sub = await post(app, '/api/wireless/wireless-lan-groups/', { name: 'Wx Sub', slug: 'wx-sub', parent: top.id });
      await post(app, '/api/wireless/wireless-lans/', [
        { ssid: 'in-top', group: top.id },
        { ssid: 'in-sub', group: sub.id },
      ]);
      expect((await get(`/api/wireless/wireless-lan-groups/${top.id}/`)).wirelesslan_count).toBe(2);
      expect((await get(`/api/wireless/wireless-lans/?group_id=${top.id}`)).results.map((w: Json) => w.ssid)).toEqual(['in-sub', 'in-top']);
      const twin = await send('POST', '/api/wireless/wireless-lan-groups/', { name: 'Wx Sub', slug: 'wx-sub-2' });
      expect(twin.body).toEqual({ name: ['wireless LAN group with this name already exists.'] });
    });
  });

  it('the API root and the app index list the wireless endpoints', async () => {
    const root = await get('/api/');
    expect(root.wireless).toMatch(/\/api\/wireless\/$/);
    expect(Object.keys(await get('/api/wireless/'))).toEqual(['wireless-lan-groups', 'wireless-lans', 'wireless-links']);
  });
});
