import { MigrationInterface, QueryRunner } from 'typeorm';

export class VirtualMachineTypesAndDisks1795619925444 implements MigrationInterface {
  name = 'VirtualMachineTypesAndDisks1795619925444';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "virtualization_virtualmachinetype" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "default_vcpus" numeric(6,2), "default_memory" integer, "virtual_machine_count" integer NOT NULL DEFAULT '0', "default_platform_id" bigint, CONSTRAINT "UQ_fbfffa92e5ba524c1efa0f05495" UNIQUE ("slug"), CONSTRAINT "PK_3f1328acfac35294277277aa4e7" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_24b7cee6492b3668143f505fb8" ON "virtualization_virtualmachinetype"  ("name") `);
    await q.query(`CREATE INDEX "IDX_cdae2cb62bebdf91afd2d9879e" ON "virtualization_virtualmachinetype"  ("default_platform_id") `);
    await q.query(`CREATE TABLE "virtualization_virtualdisk" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "size" integer NOT NULL, "virtual_machine_id" bigint NOT NULL, CONSTRAINT "PK_9f091aee7c070997994221c66d6" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_d15f6c88004863d62f63642803" ON "virtualization_virtualdisk"  ("virtual_machine_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_a0dd26c7b7e65cf14ef28c6a28" ON "virtualization_virtualdisk"  ("virtual_machine_id", "name") `);
    await q.query(`CREATE TABLE "virtualization_vminterface_tagged_vlans" ("vminterface_id" bigint NOT NULL, "vlan_id" bigint NOT NULL, CONSTRAINT "PK_8e65dd66f023a90c1a5aa5fda24" PRIMARY KEY ("vminterface_id", "vlan_id"))`);
    await q.query(`CREATE INDEX "IDX_83689fa77e3873124bf2585bb4" ON "virtualization_vminterface_tagged_vlans"  ("vminterface_id") `);
    await q.query(`CREATE INDEX "IDX_0d8200d39c1143938690e82684" ON "virtualization_vminterface_tagged_vlans"  ("vlan_id") `);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD "virtual_disk_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD "virtual_machine_type_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD "untagged_vlan_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD "qinq_svlan_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD "vrf_id" bigint`);
    await q.query(`CREATE INDEX "IDX_e0ef218f77b99b219fa38b2264" ON "virtualization_virtualmachine"  ("virtual_machine_type_id") `);
    await q.query(`CREATE INDEX "IDX_2039f5da80a18fcc6e1ed4befa" ON "virtualization_vminterface"  ("untagged_vlan_id") `);
    await q.query(`CREATE INDEX "IDX_3588c44fefb942bb992626914b" ON "virtualization_vminterface"  ("qinq_svlan_id") `);
    await q.query(`CREATE INDEX "IDX_5b899a8240b6a3d6e4e81781af" ON "virtualization_vminterface"  ("vrf_id") `);
    // hand-written (XI_…): type names are unique ignoring case
    await q.query(`CREATE UNIQUE INDEX "XI_virtualization_virtualmachinetype_name" ON "virtualization_virtualmachinetype" (lower("name"))`);
    await q.query(`ALTER TABLE "virtualization_virtualmachinetype" ADD CONSTRAINT "FK_cdae2cb62bebdf91afd2d9879e1" FOREIGN KEY ("default_platform_id") REFERENCES "dcim_platform"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_e0ef218f77b99b219fa38b2264c" FOREIGN KEY ("virtual_machine_type_id") REFERENCES "virtualization_virtualmachinetype"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualdisk" ADD CONSTRAINT "FK_d15f6c88004863d62f636428036" FOREIGN KEY ("virtual_machine_id") REFERENCES "virtualization_virtualmachine"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "FK_2039f5da80a18fcc6e1ed4befa8" FOREIGN KEY ("untagged_vlan_id") REFERENCES "ipam_vlan"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "FK_3588c44fefb942bb992626914bd" FOREIGN KEY ("qinq_svlan_id") REFERENCES "ipam_vlan"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "FK_5b899a8240b6a3d6e4e81781afa" FOREIGN KEY ("vrf_id") REFERENCES "ipam_vrf"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_vminterface_tagged_vlans" ADD CONSTRAINT "FK_83689fa77e3873124bf2585bb43" FOREIGN KEY ("vminterface_id") REFERENCES "virtualization_vminterface"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "virtualization_vminterface_tagged_vlans" ADD CONSTRAINT "FK_0d8200d39c1143938690e826847" FOREIGN KEY ("vlan_id") REFERENCES "ipam_vlan"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_virtualization_virtualdisk(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/virtual-disks/' || bx.id || '/'), 'display', bx."name"::text, 'virtual_machine', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/virtualization/virtual-machines/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'size', bx."size") FROM "virtualization_virtualdisk" bx LEFT JOIN "virtualization_virtualmachine" bj1 ON bj1.id = bx."virtual_machine_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_virtualization_virtualmachinetype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/virtual-machine-types/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "virtualization_virtualmachinetype" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuitgroup":"Circuits | circuit group","circuits.circuitgroupassignment":"Circuits | circuit group assignment","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.provideraccount":"Circuits | provider account","circuits.providernetwork":"Circuits | provider network","circuits.virtualcircuit":"Circuits | virtual circuit","circuits.virtualcircuittermination":"Circuits | virtual circuit termination","circuits.virtualcircuittype":"Circuits | virtual circuit type","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualdisk":"Virtualization | virtual disk","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.virtualmachinetype":"Virtualization | virtual machine type","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
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
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuitgroup":"Circuits | circuit group","circuits.circuitgroupassignment":"Circuits | circuit group assignment","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.provideraccount":"Circuits | provider account","circuits.providernetwork":"Circuits | provider network","circuits.virtualcircuit":"Circuits | virtual circuit","circuits.virtualcircuittermination":"Circuits | virtual circuit termination","circuits.virtualcircuittype":"Circuits | virtual circuit type","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
END
$function$
`);
    await q.query(`DROP FUNCTION inv_brief_virtualization_virtualmachinetype(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_virtualization_virtualdisk(text, bigint)`);
    await q.query(`DROP INDEX "XI_virtualization_virtualmachinetype_name"`);
    await q.query(`ALTER TABLE "virtualization_vminterface_tagged_vlans" DROP CONSTRAINT "FK_0d8200d39c1143938690e826847"`);
    await q.query(`ALTER TABLE "virtualization_vminterface_tagged_vlans" DROP CONSTRAINT "FK_83689fa77e3873124bf2585bb43"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP CONSTRAINT "FK_5b899a8240b6a3d6e4e81781afa"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP CONSTRAINT "FK_3588c44fefb942bb992626914bd"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP CONSTRAINT "FK_2039f5da80a18fcc6e1ed4befa8"`);
    await q.query(`ALTER TABLE "virtualization_virtualdisk" DROP CONSTRAINT "FK_d15f6c88004863d62f636428036"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_e0ef218f77b99b219fa38b2264c"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachinetype" DROP CONSTRAINT "FK_cdae2cb62bebdf91afd2d9879e1"`);
    await q.query(`DROP INDEX "public"."IDX_5b899a8240b6a3d6e4e81781af"`);
    await q.query(`DROP INDEX "public"."IDX_3588c44fefb942bb992626914b"`);
    await q.query(`DROP INDEX "public"."IDX_2039f5da80a18fcc6e1ed4befa"`);
    await q.query(`DROP INDEX "public"."IDX_e0ef218f77b99b219fa38b2264"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP COLUMN "vrf_id"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP COLUMN "qinq_svlan_id"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP COLUMN "untagged_vlan_id"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP COLUMN "virtual_machine_type_id"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP COLUMN "virtual_disk_count"`);
    await q.query(`DROP INDEX "public"."IDX_0d8200d39c1143938690e82684"`);
    await q.query(`DROP INDEX "public"."IDX_83689fa77e3873124bf2585bb4"`);
    await q.query(`DROP TABLE "virtualization_vminterface_tagged_vlans"`);
    await q.query(`DROP INDEX "public"."IDX_a0dd26c7b7e65cf14ef28c6a28"`);
    await q.query(`DROP INDEX "public"."IDX_d15f6c88004863d62f63642803"`);
    await q.query(`DROP TABLE "virtualization_virtualdisk"`);
    await q.query(`DROP INDEX "public"."IDX_cdae2cb62bebdf91afd2d9879e"`);
    await q.query(`DROP INDEX "public"."IDX_24b7cee6492b3668143f505fb8"`);
    await q.query(`DROP TABLE "virtualization_virtualmachinetype"`);
  }
}
