import { startApp, TestApp } from '../helpers/app';
import { makeC } from '../helpers/circuits-virtualization';
import { deviceBasics, make, post } from '../helpers/dcim';

type Json = Record<string, any>;

/**
 * Provider accounts, circuit groups and their assignments, virtual circuits and their terminations:
 * NetBox's rules for each (400 naming the field, nothing written), the reverse lists circuits and
 * providers show, cascades and the filters that reach across them.
 */
describe('provider accounts, circuit groups, virtual circuits', () => {
  let app: TestApp;
  let r: Json;

  const get = async (url: string) => {
    const res = await app.inject('GET', url);
    if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}: ${res.text}`);
    return res.body;
  };
  const count = async (url: string) => (await get(url)).count as number;
  const send = (method: string, url: string, body: unknown) => app.inject(method, url, { body });

  beforeAll(async () => {
    app = await startApp();
    const provider = await makeC.provider(app, 'X Provider');
    const other = await makeC.provider(app, 'X Other Provider');
    const type = await makeC.circuitType(app, 'X Type');
    const [account, otherAccount] = await post<Json[]>(app, '/api/circuits/provider-accounts/', [
      { provider: provider.id, account: '1001', name: 'Main' },
      { provider: other.id, account: '2001' },
    ]);
    const network = await makeC.providerNetwork(app, provider.id, 'X Net');
    const vcType = await post(app, '/api/circuits/virtual-circuit-types/', { name: 'X VC Type', slug: 'x-vc-type' });
    const circuit = await makeC.circuit(app, 'X-1', provider.id, type.id, { provider_account: account.id });
    const vc = await post(app, '/api/circuits/virtual-circuits/', { cid: 'X-VC', provider_network: network.id, type: vcType.id });
    const b = await deviceBasics(app, 'X');
    const device = await make.device(app, { name: 'X Device', site: b.site.id, device_type: b.deviceType.id, role: b.role.id });
    const [virtual1, virtual2, physical] = await post<Json[]>(app, '/api/dcim/interfaces/', [
      { device: device.id, name: 'vif1', type: 'virtual' },
      { device: device.id, name: 'vif2', type: 'virtual' },
      { device: device.id, name: 'eth0', type: '1000base-t' },
    ]);
    const [g1, g2] = await post<Json[]>(app, '/api/circuits/circuit-groups/', [
      { name: 'X Group 1', slug: 'x-group-1' },
      { name: 'X Group 2', slug: 'x-group-2' },
    ]);
    r = { provider, other, type, account, otherAccount, network, vcType, circuit, vc, device, virtual1, virtual2, physical, g1, g2 };
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('provider accounts', () => {
    it('a circuit’s account must be its provider’s; a virtual circuit’s its network’s provider’s', async () => {
      const before = await count('/api/circuits/circuits/');
      const res = await send('POST', '/api/circuits/circuits/', {
        cid: 'X-2',
        provider: r.provider.id,
        type: r.type.id,
        provider_account: r.otherAccount.id,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ provider_account: ['The assigned account must belong to the assigned provider.'] });
      expect(await count('/api/circuits/circuits/')).toBe(before);
      const vc = await send('PATCH', `/api/circuits/virtual-circuits/${r.vc.id}/`, { provider_account: r.otherAccount.id });
      expect(vc.status).toBe(400);
      expect(vc.body).toEqual({ provider_account: ['The assigned account must belong to the provider of the assigned network.'] });
    });

    it('display, the provider’s accounts and uniqueness (names only when given)', async () => {
      const accounts = (await get(`/api/circuits/provider-accounts/?provider_id=${r.provider.id}`)).results;
      expect(accounts.map((a: Json) => a.display)).toEqual(['1001 (Main)']);
      const provider = await get(`/api/circuits/providers/${r.provider.id}/`);
      expect(provider.accounts).toEqual([
        { id: r.account.id, url: r.account.url, display_url: r.account.display_url, display: '1001 (Main)', name: 'Main', account: '1001' },
      ]);
      expect(provider.asns).toEqual([]);
      const sameAccount = await send('POST', '/api/circuits/provider-accounts/', { provider: r.provider.id, account: '1001' });
      expect(sameAccount.body).toEqual({ __all__: ['Provider account with this Provider and Account ID already exists.'] });
      const sameName = await send('POST', '/api/circuits/provider-accounts/', { provider: r.provider.id, account: '1002', name: 'Main' });
      expect(sameName.body).toEqual({ __all__: ['Constraint “circuits_provideraccount_unique_provider_name” is violated.'] });
      const unnamed = await send('POST', '/api/circuits/provider-accounts/', [
        { provider: r.provider.id, account: '1003' },
        { provider: r.provider.id, account: '1004' },
      ]);
      expect(unnamed.status).toBe(201);
      expect(unnamed.body.map((a: Json) => a.display)).toEqual(['1003', '1004']);
      expect((await get('/api/circuits/circuits/?provider_account=1001')).results.map((c: Json) => c.cid)).toEqual(['X-1']);
      expect((await send('DELETE', `/api/circuits/provider-accounts/${r.account.id}/`, undefined)).status).toBe(409);
    });

    it('a provider’s accounts are written as a list of ids (NetBox’s SerializedPKRelatedField): the accounts named move to it', async () => {
      const home = await makeC.provider(app, 'X Home Provider');
      const [a1, a2] = await post<Json[]>(app, '/api/circuits/provider-accounts/', [
        { provider: home.id, account: '5001' },
        { provider: home.id, account: '5002' },
      ]);
      const res = await send('POST', '/api/circuits/providers/', { name: 'X Taker', slug: 'x-taker', accounts: [a2.id] });
      expect(res.status).toBe(201);
      expect(res.body.accounts.map((a: Json) => a.id)).toEqual([a2.id]);
      const taker = res.body;
      expect((await get(`/api/circuits/provider-accounts/${a2.id}/`)).provider.id).toBe(taker.id);
      expect((await get(`/api/circuits/providers/${home.id}/`)).accounts.map((a: Json) => a.id)).toEqual([a1.id]);
      // accounts left out keep their provider (the key is not nullable: Django's set() only adds)
      const patched = await send('PATCH', `/api/circuits/providers/${taker.id}/`, { accounts: [a1.id] });
      expect(patched.status).toBe(200);
      expect(patched.body.accounts.map((a: Json) => a.account)).toEqual(['5001', '5002']);
      expect((await send('PATCH', `/api/circuits/providers/${taker.id}/`, { accounts: [] })).body.accounts).toHaveLength(2);
      // the provider's change records keep its own fields only
      const records = (await get(`/api/core/object-changes/?changed_object_type=circuits.provider&changed_object_id=${taker.id}`)).results;
      expect(records.every((c: Json) => !('accounts' in c.postchange_data))).toBe(true);
      // DRF's messages
      const notList = await send('PATCH', `/api/circuits/providers/${taker.id}/`, { accounts: 'x' });
      expect({ status: notList.status, body: notList.body }).toEqual({
        status: 400,
        body: { accounts: ['Expected a list of items but got type "str".'] },
      });
      const missing = await send('PATCH', `/api/circuits/providers/${taker.id}/`, { accounts: [999999] });
      expect({ status: missing.status, body: missing.body }).toEqual({
        status: 400,
        body: { accounts: ['Invalid pk "999999" - object does not exist.'] },
      });
    });
  });

  describe('circuit group assignments', () => {
    let assignment: Json;

    beforeAll(async () => {
      assignment = await post(app, '/api/circuits/circuit-group-assignments/', {
        group: r.g1.id,
        member_type: 'circuits.circuit',
        member_id: r.circuit.id,
        priority: 'primary',
      });
      await post(app, '/api/circuits/circuit-group-assignments/', { group: r.g2.id, member_type: 'circuits.virtualcircuit', member_id: r.vc.id });
    });

    it('members are circuits or virtual circuits, each once per group', async () => {
      const site = await send('POST', '/api/circuits/circuit-group-assignments/', { group: r.g1.id, member_type: 'dcim.site', member_id: 1 });
      expect(site.body).toEqual({ member_type: ['Invalid content type: dcim.site'] });
      const twice = await send('POST', '/api/circuits/circuit-group-assignments/', {
        group: r.g1.id,
        member_type: 'circuits.circuit',
        member_id: r.circuit.id,
      });
      expect(twice.body).toEqual({ __all__: ['Circuit group assignment with this Member type, Member ID and Group already exists.'] });
      const missing = await send('POST', '/api/circuits/circuit-group-assignments/', {
        group: r.g1.id,
        member_type: 'circuits.circuit',
        member_id: 999999,
      });
      expect(missing.body).toEqual({ member_id: ['Related object not found using the provided value: 999999.'] });
    });

    it('the assignment shows its member; the circuit lists its assignments; the group counts them', async () => {
      expect(assignment.display).toBe('X Group 1 (Primary)');
      expect(assignment.member).toEqual(
        expect.objectContaining({ id: r.circuit.id, cid: 'X-1', provider: expect.objectContaining({ id: r.provider.id }) }),
      );
      const circuit = await get(`/api/circuits/circuits/${r.circuit.id}/`);
      // CircuitGroupAssignmentSerializer_(nested=True): its brief_fields
      expect(circuit.assignments).toEqual([
        {
          id: assignment.id,
          url: assignment.url,
          display: 'X Group 1 (Primary)',
          group: { id: r.g1.id, url: r.g1.url, display: 'X Group 1', name: 'X Group 1' },
          priority: { value: 'primary', label: 'Primary' },
        },
      ]);
      expect((await get(`/api/circuits/circuit-groups/${r.g1.id}/`)).circuit_count).toBe(1);
    });

    it('filters by circuit, virtual circuit and provider (through either kind), and q', async () => {
      const ids = async (query: string) => (await get(`/api/circuits/circuit-group-assignments/?${query}`)).results.map((a: Json) => a.display);
      expect(await ids('circuit=X-1')).toEqual(['X Group 1 (Primary)']);
      expect(await ids(`virtual_circuit_id=${r.vc.id}`)).toEqual(['X Group 2']);
      expect(await ids('provider=x-provider')).toEqual(['X Group 1 (Primary)', 'X Group 2']);
      expect(await ids(`provider_id=${r.other.id}`)).toEqual([]);
      expect(await ids('q=X-VC')).toEqual(['X Group 2']);
      expect(await ids('circuit=nope')).toEqual([]);
      expect((await app.inject('GET', '/api/circuits/circuit-group-assignments/?circuit_id=x')).status).toBe(400);
    });

    it('deleting a member or a group deletes its assignments', async () => {
      const c = await makeC.circuit(app, 'X-GONE', r.provider.id, r.type.id);
      await post(app, '/api/circuits/circuit-group-assignments/', { group: r.g2.id, member_type: 'circuits.circuit', member_id: c.id });
      expect(await count(`/api/circuits/circuit-group-assignments/?circuit_id=${c.id}`)).toBe(1);
      expect((await send('DELETE', `/api/circuits/circuits/${c.id}/`, undefined)).status).toBe(204);
      expect(await count(`/api/circuits/circuit-group-assignments/?group_id=${r.g2.id}`)).toBe(1);
      const g3 = await post(app, '/api/circuits/circuit-groups/', { name: 'X Group 3', slug: 'x-group-3' });
      await post(app, '/api/circuits/circuit-group-assignments/', { group: g3.id, member_type: 'circuits.virtualcircuit', member_id: r.vc.id });
      expect((await send('DELETE', `/api/circuits/circuit-groups/${g3.id}/`, undefined)).status).toBe(204);
      expect(await count(`/api/circuits/circuit-group-assignments/?virtual_circuit_id=${r.vc.id}`)).toBe(1);
    });
  });

  describe('virtual circuit terminations', () => {
    let hub: Json;

    beforeAll(async () => {
      hub = await post(app, '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: r.vc.id, role: 'hub', interface: r.virtual1.id });
    });

    it('only virtual interfaces, each at most once', async () => {
      const before = await count('/api/circuits/virtual-circuit-terminations/');
      const physical = await send('POST', '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: r.vc.id, interface: r.physical.id });
      expect(physical.status).toBe(400);
      expect(physical.body).toEqual({ __all__: ['Virtual circuits may be terminated only to virtual interfaces.'] });
      const again = await send('POST', '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: r.vc.id, interface: r.virtual1.id });
      expect(again.body).toEqual({ interface: ['virtual circuit termination with this interface already exists.'] });
      expect(await count('/api/circuits/virtual-circuit-terminations/')).toBe(before);
    });

    it('display, defaults, the change record’s parent, filters from both sides', async () => {
      expect(hub.display).toBe('X-VC: Hub termination');
      const peer = await post(app, '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: r.vc.id, interface: r.virtual2.id });
      expect(peer.role).toEqual({ value: 'peer', label: 'Peer' });
      expect(peer.interface).toEqual(
        expect.objectContaining({ id: r.virtual2.id, name: 'vif2', device: expect.objectContaining({ id: r.device.id }) }),
      );
      const [record] = (await get(`/api/core/object-changes/?changed_object_type=circuits.virtualcircuittermination&changed_object_id=${peer.id}`))
        .results;
      expect(record).toMatchObject({ related_object_type: 'circuits.virtualcircuit', related_object_id: r.vc.id });
      expect((await get(`/api/circuits/virtual-circuit-terminations/?provider_id=${r.provider.id}&role=hub`)).results.map((t: Json) => t.id)).toEqual(
        [hub.id],
      );
      expect((await get('/api/circuits/virtual-circuit-terminations/?q=x-vc')).count).toBe(2);
      const ifaces = (await get(`/api/dcim/interfaces/?virtual_circuit_id=${r.vc.id}`)).results.map((i: Json) => i.name);
      expect(ifaces).toEqual(['vif1', 'vif2']);
      expect((await get(`/api/dcim/interfaces/?virtual_circuit_termination_id=${hub.id}`)).results.map((i: Json) => i.name)).toEqual(['vif1']);
      await send('DELETE', `/api/circuits/virtual-circuit-terminations/${peer.id}/`, undefined);
    });

    it('…/paths/ answers as on every pass-through port (NetBox’s PassThroughPortMixin): no cable reaches one, so none', async () => {
      expect(await get(`/api/circuits/virtual-circuit-terminations/${hub.id}/paths/`)).toEqual([]);
      expect((await send('GET', '/api/circuits/virtual-circuit-terminations/2147483000/paths/', undefined)).status).toBe(404);
    });

    it('an interface’s deletion takes its termination; a virtual circuit’s takes all of them', async () => {
      const iface = await make.interface(app, r.device.id, 'vif9', { type: 'virtual' });
      const t = await post(app, '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: r.vc.id, interface: iface.id });
      expect((await send('DELETE', `/api/dcim/interfaces/${iface.id}/`, undefined)).status).toBe(204);
      expect((await app.inject('GET', `/api/circuits/virtual-circuit-terminations/${t.id}/`)).status).toBe(404);
      const vc = await post(app, '/api/circuits/virtual-circuits/', { cid: 'X-VC-2', provider_network: r.network.id, type: r.vcType.id });
      await post(app, '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, interface: r.virtual2.id });
      expect((await send('DELETE', `/api/circuits/virtual-circuits/${vc.id}/`, undefined)).status).toBe(204);
      expect(await count('/api/circuits/virtual-circuit-terminations/?q=X-VC-2')).toBe(0);
      expect((await get(`/api/circuits/virtual-circuit-types/${r.vcType.id}/`)).virtual_circuit_count).toBe(1);
    });
  });
});
