import { MigrationInterface, QueryRunner } from 'typeorm';

/** Hand-written indexes (named XI_…, which the generator leaves alone), after the generated part. */
const HAND_WRITTEN: [name: string, sql: string][] = [
  // virtual machine names, case-insensitive: per cluster (and tenant), else per host device (and tenant)
  ['XI_virtualization_virtualmachine_name_cluster_tenant', `CREATE UNIQUE INDEX "XI_virtualization_virtualmachine_name_cluster_tenant" ON "virtualization_virtualmachine" (lower("name"), "cluster_id", "tenant_id")`],
  ['XI_virtualization_virtualmachine_name_cluster', `CREATE UNIQUE INDEX "XI_virtualization_virtualmachine_name_cluster" ON "virtualization_virtualmachine" (lower("name"), "cluster_id") WHERE "tenant_id" IS NULL`],
  ['XI_virtualization_virtualmachine_name_device_tenant', `CREATE UNIQUE INDEX "XI_virtualization_virtualmachine_name_device_tenant" ON "virtualization_virtualmachine" (lower("name"), "device_id", "tenant_id") WHERE "cluster_id" IS NULL AND "device_id" IS NOT NULL`],
  ['XI_virtualization_virtualmachine_name_device', `CREATE UNIQUE INDEX "XI_virtualization_virtualmachine_name_device" ON "virtualization_virtualmachine" (lower("name"), "device_id") WHERE "cluster_id" IS NULL AND "device_id" IS NOT NULL AND "tenant_id" IS NULL`],
  // VM interfaces in natural order within their machine
  ['XI_virtualization_vminterface_order', `CREATE INDEX "XI_virtualization_vminterface_order" ON "virtualization_vminterface" ("virtual_machine_id", "_name")`],
];

/**
 * The circuits and virtualization apps (src/circuits, src/virtualization): their tables, the counters
 * they feed on tenants, sites, device roles and platforms, and a device's cluster.
 */
export class CircuitsVirtualization1795310296253 implements MigrationInterface {
  name = 'CircuitsVirtualization1795310296253';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "circuits_circuittype" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "color" character varying(6) NOT NULL DEFAULT '', "circuit_count" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_d144a7cf766e8d570d442200790" UNIQUE ("name"), CONSTRAINT "UQ_062609959ebc81975575039f7d9" UNIQUE ("slug"), CONSTRAINT "PK_95121b6c1137b2a2af74c3fdf5f" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "circuits_provider" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "circuit_count" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_5fc68c6dcb95bb7a380a66449dd" UNIQUE ("name"), CONSTRAINT "UQ_aacde46c0982c7eb6282621fb80" UNIQUE ("slug"), CONSTRAINT "PK_68d3f3c2796e814a7d13c43186b" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "circuits_circuit" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "cid" character varying(100) NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'active', "install_date" date, "termination_date" date, "commit_rate" integer, "distance" numeric(8,2), "distance_unit" character varying(50), "provider_id" bigint NOT NULL, "type_id" bigint NOT NULL, "tenant_id" bigint, CONSTRAINT "PK_cda318b02eb6f4a01b26446a9f7" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_37c096895f196fd5b49a443868" ON "circuits_circuit"  ("provider_id") `);
    await q.query(`CREATE INDEX "IDX_dc19776603d7d002d8ef42bf95" ON "circuits_circuit"  ("type_id") `);
    await q.query(`CREATE INDEX "IDX_211f2f80e90348250cdf90a92c" ON "circuits_circuit"  ("tenant_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_749628089000fa3993369ff019" ON "circuits_circuit"  ("provider_id", "cid") `);
    await q.query(`CREATE TABLE "circuits_providernetwork" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "service_id" character varying(100) NOT NULL DEFAULT '', "provider_id" bigint NOT NULL, CONSTRAINT "PK_1bc2a7c8a0d0bc77739d5029fc7" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_4c4cd7edac4e1d71344abdd5ef" ON "circuits_providernetwork"  ("provider_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_ea4ca02e5277bf223c3e6b4bde" ON "circuits_providernetwork"  ("provider_id", "name") `);
    await q.query(`CREATE TABLE "circuits_circuittermination" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "term_side" character varying(50) NOT NULL, "termination_type" character varying(100), "termination_id" bigint, "port_speed" integer, "upstream_speed" integer, "xconnect_id" character varying(50) NOT NULL DEFAULT '', "pp_info" character varying(100) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "mark_connected" boolean NOT NULL DEFAULT false, "circuit_id" bigint NOT NULL, "_provider_network_id" bigint, "_location_id" bigint, "_site_id" bigint, "_region_id" bigint, "_site_group_id" bigint, CONSTRAINT "PK_796e3b903d2ccd9b072cb0de20c" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_8e41fb7528eff740b28d85b1fb" ON "circuits_circuittermination"  ("circuit_id") `);
    await q.query(`CREATE INDEX "IDX_606fec350376f33755f7a541fc" ON "circuits_circuittermination"  ("termination_type", "termination_id") `);
    await q.query(`CREATE INDEX "IDX_597cf7a0061ced7997e392ffc4" ON "circuits_circuittermination"  ("_provider_network_id") `);
    await q.query(`CREATE INDEX "IDX_3ecee2eb02c0553bb4a4549ba7" ON "circuits_circuittermination"  ("_location_id") `);
    await q.query(`CREATE INDEX "IDX_6b370f62bc631857f329f722c4" ON "circuits_circuittermination"  ("_site_id") `);
    await q.query(`CREATE INDEX "IDX_5840d20a23601f98a90fbe5c04" ON "circuits_circuittermination"  ("_region_id") `);
    await q.query(`CREATE INDEX "IDX_bcc6599373ae028964902d06d4" ON "circuits_circuittermination"  ("_site_group_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_a2e851f2729c0c4e1ae079065a" ON "circuits_circuittermination"  ("circuit_id", "term_side") `);
    await q.query(`CREATE TABLE "virtualization_clustergroup" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "cluster_count" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_298de35ca8593a7c98d1c0afbeb" UNIQUE ("name"), CONSTRAINT "UQ_c596416bb117de76cbd8989266d" UNIQUE ("slug"), CONSTRAINT "PK_1daa212d8d686c74b8e145d04b3" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "virtualization_clustertype" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "cluster_count" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_4b84bae190c1dc11ced7d5fb184" UNIQUE ("name"), CONSTRAINT "UQ_1e559c156c7fb6ddfb096e29c3c" UNIQUE ("slug"), CONSTRAINT "PK_ece0aaa535f223f4c0fc8c4e5c1" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "virtualization_cluster" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'active', "scope_type" character varying(100), "scope_id" bigint, "device_count" integer NOT NULL DEFAULT '0', "virtualmachine_count" integer NOT NULL DEFAULT '0', "type_id" bigint NOT NULL, "group_id" bigint, "tenant_id" bigint, "_location_id" bigint, "_site_id" bigint, "_region_id" bigint, "_site_group_id" bigint, CONSTRAINT "PK_05f096f1c8c6537849d52cc0d22" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_148c2a4f1502e6590c2ac2150b" ON "virtualization_cluster"  ("type_id") `);
    await q.query(`CREATE INDEX "IDX_c650d3592f90e4376dbfa98b6c" ON "virtualization_cluster"  ("group_id") `);
    await q.query(`CREATE INDEX "IDX_3b8548c9be0a899ae96eaea388" ON "virtualization_cluster"  ("tenant_id") `);
    await q.query(`CREATE INDEX "IDX_52e0453647b5d7fb5d608e7547" ON "virtualization_cluster"  ("scope_type", "scope_id") `);
    await q.query(`CREATE INDEX "IDX_d89f760dcc26eb55220a33a02c" ON "virtualization_cluster"  ("_location_id") `);
    await q.query(`CREATE INDEX "IDX_971a01926ef720e3758790871f" ON "virtualization_cluster"  ("_site_id") `);
    await q.query(`CREATE INDEX "IDX_68fd5cb1489be863d13d46dd21" ON "virtualization_cluster"  ("_region_id") `);
    await q.query(`CREATE INDEX "IDX_615c27dcaff3562addc062e66f" ON "virtualization_cluster"  ("_site_group_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_52cd3e7a4baa44cd100e335b2e" ON "virtualization_cluster"  ("_site_id", "name") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_c796eb1c4dcbfd2bdd42b10f69" ON "virtualization_cluster"  ("group_id", "name") `);
    await q.query(`CREATE TABLE "virtualization_virtualmachine" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(64) NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'active', "start_on_boot" character varying(50) NOT NULL DEFAULT 'off', "vcpus" numeric(6,2), "memory" integer, "disk" integer, "serial" character varying(50) NOT NULL DEFAULT '', "local_context_data" jsonb, "interface_count" integer NOT NULL DEFAULT '0', "role_id" bigint, "site_id" bigint, "cluster_id" bigint, "device_id" bigint, "platform_id" bigint, "tenant_id" bigint, CONSTRAINT "PK_a629145c17311a61427e0d9acf2" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_6f812ca9b0b977837290ef6833" ON "virtualization_virtualmachine"  ("role_id") `);
    await q.query(`CREATE INDEX "IDX_75f810e9245e720f701a057634" ON "virtualization_virtualmachine"  ("site_id") `);
    await q.query(`CREATE INDEX "IDX_4df373b028c60142668f4e7cee" ON "virtualization_virtualmachine"  ("cluster_id") `);
    await q.query(`CREATE INDEX "IDX_84dc22e10109e24d62f5bebbb2" ON "virtualization_virtualmachine"  ("device_id") `);
    await q.query(`CREATE INDEX "IDX_37fbbcc9c62423bdff95ae9c4d" ON "virtualization_virtualmachine"  ("platform_id") `);
    await q.query(`CREATE INDEX "IDX_fde2cb00a9ef7dd643e4c831a2" ON "virtualization_virtualmachine"  ("tenant_id") `);
    await q.query(`CREATE TABLE "virtualization_vminterface" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "mtu" integer, "description" character varying(200) NOT NULL DEFAULT '', "mode" character varying(50), "_name" character varying(200) NOT NULL DEFAULT '', "virtual_machine_id" bigint NOT NULL, "parent_id" bigint, "bridge_id" bigint, CONSTRAINT "PK_cd1e0701d3ff27ca93eef88e5d5" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_9bb8801100888fdd35d05022aa" ON "virtualization_vminterface"  ("virtual_machine_id") `);
    await q.query(`CREATE INDEX "IDX_83a8c4cc9ae7d189c3ea0b9204" ON "virtualization_vminterface"  ("parent_id") `);
    await q.query(`CREATE INDEX "IDX_f2f4e223029ec2582eafa25283" ON "virtualization_vminterface"  ("bridge_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_286186bc777e20dc3fe6e28f12" ON "virtualization_vminterface"  ("virtual_machine_id", "name") `);
    await q.query(`ALTER TABLE "tenancy_tenant" ADD "circuit_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "tenancy_tenant" ADD "virtualmachine_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "tenancy_tenant" ADD "cluster_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_site" ADD "circuit_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_site" ADD "virtualmachine_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_devicerole" ADD "virtualmachine_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_platform" ADD "virtualmachine_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_device" ADD "cluster_id" bigint`);
    await q.query(`CREATE INDEX "IDX_e15fa2499dbefa2f5d62d3ec69" ON "dcim_device"  ("cluster_id") `);
    await q.query(`ALTER TABLE "circuits_circuit" ADD CONSTRAINT "FK_37c096895f196fd5b49a4438683" FOREIGN KEY ("provider_id") REFERENCES "circuits_provider"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuit" ADD CONSTRAINT "FK_dc19776603d7d002d8ef42bf959" FOREIGN KEY ("type_id") REFERENCES "circuits_circuittype"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuit" ADD CONSTRAINT "FK_211f2f80e90348250cdf90a92ca" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_providernetwork" ADD CONSTRAINT "FK_4c4cd7edac4e1d71344abdd5ef6" FOREIGN KEY ("provider_id") REFERENCES "circuits_provider"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD CONSTRAINT "FK_8e41fb7528eff740b28d85b1fb8" FOREIGN KEY ("circuit_id") REFERENCES "circuits_circuit"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD CONSTRAINT "FK_597cf7a0061ced7997e392ffc4b" FOREIGN KEY ("_provider_network_id") REFERENCES "circuits_providernetwork"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD CONSTRAINT "FK_3ecee2eb02c0553bb4a4549ba79" FOREIGN KEY ("_location_id") REFERENCES "dcim_location"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD CONSTRAINT "FK_6b370f62bc631857f329f722c49" FOREIGN KEY ("_site_id") REFERENCES "dcim_site"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD CONSTRAINT "FK_5840d20a23601f98a90fbe5c04c" FOREIGN KEY ("_region_id") REFERENCES "dcim_region"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuittermination" ADD CONSTRAINT "FK_bcc6599373ae028964902d06d45" FOREIGN KEY ("_site_group_id") REFERENCES "dcim_sitegroup"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "FK_148c2a4f1502e6590c2ac2150b7" FOREIGN KEY ("type_id") REFERENCES "virtualization_clustertype"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "FK_c650d3592f90e4376dbfa98b6ca" FOREIGN KEY ("group_id") REFERENCES "virtualization_clustergroup"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "FK_3b8548c9be0a899ae96eaea388a" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "FK_d89f760dcc26eb55220a33a02cf" FOREIGN KEY ("_location_id") REFERENCES "dcim_location"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "FK_971a01926ef720e3758790871fc" FOREIGN KEY ("_site_id") REFERENCES "dcim_site"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "FK_68fd5cb1489be863d13d46dd21f" FOREIGN KEY ("_region_id") REFERENCES "dcim_region"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "FK_615c27dcaff3562addc062e66fd" FOREIGN KEY ("_site_group_id") REFERENCES "dcim_sitegroup"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_device" ADD CONSTRAINT "FK_e15fa2499dbefa2f5d62d3ec694" FOREIGN KEY ("cluster_id") REFERENCES "virtualization_cluster"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_6f812ca9b0b977837290ef6833e" FOREIGN KEY ("role_id") REFERENCES "dcim_devicerole"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_75f810e9245e720f701a057634a" FOREIGN KEY ("site_id") REFERENCES "dcim_site"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_4df373b028c60142668f4e7cee6" FOREIGN KEY ("cluster_id") REFERENCES "virtualization_cluster"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_84dc22e10109e24d62f5bebbb2f" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_37fbbcc9c62423bdff95ae9c4d6" FOREIGN KEY ("platform_id") REFERENCES "dcim_platform"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_fde2cb00a9ef7dd643e4c831a24" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "FK_9bb8801100888fdd35d05022aaf" FOREIGN KEY ("virtual_machine_id") REFERENCES "virtualization_virtualmachine"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "FK_83a8c4cc9ae7d189c3ea0b9204f" FOREIGN KEY ("parent_id") REFERENCES "virtualization_vminterface"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "FK_f2f4e223029ec2582eafa252836" FOREIGN KEY ("bridge_id") REFERENCES "virtualization_vminterface"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    for (const [, sql] of HAND_WRITTEN) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of [...HAND_WRITTEN].reverse()) await q.query(`DROP INDEX "${name}"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP CONSTRAINT "FK_f2f4e223029ec2582eafa252836"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP CONSTRAINT "FK_83a8c4cc9ae7d189c3ea0b9204f"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP CONSTRAINT "FK_9bb8801100888fdd35d05022aaf"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_fde2cb00a9ef7dd643e4c831a24"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_37fbbcc9c62423bdff95ae9c4d6"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_84dc22e10109e24d62f5bebbb2f"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_4df373b028c60142668f4e7cee6"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_75f810e9245e720f701a057634a"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_6f812ca9b0b977837290ef6833e"`);
    await q.query(`ALTER TABLE "dcim_device" DROP CONSTRAINT "FK_e15fa2499dbefa2f5d62d3ec694"`);
    await q.query(`ALTER TABLE "virtualization_cluster" DROP CONSTRAINT "FK_615c27dcaff3562addc062e66fd"`);
    await q.query(`ALTER TABLE "virtualization_cluster" DROP CONSTRAINT "FK_68fd5cb1489be863d13d46dd21f"`);
    await q.query(`ALTER TABLE "virtualization_cluster" DROP CONSTRAINT "FK_971a01926ef720e3758790871fc"`);
    await q.query(`ALTER TABLE "virtualization_cluster" DROP CONSTRAINT "FK_d89f760dcc26eb55220a33a02cf"`);
    await q.query(`ALTER TABLE "virtualization_cluster" DROP CONSTRAINT "FK_3b8548c9be0a899ae96eaea388a"`);
    await q.query(`ALTER TABLE "virtualization_cluster" DROP CONSTRAINT "FK_c650d3592f90e4376dbfa98b6ca"`);
    await q.query(`ALTER TABLE "virtualization_cluster" DROP CONSTRAINT "FK_148c2a4f1502e6590c2ac2150b7"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP CONSTRAINT "FK_bcc6599373ae028964902d06d45"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP CONSTRAINT "FK_5840d20a23601f98a90fbe5c04c"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP CONSTRAINT "FK_6b370f62bc631857f329f722c49"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP CONSTRAINT "FK_3ecee2eb02c0553bb4a4549ba79"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP CONSTRAINT "FK_597cf7a0061ced7997e392ffc4b"`);
    await q.query(`ALTER TABLE "circuits_circuittermination" DROP CONSTRAINT "FK_8e41fb7528eff740b28d85b1fb8"`);
    await q.query(`ALTER TABLE "circuits_providernetwork" DROP CONSTRAINT "FK_4c4cd7edac4e1d71344abdd5ef6"`);
    await q.query(`ALTER TABLE "circuits_circuit" DROP CONSTRAINT "FK_211f2f80e90348250cdf90a92ca"`);
    await q.query(`ALTER TABLE "circuits_circuit" DROP CONSTRAINT "FK_dc19776603d7d002d8ef42bf959"`);
    await q.query(`ALTER TABLE "circuits_circuit" DROP CONSTRAINT "FK_37c096895f196fd5b49a4438683"`);
    await q.query(`DROP INDEX "public"."IDX_e15fa2499dbefa2f5d62d3ec69"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "cluster_id"`);
    await q.query(`ALTER TABLE "dcim_platform" DROP COLUMN "virtualmachine_count"`);
    await q.query(`ALTER TABLE "dcim_devicerole" DROP COLUMN "virtualmachine_count"`);
    await q.query(`ALTER TABLE "dcim_site" DROP COLUMN "virtualmachine_count"`);
    await q.query(`ALTER TABLE "dcim_site" DROP COLUMN "circuit_count"`);
    await q.query(`ALTER TABLE "tenancy_tenant" DROP COLUMN "cluster_count"`);
    await q.query(`ALTER TABLE "tenancy_tenant" DROP COLUMN "virtualmachine_count"`);
    await q.query(`ALTER TABLE "tenancy_tenant" DROP COLUMN "circuit_count"`);
    await q.query(`DROP INDEX "public"."IDX_286186bc777e20dc3fe6e28f12"`);
    await q.query(`DROP INDEX "public"."IDX_f2f4e223029ec2582eafa25283"`);
    await q.query(`DROP INDEX "public"."IDX_83a8c4cc9ae7d189c3ea0b9204"`);
    await q.query(`DROP INDEX "public"."IDX_9bb8801100888fdd35d05022aa"`);
    await q.query(`DROP TABLE "virtualization_vminterface"`);
    await q.query(`DROP INDEX "public"."IDX_fde2cb00a9ef7dd643e4c831a2"`);
    await q.query(`DROP INDEX "public"."IDX_37fbbcc9c62423bdff95ae9c4d"`);
    await q.query(`DROP INDEX "public"."IDX_84dc22e10109e24d62f5bebbb2"`);
    await q.query(`DROP INDEX "public"."IDX_4df373b028c60142668f4e7cee"`);
    await q.query(`DROP INDEX "public"."IDX_75f810e9245e720f701a057634"`);
    await q.query(`DROP INDEX "public"."IDX_6f812ca9b0b977837290ef6833"`);
    await q.query(`DROP TABLE "virtualization_virtualmachine"`);
    await q.query(`DROP INDEX "public"."IDX_c796eb1c4dcbfd2bdd42b10f69"`);
    await q.query(`DROP INDEX "public"."IDX_52cd3e7a4baa44cd100e335b2e"`);
    await q.query(`DROP INDEX "public"."IDX_615c27dcaff3562addc062e66f"`);
    await q.query(`DROP INDEX "public"."IDX_68fd5cb1489be863d13d46dd21"`);
    await q.query(`DROP INDEX "public"."IDX_971a01926ef720e3758790871f"`);
    await q.query(`DROP INDEX "public"."IDX_d89f760dcc26eb55220a33a02c"`);
    await q.query(`DROP INDEX "public"."IDX_52e0453647b5d7fb5d608e7547"`);
    await q.query(`DROP INDEX "public"."IDX_3b8548c9be0a899ae96eaea388"`);
    await q.query(`DROP INDEX "public"."IDX_c650d3592f90e4376dbfa98b6c"`);
    await q.query(`DROP INDEX "public"."IDX_148c2a4f1502e6590c2ac2150b"`);
    await q.query(`DROP TABLE "virtualization_cluster"`);
    await q.query(`DROP TABLE "virtualization_clustertype"`);
    await q.query(`DROP TABLE "virtualization_clustergroup"`);
    await q.query(`DROP INDEX "public"."IDX_a2e851f2729c0c4e1ae079065a"`);
    await q.query(`DROP INDEX "public"."IDX_bcc6599373ae028964902d06d4"`);
    await q.query(`DROP INDEX "public"."IDX_5840d20a23601f98a90fbe5c04"`);
    await q.query(`DROP INDEX "public"."IDX_6b370f62bc631857f329f722c4"`);
    await q.query(`DROP INDEX "public"."IDX_3ecee2eb02c0553bb4a4549ba7"`);
    await q.query(`DROP INDEX "public"."IDX_597cf7a0061ced7997e392ffc4"`);
    await q.query(`DROP INDEX "public"."IDX_606fec350376f33755f7a541fc"`);
    await q.query(`DROP INDEX "public"."IDX_8e41fb7528eff740b28d85b1fb"`);
    await q.query(`DROP TABLE "circuits_circuittermination"`);
    await q.query(`DROP INDEX "public"."IDX_ea4ca02e5277bf223c3e6b4bde"`);
    await q.query(`DROP INDEX "public"."IDX_4c4cd7edac4e1d71344abdd5ef"`);
    await q.query(`DROP TABLE "circuits_providernetwork"`);
    await q.query(`DROP INDEX "public"."IDX_749628089000fa3993369ff019"`);
    await q.query(`DROP INDEX "public"."IDX_211f2f80e90348250cdf90a92c"`);
    await q.query(`DROP INDEX "public"."IDX_dc19776603d7d002d8ef42bf95"`);
    await q.query(`DROP INDEX "public"."IDX_37c096895f196fd5b49a443868"`);
    await q.query(`DROP TABLE "circuits_circuit"`);
    await q.query(`DROP TABLE "circuits_provider"`);
    await q.query(`DROP TABLE "circuits_circuittype"`);
  }
}
