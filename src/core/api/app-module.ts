import { DynamicModule, Type } from '@nestjs/common';
import { Resource } from '../model/define-resource.js';
import { resourceController } from './resource.controller.js';

/** Apps whose resources are served; the API root lists them. */
export const registeredApps = new Map<string, Resource[]>();

/**
 * Per app, the list endpoints its own controllers serve that NetBox's router lists in the app's index
 * beside the resources (`background-queues` under core, `config` under users).
 */
export const registeredIndexEntries = new Map<string, string[]>();

/**
 * The Nest module of one inventory app: a generated controller per declared resource (its actions and
 * list actions included), plus controllers for URLs under no resource (`/api/dcim/connected-device/`).
 */
export function inventoryApp(
  module: Type,
  app: string,
  resources: Resource[],
  extra: { controllers?: Type[]; providers?: Type[]; indexEntries?: string[] } = {},
): DynamicModule {
  registeredApps.set(app, [...(registeredApps.get(app) ?? []), ...resources]);
  if (extra.indexEntries) registeredIndexEntries.set(app, [...(registeredIndexEntries.get(app) ?? []), ...extra.indexEntries]);
  const aliases = resources.flatMap((r) => r.aliases.map((alias) => ({ resource: r, ...alias })));
  for (const alias of aliases) registeredApps.set(alias.app, [...(registeredApps.get(alias.app) ?? []), alias.resource]);
  return {
    module,
    controllers: [
      ...resources.map((r) => resourceController(r)),
      ...aliases.map((a) => resourceController(a.resource, a)),
      ...(extra.controllers ?? []),
    ],
    providers: extra.providers ?? [],
  };
}
