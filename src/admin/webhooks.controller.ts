import { Controller, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SessionService } from '../auth/session.js';
import { Db } from '../database/db.js';
import { webhooks } from '../webhooks/webhooks.resources.js';
import { AdminExceptionFilter } from './admin.filter.js';
import { AdminGuard } from './admin.guard.js';
import { AdminReads } from './admin-reads.js';
import { AdminWrites } from './admin-writes.js';
import { cell, Cell, CrudPages, type Json } from './crud.js';
import { webhookForm } from './forms/webhook-form.js';

/** Webhooks: list, create, edit, delete (spec §6: "Webhooks are managed in the administration user interface"). */
@ApiExcludeController()
@Controller('admin/webhooks')
@UseGuards(AdminGuard)
@UseFilters(AdminExceptionFilter)
export class AdminWebhooksController extends CrudPages {
  readonly resource = webhooks;
  readonly form = webhookForm;
  readonly base = '/admin/webhooks';
  readonly noun = 'webhook';
  readonly section = 'webhooks' as const;
  readonly columns = ['Name', 'Enabled', 'Object types', 'Events', 'Method', 'URL', ''];

  constructor(
    reads: AdminReads,
    writes: AdminWrites,
    sessions: SessionService,
    private readonly db: Db,
  ) {
    super(reads, writes, sessions);
  }

  row(w: Json): Cell[] {
    const events = [w.type_create && 'create', w.type_update && 'update', w.type_delete && 'delete'].filter(Boolean).join(', ');
    return [
      cell(w.name, `/admin/webhooks/${w.id}/`),
      cell(w.enabled ? 'yes' : 'no'),
      cell((w.object_types ?? []).join(', ')),
      cell(events),
      cell(w.http_method?.value ?? w.http_method),
      cell(w.payload_url),
      cell('deliveries', `/admin/deliveries/?webhook_id=${w.id}`),
    ];
  }

  protected override related(id: number) {
    return [{ text: 'Deliveries', href: `/admin/deliveries/?webhook_id=${id}` }, ...super.related(id)];
  }

  protected override async consequence(id: number): Promise<string> {
    const [{ n }] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM extras_webhookdelivery WHERE webhook_id = $1', [id]);
    return `Its ${n} delivery records go with it.`;
  }
}
