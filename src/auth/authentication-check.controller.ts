import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getObjectJson } from '../core/query/reader.js';
import { ApiError } from '../core/model/errors.js';
import { Db } from '../database/db.js';
import { NOT_AUTHENTICATED } from './auth.guard.js';
import { users } from '../users/users.resources.js';
import { apiView, isAuthenticated } from '../core/api/views.js';

/** `/api/authentication-check/`: who the token belongs to. */
// NetBox's AuthenticationCheckView (IsAuthenticated only)
apiView('/api/authentication-check/', {
  name: 'Authentication Check',
  description: 'The user the request authenticates as.',
  tokenPermissions: false,
  permission: isAuthenticated,
});

@ApiTags('users')
@Controller('api/authentication-check')
export class AuthenticationCheckController {
  constructor(private readonly db: Db) {}

  @Get()
  @ApiOperation({ operationId: 'authentication_check_retrieve', summary: 'The authenticated user' })
  check(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    if (!request.ctx.user) throw new ApiError(403, { detail: NOT_AUTHENTICATED });
    // the database's JSON text, sent as it is (as /login/ and every resource route do)
    reply.type('application/json; charset=utf-8');
    return getObjectJson(this.db, users, request.ctx.user.id, {}, { baseUrl: request.ctx.baseUrl });
  }
}
