import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ValidationError } from '../core/http/errors.js';
import { ResourceService } from '../core/resource/resource.service.js';
import { Db } from '../database/db.js';
import { tokens } from '../users/users.resources.js';
import { verifyPassword } from './passwords.js';
import { Public } from './public.decorator.js';

const TOKEN_FIELDS = ['description', 'expires', 'write_enabled', 'enabled', 'allowed_ips', 'version', 'token'];

/** Username + password → a new token, its plaintext shown once (reference api-behaviour.md §10). */
@ApiTags('users')
@Controller('api/users/tokens/provision')
export class ProvisionController {
  constructor(
    private readonly db: Db,
    private readonly api: ResourceService,
  ) {}

  @Post()
  @Public()
  @HttpCode(201)
  @ApiOperation({ operationId: 'users_tokens_provision_create', summary: 'Create a token from a username and password' })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['username', 'password'],
      properties: { username: { type: 'string' }, password: { type: 'string' }, description: { type: 'string' } },
    },
  })
  async provision(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const errors: Record<string, string[]> = {};
    for (const field of ['username', 'password']) {
      if (typeof input[field] !== 'string' || input[field] === '') errors[field] = ['This field is required.'];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const rows = await this.db.query<{ id: number; password: string; is_active: boolean }>(
      'SELECT id, password, is_active FROM users_user WHERE username = $1',
      [input.username],
    );
    const user = rows[0];
    const valid = await verifyPassword(String(input.password), user?.password ?? null);
    if (!user || !valid || !user.is_active) throw new ApiError(403, { detail: 'Invalid username/password' });
    await this.db.query('UPDATE users_user SET last_login = now() WHERE id = $1', [user.id]);
    const tokenBody: Record<string, unknown> = { user: user.id };
    for (const field of TOKEN_FIELDS) if (field in input) tokenBody[field] = input[field];
    return this.api.create(tokens, tokenBody, request, reply, { trusted: true });
  }
}
