import { MigrationInterface, QueryRunner } from 'typeorm';

export class Cables1795630681256 implements MigrationInterface {
  name = 'Cables1795630681256';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "dcim_cablebundle" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "cable_count" integer NOT NULL DEFAULT '0', "owner_id" bigint, CONSTRAINT "UQ_5ab38dffd1fd979bc47e54f76dc" UNIQUE ("name"), CONSTRAINT "PK_e71053274b8dc0e39de9f9a1a02" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_793522331147a21df6a4746860" ON "dcim_cablebundle"  ("owner_id") `);
    await q.query(`CREATE TABLE "dcim_cable" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "type" character varying(50), "status" character varying(50) NOT NULL DEFAULT 'connected', "profile" character varying(50) NOT NULL DEFAULT '', "label" character varying(100) NOT NULL DEFAULT '', "color" character varying(6) NOT NULL DEFAULT '', "length" numeric(8,2), "length_unit" character varying(50), "_abs_length" numeric(14,4), "owner_id" bigint, "tenant_id" bigint, "bundle_id" bigint, CONSTRAINT "PK_078bf2203a6f8aa85ccd786f514" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_7e22092d0080037f101759e7cd" ON "dcim_cable"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_da2c48332f2293bb681c62a17d" ON "dcim_cable"  ("tenant_id") `);
    await q.query(`CREATE INDEX "IDX_fee08c50ebd22ccce09126fa3e" ON "dcim_cable"  ("bundle_id") `);
    await q.query(`CREATE TABLE "dcim_cabletermination" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "cable_end" character varying(1) NOT NULL, "termination_type" character varying(100) NOT NULL, "termination_id" bigint NOT NULL, "connector" integer, "positions" jsonb, "cable_id" bigint NOT NULL, "_device_id" bigint, "_rack_id" bigint, "_location_id" bigint, "_site_id" bigint, CONSTRAINT "PK_b672fa53e9d17a43fee24e04aa5" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_ca09902519ea62dd9609ada28e" ON "dcim_cabletermination"  ("cable_id") `);
    await q.query(`CREATE INDEX "IDX_1b3865860ec240f62bfcbc4251" ON "dcim_cabletermination"  ("termination_type", "termination_id") `);
    await q.query(`CREATE INDEX "IDX_7183ec038a6b5271858e0dd574" ON "dcim_cabletermination"  ("_device_id") `);
    await q.query(`CREATE INDEX "IDX_d3674943dcb6cbbd667834428d" ON "dcim_cabletermination"  ("_rack_id") `);
    await q.query(`CREATE INDEX "IDX_269045a6842185d083649f69fe" ON "dcim_cabletermination"  ("_location_id") `);
    await q.query(`CREATE INDEX "IDX_aed44aecd8fbde085f4565cccc" ON "dcim_cabletermination"  ("_site_id") `);
    await q.query(`CREATE UNIQUE INDEX "dcim_cabletermination_unique_termination" ON "dcim_cabletermination"  ("termination_type", "termination_id") `);
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD "cable_end" character varying(1)`);
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD "cable_id" bigint`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "cable_end" character varying(1)`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "cable_id" bigint`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD "cable_end" character varying(1)`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD "cable_id" bigint`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD "cable_end" character varying(1)`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD "cable_id" bigint`);
    await q.query(`ALTER TABLE "dcim_frontport" ADD "cable_end" character varying(1)`);
    await q.query(`ALTER TABLE "dcim_frontport" ADD "cable_id" bigint`);
    await q.query(`ALTER TABLE "dcim_rearport" ADD "cable_end" character varying(1)`);
    await q.query(`ALTER TABLE "dcim_rearport" ADD "cable_id" bigint`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD "cable_end" character varying(1)`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD "cable_id" bigint`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD "cable_end" character varying(1)`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD "cable_id" bigint`);
    await q.query(`ALTER TABLE "dcim_powerfeed" ADD "cable_end" character varying(1)`);
    await q.query(`ALTER TABLE "dcim_powerfeed" ADD "cable_id" bigint`);
    await q.query(`CREATE INDEX "IDX_9c2c236ca132c6aeca655bbef3" ON "circuits_circuittermination"  ("cable_id") `);
    await q.query(`CREATE INDEX "IDX_5a3548aaeb929773169666f13e" ON "dcim_interface"  ("cable_id") `);
    await q.query(`CREATE INDEX "IDX_9b08eddff129943c55a54432f1" ON "dcim_consoleport"  ("cable_id") `);
    await q.query(`CREATE INDEX "IDX_8f808772ba8865f7085cdafa24" ON "dcim_consoleserverport"  ("cable_id") `);
    await q.query(`CREATE INDEX "IDX_85061a6dbae4996687650c3297" ON "dcim_frontport"  ("cable_id") `);
    await q.query(`CREATE INDEX "IDX_4886a97fea8708893d16b1cece" ON "dcim_rearport"  ("cable_id") `);
    await q.query(`CREATE INDEX "IDX_758be192528aac30829e1cf3c8" ON "dcim_powerport"  ("cable_id") `);
    await q.query(`CREATE INDEX "IDX_163f309ef46f1dd9066645272c" ON "dcim_poweroutlet"  ("cable_id") `);
    await q.query(`CREATE INDEX "IDX_4aed2dfc61c3ce5959d0ec1fbd" ON "dcim_powerfeed"  ("cable_id") `);
    await q.query(`ALTER TABLE "dcim_cablebundle" ADD CONSTRAINT "FK_793522331147a21df6a47468606" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_cable" ADD CONSTRAINT "FK_7e22092d0080037f101759e7cdb" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_cable" ADD CONSTRAINT "FK_da2c48332f2293bb681c62a17d6" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_cable" ADD CONSTRAINT "FK_fee08c50ebd22ccce09126fa3e8" FOREIGN KEY ("bundle_id") REFERENCES "dcim_cablebundle"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD CONSTRAINT "FK_9c2c236ca132c6aeca655bbef3e" FOREIGN KEY ("cable_id") REFERENCES "dcim_cable"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interface" ADD CONSTRAINT "FK_5a3548aaeb929773169666f13e4" FOREIGN KEY ("cable_id") REFERENCES "dcim_cable"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_cabletermination" ADD CONSTRAINT "FK_ca09902519ea62dd9609ada28ef" FOREIGN KEY ("cable_id") REFERENCES "dcim_cable"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_cabletermination" ADD CONSTRAINT "FK_7183ec038a6b5271858e0dd5740" FOREIGN KEY ("_device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_cabletermination" ADD CONSTRAINT "FK_d3674943dcb6cbbd667834428db" FOREIGN KEY ("_rack_id") REFERENCES "dcim_rack"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_cabletermination" ADD CONSTRAINT "FK_269045a6842185d083649f69fec" FOREIGN KEY ("_location_id") REFERENCES "dcim_location"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_cabletermination" ADD CONSTRAINT "FK_aed44aecd8fbde085f4565cccc2" FOREIGN KEY ("_site_id") REFERENCES "dcim_site"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD CONSTRAINT "FK_9b08eddff129943c55a54432f1a" FOREIGN KEY ("cable_id") REFERENCES "dcim_cable"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD CONSTRAINT "FK_8f808772ba8865f7085cdafa24a" FOREIGN KEY ("cable_id") REFERENCES "dcim_cable"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_frontport" ADD CONSTRAINT "FK_85061a6dbae4996687650c32978" FOREIGN KEY ("cable_id") REFERENCES "dcim_cable"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rearport" ADD CONSTRAINT "FK_4886a97fea8708893d16b1ceced" FOREIGN KEY ("cable_id") REFERENCES "dcim_cable"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD CONSTRAINT "FK_758be192528aac30829e1cf3c80" FOREIGN KEY ("cable_id") REFERENCES "dcim_cable"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD CONSTRAINT "FK_163f309ef46f1dd9066645272c2" FOREIGN KEY ("cable_id") REFERENCES "dcim_cable"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerfeed" ADD CONSTRAINT "FK_4aed2dfc61c3ce5959d0ec1fbdc" FOREIGN KEY ("cable_id") REFERENCES "dcim_cable"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_circuittermination(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuit-terminations/' || bx.id || '/'), 'display', (SELECT c.cid FROM circuits_circuit c WHERE c.id = bx.circuit_id) || ': Termination ' || bx.term_side, 'circuit', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/circuits/' || bj1.id || '/'), 'display', bj1."cid"::text, 'cid', bj1."cid", 'provider', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/circuits/providers/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'slug', bj2."slug", 'description', bj2."description", 'circuit_count', bj2."circuit_count") END, 'description', bj1."description") END, 'term_side', bx."term_side", 'description', bx."description", 'cable', CASE WHEN bj3.id IS NULL THEN NULL ELSE json_build_object('id', bj3.id, 'url', ($1::text || '/api/dcim/cables/' || bj3.id || '/'), 'display', COALESCE(NULLIF(bj3.label, ''), '#' || bj3.id), 'label', bj3."label", 'description', bj3."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL))) FROM "circuits_circuittermination" bx LEFT JOIN "circuits_circuit" bj1 ON bj1.id = bx."circuit_id" LEFT JOIN "circuits_provider" bj2 ON bj2.id = bj1."provider_id" LEFT JOIN "dcim_cable" bj3 ON bj3.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_virtualcircuittermination(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/virtual-circuit-terminations/' || bx.id || '/'), 'display', (SELECT v.cid FROM circuits_virtualcircuit v WHERE v.id = bx.virtual_circuit_id) || ': ' || CASE bx.role WHEN 'peer' THEN 'Peer' WHEN 'hub' THEN 'Hub' WHEN 'spoke' THEN 'Spoke' ELSE bx.role END || ' termination', 'virtual_circuit', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/virtual-circuits/' || bj1.id || '/'), 'display', bj1."cid"::text, 'cid', bj1."cid", 'provider_network', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/circuits/provider-networks/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'description', bj2."description") END, 'description', bj1."description") END, 'role', CASE WHEN bx."role" IS NULL OR bx."role" = '' THEN NULL ELSE json_build_object('value', bx."role", 'label', COALESCE('{"peer":"Peer","hub":"Hub","spoke":"Spoke"}'::jsonb ->> bx."role"::text, bx."role"::text)) END, 'interface', CASE WHEN bj3.id IS NULL THEN NULL ELSE json_build_object('id', bj3.id, 'url', ($1::text || '/api/dcim/interfaces/' || bj3.id || '/'), 'display', bj3.name || CASE WHEN bj3.label <> '' THEN ' (' || bj3.label || ')' ELSE '' END, 'device', CASE WHEN bj4.id IS NULL THEN NULL ELSE json_build_object('id', bj4.id, 'url', ($1::text || '/api/dcim/devices/' || bj4.id || '/'), 'display', COALESCE(COALESCE(bj4.name, (SELECT vc.name || ':' || COALESCE(bj4.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj4.virtual_chassis_id))
     || COALESCE(' (' || bj4.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj4.device_type_id) || ' (' || COALESCE(bj4.asset_tag, bj4.id::text) || ')'), 'name', bj4."name", 'description', bj4."description") END, 'name', bj3."name", 'description', bj3."description", 'cable', CASE WHEN bj5.id IS NULL THEN NULL ELSE json_build_object('id', bj5.id, 'url', ($1::text || '/api/dcim/cables/' || bj5.id || '/'), 'display', COALESCE(NULLIF(bj5.label, ''), '#' || bj5.id), 'label', bj5."label", 'description', bj5."description") END, '_occupied', ((bj3.mark_connected OR bj3.cable_id IS NOT NULL OR bj3.wireless_link_id IS NOT NULL))) END, 'description', bx."description") FROM "circuits_virtualcircuittermination" bx LEFT JOIN "circuits_virtualcircuit" bj1 ON bj1.id = bx."virtual_circuit_id" LEFT JOIN "circuits_providernetwork" bj2 ON bj2.id = bj1."provider_network_id" LEFT JOIN "dcim_interface" bj3 ON bj3.id = bx."interface_id" LEFT JOIN "dcim_device" bj4 ON bj4.id = bj3."device_id" LEFT JOIN "dcim_cable" bj5 ON bj5.id = bj3."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_cable(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/cables/' || bx.id || '/'), 'display', COALESCE(NULLIF(bx.label, ''), '#' || bx.id), 'label', bx."label", 'description', bx."description") FROM "dcim_cable" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_cablebundle(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/cable-bundles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "dcim_cablebundle" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_cabletermination(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/cable-terminations/' || bx.id || '/'), 'display', 'Cable ' || (SELECT COALESCE(NULLIF(c.label, ''), '#' || c.id) FROM dcim_cable c WHERE c.id = bx.cable_id) || ' to ' ||
          COALESCE(CASE bx.termination_type WHEN 'circuits.circuittermination' THEN (SELECT (SELECT c.cid FROM circuits_circuit c WHERE c.id = o.circuit_id) || ': Termination ' || o.term_side FROM circuits_circuittermination o WHERE o.id = bx.termination_id) WHEN 'dcim.consoleport' THEN (SELECT o.name || CASE WHEN o.label <> '' THEN ' (' || o.label || ')' ELSE '' END FROM dcim_consoleport o WHERE o.id = bx.termination_id) WHEN 'dcim.consoleserverport' THEN (SELECT o.name || CASE WHEN o.label <> '' THEN ' (' || o.label || ')' ELSE '' END FROM dcim_consoleserverport o WHERE o.id = bx.termination_id) WHEN 'dcim.frontport' THEN (SELECT o.name || CASE WHEN o.label <> '' THEN ' (' || o.label || ')' ELSE '' END FROM dcim_frontport o WHERE o.id = bx.termination_id) WHEN 'dcim.interface' THEN (SELECT o.name || CASE WHEN o.label <> '' THEN ' (' || o.label || ')' ELSE '' END FROM dcim_interface o WHERE o.id = bx.termination_id) WHEN 'dcim.powerfeed' THEN (SELECT o."name"::text FROM dcim_powerfeed o WHERE o.id = bx.termination_id) WHEN 'dcim.poweroutlet' THEN (SELECT o.name || CASE WHEN o.label <> '' THEN ' (' || o.label || ')' ELSE '' END FROM dcim_poweroutlet o WHERE o.id = bx.termination_id) WHEN 'dcim.powerport' THEN (SELECT o.name || CASE WHEN o.label <> '' THEN ' (' || o.label || ')' ELSE '' END FROM dcim_powerport o WHERE o.id = bx.termination_id) WHEN 'dcim.rearport' THEN (SELECT o.name || CASE WHEN o.label <> '' THEN ' (' || o.label || ')' ELSE '' END FROM dcim_rearport o WHERE o.id = bx.termination_id) END, ''), 'cable', bx."cable_id", 'cable_end', bx."cable_end", 'termination_type', bx."termination_type", 'termination_id', bx."termination_id", 'connector', bx."connector", 'positions', bx."positions") FROM "dcim_cabletermination" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_consoleport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/dcim/cables/' || bj2.id || '/'), 'display', COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id), 'label', bj2."label", 'description', bj2."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL))) FROM "dcim_consoleport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_consoleserverport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-server-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/dcim/cables/' || bj2.id || '/'), 'display', COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id), 'label', bj2."label", 'description', bj2."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL))) FROM "dcim_consoleserverport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_frontport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/front-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/dcim/cables/' || bj2.id || '/'), 'display', COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id), 'label', bj2."label", 'description', bj2."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL))) FROM "dcim_frontport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_interface(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/interfaces/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/dcim/cables/' || bj2.id || '/'), 'display', COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id), 'label', bj2."label", 'description', bj2."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL OR bx.wireless_link_id IS NOT NULL))) FROM "dcim_interface" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_powerfeed(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-feeds/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'cable', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/cables/' || bj1.id || '/'), 'display', COALESCE(NULLIF(bj1.label, ''), '#' || bj1.id), 'label', bj1."label", 'description', bj1."description") END, 'description', bx."description", '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL))) FROM "dcim_powerfeed" bx LEFT JOIN "dcim_cable" bj1 ON bj1.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_poweroutlet(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-outlets/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/dcim/cables/' || bj2.id || '/'), 'display', COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id), 'label', bj2."label", 'description', bj2."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL))) FROM "dcim_poweroutlet" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_powerport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/dcim/cables/' || bj2.id || '/'), 'display', COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id), 'label', bj2."label", 'description', bj2."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL))) FROM "dcim_powerport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rearport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rear-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/dcim/cables/' || bj2.id || '/'), 'display', COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id), 'label', bj2."label", 'description', bj2."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL))) FROM "dcim_rearport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuitgroup":"Circuits | circuit group","circuits.circuitgroupassignment":"Circuits | circuit group assignment","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.provideraccount":"Circuits | provider account","circuits.providernetwork":"Circuits | provider network","circuits.virtualcircuit":"Circuits | virtual circuit","circuits.virtualcircuittermination":"Circuits | virtual circuit termination","circuits.virtualcircuittype":"Circuits | virtual circuit type","core.datafile":"Core | data file","core.datasource":"Core | data source","core.job":"Core | job","core.objectchange":"Core | object change","core.objecttype":"Core | object type","dcim.cable":"DCIM | cable","dcim.cablebundle":"DCIM | cable bundle","dcim.cabletermination":"DCIM | cable termination","dcim.consoleport":"DCIM | console port","dcim.consoleporttemplate":"DCIM | console port template","dcim.consoleserverport":"DCIM | console server port","dcim.consoleserverporttemplate":"DCIM | console server port template","dcim.device":"DCIM | device","dcim.devicebay":"DCIM | device bay","dcim.devicebaytemplate":"DCIM | device bay template","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.frontport":"DCIM | front port","dcim.frontporttemplate":"DCIM | front port template","dcim.interface":"DCIM | interface","dcim.interfacetemplate":"DCIM | interface template","dcim.inventoryitem":"DCIM | inventory item","dcim.inventoryitemrole":"DCIM | inventory item role","dcim.inventoryitemtemplate":"DCIM | inventory item template","dcim.location":"DCIM | location","dcim.macaddress":"DCIM | MAC address","dcim.manufacturer":"DCIM | manufacturer","dcim.modulebay":"DCIM | module bay","dcim.modulebaytemplate":"DCIM | module bay template","dcim.platform":"DCIM | platform","dcim.powerfeed":"DCIM | power feed","dcim.poweroutlet":"DCIM | power outlet","dcim.poweroutlettemplate":"DCIM | power outlet template","dcim.powerpanel":"DCIM | power panel","dcim.powerport":"DCIM | power port","dcim.powerporttemplate":"DCIM | power port template","dcim.rack":"DCIM | rack","dcim.rackgroup":"DCIM | rack group","dcim.rackreservation":"DCIM | rack reservation","dcim.rackrole":"DCIM | rack role","dcim.racktype":"DCIM | rack type","dcim.rearport":"DCIM | rear port","dcim.rearporttemplate":"DCIM | rear port template","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","dcim.virtualchassis":"DCIM | virtual chassis","dcim.virtualdevicecontext":"DCIM | virtual device context","extras.bookmark":"Extras | bookmark","extras.configcontext":"Extras | config context","extras.configcontextprofile":"Extras | config context profile","extras.configtemplate":"Extras | config template","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.customlink":"Extras | custom link","extras.eventrule":"Extras | event rule","extras.exporttemplate":"Extras | export template","extras.imageattachment":"Extras | image attachment","extras.journalentry":"Extras | journal entry","extras.notification":"Extras | notification","extras.notificationgroup":"Extras | notification group","extras.savedfilter":"Extras | saved filter","extras.subscription":"Extras | subscription","extras.tableconfig":"Extras | table config","extras.tag":"Extras | tag","extras.taggeditem":"Extras | tagged item","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.asn":"IPAM | ASN","ipam.asnrange":"IPAM | ASN range","ipam.fhrpgroup":"IPAM | FHRP group","ipam.fhrpgroupassignment":"IPAM | FHRP group assignment","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.servicetemplate":"IPAM | application service template","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vlantranslationpolicy":"IPAM | VLAN translation policy","ipam.vlantranslationrule":"IPAM | VLAN translation rule","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.owner":"Users | owner","users.ownergroup":"Users | owner group","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualdisk":"Virtualization | virtual disk","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.virtualmachinetype":"Virtualization | virtual machine type","virtualization.vminterface":"Virtualization | interface","vpn.ikepolicy":"VPN | IKE policy","vpn.ikeproposal":"VPN | IKE proposal","vpn.ipsecpolicy":"VPN | IPSec policy","vpn.ipsecprofile":"VPN | IPSec profile","vpn.ipsecproposal":"VPN | IPSec proposal","vpn.l2vpn":"VPN | L2VPN","vpn.l2vpntermination":"VPN | L2VPN termination","vpn.tunnel":"VPN | tunnel","vpn.tunnelgroup":"VPN | tunnel group","vpn.tunneltermination":"VPN | tunnel termination","wireless.wirelesslan":"Wireless | wireless LAN","wireless.wirelesslangroup":"Wireless | wireless LAN group","wireless.wirelesslink":"Wireless | wireless link"}'::jsonb ->> $1, $1);
END
$derived$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_object_type_label(text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuitgroup":"Circuits | circuit group","circuits.circuitgroupassignment":"Circuits | circuit group assignment","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.provideraccount":"Circuits | provider account","circuits.providernetwork":"Circuits | provider network","circuits.virtualcircuit":"Circuits | virtual circuit","circuits.virtualcircuittermination":"Circuits | virtual circuit termination","circuits.virtualcircuittype":"Circuits | virtual circuit type","core.datafile":"Core | data file","core.datasource":"Core | data source","core.job":"Core | job","core.objectchange":"Core | object change","core.objecttype":"Core | object type","dcim.consoleport":"DCIM | console port","dcim.consoleporttemplate":"DCIM | console port template","dcim.consoleserverport":"DCIM | console server port","dcim.consoleserverporttemplate":"DCIM | console server port template","dcim.device":"DCIM | device","dcim.devicebay":"DCIM | device bay","dcim.devicebaytemplate":"DCIM | device bay template","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.frontport":"DCIM | front port","dcim.frontporttemplate":"DCIM | front port template","dcim.interface":"DCIM | interface","dcim.interfacetemplate":"DCIM | interface template","dcim.inventoryitem":"DCIM | inventory item","dcim.inventoryitemrole":"DCIM | inventory item role","dcim.inventoryitemtemplate":"DCIM | inventory item template","dcim.location":"DCIM | location","dcim.macaddress":"DCIM | MAC address","dcim.manufacturer":"DCIM | manufacturer","dcim.modulebay":"DCIM | module bay","dcim.modulebaytemplate":"DCIM | module bay template","dcim.platform":"DCIM | platform","dcim.powerfeed":"DCIM | power feed","dcim.poweroutlet":"DCIM | power outlet","dcim.poweroutlettemplate":"DCIM | power outlet template","dcim.powerpanel":"DCIM | power panel","dcim.powerport":"DCIM | power port","dcim.powerporttemplate":"DCIM | power port template","dcim.rack":"DCIM | rack","dcim.rackgroup":"DCIM | rack group","dcim.rackreservation":"DCIM | rack reservation","dcim.rackrole":"DCIM | rack role","dcim.racktype":"DCIM | rack type","dcim.rearport":"DCIM | rear port","dcim.rearporttemplate":"DCIM | rear port template","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","dcim.virtualchassis":"DCIM | virtual chassis","dcim.virtualdevicecontext":"DCIM | virtual device context","extras.bookmark":"Extras | bookmark","extras.configcontext":"Extras | config context","extras.configcontextprofile":"Extras | config context profile","extras.configtemplate":"Extras | config template","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.customlink":"Extras | custom link","extras.eventrule":"Extras | event rule","extras.exporttemplate":"Extras | export template","extras.imageattachment":"Extras | image attachment","extras.journalentry":"Extras | journal entry","extras.notification":"Extras | notification","extras.notificationgroup":"Extras | notification group","extras.savedfilter":"Extras | saved filter","extras.subscription":"Extras | subscription","extras.tableconfig":"Extras | table config","extras.tag":"Extras | tag","extras.taggeditem":"Extras | tagged item","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.asn":"IPAM | ASN","ipam.asnrange":"IPAM | ASN range","ipam.fhrpgroup":"IPAM | FHRP group","ipam.fhrpgroupassignment":"IPAM | FHRP group assignment","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.servicetemplate":"IPAM | application service template","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vlantranslationpolicy":"IPAM | VLAN translation policy","ipam.vlantranslationrule":"IPAM | VLAN translation rule","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.owner":"Users | owner","users.ownergroup":"Users | owner group","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualdisk":"Virtualization | virtual disk","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.virtualmachinetype":"Virtualization | virtual machine type","virtualization.vminterface":"Virtualization | interface","vpn.ikepolicy":"VPN | IKE policy","vpn.ikeproposal":"VPN | IKE proposal","vpn.ipsecpolicy":"VPN | IPSec policy","vpn.ipsecprofile":"VPN | IPSec profile","vpn.ipsecproposal":"VPN | IPSec proposal","vpn.l2vpn":"VPN | L2VPN","vpn.l2vpntermination":"VPN | L2VPN termination","vpn.tunnel":"VPN | tunnel","vpn.tunnelgroup":"VPN | tunnel group","vpn.tunneltermination":"VPN | tunnel termination","wireless.wirelesslan":"Wireless | wireless LAN","wireless.wirelesslangroup":"Wireless | wireless LAN group","wireless.wirelesslink":"Wireless | wireless link"}'::jsonb ->> $1, $1);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_rearport(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rear-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_rearport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_powerport(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_powerport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_poweroutlet(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-outlets/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_poweroutlet" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_powerfeed(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-feeds/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'cable', (NULL::jsonb), 'description', bx."description", '_occupied', (bx.mark_connected)) FROM "dcim_powerfeed" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_interface(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/interfaces/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', ((bx.mark_connected OR bx.wireless_link_id IS NOT NULL))) FROM "dcim_interface" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_frontport(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/front-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_frontport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_consoleserverport(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-server-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_consoleserverport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_consoleport(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_consoleport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`DROP FUNCTION inv_brief_dcim_cabletermination(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_cablebundle(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_cable(text, bigint)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_circuits_virtualcircuittermination(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/virtual-circuit-terminations/' || bx.id || '/'), 'display', (SELECT v.cid FROM circuits_virtualcircuit v WHERE v.id = bx.virtual_circuit_id) || ': ' || CASE bx.role WHEN 'peer' THEN 'Peer' WHEN 'hub' THEN 'Hub' WHEN 'spoke' THEN 'Spoke' ELSE bx.role END || ' termination', 'virtual_circuit', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/virtual-circuits/' || bj1.id || '/'), 'display', bj1."cid"::text, 'cid', bj1."cid", 'provider_network', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/circuits/provider-networks/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'description', bj2."description") END, 'description', bj1."description") END, 'role', CASE WHEN bx."role" IS NULL OR bx."role" = '' THEN NULL ELSE json_build_object('value', bx."role", 'label', COALESCE('{"peer":"Peer","hub":"Hub","spoke":"Spoke"}'::jsonb ->> bx."role"::text, bx."role"::text)) END, 'interface', CASE WHEN bj3.id IS NULL THEN NULL ELSE json_build_object('id', bj3.id, 'url', ($1::text || '/api/dcim/interfaces/' || bj3.id || '/'), 'display', bj3.name || CASE WHEN bj3.label <> '' THEN ' (' || bj3.label || ')' ELSE '' END, 'device', CASE WHEN bj4.id IS NULL THEN NULL ELSE json_build_object('id', bj4.id, 'url', ($1::text || '/api/dcim/devices/' || bj4.id || '/'), 'display', COALESCE(COALESCE(bj4.name, (SELECT vc.name || ':' || COALESCE(bj4.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj4.virtual_chassis_id))
     || COALESCE(' (' || bj4.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj4.device_type_id) || ' (' || COALESCE(bj4.asset_tag, bj4.id::text) || ')'), 'name', bj4."name", 'description', bj4."description") END, 'name', bj3."name", 'description', bj3."description", 'cable', (NULL::jsonb), '_occupied', ((bj3.mark_connected OR bj3.wireless_link_id IS NOT NULL))) END, 'description', bx."description") FROM "circuits_virtualcircuittermination" bx LEFT JOIN "circuits_virtualcircuit" bj1 ON bj1.id = bx."virtual_circuit_id" LEFT JOIN "circuits_providernetwork" bj2 ON bj2.id = bj1."provider_network_id" LEFT JOIN "dcim_interface" bj3 ON bj3.id = bx."interface_id" LEFT JOIN "dcim_device" bj4 ON bj4.id = bj3."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_circuits_circuittermination(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuit-terminations/' || bx.id || '/'), 'display', (SELECT c.cid FROM circuits_circuit c WHERE c.id = bx.circuit_id) || ': Termination ' || bx.term_side, 'circuit', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/circuits/' || bj1.id || '/'), 'display', bj1."cid"::text, 'cid', bj1."cid", 'provider', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/circuits/providers/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'slug', bj2."slug", 'description', bj2."description", 'circuit_count', bj2."circuit_count") END, 'description', bj1."description") END, 'term_side', bx."term_side", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "circuits_circuittermination" bx LEFT JOIN "circuits_circuit" bj1 ON bj1.id = bx."circuit_id" LEFT JOIN "circuits_provider" bj2 ON bj2.id = bj1."provider_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`ALTER TABLE "dcim_powerfeed" DROP CONSTRAINT "FK_4aed2dfc61c3ce5959d0ec1fbdc"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP CONSTRAINT "FK_163f309ef46f1dd9066645272c2"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP CONSTRAINT "FK_758be192528aac30829e1cf3c80"`);
    await q.query(`ALTER TABLE "dcim_rearport" DROP CONSTRAINT "FK_4886a97fea8708893d16b1ceced"`);
    await q.query(`ALTER TABLE "dcim_frontport" DROP CONSTRAINT "FK_85061a6dbae4996687650c32978"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP CONSTRAINT "FK_8f808772ba8865f7085cdafa24a"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP CONSTRAINT "FK_9b08eddff129943c55a54432f1a"`);
    await q.query(`ALTER TABLE "dcim_cabletermination" DROP CONSTRAINT "FK_aed44aecd8fbde085f4565cccc2"`);
    await q.query(`ALTER TABLE "dcim_cabletermination" DROP CONSTRAINT "FK_269045a6842185d083649f69fec"`);
    await q.query(`ALTER TABLE "dcim_cabletermination" DROP CONSTRAINT "FK_d3674943dcb6cbbd667834428db"`);
    await q.query(`ALTER TABLE "dcim_cabletermination" DROP CONSTRAINT "FK_7183ec038a6b5271858e0dd5740"`);
    await q.query(`ALTER TABLE "dcim_cabletermination" DROP CONSTRAINT "FK_ca09902519ea62dd9609ada28ef"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP CONSTRAINT "FK_5a3548aaeb929773169666f13e4"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP CONSTRAINT "FK_9c2c236ca132c6aeca655bbef3e"`);
    await q.query(`ALTER TABLE "dcim_cable" DROP CONSTRAINT "FK_fee08c50ebd22ccce09126fa3e8"`);
    await q.query(`ALTER TABLE "dcim_cable" DROP CONSTRAINT "FK_da2c48332f2293bb681c62a17d6"`);
    await q.query(`ALTER TABLE "dcim_cable" DROP CONSTRAINT "FK_7e22092d0080037f101759e7cdb"`);
    await q.query(`ALTER TABLE "dcim_cablebundle" DROP CONSTRAINT "FK_793522331147a21df6a47468606"`);
    await q.query(`DROP INDEX "public"."IDX_4aed2dfc61c3ce5959d0ec1fbd"`);
    await q.query(`DROP INDEX "public"."IDX_163f309ef46f1dd9066645272c"`);
    await q.query(`DROP INDEX "public"."IDX_758be192528aac30829e1cf3c8"`);
    await q.query(`DROP INDEX "public"."IDX_4886a97fea8708893d16b1cece"`);
    await q.query(`DROP INDEX "public"."IDX_85061a6dbae4996687650c3297"`);
    await q.query(`DROP INDEX "public"."IDX_8f808772ba8865f7085cdafa24"`);
    await q.query(`DROP INDEX "public"."IDX_9b08eddff129943c55a54432f1"`);
    await q.query(`DROP INDEX "public"."IDX_5a3548aaeb929773169666f13e"`);
    await q.query(`DROP INDEX "public"."IDX_9c2c236ca132c6aeca655bbef3"`);
    await q.query(`ALTER TABLE "dcim_powerfeed" DROP COLUMN "cable_id"`);
    await q.query(`ALTER TABLE "dcim_powerfeed" DROP COLUMN "cable_end"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP COLUMN "cable_id"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP COLUMN "cable_end"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP COLUMN "cable_id"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP COLUMN "cable_end"`);
    await q.query(`ALTER TABLE "dcim_rearport" DROP COLUMN "cable_id"`);
    await q.query(`ALTER TABLE "dcim_rearport" DROP COLUMN "cable_end"`);
    await q.query(`ALTER TABLE "dcim_frontport" DROP COLUMN "cable_id"`);
    await q.query(`ALTER TABLE "dcim_frontport" DROP COLUMN "cable_end"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP COLUMN "cable_id"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP COLUMN "cable_end"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP COLUMN "cable_id"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP COLUMN "cable_end"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "cable_id"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "cable_end"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP COLUMN "cable_id"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP COLUMN "cable_end"`);
    await q.query(`DROP INDEX "public"."dcim_cabletermination_unique_termination"`);
    await q.query(`DROP INDEX "public"."IDX_aed44aecd8fbde085f4565cccc"`);
    await q.query(`DROP INDEX "public"."IDX_269045a6842185d083649f69fe"`);
    await q.query(`DROP INDEX "public"."IDX_d3674943dcb6cbbd667834428d"`);
    await q.query(`DROP INDEX "public"."IDX_7183ec038a6b5271858e0dd574"`);
    await q.query(`DROP INDEX "public"."IDX_1b3865860ec240f62bfcbc4251"`);
    await q.query(`DROP INDEX "public"."IDX_ca09902519ea62dd9609ada28e"`);
    await q.query(`DROP TABLE "dcim_cabletermination"`);
    await q.query(`DROP INDEX "public"."IDX_fee08c50ebd22ccce09126fa3e"`);
    await q.query(`DROP INDEX "public"."IDX_da2c48332f2293bb681c62a17d"`);
    await q.query(`DROP INDEX "public"."IDX_7e22092d0080037f101759e7cd"`);
    await q.query(`DROP TABLE "dcim_cable"`);
    await q.query(`DROP INDEX "public"."IDX_793522331147a21df6a4746860"`);
    await q.query(`DROP TABLE "dcim_cablebundle"`);
  }
}
