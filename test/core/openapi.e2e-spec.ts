import SwaggerParser from '@apidevtools/swagger-parser';
import { registeredRoutes } from '../../src/core/api/hooks';
import { startApp, TestApp } from '../helpers/app';

type Json = Record<string, any>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** A path parameter's value that names nothing: the route runs, the object is not found. */
/** Pages for people, not API operations: the admin, logging in and out, Swagger UI. */
// not API: pages for browsers, and the operations endpoints for probes and Prometheus (/livez, /readyz, /metrics)
const BROWSER_PAGES = /^\/(admin|login|logout|livez|readyz|metrics)(\/|$)|^\/api\/schema\/swagger-ui/;
const PLACEHOLDER: Record<string, string> = { id: '999999999', app: 'dcim' };

/**
 * The OpenAPI document at /api/schema/ is what users generate clients from: it must be valid (checked
 * by @apidevtools/swagger-parser, a validator of the OpenAPI 3 schema and of the references), every
 * operation it lists must exist (no 405 and no unknown route), and every operation the API serves must be in it.
 */
describe('OpenAPI document', () => {
  let app: TestApp;
  let doc: Json;

  beforeAll(async () => {
    app = await startApp({}, { worker: false });
    doc = (await app.inject('GET', '/api/schema/', { token: null })).body;
  });

  afterAll(async () => {
    await app?.close();
  });

  const fastify = () => app.server.app.getHttpAdapter().getInstance();
  const concrete = (path: string) => path.replace(/[{:](\w+)}?/g, (_m, name: string) => PLACEHOLDER[name] ?? '1');
  const bodyFor = (method: string, path: string) => (method === 'get' ? undefined : /\{id}\/$|:id\/$/.test(path) ? {} : method === 'post' ? {} : []);

  it('is valid OpenAPI 3 (swagger-parser validates it with no error)', async () => {
    // validate() dereferences in place: give it a copy
    const errors: string[] = [];
    try {
      await SwaggerParser.validate(structuredClone(doc) as never);
    } catch (error) {
      const details = (error as { details?: { instancePath?: string; message?: string }[] }).details;
      errors.push(...(details?.map((d) => `${d.instancePath} ${d.message}`) ?? [(error as Error).message]));
    }
    expect(errors.slice(0, 20)).toEqual([]);
  });

  it('every documented operation exists: its route is registered and does not answer 405', async () => {
    const wrong: string[] = [];
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const method of METHODS.filter((m) => item[m])) {
        // routes are registered without their trailing slash (the router ignores it)
        const pattern = path.replace(/\{(\w+)}/g, ':$1').replace(/(.)\/$/, '$1');
        if (!fastify().hasRoute({ method: method.toUpperCase(), url: pattern })) {
          wrong.push(`${method.toUpperCase()} ${path}: no such route`);
          continue;
        }
        const res = await app.inject(method.toUpperCase(), concrete(path), { body: bodyFor(method, path) });
        if (res.status === 405) wrong.push(`${method.toUpperCase()} ${path}: 405`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every operation the API serves is documented (OPTIONS and HEAD are not operations; admin and login pages are not API)', async () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const route of registeredRoutes(fastify())) {
      const method = route.method.toLowerCase();
      if (!METHODS.includes(method) || BROWSER_PAGES.test(route.url)) continue;
      const path = `${route.url.replace(/:(\w+)/g, '{$1}')}${route.url.endsWith('/') ? '' : '/'}`;
      if (doc.paths[path]?.[method]) {
        seen.add(`${method} ${path}`);
        continue;
      }
      // a route that always answers 405 (POST on a detail URL, writes on read-only resources) is no operation
      const res = await app.inject(route.method, concrete(route.url.endsWith('/') ? route.url : `${route.url}/`), {
        body: bodyFor(method, route.url),
      });
      if (res.status !== 405) missing.push(`${route.method} ${path} (answers ${res.status})`);
    }
    expect(missing).toEqual([]);
    // and the loop above saw each of the document's operations in the route table
    const documented = Object.entries<Json>(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m} ${path}`));
    expect(documented.filter((op) => !seen.has(op))).toEqual([]);
  });

  it('read-only resources advertise only GET', () => {
    for (const path of ['/api/core/object-changes/', '/api/core/object-changes/{id}/', '/api/extras/object-changes/']) {
      expect({ path, methods: Object.keys(doc.paths[path] ?? {}).filter((m) => METHODS.includes(m)) }).toEqual({ path, methods: ['get'] });
    }
  });

  it('no schema has an empty `required` list', () => {
    const empty = Object.entries<Json>(doc.components.schemas)
      .filter(([, s]) => Array.isArray(s.required) && s.required.length === 0)
      .map(([name]) => name);
    expect(empty).toEqual([]);
  });
});
