import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

type Json = Record<string, any>;

/**
 * NetBox's wireless signal tests (wireless/tests/test_signals.py), through the API: WirelessLinkSignalTestCase.
 * A link created names itself on both its interfaces and traces a path from each; saving it again keeps the
 * paths; deleting it clears both. Its interfaces are saved by the creation (NetBox's update_connected_interfaces
 * saves them), so each gets an update change record naming the link — what this service missed.
 */
describe('wireless: NetBox signal test cases (wireless links and their interfaces)', () => {
  let app: TestApp;
  let device: Json;
  let seq = 0;

  beforeAll(async () => {
    app = await startApp();
    const basics = await deviceBasics(app, 'WSig');
    device = await make.device(app, { name: 'WSig Device', site: basics.site.id, device_type: basics.deviceType.id, role: basics.role.id });
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string) => {
    const res = await app.inject('GET', url);
    expect(res.status).toBe(200);
    return res.body;
  };
  const radios = async () =>
    Promise.all(
      [++seq, ++seq].map((n) =>
        make.interface(app, device.id, `radio${n}`, {
          type: 'ieee802.11ac',
          rf_channel: '5g-32-5160-20',
          rf_channel_frequency: 5160,
          rf_channel_width: 20,
        }),
      ),
    );
  const link = (a: Json, b: Json) => post(app, '/api/wireless/wireless-links/', { interface_a: a.id, interface_b: b.id, ssid: 'LINK1' });
  const iface = (o: Json) => get(`/api/dcim/interfaces/${o.id}/`);
  const endpoints = async (o: Json) => ((await iface(o)).connected_endpoints ?? []).map((e: Json) => e.id);
  const updates = async (o: Json) =>
    (await get(`/api/core/object-changes/?changed_object_type=dcim.interface&changed_object_id=${o.id}&action=update`)).results;

  it('WirelessLinkSignalTestCase.test_creating_link_assigns_wireless_link_to_both_interfaces: both interfaces name the link, each saved with a change record', async () => {
    const [a, b] = await radios();
    const created = await link(a, b);
    expect([(await iface(a)).wireless_link?.id, (await iface(b)).wireless_link?.id]).toEqual([created.id, created.id]);
    for (const end of [a, b]) {
      const records = await updates(end);
      expect(records).toHaveLength(1);
      expect([records[0].prechange_data.wireless_link, records[0].postchange_data.wireless_link]).toEqual([null, created.id]);
    }
  });

  it('WirelessLinkSignalTestCase.test_creating_link_creates_cablepaths / test_path_refreshes_unset_cablepath_reference: a path from each end', async () => {
    const [a, b] = await radios();
    await link(a, b);
    expect(await endpoints(a)).toEqual([b.id]);
    expect(await endpoints(b)).toEqual([a.id]);
  });

  it('WirelessLinkSignalTestCase.test_saving_existing_link_does_not_create_extra_paths: saving the link again keeps its paths, and saves no interface', async () => {
    const [a, b] = await radios();
    const created = await link(a, b);
    expect((await app.inject('PATCH', `/api/wireless/wireless-links/${created.id}/`, { body: { description: 'updated' } })).status).toBe(200);
    expect(await endpoints(a)).toEqual([b.id]);
    expect((await get(`/api/dcim/interfaces/${a.id}/trace/`)).length).toBe(1);
    expect(await updates(a)).toHaveLength(1);
  });

  it('WirelessLinkSignalTestCase.test_deleting_link_clears_interfaces_and_paths', async () => {
    const [a, b] = await radios();
    const created = await link(a, b);
    expect((await app.inject('DELETE', `/api/wireless/wireless-links/${created.id}/`)).status).toBe(204);
    for (const end of [a, b]) {
      const seen = await iface(end);
      expect([seen.wireless_link, seen.connected_endpoints ?? null, seen.link_peers]).toEqual([null, null, []]);
      expect(await get(`/api/dcim/interfaces/${end.id}/trace/`)).toEqual([]);
    }
  });
});
