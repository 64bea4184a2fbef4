import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, post } from '../helpers/dcim';

/**
 * The Terraform provider for NetBox (e87/terraform-provider-netbox) through its go-swagger client
 * (fbreckle/go-netbox): each case is one provider resource's REST calls with the JSON go-swagger sends.
 * Its Writable* models marshal a field without `omitempty` even when unset: a nil pointer as null, a nil
 * slice as null, a string as "". What NetBox 4.6 accepts of that, the service accepts.
 */
describe('Terraform provider (go-swagger request bodies)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('netbox_ip_address: an unassigned address sends assigned_object_type "" (DRF reads "" as null for a content type field)', async () => {
    const body = {
      address: '192.0.2.10/24',
      status: 'active',
      assigned_object_type: '',
      assigned_object_id: null,
      nat_inside: null,
      nat_outside: null,
      role: '',
      tenant: null,
      vrf: null,
      tags: [],
    };
    const created = await app.inject('POST', '/api/ipam/ip-addresses/', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ assigned_object_type: null, assigned_object_id: null, assigned_object: null, role: null });
    const updated = await app.inject('PUT', `/api/ipam/ip-addresses/${created.body.id}/`, { body: { ...body, status: 'reserved' } });
    expect(updated.status).toBe(200);
    expect(updated.body.status.value).toBe('reserved');

    // unassigning an assigned address the same way
    const { site, deviceType, role } = await deviceBasics(app, 'tf-ip');
    const device = await post(app, '/api/dcim/devices/', { name: 'tf-ip-dev', device_type: deviceType.id, role: role.id, site: site.id });
    const iface = await post(app, '/api/dcim/interfaces/', { device: device.id, name: 'eth0', type: '1000base-t' });
    const assigned = await app.inject('PUT', `/api/ipam/ip-addresses/${created.body.id}/`, {
      body: { ...body, assigned_object_type: 'dcim.interface', assigned_object_id: iface.id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assigned_object.id).toBe(iface.id);
    const unassigned = await app.inject('PUT', `/api/ipam/ip-addresses/${created.body.id}/`, { body });
    expect(unassigned.status).toBe(200);
    expect(unassigned.body).toMatchObject({ assigned_object_type: null, assigned_object_id: null });
  });

  it('netbox_mac_address: an unassigned MAC address sends assigned_object_type "" and pointers to "" for description and comments', async () => {
    const body = { mac_address: '00:11:22:33:44:55', description: '', comments: '', assigned_object_type: '', assigned_object_id: null, tags: [] };
    const created = await app.inject('POST', '/api/dcim/mac-addresses/', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ mac_address: '00:11:22:33:44:55', assigned_object_type: null, assigned_object_id: null });
  });

  it('netbox_user: the date_joined it sends is stored (a writable model field in NetBox), last_login too; null date_joined is refused', async () => {
    const body = {
      username: 'tf-user',
      password: 'Abcdefghijkl1',
      email: 'tf@example.com',
      is_active: true,
      groups: [],
      date_joined: '2026-01-02T03:04:05.678Z',
    };
    const created = await app.inject('POST', '/api/users/users/', { body });
    expect(created.status).toBe(201);
    expect(created.body.date_joined).toBe('2026-01-02T03:04:05.678000Z');
    const updated = await app.inject('PATCH', `/api/users/users/${created.body.id}/`, {
      body: { date_joined: '2025-06-07T08:09:10+02:00', last_login: '2026-02-03T04:05:06Z' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ date_joined: '2025-06-07T06:09:10Z', last_login: '2026-02-03T04:05:06Z' });
    const nulled = await app.inject('PATCH', `/api/users/users/${created.body.id}/`, { body: { date_joined: null, last_login: null } });
    expect(nulled.status).toBe(400);
    expect(nulled.body).toEqual({ date_joined: ['This field may not be null.'] });
    // left out, it is the time of the create
    const other = await app.inject('POST', '/api/users/users/', { body: { username: 'tf-user-2', password: 'Abcdefghijkl1' } });
    expect(other.status).toBe(201);
    expect(Math.abs(Date.parse(other.body.date_joined) - Date.now())).toBeLessThan(60_000);
    expect(other.body.last_login).toBeNull();
  });

  /** The body fields every go-swagger component model sends even when unset (read-only in NetBox, so ignored). */
  const componentZeros = { connected_endpoints: null, link_peers: null, mark_connected: false, module: null };

  describe('bodies the service already accepts as NetBox 4.6 does (regression guards)', () => {
    let device: Record<string, any>;
    let tag: Record<string, any>;

    beforeAll(async () => {
      const { site, deviceType, role } = await deviceBasics(app, 'tf-guard');
      device = await post(app, '/api/dcim/devices/', { name: 'tf-guard-dev', device_type: deviceType.id, role: role.id, site: site.id });
      tag = await post(app, '/api/extras/tags/', { name: 'tf-guard', slug: 'tf-guard', color: '112233' });
    });

    it('provider configure: GET /api/status/ gives a netbox-version string, with a v2 token as Bearer and a v1 token as Token', async () => {
      const status = await app.inject('GET', '/api/status/', { headers: { accept: 'application/json' } });
      expect(status.status).toBe(200);
      expect(status.body['netbox-version']).toMatch(/^4\.6\.\d+$/);
      const plaintext = '0123456789abcdef0123456789abcdef01234567';
      expect((await app.inject('POST', '/api/users/tokens/', { body: { user: 1, version: 1, token: plaintext } })).status).toBe(201);
      expect((await app.inject('GET', '/api/status/', { token: `Token ${plaintext}` })).status).toBe(200);
    });

    it('netbox_device_interface: create with every component zero value, then the primary MAC resource re-PUTs the read interface (tags as {id, name, slug, color})', async () => {
      const created = await app.inject('POST', '/api/dcim/interfaces/', {
        body: {
          ...componentZeros,
          device: device.id,
          name: 'eth0',
          type: '1000base-t',
          enabled: true,
          tagged_vlans: [],
          vdcs: [],
          wireless_lans: [],
          tags: [{ name: tag.name, slug: tag.slug }],
        },
      });
      expect(created.status).toBe(201);
      const mac = await post(app, '/api/dcim/mac-addresses/', {
        mac_address: '00:11:22:33:44:66',
        description: '',
        comments: '',
        assigned_object_type: 'dcim.interface',
        assigned_object_id: created.body.id,
        tags: [],
      });
      const read = (await app.inject('GET', `/api/dcim/interfaces/${created.body.id}/`)).body;
      const tags = read.tags.map((t: any) => ({ id: t.id, name: t.name, slug: t.slug, color: t.color }));
      const put = await app.inject('PUT', `/api/dcim/interfaces/${created.body.id}/`, {
        body: {
          ...componentZeros,
          device: read.device.id,
          name: read.name,
          type: read.type.value,
          custom_fields: read.custom_fields,
          enabled: read.enabled,
          tagged_vlans: [],
          vdcs: [],
          wireless_lans: [],
          tags,
          primary_mac_address: mac.id,
        },
      });
      expect(put.status).toBe(200);
      expect(put.body.primary_mac_address.id).toBe(mac.id);
      expect(put.body.tags.map((t: any) => t.slug)).toEqual(['tf-guard']);
    });

    it('netbox_virtual_machine: created and last_updated sent as null, description " " clears', async () => {
      const type = await post(app, '/api/virtualization/cluster-types/', { name: 'tf-ct', slug: 'tf-ct' });
      const cluster = await post(app, '/api/virtualization/clusters/', { name: 'tf-cluster', type: type.id });
      const body = {
        name: 'tf-vm',
        cluster: cluster.id,
        status: 'active',
        description: 'd',
        vcpus: 2.5,
        memory: 1024,
        created: null,
        last_updated: null,
        device: null,
        disk: null,
        local_context_data: null,
        platform: null,
        primary_ip4: null,
        primary_ip6: null,
        role: null,
        site: null,
        tenant: null,
        tags: [],
      };
      const created = await app.inject('POST', '/api/virtualization/virtual-machines/', { body });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ vcpus: 2.5, memory: 1024, description: 'd' });
      const updated = await app.inject('PUT', `/api/virtualization/virtual-machines/${created.body.id}/`, { body: { ...body, description: ' ' } });
      expect(updated.status).toBe(200);
      expect(updated.body.description).toBe('');
    });

    it('netbox_cable: type "", color "", length and tenant null', async () => {
      const a = await post(app, '/api/dcim/interfaces/', { device: device.id, name: 'eth1', type: '1000base-t' });
      const b = await post(app, '/api/dcim/interfaces/', { device: device.id, name: 'eth2', type: '1000base-t' });
      const res = await app.inject('POST', '/api/dcim/cables/', {
        body: {
          status: 'connected',
          type: '',
          color: '',
          length: null,
          tenant: null,
          a_terminations: [{ object_type: 'dcim.interface', object_id: a.id }],
          b_terminations: [{ object_type: 'dcim.interface', object_id: b.id }],
          tags: [],
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ type: null, color: '', length: null, tenant: null });
    });

    it('netbox_rack: form_factor, outer_unit and weight_unit "", the nullable numbers null', async () => {
      const res = await app.inject('POST', '/api/dcim/racks/', {
        body: {
          name: 'tf-rack',
          site: device.site.id,
          status: 'active',
          width: 19,
          u_height: 42,
          form_factor: '',
          outer_unit: '',
          weight_unit: '',
          desc_units: false,
          asset_tag: null,
          facility_id: null,
          location: null,
          max_weight: null,
          mounting_depth: null,
          outer_depth: null,
          outer_width: null,
          role: null,
          tenant: null,
          weight: null,
          tags: [],
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ form_factor: null, outer_unit: null, weight_unit: null, asset_tag: null });
    });

    it('netbox_config_context: every assignment list [] and tags as slugs', async () => {
      const lists = ['cluster_groups', 'cluster_types', 'clusters', 'device_types', 'locations', 'platforms', 'regions'];
      const more = ['roles', 'site_groups', 'sites', 'tenant_groups', 'tenants'];
      const body: Record<string, unknown> = { name: 'tf-cc', data: { a: 1 }, weight: 1000, tags: ['tf-guard'] };
      for (const key of [...lists, ...more]) body[key] = [];
      const res = await app.inject('POST', '/api/extras/config-contexts/', { body });
      expect(res.status).toBe(201);
      expect(res.body.tags).toEqual(['tf-guard']);
    });
  });
});
