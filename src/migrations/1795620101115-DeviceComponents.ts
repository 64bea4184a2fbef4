import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeviceComponents1795620101115 implements MigrationInterface {
  name = 'DeviceComponents1795620101115';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "dcim_consoleserverporttemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "type" character varying(50), "device_type_id" bigint, CONSTRAINT "PK_1dad2bbddffee76f99146b8280c" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_89963d5bb69b193c3b5103f644" ON "dcim_consoleserverporttemplate"  ("device_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_22c24300edee4164863549aaab" ON "dcim_consoleserverporttemplate"  ("device_type_id", "name") `);
    await q.query(`CREATE TABLE "dcim_consoleport" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "mark_connected" boolean NOT NULL DEFAULT false, "type" character varying(50), "speed" integer, "device_id" bigint NOT NULL, CONSTRAINT "PK_ca4345ca278a27ee1d5beb591ab" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_ce46c978f36120350ca87688dc" ON "dcim_consoleport"  ("device_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_cadf0bcc2e74476fc1ade1a448" ON "dcim_consoleport"  ("device_id", "name") `);
    await q.query(`CREATE TABLE "dcim_consoleserverport" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "mark_connected" boolean NOT NULL DEFAULT false, "type" character varying(50), "speed" integer, "device_id" bigint NOT NULL, CONSTRAINT "PK_cbb7554bfc82bf0f5c772f3b97b" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_323df53365f148a41ddd4fbc8a" ON "dcim_consoleserverport"  ("device_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_2f79b020c6abf3c6e10564042a" ON "dcim_consoleserverport"  ("device_id", "name") `);
    await q.query(`CREATE TABLE "dcim_devicebaytemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "enabled" boolean NOT NULL DEFAULT true, "device_type_id" bigint NOT NULL, CONSTRAINT "PK_06c1d4e9b26e0609658293a9f5b" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_01870fde5f5a3cd745a1cb5950" ON "dcim_devicebaytemplate"  ("device_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_bb609b8da6818919b5ae423b7b" ON "dcim_devicebaytemplate"  ("device_type_id", "name") `);
    await q.query(`CREATE TABLE "dcim_consoleporttemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "type" character varying(50), "device_type_id" bigint, CONSTRAINT "PK_a63b3a8658acc664fdc30904509" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_2a74afd31022637335d34dab42" ON "dcim_consoleporttemplate"  ("device_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_681f3f92f65531985bbc79aa1f" ON "dcim_consoleporttemplate"  ("device_type_id", "name") `);
    await q.query(`CREATE TABLE "dcim_devicebay" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "enabled" boolean NOT NULL DEFAULT true, "device_id" bigint NOT NULL, "installed_device_id" bigint, CONSTRAINT "PK_7e9a27cd1c1e73c39dbc2d83662" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_6d128bc728c335b3fed221ae6c" ON "dcim_devicebay"  ("device_id") `);
    await q.query(`CREATE INDEX "IDX_edd2d584db747235a9da33ba60" ON "dcim_devicebay"  ("installed_device_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_1c213ad43557f70e6e05467f78" ON "dcim_devicebay"  ("device_id", "name") `);
    await q.query(`CREATE TABLE "dcim_frontporttemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "type" character varying(50) NOT NULL, "color" character varying(6) NOT NULL DEFAULT '', "positions" integer NOT NULL DEFAULT '1', "device_type_id" bigint, CONSTRAINT "PK_5977ab0693ad62b48e1c2cd277b" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_552ec25d8af9d8573b9933b648" ON "dcim_frontporttemplate"  ("device_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_0cd8b7c6772fa721561075bc69" ON "dcim_frontporttemplate"  ("device_type_id", "name") `);
    await q.query(`CREATE TABLE "dcim_frontport" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "mark_connected" boolean NOT NULL DEFAULT false, "type" character varying(50) NOT NULL, "color" character varying(6) NOT NULL DEFAULT '', "positions" integer NOT NULL DEFAULT '1', "device_id" bigint NOT NULL, CONSTRAINT "PK_998e3fc1f3401662320c9c1266a" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_28e30b6610964aab8d4384013e" ON "dcim_frontport"  ("device_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_1aecaf2e5122d148457d0e9bd0" ON "dcim_frontport"  ("device_id", "name") `);
    await q.query(`CREATE TABLE "dcim_interfacetemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "type" character varying(50) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "mgmt_only" boolean NOT NULL DEFAULT false, "poe_mode" character varying(50), "poe_type" character varying(50), "rf_role" character varying(50), "device_type_id" bigint, "bridge_id" bigint, CONSTRAINT "PK_83a864cc2e150e1f4ea4f6dca15" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_496cf15fd3b325f16a60377458" ON "dcim_interfacetemplate"  ("device_type_id") `);
    await q.query(`CREATE INDEX "IDX_d78fd7337c9e6bd50dcfe5c5f2" ON "dcim_interfacetemplate"  ("bridge_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_e396e8c603dff3640406b04846" ON "dcim_interfacetemplate"  ("device_type_id", "name") `);
    await q.query(`CREATE TABLE "dcim_macaddress" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "mac_address" macaddr NOT NULL, "assigned_object_type" character varying(100), "assigned_object_id" bigint, CONSTRAINT "PK_d947ca481297e947190cd89562d" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_7c3bdd7a7d6c442010e5307d04" ON "dcim_macaddress"  ("assigned_object_type", "assigned_object_id") `);
    await q.query(`CREATE INDEX "IDX_4be0205556aac2148f1c7d71d9" ON "dcim_macaddress"  ("mac_address", "id") `);
    await q.query(`CREATE TABLE "dcim_virtualdevicecontext" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(64) NOT NULL, "identifier" integer, "status" character varying(50) NOT NULL, "device_id" bigint NOT NULL, "tenant_id" bigint, "primary_ip4_id" bigint, "primary_ip6_id" bigint, CONSTRAINT "PK_a791d474e9b2839e8b7e1f6840c" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_17f65214c427f17bc77bf5e069" ON "dcim_virtualdevicecontext"  ("device_id") `);
    await q.query(`CREATE INDEX "IDX_39361a1d587c18a35b7064b30a" ON "dcim_virtualdevicecontext"  ("tenant_id") `);
    await q.query(`CREATE INDEX "IDX_0fd485921d88534b7adbcdaba0" ON "dcim_virtualdevicecontext"  ("primary_ip4_id") `);
    await q.query(`CREATE INDEX "IDX_e723877145c2acdb4a5776ea73" ON "dcim_virtualdevicecontext"  ("primary_ip6_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_f94f48aa1e8d0ed6c520816258" ON "dcim_virtualdevicecontext"  ("device_id", "name") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_c64406bd11292bf8768b3bba3d" ON "dcim_virtualdevicecontext"  ("device_id", "identifier") `);
    await q.query(`CREATE TABLE "dcim_inventoryitemrole" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "color" character varying(6) NOT NULL DEFAULT '9e9e9e', "inventoryitem_count" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_f3fc38c2cbca372e3ef61f86705" UNIQUE ("name"), CONSTRAINT "UQ_8caccedeb960d28b2a54fe5c65d" UNIQUE ("slug"), CONSTRAINT "PK_d8033b7d7cf97dba9e72ea6280a" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "dcim_inventoryitemtemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "part_id" character varying(50) NOT NULL DEFAULT '', "component_type" character varying(100), "component_id" bigint, "_depth" integer NOT NULL DEFAULT '0', "_path" bigint array NOT NULL DEFAULT '{}', "_sort" text array NOT NULL DEFAULT '{}', "device_type_id" bigint NOT NULL, "parent_id" bigint, "role_id" bigint, "manufacturer_id" bigint, CONSTRAINT "PK_fb06ddf807dc2d5a062b249ae9a" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_7e0999c5a02d82dd9a5cf01b56" ON "dcim_inventoryitemtemplate"  ("device_type_id") `);
    await q.query(`CREATE INDEX "IDX_4c7cfe097e0f91120c606a63b4" ON "dcim_inventoryitemtemplate"  ("parent_id") `);
    await q.query(`CREATE INDEX "IDX_c6594091e054fa8040b18079c6" ON "dcim_inventoryitemtemplate"  ("role_id") `);
    await q.query(`CREATE INDEX "IDX_59808df3e80f72c28f558c110b" ON "dcim_inventoryitemtemplate"  ("manufacturer_id") `);
    await q.query(`CREATE INDEX "IDX_28e0618678c9c8d98c476ca499" ON "dcim_inventoryitemtemplate"  ("component_type", "component_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_ded206fc28eca8d07aad8d5dba" ON "dcim_inventoryitemtemplate"  ("device_type_id", "parent_id", "name") `);
    await q.query(`CREATE TABLE "dcim_inventoryitem" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "status" character varying(50) NOT NULL DEFAULT 'active', "part_id" character varying(50) NOT NULL DEFAULT '', "serial" character varying(50) NOT NULL DEFAULT '', "asset_tag" character varying(50), "discovered" boolean NOT NULL DEFAULT false, "component_type" character varying(100), "component_id" bigint, "_depth" integer NOT NULL DEFAULT '0', "_path" bigint array NOT NULL DEFAULT '{}', "_sort" text array NOT NULL DEFAULT '{}', "device_id" bigint NOT NULL, "parent_id" bigint, "role_id" bigint, "manufacturer_id" bigint, CONSTRAINT "UQ_89e93038733481a4db7783f7534" UNIQUE ("asset_tag"), CONSTRAINT "PK_5ad65d431c2482a2071f0e97ff0" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_293c12f63b48ab6fa8b6005425" ON "dcim_inventoryitem"  ("device_id") `);
    await q.query(`CREATE INDEX "IDX_2a8f3e07ea9daca6242e6b6573" ON "dcim_inventoryitem"  ("parent_id") `);
    await q.query(`CREATE INDEX "IDX_d7887bf9ab7114ccdf2436d952" ON "dcim_inventoryitem"  ("role_id") `);
    await q.query(`CREATE INDEX "IDX_b12eabe8b9e965d18b88ccdcb8" ON "dcim_inventoryitem"  ("manufacturer_id") `);
    await q.query(`CREATE INDEX "IDX_8f34d4769130bdcb0a7688d11f" ON "dcim_inventoryitem"  ("component_type", "component_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_9ed76f1d7d4b3f0bdb5c1a61bf" ON "dcim_inventoryitem"  ("device_id", "parent_id", "name") `);
    await q.query(`CREATE TABLE "dcim_modulebay" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "position" character varying(30) NOT NULL DEFAULT '', "enabled" boolean NOT NULL DEFAULT true, "device_id" bigint NOT NULL, CONSTRAINT "PK_f3ec33e7e794c0249c787490f37" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_a6b79ba4a03a7ac65e38174744" ON "dcim_modulebay"  ("device_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_fc1dd1b0c5087835b896185a90" ON "dcim_modulebay"  ("device_id", "name") `);
    await q.query(`CREATE TABLE "dcim_modulebaytemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "position" character varying(30) NOT NULL DEFAULT '', "enabled" boolean NOT NULL DEFAULT true, "device_type_id" bigint, CONSTRAINT "PK_ade739766be6d04d362003942bc" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_dece38745bf99be0d04c0634ef" ON "dcim_modulebaytemplate"  ("device_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_630b32f5d8d726c4aacb4001c8" ON "dcim_modulebaytemplate"  ("device_type_id", "name") `);
    await q.query(`CREATE TABLE "dcim_rearporttemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "type" character varying(50) NOT NULL, "color" character varying(6) NOT NULL DEFAULT '', "positions" integer NOT NULL DEFAULT '1', "device_type_id" bigint, CONSTRAINT "PK_112a7b11f668d9036dc13bd6f1a" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_9ac69cefd82f527beda7773118" ON "dcim_rearporttemplate"  ("device_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_e0ef230a73f2966c46f9f3b38e" ON "dcim_rearporttemplate"  ("device_type_id", "name") `);
    await q.query(`CREATE TABLE "dcim_porttemplatemapping" ("id" BIGSERIAL NOT NULL, "front_port_position" smallint NOT NULL DEFAULT '1', "rear_port_position" smallint NOT NULL DEFAULT '1', "device_type_id" bigint, "front_port_id" bigint NOT NULL, "rear_port_id" bigint NOT NULL, CONSTRAINT "PK_df2a231f1b4888bace3a77565b4" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_20c85e6ce001261827c10b6ef1" ON "dcim_porttemplatemapping"  ("device_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_797cef848d20565ea119fc8109" ON "dcim_porttemplatemapping"  ("rear_port_id", "rear_port_position") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_9b7055ab03a9ea7867e855a90f" ON "dcim_porttemplatemapping"  ("front_port_id", "front_port_position") `);
    await q.query(`CREATE TABLE "dcim_powerporttemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "type" character varying(50), "maximum_draw" integer, "allocated_draw" integer, "device_type_id" bigint, CONSTRAINT "PK_20fa8e71017e3ee36139906776d" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_43a961a1859fb7100a1affe13c" ON "dcim_powerporttemplate"  ("device_type_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_87f6c95236a0649ba9d8c179a6" ON "dcim_powerporttemplate"  ("device_type_id", "name") `);
    await q.query(`CREATE TABLE "dcim_poweroutlettemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "type" character varying(50), "color" character varying(6) NOT NULL DEFAULT '', "feed_leg" character varying(50), "device_type_id" bigint, "power_port_id" bigint, CONSTRAINT "PK_14e47f986713c31081963b7a263" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_79c1b63c55db72c2927279aa8b" ON "dcim_poweroutlettemplate"  ("device_type_id") `);
    await q.query(`CREATE INDEX "IDX_1609b958c1db55fe950fac0596" ON "dcim_poweroutlettemplate"  ("power_port_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_1350320b0a95772833074e7f04" ON "dcim_poweroutlettemplate"  ("device_type_id", "name") `);
    await q.query(`CREATE TABLE "dcim_powerport" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "mark_connected" boolean NOT NULL DEFAULT false, "type" character varying(50), "maximum_draw" integer, "allocated_draw" integer, "device_id" bigint NOT NULL, CONSTRAINT "PK_77b4dba4db9ac44f82789ff4d65" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_e4a8628ec70a79447da42e2604" ON "dcim_powerport"  ("device_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_6b218e61152b93a7d402fd46c3" ON "dcim_powerport"  ("device_id", "name") `);
    await q.query(`CREATE TABLE "dcim_poweroutlet" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "mark_connected" boolean NOT NULL DEFAULT false, "type" character varying(50), "status" character varying(50) NOT NULL DEFAULT 'enabled', "color" character varying(6) NOT NULL DEFAULT '', "feed_leg" character varying(50), "device_id" bigint NOT NULL, "power_port_id" bigint, CONSTRAINT "PK_78e5305b196487fe95a38193afe" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_f51658a72db02fa04d2cdc4a5b" ON "dcim_poweroutlet"  ("device_id") `);
    await q.query(`CREATE INDEX "IDX_67704b62f586093374fcf1adb3" ON "dcim_poweroutlet"  ("power_port_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_c71f107c169e1376f914d9e4da" ON "dcim_poweroutlet"  ("device_id", "name") `);
    await q.query(`CREATE TABLE "dcim_rearport" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(64) NOT NULL, "label" character varying(64) NOT NULL DEFAULT '', "description" character varying(200) NOT NULL DEFAULT '', "_name" character varying(200) NOT NULL DEFAULT '', "mark_connected" boolean NOT NULL DEFAULT false, "type" character varying(50) NOT NULL, "color" character varying(6) NOT NULL DEFAULT '', "positions" integer NOT NULL DEFAULT '1', "device_id" bigint NOT NULL, CONSTRAINT "PK_8d80ce92a1e47fb3b55b083053d" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_e4345f0a92dd315869e6d00220" ON "dcim_rearport"  ("device_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_53fe3bf331e2d5964fff101333" ON "dcim_rearport"  ("device_id", "name") `);
    await q.query(`CREATE TABLE "dcim_portmapping" ("id" BIGSERIAL NOT NULL, "front_port_position" smallint NOT NULL DEFAULT '1', "rear_port_position" smallint NOT NULL DEFAULT '1', "device_id" bigint NOT NULL, "front_port_id" bigint NOT NULL, "rear_port_id" bigint NOT NULL, CONSTRAINT "PK_8b06e69b8f544abf3ff8c1983c3" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_2a912797dd035d31f10c2e7391" ON "dcim_portmapping"  ("device_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_c0bdc736ca46f78fe6c174da55" ON "dcim_portmapping"  ("rear_port_id", "rear_port_position") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_fbb356f3c729a96ace438a27fa" ON "dcim_portmapping"  ("front_port_id", "front_port_position") `);
    await q.query(`CREATE TABLE "dcim_interface_vdcs" ("interface_id" bigint NOT NULL, "virtualdevicecontext_id" bigint NOT NULL, CONSTRAINT "PK_1bc7f3a72047e2de9daa2556b45" PRIMARY KEY ("interface_id", "virtualdevicecontext_id"))`);
    await q.query(`CREATE INDEX "IDX_d3ae884a8a1bcad7d8825e67cf" ON "dcim_interface_vdcs"  ("interface_id") `);
    await q.query(`CREATE INDEX "IDX_dd337985e1a3b78d6238c258cc" ON "dcim_interface_vdcs"  ("virtualdevicecontext_id") `);
    await q.query(`CREATE TABLE "dcim_interface_tagged_vlans" ("interface_id" bigint NOT NULL, "vlan_id" bigint NOT NULL, CONSTRAINT "PK_04ec3abce18a35e4bd6af47ca5d" PRIMARY KEY ("interface_id", "vlan_id"))`);
    await q.query(`CREATE INDEX "IDX_0b45d6a1c48d3a2489944745ed" ON "dcim_interface_tagged_vlans"  ("interface_id") `);
    await q.query(`CREATE INDEX "IDX_132ba2fb648d76c574180e6356" ON "dcim_interface_tagged_vlans"  ("vlan_id") `);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "console_port_template_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "console_server_port_template_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "power_port_template_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "power_outlet_template_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "interface_template_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "front_port_template_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "rear_port_template_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "device_bay_template_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "module_bay_template_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "inventory_item_template_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_device" ADD "console_port_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_device" ADD "console_server_port_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_device" ADD "power_port_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_device" ADD "power_outlet_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_device" ADD "front_port_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_device" ADD "rear_port_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_device" ADD "device_bay_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_device" ADD "module_bay_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_device" ADD "inventory_item_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "rf_role" character varying(50)`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "rf_channel" character varying(50)`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "poe_type" character varying(50)`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "rf_channel_frequency" numeric(8,3)`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "rf_channel_width" numeric(7,3)`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "tx_power" integer`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "primary_mac_address_id" bigint`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "untagged_vlan_id" bigint`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "qinq_svlan_id" bigint`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "vrf_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD "primary_mac_address_id" bigint`);
    await q.query(`CREATE INDEX "IDX_cf47d91653070705126dae2767" ON "dcim_interface"  ("primary_mac_address_id") `);
    await q.query(`CREATE INDEX "IDX_eb0be9994dc401ca151f9ea158" ON "dcim_interface"  ("untagged_vlan_id") `);
    await q.query(`CREATE INDEX "IDX_88ffa20dc94f87546d7f2f3baf" ON "dcim_interface"  ("qinq_svlan_id") `);
    await q.query(`CREATE INDEX "IDX_220a0f25c8f04fd4c0add811b9" ON "dcim_interface"  ("vrf_id") `);
    await q.query(`CREATE INDEX "IDX_565b52f2232f7f9cd90c0267c2" ON "virtualization_vminterface"  ("primary_mac_address_id") `);
    await q.query(`ALTER TABLE "dcim_consoleserverporttemplate" ADD CONSTRAINT "FK_89963d5bb69b193c3b5103f6440" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD CONSTRAINT "FK_ce46c978f36120350ca87688dc6" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD CONSTRAINT "FK_323df53365f148a41ddd4fbc8ab" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_devicebaytemplate" ADD CONSTRAINT "FK_01870fde5f5a3cd745a1cb59504" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleporttemplate" ADD CONSTRAINT "FK_2a74afd31022637335d34dab42d" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_devicebay" ADD CONSTRAINT "FK_6d128bc728c335b3fed221ae6c0" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_devicebay" ADD CONSTRAINT "FK_edd2d584db747235a9da33ba60c" FOREIGN KEY ("installed_device_id") REFERENCES "dcim_device"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_frontporttemplate" ADD CONSTRAINT "FK_552ec25d8af9d8573b9933b6484" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_frontport" ADD CONSTRAINT "FK_28e30b6610964aab8d4384013e2" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interfacetemplate" ADD CONSTRAINT "FK_496cf15fd3b325f16a603774587" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interfacetemplate" ADD CONSTRAINT "FK_d78fd7337c9e6bd50dcfe5c5f24" FOREIGN KEY ("bridge_id") REFERENCES "dcim_interfacetemplate"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" ADD CONSTRAINT "FK_17f65214c427f17bc77bf5e069c" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" ADD CONSTRAINT "FK_39361a1d587c18a35b7064b30a9" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" ADD CONSTRAINT "FK_0fd485921d88534b7adbcdaba02" FOREIGN KEY ("primary_ip4_id") REFERENCES "ipam_ipaddress"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" ADD CONSTRAINT "FK_e723877145c2acdb4a5776ea736" FOREIGN KEY ("primary_ip6_id") REFERENCES "ipam_ipaddress"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interface" ADD CONSTRAINT "FK_cf47d91653070705126dae2767c" FOREIGN KEY ("primary_mac_address_id") REFERENCES "dcim_macaddress"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interface" ADD CONSTRAINT "FK_eb0be9994dc401ca151f9ea1580" FOREIGN KEY ("untagged_vlan_id") REFERENCES "ipam_vlan"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interface" ADD CONSTRAINT "FK_88ffa20dc94f87546d7f2f3baf7" FOREIGN KEY ("qinq_svlan_id") REFERENCES "ipam_vlan"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interface" ADD CONSTRAINT "FK_220a0f25c8f04fd4c0add811b9a" FOREIGN KEY ("vrf_id") REFERENCES "ipam_vrf"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_inventoryitemtemplate" ADD CONSTRAINT "FK_7e0999c5a02d82dd9a5cf01b56f" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_inventoryitemtemplate" ADD CONSTRAINT "FK_4c7cfe097e0f91120c606a63b46" FOREIGN KEY ("parent_id") REFERENCES "dcim_inventoryitemtemplate"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_inventoryitemtemplate" ADD CONSTRAINT "FK_c6594091e054fa8040b18079c67" FOREIGN KEY ("role_id") REFERENCES "dcim_inventoryitemrole"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_inventoryitemtemplate" ADD CONSTRAINT "FK_59808df3e80f72c28f558c110bc" FOREIGN KEY ("manufacturer_id") REFERENCES "dcim_manufacturer"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" ADD CONSTRAINT "FK_293c12f63b48ab6fa8b60054256" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" ADD CONSTRAINT "FK_2a8f3e07ea9daca6242e6b65739" FOREIGN KEY ("parent_id") REFERENCES "dcim_inventoryitem"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" ADD CONSTRAINT "FK_d7887bf9ab7114ccdf2436d952a" FOREIGN KEY ("role_id") REFERENCES "dcim_inventoryitemrole"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" ADD CONSTRAINT "FK_b12eabe8b9e965d18b88ccdcb83" FOREIGN KEY ("manufacturer_id") REFERENCES "dcim_manufacturer"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_modulebay" ADD CONSTRAINT "FK_a6b79ba4a03a7ac65e38174744d" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_modulebaytemplate" ADD CONSTRAINT "FK_dece38745bf99be0d04c0634efb" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rearporttemplate" ADD CONSTRAINT "FK_9ac69cefd82f527beda7773118d" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_porttemplatemapping" ADD CONSTRAINT "FK_20c85e6ce001261827c10b6ef1a" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_porttemplatemapping" ADD CONSTRAINT "FK_3132a187f02d4ca417ad5425457" FOREIGN KEY ("front_port_id") REFERENCES "dcim_frontporttemplate"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_porttemplatemapping" ADD CONSTRAINT "FK_032c946dc8d3159cefd763c89a7" FOREIGN KEY ("rear_port_id") REFERENCES "dcim_rearporttemplate"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerporttemplate" ADD CONSTRAINT "FK_43a961a1859fb7100a1affe13c2" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_poweroutlettemplate" ADD CONSTRAINT "FK_79c1b63c55db72c2927279aa8bd" FOREIGN KEY ("device_type_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_poweroutlettemplate" ADD CONSTRAINT "FK_1609b958c1db55fe950fac05961" FOREIGN KEY ("power_port_id") REFERENCES "dcim_powerporttemplate"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD CONSTRAINT "FK_e4a8628ec70a79447da42e26042" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD CONSTRAINT "FK_f51658a72db02fa04d2cdc4a5b8" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD CONSTRAINT "FK_67704b62f586093374fcf1adb35" FOREIGN KEY ("power_port_id") REFERENCES "dcim_powerport"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rearport" ADD CONSTRAINT "FK_e4345f0a92dd315869e6d00220d" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_portmapping" ADD CONSTRAINT "FK_2a912797dd035d31f10c2e73910" FOREIGN KEY ("device_id") REFERENCES "dcim_device"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_portmapping" ADD CONSTRAINT "FK_2526b2c9b57642257dd3e09ea51" FOREIGN KEY ("front_port_id") REFERENCES "dcim_frontport"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_portmapping" ADD CONSTRAINT "FK_567718c74283f74362877a1eaa3" FOREIGN KEY ("rear_port_id") REFERENCES "dcim_rearport"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "FK_565b52f2232f7f9cd90c0267c23" FOREIGN KEY ("primary_mac_address_id") REFERENCES "dcim_macaddress"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interface_vdcs" ADD CONSTRAINT "FK_d3ae884a8a1bcad7d8825e67cf0" FOREIGN KEY ("interface_id") REFERENCES "dcim_interface"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "dcim_interface_vdcs" ADD CONSTRAINT "FK_dd337985e1a3b78d6238c258ccc" FOREIGN KEY ("virtualdevicecontext_id") REFERENCES "dcim_virtualdevicecontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "dcim_interface_tagged_vlans" ADD CONSTRAINT "FK_0b45d6a1c48d3a2489944745ed3" FOREIGN KEY ("interface_id") REFERENCES "dcim_interface"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "dcim_interface_tagged_vlans" ADD CONSTRAINT "FK_132ba2fb648d76c574180e6356f" FOREIGN KEY ("vlan_id") REFERENCES "ipam_vlan"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_consoleport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_consoleport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_consoleporttemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-port-templates/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'description', bx."description") FROM "dcim_consoleporttemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_consoleserverport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-server-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_consoleserverport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_consoleserverporttemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-server-port-templates/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'description', bx."description") FROM "dcim_consoleserverporttemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_devicebay(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/device-bays/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'enabled', bx."enabled", 'description', bx."description", '_occupied', ((NOT bx.enabled OR bx.installed_device_id IS NOT NULL))) FROM "dcim_devicebay" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_devicebaytemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/device-bay-templates/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'enabled', bx."enabled", 'description', bx."description") FROM "dcim_devicebaytemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_frontport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/front-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_frontport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_frontporttemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/front-port-templates/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'description', bx."description") FROM "dcim_frontporttemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_interfacetemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/interface-templates/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'description', bx."description") FROM "dcim_interfacetemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_inventoryitem(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/inventory-items/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", '_depth', bx."_depth") FROM "dcim_inventoryitem" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_inventoryitemrole(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/inventory-item-roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'inventoryitem_count', bx."inventoryitem_count") FROM "dcim_inventoryitemrole" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_inventoryitemtemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/inventory-item-templates/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'description', bx."description", '_depth', bx."_depth") FROM "dcim_inventoryitemtemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_macaddress(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/mac-addresses/' || bx.id || '/'), 'display', upper(bx.mac_address::text), 'mac_address', upper(bx."mac_address"::text), 'description', bx."description") FROM "dcim_macaddress" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_modulebay(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/module-bays/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'enabled', bx."enabled", 'description', bx."description", '_occupied', (NOT bx.enabled)) FROM "dcim_modulebay" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_modulebaytemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/module-bay-templates/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'enabled', bx."enabled", 'description', bx."description") FROM "dcim_modulebaytemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_poweroutlet(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-outlets/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_poweroutlet" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_poweroutlettemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-outlet-templates/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'description', bx."description") FROM "dcim_poweroutlettemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_powerport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_powerport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_powerporttemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-port-templates/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'description', bx."description") FROM "dcim_powerporttemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rearport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rear-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_rearport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rearporttemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rear-port-templates/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'name', bx."name", 'description', bx."description") FROM "dcim_rearporttemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_virtualdevicecontext(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/virtual-device-contexts/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'identifier', bx."identifier", 'description', bx."description") FROM "dcim_virtualdevicecontext" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.providernetwork":"Circuits | provider network","core.objectchange":"Core | object change","dcim.consoleport":"DCIM | console port","dcim.consoleporttemplate":"DCIM | console port template","dcim.consoleserverport":"DCIM | console server port","dcim.consoleserverporttemplate":"DCIM | console server port template","dcim.device":"DCIM | device","dcim.devicebay":"DCIM | device bay","dcim.devicebaytemplate":"DCIM | device bay template","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.frontport":"DCIM | front port","dcim.frontporttemplate":"DCIM | front port template","dcim.interface":"DCIM | interface","dcim.interfacetemplate":"DCIM | interface template","dcim.inventoryitem":"DCIM | inventory item","dcim.inventoryitemrole":"DCIM | inventory item role","dcim.inventoryitemtemplate":"DCIM | inventory item template","dcim.location":"DCIM | location","dcim.macaddress":"DCIM | MAC address","dcim.manufacturer":"DCIM | manufacturer","dcim.modulebay":"DCIM | module bay","dcim.modulebaytemplate":"DCIM | module bay template","dcim.platform":"DCIM | platform","dcim.poweroutlet":"DCIM | power outlet","dcim.poweroutlettemplate":"DCIM | power outlet template","dcim.powerport":"DCIM | power port","dcim.powerporttemplate":"DCIM | power port template","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.rearport":"DCIM | rear port","dcim.rearporttemplate":"DCIM | rear port template","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","dcim.virtualdevicecontext":"DCIM | virtual device context","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
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
    await q.query(`DROP FUNCTION inv_brief_dcim_virtualdevicecontext(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_rearporttemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_rearport(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_powerporttemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_powerport(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_poweroutlettemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_poweroutlet(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_modulebaytemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_modulebay(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_macaddress(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_inventoryitemtemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_inventoryitemrole(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_inventoryitem(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_interfacetemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_frontporttemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_frontport(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_devicebaytemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_devicebay(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_consoleserverporttemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_consoleserverport(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_consoleporttemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_consoleport(text, bigint)`);
    await q.query(`ALTER TABLE "dcim_interface_tagged_vlans" DROP CONSTRAINT "FK_132ba2fb648d76c574180e6356f"`);
    await q.query(`ALTER TABLE "dcim_interface_tagged_vlans" DROP CONSTRAINT "FK_0b45d6a1c48d3a2489944745ed3"`);
    await q.query(`ALTER TABLE "dcim_interface_vdcs" DROP CONSTRAINT "FK_dd337985e1a3b78d6238c258ccc"`);
    await q.query(`ALTER TABLE "dcim_interface_vdcs" DROP CONSTRAINT "FK_d3ae884a8a1bcad7d8825e67cf0"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP CONSTRAINT "FK_565b52f2232f7f9cd90c0267c23"`);
    await q.query(`ALTER TABLE "dcim_portmapping" DROP CONSTRAINT "FK_567718c74283f74362877a1eaa3"`);
    await q.query(`ALTER TABLE "dcim_portmapping" DROP CONSTRAINT "FK_2526b2c9b57642257dd3e09ea51"`);
    await q.query(`ALTER TABLE "dcim_portmapping" DROP CONSTRAINT "FK_2a912797dd035d31f10c2e73910"`);
    await q.query(`ALTER TABLE "dcim_rearport" DROP CONSTRAINT "FK_e4345f0a92dd315869e6d00220d"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP CONSTRAINT "FK_67704b62f586093374fcf1adb35"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP CONSTRAINT "FK_f51658a72db02fa04d2cdc4a5b8"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP CONSTRAINT "FK_e4a8628ec70a79447da42e26042"`);
    await q.query(`ALTER TABLE "dcim_poweroutlettemplate" DROP CONSTRAINT "FK_1609b958c1db55fe950fac05961"`);
    await q.query(`ALTER TABLE "dcim_poweroutlettemplate" DROP CONSTRAINT "FK_79c1b63c55db72c2927279aa8bd"`);
    await q.query(`ALTER TABLE "dcim_powerporttemplate" DROP CONSTRAINT "FK_43a961a1859fb7100a1affe13c2"`);
    await q.query(`ALTER TABLE "dcim_porttemplatemapping" DROP CONSTRAINT "FK_032c946dc8d3159cefd763c89a7"`);
    await q.query(`ALTER TABLE "dcim_porttemplatemapping" DROP CONSTRAINT "FK_3132a187f02d4ca417ad5425457"`);
    await q.query(`ALTER TABLE "dcim_porttemplatemapping" DROP CONSTRAINT "FK_20c85e6ce001261827c10b6ef1a"`);
    await q.query(`ALTER TABLE "dcim_rearporttemplate" DROP CONSTRAINT "FK_9ac69cefd82f527beda7773118d"`);
    await q.query(`ALTER TABLE "dcim_modulebaytemplate" DROP CONSTRAINT "FK_dece38745bf99be0d04c0634efb"`);
    await q.query(`ALTER TABLE "dcim_modulebay" DROP CONSTRAINT "FK_a6b79ba4a03a7ac65e38174744d"`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" DROP CONSTRAINT "FK_b12eabe8b9e965d18b88ccdcb83"`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" DROP CONSTRAINT "FK_d7887bf9ab7114ccdf2436d952a"`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" DROP CONSTRAINT "FK_2a8f3e07ea9daca6242e6b65739"`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" DROP CONSTRAINT "FK_293c12f63b48ab6fa8b60054256"`);
    await q.query(`ALTER TABLE "dcim_inventoryitemtemplate" DROP CONSTRAINT "FK_59808df3e80f72c28f558c110bc"`);
    await q.query(`ALTER TABLE "dcim_inventoryitemtemplate" DROP CONSTRAINT "FK_c6594091e054fa8040b18079c67"`);
    await q.query(`ALTER TABLE "dcim_inventoryitemtemplate" DROP CONSTRAINT "FK_4c7cfe097e0f91120c606a63b46"`);
    await q.query(`ALTER TABLE "dcim_inventoryitemtemplate" DROP CONSTRAINT "FK_7e0999c5a02d82dd9a5cf01b56f"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP CONSTRAINT "FK_220a0f25c8f04fd4c0add811b9a"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP CONSTRAINT "FK_88ffa20dc94f87546d7f2f3baf7"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP CONSTRAINT "FK_eb0be9994dc401ca151f9ea1580"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP CONSTRAINT "FK_cf47d91653070705126dae2767c"`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" DROP CONSTRAINT "FK_e723877145c2acdb4a5776ea736"`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" DROP CONSTRAINT "FK_0fd485921d88534b7adbcdaba02"`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" DROP CONSTRAINT "FK_39361a1d587c18a35b7064b30a9"`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" DROP CONSTRAINT "FK_17f65214c427f17bc77bf5e069c"`);
    await q.query(`ALTER TABLE "dcim_interfacetemplate" DROP CONSTRAINT "FK_d78fd7337c9e6bd50dcfe5c5f24"`);
    await q.query(`ALTER TABLE "dcim_interfacetemplate" DROP CONSTRAINT "FK_496cf15fd3b325f16a603774587"`);
    await q.query(`ALTER TABLE "dcim_frontport" DROP CONSTRAINT "FK_28e30b6610964aab8d4384013e2"`);
    await q.query(`ALTER TABLE "dcim_frontporttemplate" DROP CONSTRAINT "FK_552ec25d8af9d8573b9933b6484"`);
    await q.query(`ALTER TABLE "dcim_devicebay" DROP CONSTRAINT "FK_edd2d584db747235a9da33ba60c"`);
    await q.query(`ALTER TABLE "dcim_devicebay" DROP CONSTRAINT "FK_6d128bc728c335b3fed221ae6c0"`);
    await q.query(`ALTER TABLE "dcim_consoleporttemplate" DROP CONSTRAINT "FK_2a74afd31022637335d34dab42d"`);
    await q.query(`ALTER TABLE "dcim_devicebaytemplate" DROP CONSTRAINT "FK_01870fde5f5a3cd745a1cb59504"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP CONSTRAINT "FK_323df53365f148a41ddd4fbc8ab"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP CONSTRAINT "FK_ce46c978f36120350ca87688dc6"`);
    await q.query(`ALTER TABLE "dcim_consoleserverporttemplate" DROP CONSTRAINT "FK_89963d5bb69b193c3b5103f6440"`);
    await q.query(`DROP INDEX "public"."IDX_565b52f2232f7f9cd90c0267c2"`);
    await q.query(`DROP INDEX "public"."IDX_220a0f25c8f04fd4c0add811b9"`);
    await q.query(`DROP INDEX "public"."IDX_88ffa20dc94f87546d7f2f3baf"`);
    await q.query(`DROP INDEX "public"."IDX_eb0be9994dc401ca151f9ea158"`);
    await q.query(`DROP INDEX "public"."IDX_cf47d91653070705126dae2767"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP COLUMN "primary_mac_address_id"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "vrf_id"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "qinq_svlan_id"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "untagged_vlan_id"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "primary_mac_address_id"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "tx_power"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "rf_channel_width"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "rf_channel_frequency"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "poe_type"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "rf_channel"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "rf_role"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "inventory_item_count"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "module_bay_count"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "device_bay_count"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "rear_port_count"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "front_port_count"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "power_outlet_count"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "power_port_count"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "console_server_port_count"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "console_port_count"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "inventory_item_template_count"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "module_bay_template_count"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "device_bay_template_count"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "rear_port_template_count"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "front_port_template_count"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "interface_template_count"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "power_outlet_template_count"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "power_port_template_count"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "console_server_port_template_count"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "console_port_template_count"`);
    await q.query(`DROP INDEX "public"."IDX_132ba2fb648d76c574180e6356"`);
    await q.query(`DROP INDEX "public"."IDX_0b45d6a1c48d3a2489944745ed"`);
    await q.query(`DROP TABLE "dcim_interface_tagged_vlans"`);
    await q.query(`DROP INDEX "public"."IDX_dd337985e1a3b78d6238c258cc"`);
    await q.query(`DROP INDEX "public"."IDX_d3ae884a8a1bcad7d8825e67cf"`);
    await q.query(`DROP TABLE "dcim_interface_vdcs"`);
    await q.query(`DROP INDEX "public"."IDX_fbb356f3c729a96ace438a27fa"`);
    await q.query(`DROP INDEX "public"."IDX_c0bdc736ca46f78fe6c174da55"`);
    await q.query(`DROP INDEX "public"."IDX_2a912797dd035d31f10c2e7391"`);
    await q.query(`DROP TABLE "dcim_portmapping"`);
    await q.query(`DROP INDEX "public"."IDX_53fe3bf331e2d5964fff101333"`);
    await q.query(`DROP INDEX "public"."IDX_e4345f0a92dd315869e6d00220"`);
    await q.query(`DROP TABLE "dcim_rearport"`);
    await q.query(`DROP INDEX "public"."IDX_c71f107c169e1376f914d9e4da"`);
    await q.query(`DROP INDEX "public"."IDX_67704b62f586093374fcf1adb3"`);
    await q.query(`DROP INDEX "public"."IDX_f51658a72db02fa04d2cdc4a5b"`);
    await q.query(`DROP TABLE "dcim_poweroutlet"`);
    await q.query(`DROP INDEX "public"."IDX_6b218e61152b93a7d402fd46c3"`);
    await q.query(`DROP INDEX "public"."IDX_e4a8628ec70a79447da42e2604"`);
    await q.query(`DROP TABLE "dcim_powerport"`);
    await q.query(`DROP INDEX "public"."IDX_1350320b0a95772833074e7f04"`);
    await q.query(`DROP INDEX "public"."IDX_1609b958c1db55fe950fac0596"`);
    await q.query(`DROP INDEX "public"."IDX_79c1b63c55db72c2927279aa8b"`);
    await q.query(`DROP TABLE "dcim_poweroutlettemplate"`);
    await q.query(`DROP INDEX "public"."IDX_87f6c95236a0649ba9d8c179a6"`);
    await q.query(`DROP INDEX "public"."IDX_43a961a1859fb7100a1affe13c"`);
    await q.query(`DROP TABLE "dcim_powerporttemplate"`);
    await q.query(`DROP INDEX "public"."IDX_9b7055ab03a9ea7867e855a90f"`);
    await q.query(`DROP INDEX "public"."IDX_797cef848d20565ea119fc8109"`);
    await q.query(`DROP INDEX "public"."IDX_20c85e6ce001261827c10b6ef1"`);
    await q.query(`DROP TABLE "dcim_porttemplatemapping"`);
    await q.query(`DROP INDEX "public"."IDX_e0ef230a73f2966c46f9f3b38e"`);
    await q.query(`DROP INDEX "public"."IDX_9ac69cefd82f527beda7773118"`);
    await q.query(`DROP TABLE "dcim_rearporttemplate"`);
    await q.query(`DROP INDEX "public"."IDX_630b32f5d8d726c4aacb4001c8"`);
    await q.query(`DROP INDEX "public"."IDX_dece38745bf99be0d04c0634ef"`);
    await q.query(`DROP TABLE "dcim_modulebaytemplate"`);
    await q.query(`DROP INDEX "public"."IDX_fc1dd1b0c5087835b896185a90"`);
    await q.query(`DROP INDEX "public"."IDX_a6b79ba4a03a7ac65e38174744"`);
    await q.query(`DROP TABLE "dcim_modulebay"`);
    await q.query(`DROP INDEX "public"."IDX_9ed76f1d7d4b3f0bdb5c1a61bf"`);
    await q.query(`DROP INDEX "public"."IDX_8f34d4769130bdcb0a7688d11f"`);
    await q.query(`DROP INDEX "public"."IDX_b12eabe8b9e965d18b88ccdcb8"`);
    await q.query(`DROP INDEX "public"."IDX_d7887bf9ab7114ccdf2436d952"`);
    await q.query(`DROP INDEX "public"."IDX_2a8f3e07ea9daca6242e6b6573"`);
    await q.query(`DROP INDEX "public"."IDX_293c12f63b48ab6fa8b6005425"`);
    await q.query(`DROP TABLE "dcim_inventoryitem"`);
    await q.query(`DROP INDEX "public"."IDX_ded206fc28eca8d07aad8d5dba"`);
    await q.query(`DROP INDEX "public"."IDX_28e0618678c9c8d98c476ca499"`);
    await q.query(`DROP INDEX "public"."IDX_59808df3e80f72c28f558c110b"`);
    await q.query(`DROP INDEX "public"."IDX_c6594091e054fa8040b18079c6"`);
    await q.query(`DROP INDEX "public"."IDX_4c7cfe097e0f91120c606a63b4"`);
    await q.query(`DROP INDEX "public"."IDX_7e0999c5a02d82dd9a5cf01b56"`);
    await q.query(`DROP TABLE "dcim_inventoryitemtemplate"`);
    await q.query(`DROP TABLE "dcim_inventoryitemrole"`);
    await q.query(`DROP INDEX "public"."IDX_c64406bd11292bf8768b3bba3d"`);
    await q.query(`DROP INDEX "public"."IDX_f94f48aa1e8d0ed6c520816258"`);
    await q.query(`DROP INDEX "public"."IDX_e723877145c2acdb4a5776ea73"`);
    await q.query(`DROP INDEX "public"."IDX_0fd485921d88534b7adbcdaba0"`);
    await q.query(`DROP INDEX "public"."IDX_39361a1d587c18a35b7064b30a"`);
    await q.query(`DROP INDEX "public"."IDX_17f65214c427f17bc77bf5e069"`);
    await q.query(`DROP TABLE "dcim_virtualdevicecontext"`);
    await q.query(`DROP INDEX "public"."IDX_4be0205556aac2148f1c7d71d9"`);
    await q.query(`DROP INDEX "public"."IDX_7c3bdd7a7d6c442010e5307d04"`);
    await q.query(`DROP TABLE "dcim_macaddress"`);
    await q.query(`DROP INDEX "public"."IDX_e396e8c603dff3640406b04846"`);
    await q.query(`DROP INDEX "public"."IDX_d78fd7337c9e6bd50dcfe5c5f2"`);
    await q.query(`DROP INDEX "public"."IDX_496cf15fd3b325f16a60377458"`);
    await q.query(`DROP TABLE "dcim_interfacetemplate"`);
    await q.query(`DROP INDEX "public"."IDX_1aecaf2e5122d148457d0e9bd0"`);
    await q.query(`DROP INDEX "public"."IDX_28e30b6610964aab8d4384013e"`);
    await q.query(`DROP TABLE "dcim_frontport"`);
    await q.query(`DROP INDEX "public"."IDX_0cd8b7c6772fa721561075bc69"`);
    await q.query(`DROP INDEX "public"."IDX_552ec25d8af9d8573b9933b648"`);
    await q.query(`DROP TABLE "dcim_frontporttemplate"`);
    await q.query(`DROP INDEX "public"."IDX_1c213ad43557f70e6e05467f78"`);
    await q.query(`DROP INDEX "public"."IDX_edd2d584db747235a9da33ba60"`);
    await q.query(`DROP INDEX "public"."IDX_6d128bc728c335b3fed221ae6c"`);
    await q.query(`DROP TABLE "dcim_devicebay"`);
    await q.query(`DROP INDEX "public"."IDX_681f3f92f65531985bbc79aa1f"`);
    await q.query(`DROP INDEX "public"."IDX_2a74afd31022637335d34dab42"`);
    await q.query(`DROP TABLE "dcim_consoleporttemplate"`);
    await q.query(`DROP INDEX "public"."IDX_bb609b8da6818919b5ae423b7b"`);
    await q.query(`DROP INDEX "public"."IDX_01870fde5f5a3cd745a1cb5950"`);
    await q.query(`DROP TABLE "dcim_devicebaytemplate"`);
    await q.query(`DROP INDEX "public"."IDX_2f79b020c6abf3c6e10564042a"`);
    await q.query(`DROP INDEX "public"."IDX_323df53365f148a41ddd4fbc8a"`);
    await q.query(`DROP TABLE "dcim_consoleserverport"`);
    await q.query(`DROP INDEX "public"."IDX_cadf0bcc2e74476fc1ade1a448"`);
    await q.query(`DROP INDEX "public"."IDX_ce46c978f36120350ca87688dc"`);
    await q.query(`DROP TABLE "dcim_consoleport"`);
    await q.query(`DROP INDEX "public"."IDX_22c24300edee4164863549aaab"`);
    await q.query(`DROP INDEX "public"."IDX_89963d5bb69b193c3b5103f644"`);
    await q.query(`DROP TABLE "dcim_consoleserverporttemplate"`);
  }
}
