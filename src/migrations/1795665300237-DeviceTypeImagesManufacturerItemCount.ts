import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeviceTypeImagesManufacturerItemCount1795665300237 implements MigrationInterface {
  name = 'DeviceTypeImagesManufacturerItemCount1795665300237';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "dcim_manufacturer" ADD "inventoryitem_count" integer NOT NULL DEFAULT '0'`);
    // existing inventory items are counted once here; the write path keeps the counter from now on
    await q.query(
      `UPDATE "dcim_manufacturer" m SET "inventoryitem_count" = c.n FROM (SELECT manufacturer_id, count(*)::int AS n FROM "dcim_inventoryitem" WHERE manufacturer_id IS NOT NULL GROUP BY manufacturer_id) c WHERE c.manufacturer_id = m.id`,
    );
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "front_image" character varying(255)`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "rear_image" character varying(255)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "rear_image"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "front_image"`);
    await q.query(`ALTER TABLE "dcim_manufacturer" DROP COLUMN "inventoryitem_count"`);
  }
}
