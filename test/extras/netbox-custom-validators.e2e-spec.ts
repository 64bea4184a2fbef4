import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';
import { member } from '../helpers/users';
import { loadSettings, SettingsError } from '../../src/config/settings';

type Json = Record<string, any>;

/**
 * NetBox's custom validation tests (extras/tests/test_customvalidators.py, test_custom_validation.py's API
 * serializer cases, extras/tests/test_signals.py RunSaveValidatorsSignalTestCase and core/tests/test_signals.py
 * HandleDeletedObjectSignalTestCase.test_protection_rule_violation_aborts_deletion), ported through the API
 * with CUSTOM_VALIDATORS and PROTECTION_RULES given as plain data in the environment. A save failing a rule
 * is 400 {"__all__": [...]}, a delete refused by a protection rule 400 {"detail": ...}, with NetBox's wording.
 */
const CUSTOM_VALIDATORS = {
  'ipam.asn': [{ asn: { min: 65000, max: 65100 } }],
  'ipam.vlan': [{ vid: { eq: 100 } }],
  'ipam.role': [{ weight: { neq: 100 } }],
  'dcim.site': [{ name: { min_length: 5 } }],
  'dcim.platform': [{ name: { max_length: 10 } }],
  'dcim.manufacturer': [{ name: { regex: '\\d{3}$' } }],
  'dcim.sitegroup': [{ description: { required: true } }],
  'dcim.region': [{ description: { prohibited: true } }],
  'tenancy.tenant': [{ 'group.name': { eq: 'Bar' } }],
  'tenancy.contact': [{ 'request.user.username': { eq: 'Bob' } }],
  'circuits.provider': [{ tags: { required: true } }, { asns: { required: true } }],
};
const PROTECTION_RULES = {
  'dcim.site': [{ status: { eq: 'decommissioning' } }],
  'dcim.location': [{ name: { neq: 'protected' } }],
  'dcim.interface': [{ description: { neq: 'keep' } }],
};

describe('extras: NetBox custom validator and protection rule test cases', () => {
  let app: TestApp;
  let rir: Json;

  beforeAll(async () => {
    app = await startApp({ CUSTOM_VALIDATORS: JSON.stringify(CUSTOM_VALIDATORS), PROTECTION_RULES: JSON.stringify(PROTECTION_RULES) });
    rir = await post(app, '/api/ipam/rirs/', { name: 'RIR 1', slug: 'rir-1' });
  });

  afterAll(async () => {
    await app?.close();
  });

  const create = (path: string, body: unknown, token?: string) => app.inject('POST', path, { body, ...(token ? { token } : {}) });
  const refused = (attr: string, message: string) => ({ status: 400, body: { __all__: [`Custom validation failed for ${attr}: ['${message}']`] } });
  const outcome = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

  it('CustomValidatorTestCase.test_min / test_max: asn within 65000–65100', async () => {
    expect(outcome(await create('/api/ipam/asns/', { asn: 1, rir: rir.id }))).toEqual(
      refused('asn', 'Ensure this value is greater than or equal to 65000.'),
    );
    expect(outcome(await create('/api/ipam/asns/', { asn: 65535, rir: rir.id }))).toEqual(
      refused('asn', 'Ensure this value is less than or equal to 65100.'),
    );
    expect((await create('/api/ipam/asns/', { asn: 65001, rir: rir.id })).status).toBe(201);
  });

  it('CustomValidatorTestCase.test_eq / test_neq', async () => {
    expect(outcome(await create('/api/ipam/vlans/', { vid: 99, name: 'V99' }))).toEqual(refused('vid', 'Ensure this value is equal to 100.'));
    expect((await create('/api/ipam/vlans/', { vid: 100, name: 'V100' })).status).toBe(201);
    expect(outcome(await create('/api/ipam/roles/', { name: 'Role 100', slug: 'role-100', weight: 100 }))).toEqual(
      refused('weight', 'Ensure this value does not equal 100.'),
    );
    expect((await create('/api/ipam/roles/', { name: 'Role 99', slug: 'role-99', weight: 99 })).status).toBe(201);
  });

  it('CustomValidatorTestCase.test_min_length / test_valid, CustomValidatorConfigTestCase.test_plain_data: on create, update and in bulk', async () => {
    expect(outcome(await create('/api/dcim/sites/', { name: 'abcd', slug: 'abcd' }))).toEqual(
      refused('name', 'Ensure this value has at least 5 characters (it has 4).'),
    );
    const site = await post(app, '/api/dcim/sites/', { name: 'abcde', slug: 'abcde' });
    expect(outcome(await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { name: 'ab' } }))).toEqual(
      refused('name', 'Ensure this value has at least 5 characters (it has 2).'),
    );
    const bulk = await create('/api/dcim/sites/', [
      { name: 'abcdef123', slug: 'abcdef123' },
      { name: 'x', slug: 'x' },
    ]);
    expect(outcome(bulk)).toEqual({
      status: 400,
      body: [{}, { __all__: ["Custom validation failed for name: ['Ensure this value has at least 5 characters (it has 1).']"] }],
    });
    expect((await app.inject('GET', '/api/dcim/sites/?slug=abcdef123')).body.count).toBe(0);
  });

  it('CustomValidatorTestCase.test_max_length / test_regex', async () => {
    expect(outcome(await create('/api/dcim/platforms/', { name: 'abcdefghijk', slug: 'abcdefghijk' }))).toEqual(
      refused('name', 'Ensure this value has at most 10 characters (it has 11).'),
    );
    expect(outcome(await create('/api/dcim/manufacturers/', { name: 'abcdefgh', slug: 'abcdefgh' }))).toEqual(
      refused('name', 'Enter a valid value.'),
    );
    expect((await create('/api/dcim/manufacturers/', { name: 'abcdefgh123', slug: 'abcdefgh123' })).status).toBe(201);
  });

  it('CustomValidatorTestCase.test_required / test_prohibited', async () => {
    expect(outcome(await create('/api/dcim/site-groups/', { name: 'G1', slug: 'g1', description: '' }))).toEqual(
      refused('description', 'This field must not be empty.'),
    );
    expect((await create('/api/dcim/site-groups/', { name: 'G1', slug: 'g1', description: 'ABC' })).status).toBe(201);
    expect(outcome(await create('/api/dcim/regions/', { name: 'R1', slug: 'r1', description: 'ABC' }))).toEqual(
      refused('description', 'This field must be empty.'),
    );
    expect((await create('/api/dcim/regions/', { name: 'R1', slug: 'r1' })).status).toBe(201);
  });

  it('CustomValidatorTestCase.test_related_object: a path through a foreign key', async () => {
    const foo = await post(app, '/api/tenancy/tenant-groups/', { name: 'Foo', slug: 'foo' });
    const bar = await post(app, '/api/tenancy/tenant-groups/', { name: 'Bar', slug: 'bar' });
    expect(outcome(await create('/api/tenancy/tenants/', { name: 'T1', slug: 't1', group: foo.id }))).toEqual(
      refused('group.name', 'Ensure this value is equal to Bar.'),
    );
    expect((await create('/api/tenancy/tenants/', { name: 'T1', slug: 't1', group: bar.id })).status).toBe(201);
    // without a group the path cannot be followed (NetBox's attrgetter fails on None)
    expect(outcome(await create('/api/tenancy/tenants/', { name: 'T2', slug: 't2' }))).toEqual({
      status: 400,
      body: { __all__: ['Invalid attribute "group.name" for Tenant'] },
    });
  });

  it('CustomValidatorTestCase.test_request_validation: a rule on the requesting user', async () => {
    expect(outcome(await create('/api/tenancy/contacts/', { name: 'By Admin' }))).toEqual(
      refused('request.user.username', 'Ensure this value is equal to Bob.'),
    );
    const bob = await member(app, 'Bob', [{ object_types: ['tenancy.contact'], actions: ['add', 'view'] }]);
    expect((await create('/api/tenancy/contacts/', { name: 'By Bob' }, bob.token)).status).toBe(201);
  });

  it('APISerializerCustomValidationTestCase.test_tags_validation / test_m2m_validation: many-to-many fields, given or stored', async () => {
    const tag = await post(app, '/api/extras/tags/', { name: 'Tag1', slug: 'tag1' });
    const asn = await post(app, '/api/ipam/asns/', { asn: 65002, rir: rir.id });
    expect(outcome(await create('/api/circuits/providers/', { name: 'Provider 1', slug: 'provider-1' }))).toEqual(
      refused('tags', 'This field must not be empty.'),
    );
    expect(outcome(await create('/api/circuits/providers/', { name: 'Provider 1', slug: 'provider-1', tags: [tag.id] }))).toEqual(
      refused('asns', 'This field must not be empty.'),
    );
    const provider = await post(app, '/api/circuits/providers/', { name: 'Provider 1', slug: 'provider-1', tags: [tag.id], asns: [asn.id] });
    // an update that leaves them alone is checked against the stored ones
    expect((await app.inject('PATCH', `/api/circuits/providers/${provider.id}/`, { body: { description: 'x' } })).status).toBe(200);
    expect(outcome(await app.inject('PATCH', `/api/circuits/providers/${provider.id}/`, { body: { tags: [] } }))).toEqual(
      refused('tags', 'This field must not be empty.'),
    );
  });

  it('ProtectionRulesConfigTestCase.test_plain_data: a site is deleted only once decommissioning', async () => {
    const site = await post(app, '/api/dcim/sites/', { name: 'Site 1', slug: 'site-1', status: 'active' });
    const res = await app.inject('DELETE', `/api/dcim/sites/${site.id}/`);
    expect(outcome(res)).toEqual({
      status: 400,
      body: {
        detail: `Deletion is prevented by a protection rule: ["Custom validation failed for status: ['Ensure this value is equal to decommissioning.']"]`,
      },
    });
    expect((await app.inject('GET', `/api/dcim/sites/${site.id}/`)).status).toBe(200);
    expect((await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { status: 'decommissioning' } })).status).toBe(200);
    expect((await app.inject('DELETE', `/api/dcim/sites/${site.id}/`)).status).toBe(204);
  });

  it('HandleDeletedObjectSignalTestCase.test_protection_rule_violation_aborts_deletion: in bulk, and for objects a delete cascades to', async () => {
    const site = await post(app, '/api/dcim/sites/', { name: 'Site 2', slug: 'site-2', status: 'decommissioning' });
    const protectedLocation = await post(app, '/api/dcim/locations/', { name: 'protected', slug: 'protected', site: site.id });
    const other = await post(app, '/api/dcim/locations/', { name: 'other', slug: 'other', site: site.id });
    const bulk = await app.inject('DELETE', '/api/dcim/locations/', { body: [{ id: other.id }, { id: protectedLocation.id }] });
    expect(bulk.status).toBe(400);
    expect(bulk.body.detail).toBe(
      `Deletion is prevented by a protection rule: ["Custom validation failed for name: ['Ensure this value does not equal protected.']"]`,
    );
    // the whole request rolled back
    expect((await app.inject('GET', `/api/dcim/locations/${other.id}/`)).status).toBe(200);
    // NetBox's pre_delete runs for every object a cascade removes: a device's interface
    const manufacturer = await post(app, '/api/dcim/manufacturers/', { name: 'Maker 123', slug: 'maker-123' });
    const type = await post(app, '/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'Model', slug: 'model' });
    const role = await post(app, '/api/dcim/device-roles/', { name: 'Role', slug: 'role' });
    const device = await post(app, '/api/dcim/devices/', { name: 'dev', site: site.id, device_type: type.id, role: role.id });
    await post(app, '/api/dcim/interfaces/', { device: device.id, name: 'eth0', type: '1000base-t', description: 'keep' });
    const cascade = await app.inject('DELETE', `/api/dcim/devices/${device.id}/`);
    expect(cascade.status).toBe(400);
    expect(cascade.body.detail).toContain("Custom validation failed for description: ['Ensure this value does not equal keep.']");
    expect((await app.inject('GET', `/api/dcim/devices/${device.id}/`)).status).toBe(200);
  });

  it('CustomValidatorConfigTestCase.test_dotted_path: a class path cannot be loaded here, and is refused at boot', () => {
    const env = { SECRET_KEY: 'secret-key-for-tests-only-0123456789abcdef' };
    expect(() => loadSettings({ ...env, CUSTOM_VALIDATORS: '{"dcim.site": ["extras.tests.MyValidator"]}' })).toThrow(SettingsError);
    expect(() => loadSettings({ ...env, PROTECTION_RULES: '{"dcim.site": [{"name": {"between": 1}}]}' })).toThrow(SettingsError);
    expect(() => loadSettings({ ...env, CUSTOM_VALIDATORS: '[1]' })).toThrow(SettingsError);
  });
});
