/**
 * Routes that take a text body (YAML, plain text) besides JSON: the list actions declaring `body.text` (the
 * device-type import), registered when their resource's controller is generated. Everywhere else the API
 * refuses these media types with 415, as NetBox's DRF parsers do.
 */

export const TEXT_BODY_TYPES = ['text/plain', 'application/yaml', 'application/x-yaml', 'text/yaml'];

const routes = new Set<string>();

export function acceptTextBody(path: string): void {
  routes.add(path);
}

export function acceptsTextBody(url: string): boolean {
  return routes.has(url.split('?', 1)[0]);
}
