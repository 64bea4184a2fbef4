import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { currentContext } from '../../context/request-context.js';
import { ApiError, ValidationError } from '../../core/model/errors.js';
import { Db } from '../../database/db.js';
import { apiView, isAuthenticated } from '../../core/api/views.js';

type Json = Record<string, unknown>;

/** Nested objects merged key by key; anything else in `b` replaces what `a` has (NetBox's deepmerge). */
export function deepMerge(a: Json, b: Json): Json {
  const out: Json = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    const bothObjects = value && typeof value === 'object' && !Array.isArray(value) && mine && typeof mine === 'object' && !Array.isArray(mine);
    out[key] = bothObjects ? deepMerge(mine as Json, value as Json) : value;
  }
  return out;
}

/** `/api/users/config/`: the requesting user's own preferences (GET), merged with a PATCH body. */
// NetBox's UserConfigViewSet (IsAuthenticated only)
apiView('/api/users/config/', {
  name: 'User Config',
  description: "The requesting user's own preferences, read and updated here.",
  tokenPermissions: false,
  permission: isAuthenticated,
});

@ApiTags('users')
@Controller('api/users/config')
export class UserConfigController {
  constructor(private readonly db: Db) {}

  private userId(): number {
    const user = currentContext()?.user;
    if (!user) throw new ApiError(403, { detail: 'Authentication credentials were not provided.' });
    return user.id;
  }

  @Get()
  @ApiOperation({ operationId: 'users_config_retrieve', summary: "The requesting user's preferences" })
  async get(): Promise<Json> {
    const rows = await this.db.query<{ data: Json }>('SELECT data FROM users_userconfig WHERE user_id = $1', [this.userId()]);
    return rows[0]?.data ?? {};
  }

  @Patch()
  @ApiOperation({ operationId: 'users_config_partial_update', summary: "Merge into the requesting user's preferences" })
  async patch(@Body() body: unknown): Promise<Json> {
    const userId = this.userId();
    if (!currentContext()?.tokenWriteEnabled) throw new ApiError(403, { detail: 'You do not have permission to perform this action.' });
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new ValidationError({ non_field_errors: ['Invalid data. Expected a dictionary.'] });
    }
    return this.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO users_userconfig (user_id, data) VALUES ($1, '{}') ON CONFLICT (user_id) DO NOTHING`, [userId]);
      const [row] = await tx.query<{ data: Json }>('SELECT data FROM users_userconfig WHERE user_id = $1 FOR UPDATE', [userId]);
      const data = deepMerge(row.data, body as Json);
      await tx.query('UPDATE users_userconfig SET data = $2 WHERE user_id = $1', [userId, JSON.stringify(data)]);
      return data;
    });
  }
}
