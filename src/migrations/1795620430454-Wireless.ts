import { MigrationInterface, QueryRunner } from 'typeorm';

export class Wireless1795620430454 implements MigrationInterface {
  name = 'Wireless1795620430454';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "wireless_wirelesslangroup" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "_depth" integer NOT NULL DEFAULT '0', "_path" bigint array NOT NULL DEFAULT '{}', "_sort" text array NOT NULL DEFAULT '{}', "wirelesslan_count" integer NOT NULL DEFAULT '0', "parent_id" bigint, CONSTRAINT "PK_8009c827a9d299769d6167f2513" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_884c588280501012676dc0b0bf" ON "wireless_wirelesslangroup"  ("parent_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_f570691f4a4707a143947ff4fa" ON "wireless_wirelesslangroup"  ("parent_id", "name") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_8bb7eb37043ad6dc25ba560cb6" ON "wireless_wirelesslangroup"  ("slug") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_421f86093196ece5005d127000" ON "wireless_wirelesslangroup"  ("name") `);
    await q.query(`CREATE TABLE "wireless_wirelesslan" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "auth_type" character varying(50), "auth_cipher" character varying(50), "auth_psk" character varying(64) NOT NULL DEFAULT '', "ssid" character varying(32) NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'active', "scope_type" character varying(100), "scope_id" bigint, "group_id" bigint, "vlan_id" bigint, "tenant_id" bigint, "_location_id" bigint, "_site_id" bigint, "_region_id" bigint, "_site_group_id" bigint, CONSTRAINT "PK_90c0adb2a5eb2e09d38e61e0e98" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_034b80aece6725fe75315faf5a" ON "wireless_wirelesslan"  ("ssid") `);
    await q.query(`CREATE INDEX "IDX_131bc81fac37b0385e99196ead" ON "wireless_wirelesslan"  ("group_id") `);
    await q.query(`CREATE INDEX "IDX_56c79635624f2cf173862b81d4" ON "wireless_wirelesslan"  ("vlan_id") `);
    await q.query(`CREATE INDEX "IDX_07e27911b9d8bfa7230032f2f2" ON "wireless_wirelesslan"  ("scope_type", "scope_id") `);
    await q.query(`CREATE INDEX "IDX_1badddb65d4656d13a6ad97869" ON "wireless_wirelesslan"  ("tenant_id") `);
    await q.query(`CREATE INDEX "IDX_a0fa5cec9afb8c93bdb31f77ea" ON "wireless_wirelesslan"  ("_location_id") `);
    await q.query(`CREATE INDEX "IDX_d0b842d85489a09f8d7f10bc34" ON "wireless_wirelesslan"  ("_site_id") `);
    await q.query(`CREATE INDEX "IDX_84194fc0bfacf1e28535896ed2" ON "wireless_wirelesslan"  ("_region_id") `);
    await q.query(`CREATE INDEX "IDX_a35a037cdffe415494d708383a" ON "wireless_wirelesslan"  ("_site_group_id") `);
    await q.query(`CREATE TABLE "wireless_wirelesslink" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "auth_type" character varying(50), "auth_cipher" character varying(50), "auth_psk" character varying(64) NOT NULL DEFAULT '', "ssid" character varying(32) NOT NULL DEFAULT '', "status" character varying(50) NOT NULL DEFAULT 'connected', "distance" numeric(8,2), "distance_unit" character varying(50), "interface_a_id" bigint NOT NULL, "interface_b_id" bigint NOT NULL, "tenant_id" bigint, "_interface_a_device_id" bigint, "_interface_b_device_id" bigint, CONSTRAINT "PK_15f6855f5b566a8db9c8d300274" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_07a0d6521c4ffb2140fe907737" ON "wireless_wirelesslink"  ("interface_a_id") `);
    await q.query(`CREATE INDEX "IDX_6c8bc32a20d129310d67763e6b" ON "wireless_wirelesslink"  ("interface_b_id") `);
    await q.query(`CREATE INDEX "IDX_82becc3c7e63b0ffc8bd293cf4" ON "wireless_wirelesslink"  ("tenant_id") `);
    await q.query(`CREATE INDEX "IDX_b2e398d55446542413443a329f" ON "wireless_wirelesslink"  ("_interface_a_device_id") `);
    await q.query(`CREATE INDEX "IDX_d4c37f935b7c6550ec2709a7fc" ON "wireless_wirelesslink"  ("_interface_b_device_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_24a6ddfa6d9ff581d3e3d3d1d9" ON "wireless_wirelesslink"  ("interface_a_id", "interface_b_id") `);
    await q.query(`CREATE TABLE "dcim_interface_wireless_lans" ("interface_id" bigint NOT NULL, "wirelesslan_id" bigint NOT NULL, CONSTRAINT "PK_376bef23622ca39c44eccd96c79" PRIMARY KEY ("interface_id", "wirelesslan_id"))`);
    await q.query(`CREATE INDEX "IDX_415e214fd1502695d466918c25" ON "dcim_interface_wireless_lans"  ("interface_id") `);
    await q.query(`CREATE INDEX "IDX_b30192e161ca372d818f979694" ON "dcim_interface_wireless_lans"  ("wirelesslan_id") `);
    await q.query(`ALTER TABLE "dcim_interface" ADD "wireless_link_id" bigint`);
    await q.query(`CREATE INDEX "IDX_356ac2712d29174a4a74e9de03" ON "dcim_interface"  ("wireless_link_id") `);
    // hand-written (XI_…): the wireless LAN group tree's path and sort key
    await q.query(`CREATE INDEX "XI_wireless_wirelesslangroup_path" ON "wireless_wirelesslangroup" USING gin ("_path")`);
    await q.query(`CREATE INDEX "XI_wireless_wirelesslangroup_sort" ON "wireless_wirelesslangroup" ("_sort")`);
    await q.query(`ALTER TABLE "dcim_interface" ADD CONSTRAINT "FK_356ac2712d29174a4a74e9de031" FOREIGN KEY ("wireless_link_id") REFERENCES "wireless_wirelesslink"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslangroup" ADD CONSTRAINT "FK_884c588280501012676dc0b0bf7" FOREIGN KEY ("parent_id") REFERENCES "wireless_wirelesslangroup"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" ADD CONSTRAINT "FK_131bc81fac37b0385e99196eadd" FOREIGN KEY ("group_id") REFERENCES "wireless_wirelesslangroup"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" ADD CONSTRAINT "FK_56c79635624f2cf173862b81d44" FOREIGN KEY ("vlan_id") REFERENCES "ipam_vlan"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" ADD CONSTRAINT "FK_1badddb65d4656d13a6ad97869e" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" ADD CONSTRAINT "FK_a0fa5cec9afb8c93bdb31f77ea1" FOREIGN KEY ("_location_id") REFERENCES "dcim_location"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" ADD CONSTRAINT "FK_d0b842d85489a09f8d7f10bc343" FOREIGN KEY ("_site_id") REFERENCES "dcim_site"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" ADD CONSTRAINT "FK_84194fc0bfacf1e28535896ed29" FOREIGN KEY ("_region_id") REFERENCES "dcim_region"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" ADD CONSTRAINT "FK_a35a037cdffe415494d708383a1" FOREIGN KEY ("_site_group_id") REFERENCES "dcim_sitegroup"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslink" ADD CONSTRAINT "FK_07a0d6521c4ffb2140fe907737a" FOREIGN KEY ("interface_a_id") REFERENCES "dcim_interface"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslink" ADD CONSTRAINT "FK_6c8bc32a20d129310d67763e6b1" FOREIGN KEY ("interface_b_id") REFERENCES "dcim_interface"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslink" ADD CONSTRAINT "FK_82becc3c7e63b0ffc8bd293cf49" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslink" ADD CONSTRAINT "FK_b2e398d55446542413443a329f8" FOREIGN KEY ("_interface_a_device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "wireless_wirelesslink" ADD CONSTRAINT "FK_d4c37f935b7c6550ec2709a7fce" FOREIGN KEY ("_interface_b_device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interface_wireless_lans" ADD CONSTRAINT "FK_415e214fd1502695d466918c254" FOREIGN KEY ("interface_id") REFERENCES "dcim_interface"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "dcim_interface_wireless_lans" ADD CONSTRAINT "FK_b30192e161ca372d818f9796948" FOREIGN KEY ("wirelesslan_id") REFERENCES "wireless_wirelesslan"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_wireless_wirelesslan(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/wireless/wireless-lans/' || bx.id || '/'), 'display', bx."ssid"::text, 'ssid', bx."ssid", 'description', bx."description") FROM "wireless_wirelesslan" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_wireless_wirelesslangroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/wireless/wireless-lan-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'wirelesslan_count', bx."wirelesslan_count", '_depth', bx."_depth") FROM "wireless_wirelesslangroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_wireless_wirelesslink(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/wireless/wireless-links/' || bx.id || '/'), 'display', COALESCE(NULLIF(bx.ssid, ''), '#' || bx.id), 'ssid', bx."ssid", 'description', bx."description") FROM "wireless_wirelesslink" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuitgroup":"Circuits | circuit group","circuits.circuitgroupassignment":"Circuits | circuit group assignment","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.provideraccount":"Circuits | provider account","circuits.providernetwork":"Circuits | provider network","circuits.virtualcircuit":"Circuits | virtual circuit","circuits.virtualcircuittermination":"Circuits | virtual circuit termination","circuits.virtualcircuittype":"Circuits | virtual circuit type","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualdisk":"Virtualization | virtual disk","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.virtualmachinetype":"Virtualization | virtual machine type","virtualization.vminterface":"Virtualization | interface","wireless.wirelesslan":"Wireless | wireless LAN","wireless.wirelesslangroup":"Wireless | wireless LAN group","wireless.wirelesslink":"Wireless | wireless link"}'::jsonb ->> $1, $1);
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
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuitgroup":"Circuits | circuit group","circuits.circuitgroupassignment":"Circuits | circuit group assignment","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.provideraccount":"Circuits | provider account","circuits.providernetwork":"Circuits | provider network","circuits.virtualcircuit":"Circuits | virtual circuit","circuits.virtualcircuittermination":"Circuits | virtual circuit termination","circuits.virtualcircuittype":"Circuits | virtual circuit type","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualdisk":"Virtualization | virtual disk","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.virtualmachinetype":"Virtualization | virtual machine type","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
END
$function$
`);
    await q.query(`DROP FUNCTION inv_brief_wireless_wirelesslink(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_wireless_wirelesslangroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_wireless_wirelesslan(text, bigint)`);
    await q.query(`DROP INDEX "XI_wireless_wirelesslangroup_sort"`);
    await q.query(`DROP INDEX "XI_wireless_wirelesslangroup_path"`);
    await q.query(`ALTER TABLE "dcim_interface_wireless_lans" DROP CONSTRAINT "FK_b30192e161ca372d818f9796948"`);
    await q.query(`ALTER TABLE "dcim_interface_wireless_lans" DROP CONSTRAINT "FK_415e214fd1502695d466918c254"`);
    await q.query(`ALTER TABLE "wireless_wirelesslink" DROP CONSTRAINT "FK_d4c37f935b7c6550ec2709a7fce"`);
    await q.query(`ALTER TABLE "wireless_wirelesslink" DROP CONSTRAINT "FK_b2e398d55446542413443a329f8"`);
    await q.query(`ALTER TABLE "wireless_wirelesslink" DROP CONSTRAINT "FK_82becc3c7e63b0ffc8bd293cf49"`);
    await q.query(`ALTER TABLE "wireless_wirelesslink" DROP CONSTRAINT "FK_6c8bc32a20d129310d67763e6b1"`);
    await q.query(`ALTER TABLE "wireless_wirelesslink" DROP CONSTRAINT "FK_07a0d6521c4ffb2140fe907737a"`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" DROP CONSTRAINT "FK_a35a037cdffe415494d708383a1"`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" DROP CONSTRAINT "FK_84194fc0bfacf1e28535896ed29"`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" DROP CONSTRAINT "FK_d0b842d85489a09f8d7f10bc343"`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" DROP CONSTRAINT "FK_a0fa5cec9afb8c93bdb31f77ea1"`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" DROP CONSTRAINT "FK_1badddb65d4656d13a6ad97869e"`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" DROP CONSTRAINT "FK_56c79635624f2cf173862b81d44"`);
    await q.query(`ALTER TABLE "wireless_wirelesslan" DROP CONSTRAINT "FK_131bc81fac37b0385e99196eadd"`);
    await q.query(`ALTER TABLE "wireless_wirelesslangroup" DROP CONSTRAINT "FK_884c588280501012676dc0b0bf7"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP CONSTRAINT "FK_356ac2712d29174a4a74e9de031"`);
    await q.query(`DROP INDEX "public"."IDX_356ac2712d29174a4a74e9de03"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "wireless_link_id"`);
    await q.query(`DROP INDEX "public"."IDX_b30192e161ca372d818f979694"`);
    await q.query(`DROP INDEX "public"."IDX_415e214fd1502695d466918c25"`);
    await q.query(`DROP TABLE "dcim_interface_wireless_lans"`);
    await q.query(`DROP INDEX "public"."IDX_24a6ddfa6d9ff581d3e3d3d1d9"`);
    await q.query(`DROP INDEX "public"."IDX_d4c37f935b7c6550ec2709a7fc"`);
    await q.query(`DROP INDEX "public"."IDX_b2e398d55446542413443a329f"`);
    await q.query(`DROP INDEX "public"."IDX_82becc3c7e63b0ffc8bd293cf4"`);
    await q.query(`DROP INDEX "public"."IDX_6c8bc32a20d129310d67763e6b"`);
    await q.query(`DROP INDEX "public"."IDX_07a0d6521c4ffb2140fe907737"`);
    await q.query(`DROP TABLE "wireless_wirelesslink"`);
    await q.query(`DROP INDEX "public"."IDX_a35a037cdffe415494d708383a"`);
    await q.query(`DROP INDEX "public"."IDX_84194fc0bfacf1e28535896ed2"`);
    await q.query(`DROP INDEX "public"."IDX_d0b842d85489a09f8d7f10bc34"`);
    await q.query(`DROP INDEX "public"."IDX_a0fa5cec9afb8c93bdb31f77ea"`);
    await q.query(`DROP INDEX "public"."IDX_1badddb65d4656d13a6ad97869"`);
    await q.query(`DROP INDEX "public"."IDX_07e27911b9d8bfa7230032f2f2"`);
    await q.query(`DROP INDEX "public"."IDX_56c79635624f2cf173862b81d4"`);
    await q.query(`DROP INDEX "public"."IDX_131bc81fac37b0385e99196ead"`);
    await q.query(`DROP INDEX "public"."IDX_034b80aece6725fe75315faf5a"`);
    await q.query(`DROP TABLE "wireless_wirelesslan"`);
    await q.query(`DROP INDEX "public"."IDX_421f86093196ece5005d127000"`);
    await q.query(`DROP INDEX "public"."IDX_8bb7eb37043ad6dc25ba560cb6"`);
    await q.query(`DROP INDEX "public"."IDX_f570691f4a4707a143947ff4fa"`);
    await q.query(`DROP INDEX "public"."IDX_884c588280501012676dc0b0bf"`);
    await q.query(`DROP TABLE "wireless_wirelesslangroup"`);
  }
}
