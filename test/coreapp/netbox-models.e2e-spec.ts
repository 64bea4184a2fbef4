import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';

type Json = Record<string, any>;

/** NetBox 4.6.8 core/tests/test_models.py, where the REST API shows the rule. */
describe('NetBox core model tests', () => {
  let app: TestApp;
  let seq = 0;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const create = (parameters?: Json): Promise<Json> =>
    post(app, '/api/core/data-sources/', {
      name: `Data Source ${++seq}`,
      type: 'git',
      source_url: 'http://localhost/',
      ...(parameters ? { parameters } : {}),
    });
  const update = async (id: number, body: Json) => {
    const res = await app.inject('PATCH', `/api/core/data-sources/${id}/`, { body });
    expect(res.status).toBe(200);
  };
  /** the parameters of the data source's latest change record, before and after */
  const lastChange = async (id: number) => {
    const res = await app.inject(
      'GET',
      `/api/core/object-changes/?changed_object_type=core.datasource&changed_object_id=${id}&ordering=-time&limit=1`,
    );
    expect(res.status).toBe(200);
    const change = res.body.results[0];
    return { pre: change.prechange_data.parameters, post: change.postchange_data?.parameters };
  };

  // DataSourceChangeLoggingTestCase.test_password_added_on_create
  it('a password given on create is recorded as changed, not in clear', async () => {
    const ds = await create({ username: 'jeff', password: 'foobar123' });
    expect(await lastChange(ds.id)).toEqual({ pre: undefined, post: { username: 'jeff', password: '***CHANGED***' } });
  });

  // DataSourceChangeLoggingTestCase.test_password_added_on_update
  it('an empty password stays empty; one added on update is recorded as changed', async () => {
    const ds = await create();
    await update(ds.id, { parameters: { username: 'jeff', password: '' } });
    expect(await lastChange(ds.id)).toEqual({ pre: null, post: { username: 'jeff', password: '' } });
    await update(ds.id, { parameters: { username: 'jeff', password: 'foobar123' } });
    expect((await lastChange(ds.id)).post).toEqual({ username: 'jeff', password: '***CHANGED***' });
  });

  // DataSourceChangeLoggingTestCase.test_password_changed
  it('a changed password is censored before and recorded as changed after', async () => {
    const ds = await create({ username: 'jeff', password: 'password1' });
    await update(ds.id, { parameters: { username: 'jeff', password: 'password2' } });
    expect(await lastChange(ds.id)).toEqual({
      pre: { username: 'jeff', password: '********' },
      post: { username: 'jeff', password: '***CHANGED***' },
    });
  });

  // DataSourceChangeLoggingTestCase.test_password_removed_on_update / test_password_not_modified
  it('an unchanged password is censored on both sides; a removed one is empty after', async () => {
    const ds = await create({ username: 'username1', password: 'foobar123' });
    await update(ds.id, { parameters: { username: 'username2', password: 'foobar123' } });
    expect(await lastChange(ds.id)).toEqual({
      pre: { username: 'username1', password: '********' },
      post: { username: 'username2', password: '********' },
    });
    await update(ds.id, { parameters: { username: 'username2', password: '' } });
    expect(await lastChange(ds.id)).toEqual({ pre: { username: 'username2', password: '********' }, post: { username: 'username2', password: '' } });
  });

  // DataSourceChangeLoggingTestCase (to_objectchange runs for deletes too)
  it('a deleted data source keeps its password censored in the change record', async () => {
    const ds = await create({ username: 'jeff', password: 'foobar123' });
    expect((await app.inject('DELETE', `/api/core/data-sources/${ds.id}/`)).status).toBe(204);
    expect(await lastChange(ds.id)).toEqual({ pre: { username: 'jeff', password: '********' }, post: undefined });
  });

  // core/models/data.py: DataSource(JobsMixin, PrimaryModel) has every NetBoxModel feature; its serializer
  // (DataSourceSerializer) lists no tags, so they are neither shown nor written through the API
  it('a data source has NetBox’s primary-model features, tags and custom fields included, but no tags in its representation', async () => {
    const type = await app.inject('GET', '/api/core/object-types/?app_label=core&model=datasource');
    expect(type.body.results[0].features).toEqual([
      'bookmarks',
      'change_logging',
      'cloning',
      'custom_fields',
      'custom_links',
      'custom_validation',
      'event_rules',
      'export_templates',
      'jobs',
      'journaling',
      'notifications',
      'tags',
    ]);
    const tag = await app.inject('POST', '/api/extras/tags/', { body: { name: 'Ds Tag', slug: 'ds-tag', object_types: ['core.datasource'] } });
    expect(tag.status).toBe(201);
    const source = await create();
    expect(source).not.toHaveProperty('tags');
    expect((await app.inject('PATCH', `/api/core/data-sources/${source.id}/`, { body: { tags: [tag.body.id] } })).body).not.toHaveProperty('tags');
    // the tag filters of NetBox's PrimaryModelFilterSet
    expect((await app.inject('GET', '/api/core/data-sources/?tag=ds-tag')).body.count).toBe(0);
    expect((await app.inject('GET', '/api/core/data-sources/?tag=no-such-tag')).status).toBe(400);
    // serialize_object() records a taggable model's tags
    const record = await app.inject(
      'GET',
      `/api/core/object-changes/?changed_object_type=core.datasource&changed_object_id=${source.id}&action=create`,
    );
    expect(record.body.results[0].postchange_data.tags).toEqual([]);
  });
});
