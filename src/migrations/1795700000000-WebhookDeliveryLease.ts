import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lease on a delivery row: the job that claims a delivery (one UPDATE … RETURNING) owns it until the lease
 * ends or its attempt is recorded, so a delivery carried by a group job and by its own job is sent once
 * (src/webhooks/delivery-claims.ts).
 */
export class WebhookDeliveryLease1795700000000 implements MigrationInterface {
  name = 'WebhookDeliveryLease1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "extras_webhookdelivery" ADD "claimed_until" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "extras_webhookdelivery" ADD "claimed_by" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "extras_webhookdelivery" DROP COLUMN "claimed_by"`);
    await q.query(`ALTER TABLE "extras_webhookdelivery" DROP COLUMN "claimed_until"`);
  }
}
