import { MigrationInterface, QueryRunner } from 'typeorm';

export class Contacts1795618837246 implements MigrationInterface {
  name = 'Contacts1795618837246';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tenancy_contactrole" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', CONSTRAINT "UQ_1a83df1821a5495e5592c70e903" UNIQUE ("name"), CONSTRAINT "UQ_211fab222548c9d6b0ccc161942" UNIQUE ("slug"), CONSTRAINT "PK_8061906a3068f6a3ff590983e91" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "tenancy_contactgroup" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "_depth" integer NOT NULL DEFAULT '0', "_path" bigint array NOT NULL DEFAULT '{}', "_sort" text array NOT NULL DEFAULT '{}', "parent_id" bigint, CONSTRAINT "PK_eb6d5508c75ac8528d11e9fe105" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_e8b7c8e28113d392f20b7bf6a8" ON "tenancy_contactgroup"  ("parent_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_5f298dc013d5b8a627adf3a5d6" ON "tenancy_contactgroup"  ("parent_id", "name") `);
    await q.query(`CREATE TABLE "tenancy_contact" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "title" character varying(100) NOT NULL DEFAULT '', "phone" character varying(50) NOT NULL DEFAULT '', "email" character varying(254) NOT NULL DEFAULT '', "address" character varying(200) NOT NULL DEFAULT '', "link" character varying(200) NOT NULL DEFAULT '', CONSTRAINT "PK_22a3a4cbe030de317d3aff03589" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_2c98d47ae4ef313ddd9b60b3d0" ON "tenancy_contact"  ("name") `);
    await q.query(`CREATE TABLE "tenancy_contactassignment" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "object_type" character varying(100) NOT NULL, "object_id" bigint NOT NULL, "priority" character varying(50), "contact_id" bigint NOT NULL, "role_id" bigint NOT NULL, CONSTRAINT "PK_eb7680d7eac72f8b2c9c587f081" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_28212f2aae5f8ae52114dbd60d" ON "tenancy_contactassignment"  ("object_type", "object_id") `);
    await q.query(`CREATE INDEX "IDX_3c16e7a57d37a57e36a1dd6388" ON "tenancy_contactassignment"  ("contact_id") `);
    await q.query(`CREATE INDEX "IDX_d0e166fb483589f02ad2c9b67b" ON "tenancy_contactassignment"  ("role_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_7153dcbf93576d28c9403bb563" ON "tenancy_contactassignment"  ("object_type", "object_id", "contact_id", "role_id") `);
    await q.query(`CREATE TABLE "tenancy_contact_groups" ("contact_id" bigint NOT NULL, "contactgroup_id" bigint NOT NULL, CONSTRAINT "PK_0328985ffb20c2a30da998f810b" PRIMARY KEY ("contact_id", "contactgroup_id"))`);
    await q.query(`CREATE INDEX "IDX_caa56c78665637a93f9da0e34b" ON "tenancy_contact_groups"  ("contact_id") `);
    await q.query(`CREATE INDEX "IDX_ece948a91fae82fdb5fad9e3d9" ON "tenancy_contact_groups"  ("contactgroup_id") `);
    await q.query(`ALTER TABLE "tenancy_contactgroup" ADD CONSTRAINT "FK_e8b7c8e28113d392f20b7bf6a83" FOREIGN KEY ("parent_id") REFERENCES "tenancy_contactgroup"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tenancy_contactassignment" ADD CONSTRAINT "FK_3c16e7a57d37a57e36a1dd6388f" FOREIGN KEY ("contact_id") REFERENCES "tenancy_contact"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tenancy_contactassignment" ADD CONSTRAINT "FK_d0e166fb483589f02ad2c9b67b7" FOREIGN KEY ("role_id") REFERENCES "tenancy_contactrole"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tenancy_contact_groups" ADD CONSTRAINT "FK_caa56c78665637a93f9da0e34be" FOREIGN KEY ("contact_id") REFERENCES "tenancy_contact"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "tenancy_contact_groups" ADD CONSTRAINT "FK_ece948a91fae82fdb5fad9e3d93" FOREIGN KEY ("contactgroup_id") REFERENCES "tenancy_contactgroup"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    // hand-written (XI_…): the contact group tree's path and sort key
    await q.query(`CREATE INDEX "XI_tenancy_contactgroup_path" ON "tenancy_contactgroup" USING gin ("_path")`);
    await q.query(`CREATE INDEX "XI_tenancy_contactgroup_sort" ON "tenancy_contactgroup" ("_sort")`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_tenancy_contact(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/tenancy/contacts/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "tenancy_contact" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_tenancy_contactassignment(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/tenancy/contact-assignments/' || bx.id || '/'), 'display', (SELECT c.name FROM tenancy_contact c WHERE c.id = bx.contact_id)
    || COALESCE(' (' || CASE bx.priority WHEN 'primary' THEN 'Primary' WHEN 'secondary' THEN 'Secondary' WHEN 'tertiary' THEN 'Tertiary' WHEN 'inactive' THEN 'Inactive' END || ')', '')
    || ' -> ' || COALESCE(inv_brief(bx.object_type, bx.object_id, '') ->> 'display', ''), 'contact', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/tenancy/contacts/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'description', bj1."description") END, 'role', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/tenancy/contact-roles/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'slug', bj2."slug", 'description', bj2."description") END, 'priority', CASE WHEN bx."priority" IS NULL OR bx."priority" = '' THEN NULL ELSE json_build_object('value', bx."priority", 'label', COALESCE('{"primary":"Primary","secondary":"Secondary","tertiary":"Tertiary","inactive":"Inactive"}'::jsonb ->> bx."priority"::text, bx."priority"::text)) END) FROM "tenancy_contactassignment" bx LEFT JOIN "tenancy_contact" bj1 ON bj1.id = bx."contact_id" LEFT JOIN "tenancy_contactrole" bj2 ON bj2.id = bx."role_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_tenancy_contactgroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/tenancy/contact-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'contact_count', (SELECT count(DISTINCT m.contact_id) FROM tenancy_contact_groups m JOIN tenancy_contactgroup g ON g.id = m.contactgroup_id
    WHERE g._path @> ARRAY[bx.id]::bigint[]), '_depth', bx."_depth") FROM "tenancy_contactgroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_tenancy_contactrole(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/tenancy/contact-roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "tenancy_contactrole" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.providernetwork":"Circuits | provider network","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
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
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.providernetwork":"Circuits | provider network","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
END
$function$
`);
    await q.query(`DROP FUNCTION inv_brief_tenancy_contactrole(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_tenancy_contactgroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_tenancy_contactassignment(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_tenancy_contact(text, bigint)`);
    await q.query(`DROP INDEX "XI_tenancy_contactgroup_sort"`);
    await q.query(`DROP INDEX "XI_tenancy_contactgroup_path"`);
    await q.query(`ALTER TABLE "tenancy_contact_groups" DROP CONSTRAINT "FK_ece948a91fae82fdb5fad9e3d93"`);
    await q.query(`ALTER TABLE "tenancy_contact_groups" DROP CONSTRAINT "FK_caa56c78665637a93f9da0e34be"`);
    await q.query(`ALTER TABLE "tenancy_contactassignment" DROP CONSTRAINT "FK_d0e166fb483589f02ad2c9b67b7"`);
    await q.query(`ALTER TABLE "tenancy_contactassignment" DROP CONSTRAINT "FK_3c16e7a57d37a57e36a1dd6388f"`);
    await q.query(`ALTER TABLE "tenancy_contactgroup" DROP CONSTRAINT "FK_e8b7c8e28113d392f20b7bf6a83"`);
    await q.query(`DROP INDEX "public"."IDX_ece948a91fae82fdb5fad9e3d9"`);
    await q.query(`DROP INDEX "public"."IDX_caa56c78665637a93f9da0e34b"`);
    await q.query(`DROP TABLE "tenancy_contact_groups"`);
    await q.query(`DROP INDEX "public"."IDX_7153dcbf93576d28c9403bb563"`);
    await q.query(`DROP INDEX "public"."IDX_d0e166fb483589f02ad2c9b67b"`);
    await q.query(`DROP INDEX "public"."IDX_3c16e7a57d37a57e36a1dd6388"`);
    await q.query(`DROP INDEX "public"."IDX_28212f2aae5f8ae52114dbd60d"`);
    await q.query(`DROP TABLE "tenancy_contactassignment"`);
    await q.query(`DROP INDEX "public"."IDX_2c98d47ae4ef313ddd9b60b3d0"`);
    await q.query(`DROP TABLE "tenancy_contact"`);
    await q.query(`DROP INDEX "public"."IDX_5f298dc013d5b8a627adf3a5d6"`);
    await q.query(`DROP INDEX "public"."IDX_e8b7c8e28113d392f20b7bf6a8"`);
    await q.query(`DROP TABLE "tenancy_contactgroup"`);
    await q.query(`DROP TABLE "tenancy_contactrole"`);
  }
}
