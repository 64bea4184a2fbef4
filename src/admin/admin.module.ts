import { Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard.js';
import { AdminReads } from './admin-reads.js';
import { AdminWrites } from './admin-writes.js';
import { AdminDeliveriesController } from './deliveries.controller.js';
import { AdminHomeController } from './home.controller.js';
import { QueueBoard } from './queue-board.js';
import { AdminWebhooksController } from './webhooks.controller.js';
import { AdminEventRulesController } from './event-rules.controller.js';
import { AdminChangesController } from './changes.controller.js';
import { AdminTokensController } from './tokens.controller.js';

/**
 * Server-rendered admin pages (spec §6): event rules and webhooks (list, create, edit, delete),
 * deliveries (list, detail, retry one or all failed), the change log with diffs, one's own API tokens,
 * the queue's figures and bull-board at /admin/queues/. Browser sessions from /login/ only; writes go
 * through the generic write path.
 */
@Module({
  controllers: [
    AdminHomeController,
    AdminEventRulesController,
    AdminWebhooksController,
    AdminDeliveriesController,
    AdminChangesController,
    AdminTokensController,
  ],
  providers: [AdminGuard, AdminReads, AdminWrites, QueueBoard],
})
export class AdminModule {}
