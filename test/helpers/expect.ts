import type { TestResponse } from './app';

/** A version-4 UUID, as NetBox puts in X-Request-ID. */
export const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The two headers every /api/ response carries (docs/api-behaviour.md §2). */
export function expectApiHeaders(res: TestResponse): void {
  expect(res.headers['api-version']).toBe('4.6');
  expect(String(res.headers['x-request-id'])).toMatch(UUID4);
}
