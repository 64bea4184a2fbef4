import { Body, Controller, Delete, Get, HttpCode, Patch, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { currentContext } from '../../context/request-context.js';
import { ApiError, NotFoundError, PermissionDeniedError, ValidationError } from '../../core/model/errors.js';
import { Db } from '../../database/db.js';
import { userHasPermission } from '../../users/grants.js';
import { pythonTypeName } from '../../core/write/coerce.js';
import { apiView } from '../../core/api/views.js';

interface DashboardBody {
  layout: unknown;
  config: unknown;
}

const JSON_FIELD = (label: string) => ({ type: 'json', required: false, read_only: false, label });

// NetBox's DashboardView: a generic view with a serializer ({layout, config}), so OPTIONS describes its PUT for a
// caller TokenPermissions lets change the dashboard (a write-enabled token, extras.change_dashboard)
apiView('/api/extras/dashboard/', {
  name: 'Dashboard',
  description: '',
  actions: (ctx) =>
    ctx.user && ctx.tokenWriteEnabled && userHasPermission('extras.dashboard', 'change')
      ? { PUT: { layout: JSON_FIELD('Layout'), config: JSON_FIELD('Config') } }
      : {},
});

/**
 * `/api/extras/dashboard/`: the requesting user's dashboard (NetBox's DashboardView), `{layout, config}`. A user
 * without one reads both as null; a PUT or PATCH then makes it. Needs the extras.dashboard permission of the
 * method (view, change, delete), as NetBox's token permissions ask; superusers have it.
 */
@ApiTags('extras')
@Controller('api/extras/dashboard')
export class DashboardController {
  constructor(private readonly db: Db) {}

  private userId(action: 'view' | 'change' | 'delete'): number {
    const ctx = currentContext();
    if (!ctx?.user) throw new ApiError(403, { detail: 'Authentication credentials were not provided.' });
    if (action !== 'view' && !ctx.tokenWriteEnabled) throw new PermissionDeniedError();
    if (!userHasPermission('extras.dashboard', action)) throw new PermissionDeniedError();
    return ctx.user.id;
  }

  @Get()
  @ApiOperation({ operationId: 'extras_dashboard_retrieve', summary: "The requesting user's dashboard" })
  async get(): Promise<DashboardBody> {
    const rows = await this.db.query<DashboardBody>('SELECT layout, config FROM extras_dashboard WHERE user_id = $1', [this.userId('view')]);
    return rows[0] ?? { layout: null, config: null };
  }

  @Put()
  @ApiOperation({ operationId: 'extras_dashboard_update', summary: "Replace the requesting user's dashboard" })
  put(@Body() body: unknown): Promise<DashboardBody> {
    return this.write(body);
  }

  @Patch()
  @ApiOperation({ operationId: 'extras_dashboard_partial_update', summary: "Change the requesting user's dashboard" })
  patch(@Body() body: unknown): Promise<DashboardBody> {
    return this.write(body);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ operationId: 'extras_dashboard_destroy', summary: "Delete the requesting user's dashboard" })
  async remove(): Promise<void> {
    const rows = await this.db.query('DELETE FROM extras_dashboard WHERE user_id = $1 RETURNING id', [this.userId('delete')]);
    if (!rows.length) throw new NotFoundError('No Dashboard matches the given query.');
  }

  /** Both fields are optional JSON (NetBox's serializer has no required field): what is given replaces what is stored. */
  private async write(body: unknown): Promise<DashboardBody> {
    const userId = this.userId('change');
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new ValidationError({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${pythonTypeName(body)}.`] });
    }
    const given = body as Partial<DashboardBody>;
    const nulls = (['layout', 'config'] as const).filter((key) => Object.hasOwn(given, key) && given[key] === null);
    if (nulls.length) throw new ValidationError(Object.fromEntries(nulls.map((key) => [key, ['This field may not be null.']])));
    const json = (key: keyof DashboardBody) => (Object.hasOwn(given, key) ? JSON.stringify(given[key]) : null);
    const [row] = await this.db.query<DashboardBody>(
      `INSERT INTO extras_dashboard (user_id, layout, config) VALUES ($1, COALESCE($2::jsonb, '[]'), COALESCE($3::jsonb, '{}'))
       ON CONFLICT (user_id) DO UPDATE SET layout = COALESCE($2::jsonb, extras_dashboard.layout), config = COALESCE($3::jsonb, extras_dashboard.config)
       RETURNING layout, config`,
      [userId, json('layout'), json('config')],
    );
    return row;
  }
}
