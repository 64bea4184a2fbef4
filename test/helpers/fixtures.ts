import type { TestApp } from './app';

/** Small builders for the objects tests need, through the API itself. Each asserts success. */

type Json = Record<string, any>;

async function created(app: TestApp, path: string, body: unknown): Promise<any> {
  const res = await app.inject('POST', path, { body });
  if (res.status !== 201) throw new Error(`POST ${path} → ${res.status}: ${res.text}`);
  return res.body;
}

export function createTag(app: TestApp, name: string, extra: Json = {}): Promise<Json> {
  return created(app, '/api/extras/tags/', { name, slug: name.toLowerCase(), ...extra });
}

export function createTenantGroup(app: TestApp, name: string, parent: number | null = null, extra: Json = {}): Promise<Json> {
  return created(app, '/api/tenancy/tenant-groups/', { name, slug: slugOf(name), parent, ...extra });
}

export function createTenants(app: TestApp, items: Json[]): Promise<Json[]> {
  return created(
    app,
    '/api/tenancy/tenants/',
    items.map((t) => ({ slug: slugOf(t.name), ...t })),
  );
}

export function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** `name` of each result, in order. */
export function names(body: { results: { name: string }[] }): string[] {
  return body.results.map((r) => r.name);
}
