import { MigrationInterface, QueryRunner } from 'typeorm';

export class VirtualCircuits1795619350153 implements MigrationInterface {
  name = 'VirtualCircuits1795619350153';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "circuits_circuitgroup" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "circuit_count" integer NOT NULL DEFAULT '0', "tenant_id" bigint, CONSTRAINT "UQ_7ea158367d8a275a92241bf775b" UNIQUE ("name"), CONSTRAINT "UQ_1114f14e6a8d7c7d74e8c505b2a" UNIQUE ("slug"), CONSTRAINT "PK_b216bf34214283b73769a57df02" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_3407df343b1b2ff7342f6e8a39" ON "circuits_circuitgroup"  ("tenant_id") `);
    await q.query(`CREATE TABLE "circuits_circuitgroupassignment" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "member_type" character varying(100) NOT NULL, "member_id" bigint NOT NULL, "priority" character varying(50), "group_id" bigint NOT NULL, CONSTRAINT "PK_53800293d3488dff3b1e5e5f811" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_3073adcdec0e675a90603b9c80" ON "circuits_circuitgroupassignment"  ("group_id") `);
    await q.query(`CREATE INDEX "IDX_e14969429a258239f1069e9025" ON "circuits_circuitgroupassignment"  ("member_type", "member_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_89b1bfbbfc80d2384a5f3e0672" ON "circuits_circuitgroupassignment"  ("member_type", "member_id", "group_id") `);
    await q.query(`CREATE TABLE "circuits_provideraccount" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL DEFAULT '', "account" character varying(100) NOT NULL, "provider_id" bigint NOT NULL, CONSTRAINT "PK_5e3206bccea3dcaad6053380032" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_bba4e17934bd06b557dafdbd6d" ON "circuits_provideraccount"  ("provider_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_e8182cf7451cbd2f47f027a1da" ON "circuits_provideraccount"  ("provider_id", "name") WHERE "name" <> ''`);
    await q.query(`CREATE UNIQUE INDEX "IDX_134a300bd06c123459979ec25b" ON "circuits_provideraccount"  ("provider_id", "account") `);
    await q.query(`CREATE TABLE "circuits_virtualcircuittype" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "color" character varying(6) NOT NULL DEFAULT '', "virtual_circuit_count" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_3bf92e96531650b5d660fc4c500" UNIQUE ("name"), CONSTRAINT "UQ_207b19e1d8b72aaffe44884ae1d" UNIQUE ("slug"), CONSTRAINT "PK_da713563630051880520e098d79" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "circuits_virtualcircuit" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "cid" character varying(100) NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'active', "provider_network_id" bigint NOT NULL, "provider_account_id" bigint, "type_id" bigint NOT NULL, "tenant_id" bigint, CONSTRAINT "PK_c927f31e66a875364a49f7a4385" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_a176f4804326bea21c88ca87e4" ON "circuits_virtualcircuit"  ("provider_network_id") `);
    await q.query(`CREATE INDEX "IDX_1600237e8e62d12cc192560812" ON "circuits_virtualcircuit"  ("provider_account_id") `);
    await q.query(`CREATE INDEX "IDX_977bd7f1f36ea44277ed781974" ON "circuits_virtualcircuit"  ("type_id") `);
    await q.query(`CREATE INDEX "IDX_f914d0fc6a76b30c085efd768a" ON "circuits_virtualcircuit"  ("tenant_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_18a102d69a63f576f22033524d" ON "circuits_virtualcircuit"  ("provider_account_id", "cid") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_e8b7ce5160f3e69c94a5d9c7e7" ON "circuits_virtualcircuit"  ("provider_network_id", "cid") `);
    await q.query(`CREATE TABLE "circuits_virtualcircuittermination" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "role" character varying(50) NOT NULL DEFAULT 'peer', "description" character varying(200) NOT NULL DEFAULT '', "virtual_circuit_id" bigint NOT NULL, "interface_id" bigint NOT NULL, CONSTRAINT "PK_e7800936d921e6cd394cf8870f6" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_6d7f16e8135204ae5018e029a1" ON "circuits_virtualcircuittermination"  ("virtual_circuit_id") `);
    await q.query(`CREATE INDEX "IDX_f59c6b122be9f7ec170b18b5f0" ON "circuits_virtualcircuittermination"  ("interface_id") `);
    await q.query(`CREATE UNIQUE INDEX "UQ_circuits_virtualcircuittermination_interface" ON "circuits_virtualcircuittermination"  ("interface_id") `);
    await q.query(`ALTER TABLE "circuits_circuit" ADD "provider_account_id" bigint`);
    await q.query(`CREATE INDEX "IDX_f9a1ee0557fbce4d3a7efa99c2" ON "circuits_circuit"  ("provider_account_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_75e4720b02b2ff5da64c7b7809" ON "circuits_circuit"  ("provider_account_id", "cid") `);
    await q.query(`ALTER TABLE "circuits_circuitgroup" ADD CONSTRAINT "FK_3407df343b1b2ff7342f6e8a39d" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuitgroupassignment" ADD CONSTRAINT "FK_3073adcdec0e675a90603b9c80a" FOREIGN KEY ("group_id") REFERENCES "circuits_circuitgroup"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_provideraccount" ADD CONSTRAINT "FK_bba4e17934bd06b557dafdbd6d2" FOREIGN KEY ("provider_id") REFERENCES "circuits_provider"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuit" ADD CONSTRAINT "FK_f9a1ee0557fbce4d3a7efa99c22" FOREIGN KEY ("provider_account_id") REFERENCES "circuits_provideraccount"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_virtualcircuit" ADD CONSTRAINT "FK_a176f4804326bea21c88ca87e44" FOREIGN KEY ("provider_network_id") REFERENCES "circuits_providernetwork"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_virtualcircuit" ADD CONSTRAINT "FK_1600237e8e62d12cc192560812a" FOREIGN KEY ("provider_account_id") REFERENCES "circuits_provideraccount"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_virtualcircuit" ADD CONSTRAINT "FK_977bd7f1f36ea44277ed7819748" FOREIGN KEY ("type_id") REFERENCES "circuits_virtualcircuittype"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_virtualcircuit" ADD CONSTRAINT "FK_f914d0fc6a76b30c085efd768a5" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_virtualcircuittermination" ADD CONSTRAINT "FK_6d7f16e8135204ae5018e029a10" FOREIGN KEY ("virtual_circuit_id") REFERENCES "circuits_virtualcircuit"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_virtualcircuittermination" ADD CONSTRAINT "FK_f59c6b122be9f7ec170b18b5f06" FOREIGN KEY ("interface_id") REFERENCES "dcim_interface"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_circuitgroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuit-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name") FROM "circuits_circuitgroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_circuitgroupassignment(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuit-group-assignments/' || bx.id || '/'), 'display', (SELECT g.name FROM circuits_circuitgroup g WHERE g.id = bx.group_id) || COALESCE(' (' || CASE bx.priority WHEN 'primary' THEN 'Primary' WHEN 'secondary' THEN 'Secondary' WHEN 'tertiary' THEN 'Tertiary' WHEN 'inactive' THEN 'Inactive' END || ')', ''), 'group', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/circuit-groups/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name") END, 'member_type', bx."member_type", 'member_id', bx."member_id", 'member', NULL::json, 'priority', CASE WHEN bx."priority" IS NULL OR bx."priority" = '' THEN NULL ELSE json_build_object('value', bx."priority", 'label', COALESCE('{"primary":"Primary","secondary":"Secondary","tertiary":"Tertiary","inactive":"Inactive"}'::jsonb ->> bx."priority"::text, bx."priority"::text)) END) FROM "circuits_circuitgroupassignment" bx LEFT JOIN "circuits_circuitgroup" bj1 ON bj1.id = bx."group_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_provideraccount(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/provider-accounts/' || bx.id || '/'), 'display', bx.account || COALESCE(' (' || NULLIF(bx.name, '') || ')', ''), 'name', bx."name", 'account', bx."account", 'description', bx."description") FROM "circuits_provideraccount" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_virtualcircuit(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/virtual-circuits/' || bx.id || '/'), 'display', bx."cid"::text, 'cid', bx."cid", 'provider_network', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/provider-networks/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'description', bj1."description") END, 'description', bx."description") FROM "circuits_virtualcircuit" bx LEFT JOIN "circuits_providernetwork" bj1 ON bj1.id = bx."provider_network_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_virtualcircuittermination(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/virtual-circuit-terminations/' || bx.id || '/'), 'display', (SELECT v.cid FROM circuits_virtualcircuit v WHERE v.id = bx.virtual_circuit_id) || ': ' || CASE bx.role WHEN 'peer' THEN 'Peer' WHEN 'hub' THEN 'Hub' WHEN 'spoke' THEN 'Spoke' ELSE bx.role END || ' termination', 'virtual_circuit', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/virtual-circuits/' || bj1.id || '/'), 'display', bj1."cid"::text, 'cid', bj1."cid", 'provider_network', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/circuits/provider-networks/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'description', bj2."description") END, 'description', bj1."description") END, 'role', CASE WHEN bx."role" IS NULL OR bx."role" = '' THEN NULL ELSE json_build_object('value', bx."role", 'label', COALESCE('{"peer":"Peer","hub":"Hub","spoke":"Spoke"}'::jsonb ->> bx."role"::text, bx."role"::text)) END, 'interface', CASE WHEN bj3.id IS NULL THEN NULL ELSE json_build_object('id', bj3.id, 'url', ($1::text || '/api/dcim/interfaces/' || bj3.id || '/'), 'display', bj3.name || CASE WHEN bj3.label <> '' THEN ' (' || bj3.label || ')' ELSE '' END, 'device', CASE WHEN bj4.id IS NULL THEN NULL ELSE json_build_object('id', bj4.id, 'url', ($1::text || '/api/dcim/devices/' || bj4.id || '/'), 'display', CASE WHEN bj4.name IS NOT NULL THEN bj4.name || COALESCE(' (' || bj4.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj4.device_type_id) || ' (' || COALESCE(bj4.asset_tag, bj4.id::text) || ')' END, 'name', bj4."name", 'description', bj4."description") END, 'name', bj3."name", 'description', bj3."description", 'cable', (NULL::jsonb), '_occupied', (bj3.mark_connected)) END, 'description', bx."description") FROM "circuits_virtualcircuittermination" bx LEFT JOIN "circuits_virtualcircuit" bj1 ON bj1.id = bx."virtual_circuit_id" LEFT JOIN "circuits_providernetwork" bj2 ON bj2.id = bj1."provider_network_id" LEFT JOIN "dcim_interface" bj3 ON bj3.id = bx."interface_id" LEFT JOIN "dcim_device" bj4 ON bj4.id = bj3."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_virtualcircuittype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/virtual-circuit-types/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'virtual_circuit_count', bx."virtual_circuit_count") FROM "circuits_virtualcircuittype" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuitgroup":"Circuits | circuit group","circuits.circuitgroupassignment":"Circuits | circuit group assignment","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.provideraccount":"Circuits | provider account","circuits.providernetwork":"Circuits | provider network","circuits.virtualcircuit":"Circuits | virtual circuit","circuits.virtualcircuittermination":"Circuits | virtual circuit termination","circuits.virtualcircuittype":"Circuits | virtual circuit type","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
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
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.providernetwork":"Circuits | provider network","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
END
$function$
`);
    await q.query(`DROP FUNCTION inv_brief_circuits_virtualcircuittype(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_circuits_virtualcircuittermination(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_circuits_virtualcircuit(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_circuits_provideraccount(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_circuits_circuitgroupassignment(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_circuits_circuitgroup(text, bigint)`);
    await q.query(`ALTER TABLE "circuits_virtualcircuittermination" DROP CONSTRAINT "FK_f59c6b122be9f7ec170b18b5f06"`);
    await q.query(`ALTER TABLE "circuits_virtualcircuittermination" DROP CONSTRAINT "FK_6d7f16e8135204ae5018e029a10"`);
    await q.query(`ALTER TABLE "circuits_virtualcircuit" DROP CONSTRAINT "FK_f914d0fc6a76b30c085efd768a5"`);
    await q.query(`ALTER TABLE "circuits_virtualcircuit" DROP CONSTRAINT "FK_977bd7f1f36ea44277ed7819748"`);
    await q.query(`ALTER TABLE "circuits_virtualcircuit" DROP CONSTRAINT "FK_1600237e8e62d12cc192560812a"`);
    await q.query(`ALTER TABLE "circuits_virtualcircuit" DROP CONSTRAINT "FK_a176f4804326bea21c88ca87e44"`);
    await q.query(`ALTER TABLE "circuits_circuit" DROP CONSTRAINT "FK_f9a1ee0557fbce4d3a7efa99c22"`);
    await q.query(`ALTER TABLE "circuits_provideraccount" DROP CONSTRAINT "FK_bba4e17934bd06b557dafdbd6d2"`);
    await q.query(`ALTER TABLE "circuits_circuitgroupassignment" DROP CONSTRAINT "FK_3073adcdec0e675a90603b9c80a"`);
    await q.query(`ALTER TABLE "circuits_circuitgroup" DROP CONSTRAINT "FK_3407df343b1b2ff7342f6e8a39d"`);
    await q.query(`DROP INDEX "public"."IDX_75e4720b02b2ff5da64c7b7809"`);
    await q.query(`DROP INDEX "public"."IDX_f9a1ee0557fbce4d3a7efa99c2"`);
    await q.query(`ALTER TABLE "circuits_circuit" DROP COLUMN "provider_account_id"`);
    await q.query(`DROP INDEX "public"."UQ_circuits_virtualcircuittermination_interface"`);
    await q.query(`DROP INDEX "public"."IDX_f59c6b122be9f7ec170b18b5f0"`);
    await q.query(`DROP INDEX "public"."IDX_6d7f16e8135204ae5018e029a1"`);
    await q.query(`DROP TABLE "circuits_virtualcircuittermination"`);
    await q.query(`DROP INDEX "public"."IDX_e8b7ce5160f3e69c94a5d9c7e7"`);
    await q.query(`DROP INDEX "public"."IDX_18a102d69a63f576f22033524d"`);
    await q.query(`DROP INDEX "public"."IDX_f914d0fc6a76b30c085efd768a"`);
    await q.query(`DROP INDEX "public"."IDX_977bd7f1f36ea44277ed781974"`);
    await q.query(`DROP INDEX "public"."IDX_1600237e8e62d12cc192560812"`);
    await q.query(`DROP INDEX "public"."IDX_a176f4804326bea21c88ca87e4"`);
    await q.query(`DROP TABLE "circuits_virtualcircuit"`);
    await q.query(`DROP TABLE "circuits_virtualcircuittype"`);
    await q.query(`DROP INDEX "public"."IDX_134a300bd06c123459979ec25b"`);
    await q.query(`DROP INDEX "public"."IDX_e8182cf7451cbd2f47f027a1da"`);
    await q.query(`DROP INDEX "public"."IDX_bba4e17934bd06b557dafdbd6d"`);
    await q.query(`DROP TABLE "circuits_provideraccount"`);
    await q.query(`DROP INDEX "public"."IDX_89b1bfbbfc80d2384a5f3e0672"`);
    await q.query(`DROP INDEX "public"."IDX_e14969429a258239f1069e9025"`);
    await q.query(`DROP INDEX "public"."IDX_3073adcdec0e675a90603b9c80"`);
    await q.query(`DROP TABLE "circuits_circuitgroupassignment"`);
    await q.query(`DROP INDEX "public"."IDX_3407df343b1b2ff7342f6e8a39"`);
    await q.query(`DROP TABLE "circuits_circuitgroup"`);
  }
}
