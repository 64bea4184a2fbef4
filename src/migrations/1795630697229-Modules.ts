import { MigrationInterface, QueryRunner } from 'typeorm';

export class Modules1795630697229 implements MigrationInterface {
  name = 'Modules1795630697229';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "dcim_moduletypeprofile" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "schema" jsonb, "owner_id" bigint, CONSTRAINT "UQ_35553538f4157b35545f3ec4e8d" UNIQUE ("name"), CONSTRAINT "PK_274891eaa408f69ca8130fdfd6b" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_c9ec079a0ad47735c94492dfe6" ON "dcim_moduletypeprofile"  ("owner_id") `);
    await q.query(`CREATE TABLE "dcim_moduletype" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "model" character varying(100) NOT NULL, "part_number" character varying(50) NOT NULL DEFAULT '', "airflow" character varying(50), "weight" numeric(8,2), "weight_unit" character varying(50), "attribute_data" jsonb, "module_count" integer NOT NULL DEFAULT '0', "console_port_template_count" integer NOT NULL DEFAULT '0', "console_server_port_template_count" integer NOT NULL DEFAULT '0', "power_port_template_count" integer NOT NULL DEFAULT '0', "power_outlet_template_count" integer NOT NULL DEFAULT '0', "interface_template_count" integer NOT NULL DEFAULT '0', "front_port_template_count" integer NOT NULL DEFAULT '0', "rear_port_template_count" integer NOT NULL DEFAULT '0', "module_bay_template_count" integer NOT NULL DEFAULT '0', "owner_id" bigint, "profile_id" bigint, "manufacturer_id" bigint NOT NULL, CONSTRAINT "PK_ea2eb6778c8c8c1b712175afce4" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_4bf2b14c57429c7e6ddef9255c" ON "dcim_moduletype"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_9885a305f973e19a54f06b3f2f" ON "dcim_moduletype"  ("profile_id") `);
    await q.query(`CREATE INDEX "IDX_33163f8e1e279e4796efec2567" ON "dcim_moduletype"  ("manufacturer_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_c0ad20bebd6147244cbdb13ea3" ON "dcim_moduletype"  ("manufacturer_id", "model") `);
    await q.query(`CREATE TABLE "dcim_module" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "status" character varying(50) NOT NULL DEFAULT 'active', "serial" character varying(50) NOT NULL DEFAULT '', "asset_tag" character varying(50), "owner_id" bigint, "device_id" bigint NOT NULL, "module_bay_id" bigint NOT NULL, "module_type_id" bigint NOT NULL, CONSTRAINT "UQ_3a08d23389fbf378574bf4089fb" UNIQUE ("asset_tag"), CONSTRAINT "PK_9df87e2dddb3fe34a1b97d163a0" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_dc57b4136772ae077ae761d0a9" ON "dcim_module"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_b806af87524803f8b692f63e7c" ON "dcim_module"  ("device_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_4883a7910f551ed49a9b830265" ON "dcim_module"  ("module_bay_id") `);
    await q.query(`CREATE INDEX "IDX_c7a336578afa06eb59b9893b3a" ON "dcim_module"  ("module_type_id") `);
    await q.query(`ALTER TABLE "dcim_manufacturer" ADD "moduletype_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "module_id" bigint`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD "module_id" bigint`);
    await q.query(`ALTER TABLE "dcim_consoleporttemplate" ADD "module_type_id" bigint`);
    await q.query(`ALTER TABLE "dcim_consoleserverporttemplate" ADD "module_type_id" bigint`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD "module_id" bigint`);
    await q.query(`ALTER TABLE "dcim_frontporttemplate" ADD "module_type_id" bigint`);
    await q.query(`ALTER TABLE "dcim_interfacetemplate" ADD "module_type_id" bigint`);
    await q.query(`ALTER TABLE "dcim_frontport" ADD "module_id" bigint`);
    await q.query(`ALTER TABLE "dcim_modulebaytemplate" ADD "module_type_id" bigint`);
    await q.query(`ALTER TABLE "dcim_modulebay" ADD "module_id" bigint`);
    await q.query(`ALTER TABLE "dcim_powerporttemplate" ADD "module_type_id" bigint`);
    await q.query(`ALTER TABLE "dcim_poweroutlettemplate" ADD "module_type_id" bigint`);
    await q.query(`ALTER TABLE "dcim_rearport" ADD "module_id" bigint`);
    await q.query(`ALTER TABLE "dcim_rearporttemplate" ADD "module_type_id" bigint`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD "module_id" bigint`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD "module_id" bigint`);
    await q.query(`CREATE INDEX "IDX_f5426e83c88838f9cbafacf625" ON "dcim_interface"  ("module_id") `);
    await q.query(`CREATE INDEX "IDX_0cdde3fbeb2989dbb6f2349d93" ON "dcim_consoleport"  ("module_id") `);
    await q.query(`CREATE INDEX "IDX_3c1d84aaa56e8b3293b7569d4f" ON "dcim_consoleporttemplate"  ("module_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_ff0a61d4755ff493f9d6a2ccf3" ON "dcim_consoleporttemplate"  ("module_type_id", "name") `);
    await q.query(`CREATE INDEX "IDX_5841a475316a1538eacfbf1f3f" ON "dcim_consoleserverporttemplate"  ("module_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_093b3991c1b121d6559a3b3172" ON "dcim_consoleserverporttemplate"  ("module_type_id", "name") `);
    await q.query(`CREATE INDEX "IDX_a75ed0f755ede48f82cbe9ccb6" ON "dcim_consoleserverport"  ("module_id") `);
    await q.query(`CREATE INDEX "IDX_741eb3807f7c9342152de8d9d1" ON "dcim_frontporttemplate"  ("module_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_1103ade105e434d46849504f10" ON "dcim_frontporttemplate"  ("module_type_id", "name") `);
    await q.query(`CREATE INDEX "IDX_46a779851d144243c3ea87320e" ON "dcim_interfacetemplate"  ("module_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_441149c962f0bf061b771a12e4" ON "dcim_interfacetemplate"  ("module_type_id", "name") `);
    await q.query(`CREATE INDEX "IDX_389a4eb62e7dfee22916e005fd" ON "dcim_frontport"  ("module_id") `);
    await q.query(`CREATE INDEX "IDX_93b0f08ba448e2e5f3c99370b3" ON "dcim_modulebaytemplate"  ("module_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_cbf9703f8f51f728908edd4bb2" ON "dcim_modulebaytemplate"  ("module_type_id", "name") `);
    await q.query(`CREATE INDEX "IDX_870a7ea2c82f8919510446d1b5" ON "dcim_modulebay"  ("module_id") `);
    await q.query(`CREATE INDEX "IDX_3021144dd7b22bb405204a0907" ON "dcim_powerporttemplate"  ("module_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_8e5647f74900d630a15a585ac2" ON "dcim_powerporttemplate"  ("module_type_id", "name") `);
    await q.query(`CREATE INDEX "IDX_cf4751b1ba2d0f635cb86edba4" ON "dcim_poweroutlettemplate"  ("module_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_ccc3e74a608cc5c5dccff5b8f3" ON "dcim_poweroutlettemplate"  ("module_type_id", "name") `);
    await q.query(`CREATE INDEX "IDX_af20987f99744012de4c6741ae" ON "dcim_rearport"  ("module_id") `);
    await q.query(`CREATE INDEX "IDX_eabdc40934205ea67f69a02b86" ON "dcim_rearporttemplate"  ("module_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_3cfc5143f1d1e0b7b52c03c6b1" ON "dcim_rearporttemplate"  ("module_type_id", "name") `);
    await q.query(`CREATE INDEX "IDX_8a1d35a9f9c93c1912e460194c" ON "dcim_powerport"  ("module_id") `);
    await q.query(`CREATE INDEX "IDX_3fc4b932eba6d44adb7fe38915" ON "dcim_poweroutlet"  ("module_id") `);
    await q.query(`ALTER TABLE "dcim_interface" ADD CONSTRAINT "FK_f5426e83c88838f9cbafacf625a" FOREIGN KEY ("module_id") REFERENCES "dcim_module"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD CONSTRAINT "FK_0cdde3fbeb2989dbb6f2349d931" FOREIGN KEY ("module_id") REFERENCES "dcim_module"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleporttemplate" ADD CONSTRAINT "FK_3c1d84aaa56e8b3293b7569d4f0" FOREIGN KEY ("module_type_id") REFERENCES "dcim_moduletype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleserverporttemplate" ADD CONSTRAINT "FK_5841a475316a1538eacfbf1f3f4" FOREIGN KEY ("module_type_id") REFERENCES "dcim_moduletype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD CONSTRAINT "FK_a75ed0f755ede48f82cbe9ccb6b" FOREIGN KEY ("module_id") REFERENCES "dcim_module"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_frontporttemplate" ADD CONSTRAINT "FK_741eb3807f7c9342152de8d9d1b" FOREIGN KEY ("module_type_id") REFERENCES "dcim_moduletype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interfacetemplate" ADD CONSTRAINT "FK_46a779851d144243c3ea87320ee" FOREIGN KEY ("module_type_id") REFERENCES "dcim_moduletype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_frontport" ADD CONSTRAINT "FK_389a4eb62e7dfee22916e005fda" FOREIGN KEY ("module_id") REFERENCES "dcim_module"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_modulebaytemplate" ADD CONSTRAINT "FK_93b0f08ba448e2e5f3c99370b3b" FOREIGN KEY ("module_type_id") REFERENCES "dcim_moduletype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_modulebay" ADD CONSTRAINT "FK_870a7ea2c82f8919510446d1b5b" FOREIGN KEY ("module_id") REFERENCES "dcim_module"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_moduletypeprofile" ADD CONSTRAINT "FK_c9ec079a0ad47735c94492dfe61" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_moduletype" ADD CONSTRAINT "FK_4bf2b14c57429c7e6ddef9255c8" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_moduletype" ADD CONSTRAINT "FK_9885a305f973e19a54f06b3f2f9" FOREIGN KEY ("profile_id") REFERENCES "dcim_moduletypeprofile"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_moduletype" ADD CONSTRAINT "FK_33163f8e1e279e4796efec2567b" FOREIGN KEY ("manufacturer_id") REFERENCES "dcim_manufacturer"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_module" ADD CONSTRAINT "FK_dc57b4136772ae077ae761d0a9a" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_module" ADD CONSTRAINT "FK_b806af87524803f8b692f63e7c8" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_module" ADD CONSTRAINT "FK_4883a7910f551ed49a9b8302659" FOREIGN KEY ("module_bay_id") REFERENCES "dcim_modulebay"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_module" ADD CONSTRAINT "FK_c7a336578afa06eb59b9893b3ae" FOREIGN KEY ("module_type_id") REFERENCES "dcim_moduletype"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerporttemplate" ADD CONSTRAINT "FK_3021144dd7b22bb405204a09075" FOREIGN KEY ("module_type_id") REFERENCES "dcim_moduletype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_poweroutlettemplate" ADD CONSTRAINT "FK_cf4751b1ba2d0f635cb86edba4e" FOREIGN KEY ("module_type_id") REFERENCES "dcim_moduletype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rearport" ADD CONSTRAINT "FK_af20987f99744012de4c6741ae9" FOREIGN KEY ("module_id") REFERENCES "dcim_module"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rearporttemplate" ADD CONSTRAINT "FK_eabdc40934205ea67f69a02b86f" FOREIGN KEY ("module_type_id") REFERENCES "dcim_moduletype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD CONSTRAINT "FK_8a1d35a9f9c93c1912e460194c8" FOREIGN KEY ("module_id") REFERENCES "dcim_module"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD CONSTRAINT "FK_3fc4b932eba6d44adb7fe38915f" FOREIGN KEY ("module_id") REFERENCES "dcim_module"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_module(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/modules/' || bx.id || '/'), 'display', (SELECT b.name FROM dcim_modulebay b WHERE b.id = bx.module_bay_id) || ': ' || (SELECT mt.model FROM dcim_moduletype mt WHERE mt.id = bx.module_type_id) || ' (' || bx.id || ')', 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'module_bay', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/dcim/module-bays/' || bj2.id || '/'), 'display_url', ($1::text || '/dcim/module-bays/' || bj2.id || '/'), 'display', bj2.name || CASE WHEN bj2.label <> '' THEN ' (' || bj2.label || ')' ELSE '' END, 'name', bj2."name") END, 'module_type', CASE WHEN bj3.id IS NULL THEN NULL ELSE json_build_object('id', bj3.id, 'url', ($1::text || '/api/dcim/module-types/' || bj3.id || '/'), 'display', bj3."model"::text, 'profile', CASE WHEN bj4.id IS NULL THEN NULL ELSE json_build_object('id', bj4.id, 'url', ($1::text || '/api/dcim/module-type-profiles/' || bj4.id || '/'), 'display', bj4."name"::text, 'name', bj4."name", 'description', bj4."description") END, 'manufacturer', CASE WHEN bj5.id IS NULL THEN NULL ELSE json_build_object('id', bj5.id, 'url', ($1::text || '/api/dcim/manufacturers/' || bj5.id || '/'), 'display', bj5."name"::text, 'name', bj5."name", 'slug', bj5."slug", 'description', bj5."description") END, 'model', bj3."model", 'description', bj3."description", 'module_count', bj3."module_count") END, 'description', bx."description") FROM "dcim_module" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" LEFT JOIN "dcim_modulebay" bj2 ON bj2.id = bx."module_bay_id" LEFT JOIN "dcim_moduletype" bj3 ON bj3.id = bx."module_type_id" LEFT JOIN "dcim_moduletypeprofile" bj4 ON bj4.id = bj3."profile_id" LEFT JOIN "dcim_manufacturer" bj5 ON bj5.id = bj3."manufacturer_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_modulebay(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/module-bays/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'enabled', bx."enabled", 'description', bx."description", 'installed_module', ((SELECT json_build_object('id', bximx.id, 'url', ($1::text || '/api/dcim/modules/' || bximx.id || '/'), 'display', (SELECT b.name FROM dcim_modulebay b WHERE b.id = bximx.module_bay_id) || ': ' || (SELECT mt.model FROM dcim_moduletype mt WHERE mt.id = bximx.module_type_id) || ' (' || bximx.id || ')', 'serial', bximx."serial", 'description', bximx."description") FROM "dcim_module" bximx  WHERE bximx.id = (SELECT m.id FROM dcim_module m WHERE m.module_bay_id = bx.id))), '_occupied', ((NOT bx.enabled OR EXISTS (SELECT 1 FROM dcim_module m WHERE m.module_bay_id = bx.id)))) FROM "dcim_modulebay" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_moduletype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/module-types/' || bx.id || '/'), 'display', bx."model"::text, 'profile', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/module-type-profiles/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'description', bj1."description") END, 'manufacturer', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/dcim/manufacturers/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'slug', bj2."slug", 'description', bj2."description") END, 'model', bx."model", 'description', bx."description", 'module_count', bx."module_count") FROM "dcim_moduletype" bx LEFT JOIN "dcim_moduletypeprofile" bj1 ON bj1.id = bx."profile_id" LEFT JOIN "dcim_manufacturer" bj2 ON bj2.id = bx."manufacturer_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_moduletypeprofile(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/module-type-profiles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "dcim_moduletypeprofile" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuitgroup":"Circuits | circuit group","circuits.circuitgroupassignment":"Circuits | circuit group assignment","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.provideraccount":"Circuits | provider account","circuits.providernetwork":"Circuits | provider network","circuits.virtualcircuit":"Circuits | virtual circuit","circuits.virtualcircuittermination":"Circuits | virtual circuit termination","circuits.virtualcircuittype":"Circuits | virtual circuit type","core.datafile":"Core | data file","core.datasource":"Core | data source","core.job":"Core | job","core.objectchange":"Core | object change","core.objecttype":"Core | object type","dcim.consoleport":"DCIM | console port","dcim.consoleporttemplate":"DCIM | console port template","dcim.consoleserverport":"DCIM | console server port","dcim.consoleserverporttemplate":"DCIM | console server port template","dcim.device":"DCIM | device","dcim.devicebay":"DCIM | device bay","dcim.devicebaytemplate":"DCIM | device bay template","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.frontport":"DCIM | front port","dcim.frontporttemplate":"DCIM | front port template","dcim.interface":"DCIM | interface","dcim.interfacetemplate":"DCIM | interface template","dcim.inventoryitem":"DCIM | inventory item","dcim.inventoryitemrole":"DCIM | inventory item role","dcim.inventoryitemtemplate":"DCIM | inventory item template","dcim.location":"DCIM | location","dcim.macaddress":"DCIM | MAC address","dcim.manufacturer":"DCIM | manufacturer","dcim.module":"DCIM | module","dcim.modulebay":"DCIM | module bay","dcim.modulebaytemplate":"DCIM | module bay template","dcim.moduletype":"DCIM | module type","dcim.moduletypeprofile":"DCIM | module type profile","dcim.platform":"DCIM | platform","dcim.powerfeed":"DCIM | power feed","dcim.poweroutlet":"DCIM | power outlet","dcim.poweroutlettemplate":"DCIM | power outlet template","dcim.powerpanel":"DCIM | power panel","dcim.powerport":"DCIM | power port","dcim.powerporttemplate":"DCIM | power port template","dcim.rack":"DCIM | rack","dcim.rackgroup":"DCIM | rack group","dcim.rackreservation":"DCIM | rack reservation","dcim.rackrole":"DCIM | rack role","dcim.racktype":"DCIM | rack type","dcim.rearport":"DCIM | rear port","dcim.rearporttemplate":"DCIM | rear port template","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","dcim.virtualchassis":"DCIM | virtual chassis","dcim.virtualdevicecontext":"DCIM | virtual device context","extras.bookmark":"Extras | bookmark","extras.configcontext":"Extras | config context","extras.configcontextprofile":"Extras | config context profile","extras.configtemplate":"Extras | config template","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.customlink":"Extras | custom link","extras.eventrule":"Extras | event rule","extras.exporttemplate":"Extras | export template","extras.imageattachment":"Extras | image attachment","extras.journalentry":"Extras | journal entry","extras.notification":"Extras | notification","extras.notificationgroup":"Extras | notification group","extras.savedfilter":"Extras | saved filter","extras.subscription":"Extras | subscription","extras.tableconfig":"Extras | table config","extras.tag":"Extras | tag","extras.taggeditem":"Extras | tagged item","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.asn":"IPAM | ASN","ipam.asnrange":"IPAM | ASN range","ipam.fhrpgroup":"IPAM | FHRP group","ipam.fhrpgroupassignment":"IPAM | FHRP group assignment","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.servicetemplate":"IPAM | application service template","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vlantranslationpolicy":"IPAM | VLAN translation policy","ipam.vlantranslationrule":"IPAM | VLAN translation rule","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.owner":"Users | owner","users.ownergroup":"Users | owner group","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualdisk":"Virtualization | virtual disk","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.virtualmachinetype":"Virtualization | virtual machine type","virtualization.vminterface":"Virtualization | interface","vpn.ikepolicy":"VPN | IKE policy","vpn.ikeproposal":"VPN | IKE proposal","vpn.ipsecpolicy":"VPN | IPSec policy","vpn.ipsecprofile":"VPN | IPSec profile","vpn.ipsecproposal":"VPN | IPSec proposal","vpn.l2vpn":"VPN | L2VPN","vpn.l2vpntermination":"VPN | L2VPN termination","vpn.tunnel":"VPN | tunnel","vpn.tunnelgroup":"VPN | tunnel group","vpn.tunneltermination":"VPN | tunnel termination","wireless.wirelesslan":"Wireless | wireless LAN","wireless.wirelesslangroup":"Wireless | wireless LAN group","wireless.wirelesslink":"Wireless | wireless link"}'::jsonb ->> $1, $1);
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
    await q.query(`DROP FUNCTION inv_brief_dcim_moduletypeprofile(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_moduletype(text, bigint)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_modulebay(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/module-bays/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'enabled', bx."enabled", 'description', bx."description", '_occupied', (NOT bx.enabled)) FROM "dcim_modulebay" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`DROP FUNCTION inv_brief_dcim_module(text, bigint)`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP CONSTRAINT "FK_3fc4b932eba6d44adb7fe38915f"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP CONSTRAINT "FK_8a1d35a9f9c93c1912e460194c8"`);
    await q.query(`ALTER TABLE "dcim_rearporttemplate" DROP CONSTRAINT "FK_eabdc40934205ea67f69a02b86f"`);
    await q.query(`ALTER TABLE "dcim_rearport" DROP CONSTRAINT "FK_af20987f99744012de4c6741ae9"`);
    await q.query(`ALTER TABLE "dcim_poweroutlettemplate" DROP CONSTRAINT "FK_cf4751b1ba2d0f635cb86edba4e"`);
    await q.query(`ALTER TABLE "dcim_powerporttemplate" DROP CONSTRAINT "FK_3021144dd7b22bb405204a09075"`);
    await q.query(`ALTER TABLE "dcim_module" DROP CONSTRAINT "FK_c7a336578afa06eb59b9893b3ae"`);
    await q.query(`ALTER TABLE "dcim_module" DROP CONSTRAINT "FK_4883a7910f551ed49a9b8302659"`);
    await q.query(`ALTER TABLE "dcim_module" DROP CONSTRAINT "FK_b806af87524803f8b692f63e7c8"`);
    await q.query(`ALTER TABLE "dcim_module" DROP CONSTRAINT "FK_dc57b4136772ae077ae761d0a9a"`);
    await q.query(`ALTER TABLE "dcim_moduletype" DROP CONSTRAINT "FK_33163f8e1e279e4796efec2567b"`);
    await q.query(`ALTER TABLE "dcim_moduletype" DROP CONSTRAINT "FK_9885a305f973e19a54f06b3f2f9"`);
    await q.query(`ALTER TABLE "dcim_moduletype" DROP CONSTRAINT "FK_4bf2b14c57429c7e6ddef9255c8"`);
    await q.query(`ALTER TABLE "dcim_moduletypeprofile" DROP CONSTRAINT "FK_c9ec079a0ad47735c94492dfe61"`);
    await q.query(`ALTER TABLE "dcim_modulebay" DROP CONSTRAINT "FK_870a7ea2c82f8919510446d1b5b"`);
    await q.query(`ALTER TABLE "dcim_modulebaytemplate" DROP CONSTRAINT "FK_93b0f08ba448e2e5f3c99370b3b"`);
    await q.query(`ALTER TABLE "dcim_frontport" DROP CONSTRAINT "FK_389a4eb62e7dfee22916e005fda"`);
    await q.query(`ALTER TABLE "dcim_interfacetemplate" DROP CONSTRAINT "FK_46a779851d144243c3ea87320ee"`);
    await q.query(`ALTER TABLE "dcim_frontporttemplate" DROP CONSTRAINT "FK_741eb3807f7c9342152de8d9d1b"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP CONSTRAINT "FK_a75ed0f755ede48f82cbe9ccb6b"`);
    await q.query(`ALTER TABLE "dcim_consoleserverporttemplate" DROP CONSTRAINT "FK_5841a475316a1538eacfbf1f3f4"`);
    await q.query(`ALTER TABLE "dcim_consoleporttemplate" DROP CONSTRAINT "FK_3c1d84aaa56e8b3293b7569d4f0"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP CONSTRAINT "FK_0cdde3fbeb2989dbb6f2349d931"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP CONSTRAINT "FK_f5426e83c88838f9cbafacf625a"`);
    await q.query(`DROP INDEX "public"."IDX_3fc4b932eba6d44adb7fe38915"`);
    await q.query(`DROP INDEX "public"."IDX_8a1d35a9f9c93c1912e460194c"`);
    await q.query(`DROP INDEX "public"."IDX_3cfc5143f1d1e0b7b52c03c6b1"`);
    await q.query(`DROP INDEX "public"."IDX_eabdc40934205ea67f69a02b86"`);
    await q.query(`DROP INDEX "public"."IDX_af20987f99744012de4c6741ae"`);
    await q.query(`DROP INDEX "public"."IDX_ccc3e74a608cc5c5dccff5b8f3"`);
    await q.query(`DROP INDEX "public"."IDX_cf4751b1ba2d0f635cb86edba4"`);
    await q.query(`DROP INDEX "public"."IDX_8e5647f74900d630a15a585ac2"`);
    await q.query(`DROP INDEX "public"."IDX_3021144dd7b22bb405204a0907"`);
    await q.query(`DROP INDEX "public"."IDX_870a7ea2c82f8919510446d1b5"`);
    await q.query(`DROP INDEX "public"."IDX_cbf9703f8f51f728908edd4bb2"`);
    await q.query(`DROP INDEX "public"."IDX_93b0f08ba448e2e5f3c99370b3"`);
    await q.query(`DROP INDEX "public"."IDX_389a4eb62e7dfee22916e005fd"`);
    await q.query(`DROP INDEX "public"."IDX_441149c962f0bf061b771a12e4"`);
    await q.query(`DROP INDEX "public"."IDX_46a779851d144243c3ea87320e"`);
    await q.query(`DROP INDEX "public"."IDX_1103ade105e434d46849504f10"`);
    await q.query(`DROP INDEX "public"."IDX_741eb3807f7c9342152de8d9d1"`);
    await q.query(`DROP INDEX "public"."IDX_a75ed0f755ede48f82cbe9ccb6"`);
    await q.query(`DROP INDEX "public"."IDX_093b3991c1b121d6559a3b3172"`);
    await q.query(`DROP INDEX "public"."IDX_5841a475316a1538eacfbf1f3f"`);
    await q.query(`DROP INDEX "public"."IDX_ff0a61d4755ff493f9d6a2ccf3"`);
    await q.query(`DROP INDEX "public"."IDX_3c1d84aaa56e8b3293b7569d4f"`);
    await q.query(`DROP INDEX "public"."IDX_0cdde3fbeb2989dbb6f2349d93"`);
    await q.query(`DROP INDEX "public"."IDX_f5426e83c88838f9cbafacf625"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP COLUMN "module_id"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP COLUMN "module_id"`);
    await q.query(`ALTER TABLE "dcim_rearporttemplate" DROP COLUMN "module_type_id"`);
    await q.query(`ALTER TABLE "dcim_rearport" DROP COLUMN "module_id"`);
    await q.query(`ALTER TABLE "dcim_poweroutlettemplate" DROP COLUMN "module_type_id"`);
    await q.query(`ALTER TABLE "dcim_powerporttemplate" DROP COLUMN "module_type_id"`);
    await q.query(`ALTER TABLE "dcim_modulebay" DROP COLUMN "module_id"`);
    await q.query(`ALTER TABLE "dcim_modulebaytemplate" DROP COLUMN "module_type_id"`);
    await q.query(`ALTER TABLE "dcim_frontport" DROP COLUMN "module_id"`);
    await q.query(`ALTER TABLE "dcim_interfacetemplate" DROP COLUMN "module_type_id"`);
    await q.query(`ALTER TABLE "dcim_frontporttemplate" DROP COLUMN "module_type_id"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP COLUMN "module_id"`);
    await q.query(`ALTER TABLE "dcim_consoleserverporttemplate" DROP COLUMN "module_type_id"`);
    await q.query(`ALTER TABLE "dcim_consoleporttemplate" DROP COLUMN "module_type_id"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP COLUMN "module_id"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "module_id"`);
    await q.query(`ALTER TABLE "dcim_manufacturer" DROP COLUMN "moduletype_count"`);
    await q.query(`DROP INDEX "public"."IDX_c7a336578afa06eb59b9893b3a"`);
    await q.query(`DROP INDEX "public"."IDX_4883a7910f551ed49a9b830265"`);
    await q.query(`DROP INDEX "public"."IDX_b806af87524803f8b692f63e7c"`);
    await q.query(`DROP INDEX "public"."IDX_dc57b4136772ae077ae761d0a9"`);
    await q.query(`DROP TABLE "dcim_module"`);
    await q.query(`DROP INDEX "public"."IDX_c0ad20bebd6147244cbdb13ea3"`);
    await q.query(`DROP INDEX "public"."IDX_33163f8e1e279e4796efec2567"`);
    await q.query(`DROP INDEX "public"."IDX_9885a305f973e19a54f06b3f2f"`);
    await q.query(`DROP INDEX "public"."IDX_4bf2b14c57429c7e6ddef9255c"`);
    await q.query(`DROP TABLE "dcim_moduletype"`);
    await q.query(`DROP INDEX "public"."IDX_c9ec079a0ad47735c94492dfe6"`);
    await q.query(`DROP TABLE "dcim_moduletypeprofile"`);
  }
}
