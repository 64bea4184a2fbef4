import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startApp, TestApp } from '../helpers/app';
import { make } from '../helpers/dcim';
import { Part, png, sendMultipart } from '../helpers/uploads';

/**
 * A device type's front and rear images (NetBox's optional ImageFields, upload_to devicetype-images):
 * set by a multipart upload, read as the file's URL or null, cleared by null, their files removed when
 * replaced, cleared or deleted with the type. Real app, real PostgreSQL, real files.
 */

type Json = Record<string, any>;
const LIST = '/api/dcim/device-types/';
const NOT_A_FILE = 'The submitted data was not a file. Check the encoding type on the form.';

describe('device type images', () => {
  let app: TestApp;
  let mediaDir: string;
  let maker: Json;
  const front = png(3, 2);
  const rear = png(2, 2, 7);

  const send = (method: string, url: string, parts: Record<string, Part>) => sendMultipart(app, method, url, parts);
  const file = (name: string, data: Buffer) => ({ filename: name, data, type: 'image/png' });
  const files = () => (existsSync(mediaDir) ? readdirSync(mediaDir).sort() : []);
  const fetchMedia = (url: string) =>
    app.server.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: new URL(url).pathname, headers: { authorization: app.token } });

  beforeAll(async () => {
    app = await startApp();
    mediaDir = join(app.server.settings.dataDir, 'media', 'devicetype-images');
    maker = await make.manufacturer(app, 'DTI Maker');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a type made by JSON has neither image: both null, and has_front_image=false lists it', async () => {
    const type = await make.deviceType(app, 'DTI Plain', maker.id);
    expect(type).toMatchObject({ front_image: null, rear_image: null });
    const keys = Object.keys(type);
    expect(keys.slice(keys.indexOf('weight_unit'), keys.indexOf('description') + 1)).toEqual([
      'weight_unit',
      'front_image',
      'rear_image',
      'description',
    ]);
    const without = await app.inject('GET', `${LIST}?has_front_image=false&id=${type.id}`);
    expect(without.body.count).toBe(1);
    const withImage = await app.inject('GET', `${LIST}?has_front_image=true&id=${type.id}`);
    expect(withImage.body.count).toBe(0);
  });

  it('multipart POST with a front image → 201 with its URL; the file is served back; the rear image stays null', async () => {
    const res = await send('POST', LIST, { manufacturer: maker.id, model: 'DTI One', slug: 'dti-one', front_image: file('one front.png', front) });
    expect(res.status).toBe(201);
    expect(res.body.front_image).toBe('http://localhost:80/media/devicetype-images/one_front.png');
    expect(res.body.rear_image).toBeNull();
    const served = await fetchMedia(res.body.front_image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(front);
    expect((await app.inject('GET', `${LIST}${res.body.id}/`)).body.front_image).toBe(res.body.front_image);
    expect((await app.inject('GET', `${LIST}?has_front_image=true&id=${res.body.id}`)).body.count).toBe(1);
    // the change log records the stored path, and '' for no file (NetBox's snapshot of an ImageField)
    const [record] = (await app.inject('GET', `/api/core/object-changes/?changed_object_type=dcim.devicetype&changed_object_id=${res.body.id}`)).body
      .results;
    expect(record.postchange_data).toMatchObject({ front_image: 'devicetype-images/one_front.png', rear_image: '' });
    expect((await app.inject('GET', `${LIST}?has_rear_image=true&id=${res.body.id}`)).body.count).toBe(0);
  });

  it('replace, clear by JSON null, delete the type: each old file is removed', async () => {
    const type = (await send('POST', LIST, { manufacturer: maker.id, model: 'DTI Two', slug: 'dti-two', front_image: file('two.png', front) })).body;
    expect(files()).toContain('two.png');
    // another type's file of the same name is kept apart
    const other = (await send('POST', LIST, { manufacturer: maker.id, model: 'DTI Three', slug: 'dti-three', front_image: file('two.png', rear) }))
      .body;
    expect(other.front_image).toMatch(/\/media\/devicetype-images\/two_[0-9a-f]{8}\.png$/);

    const replaced = await send('PATCH', `${LIST}${type.id}/`, { front_image: file('two-new.png', rear), rear_image: file('two-rear.png', rear) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.front_image).toBe('http://localhost:80/media/devicetype-images/two-new.png');
    expect(replaced.body.rear_image).toBe('http://localhost:80/media/devicetype-images/two-rear.png');
    expect(files()).not.toContain('two.png');
    expect(files()).toEqual(expect.arrayContaining(['two-new.png', 'two-rear.png']));

    // JSON writes leave the files alone unless they give null
    const renamed = await app.inject('PATCH', `${LIST}${type.id}/`, { body: { description: 'imaged' } });
    expect(renamed.body.front_image).toBe(replaced.body.front_image);
    const cleared = await app.inject('PATCH', `${LIST}${type.id}/`, { body: { front_image: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ front_image: null, rear_image: replaced.body.rear_image });
    expect(files()).not.toContain('two-new.png');
    expect((await fetchMedia(replaced.body.front_image)).statusCode).toBe(404);
    // in a form, an empty part clears it (DRF reads a blank HTML input of a nullable field as null)
    const blank = await send('PATCH', `${LIST}${type.id}/`, { rear_image: '' });
    expect([blank.status, blank.body.rear_image]).toEqual([200, null]);
    expect(files()).not.toContain('two-rear.png');

    // deleting a type removes its files
    const third = (await send('PATCH', `${LIST}${type.id}/`, { rear_image: file('two-last.png', front) })).body;
    expect(files()).toContain('two-last.png');
    expect((await app.inject('DELETE', `${LIST}${third.id}/`)).status).toBe(204);
    expect(files()).not.toContain('two-last.png');
    expect(files()).toContain(other.front_image.split('/').pop());
  });

  it('JSON cannot carry a file: a string or a number → 400 keyed by the field, nothing stored', async () => {
    const type = await make.deviceType(app, 'DTI Json', maker.id);
    const before = files();
    for (const value of ['http://example.com/front.png', '', 12]) {
      const res = await app.inject('PATCH', `${LIST}${type.id}/`, { body: { front_image: value, rear_image: value } });
      expect([res.status, res.body]).toEqual([400, { front_image: [NOT_A_FILE], rear_image: [NOT_A_FILE] }]);
    }
    const create = await app.inject('POST', LIST, { body: { manufacturer: maker.id, model: 'DTI Bad', slug: 'dti-bad', rear_image: 'x.png' } });
    expect([create.status, create.body]).toEqual([400, { rear_image: [NOT_A_FILE] }]);
    expect(files()).toEqual(before);
  });

  it('a file that is not an image → 400 keyed front_image; a refused write leaves no file', async () => {
    const before = files();
    const res = await send('POST', LIST, {
      manufacturer: maker.id,
      model: 'DTI Text',
      slug: 'dti-text',
      front_image: file('notes.png', Buffer.from('hello')),
    });
    expect([res.status, res.body]).toEqual([
      400,
      { front_image: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] },
    ]);
    // the image is valid but the slug is taken: refused before the file is stored
    const taken = await send('POST', LIST, { manufacturer: maker.id, model: 'DTI Dup', slug: 'dti-one', front_image: file('dup.png', front) });
    expect(taken.status).toBe(400);
    expect(files()).toEqual(before);
  });

  it('OPTIONS and the OpenAPI schema describe both as optional, nullable, writable', async () => {
    const options = await app.inject('OPTIONS', LIST);
    expect(options.body.actions.POST.front_image).toMatchObject({ required: false, read_only: false, label: 'Front image' });
    expect(options.body.actions.POST.rear_image).toMatchObject({ required: false, read_only: false, label: 'Rear image' });
    const schema = (await app.inject('GET', '/api/schema/?format=json')).body;
    expect(schema.components.schemas.DeviceType.properties.front_image).toMatchObject({ type: 'string', format: 'uri', nullable: true });
    expect(schema.components.schemas.WritableDeviceTypeRequest.properties.rear_image).toMatchObject({
      type: 'string',
      format: 'binary',
      nullable: true,
    });
  });
});
