import { clientFault } from '../../src/core/api/exception.filter';
import { startApp, SUPERUSER, TestApp } from '../helpers/app';

/**
 * Input PostgreSQL cannot store, and bodies no parser can read: always a 400 with a JSON error, never a
 * 500, and nothing written. U+0000 is refused wherever text enters — every kind of write field (text,
 * JSON, custom fields, a related object's attributes, tags, the change-log message), credentials and
 * every filter — with DRF's "Null characters are not allowed."; multipart bodies that cannot be parsed
 * get DRF's "Multipart form parse error". Error bodies never name a Python version for a Node process.
 */
describe('bad input', () => {
  let app: TestApp;
  let site: Record<string, any>;
  const N = '\u0000';
  const NUL = ['Null characters are not allowed.'];

  beforeAll(async () => {
    app = await startApp();
    for (const body of [
      { name: 'note', type: 'text', object_types: ['dcim.site'] },
      { name: 'blob', type: 'json', object_types: ['dcim.site'] },
    ]) {
      expect((await app.inject('POST', '/api/extras/custom-fields/', { body })).status).toBe(201);
    }
    site = (await app.inject('POST', '/api/dcim/sites/', { body: { name: 'Kept', slug: 'kept', description: 'as it was' } })).body;
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Rows of the tables a write touches: none may change. */
  async function footprint(): Promise<Record<string, number>> {
    const [row] = await app.server.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM dcim_site)::int AS sites, (SELECT count(*) FROM core_objectchange)::int AS changes,
              (SELECT count(*) FROM events_outbox)::int AS outbox, (SELECT count(*) FROM extras_configcontext)::int AS contexts,
              (SELECT count(*) FROM users_objectpermission)::int AS permissions, (SELECT count(*) FROM users_token)::int AS tokens`,
    );
    return row;
  }

  describe('a NUL byte in a JSON body: 400 keyed by the field, nothing written', () => {
    const cases: [string, string, string, unknown, Record<string, unknown>][] = [
      ['a text field (POST)', 'POST', '/api/dcim/sites/', { name: `a${N}b`, slug: 'ab' }, { name: NUL }],
      [
        'a text field (bulk POST)',
        'POST',
        '/api/dcim/sites/',
        [
          { name: 'fine', slug: 'fine' },
          { name: `a${N}b`, slug: 'ab' },
        ],
        [{}, { name: NUL }] as never,
      ],
      ['a text field (PATCH)', 'PATCH', '/api/dcim/sites/{id}/', { description: `x${N}` }, { description: NUL }],
      ['a text field (PUT)', 'PUT', '/api/dcim/sites/{id}/', { name: 'Kept', slug: `kept${N}` }, { slug: NUL }],
      ['a text field (bulk PATCH)', 'PATCH', '/api/dcim/sites/', [{ id: '{id}', description: `x${N}` }], { description: NUL }],
      ['a text custom field', 'POST', '/api/dcim/sites/', { name: 'c', slug: 'c', custom_fields: { note: `x${N}` } }, { custom_fields: NUL }],
      [
        'a JSON custom field',
        'POST',
        '/api/dcim/sites/',
        { name: 'd', slug: 'd', custom_fields: { blob: { a: [`x${N}`] } } },
        { custom_fields: NUL },
      ],
      ['a custom field name', 'POST', '/api/dcim/sites/', { name: 'd', slug: 'd', custom_fields: { [`no${N}te`]: 'x' } }, { custom_fields: NUL }],
      ['a JSON field value', 'POST', '/api/extras/config-contexts/', { name: 'cc', data: { a: { b: `x${N}` } } }, { data: NUL }],
      ['a JSON field key', 'POST', '/api/extras/config-contexts/', { name: 'cc', data: { [`a${N}`]: 1 } }, { data: NUL }],
      ['a related object by attributes', 'POST', '/api/dcim/sites/', { name: 'e', slug: 'e', tenant: { name: `x${N}` } }, { tenant: NUL }],
      ['a tag by attributes', 'POST', '/api/dcim/sites/', { name: 'e', slug: 'e', tags: [{ name: `x${N}` }] }, { tags: NUL }],
      ['the change-log message', 'POST', '/api/dcim/sites/', { name: 'e', slug: 'e', changelog_message: `x${N}` }, { changelog_message: NUL }],
      ['the change-log message of a DELETE', 'DELETE', '/api/dcim/sites/{id}/', { changelog_message: `x${N}` }, { changelog_message: NUL }],
      [
        'a permission constraint',
        'POST',
        '/api/users/permissions/',
        { name: 'p', actions: ['view'], object_types: ['dcim.site'], constraints: { name: `a${N}` } },
        { constraints: NUL },
      ],
      ['a token description', 'POST', '/api/users/tokens/', { user: 1, description: `t${N}` }, { description: NUL }],
      ['a provisioning username', 'POST', '/api/users/tokens/provision/', { username: `admin${N}`, password: SUPERUSER.password }, { username: NUL }],
      ['a provisioning password', 'POST', '/api/users/tokens/provision/', { username: SUPERUSER.username, password: `x${N}` }, { password: NUL }],
      ['a login username', 'POST', '/login/', { username: `admin${N}`, password: 'x' }, { username: NUL }],
    ];
    it.each(cases)('%s', async (_what, method, path, body, expected) => {
      const before = await footprint();
      const url = path.replace('{id}', String(site.id));
      const payload = JSON.parse(JSON.stringify(body).replace('"{id}"', String(site.id)));
      const res = await app.inject(method, url, { body: payload, token: url.includes('provision') || url === '/login/' ? null : undefined });
      expect({ status: res.status, type: res.headers['content-type'], body: res.body }).toEqual({
        status: 400,
        type: expect.stringContaining('application/json'),
        body: expected,
      });
      expect(await footprint()).toEqual(before);
    });

    it('the site written before is unchanged', async () => {
      const res = await app.inject('GET', `/api/dcim/sites/${site.id}/`);
      expect(res.body).toEqual(expect.objectContaining({ name: 'Kept', slug: 'kept', description: 'as it was' }));
    });

    it('a NUL byte in an HTML form field (the session login) → 400, the form again', async () => {
      const res = await app.inject('POST', '/login/', {
        token: null,
        body: 'username=admin%00&password=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('name="password"');
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('a NUL byte (%00) in a query filter value: 400 keyed by the parameter', () => {
    const filters = [
      '/api/dcim/sites/?name=%00',
      '/api/dcim/sites/?name__ic=a%00',
      '/api/dcim/sites/?name__regex=%00',
      '/api/dcim/sites/?q=%00',
      '/api/dcim/sites/?tenant=%00',
      '/api/dcim/sites/?region=%00',
      '/api/dcim/sites/?tag=%00',
      '/api/dcim/sites/?cf_note=%00',
      '/api/dcim/sites/?cf_blob__ic=%00',
      '/api/dcim/sites/?id=%00',
      '/api/dcim/sites/?created__gte=%00',
      '/api/dcim/devices/?site=%00',
      '/api/ipam/prefixes/?within=%00',
      '/api/ipam/ip-addresses/?q=%00',
      '/api/core/object-changes/?user_name=%00',
      '/api/users/users/?username=%00',
      '/api/extras/webhook-deliveries/?object_type=%00',
    ];
    it.each(filters)('%s', async (url) => {
      const res = await app.inject('GET', url);
      const param = url.split('?')[1].split('=')[0];
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { [param]: NUL } });
    });

    it('in a parameter that is not a filter, it is ignored like the parameter', async () => {
      for (const url of ['/api/dcim/sites/?ordering=%00', '/api/dcim/sites/?no%00such=1', '/api/dcim/sites/?limit=%00']) {
        expect((await app.inject('GET', url)).status).toBe(200);
      }
    });
  });

  describe('multipart/form-data bodies no parser can read: 400 JSON, nothing written', () => {
    const multipart = (method: string, url: string, type: string, body: string) =>
      app.inject(method, url, { body, headers: { 'content-type': type } });
    const targets = (): [string, string][] => [
      ['POST', '/api/dcim/sites/'],
      ['PUT', `/api/dcim/sites/${site.id}/`],
      ['PATCH', `/api/dcim/sites/${site.id}/`],
      ['POST', '/api/extras/image-attachments/'],
      ['POST', '/login/'],
    ];

    it('without a boundary, on POST, PUT and PATCH', async () => {
      const before = await footprint();
      for (const [method, url] of targets()) {
        const res = await multipart(method, url, 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n');
        expect({ method, url, status: res.status, body: res.body }).toEqual({
          method,
          url,
          status: 400,
          body: { detail: 'Multipart form parse error - Invalid boundary in multipart: None' },
        });
      }
      expect(await footprint()).toEqual(before);
    });

    it('cut short, or not multipart at all after its header', async () => {
      const before = await footprint();
      for (const [method, url] of targets()) {
        for (const body of ['--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA', 'garbage']) {
          const res = await multipart(method, url, 'multipart/form-data; boundary=x', body);
          expect(res.status).toBe(400);
          expect(res.body.detail).toMatch(/^Multipart form parse error - /);
        }
      }
      expect(await footprint()).toEqual(before);
    });

    it('a NUL byte in a text part → 400 keyed by the field', async () => {
      const res = await multipart(
        'PATCH',
        `/api/dcim/sites/${site.id}/`,
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="description"\r\n\r\na${N}b\r\n--x--\r\n`,
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ description: NUL });
    });
  });

  describe('error bodies', () => {
    it('a 500 names the runtime truthfully: python_version null, node_version the Node version', async () => {
      // a real fault of ours: the table the list reads is gone
      await app.server.db.query('ALTER TABLE tenancy_tenantgroup RENAME TO tenancy_tenantgroup_away');
      try {
        const res = await app.inject('GET', '/api/tenancy/tenant-groups/');
        expect(res.status).toBe(500);
        expect(res.body).toEqual({
          error: expect.stringContaining('tenancy_tenantgroup'),
          exception: 'QueryFailedError',
          netbox_version: '4.6.0',
          python_version: null,
          node_version: process.versions.node,
        });
      } finally {
        await app.server.db.query('ALTER TABLE tenancy_tenantgroup_away RENAME TO tenancy_tenantgroup');
      }
      expect((await app.inject('GET', '/api/tenancy/tenant-groups/')).status).toBe(200);
    });

    it('a text the database refuses, past every check, is a 400 (the last resort), not a 500', async () => {
      // a statement that carries the bytes straight to PostgreSQL, as any path we may have missed would
      for (const sql of ['SELECT $1::text', 'SELECT $1::jsonb']) {
        const value = sql.includes('jsonb') ? '{"a": "\\u0000"}' : `a${N}`;
        const error = await app.server.db.query(sql, [value]).then(
          () => null,
          (e: unknown) => e,
        );
        expect(clientFault(error)).toEqual({
          status: 400,
          body: { detail: 'Invalid value: text cannot contain null characters (\\u0000).' },
          headers: {},
        });
      }
    });
  });
});
