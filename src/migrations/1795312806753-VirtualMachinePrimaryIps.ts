import { MigrationInterface, QueryRunner } from 'typeorm';

export class VirtualMachinePrimaryIps1795312806753 implements MigrationInterface {
  name = 'VirtualMachinePrimaryIps1795312806753';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD "primary_ip4_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD "primary_ip6_id" bigint`);
    await q.query(`CREATE INDEX "IDX_dd2220d70e16e9d20930169cf2" ON "virtualization_virtualmachine"  ("primary_ip4_id") `);
    await q.query(`CREATE INDEX "IDX_081b98babad4760505bf2fa37d" ON "virtualization_virtualmachine"  ("primary_ip6_id") `);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_dd2220d70e16e9d20930169cf27" FOREIGN KEY ("primary_ip4_id") REFERENCES "ipam_ipaddress"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_081b98babad4760505bf2fa37d1" FOREIGN KEY ("primary_ip6_id") REFERENCES "ipam_ipaddress"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_081b98babad4760505bf2fa37d1"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_dd2220d70e16e9d20930169cf27"`);
    await q.query(`DROP INDEX "public"."IDX_081b98babad4760505bf2fa37d"`);
    await q.query(`DROP INDEX "public"."IDX_dd2220d70e16e9d20930169cf2"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP COLUMN "primary_ip6_id"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP COLUMN "primary_ip4_id"`);
  }
}
