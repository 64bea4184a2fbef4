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
});
