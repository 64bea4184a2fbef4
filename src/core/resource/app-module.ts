import { DynamicModule, Type } from '@nestjs/common';
import { Resource } from './define-resource.js';
import { resourceController } from './resource.controller.js';

/** Apps whose resources are served; the API root lists them. */
export const registeredApps = new Map<string, Resource[]>();

/**
 * The Nest module of one inventory app: a generated controller per declared resource,
 * plus whatever hand-written controllers the app truly needs.
 */
export function inventoryApp(module: Type, app: string, resources: Resource[], extra: { controllers?: Type[]; providers?: Type[] } = {}): DynamicModule {
  registeredApps.set(app, [...(registeredApps.get(app) ?? []), ...resources]);
  return {
    module,
    controllers: [...resources.map(resourceController), ...(extra.controllers ?? [])],
    providers: extra.providers ?? [],
  };
}
