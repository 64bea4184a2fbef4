import { startApp, TestApp } from '../helpers/app';
import { makeC } from '../helpers/circuits-virtualization';
import { make } from '../helpers/dcim';

type Json = Record<string, any>;

/** Circuits, their terminations and what they count (docs/models.md §3). */
describe('circuits and circuit terminations', () => {
  let app: TestApp;
  let r: Json;

  const get = async (path: string) => {
    const res = await app.inject('GET', path);
    expect(res.status).toBe(200);
    return res.body;
  };
  const ids = async (path: string) => ((await get(`${path}${path.includes('?') ? '&' : '?'}limit=1000`)).results as Json[]).map((o) => o.id);
  const postTermination = (body: Json) => app.inject('POST', '/api/circuits/circuit-terminations/', { body });

  beforeAll(async () => {
    app = await startApp();
    const parentRegion = await make.region(app, 'Ct Parent Region');
    const region = await make.region(app, 'Ct Region', { parent: parentRegion.id });
    const group = await make.siteGroup(app, 'Ct Group');
    const site = await make.site(app, 'Ct Site', { region: region.id, group: group.id });
    const otherSite = await make.site(app, 'Ct Other Site');
    const location = await make.location(app, 'Ct Room', site.id);
    const provider = await makeC.provider(app, 'Ct Provider');
    const otherProvider = await makeC.provider(app, 'Ct Other Provider');
    const type = await makeC.circuitType(app, 'Ct Type');
    const network = await makeC.providerNetwork(app, provider.id, 'Ct Network');
    const tenant = await make.tenant(app, 'Ct Tenant');
    r = { parentRegion, region, group, site, otherSite, location, provider, otherProvider, type, network, tenant };
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('termination validation', () => {
    let circuit: Json;
    beforeAll(async () => {
      circuit = await makeC.circuit(app, 'VAL-1', r.provider.id, r.type.id);
    });

    it('no terminating object → 400 non-field error', async () => {
      const res = await postTermination({ circuit: circuit.id, term_side: 'A' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ __all__: ['A circuit termination must attach to a terminating object.'] });
    });

    it('object types outside the allowed set, malformed types, unknown ids and sides are refused', async () => {
      const cases: [Json, Json][] = [
        [{ termination_type: 'dcim.device', termination_id: 1 }, { termination_type: ['Invalid content type: dcim.device'] }],
        [
          { termination_type: 'site', termination_id: 1 },
          { termination_type: ["Invalid value. Specify a content type as '<app_label>.<model_name>'."] },
        ],
        [
          { termination_type: 'dcim.site', termination_id: 999999 },
          { termination_id: ['Related object not found using the provided value: 999999.'] },
        ],
        [{ termination_id: r.site.id }, { termination_type: ['This field cannot be null.'] }],
        [{ termination_type: 'dcim.location' }, { __all__: ['Please select a Location.'] }],
        [{ termination_type: 'dcim.site', termination_id: r.site.id, term_side: 'B' }, { term_side: ['B is not a valid choice.'] }],
      ];
      for (const [extra, errors] of cases) {
        const res = await postTermination({ circuit: circuit.id, term_side: 'A', ...extra });
        expect({ extra, status: res.status, body: res.body }).toEqual({ extra, status: 400, body: errors });
      }
    });

    it('one termination per side: a second A → 400', async () => {
      await makeC.termination(app, circuit.id, 'A', 'dcim.site', r.site.id);
      const res = await postTermination({ circuit: circuit.id, term_side: 'A', termination_type: 'dcim.site', termination_id: r.otherSite.id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ __all__: ['Circuit termination with this Circuit and Termination side already exists.'] });
    });
  });

  describe('representation', () => {
    let circuit: Json;
    let a: Json;
    let z: Json;
    beforeAll(async () => {
      circuit = await makeC.circuit(app, 'REP-1', r.provider.id, r.type.id, { tenant: r.tenant.id });
      a = await makeC.termination(app, circuit.id, 'A', 'dcim.site', r.site.id, { port_speed: 100000, xconnect_id: 'XC-9', description: 'a end' });
      z = await makeC.termination(app, circuit.id, 'Z', 'circuits.providernetwork', r.network.id);
    });

    it('a termination: plain term_side, display `<cid>: Termination <side>`, the terminating object nested, the circuit brief', async () => {
      expect(a.term_side).toBe('A');
      expect(a.display).toBe('REP-1: Termination A');
      expect(a.termination).toEqual({ id: r.site.id, url: r.site.url, display: 'Ct Site', name: 'Ct Site', slug: 'ct-site', description: '' });
      expect(a.circuit).toEqual({
        id: circuit.id,
        url: circuit.url,
        display: 'REP-1',
        cid: 'REP-1',
        provider: {
          id: r.provider.id,
          url: r.provider.url,
          display: 'Ct Provider',
          name: 'Ct Provider',
          slug: 'ct-provider',
          description: '',
        }, // nested, without the provider's circuit_count (NetBox's per-query counts stay out of nested objects)
        description: '',
      });
      expect(z.termination).toEqual(expect.objectContaining({ id: r.network.id, display: 'Ct Network', name: 'Ct Network' }));
      expect(Object.keys(a).slice(0, 9)).toEqual([
        'id',
        'url',
        'display_url',
        'display',
        'circuit',
        'term_side',
        'termination_type',
        'termination_id',
        'termination',
      ]);
      expect(a).not.toHaveProperty('_site');
      const brief = await get(`/api/circuits/circuit-terminations/${a.id}/?brief=1`);
      expect(Object.keys(brief)).toEqual(['id', 'url', 'display', 'circuit', 'term_side', 'description', 'cable', '_occupied']);
    });

    it('the circuit shows both ends as termination_a / termination_z', async () => {
      const c = await get(`/api/circuits/circuits/${circuit.id}/`);
      expect(c.termination_a).toEqual({
        id: a.id,
        url: a.url,
        display_url: a.display_url,
        display: 'REP-1: Termination A',
        termination_type: 'dcim.site',
        termination_id: r.site.id,
        termination: a.termination,
        port_speed: 100000,
        upstream_speed: null,
        xconnect_id: 'XC-9',
        description: 'a end',
      });
      expect(c.termination_z).toEqual(
        expect.objectContaining({ id: z.id, termination_type: 'circuits.providernetwork', termination: z.termination }),
      );
      expect(Object.keys(c)).toEqual([
        'id',
        'url',
        'display_url',
        'display',
        'cid',
        'provider',
        'provider_account',
        'type',
        'status',
        'tenant',
        'install_date',
        'termination_date',
        'commit_rate',
        'description',
        'distance',
        'distance_unit',
        'termination_a',
        'termination_z',
        'owner',
        'comments',
        'tags',
        'custom_fields',
        'created',
        'last_updated',
        'assignments',
      ]);
    });

    it('moving a termination to the other side and deleting it update termination_a / termination_z', async () => {
      expect((await app.inject('DELETE', `/api/circuits/circuit-terminations/${z.id}/`)).status).toBe(204);
      const moved = await app.inject('PATCH', `/api/circuits/circuit-terminations/${a.id}/`, { body: { term_side: 'Z' } });
      expect(moved.status).toBe(200);
      expect(moved.body.display).toBe('REP-1: Termination Z');
      const c = await get(`/api/circuits/circuits/${circuit.id}/`);
      expect(c.termination_a).toBeNull();
      expect(c.termination_z).toEqual(expect.objectContaining({ id: a.id, display: 'REP-1: Termination Z' }));
      expect((await get('/api/circuits/circuits/?ordering=termination_a')).count).toBeGreaterThan(0); // not orderable, not an error
    });

    it('change records of a termination name its circuit as related object', async () => {
      const list = await get(`/api/core/object-changes/?changed_object_type=circuits.circuittermination&changed_object_id=${a.id}`);
      expect(list.count).toBeGreaterThanOrEqual(2);
      for (const record of list.results) {
        expect(record).toMatchObject({ related_object_type: 'circuits.circuit', related_object_id: circuit.id });
      }
    });
  });

  describe('filters', () => {
    let siteCircuit: Json;
    let locationCircuit: Json;
    let networkCircuit: Json;
    beforeAll(async () => {
      siteCircuit = await makeC.circuit(app, 'FLT-1', r.provider.id, r.type.id, { status: 'planned', tenant: r.tenant.id });
      locationCircuit = await makeC.circuit(app, 'FLT-2', r.otherProvider.id, r.type.id);
      networkCircuit = await makeC.circuit(app, 'FLT-3', r.otherProvider.id, r.type.id, { description: 'backbone' });
      await makeC.termination(app, siteCircuit.id, 'A', 'dcim.site', r.site.id, { xconnect_id: 'XC-FLT-77' });
      await makeC.termination(app, locationCircuit.id, 'A', 'dcim.location', r.location.id);
      await makeC.termination(app, networkCircuit.id, 'Z', 'circuits.providernetwork', r.network.id);
    });

    const mine = async (query: string) => {
      const all = await ids(`/api/circuits/circuits/?${query}`);
      return [siteCircuit, locationCircuit, networkCircuit].filter((c) => all.includes(c.id)).map((c) => c.cid);
    };

    it('site, location, region (with descendants) and site group through the terminations', async () => {
      expect(await mine(`site_id=${r.site.id}`)).toEqual(['FLT-1', 'FLT-2']);
      expect(await mine('site=ct-site')).toEqual(['FLT-1', 'FLT-2']);
      expect(await mine(`location_id=${r.location.id}`)).toEqual(['FLT-2']);
      expect(await mine(`region_id=${r.parentRegion.id}`)).toEqual(['FLT-1', 'FLT-2']);
      expect(await mine('region=ct-region')).toEqual(['FLT-1', 'FLT-2']);
      expect(await mine(`site_group_id=${r.group.id}`)).toEqual(['FLT-1', 'FLT-2']);
      expect(await mine(`provider_network_id=${r.network.id}`)).toEqual(['FLT-3']);
      expect(await mine(`site_id=${r.otherSite.id}`)).toEqual([]);
      expect((await app.inject('GET', '/api/circuits/circuits/?site_id=999999')).status).toBe(400);
    });

    it('provider, type, status, cid, tenancy and q', async () => {
      expect(await mine(`provider_id=${r.otherProvider.id}`)).toEqual(['FLT-2', 'FLT-3']);
      expect(await mine('provider=ct-provider')).toEqual(['FLT-1']);
      expect(await mine(`type_id=${r.type.id}`)).toEqual(['FLT-1', 'FLT-2', 'FLT-3']);
      expect(await mine('type=ct-type&status=planned')).toEqual(['FLT-1']);
      expect(await mine('cid=FLT-2')).toEqual(['FLT-2']);
      expect(await mine('cid__ic=flt')).toEqual(['FLT-1', 'FLT-2', 'FLT-3']);
      expect(await mine(`tenant_id=${r.tenant.id}`)).toEqual(['FLT-1']);
      expect(await mine('tenant=ct-tenant')).toEqual(['FLT-1']);
      expect(await mine('q=xc-flt-77')).toEqual(['FLT-1']);
      expect(await mine('q=BACKBONE')).toEqual(['FLT-3']);
      expect((await app.inject('GET', '/api/circuits/circuits/?status=bogus')).status).toBe(400);
    });

    it('termination_a_id / termination_z_id: the circuit of that end; an unknown termination → 400, as NetBox’s model choice', async () => {
      const [a] = (await get(`/api/circuits/circuit-terminations/?circuit_id=${siteCircuit.id}`)).results;
      expect(await mine(`termination_a_id=${a.id}`)).toEqual(['FLT-1']);
      expect(await mine(`termination_z_id=${a.id}`)).toEqual([]);
      const bad = await app.inject('GET', '/api/circuits/circuits/?termination_a_id=999999&termination_z_id=z');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        termination_a_id: ['Select a valid choice. 999999 is not one of the available choices.'],
        termination_z_id: ['Select a valid choice. z is not one of the available choices.'],
      });
    });

    it('terminations by site, region, circuit, provider and term side; providers by site', async () => {
      // (sorted here: the list's own order is by provider name, then cid)
      const terms = async (query: string) =>
        ((await get(`/api/circuits/circuit-terminations/?limit=1000&${query}`)).results as Json[])
          .filter((t) => t.display.startsWith('FLT'))
          .map((t) => t.display)
          .sort();
      expect(await terms(`site_id=${r.site.id}`)).toEqual(['FLT-1: Termination A', 'FLT-2: Termination A']);
      expect(await terms(`region_id=${r.parentRegion.id}&term_side=A`)).toEqual(['FLT-1: Termination A', 'FLT-2: Termination A']);
      expect(await terms(`circuit_id=${networkCircuit.id}`)).toEqual(['FLT-3: Termination Z']);
      expect(await terms('provider=ct-other-provider')).toEqual(['FLT-2: Termination A', 'FLT-3: Termination Z']);
      expect(await terms('termination_type=circuits.providernetwork')).toEqual(['FLT-3: Termination Z']);
      expect(await terms('q=flt-2')).toEqual(['FLT-2: Termination A']);
      expect(await ids(`/api/circuits/providers/?site_id=${r.site.id}`)).toEqual(expect.arrayContaining([r.provider.id, r.otherProvider.id]));
      expect(await ids(`/api/circuits/providers/?location_id=${r.location.id}`)).toHaveLength(2); // not a provider filter: ignored
      expect(await ids(`/api/circuits/providers/?site_id=${r.otherSite.id}`)).toEqual([]);
    });
  });

  describe('counters and deletion', () => {
    it('provider, type, tenant and site counts follow writes', async () => {
      const provider = await makeC.provider(app, 'Cnt Provider');
      const type = await makeC.circuitType(app, 'Cnt Type');
      const tenant = await make.tenant(app, 'Cnt Tenant');
      const site = await make.site(app, 'Cnt Site');
      const room = await make.location(app, 'Cnt Room', site.id);
      const c1 = await makeC.circuit(app, 'CNT-1', provider.id, type.id, { tenant: tenant.id });
      const c2 = await makeC.circuit(app, 'CNT-2', provider.id, type.id);
      await makeC.termination(app, c1.id, 'A', 'dcim.site', site.id);
      await makeC.termination(app, c1.id, 'Z', 'dcim.location', room.id);
      await makeC.termination(app, c2.id, 'A', 'dcim.location', room.id);
      const counts = async () => ({
        provider: (await get(`/api/circuits/providers/${provider.id}/`)).circuit_count,
        type: (await get(`/api/circuits/circuit-types/${type.id}/`)).circuit_count,
        tenant: (await get(`/api/tenancy/tenants/${tenant.id}/`)).circuit_count,
        site: (await get(`/api/dcim/sites/${site.id}/`)).circuit_count,
      });
      expect(await counts()).toEqual({ provider: 2, type: 2, tenant: 1, site: 3 });
      await app.inject('PATCH', `/api/circuits/circuits/${c2.id}/`, { body: { tenant: tenant.id } });
      expect((await counts()).tenant).toBe(2);
      expect((await app.inject('DELETE', `/api/circuits/circuits/${c1.id}/`)).status).toBe(204);
      expect(await counts()).toEqual({ provider: 1, type: 1, tenant: 1, site: 1 });
    });

    it('deleting a circuit deletes its terminations; providers and provider networks in use are protected', async () => {
      const provider = await makeC.provider(app, 'Del Provider');
      const network = await makeC.providerNetwork(app, provider.id, 'Del Network');
      const circuit = await makeC.circuit(app, 'DEL-1', provider.id, r.type.id);
      const t = await makeC.termination(app, circuit.id, 'A', 'circuits.providernetwork', network.id);
      expect((await app.inject('DELETE', `/api/circuits/providers/${provider.id}/`)).status).toBe(409);
      expect((await app.inject('DELETE', `/api/circuits/provider-networks/${network.id}/`)).status).toBe(409);
      expect((await app.inject('DELETE', `/api/circuits/circuit-types/${r.type.id}/`)).status).toBe(409);
      expect((await app.inject('DELETE', `/api/circuits/circuits/${circuit.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `/api/circuits/circuit-terminations/${t.id}/`)).status).toBe(404);
      expect((await app.inject('DELETE', `/api/circuits/provider-networks/${network.id}/`)).status).toBe(204);
      expect((await app.inject('DELETE', `/api/circuits/providers/${provider.id}/`)).status).toBe(204);
    });

    it('deleting a site deletes the terminations lying in it, not the circuits', async () => {
      const site = await make.site(app, 'Gone Site');
      const room = await make.location(app, 'Gone Room', site.id);
      const circuit = await makeC.circuit(app, 'GONE-1', r.provider.id, r.type.id);
      const a = await makeC.termination(app, circuit.id, 'A', 'dcim.site', site.id);
      const z = await makeC.termination(app, circuit.id, 'Z', 'dcim.location', room.id);
      expect((await app.inject('DELETE', `/api/dcim/sites/${site.id}/`)).status).toBe(204);
      for (const t of [a, z]) expect((await app.inject('GET', `/api/circuits/circuit-terminations/${t.id}/`)).status).toBe(404);
      const c = await get(`/api/circuits/circuits/${circuit.id}/`);
      expect([c.termination_a, c.termination_z]).toEqual([null, null]);
    });
  });

  it('cid is unique per provider; a distance needs a unit', async () => {
    await makeC.circuit(app, 'UNQ-1', r.provider.id, r.type.id);
    const dup = await app.inject('POST', '/api/circuits/circuits/', { body: { cid: 'UNQ-1', provider: r.provider.id, type: r.type.id } });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ __all__: ['Circuit with this Provider and Circuit ID already exists.'] });
    await makeC.circuit(app, 'UNQ-1', r.otherProvider.id, r.type.id);
    const distance = await app.inject('POST', '/api/circuits/circuits/', {
      body: { cid: 'UNQ-2', provider: r.provider.id, type: r.type.id, distance: 5 },
    });
    expect(distance.status).toBe(400);
    expect(distance.body).toEqual({ __all__: ['Must specify a unit when setting a distance'] });
  });
});
