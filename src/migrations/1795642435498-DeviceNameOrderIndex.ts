import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeviceNameOrderIndex1795642435498 implements MigrationInterface {
  name = 'DeviceNameOrderIndex1795642435498';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_7fc21d544d3f4751909298cc62" ON "dcim_device"  ("name", "id") `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."IDX_7fc21d544d3f4751909298cc62"`);
  }
}
