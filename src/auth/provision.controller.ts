import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResourceService } from '../core/api/resource.service.js';
import { tokens } from '../users/users.resources.js';
import { CredentialChecker } from './credentials.js';
import { Public } from '../core/api/public.decorator.js';
import { apiView } from '../core/api/views.js';

const TOKEN_FIELDS = ['description', 'expires', 'write_enabled', 'enabled', 'allowed_ips', 'version', 'token'];

/** Username + password → a new token, its plaintext shown once (docs/api-behaviour.md §10). */
// NetBox's TokenProvisionView (no permission classes)
apiView('/api/users/tokens/provision/', {
  name: 'Token Provision',
  description: 'Creates a token for the user whose credentials are given, without prior authentication.',
  tokenPermissions: false,
});

@ApiTags('users')
@Controller('api/users/tokens/provision')
export class ProvisionController {
  constructor(
    private readonly credentials: CredentialChecker,
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
    const { username, password } = CredentialChecker.read(body);
    const input = body as Record<string, unknown>;
    const user = await this.credentials.check(username, password, request);
    const tokenBody: Record<string, unknown> = { user: user.id };
    for (const field of TOKEN_FIELDS) if (field in input) tokenBody[field] = input[field];
    return this.api.create(tokens, tokenBody, request, reply, { trusted: true });
  }
}
