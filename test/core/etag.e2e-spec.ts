import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';

/**
 * Weak ETags and If-Match, as NetBox 4.6's ETagMixin (its generic test_update_object_with_etag runs on
 * every model with change stamps): a single object's GET, create and update answer with
 * `W/"<last_updated>"`; a detail PUT, PATCH or DELETE whose If-Match lists no current tag → 412.
 */
describe('ETag and If-Match', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const TAG = /^W\/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?\+00:00"$/;
  const withIfMatch = (tag: string) => ({ 'if-match': tag });

  it('GET, create and update give the object’s tag from last_updated; an update changes it', async () => {
    const created = await app.inject('POST', '/api/ipam/ip-addresses/', { body: { address: '192.0.2.1/24' } });
    expect(created.status).toBe(201);
    expect(created.headers.etag).toMatch(TAG);
    expect(created.headers.etag).toBe(`W/"${created.body.last_updated.replace(/Z$/, '+00:00')}"`);
    const url = `/api/ipam/ip-addresses/${created.body.id}/`;
    const got = await app.inject('GET', url);
    expect(got.headers.etag).toBe(created.headers.etag);
    // brief and `fields` renderings leave the stamp out; NetBox tags every retrieve all the same
    expect((await app.inject('GET', `${url}?brief=1`)).headers.etag).toBe(created.headers.etag);
    expect((await app.inject('GET', `${url}?fields=id,address`)).headers.etag).toBe(created.headers.etag);
    expect((await app.inject('GET', `${url}?omit=last_updated`)).headers.etag).toBe(created.headers.etag);

    const patched = await app.inject('PATCH', url, { body: { description: 'changed' }, headers: withIfMatch(String(got.headers.etag)) });
    expect(patched.status).toBe(200);
    expect(patched.headers.etag).toMatch(TAG);
    expect(patched.headers.etag).not.toBe(got.headers.etag);
    expect((await app.inject('GET', url)).headers.etag).toBe(patched.headers.etag);

    const list = await app.inject('GET', '/api/ipam/ip-addresses/');
    expect(list.headers.etag).toBeUndefined();
  });

  it('a stale If-Match → 412 with the current tag, nothing written; several tags, or *, may be given', async () => {
    const site = await post(app, '/api/dcim/sites/', { name: 'Etag Site', slug: 'etag-site' });
    const vm = await post(app, '/api/virtualization/virtual-machines/', { name: 'Etag VM', site: site.id });
    const url = `/api/virtualization/virtual-machines/${vm.id}/`;
    const first = String((await app.inject('GET', url)).headers.etag);
    const updated = await app.inject('PATCH', url, { body: { comments: 'one' }, headers: withIfMatch(first) });
    expect(updated.status).toBe(200);
    const current = String(updated.headers.etag);

    const stale = await app.inject('PATCH', url, { body: { comments: 'two' }, headers: withIfMatch(first) });
    expect([stale.status, stale.body, stale.headers.etag]).toEqual([412, { detail: 'Precondition failed.' }, current]);
    const put = await app.inject('PUT', url, { body: { name: 'Etag VM', site: site.id, comments: 'two' }, headers: withIfMatch(first) });
    expect(put.status).toBe(412);
    expect((await app.inject('GET', url)).body.comments).toBe('one');

    expect((await app.inject('PATCH', url, { body: { comments: 'three' }, headers: withIfMatch(`${first}, ${current}`) })).status).toBe(200);
    expect((await app.inject('PATCH', url, { body: { comments: 'four' }, headers: withIfMatch('*') })).status).toBe(200);
  });

  it('DELETE with a stale If-Match → 412 and the object stays; with the current tag it goes', async () => {
    const vrf = await post(app, '/api/ipam/vrfs/', { name: 'Etag VRF' });
    const url = `/api/ipam/vrfs/${vrf.id}/`;
    const first = String((await app.inject('GET', url)).headers.etag);
    const current = String((await app.inject('PATCH', url, { body: { description: 'x' } })).headers.etag);
    const stale = await app.inject('DELETE', url, { headers: withIfMatch(first) });
    expect([stale.status, stale.headers.etag]).toEqual([412, current]);
    expect((await app.inject('GET', url)).status).toBe(200);
    expect((await app.inject('DELETE', url, { headers: withIfMatch(current) })).status).toBe(204);
  });

  it('an If-Match on an object the caller cannot find is still a 404', async () => {
    const res = await app.inject('PATCH', '/api/ipam/vrfs/999999/', {
      body: { description: 'x' },
      headers: withIfMatch('W/"2000-01-01T00:00:00+00:00"'),
    });
    expect(res.status).toBe(404);
  });
});
