import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApp, TestApp, TestResponse } from '../helpers/app';
import { make } from '../helpers/dcim';
import { Part, png, sendMultipart } from '../helpers/uploads';

/**
 * Image attachments (docs/models.md §6.4, docs/api-behaviour.md §12): multipart uploads through the
 * generic write path, files stored under DATA_DIR/media and served back, file cleanup that follows
 * the transaction. Real app, real PostgreSQL, real files.
 */

type Json = Record<string, any>;
const LIST = '/api/extras/image-attachments/';
const LIMIT = 4096; // MAX_UPLOAD_SIZE of this app, so "too big" stays small

describe('image attachments', () => {
  let app: TestApp;
  let mediaDir: string;
  let site: Json;
  let otherSite: Json;
  const image = png(2, 3);

  /** Sends a multipart request as a client would (curl -F). */
  const send = (method: string, url: string, parts: Record<string, Part>, token: string | null = app.token) =>
    sendMultipart(app, method, url, parts, token);

  /** GET of a media URL, returning the bytes. */
  async function fetchMedia(url: string, token: string | null = app.token) {
    const headers: Record<string, string> = token ? { authorization: token } : {};
    return app.server.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: new URL(url, 'http://x').pathname, headers });
  }

  const files = () => (existsSync(mediaDir) ? readdirSync(mediaDir).sort() : []);
  const fileOf = (attachment: Json) => join(mediaDir, new URL(attachment.image).pathname.split('/').pop()!);
  const upload = (parts: Record<string, Part> = {}) =>
    send('POST', LIST, { object_type: 'dcim.site', object_id: site.id, image: { filename: 'photo.png', data: image, type: 'image/png' }, ...parts });

  beforeAll(async () => {
    app = await startApp({ MAX_UPLOAD_SIZE: String(LIMIT) });
    mediaDir = join(app.server.settings.dataDir, 'media', 'image-attachments');
    site = await make.site(app, 'IA Site');
    otherSite = await make.site(app, 'IA Other Site');
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('upload', () => {
    it('multipart POST → 201 with the parent, the image URL and the size read from the file', async () => {
      const res = await upload({ name: 'Front', description: 'the front side' });
      expect(res.status).toBe(201);
      expect(res.headers.location).toBe(res.body.url);
      expect(Object.keys(res.body)).toEqual([
        'id',
        'url',
        'display',
        'object_type',
        'object_id',
        'parent',
        'name',
        'image',
        'description',
        'image_height',
        'image_width',
        'image_size',
        'created',
        'last_updated',
      ]);
      expect(res.body).toMatchObject({
        url: `http://localhost:80${LIST}${res.body.id}/`,
        display: 'Front',
        object_type: 'dcim.site',
        object_id: site.id,
        parent: { id: site.id, url: site.url, display: 'IA Site', name: 'IA Site', slug: site.slug, description: '' },
        name: 'Front',
        image: `http://localhost:80/media/image-attachments/site_${site.id}_Front.png`,
        description: 'the front side',
        image_width: 2,
        image_height: 3,
        image_size: image.length,
      });
      expect(readFileSync(fileOf(res.body))).toEqual(image);
      const again = await app.inject('GET', `${LIST}${res.body.id}/`);
      expect(again.body).toEqual(res.body);
      // event payloads carry relative URLs
      const [event] = await app.server.db.query<Json>(
        `SELECT data FROM events_outbox WHERE object_type = 'extras.imageattachment' AND object_id = $1`,
        [res.body.id],
      );
      expect(event.data).toMatchObject({ url: `${LIST}${res.body.id}/`, image: `/media/image-attachments/site_${site.id}_Front.png` });
    });

    it('the image is served back at its URL: same bytes, image/png; a token is needed', async () => {
      const made = (await upload({ name: 'Served' })).body;
      const res = await fetchMedia(made.image);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload).toEqual(image);
      const anonymous = await fetchMedia(made.image, null);
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      for (const missing of [
        '/media/image-attachments/nothing.png',
        '/media/image-attachments/..%2Fsecrets.json',
        '/media/image-attachments/x.txt',
      ]) {
        const res404 = await fetchMedia(missing);
        expect(res404.statusCode).toBe(404);
      }
    });

    it('without a name: stored and displayed under the uploaded file name; a taken name gets a suffix', async () => {
      const first = await upload({ image: { filename: 'Rack view.PNG', data: png(4, 1, 1) } });
      expect(first.status).toBe(201);
      expect(first.body.image).toBe(`http://localhost:80/media/image-attachments/site_${site.id}_Rack_view.png`);
      expect(first.body.display).toBe('Rack_view.png');
      expect([first.body.image_width, first.body.image_height]).toEqual([4, 1]);
      const second = await upload({ image: { filename: 'Rack view.png', data: png(4, 1, 2) } });
      expect(second.status).toBe(201);
      expect(second.body.image).not.toBe(first.body.image);
      expect(second.body.image).toMatch(new RegExp(`/site_${site.id}_Rack_view_[0-9a-f]+\\.png$`));
      expect(readFileSync(fileOf(first.body))).toEqual(png(4, 1, 1));
      expect(readFileSync(fileOf(second.body))).toEqual(png(4, 1, 2));
    });

    it('brief form', async () => {
      const made = (await upload({ name: 'Brief' })).body;
      const res = await app.inject('GET', `${LIST}${made.id}/?brief=1`);
      expect(res.body).toEqual({ id: made.id, url: made.url, display: 'Brief', name: 'Brief', image: made.image, description: '' });
    });
  });

  describe('refused uploads leave no file', () => {
    let before: string[];
    beforeEach(() => {
      before = files();
    });
    afterEach(() => {
      expect(files()).toEqual(before);
    });

    it('a file that is not an image → 400 keyed image', async () => {
      const res = await upload({ image: { filename: 'notes.png', data: Buffer.from('just some text, not a picture') } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ image: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] });
    });

    it('an extension outside the allowed list → 400 keyed image', async () => {
      const res = await upload({ image: { filename: 'drawing.svg', data: image } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ image: ['File extension “svg” is not allowed. Allowed extensions are: avif, bmp, gif, jpeg, jpg, png, webp.'] });
    });

    it('a file over MAX_UPLOAD_SIZE → 413 {detail}', async () => {
      const big = Buffer.concat([image, Buffer.alloc(LIMIT)]);
      const res = await upload({ image: { filename: 'big.png', data: big } });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ detail: `The uploaded file is too large: the limit is ${LIMIT} bytes.` });
    });

    it('an unknown object → 400 keyed object_id', async () => {
      const res = await upload({ object_id: 999999 });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ object_id: ['Related object not found using the provided value: 999999.'] });
    });

    it('an object type without image attachments → 400 keyed object_type', async () => {
      const tenant = await make.tenant(app, 'IA Tenant');
      const res = await upload({ object_type: 'tenancy.tenant', object_id: tenant.id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ object_type: ['Image attachments cannot be assigned to this object type (tenancy.tenant).'] });
    });

    it('JSON cannot carry the file: missing → "No file was submitted.", a string → not a file', async () => {
      const missing = await app.inject('POST', LIST, { body: { object_type: 'dcim.site', object_id: site.id, name: 'x' } });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ image: ['No file was submitted.'] });
      const text = await app.inject('POST', LIST, { body: { object_type: 'dcim.site', object_id: site.id, image: 'photo.png' } });
      expect(text.status).toBe(400);
      expect(text.body).toEqual({ image: ['The submitted data was not a file. Check the encoding type on the form.'] });
      const empty = await app.inject('POST', LIST, { body: {} });
      expect(empty.body).toEqual({
        object_type: ['This field is required.'],
        object_id: ['This field is required.'],
        image: ['No file was submitted.'],
      });
    });

    it('a database write that fails after the file was stored removes the file', async () => {
      await app.server.db.query(`ALTER TABLE extras_imageattachment ADD CONSTRAINT test_no_boom CHECK (name <> 'boom')`);
      try {
        const res = await upload({ name: 'boom' });
        expect(res.status).toBe(400);
        expect(existsSync(join(mediaDir, `site_${site.id}_boom.png`))).toBe(false);
        const listed = await app.inject('GET', `${LIST}?name=boom`);
        expect(listed.body.count).toBe(0);
      } finally {
        await app.server.db.query('ALTER TABLE extras_imageattachment DROP CONSTRAINT test_no_boom');
      }
    });
  });

  describe('list, change, delete', () => {
    let a: Json;
    let b: Json;
    let c: Json;
    beforeAll(async () => {
      a = (await upload({ name: 'L Alpha', description: 'east wall' })).body;
      b = (await upload({ name: 'L Beta', object_id: otherSite.id, image: { filename: 'wide.png', data: png(5, 2) } })).body;
      c = (await upload({ name: 'L Gamma', description: 'west wall' })).body;
    });

    it('filters: object_type, object_id, name, q, image_width; ordered by name', async () => {
      const ids = (res: TestResponse) => res.body.results.map((o: Json) => o.id);
      const byObject = await app.inject('GET', `${LIST}?object_type=dcim.site&object_id=${otherSite.id}`);
      expect(ids(byObject)).toEqual([b.id]);
      const onSite = await app.inject('GET', `${LIST}?object_id=${site.id}&name__isw=L%20`);
      expect(ids(onSite)).toEqual([a.id, c.id]);
      expect(ids(await app.inject('GET', `${LIST}?q=wall`))).toEqual([a.id, c.id]);
      expect(ids(await app.inject('GET', `${LIST}?image_width=5`))).toEqual([b.id]);
      expect((await app.inject('GET', `${LIST}?object_type=dcim.device`)).body.count).toBe(0);
    });

    it('PATCH name and object (JSON) → the file stays', async () => {
      const res = await app.inject('PATCH', `${LIST}${a.id}/`, { body: { name: 'L Alpha Renamed', object_id: otherSite.id } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'L Alpha Renamed', display: 'L Alpha Renamed', object_id: otherSite.id, image: a.image });
      expect(res.body.parent.id).toBe(otherSite.id);
      expect(existsSync(fileOf(a))).toBe(true);
      const wrongType = await app.inject('PATCH', `${LIST}${a.id}/`, { body: { object_type: 'dcim.interface' } });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body).toEqual({ object_type: ['Image attachments cannot be assigned to this object type (dcim.interface).'] });
    });

    it('multipart PATCH with a new image replaces the file', async () => {
      const res = await send('PATCH', `${LIST}${c.id}/`, { image: { filename: 'new.gif', data: gif(7, 9) } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ image_width: 7, image_height: 9, image_size: gif(7, 9).length, name: 'L Gamma' });
      expect(res.body.image).toMatch(/\/site_\d+_L_Gamma\.gif$/);
      expect(existsSync(fileOf(c))).toBe(false);
      const served = await fetchMedia(res.body.image);
      expect(served.headers['content-type']).toBe('image/gif');
      expect(served.rawPayload).toEqual(gif(7, 9));
      c = res.body;
    });

    it('a replacement whose write fails leaves the old file and removes the new one', async () => {
      await app.server.db.query(`ALTER TABLE extras_imageattachment ADD CONSTRAINT test_no_boom CHECK (name <> 'boom')`);
      const before = files();
      try {
        const res = await send('PATCH', `${LIST}${c.id}/`, { name: 'boom', image: { filename: 'other.png', data: png(1, 1) } });
        expect(res.status).toBe(400);
        expect(files()).toEqual(before);
        expect(existsSync(fileOf(c))).toBe(true);
      } finally {
        await app.server.db.query('ALTER TABLE extras_imageattachment DROP CONSTRAINT test_no_boom');
      }
    });

    it('PUT replaces the whole object, file included (multipart); JSON cannot, as the file is required', async () => {
      const json = await app.inject('PUT', `${LIST}${a.id}/`, { body: { object_type: 'dcim.site', object_id: site.id, name: 'L Alpha' } });
      expect(json.status).toBe(400);
      expect(json.body).toEqual({ image: ['No file was submitted.'] });
      const res = await send('PUT', `${LIST}${a.id}/`, {
        object_type: 'dcim.site',
        object_id: site.id,
        name: 'L Alpha',
        image: { filename: 'alpha.png', data: png(3, 3, 9) },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ object_id: site.id, name: 'L Alpha', description: 'east wall', image_width: 3, image_height: 3 });
      expect(existsSync(fileOf(a))).toBe(false);
      expect(readFileSync(fileOf(res.body))).toEqual(png(3, 3, 9));
      a = res.body;
      expect((await app.inject('GET', `${LIST}2147483000/`)).body).toEqual({ detail: 'No ImageAttachment matches the given query.' });
    });

    it('DELETE → 204 and the file is gone', async () => {
      expect(existsSync(fileOf(b))).toBe(true);
      const res = await app.inject('DELETE', `${LIST}${b.id}/`);
      expect(res.status).toBe(204);
      expect(existsSync(fileOf(b))).toBe(false);
      expect((await fetchMedia(b.image)).statusCode).toBe(404);
    });

    it('a delete that rolls back keeps the file', async () => {
      await app.server.db.query(`
        CREATE FUNCTION test_hold_attachment() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'held' USING ERRCODE = '23503'; END $$;
        CREATE TRIGGER test_hold BEFORE DELETE ON extras_imageattachment FOR EACH ROW EXECUTE FUNCTION test_hold_attachment();`);
      try {
        const res = await app.inject('DELETE', `${LIST}${c.id}/`);
        expect(res.status).toBe(409);
        expect(existsSync(fileOf(c))).toBe(true);
      } finally {
        await app.server.db.query('DROP TRIGGER test_hold ON extras_imageattachment; DROP FUNCTION test_hold_attachment()');
      }
    });

    it('deleting the parent object deletes its attachments and their files', async () => {
      const doomed = await make.site(app, 'IA Doomed Site');
      const one = (await upload({ object_id: doomed.id, name: 'Doomed One' })).body;
      const two = (await upload({ object_id: doomed.id, name: 'Doomed Two' })).body;
      expect(existsSync(fileOf(one)) && existsSync(fileOf(two))).toBe(true);
      const res = await app.inject('DELETE', `/api/dcim/sites/${doomed.id}/`);
      expect(res.status).toBe(204);
      expect((await app.inject('GET', `${LIST}?object_id=${doomed.id}&object_type=dcim.site`)).body.count).toBe(0);
      expect(existsSync(fileOf(one))).toBe(false);
      expect(existsSync(fileOf(two))).toBe(false);
      expect(existsSync(fileOf(a))).toBe(true);
    });
  });

  it('bulk DELETE removes every file', async () => {
    const made = [(await upload({ name: 'Bulk 1' })).body, (await upload({ name: 'Bulk 2' })).body];
    const res = await app.inject('DELETE', LIST, { body: made.map((m) => ({ id: m.id })) });
    expect(res.status).toBe(204);
    for (const m of made) expect(existsSync(fileOf(m))).toBe(false);
  });

  it('multipart/form-data is a body format of every endpoint, as in NetBox (text parts are strings)', async () => {
    const res = await send('POST', '/api/tenancy/tenants/', { name: 'Form Tenant', slug: 'form-tenant', description: 'from a form' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Form Tenant', slug: 'form-tenant', description: 'from a form' });
  });

  it('OPTIONS describes image as a required writable field and the size fields as read-only', async () => {
    const res = await app.inject('OPTIONS', LIST);
    const post = res.body.actions.POST;
    expect(post.image).toMatchObject({ required: true, read_only: false });
    expect(post.object_type).toMatchObject({ required: true, read_only: false });
    expect(post.parent).toMatchObject({ read_only: true });
    for (const name of ['image_width', 'image_height', 'image_size']) expect(post[name]).toMatchObject({ read_only: true });
  });
});

/** A small GIF of the given size (headers and colour table; its pixel data is a token one-pixel block). */
function gif(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0x80, 0, 0], 4); // global colour table of 2 entries
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    screen,
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    descriptor,
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);
}
