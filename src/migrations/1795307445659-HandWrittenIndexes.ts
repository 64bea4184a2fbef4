import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes TypeORM cannot declare (named XI_…, which `npm run migration:generate` leaves alone):
 * GIN on tree paths, tree sort keys, case-insensitive device names, interface natural order.
 */
export class HandWrittenIndexes1795307445659 implements MigrationInterface {
  name = 'HandWrittenIndexes1795307445659';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "XI_tenancy_tenantgroup_path" ON "tenancy_tenantgroup" USING gin ("_path")`);
    await q.query(`CREATE INDEX "XI_tenancy_tenantgroup_sort" ON "tenancy_tenantgroup" ("_sort")`);
    await q.query(`CREATE INDEX "XI_dcim_region_path" ON "dcim_region" USING gin ("_path")`);
    await q.query(`CREATE INDEX "XI_dcim_region_sort" ON "dcim_region" ("_sort")`);
    await q.query(`CREATE INDEX "XI_dcim_sitegroup_path" ON "dcim_sitegroup" USING gin ("_path")`);
    await q.query(`CREATE INDEX "XI_dcim_sitegroup_sort" ON "dcim_sitegroup" ("_sort")`);
    await q.query(`CREATE INDEX "XI_dcim_location_path" ON "dcim_location" USING gin ("_path")`);
    await q.query(`CREATE INDEX "XI_dcim_location_sort" ON "dcim_location" ("_sort")`);
    await q.query(`CREATE INDEX "XI_dcim_devicerole_path" ON "dcim_devicerole" USING gin ("_path")`);
    await q.query(`CREATE INDEX "XI_dcim_devicerole_sort" ON "dcim_devicerole" ("_sort")`);
    await q.query(`CREATE INDEX "XI_dcim_platform_path" ON "dcim_platform" USING gin ("_path")`);
    await q.query(`CREATE INDEX "XI_dcim_platform_sort" ON "dcim_platform" ("_sort")`);
    await q.query(`CREATE UNIQUE INDEX "XI_dcim_device_name_site_tenant" ON "dcim_device" (lower("name"), "site_id", "tenant_id")`);
    await q.query(`CREATE UNIQUE INDEX "XI_dcim_device_name_site" ON "dcim_device" (lower("name"), "site_id") WHERE "tenant_id" IS NULL`);
    await q.query(`CREATE INDEX "XI_dcim_interface_order" ON "dcim_interface" ("device_id", "_name")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "XI_dcim_interface_order"`);
    await q.query(`DROP INDEX "XI_dcim_device_name_site"`);
    await q.query(`DROP INDEX "XI_dcim_device_name_site_tenant"`);
    await q.query(`DROP INDEX "XI_dcim_platform_sort"`);
    await q.query(`DROP INDEX "XI_dcim_platform_path"`);
    await q.query(`DROP INDEX "XI_dcim_devicerole_sort"`);
    await q.query(`DROP INDEX "XI_dcim_devicerole_path"`);
    await q.query(`DROP INDEX "XI_dcim_location_sort"`);
    await q.query(`DROP INDEX "XI_dcim_location_path"`);
    await q.query(`DROP INDEX "XI_dcim_sitegroup_sort"`);
    await q.query(`DROP INDEX "XI_dcim_sitegroup_path"`);
    await q.query(`DROP INDEX "XI_dcim_region_sort"`);
    await q.query(`DROP INDEX "XI_dcim_region_path"`);
    await q.query(`DROP INDEX "XI_tenancy_tenantgroup_sort"`);
    await q.query(`DROP INDEX "XI_tenancy_tenantgroup_path"`);
  }
}
