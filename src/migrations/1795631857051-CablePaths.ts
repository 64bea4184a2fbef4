import { MigrationInterface, QueryRunner } from 'typeorm';

export class CablePaths1795631857051 implements MigrationInterface {
  name = 'CablePaths1795631857051';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "dcim_cablepath" ("id" BIGSERIAL NOT NULL, "path" jsonb NOT NULL DEFAULT '[]', "is_active" boolean NOT NULL DEFAULT false, "is_complete" boolean NOT NULL DEFAULT false, "is_split" boolean NOT NULL DEFAULT false, "_nodes" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_7c50dda979b39d21bed585d4e90" PRIMARY KEY ("id"))`);
    // the paths through a cable or port are found by their nodes (hand-written: TypeORM cannot declare a GIN index)
    await q.query(`CREATE INDEX "XI_dcim_cablepath_nodes" ON "dcim_cablepath" USING gin ("_nodes")`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "_path_id" bigint`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD "_path_id" bigint`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD "_path_id" bigint`);
    await q.query(`ALTER TABLE "dcim_powerfeed" ADD "_path_id" bigint`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD "_path_id" bigint`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD "_path_id" bigint`);
    await q.query(`CREATE INDEX "IDX_d31ff66f4af50a0197c598234a" ON "dcim_interface"  ("_path_id") `);
    await q.query(`CREATE INDEX "IDX_0a3a2c1fddc0e82b87d5afbddc" ON "dcim_consoleport"  ("_path_id") `);
    await q.query(`CREATE INDEX "IDX_fb5ca2cd1e12b62dab3f200210" ON "dcim_consoleserverport"  ("_path_id") `);
    await q.query(`CREATE INDEX "IDX_ab984209954ddfb2d915bffa31" ON "dcim_powerfeed"  ("_path_id") `);
    await q.query(`CREATE INDEX "IDX_29e21b5b375ed413566848e07e" ON "dcim_powerport"  ("_path_id") `);
    await q.query(`CREATE INDEX "IDX_69364c0e1d7e46100993fbbcc7" ON "dcim_poweroutlet"  ("_path_id") `);
    await q.query(`ALTER TABLE "dcim_interface" ADD CONSTRAINT "FK_d31ff66f4af50a0197c598234a8" FOREIGN KEY ("_path_id") REFERENCES "dcim_cablepath"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD CONSTRAINT "FK_0a3a2c1fddc0e82b87d5afbddc6" FOREIGN KEY ("_path_id") REFERENCES "dcim_cablepath"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD CONSTRAINT "FK_fb5ca2cd1e12b62dab3f200210a" FOREIGN KEY ("_path_id") REFERENCES "dcim_cablepath"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerfeed" ADD CONSTRAINT "FK_ab984209954ddfb2d915bffa312" FOREIGN KEY ("_path_id") REFERENCES "dcim_cablepath"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD CONSTRAINT "FK_29e21b5b375ed413566848e07e1" FOREIGN KEY ("_path_id") REFERENCES "dcim_cablepath"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD CONSTRAINT "FK_69364c0e1d7e46100993fbbcc70" FOREIGN KEY ("_path_id") REFERENCES "dcim_cablepath"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP CONSTRAINT "FK_69364c0e1d7e46100993fbbcc70"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP CONSTRAINT "FK_29e21b5b375ed413566848e07e1"`);
    await q.query(`ALTER TABLE "dcim_powerfeed" DROP CONSTRAINT "FK_ab984209954ddfb2d915bffa312"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP CONSTRAINT "FK_fb5ca2cd1e12b62dab3f200210a"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP CONSTRAINT "FK_0a3a2c1fddc0e82b87d5afbddc6"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP CONSTRAINT "FK_d31ff66f4af50a0197c598234a8"`);
    await q.query(`DROP INDEX "public"."IDX_69364c0e1d7e46100993fbbcc7"`);
    await q.query(`DROP INDEX "public"."IDX_29e21b5b375ed413566848e07e"`);
    await q.query(`DROP INDEX "public"."IDX_ab984209954ddfb2d915bffa31"`);
    await q.query(`DROP INDEX "public"."IDX_fb5ca2cd1e12b62dab3f200210"`);
    await q.query(`DROP INDEX "public"."IDX_0a3a2c1fddc0e82b87d5afbddc"`);
    await q.query(`DROP INDEX "public"."IDX_d31ff66f4af50a0197c598234a"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP COLUMN "_path_id"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP COLUMN "_path_id"`);
    await q.query(`ALTER TABLE "dcim_powerfeed" DROP COLUMN "_path_id"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP COLUMN "_path_id"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP COLUMN "_path_id"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "_path_id"`);
    await q.query(`DROP INDEX "public"."XI_dcim_cablepath_nodes"`);
    await q.query(`DROP TABLE "dcim_cablepath"`);
  }
}
