import { MigrationInterface, QueryRunner } from 'typeorm';

export class RacksPowerVirtualChassis1795619241785 implements MigrationInterface {
  name = 'RacksPowerVirtualChassis1795619241785';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "dcim_rackgroup" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "rack_count" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_6de46330bb721fcd910db5d9f66" UNIQUE ("name"), CONSTRAINT "UQ_1affcb06aaea8e33a3c66695439" UNIQUE ("slug"), CONSTRAINT "PK_eebb1f5bfe44bc51cdc537c6b36" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "dcim_racktype" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "width" integer NOT NULL DEFAULT '19', "u_height" integer NOT NULL DEFAULT '42', "starting_unit" integer NOT NULL DEFAULT '1', "weight" numeric(8,2), "max_weight" integer, "weight_unit" character varying(50), "desc_units" boolean NOT NULL DEFAULT false, "outer_width" integer, "outer_height" integer, "outer_depth" integer, "outer_unit" character varying(50), "mounting_depth" integer, "model" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "form_factor" character varying(50) NOT NULL, "rack_count" integer NOT NULL DEFAULT '0', "manufacturer_id" bigint NOT NULL, CONSTRAINT "UQ_3d364117316d3dee5f1a7274402" UNIQUE ("slug"), CONSTRAINT "PK_e350f768094893defc6c645d3fc" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_e3b7290f9f595580af3263bc01" ON "dcim_racktype"  ("manufacturer_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_751ab972373534b10dbf3a959f" ON "dcim_racktype"  ("manufacturer_id", "slug") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_dedc1caa1104b045626f7c8f47" ON "dcim_racktype"  ("manufacturer_id", "model") `);
    await q.query(`CREATE TABLE "dcim_virtualchassis" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(64) NOT NULL, "domain" character varying(30) NOT NULL DEFAULT '', "member_count" integer NOT NULL DEFAULT '0', "master_id" bigint, CONSTRAINT "PK_9f7307c44d3585553e05ccef65e" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "IDX_0a7189102ac0729178a84e5dcd" ON "dcim_virtualchassis"  ("master_id") `);
    await q.query(`CREATE TABLE "dcim_powerpanel" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "powerfeed_count" integer NOT NULL DEFAULT '0', "site_id" bigint NOT NULL, "location_id" bigint, CONSTRAINT "PK_654eaa684b268392e11cd59f39f" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_a8fb2d3a15c23c45154af2eb78" ON "dcim_powerpanel"  ("site_id") `);
    await q.query(`CREATE INDEX "IDX_d36295d2fef0aa41f82f132ecf" ON "dcim_powerpanel"  ("location_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_66ff94d6dc0c065793fb2cdfdf" ON "dcim_powerpanel"  ("site_id", "name") `);
    await q.query(`CREATE TABLE "dcim_powerfeed" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'active', "type" character varying(50) NOT NULL DEFAULT 'primary', "supply" character varying(50) NOT NULL DEFAULT 'ac', "phase" character varying(50) NOT NULL DEFAULT 'single-phase', "voltage" integer NOT NULL DEFAULT '120', "amperage" integer NOT NULL DEFAULT '15', "max_utilization" integer NOT NULL DEFAULT '80', "mark_connected" boolean NOT NULL DEFAULT false, "available_power" integer NOT NULL DEFAULT '0', "power_panel_id" bigint NOT NULL, "rack_id" bigint, "tenant_id" bigint, CONSTRAINT "PK_902109f4cb21168532df7aa4372" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_2a0272d04a02c4d7adb1c02aa3" ON "dcim_powerfeed"  ("power_panel_id") `);
    await q.query(`CREATE INDEX "IDX_a1f6c3c28bac977af864d351be" ON "dcim_powerfeed"  ("rack_id") `);
    await q.query(`CREATE INDEX "IDX_1d3df5b380d9acaab2c7058d34" ON "dcim_powerfeed"  ("tenant_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_1b988aa9a690991ea688df1210" ON "dcim_powerfeed"  ("power_panel_id", "name") `);
    await q.query(`CREATE TABLE "dcim_rackreservation" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "units" jsonb NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'active', "description" character varying(200) NOT NULL, "comments" text NOT NULL DEFAULT '', "rack_id" bigint NOT NULL, "user_id" bigint NOT NULL, "tenant_id" bigint, CONSTRAINT "PK_08376dfc9189256862efaa05e90" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_c5e108ba42e28b8271173c0fa9" ON "dcim_rackreservation"  ("rack_id") `);
    await q.query(`CREATE INDEX "IDX_e8f993f425c80765a25961e8b6" ON "dcim_rackreservation"  ("user_id") `);
    await q.query(`CREATE INDEX "IDX_e30c142c44f35e4dc67c35ec65" ON "dcim_rackreservation"  ("tenant_id") `);
    await q.query(`ALTER TABLE "dcim_rack" ADD "powerfeed_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_rack" ADD "group_id" bigint`);
    await q.query(`ALTER TABLE "dcim_rack" ADD "rack_type_id" bigint`);
    await q.query(`ALTER TABLE "dcim_device" ADD "virtual_chassis_id" bigint`);
    await q.query(`CREATE INDEX "IDX_e9696f9ed8bd75bddde0ea60e1" ON "dcim_rack"  ("group_id") `);
    await q.query(`CREATE INDEX "IDX_d1dc0dc3e0a777da2da1aca686" ON "dcim_rack"  ("rack_type_id") `);
    await q.query(`CREATE INDEX "IDX_e0d8ed7c1be6e5aeb5765cc584" ON "dcim_device"  ("virtual_chassis_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_96ec7061c3260dd4c89ad3acd8" ON "dcim_device"  ("virtual_chassis_id", "vc_position") `);
    await q.query(`ALTER TABLE "dcim_racktype" ADD CONSTRAINT "FK_e3b7290f9f595580af3263bc01e" FOREIGN KEY ("manufacturer_id") REFERENCES "dcim_manufacturer"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rack" ADD CONSTRAINT "FK_e9696f9ed8bd75bddde0ea60e19" FOREIGN KEY ("group_id") REFERENCES "dcim_rackgroup"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rack" ADD CONSTRAINT "FK_d1dc0dc3e0a777da2da1aca686e" FOREIGN KEY ("rack_type_id") REFERENCES "dcim_racktype"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_virtualchassis" ADD CONSTRAINT "FK_0a7189102ac0729178a84e5dcdc" FOREIGN KEY ("master_id") REFERENCES "dcim_device"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_device" ADD CONSTRAINT "FK_e0d8ed7c1be6e5aeb5765cc5843" FOREIGN KEY ("virtual_chassis_id") REFERENCES "dcim_virtualchassis"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerpanel" ADD CONSTRAINT "FK_a8fb2d3a15c23c45154af2eb789" FOREIGN KEY ("site_id") REFERENCES "dcim_site"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerpanel" ADD CONSTRAINT "FK_d36295d2fef0aa41f82f132ecfa" FOREIGN KEY ("location_id") REFERENCES "dcim_location"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerfeed" ADD CONSTRAINT "FK_2a0272d04a02c4d7adb1c02aa3d" FOREIGN KEY ("power_panel_id") REFERENCES "dcim_powerpanel"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerfeed" ADD CONSTRAINT "FK_a1f6c3c28bac977af864d351be7" FOREIGN KEY ("rack_id") REFERENCES "dcim_rack"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerfeed" ADD CONSTRAINT "FK_1d3df5b380d9acaab2c7058d34d" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rackreservation" ADD CONSTRAINT "FK_c5e108ba42e28b8271173c0fa9b" FOREIGN KEY ("rack_id") REFERENCES "dcim_rack"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rackreservation" ADD CONSTRAINT "FK_e8f993f425c80765a25961e8b68" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rackreservation" ADD CONSTRAINT "FK_e30c142c44f35e4dc67c35ec655" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_device(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/devices/' || bx.id || '/'), 'display', COALESCE(COALESCE(bx.name, (SELECT vc.name || ':' || COALESCE(bx.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bx.virtual_chassis_id))
     || COALESCE(' (' || bx.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bx.device_type_id) || ' (' || COALESCE(bx.asset_tag, bx.id::text) || ')'), 'name', bx."name", 'description', bx."description") FROM "dcim_device" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_interface(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/interfaces/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_interface" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_powerfeed(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-feeds/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'cable', (NULL::jsonb), 'description', bx."description", '_occupied', (bx.mark_connected)) FROM "dcim_powerfeed" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_powerpanel(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-panels/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description", 'powerfeed_count', bx."powerfeed_count") FROM "dcim_powerpanel" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rackgroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rack-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'rack_count', bx."rack_count") FROM "dcim_rackgroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rackreservation(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rack-reservations/' || bx.id || '/'), 'display', 'Reservation for rack ' || (SELECT r.name || COALESCE(' (' || r.facility_id || ')', '') FROM dcim_rack r WHERE r.id = bx.rack_id), 'units', bx."units", 'status', CASE WHEN bx."status" IS NULL OR bx."status" = '' THEN NULL ELSE json_build_object('value', bx."status", 'label', COALESCE('{"pending":"Pending","active":"Active","stale":"Stale"}'::jsonb ->> bx."status"::text, bx."status"::text)) END, 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'description', bx."description") FROM "dcim_rackreservation" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_racktype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rack-types/' || bx.id || '/'), 'display', bx."model"::text, 'manufacturer', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/manufacturers/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'slug', bj1."slug", 'description', bj1."description") END, 'model', bx."model", 'slug', bx."slug", 'description', bx."description", 'rack_count', bx."rack_count") FROM "dcim_racktype" bx LEFT JOIN "dcim_manufacturer" bj1 ON bj1.id = bx."manufacturer_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_virtualchassis(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/virtual-chassis/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'master', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display_url', ($1::text || '/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name") END, 'description', bx."description", 'member_count', bx."member_count") FROM "dcim_virtualchassis" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."master_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.providernetwork":"Circuits | provider network","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.powerfeed":"DCIM | power feed","dcim.powerpanel":"DCIM | power panel","dcim.rack":"DCIM | rack","dcim.rackgroup":"DCIM | rack group","dcim.rackreservation":"DCIM | rack reservation","dcim.rackrole":"DCIM | rack role","dcim.racktype":"DCIM | rack type","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","dcim.virtualchassis":"DCIM | virtual chassis","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
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
    await q.query(`DROP FUNCTION inv_brief_dcim_virtualchassis(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_racktype(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_rackreservation(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_rackgroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_powerpanel(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_powerfeed(text, bigint)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_interface(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/interfaces/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_interface" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_device(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/devices/' || bx.id || '/'), 'display', CASE WHEN bx.name IS NOT NULL THEN bx.name || COALESCE(' (' || bx.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bx.device_type_id) || ' (' || COALESCE(bx.asset_tag, bx.id::text) || ')' END, 'name', bx."name", 'description', bx."description") FROM "dcim_device" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`ALTER TABLE "dcim_rackreservation" DROP CONSTRAINT "FK_e30c142c44f35e4dc67c35ec655"`);
    await q.query(`ALTER TABLE "dcim_rackreservation" DROP CONSTRAINT "FK_e8f993f425c80765a25961e8b68"`);
    await q.query(`ALTER TABLE "dcim_rackreservation" DROP CONSTRAINT "FK_c5e108ba42e28b8271173c0fa9b"`);
    await q.query(`ALTER TABLE "dcim_powerfeed" DROP CONSTRAINT "FK_1d3df5b380d9acaab2c7058d34d"`);
    await q.query(`ALTER TABLE "dcim_powerfeed" DROP CONSTRAINT "FK_a1f6c3c28bac977af864d351be7"`);
    await q.query(`ALTER TABLE "dcim_powerfeed" DROP CONSTRAINT "FK_2a0272d04a02c4d7adb1c02aa3d"`);
    await q.query(`ALTER TABLE "dcim_powerpanel" DROP CONSTRAINT "FK_d36295d2fef0aa41f82f132ecfa"`);
    await q.query(`ALTER TABLE "dcim_powerpanel" DROP CONSTRAINT "FK_a8fb2d3a15c23c45154af2eb789"`);
    await q.query(`ALTER TABLE "dcim_device" DROP CONSTRAINT "FK_e0d8ed7c1be6e5aeb5765cc5843"`);
    await q.query(`ALTER TABLE "dcim_virtualchassis" DROP CONSTRAINT "FK_0a7189102ac0729178a84e5dcdc"`);
    await q.query(`ALTER TABLE "dcim_rack" DROP CONSTRAINT "FK_d1dc0dc3e0a777da2da1aca686e"`);
    await q.query(`ALTER TABLE "dcim_rack" DROP CONSTRAINT "FK_e9696f9ed8bd75bddde0ea60e19"`);
    await q.query(`ALTER TABLE "dcim_racktype" DROP CONSTRAINT "FK_e3b7290f9f595580af3263bc01e"`);
    await q.query(`DROP INDEX "public"."IDX_96ec7061c3260dd4c89ad3acd8"`);
    await q.query(`DROP INDEX "public"."IDX_e0d8ed7c1be6e5aeb5765cc584"`);
    await q.query(`DROP INDEX "public"."IDX_d1dc0dc3e0a777da2da1aca686"`);
    await q.query(`DROP INDEX "public"."IDX_e9696f9ed8bd75bddde0ea60e1"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "virtual_chassis_id"`);
    await q.query(`ALTER TABLE "dcim_rack" DROP COLUMN "rack_type_id"`);
    await q.query(`ALTER TABLE "dcim_rack" DROP COLUMN "group_id"`);
    await q.query(`ALTER TABLE "dcim_rack" DROP COLUMN "powerfeed_count"`);
    await q.query(`DROP INDEX "public"."IDX_e30c142c44f35e4dc67c35ec65"`);
    await q.query(`DROP INDEX "public"."IDX_e8f993f425c80765a25961e8b6"`);
    await q.query(`DROP INDEX "public"."IDX_c5e108ba42e28b8271173c0fa9"`);
    await q.query(`DROP TABLE "dcim_rackreservation"`);
    await q.query(`DROP INDEX "public"."IDX_1b988aa9a690991ea688df1210"`);
    await q.query(`DROP INDEX "public"."IDX_1d3df5b380d9acaab2c7058d34"`);
    await q.query(`DROP INDEX "public"."IDX_a1f6c3c28bac977af864d351be"`);
    await q.query(`DROP INDEX "public"."IDX_2a0272d04a02c4d7adb1c02aa3"`);
    await q.query(`DROP TABLE "dcim_powerfeed"`);
    await q.query(`DROP INDEX "public"."IDX_66ff94d6dc0c065793fb2cdfdf"`);
    await q.query(`DROP INDEX "public"."IDX_d36295d2fef0aa41f82f132ecf"`);
    await q.query(`DROP INDEX "public"."IDX_a8fb2d3a15c23c45154af2eb78"`);
    await q.query(`DROP TABLE "dcim_powerpanel"`);
    await q.query(`DROP INDEX "public"."IDX_0a7189102ac0729178a84e5dcd"`);
    await q.query(`DROP TABLE "dcim_virtualchassis"`);
    await q.query(`DROP INDEX "public"."IDX_dedc1caa1104b045626f7c8f47"`);
    await q.query(`DROP INDEX "public"."IDX_751ab972373534b10dbf3a959f"`);
    await q.query(`DROP INDEX "public"."IDX_e3b7290f9f595580af3263bc01"`);
    await q.query(`DROP TABLE "dcim_racktype"`);
    await q.query(`DROP TABLE "dcim_rackgroup"`);
  }
}
