import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { registeredApps } from './app-module.js';
import { NotFoundError } from '../model/errors.js';

/** Extra top-level entries beside the apps (docs/api-behaviour.md §1.1). */
const EXTRA_ROOT_ENTRIES = ['plugins', 'status'];

/** `/api/` and `/api/<app>/`: indexes of what is served, built from the registered resources. */
@ApiExcludeController()
@Controller('api')
export class RootController {
  @Get()
  root(@Req() request: FastifyRequest) {
    const base = `${request.ctx.baseUrl}/api/`;
    const names = [...new Set([...registeredApps.keys(), ...EXTRA_ROOT_ENTRIES])].sort();
    return Object.fromEntries(names.map((n) => [n, `${base}${n}/`]));
  }

  @Get('plugins')
  plugins() {
    return {};
  }

  @Get(':app')
  app(@Param('app') app: string, @Req() request: FastifyRequest) {
    const resources = registeredApps.get(app);
    if (!resources) throw new NotFoundError();
    const entries = resources
      .map((r) => {
        const mount = r.app === app ? r : r.aliases.find((a) => a.app === app)!;
        return [mount.path, `${request.ctx.baseUrl}/api/${app}/${mount.path}/`] as const;
      })
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  }
}
