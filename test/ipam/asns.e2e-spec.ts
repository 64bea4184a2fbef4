import { startApp, TestApp } from '../helpers/app';
import { makeC } from '../helpers/circuits-virtualization';
import { make } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';

type Json = Record<string, any>;

/**
 * ASN ranges and ASNs (NetBox's ipam/models/asns.py): number bounds, the range's start below its end, the
 * asdot display, sites and providers, and allocation from a range (available-asns) under a lock.
 */
describe('ipam ASNs', () => {
  let app: TestApp;
  const post = (path: string, body: unknown) => app.inject('POST', `/api/ipam/${path}/`, { body });
  const count = async (path: string) => (await app.inject('GET', `/api/ipam/${path}/?limit=1`)).body.count as number;
  const asnsOf = (body: Json[]) => body.map((a) => a.asn);

  beforeAll(async () => {
    app = await startApp({ PAGINATE_COUNT: '50', MAX_PAGE_SIZE: '1000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('an AS number outside 1…4294967295 is a 400 naming the field, and nothing is written', async () => {
    const rir = await ipam.rir(app, 'Bounds RIR');
    const before = await count('asns');
    expect((await post('asns', { asn: 0, rir: rir.id })).body).toEqual({ asn: ['Ensure this value is greater than or equal to 1.'] });
    expect((await post('asns', { asn: 4294967296, rir: rir.id })).body).toEqual({ asn: ['Ensure this value is less than or equal to 4294967295.'] });
    expect(
      (
        await post('asns', [
          { asn: 1, rir: rir.id },
          { asn: -5, rir: rir.id },
        ])
      ).status,
    ).toBe(400);
    expect(await count('asns')).toBe(before);
    const range = await post('asn-ranges', { name: 'Too far', slug: 'too-far', rir: rir.id, start: 1, end: 4294967296 });
    expect(range.status).toBe(400);
    expect(range.body).toEqual({ end: ['Ensure this value is less than or equal to 4294967295.'] });
    expect((await post('asns', { asn: 4294967295, rir: rir.id })).status).toBe(201);
    expect((await post('asns', { asn: 4294967295, rir: rir.id })).body).toEqual({ asn: ['ASN with this ASN already exists.'] });
  });

  it("`start` on ranges is both the filter and the paging cursor (as in NetBox); a bad value is the filter's 400", async () => {
    const rir = await ipam.rir(app, 'Cursor RIR');
    const low = await ipam.asnRange(app, 'Cursor Low', rir.id, 1, 5);
    const high = await ipam.asnRange(app, 'Cursor High', rir.id, 64512, 64600);
    const ids = (res: { body: Json }) => (res.body.results as Json[]).map((r) => r.id);
    // ids ≥ 1 and start = 1: the low range only, in cursor mode (no count)
    const one = await app.inject('GET', '/api/ipam/asn-ranges/?start=1');
    expect(one.status).toBe(200);
    expect(one.body.count).toBeNull();
    expect(ids(one)).toEqual([low.id]);
    // the high range starts at 64512, but no id reaches 64512
    expect(ids(await app.inject('GET', '/api/ipam/asn-ranges/?start=64512'))).toEqual([]);
    expect(ids(await app.inject('GET', `/api/ipam/asn-ranges/?start__gte=64512&id=${high.id}`))).toEqual([high.id]);
    // the filter validates first, as NetBox's filter set runs before its paginator
    const bad = await app.inject('GET', '/api/ipam/asn-ranges/?start=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ start: ['Enter a whole number.'] });
    // on other lists `start` is only the cursor
    expect((await app.inject('GET', '/api/ipam/asns/?start=abc')).body).toEqual(["Invalid 'start' parameter: must be a non-negative integer."]);
  });

  it('a range ends above its start (400, nothing written); display and asn_count as NetBox shows them', async () => {
    const rir = await ipam.rir(app, 'Range RIR');
    const before = await count('asn-ranges');
    const same = await post('asn-ranges', { name: 'Flat', slug: 'flat', rir: rir.id, start: 65000, end: 65000 });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({ __all__: ['Starting ASN (65000) must be lower than ending ASN (65000).'] });
    expect((await post('asn-ranges', { name: 'Back', slug: 'back', rir: rir.id, start: 65010, end: 65000 })).body).toEqual({
      __all__: ['Starting ASN (65010) must be lower than ending ASN (65000).'],
    });
    expect(await count('asn-ranges')).toBe(before);
    const range = await ipam.asnRange(app, 'Private 16', rir.id, 64512, 64520);
    expect(range).toMatchObject({ display: 'Private 16 (64512-64520)', start: 64512, end: 64520, rir: { id: rir.id }, asn_count: 0 });
    // any RIR's ASN inside the range counts
    const other = await ipam.rir(app, 'Other RIR');
    await ipam.asn(app, 64513, other.id);
    await ipam.asn(app, 64530, rir.id);
    expect((await app.inject('GET', `/api/ipam/asn-ranges/${range.id}/`)).body.asn_count).toBe(1);
    // a PATCH moving the end below the start is refused too
    expect((await app.inject('PATCH', `/api/ipam/asn-ranges/${range.id}/`, { body: { end: 100 } })).body).toEqual({
      __all__: ['Starting ASN (64512) must be lower than ending ASN (100).'],
    });
  });

  it('ASNs: asdot display above 65535, brief form, role and RIR counters, sites and providers on both sides', async () => {
    const rir = await ipam.rir(app, 'Disp RIR');
    const role = await ipam.role(app, 'Transit');
    const site = await make.site(app, 'ASN Home');
    const small = await ipam.asn(app, 65100, rir.id, { role: role.id, sites: [site.id] });
    expect(small).toMatchObject({ display: 'AS65100', site_count: 1, provider_count: 0, role: { id: role.id } });
    expect((await app.inject('GET', `/api/ipam/roles/${role.id}/?brief=1`)).body.asn_count).toBe(1);
    expect(small.sites).toEqual([{ id: site.id, url: expect.any(String), display: 'ASN Home', name: 'ASN Home', slug: 'asn-home', description: '' }]);
    expect(small).not.toHaveProperty('providers');
    const big = await ipam.asn(app, 4200000000, rir.id);
    expect(big.display).toBe('AS4200000000 (64086.59904)');
    expect((await ipam.asn(app, 65536, rir.id)).display).toBe('AS65536 (1.0)');
    expect((await app.inject('GET', `/api/ipam/asns/${big.id}/?brief=1`)).body).toEqual({
      id: big.id,
      url: expect.stringMatching(new RegExp(`/api/ipam/asns/${big.id}/$`)),
      display: 'AS4200000000 (64086.59904)',
      asn: 4200000000,
      description: '',
    });
    // the site lists its ASNs; a provider writes its own
    const shown = (await app.inject('GET', `/api/dcim/sites/${site.id}/`)).body;
    expect(shown.asns.map((a: Json) => a.display)).toEqual(['AS65100']);
    expect(Object.keys(shown).indexOf('asns')).toBe(Object.keys(shown).indexOf('comments') + 1);
    const provider = await makeC.provider(app, 'ASN Carrier', { asns: [big.id, small.id] });
    expect(provider.asns.map((a: Json) => a.asn).sort((x: number, y: number) => x - y)).toEqual([65100, 4200000000]);
    expect((await app.inject('GET', `/api/ipam/asns/${big.id}/`)).body.provider_count).toBe(1);
    expect((await app.inject('GET', `/api/ipam/asns/?provider_id=${provider.id}`)).body.count).toBe(2);
    expect((await app.inject('GET', `/api/ipam/asns/?site=asn-home`)).body.results.map((a: Json) => a.asn)).toEqual([65100]);
    expect((await app.inject('GET', `/api/dcim/sites/?asn=65100`)).body.results.map((s: Json) => s.id)).toEqual([site.id]);
    expect((await app.inject('GET', `/api/circuits/providers/?asn_id=${big.id}`)).body.count).toBe(1);
    // NetBox's names only: `asns_id` / `providers_id` are unknown parameters, ignored like any other
    const all = async (path: string) => (await app.inject('GET', `${path}?limit=1`)).body.count;
    expect((await app.inject('GET', `/api/dcim/sites/?asns_id=${big.id}&limit=1`)).body.count).toBe(await all('/api/dcim/sites/'));
    expect((await app.inject('GET', `/api/ipam/asns/?providers_id=${provider.id}&limit=1`)).body.count).toBe(await all('/api/ipam/asns/'));
    // a site's search finds it by the number of one of its ASNs (whole numbers only), and by its text as before
    const sites = async (q: string) => (await app.inject('GET', `/api/dcim/sites/?q=${q}`)).body.results.map((s: Json) => s.id);
    expect(await sites('65100')).toEqual([site.id]);
    expect(await sites('6510')).toEqual([]);
    expect(await sites('asn%20ho')).toEqual([site.id]);
    expect((await app.inject('GET', `/api/ipam/rirs/${rir.id}/`)).status).toBe(200);
    expect((await app.inject('DELETE', `/api/ipam/rirs/${rir.id}/`)).status).toBe(409);
  });

  it('filters: q matches the number or the description; site groups include their descendants; unknown groups are a 400', async () => {
    const rir = await ipam.rir(app, 'Filt RIR');
    const parent = await make.siteGroup(app, 'ASN Parent Group');
    const child = await make.siteGroup(app, 'ASN Child Group', { parent: parent.id });
    const site = await make.site(app, 'ASN Grouped', { group: child.id });
    const a = await ipam.asn(app, 65201, rir.id, { sites: [site.id], description: 'peering edge' });
    await ipam.asn(app, 65202, rir.id);
    const ids = async (query: string) => (await app.inject('GET', `/api/ipam/asns/?${query}`)).body.results.map((x: Json) => x.id);
    expect(await ids('q=65201')).toEqual([a.id]);
    expect(await ids('q=PEERING')).toEqual([a.id]);
    expect(await ids(`site_group_id=${parent.id}`)).toEqual([a.id]);
    expect(await ids('site_group=asn-child-group')).toEqual([a.id]);
    expect((await app.inject('GET', '/api/ipam/asns/?site_group=nope')).body).toEqual({
      site_group: ['Select a valid choice. nope is not one of the available choices.'],
    });
    expect((await app.inject('GET', `/api/ipam/asns/?asn__gte=65201&asn__lte=65202&rir_id=${rir.id}`)).body.count).toBe(2);
    expect((await app.inject('GET', '/api/ipam/asns/?q=99999999999999999999')).status).toBe(200);
  });

  describe('available-asns', () => {
    it('lists the free numbers of the range with the range’s RIR; skips any ASN in use (pynetbox: available_asns.list())', async () => {
      const rir = await ipam.rir(app, 'Avail RIR');
      const range = await ipam.asnRange(app, 'Avail', rir.id, 65300, 65305);
      await ipam.asn(app, 65301, rir.id);
      await ipam.asn(app, 65304, (await ipam.rir(app, 'Avail Other')).id);
      const res = await app.inject('GET', `/api/ipam/asn-ranges/${range.id}/available-asns/`);
      expect(res.status).toBe(200);
      expect(asnsOf(res.body)).toEqual([65300, 65302, 65303, 65305]);
      expect(res.body[0]).toEqual({
        rir: { id: rir.id, url: expect.any(String), display: 'Avail RIR', name: 'Avail RIR', slug: 'avail-rir', description: '', aggregate_count: 0 },
        asn: 65300,
      });
      expect(asnsOf((await app.inject('GET', `/api/ipam/asn-ranges/${range.id}/available-asns/?limit=2`)).body)).toEqual([65300, 65302]);
    });

    it('a range of 2^32 numbers lists only as far as the limit', async () => {
      const rir = await ipam.rir(app, 'Huge RIR');
      const range = await ipam.asnRange(app, 'Everything', rir.id, 1, 4294967295);
      await ipam.asn(app, 2, rir.id);
      const res = await app.inject('GET', `/api/ipam/asn-ranges/${range.id}/available-asns/?limit=3`);
      expect(asnsOf(res.body)).toEqual([1, 3, 4]);
      // the last free number is found without listing the ones before it
      const last = await app.inject('GET', `/api/ipam/asn-ranges/${range.id}/available-asns/?limit=1000`);
      expect(last.body).toHaveLength(1000);
    });

    it('POST {} creates the next ASN in the range’s RIR; a list allocates in turn; 409 when the range is full; 404 for an unknown range', async () => {
      const rir = await ipam.rir(app, 'Alloc RIR');
      const tenant = await make.tenant(app, 'Alloc Tenant');
      const range = await ipam.asnRange(app, 'Alloc', rir.id, 65400, 65403);
      await ipam.asn(app, 65400, rir.id);
      const one = await app.inject('POST', `/api/ipam/asn-ranges/${range.id}/available-asns/`, {
        body: { description: 'New ASN', tenant: tenant.id },
      });
      expect(one.status).toBe(201);
      expect(one.body).toMatchObject({ asn: 65401, rir: { id: rir.id }, description: 'New ASN', tenant: { id: tenant.id }, display: 'AS65401' });
      expect((await app.inject('POST', `/api/ipam/asn-ranges/${range.id}/available-asns/`, { body: [{}, {}, {}] })).body).toEqual({
        detail: 'Insufficient resources are available to satisfy the request',
      });
      const two = await app.inject('POST', `/api/ipam/asn-ranges/${range.id}/available-asns/`, {
        body: [{ description: 'a' }, { description: 'b' }],
      });
      expect(two.status).toBe(201);
      expect(asnsOf(two.body)).toEqual([65402, 65403]);
      expect((await app.inject('GET', `/api/ipam/asn-ranges/${range.id}/available-asns/`)).body).toEqual([]);
      expect((await app.inject('POST', `/api/ipam/asn-ranges/${range.id}/available-asns/`, { body: {} })).status).toBe(409);
      expect((await app.inject('GET', '/api/ipam/asn-ranges/999999/available-asns/')).body).toEqual({
        detail: 'No ASNRange matches the given query.',
      });
      // a bad field of a requested object is a 400 and allocates nothing
      const bad = await app.inject('POST', `/api/ipam/asn-ranges/${(await ipam.asnRange(app, 'Bad', rir.id, 65500, 65510)).id}/available-asns/`, {
        body: { tenant: 999999 },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ tenant: ['Related object not found using the provided numeric ID: 999999'] });
      expect((await app.inject('GET', '/api/ipam/asns/?asn=65500')).body.count).toBe(0);
    });

    it('20 concurrent POSTs get 20 distinct numbers, none lost', async () => {
      const rir = await ipam.rir(app, 'Par RIR');
      const range = await ipam.asnRange(app, 'Parallel', rir.id, 65000000, 65000100);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          app.inject('POST', `/api/ipam/asn-ranges/${range.id}/available-asns/`, { body: { description: `par ${i}` } }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      const got = results.map((r) => r.body.asn as number);
      expect(new Set(got).size).toBe(20);
      expect([...got].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 65000000 + i));
      const stored = await app.inject('GET', '/api/ipam/asns/?asn__gte=65000000&asn__lte=65000100&limit=100');
      expect(stored.body.count).toBe(20);
      expect((await app.inject('GET', `/api/ipam/asn-ranges/${range.id}/`)).body.asn_count).toBe(20);
    });
  });
});
