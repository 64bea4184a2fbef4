import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { registeredApps, registeredIndexEntries } from './app-module.js';
import { NotFoundError } from '../model/errors.js';
import { resolvesOnlyWhen } from './hooks.js';
import { apiView } from './views.js';

// `/api/<app>/` resolves only for a served app: another name is a 404 even before authentication
resolvesOnlyWhen('/api/:app', 'app', (app) => registeredApps.has(app));

// the views' names (NetBox's root views each name their app)
const APP_VIEW_NAMES: Record<string, string> = { dcim: 'DCIM', ipam: 'IPAM', vpn: 'VPN' };
apiView('/api/', { name: 'API Root', description: 'The root of the REST API: the URL of each app.' });
apiView('/api/plugins/', { name: 'Plugins', description: 'The installed plugins.' });
apiView('/api/:app/', ({ app }) => ({
  name: APP_VIEW_NAMES[app] ?? app.charAt(0).toUpperCase() + app.slice(1),
  description: `The root of the ${app} app's API: the URL of each of its endpoints.`,
}));

/** Extra top-level entries beside the apps (docs/api-behaviour.md §1.1). */
const EXTRA_ROOT_ENTRIES = ['plugins', 'status'];

/** `/api/` and `/api/<app>/`: indexes of what is served, built from the registered resources. */
const INDEX = { status: 200, schema: { type: 'object', additionalProperties: { type: 'string', format: 'uri' } } };

@ApiTags('api')
@Controller('api')
export class RootController {
  @Get()
  @ApiOperation({ operationId: 'api_root_retrieve', summary: 'The API root: the URL of each app' })
  @ApiResponse(INDEX)
  root(@Req() request: FastifyRequest) {
    const base = `${request.ctx.baseUrl}/api/`;
    const names = [...new Set([...registeredApps.keys(), ...EXTRA_ROOT_ENTRIES])].sort();
    return Object.fromEntries(names.map((n) => [n, `${base}${n}/`]));
  }

  @Get('plugins')
  @ApiOperation({ operationId: 'plugins_retrieve', summary: 'Installed plugins (none)' })
  @ApiResponse({ status: 200, schema: { type: 'object' } })
  plugins() {
    return {};
  }

  @Get(':app')
  @ApiOperation({ operationId: 'api_app_retrieve', summary: "An app's index: the URL of each of its endpoints" })
  @ApiParam({ name: 'app', description: 'an app named by the API root, e.g. dcim' })
  @ApiResponse(INDEX)
  app(@Param('app') app: string, @Req() request: FastifyRequest) {
    const resources = registeredApps.get(app);
    if (!resources) throw new NotFoundError();
    const paths = resources.map((r) => (r.app === app ? r : r.aliases.find((a) => a.app === app)!).path);
    const entries = [...paths, ...(registeredIndexEntries.get(app) ?? [])]
      .sort()
      .map((path) => [path, `${request.ctx.baseUrl}/api/${app}/${path}/`] as const);
    return Object.fromEntries(entries);
  }
}
