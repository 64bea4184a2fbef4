import { Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard.js';
import { AdminReads } from './admin-reads.js';
import { AdminWrites } from './admin-writes.js';
import { AdminDeliveriesController } from './deliveries.controller.js';
import { AdminHomeController } from './home.controller.js';
import { QueueBoard } from './queue-board.js';
import { AdminWebhooksController } from './webhooks.controller.js';

/**
 * Server-rendered admin pages (spec §6): webhooks (list, create, edit, delete), deliveries (list,
 * detail, manual retry), the queue's figures and bull-board at /admin/queues/. Browser sessions from
 * /login/ only; writes go through the generic write path.
 */
@Module({
  controllers: [AdminHomeController, AdminWebhooksController, AdminDeliveriesController],
  providers: [AdminGuard, AdminReads, AdminWrites, QueueBoard],
})
export class AdminModule {}
