import { Controller, Get, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { getObject } from '../core/query/reader.js';
import { ApiError } from '../core/http/errors.js';
import { Db } from '../database/db.js';
import { NOT_AUTHENTICATED } from './auth.guard.js';
import { users } from '../users/users.resources.js';

/** `/api/authentication-check/`: who the token belongs to. */
@ApiTags('users')
@Controller('api/authentication-check')
export class AuthenticationCheckController {
  constructor(private readonly db: Db) {}

  @Get()
  @ApiOperation({ operationId: 'authentication_check_retrieve', summary: 'The authenticated user' })
  check(@Req() request: FastifyRequest) {
    if (!request.ctx.user) throw new ApiError(403, { detail: NOT_AUTHENTICATED });
    return getObject(this.db, users, request.ctx.user!.id, {}, { baseUrl: request.ctx.baseUrl });
  }
}
