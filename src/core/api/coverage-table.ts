import type { Resource } from '../model/define-resource.js';

/**
 * The README's table of what the service serves, made from the declarations (test/docs/coverage-table.spec.ts
 * keeps the README equal to it): one row per app, each endpoint with the actions under its list and its objects.
 */
export function coverageTable(resources: readonly Resource[]): string {
  const byApp = new Map<string, Resource[]>();
  for (const resource of resources) byApp.set(resource.app, [...(byApp.get(resource.app) ?? []), resource]);
  const rows = [...byApp.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([app, list]) => {
      const endpoints = [...list]
        .sort((a, b) => a.path.localeCompare(b.path))
        .map((r) => {
          const extras = [
            ...r.listActions.map((a) => `${a.name}/`),
            ...r.actions.map((a) => `{id}/${a.name}/`),
            ...(r.readOnly ? ['read-only'] : []),
          ];
          return `\`${r.path}\`${extras.length ? ` (${extras.join(', ')})` : ''}`;
        });
      return `| \`/api/${app}/\` | ${list.length} | ${endpoints.join(', ')} |`;
    });
  return ['| App | Endpoints | Models (list path, and what is served under it and under one object) |', '| --- | --- | --- |', ...rows, ''].join(
    '\n',
  );
}
