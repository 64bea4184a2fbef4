import { Controller, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { eventRules } from '../events/event-rules.resources.js';
import { webhooks } from '../webhooks/webhooks.resources.js';
import { AdminExceptionFilter } from './admin.filter.js';
import { AdminGuard } from './admin.guard.js';
import { cell, Cell, CrudPages, type Json } from './crud.js';
import { eventRuleForm } from './forms/event-rule-form.js';
import type { FormOptions } from './forms/model-form.js';

/** Event rules (NetBox 4): list, create, edit, delete — with the webhook to call picked from a list. */
@ApiExcludeController()
@Controller('admin/event-rules')
@UseGuards(AdminGuard)
@UseFilters(AdminExceptionFilter)
export class AdminEventRulesController extends CrudPages {
  readonly resource = eventRules;
  readonly form = eventRuleForm;
  readonly base = '/admin/event-rules';
  readonly noun = 'event rule';
  readonly section = 'event-rules' as const;
  readonly columns = ['Name', 'Enabled', 'Object types', 'Events', 'Webhook', ''];

  row(r: Json): Cell[] {
    const target = r.action_object as Json | null;
    return [
      cell(r.name, `/admin/event-rules/${r.id}/`),
      cell(r.enabled ? 'yes' : 'no'),
      cell((r.object_types ?? []).join(', ')),
      cell((r.event_types ?? []).join(', ')),
      r.action_object_type === 'extras.webhook' && r.action_object_id
        ? cell(target?.display ?? `#${r.action_object_id}`, `/admin/webhooks/${r.action_object_id}/`)
        : cell(''),
      cell('deliveries', `/admin/deliveries/?event_rule_id=${r.id}`),
    ];
  }

  /** The webhooks the user may see, to pick the one the rule calls. */
  protected override async options(request: FastifyRequest): Promise<FormOptions> {
    const hooks = this.reads.may(webhooks, 'view') ? (await this.reads.list(webhooks, request, { limit: '1000' }, ['id', 'name'])).results : [];
    return { action_object_id: hooks.map((w) => ({ value: String(w.id), label: String(w.name) })) };
  }

  protected override related(id: number) {
    return [{ text: 'Deliveries', href: `/admin/deliveries/?event_rule_id=${id}` }, ...super.related(id)];
  }
}
