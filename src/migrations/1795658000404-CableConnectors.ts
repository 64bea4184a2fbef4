import { MigrationInterface, QueryRunner } from 'typeorm';

export class CableConnectors1795658000404 implements MigrationInterface {
  name = 'CableConnectors1795658000404';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD "cable_connector" smallint`);
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD "cable_positions" jsonb`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "cable_connector" smallint`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "cable_positions" jsonb`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD "cable_connector" smallint`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD "cable_positions" jsonb`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD "cable_connector" smallint`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD "cable_positions" jsonb`);
    await q.query(`ALTER TABLE "dcim_frontport" ADD "cable_connector" smallint`);
    await q.query(`ALTER TABLE "dcim_frontport" ADD "cable_positions" jsonb`);
    await q.query(`ALTER TABLE "dcim_rearport" ADD "cable_connector" smallint`);
    await q.query(`ALTER TABLE "dcim_rearport" ADD "cable_positions" jsonb`);
    await q.query(`ALTER TABLE "dcim_powerfeed" ADD "cable_connector" smallint`);
    await q.query(`ALTER TABLE "dcim_powerfeed" ADD "cable_positions" jsonb`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD "cable_connector" smallint`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD "cable_positions" jsonb`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD "cable_connector" smallint`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD "cable_positions" jsonb`);
    // objects cabled before keep their termination's connector and positions as new cablings will
    await q.query(`UPDATE "circuits_circuittermination" x SET cable_connector = ct.connector, cable_positions = ct.positions FROM dcim_cabletermination ct WHERE ct.termination_type = 'circuits.circuittermination' AND ct.termination_id = x.id AND ct.connector IS NOT NULL`);
    await q.query(`UPDATE "dcim_interface" x SET cable_connector = ct.connector, cable_positions = ct.positions FROM dcim_cabletermination ct WHERE ct.termination_type = 'dcim.interface' AND ct.termination_id = x.id AND ct.connector IS NOT NULL`);
    await q.query(`UPDATE "dcim_consoleport" x SET cable_connector = ct.connector, cable_positions = ct.positions FROM dcim_cabletermination ct WHERE ct.termination_type = 'dcim.consoleport' AND ct.termination_id = x.id AND ct.connector IS NOT NULL`);
    await q.query(`UPDATE "dcim_consoleserverport" x SET cable_connector = ct.connector, cable_positions = ct.positions FROM dcim_cabletermination ct WHERE ct.termination_type = 'dcim.consoleserverport' AND ct.termination_id = x.id AND ct.connector IS NOT NULL`);
    await q.query(`UPDATE "dcim_frontport" x SET cable_connector = ct.connector, cable_positions = ct.positions FROM dcim_cabletermination ct WHERE ct.termination_type = 'dcim.frontport' AND ct.termination_id = x.id AND ct.connector IS NOT NULL`);
    await q.query(`UPDATE "dcim_rearport" x SET cable_connector = ct.connector, cable_positions = ct.positions FROM dcim_cabletermination ct WHERE ct.termination_type = 'dcim.rearport' AND ct.termination_id = x.id AND ct.connector IS NOT NULL`);
    await q.query(`UPDATE "dcim_powerfeed" x SET cable_connector = ct.connector, cable_positions = ct.positions FROM dcim_cabletermination ct WHERE ct.termination_type = 'dcim.powerfeed' AND ct.termination_id = x.id AND ct.connector IS NOT NULL`);
    await q.query(`UPDATE "dcim_powerport" x SET cable_connector = ct.connector, cable_positions = ct.positions FROM dcim_cabletermination ct WHERE ct.termination_type = 'dcim.powerport' AND ct.termination_id = x.id AND ct.connector IS NOT NULL`);
    await q.query(`UPDATE "dcim_poweroutlet" x SET cable_connector = ct.connector, cable_positions = ct.positions FROM dcim_cabletermination ct WHERE ct.termination_type = 'dcim.poweroutlet' AND ct.termination_id = x.id AND ct.connector IS NOT NULL`);
    await q.query(`ALTER TABLE "dcim_cabletermination" ADD CONSTRAINT "dcim_cabletermination_unique_connector" UNIQUE ("cable_id", "cable_end", "connector") DEFERRABLE INITIALLY DEFERRED`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "dcim_cabletermination" DROP CONSTRAINT "dcim_cabletermination_unique_connector"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP COLUMN "cable_positions"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP COLUMN "cable_connector"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP COLUMN "cable_positions"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP COLUMN "cable_connector"`);
    await q.query(`ALTER TABLE "dcim_powerfeed" DROP COLUMN "cable_positions"`);
    await q.query(`ALTER TABLE "dcim_powerfeed" DROP COLUMN "cable_connector"`);
    await q.query(`ALTER TABLE "dcim_rearport" DROP COLUMN "cable_positions"`);
    await q.query(`ALTER TABLE "dcim_rearport" DROP COLUMN "cable_connector"`);
    await q.query(`ALTER TABLE "dcim_frontport" DROP COLUMN "cable_positions"`);
    await q.query(`ALTER TABLE "dcim_frontport" DROP COLUMN "cable_connector"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP COLUMN "cable_positions"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP COLUMN "cable_connector"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP COLUMN "cable_positions"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP COLUMN "cable_connector"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "cable_positions"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "cable_connector"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP COLUMN "cable_positions"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP COLUMN "cable_connector"`);
  }
}
