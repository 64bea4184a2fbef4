import { MigrationInterface, QueryRunner } from 'typeorm';

export class ExtrasCoreUsers1795622465325 implements MigrationInterface {
  name = 'ExtrasCoreUsers1795622465325';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "core_datasource" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(100) NOT NULL, "type" character varying(50) NOT NULL, "source_url" character varying(200) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "status" character varying(50) NOT NULL DEFAULT 'new', "description" character varying(200) NOT NULL DEFAULT '', "sync_interval" integer, "parameters" jsonb, "ignore_rules" text NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "custom_field_data" jsonb NOT NULL DEFAULT '{}', "last_synced" TIMESTAMP WITH TIME ZONE, "file_count" integer NOT NULL DEFAULT '0', "owner_id" bigint, CONSTRAINT "UQ_880a854f6e18d04bbecb4ddda2c" UNIQUE ("name"), CONSTRAINT "PK_34f94a36597a777a43dcde8f612" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_405008c0733f0605a9c691ee5c" ON "core_datasource"  ("owner_id") `);
    await q.query(`CREATE TABLE "core_datafile" ("id" BIGSERIAL NOT NULL, "path" character varying(1000) NOT NULL, "last_updated" TIMESTAMP WITH TIME ZONE NOT NULL, "size" integer NOT NULL, "hash" character varying(64) NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "data" bytea NOT NULL, "source_id" bigint, CONSTRAINT "PK_f62729d789362f00e84051643ff" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_d50ccf28126c25034375e9480e" ON "core_datafile"  ("source_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_799e242804e56e2be7faf427c2" ON "core_datafile"  ("source_id", "path") `);
    await q.query(`CREATE TABLE "core_job" ("id" BIGSERIAL NOT NULL, "object_type" character varying(100), "object_id" bigint, "name" character varying(200) NOT NULL, "created" TIMESTAMP WITH TIME ZONE, "scheduled" TIMESTAMP WITH TIME ZONE, "interval" integer, "started" TIMESTAMP WITH TIME ZONE, "completed" TIMESTAMP WITH TIME ZONE, "status" character varying(50) NOT NULL DEFAULT 'pending', "data" jsonb, "error" text NOT NULL DEFAULT '', "job_id" uuid NOT NULL, "queue_name" character varying(100) NOT NULL DEFAULT '', "notifications" character varying(50) NOT NULL DEFAULT 'always', "log_entries" jsonb NOT NULL DEFAULT '[]', "handler" character varying(100) NOT NULL DEFAULT '', "user_id" bigint, CONSTRAINT "PK_c4a1be0ceeb4605021ee774fa37" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_d8a570ab2fd501c16ffc380341" ON "core_job"  ("object_type", "object_id") `);
    await q.query(`CREATE INDEX "IDX_519fa3dd54f34f59be1d91507b" ON "core_job"  ("user_id") `);
    await q.query(`CREATE INDEX "IDX_439e6f490b064a3aa57c5fc622" ON "core_job"  ("created") `);
    await q.query(`CREATE TABLE "core_objecttype" ("id" BIGSERIAL NOT NULL, "app_label" character varying(100) NOT NULL, "app_name" character varying(100) NOT NULL, "model" character varying(100) NOT NULL, "model_name" character varying(100) NOT NULL, "model_name_plural" character varying(100) NOT NULL, "public" boolean NOT NULL DEFAULT true, "features" jsonb NOT NULL DEFAULT '[]', "is_plugin_model" boolean NOT NULL DEFAULT false, "rest_api_endpoint" character varying(200), "description" character varying(500), CONSTRAINT "PK_fb07764041226d645afd9bb0b48" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "IDX_3428aacecba570dfc08b4a3f69" ON "core_objecttype"  ("app_label", "model") `);
    await q.query(`CREATE TABLE "extras_bookmark" ("id" BIGSERIAL NOT NULL, "object_type" character varying(100) NOT NULL, "object_id" bigint NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "user_id" bigint NOT NULL, CONSTRAINT "PK_c2aa08cfd9e13a25412f019a222" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_ec7ed333f774636f913107cdde" ON "extras_bookmark"  ("object_type", "object_id") `);
    await q.query(`CREATE INDEX "IDX_baffd7259ed60b81356bc2b2eb" ON "extras_bookmark"  ("user_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_d14ba08ee2a4d3a0c0794c1112" ON "extras_bookmark"  ("object_type", "object_id", "user_id") `);
    await q.query(`CREATE INDEX "IDX_d42c4e4dceab5bab55d4cd5124" ON "extras_bookmark"  ("created", "id") `);
    await q.query(`CREATE TABLE "extras_configcontextprofile" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "schema" jsonb, "comments" text NOT NULL DEFAULT '', "data_path" character varying(1000) NOT NULL DEFAULT '', "data_synced" TIMESTAMP WITH TIME ZONE, "auto_sync_enabled" boolean NOT NULL DEFAULT false, "owner_id" bigint, "data_source_id" bigint, "data_file_id" bigint, CONSTRAINT "UQ_f9f4792c11a43597c9096976ed9" UNIQUE ("name"), CONSTRAINT "PK_1a53f7f381e823b054036802cd3" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_3f6300dd2c70ccdcb38f6c5b31" ON "extras_configcontextprofile"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_2ff3fd238fb737870b9da9b767" ON "extras_configcontextprofile"  ("data_source_id") `);
    await q.query(`CREATE INDEX "IDX_e0b73d712d2c31cb79c6ae1c2f" ON "extras_configcontextprofile"  ("data_file_id") `);
    await q.query(`CREATE TABLE "extras_configtemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "environment_params" jsonb DEFAULT '{}', "template_code" text NOT NULL, "mime_type" character varying(50) NOT NULL DEFAULT '', "file_name" character varying(200) NOT NULL DEFAULT '', "file_extension" character varying(15) NOT NULL DEFAULT '', "as_attachment" boolean NOT NULL DEFAULT true, "debug" boolean NOT NULL DEFAULT false, "data_path" character varying(1000) NOT NULL DEFAULT '', "auto_sync_enabled" boolean NOT NULL DEFAULT false, "data_synced" TIMESTAMP WITH TIME ZONE, "data_source_id" bigint, "data_file_id" bigint, "owner_id" bigint, CONSTRAINT "PK_f723ea25d0a576077e903e3d27c" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_acd16fd251fe7c811d72d6d8da" ON "extras_configtemplate"  ("data_source_id") `);
    await q.query(`CREATE INDEX "IDX_df9c3104e7e0a5bca3277ef9b2" ON "extras_configtemplate"  ("data_file_id") `);
    await q.query(`CREATE INDEX "IDX_e8c41933dfe7f596877c1ac5ca" ON "extras_configtemplate"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_390b778f5c099c1e860684bf4a" ON "extras_configtemplate"  ("name") `);
    await q.query(`CREATE TABLE "extras_customlink" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "object_types" jsonb NOT NULL, "name" character varying(100) NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "link_text" text NOT NULL, "link_url" text NOT NULL, "weight" integer NOT NULL DEFAULT '100', "group_name" character varying(50) NOT NULL DEFAULT '', "button_class" character varying(50) NOT NULL DEFAULT 'default', "new_window" boolean NOT NULL DEFAULT false, "owner_id" bigint, CONSTRAINT "UQ_833df0a836c475054c333eebf03" UNIQUE ("name"), CONSTRAINT "PK_830a7d92e26c5895b8df50e5f79" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_7ec80552186eb5657f20a533cc" ON "extras_customlink"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_9bf6af32e3a1b93fc66226fcae" ON "extras_customlink"  ("group_name", "weight", "name") `);
    await q.query(`CREATE TABLE "extras_exporttemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "object_types" jsonb NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "environment_params" jsonb DEFAULT '{}', "template_code" text NOT NULL, "mime_type" character varying(50) NOT NULL DEFAULT '', "file_name" character varying(200) NOT NULL DEFAULT '', "file_extension" character varying(15) NOT NULL DEFAULT '', "as_attachment" boolean NOT NULL DEFAULT true, "data_path" character varying(1000) NOT NULL DEFAULT '', "data_synced" TIMESTAMP WITH TIME ZONE, "auto_sync_enabled" boolean NOT NULL DEFAULT false, "data_source_id" bigint, "data_file_id" bigint, "owner_id" bigint, CONSTRAINT "PK_d4779024705fffa50782a0208ea" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_a92b2063bcfb797d7f511441f3" ON "extras_exporttemplate"  ("data_source_id") `);
    await q.query(`CREATE INDEX "IDX_7f6d0cd5d92f7110a586c054dd" ON "extras_exporttemplate"  ("data_file_id") `);
    await q.query(`CREATE INDEX "IDX_d66678d80515b3e036668490ac" ON "extras_exporttemplate"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_ec573d37e7e3ec35c4ddf4044b" ON "extras_exporttemplate"  ("name") `);
    await q.query(`CREATE TABLE "extras_journalentry" ("id" BIGSERIAL NOT NULL, "assigned_object_type" character varying(100) NOT NULL, "assigned_object_id" bigint NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "kind" character varying(50) NOT NULL DEFAULT 'info', "comments" text NOT NULL DEFAULT '', "custom_field_data" jsonb NOT NULL DEFAULT '{}', "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "created_by_id" bigint, CONSTRAINT "PK_a3c9f02c40567cbe532976f8b35" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_0b2c8d700f0ce90787f188bcc7" ON "extras_journalentry"  ("assigned_object_type", "assigned_object_id") `);
    await q.query(`CREATE INDEX "IDX_399f7994a5954d78b1d2c04d35" ON "extras_journalentry"  ("created_by_id") `);
    await q.query(`CREATE INDEX "IDX_dd575fe4c7275ae150978920a5" ON "extras_journalentry"  ("created") `);
    await q.query(`CREATE TABLE "extras_notificationgroup" ("id" BIGSERIAL NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', CONSTRAINT "UQ_83918b7b264354d9a8242b6f076" UNIQUE ("name"), CONSTRAINT "PK_e20d6ea7d4c2efef677f3c1a8b4" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "extras_notification" ("id" BIGSERIAL NOT NULL, "object_type" character varying(100) NOT NULL, "object_id" bigint NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "read" TIMESTAMP WITH TIME ZONE, "event_type" character varying(50) NOT NULL, "object_repr" character varying(200) NOT NULL DEFAULT '', "user_id" bigint NOT NULL, CONSTRAINT "PK_55d2cc9bf94ab78093ae3a02a7e" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_31e130194b5f6bec88868696c4" ON "extras_notification"  ("object_type", "object_id") `);
    await q.query(`CREATE INDEX "IDX_b8323761df809f7e0ea55f2ae2" ON "extras_notification"  ("user_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_e2f369fcb8c3e62247c071295e" ON "extras_notification"  ("object_type", "object_id", "user_id") `);
    await q.query(`CREATE INDEX "IDX_305e8310b95708e24ccd4db5ee" ON "extras_notification"  ("created", "id") `);
    await q.query(`CREATE TABLE "extras_subscription" ("id" BIGSERIAL NOT NULL, "object_type" character varying(100) NOT NULL, "object_id" bigint NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "user_id" bigint NOT NULL, CONSTRAINT "PK_dfa797efa1519e8e057cb17227a" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_b8d01c4594fce8cb0a036df7b9" ON "extras_subscription"  ("object_type", "object_id") `);
    await q.query(`CREATE INDEX "IDX_f26fd080d87c72970d2886b371" ON "extras_subscription"  ("user_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_1be817457196bb40f739a69eab" ON "extras_subscription"  ("object_type", "object_id", "user_id") `);
    await q.query(`CREATE INDEX "IDX_737fe466c01ecfe59be4e8d599" ON "extras_subscription"  ("created", "user_id") `);
    await q.query(`CREATE TABLE "extras_savedfilter" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "object_types" jsonb NOT NULL, "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "weight" integer NOT NULL DEFAULT '100', "enabled" boolean NOT NULL DEFAULT true, "shared" boolean NOT NULL DEFAULT true, "parameters" jsonb NOT NULL, "user_id" bigint, "owner_id" bigint, CONSTRAINT "UQ_6cdaf90fbcff6aa8b825452e1d0" UNIQUE ("name"), CONSTRAINT "UQ_3c7e8341dc2edfea918e76d01a7" UNIQUE ("slug"), CONSTRAINT "PK_d17a5bd25cc846f397cd2fd0642" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_a7118a3748ed9e2dbbce5adccf" ON "extras_savedfilter"  ("user_id") `);
    await q.query(`CREATE INDEX "IDX_0cc23ab9a37c0827ebce094a64" ON "extras_savedfilter"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_575366bc99bfa61ccce6adfcfa" ON "extras_savedfilter"  ("weight", "name") `);
    await q.query(`CREATE TABLE "extras_tableconfig" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "object_type" character varying(100) NOT NULL, "table" character varying(100) NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "weight" integer NOT NULL DEFAULT '1000', "enabled" boolean NOT NULL DEFAULT true, "shared" boolean NOT NULL DEFAULT true, "columns" jsonb NOT NULL, "ordering" jsonb, "user_id" bigint, CONSTRAINT "PK_56496f80095cd820ddcd832631b" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_2cd28c053807a6220273b13520" ON "extras_tableconfig"  ("user_id") `);
    await q.query(`CREATE INDEX "IDX_fff3bda66836c6a3744982f9c9" ON "extras_tableconfig"  ("weight", "name") `);
    await q.query(`CREATE TABLE "users_userconfig" ("id" BIGSERIAL NOT NULL, "data" jsonb NOT NULL DEFAULT '{}', "user_id" bigint NOT NULL, CONSTRAINT "REL_3114a064adc8fa8dfe5ad7753c" UNIQUE ("user_id"), CONSTRAINT "PK_10edde1ec25e8e83679e01bacf3" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "users_ownergroup" ("id" BIGSERIAL NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "member_count" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_0efa6dea0b1b1c4bc0c121b7626" UNIQUE ("name"), CONSTRAINT "PK_4fa711c3303e8b0158be79bcec3" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "users_owner" ("id" BIGSERIAL NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "group_id" bigint, CONSTRAINT "UQ_53f2ea42c0c87e1753806691e6e" UNIQUE ("name"), CONSTRAINT "PK_e9513dcba9cfa7546ed60861ed8" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_a7dea6faf8a7502fbd1f4c954c" ON "users_owner"  ("group_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_cluster_types" ("configcontext_id" bigint NOT NULL, "clustertype_id" bigint NOT NULL, CONSTRAINT "PK_0060909af902f30691f10d1e93e" PRIMARY KEY ("configcontext_id", "clustertype_id"))`);
    await q.query(`CREATE INDEX "IDX_51ace61fc13a52c2bd7dc4e8e0" ON "extras_configcontext_cluster_types"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_91691feca6e9f0173fe8f1222f" ON "extras_configcontext_cluster_types"  ("clustertype_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_cluster_groups" ("configcontext_id" bigint NOT NULL, "clustergroup_id" bigint NOT NULL, CONSTRAINT "PK_12d2ce4ded499f1047a21477004" PRIMARY KEY ("configcontext_id", "clustergroup_id"))`);
    await q.query(`CREATE INDEX "IDX_259117af5a50c1fd7d7a6db01e" ON "extras_configcontext_cluster_groups"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_7d7352d33ec1104f9193434c7b" ON "extras_configcontext_cluster_groups"  ("clustergroup_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_clusters" ("configcontext_id" bigint NOT NULL, "cluster_id" bigint NOT NULL, CONSTRAINT "PK_d75d5bceafb8818334990869628" PRIMARY KEY ("configcontext_id", "cluster_id"))`);
    await q.query(`CREATE INDEX "IDX_aed40f6af21b3e1227bf020e30" ON "extras_configcontext_clusters"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_400ec078aa826fb4fe6a839010" ON "extras_configcontext_clusters"  ("cluster_id") `);
    await q.query(`CREATE TABLE "extras_notificationgroup_groups" ("notificationgroup_id" bigint NOT NULL, "group_id" bigint NOT NULL, CONSTRAINT "PK_911e25685f8d41ba8f975708d8c" PRIMARY KEY ("notificationgroup_id", "group_id"))`);
    await q.query(`CREATE INDEX "IDX_516f6351ff03eb4e494287f10a" ON "extras_notificationgroup_groups"  ("notificationgroup_id") `);
    await q.query(`CREATE INDEX "IDX_689204256e140230255d200aa6" ON "extras_notificationgroup_groups"  ("group_id") `);
    await q.query(`CREATE TABLE "extras_notificationgroup_users" ("notificationgroup_id" bigint NOT NULL, "user_id" bigint NOT NULL, CONSTRAINT "PK_4ef693c433f5010f195f3db0134" PRIMARY KEY ("notificationgroup_id", "user_id"))`);
    await q.query(`CREATE INDEX "IDX_8b6bd5c604d5156adc646f8af3" ON "extras_notificationgroup_users"  ("notificationgroup_id") `);
    await q.query(`CREATE INDEX "IDX_e4b134c0f9d2ca2421f18aabdf" ON "extras_notificationgroup_users"  ("user_id") `);
    await q.query(`CREATE TABLE "users_owner_user_groups" ("owner_id" bigint NOT NULL, "group_id" bigint NOT NULL, CONSTRAINT "PK_d5f1c12725ca6e8ee150f32ca53" PRIMARY KEY ("owner_id", "group_id"))`);
    await q.query(`CREATE INDEX "IDX_8c0b1f2aee478ac470f6a2e6e1" ON "users_owner_user_groups"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_043a7923592a0f7db972c621ad" ON "users_owner_user_groups"  ("group_id") `);
    await q.query(`CREATE TABLE "users_owner_users" ("owner_id" bigint NOT NULL, "user_id" bigint NOT NULL, CONSTRAINT "PK_0be2f2c6e8a84add7851b26e359" PRIMARY KEY ("owner_id", "user_id"))`);
    await q.query(`CREATE INDEX "IDX_af28828fa6f1a163b02a344f3f" ON "users_owner_users"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_d8f0284b35e9810c7673fb2758" ON "users_owner_users"  ("user_id") `);
    await q.query(`ALTER TABLE "tenancy_tenantgroup" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "tenancy_tenant" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_region" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_sitegroup" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_site" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_location" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "circuits_circuittype" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "circuits_provider" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "circuits_circuit" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "circuits_providernetwork" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_devicerole" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_devicerole" ADD "config_template_id" bigint`);
    await q.query(`ALTER TABLE "dcim_manufacturer" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_platform" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_platform" ADD "config_template_id" bigint`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_rackrole" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_rack" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_device" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_device" ADD "config_template_id" bigint`);
    await q.query(`ALTER TABLE "dcim_interface" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "extras_eventrule" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_rir" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_aggregate" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_routetarget" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_vrf" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_ipaddress" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_role" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_iprange" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_vlangroup" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_vlan" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_prefix" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "ipam_service" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_clustergroup" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_clustertype" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_cluster" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD "config_template_id" bigint`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "extras_webhook" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD "data_path" character varying(1000) NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD "data_synced" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD "auto_sync_enabled" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD "_cluster_types" bigint array NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD "_cluster_groups" bigint array NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD "_clusters" bigint array NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD "profile_id" bigint`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD "data_source_id" bigint`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD "data_file_id" bigint`);
    await q.query(`ALTER TABLE "extras_customfieldchoiceset" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "extras_customfield" ADD "owner_id" bigint`);
    await q.query(`CREATE INDEX "IDX_4b6d8408bad0f80fa174ce0203" ON "tenancy_tenantgroup"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_62d6544724bd89a29b9a680e02" ON "tenancy_tenant"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_c4ddbae3d939f68d4164d0e14c" ON "dcim_region"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_39695c4244b4c3778501e5cbbc" ON "dcim_sitegroup"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_07d946860c77aef2920e84994e" ON "dcim_site"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_a019c86c883e7d2beff9bb8730" ON "dcim_location"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_c9efad899f6b56ea02c49bc6b3" ON "circuits_circuittype"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_ff1ca64aa599233b78e0b6e62f" ON "circuits_provider"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_a49c080cea8ffd2eb2789da542" ON "circuits_circuit"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_366d66e3c316b75102f1f07801" ON "circuits_providernetwork"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_9f05146b96530696f89498f0ef" ON "dcim_devicerole"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_4cb1a50f16f24e79fbc444c896" ON "dcim_devicerole"  ("config_template_id") `);
    await q.query(`CREATE INDEX "IDX_ef3108dcfbffafc3c0a3180e5a" ON "dcim_manufacturer"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_989a4fbe57bcd72ad4fe991b48" ON "dcim_platform"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_c487b2f52e85d33cf73de18eed" ON "dcim_platform"  ("config_template_id") `);
    await q.query(`CREATE INDEX "IDX_b97c30704bb3beed71172a87d9" ON "dcim_devicetype"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_18960047ccac01fa0ed7689239" ON "dcim_rackrole"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_834e6dc668a36f90dfa52b78a0" ON "dcim_rack"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_31b2fd08d4f90afb3a16dc088e" ON "dcim_device"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_47729e04d7d199e0f65d6a2297" ON "dcim_device"  ("config_template_id") `);
    await q.query(`CREATE INDEX "IDX_4a77d886eac0d547b99520f9c6" ON "dcim_interface"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_e44547498dfe27fa6103a3202e" ON "extras_eventrule"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_ba2007177fb0926d25dc28cd25" ON "extras_taggeditem"  ("tag_id") `);
    await q.query(`CREATE INDEX "IDX_62341cddefec10d712f26ea283" ON "ipam_rir"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_4293efbdcb1851ca6f2c41fc77" ON "ipam_aggregate"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_4a72e32fad6f7b199a6b7a12b8" ON "ipam_routetarget"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_7fed082090447e3c997ae269ff" ON "ipam_vrf"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_425f494b538290981bf965e858" ON "ipam_ipaddress"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_4be6ea66bd4edd6220d05d3483" ON "ipam_role"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_2eab8d3ed7381e5e74f3e3e1a2" ON "ipam_iprange"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_4f0b138f7e787fec655f9fcd30" ON "ipam_vlangroup"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_c36d4564040ad7d41333619bcb" ON "ipam_vlan"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_0efc091716a1051ace9d4ac51c" ON "ipam_prefix"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_e6d365b82bb8e93fa8070bfeb9" ON "ipam_service"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_e37fe931a2ea4f273b454b5be5" ON "virtualization_clustergroup"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_ebba68bcdc12e2cacadf373288" ON "virtualization_clustertype"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_701f99699806c2d285eb209d33" ON "virtualization_cluster"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_c315c24e9fc8cdb5a79d146432" ON "virtualization_virtualmachine"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_00d952278233f8166ddb74fb25" ON "virtualization_virtualmachine"  ("config_template_id") `);
    await q.query(`CREATE INDEX "IDX_de110073a0989a1a2da11e5796" ON "virtualization_vminterface"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_8af783365bca6834e4b38db593" ON "extras_webhook"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_72aa39fec4e9bf6ae281157f41" ON "extras_configcontext"  ("profile_id") `);
    await q.query(`CREATE INDEX "IDX_b1233e8a8d0b8e8af0d0a06fda" ON "extras_configcontext"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_c19030233105b915819b221fc2" ON "extras_configcontext"  ("data_source_id") `);
    await q.query(`CREATE INDEX "IDX_c2ce097c271a8eff7778a2748d" ON "extras_configcontext"  ("data_file_id") `);
    await q.query(`CREATE INDEX "IDX_33f65c120648096ad7319e8127" ON "extras_customfieldchoiceset"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_fae82e6af9ae3894022ed14ae4" ON "extras_customfield"  ("owner_id") `);
    await q.query(`ALTER TABLE "tenancy_tenantgroup" ADD CONSTRAINT "FK_4b6d8408bad0f80fa174ce0203a" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tenancy_tenant" ADD CONSTRAINT "FK_62d6544724bd89a29b9a680e024" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_region" ADD CONSTRAINT "FK_c4ddbae3d939f68d4164d0e14c2" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_sitegroup" ADD CONSTRAINT "FK_39695c4244b4c3778501e5cbbc9" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_site" ADD CONSTRAINT "FK_07d946860c77aef2920e84994ee" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_location" ADD CONSTRAINT "FK_a019c86c883e7d2beff9bb8730d" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuittype" ADD CONSTRAINT "FK_c9efad899f6b56ea02c49bc6b3a" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_provider" ADD CONSTRAINT "FK_ff1ca64aa599233b78e0b6e62fb" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_circuit" ADD CONSTRAINT "FK_a49c080cea8ffd2eb2789da542a" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "circuits_providernetwork" ADD CONSTRAINT "FK_366d66e3c316b75102f1f078013" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_devicerole" ADD CONSTRAINT "FK_9f05146b96530696f89498f0ef6" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_devicerole" ADD CONSTRAINT "FK_4cb1a50f16f24e79fbc444c8963" FOREIGN KEY ("config_template_id") REFERENCES "extras_configtemplate"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_manufacturer" ADD CONSTRAINT "FK_ef3108dcfbffafc3c0a3180e5a7" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_platform" ADD CONSTRAINT "FK_989a4fbe57bcd72ad4fe991b489" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_platform" ADD CONSTRAINT "FK_c487b2f52e85d33cf73de18eed2" FOREIGN KEY ("config_template_id") REFERENCES "extras_configtemplate"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_devicetype" ADD CONSTRAINT "FK_b97c30704bb3beed71172a87d9c" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rackrole" ADD CONSTRAINT "FK_18960047ccac01fa0ed7689239a" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rack" ADD CONSTRAINT "FK_834e6dc668a36f90dfa52b78a08" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_device" ADD CONSTRAINT "FK_31b2fd08d4f90afb3a16dc088eb" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_device" ADD CONSTRAINT "FK_47729e04d7d199e0f65d6a22976" FOREIGN KEY ("config_template_id") REFERENCES "extras_configtemplate"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_interface" ADD CONSTRAINT "FK_4a77d886eac0d547b99520f9c61" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_eventrule" ADD CONSTRAINT "FK_e44547498dfe27fa6103a3202ee" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_rir" ADD CONSTRAINT "FK_62341cddefec10d712f26ea283c" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_aggregate" ADD CONSTRAINT "FK_4293efbdcb1851ca6f2c41fc77a" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_routetarget" ADD CONSTRAINT "FK_4a72e32fad6f7b199a6b7a12b8f" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_vrf" ADD CONSTRAINT "FK_7fed082090447e3c997ae269ff6" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_ipaddress" ADD CONSTRAINT "FK_425f494b538290981bf965e8586" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_role" ADD CONSTRAINT "FK_4be6ea66bd4edd6220d05d34832" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_iprange" ADD CONSTRAINT "FK_2eab8d3ed7381e5e74f3e3e1a24" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_vlangroup" ADD CONSTRAINT "FK_4f0b138f7e787fec655f9fcd30d" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_vlan" ADD CONSTRAINT "FK_c36d4564040ad7d41333619bcbd" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_prefix" ADD CONSTRAINT "FK_0efc091716a1051ace9d4ac51cf" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_service" ADD CONSTRAINT "FK_e6d365b82bb8e93fa8070bfeb9f" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_clustergroup" ADD CONSTRAINT "FK_e37fe931a2ea4f273b454b5be5d" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_clustertype" ADD CONSTRAINT "FK_ebba68bcdc12e2cacadf373288b" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_cluster" ADD CONSTRAINT "FK_701f99699806c2d285eb209d33b" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_c315c24e9fc8cdb5a79d146432b" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" ADD CONSTRAINT "FK_00d952278233f8166ddb74fb250" FOREIGN KEY ("config_template_id") REFERENCES "extras_configtemplate"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "FK_de110073a0989a1a2da11e5796e" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_webhook" ADD CONSTRAINT "FK_8af783365bca6834e4b38db5937" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "core_datasource" ADD CONSTRAINT "FK_405008c0733f0605a9c691ee5c2" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "core_datafile" ADD CONSTRAINT "FK_d50ccf28126c25034375e9480e9" FOREIGN KEY ("source_id") REFERENCES "core_datasource"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "core_job" ADD CONSTRAINT "FK_519fa3dd54f34f59be1d91507b2" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_bookmark" ADD CONSTRAINT "FK_baffd7259ed60b81356bc2b2eb6" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configcontextprofile" ADD CONSTRAINT "FK_3f6300dd2c70ccdcb38f6c5b31a" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configcontextprofile" ADD CONSTRAINT "FK_2ff3fd238fb737870b9da9b7677" FOREIGN KEY ("data_source_id") REFERENCES "core_datasource"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configcontextprofile" ADD CONSTRAINT "FK_e0b73d712d2c31cb79c6ae1c2f8" FOREIGN KEY ("data_file_id") REFERENCES "core_datafile"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD CONSTRAINT "FK_72aa39fec4e9bf6ae281157f415" FOREIGN KEY ("profile_id") REFERENCES "extras_configcontextprofile"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD CONSTRAINT "FK_b1233e8a8d0b8e8af0d0a06fda7" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD CONSTRAINT "FK_c19030233105b915819b221fc21" FOREIGN KEY ("data_source_id") REFERENCES "core_datasource"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configcontext" ADD CONSTRAINT "FK_c2ce097c271a8eff7778a2748d3" FOREIGN KEY ("data_file_id") REFERENCES "core_datafile"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configtemplate" ADD CONSTRAINT "FK_acd16fd251fe7c811d72d6d8dab" FOREIGN KEY ("data_source_id") REFERENCES "core_datasource"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configtemplate" ADD CONSTRAINT "FK_df9c3104e7e0a5bca3277ef9b22" FOREIGN KEY ("data_file_id") REFERENCES "core_datafile"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configtemplate" ADD CONSTRAINT "FK_e8c41933dfe7f596877c1ac5ca3" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_customfieldchoiceset" ADD CONSTRAINT "FK_33f65c120648096ad7319e81270" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_customfield" ADD CONSTRAINT "FK_fae82e6af9ae3894022ed14ae4e" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_customlink" ADD CONSTRAINT "FK_7ec80552186eb5657f20a533cc0" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_exporttemplate" ADD CONSTRAINT "FK_a92b2063bcfb797d7f511441f39" FOREIGN KEY ("data_source_id") REFERENCES "core_datasource"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_exporttemplate" ADD CONSTRAINT "FK_7f6d0cd5d92f7110a586c054ddb" FOREIGN KEY ("data_file_id") REFERENCES "core_datafile"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_exporttemplate" ADD CONSTRAINT "FK_d66678d80515b3e036668490acb" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_journalentry" ADD CONSTRAINT "FK_399f7994a5954d78b1d2c04d358" FOREIGN KEY ("created_by_id") REFERENCES "users_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_notification" ADD CONSTRAINT "FK_b8323761df809f7e0ea55f2ae2e" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_subscription" ADD CONSTRAINT "FK_f26fd080d87c72970d2886b3717" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_savedfilter" ADD CONSTRAINT "FK_a7118a3748ed9e2dbbce5adccf4" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_savedfilter" ADD CONSTRAINT "FK_0cc23ab9a37c0827ebce094a645" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_tableconfig" ADD CONSTRAINT "FK_2cd28c053807a6220273b135206" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "users_userconfig" ADD CONSTRAINT "FK_3114a064adc8fa8dfe5ad7753ca" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "users_owner" ADD CONSTRAINT "FK_a7dea6faf8a7502fbd1f4c954cd" FOREIGN KEY ("group_id") REFERENCES "users_ownergroup"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "extras_configcontext_cluster_types" ADD CONSTRAINT "FK_51ace61fc13a52c2bd7dc4e8e0e" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_cluster_types" ADD CONSTRAINT "FK_91691feca6e9f0173fe8f1222f9" FOREIGN KEY ("clustertype_id") REFERENCES "virtualization_clustertype"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_cluster_groups" ADD CONSTRAINT "FK_259117af5a50c1fd7d7a6db01e4" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_cluster_groups" ADD CONSTRAINT "FK_7d7352d33ec1104f9193434c7b3" FOREIGN KEY ("clustergroup_id") REFERENCES "virtualization_clustergroup"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_clusters" ADD CONSTRAINT "FK_aed40f6af21b3e1227bf020e308" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_clusters" ADD CONSTRAINT "FK_400ec078aa826fb4fe6a8390104" FOREIGN KEY ("cluster_id") REFERENCES "virtualization_cluster"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_notificationgroup_groups" ADD CONSTRAINT "FK_516f6351ff03eb4e494287f10af" FOREIGN KEY ("notificationgroup_id") REFERENCES "extras_notificationgroup"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_notificationgroup_groups" ADD CONSTRAINT "FK_689204256e140230255d200aa68" FOREIGN KEY ("group_id") REFERENCES "users_group"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_notificationgroup_users" ADD CONSTRAINT "FK_8b6bd5c604d5156adc646f8af37" FOREIGN KEY ("notificationgroup_id") REFERENCES "extras_notificationgroup"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_notificationgroup_users" ADD CONSTRAINT "FK_e4b134c0f9d2ca2421f18aabdf5" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "users_owner_user_groups" ADD CONSTRAINT "FK_8c0b1f2aee478ac470f6a2e6e18" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "users_owner_user_groups" ADD CONSTRAINT "FK_043a7923592a0f7db972c621ad3" FOREIGN KEY ("group_id") REFERENCES "users_group"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "users_owner_users" ADD CONSTRAINT "FK_af28828fa6f1a163b02a344f3fb" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "users_owner_users" ADD CONSTRAINT "FK_d8f0284b35e9810c7673fb2758b" FOREIGN KEY ("user_id") REFERENCES "users_user"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_core_datafile(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/core/data-files/' || bx.id || '/'), 'display', bx."path"::text, 'path', bx."path") FROM "core_datafile" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_core_datasource(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/core/data-sources/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "core_datasource" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_core_job(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('url', ($1::text || '/api/core/jobs/' || bx.id || '/'), 'created', to_char(bx."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'completed', to_char(bx."completed" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'status', CASE WHEN bx."status" IS NULL OR bx."status" = '' THEN NULL ELSE json_build_object('value', bx."status", 'label', COALESCE('{"pending":"Pending","scheduled":"Scheduled","running":"Running","completed":"Completed","errored":"Errored","failed":"Failed"}'::jsonb ->> bx."status"::text, bx."status"::text)) END) FROM "core_job" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_core_objecttype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/core/object-types/' || bx.id || '/'), 'display', bx.app_name || ' | ' || bx.model_name, 'app_label', bx."app_label", 'app_name', bx."app_name", 'model', bx."model", 'model_name', bx."model_name", 'model_name_plural', bx."model_name_plural") FROM "core_objecttype" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_bookmark(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/bookmarks/' || bx.id || '/'), 'display', COALESCE(inv_brief(bx.object_type, bx.object_id, '') ->> 'display', bx.id::text), 'object_type', bx."object_type", 'object_id', bx."object_id") FROM "extras_bookmark" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_configcontextprofile(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/config-context-profiles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "extras_configcontextprofile" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_configtemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/config-templates/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "extras_configtemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_customlink(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/custom-links/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name") FROM "extras_customlink" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_exporttemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/export-templates/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "extras_exporttemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_journalentry(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/journal-entries/' || bx.id || '/'), 'display', to_char(bx.created AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' (' || initcap(bx.kind) || ')', 'created', to_char(bx."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) FROM "extras_journalentry" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_notification(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/notifications/' || bx.id || '/'), 'display', bx.object_repr, 'object_type', bx."object_type", 'object_id', bx."object_id", 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'read', to_char(bx."read" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'event_type', CASE WHEN bx."event_type" IS NULL OR bx."event_type" = '' THEN NULL ELSE json_build_object('value', bx."event_type", 'label', COALESCE('{"object_created":"Object created","object_updated":"Object updated","object_deleted":"Object deleted","job_started":"Job started","job_completed":"Job completed","job_failed":"Job failed","job_errored":"Job errored"}'::jsonb ->> bx."event_type"::text, bx."event_type"::text)) END) FROM "extras_notification" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_notificationgroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/notification-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "extras_notificationgroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_savedfilter(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/saved-filters/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "extras_savedfilter" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_subscription(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/subscriptions/' || bx.id || '/'), 'display', COALESCE(inv_brief(bx.object_type, bx.object_id, '') ->> 'display', bx.id::text), 'object_type', bx."object_type", 'object_id', bx."object_id", 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END) FROM "extras_subscription" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_tableconfig(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/table-configs/' || bx.id || '/'), 'display', bx."name"::text, 'object_type', bx."object_type", 'table', bx."table", 'name', bx."name", 'description', bx."description") FROM "extras_tableconfig" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_taggeditem(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/tagged-objects/' || bx.id || '/'), 'display', COALESCE(inv_brief(bx.object_type, bx.object_id, '') ->> 'display', bx.object_type || ' ' || bx.object_id) || ' tagged with ' || (SELECT tg.name FROM extras_tag tg WHERE tg.id = bx.tag_id), 'object_type', bx."object_type", 'object_id', bx."object_id", 'object', NULL::json, 'tag', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/extras/tags/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'slug', bj1."slug", 'color', bj1."color", 'description', bj1."description") END) FROM "extras_taggeditem" bx LEFT JOIN "extras_tag" bj1 ON bj1.id = bx."tag_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_users_owner(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/users/owners/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "users_owner" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_users_ownergroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/users/owner-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "users_ownergroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.providernetwork":"Circuits | provider network","core.datafile":"Core | data file","core.datasource":"Core | data source","core.job":"Core | job","core.objectchange":"Core | object change","core.objecttype":"Core | object type","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.bookmark":"Extras | bookmark","extras.configcontext":"Extras | config context","extras.configcontextprofile":"Extras | config context profile","extras.configtemplate":"Extras | config template","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.customlink":"Extras | custom link","extras.eventrule":"Extras | event rule","extras.exporttemplate":"Extras | export template","extras.imageattachment":"Extras | image attachment","extras.journalentry":"Extras | journal entry","extras.notification":"Extras | notification","extras.notificationgroup":"Extras | notification group","extras.savedfilter":"Extras | saved filter","extras.subscription":"Extras | subscription","extras.tableconfig":"Extras | table config","extras.tag":"Extras | tag","extras.taggeditem":"Extras | tagged item","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.owner":"Users | owner","users.ownergroup":"Users | owner group","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
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
    await q.query(`DROP FUNCTION inv_brief_users_ownergroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_users_owner(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_taggeditem(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_tableconfig(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_subscription(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_savedfilter(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_notificationgroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_notification(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_journalentry(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_exporttemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_customlink(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_configtemplate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_configcontextprofile(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_bookmark(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_core_objecttype(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_core_job(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_core_datasource(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_core_datafile(text, bigint)`);
    await q.query(`ALTER TABLE "users_owner_users" DROP CONSTRAINT "FK_d8f0284b35e9810c7673fb2758b"`);
    await q.query(`ALTER TABLE "users_owner_users" DROP CONSTRAINT "FK_af28828fa6f1a163b02a344f3fb"`);
    await q.query(`ALTER TABLE "users_owner_user_groups" DROP CONSTRAINT "FK_043a7923592a0f7db972c621ad3"`);
    await q.query(`ALTER TABLE "users_owner_user_groups" DROP CONSTRAINT "FK_8c0b1f2aee478ac470f6a2e6e18"`);
    await q.query(`ALTER TABLE "extras_notificationgroup_users" DROP CONSTRAINT "FK_e4b134c0f9d2ca2421f18aabdf5"`);
    await q.query(`ALTER TABLE "extras_notificationgroup_users" DROP CONSTRAINT "FK_8b6bd5c604d5156adc646f8af37"`);
    await q.query(`ALTER TABLE "extras_notificationgroup_groups" DROP CONSTRAINT "FK_689204256e140230255d200aa68"`);
    await q.query(`ALTER TABLE "extras_notificationgroup_groups" DROP CONSTRAINT "FK_516f6351ff03eb4e494287f10af"`);
    await q.query(`ALTER TABLE "extras_configcontext_clusters" DROP CONSTRAINT "FK_400ec078aa826fb4fe6a8390104"`);
    await q.query(`ALTER TABLE "extras_configcontext_clusters" DROP CONSTRAINT "FK_aed40f6af21b3e1227bf020e308"`);
    await q.query(`ALTER TABLE "extras_configcontext_cluster_groups" DROP CONSTRAINT "FK_7d7352d33ec1104f9193434c7b3"`);
    await q.query(`ALTER TABLE "extras_configcontext_cluster_groups" DROP CONSTRAINT "FK_259117af5a50c1fd7d7a6db01e4"`);
    await q.query(`ALTER TABLE "extras_configcontext_cluster_types" DROP CONSTRAINT "FK_91691feca6e9f0173fe8f1222f9"`);
    await q.query(`ALTER TABLE "extras_configcontext_cluster_types" DROP CONSTRAINT "FK_51ace61fc13a52c2bd7dc4e8e0e"`);
    await q.query(`ALTER TABLE "users_owner" DROP CONSTRAINT "FK_a7dea6faf8a7502fbd1f4c954cd"`);
    await q.query(`ALTER TABLE "users_userconfig" DROP CONSTRAINT "FK_3114a064adc8fa8dfe5ad7753ca"`);
    await q.query(`ALTER TABLE "extras_tableconfig" DROP CONSTRAINT "FK_2cd28c053807a6220273b135206"`);
    await q.query(`ALTER TABLE "extras_savedfilter" DROP CONSTRAINT "FK_0cc23ab9a37c0827ebce094a645"`);
    await q.query(`ALTER TABLE "extras_savedfilter" DROP CONSTRAINT "FK_a7118a3748ed9e2dbbce5adccf4"`);
    await q.query(`ALTER TABLE "extras_subscription" DROP CONSTRAINT "FK_f26fd080d87c72970d2886b3717"`);
    await q.query(`ALTER TABLE "extras_notification" DROP CONSTRAINT "FK_b8323761df809f7e0ea55f2ae2e"`);
    await q.query(`ALTER TABLE "extras_journalentry" DROP CONSTRAINT "FK_399f7994a5954d78b1d2c04d358"`);
    await q.query(`ALTER TABLE "extras_exporttemplate" DROP CONSTRAINT "FK_d66678d80515b3e036668490acb"`);
    await q.query(`ALTER TABLE "extras_exporttemplate" DROP CONSTRAINT "FK_7f6d0cd5d92f7110a586c054ddb"`);
    await q.query(`ALTER TABLE "extras_exporttemplate" DROP CONSTRAINT "FK_a92b2063bcfb797d7f511441f39"`);
    await q.query(`ALTER TABLE "extras_customlink" DROP CONSTRAINT "FK_7ec80552186eb5657f20a533cc0"`);
    await q.query(`ALTER TABLE "extras_customfield" DROP CONSTRAINT "FK_fae82e6af9ae3894022ed14ae4e"`);
    await q.query(`ALTER TABLE "extras_customfieldchoiceset" DROP CONSTRAINT "FK_33f65c120648096ad7319e81270"`);
    await q.query(`ALTER TABLE "extras_configtemplate" DROP CONSTRAINT "FK_e8c41933dfe7f596877c1ac5ca3"`);
    await q.query(`ALTER TABLE "extras_configtemplate" DROP CONSTRAINT "FK_df9c3104e7e0a5bca3277ef9b22"`);
    await q.query(`ALTER TABLE "extras_configtemplate" DROP CONSTRAINT "FK_acd16fd251fe7c811d72d6d8dab"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP CONSTRAINT "FK_c2ce097c271a8eff7778a2748d3"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP CONSTRAINT "FK_c19030233105b915819b221fc21"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP CONSTRAINT "FK_b1233e8a8d0b8e8af0d0a06fda7"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP CONSTRAINT "FK_72aa39fec4e9bf6ae281157f415"`);
    await q.query(`ALTER TABLE "extras_configcontextprofile" DROP CONSTRAINT "FK_e0b73d712d2c31cb79c6ae1c2f8"`);
    await q.query(`ALTER TABLE "extras_configcontextprofile" DROP CONSTRAINT "FK_2ff3fd238fb737870b9da9b7677"`);
    await q.query(`ALTER TABLE "extras_configcontextprofile" DROP CONSTRAINT "FK_3f6300dd2c70ccdcb38f6c5b31a"`);
    await q.query(`ALTER TABLE "extras_bookmark" DROP CONSTRAINT "FK_baffd7259ed60b81356bc2b2eb6"`);
    await q.query(`ALTER TABLE "core_job" DROP CONSTRAINT "FK_519fa3dd54f34f59be1d91507b2"`);
    await q.query(`ALTER TABLE "core_datafile" DROP CONSTRAINT "FK_d50ccf28126c25034375e9480e9"`);
    await q.query(`ALTER TABLE "core_datasource" DROP CONSTRAINT "FK_405008c0733f0605a9c691ee5c2"`);
    await q.query(`ALTER TABLE "extras_webhook" DROP CONSTRAINT "FK_8af783365bca6834e4b38db5937"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP CONSTRAINT "FK_de110073a0989a1a2da11e5796e"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_00d952278233f8166ddb74fb250"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP CONSTRAINT "FK_c315c24e9fc8cdb5a79d146432b"`);
    await q.query(`ALTER TABLE "virtualization_cluster" DROP CONSTRAINT "FK_701f99699806c2d285eb209d33b"`);
    await q.query(`ALTER TABLE "virtualization_clustertype" DROP CONSTRAINT "FK_ebba68bcdc12e2cacadf373288b"`);
    await q.query(`ALTER TABLE "virtualization_clustergroup" DROP CONSTRAINT "FK_e37fe931a2ea4f273b454b5be5d"`);
    await q.query(`ALTER TABLE "ipam_service" DROP CONSTRAINT "FK_e6d365b82bb8e93fa8070bfeb9f"`);
    await q.query(`ALTER TABLE "ipam_prefix" DROP CONSTRAINT "FK_0efc091716a1051ace9d4ac51cf"`);
    await q.query(`ALTER TABLE "ipam_vlan" DROP CONSTRAINT "FK_c36d4564040ad7d41333619bcbd"`);
    await q.query(`ALTER TABLE "ipam_vlangroup" DROP CONSTRAINT "FK_4f0b138f7e787fec655f9fcd30d"`);
    await q.query(`ALTER TABLE "ipam_iprange" DROP CONSTRAINT "FK_2eab8d3ed7381e5e74f3e3e1a24"`);
    await q.query(`ALTER TABLE "ipam_role" DROP CONSTRAINT "FK_4be6ea66bd4edd6220d05d34832"`);
    await q.query(`ALTER TABLE "ipam_ipaddress" DROP CONSTRAINT "FK_425f494b538290981bf965e8586"`);
    await q.query(`ALTER TABLE "ipam_vrf" DROP CONSTRAINT "FK_7fed082090447e3c997ae269ff6"`);
    await q.query(`ALTER TABLE "ipam_routetarget" DROP CONSTRAINT "FK_4a72e32fad6f7b199a6b7a12b8f"`);
    await q.query(`ALTER TABLE "ipam_aggregate" DROP CONSTRAINT "FK_4293efbdcb1851ca6f2c41fc77a"`);
    await q.query(`ALTER TABLE "ipam_rir" DROP CONSTRAINT "FK_62341cddefec10d712f26ea283c"`);
    await q.query(`ALTER TABLE "extras_eventrule" DROP CONSTRAINT "FK_e44547498dfe27fa6103a3202ee"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP CONSTRAINT "FK_4a77d886eac0d547b99520f9c61"`);
    await q.query(`ALTER TABLE "dcim_device" DROP CONSTRAINT "FK_47729e04d7d199e0f65d6a22976"`);
    await q.query(`ALTER TABLE "dcim_device" DROP CONSTRAINT "FK_31b2fd08d4f90afb3a16dc088eb"`);
    await q.query(`ALTER TABLE "dcim_rack" DROP CONSTRAINT "FK_834e6dc668a36f90dfa52b78a08"`);
    await q.query(`ALTER TABLE "dcim_rackrole" DROP CONSTRAINT "FK_18960047ccac01fa0ed7689239a"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP CONSTRAINT "FK_b97c30704bb3beed71172a87d9c"`);
    await q.query(`ALTER TABLE "dcim_platform" DROP CONSTRAINT "FK_c487b2f52e85d33cf73de18eed2"`);
    await q.query(`ALTER TABLE "dcim_platform" DROP CONSTRAINT "FK_989a4fbe57bcd72ad4fe991b489"`);
    await q.query(`ALTER TABLE "dcim_manufacturer" DROP CONSTRAINT "FK_ef3108dcfbffafc3c0a3180e5a7"`);
    await q.query(`ALTER TABLE "dcim_devicerole" DROP CONSTRAINT "FK_4cb1a50f16f24e79fbc444c8963"`);
    await q.query(`ALTER TABLE "dcim_devicerole" DROP CONSTRAINT "FK_9f05146b96530696f89498f0ef6"`);
    await q.query(`ALTER TABLE "circuits_providernetwork" DROP CONSTRAINT "FK_366d66e3c316b75102f1f078013"`);
    await q.query(`ALTER TABLE "circuits_circuit" DROP CONSTRAINT "FK_a49c080cea8ffd2eb2789da542a"`);
    await q.query(`ALTER TABLE "circuits_provider" DROP CONSTRAINT "FK_ff1ca64aa599233b78e0b6e62fb"`);
    await q.query(`ALTER TABLE "circuits_circuittype" DROP CONSTRAINT "FK_c9efad899f6b56ea02c49bc6b3a"`);
    await q.query(`ALTER TABLE "dcim_location" DROP CONSTRAINT "FK_a019c86c883e7d2beff9bb8730d"`);
    await q.query(`ALTER TABLE "dcim_site" DROP CONSTRAINT "FK_07d946860c77aef2920e84994ee"`);
    await q.query(`ALTER TABLE "dcim_sitegroup" DROP CONSTRAINT "FK_39695c4244b4c3778501e5cbbc9"`);
    await q.query(`ALTER TABLE "dcim_region" DROP CONSTRAINT "FK_c4ddbae3d939f68d4164d0e14c2"`);
    await q.query(`ALTER TABLE "tenancy_tenant" DROP CONSTRAINT "FK_62d6544724bd89a29b9a680e024"`);
    await q.query(`ALTER TABLE "tenancy_tenantgroup" DROP CONSTRAINT "FK_4b6d8408bad0f80fa174ce0203a"`);
    await q.query(`DROP INDEX "public"."IDX_fae82e6af9ae3894022ed14ae4"`);
    await q.query(`DROP INDEX "public"."IDX_33f65c120648096ad7319e8127"`);
    await q.query(`DROP INDEX "public"."IDX_c2ce097c271a8eff7778a2748d"`);
    await q.query(`DROP INDEX "public"."IDX_c19030233105b915819b221fc2"`);
    await q.query(`DROP INDEX "public"."IDX_b1233e8a8d0b8e8af0d0a06fda"`);
    await q.query(`DROP INDEX "public"."IDX_72aa39fec4e9bf6ae281157f41"`);
    await q.query(`DROP INDEX "public"."IDX_8af783365bca6834e4b38db593"`);
    await q.query(`DROP INDEX "public"."IDX_de110073a0989a1a2da11e5796"`);
    await q.query(`DROP INDEX "public"."IDX_00d952278233f8166ddb74fb25"`);
    await q.query(`DROP INDEX "public"."IDX_c315c24e9fc8cdb5a79d146432"`);
    await q.query(`DROP INDEX "public"."IDX_701f99699806c2d285eb209d33"`);
    await q.query(`DROP INDEX "public"."IDX_ebba68bcdc12e2cacadf373288"`);
    await q.query(`DROP INDEX "public"."IDX_e37fe931a2ea4f273b454b5be5"`);
    await q.query(`DROP INDEX "public"."IDX_e6d365b82bb8e93fa8070bfeb9"`);
    await q.query(`DROP INDEX "public"."IDX_0efc091716a1051ace9d4ac51c"`);
    await q.query(`DROP INDEX "public"."IDX_c36d4564040ad7d41333619bcb"`);
    await q.query(`DROP INDEX "public"."IDX_4f0b138f7e787fec655f9fcd30"`);
    await q.query(`DROP INDEX "public"."IDX_2eab8d3ed7381e5e74f3e3e1a2"`);
    await q.query(`DROP INDEX "public"."IDX_4be6ea66bd4edd6220d05d3483"`);
    await q.query(`DROP INDEX "public"."IDX_425f494b538290981bf965e858"`);
    await q.query(`DROP INDEX "public"."IDX_7fed082090447e3c997ae269ff"`);
    await q.query(`DROP INDEX "public"."IDX_4a72e32fad6f7b199a6b7a12b8"`);
    await q.query(`DROP INDEX "public"."IDX_4293efbdcb1851ca6f2c41fc77"`);
    await q.query(`DROP INDEX "public"."IDX_62341cddefec10d712f26ea283"`);
    await q.query(`DROP INDEX "public"."IDX_ba2007177fb0926d25dc28cd25"`);
    await q.query(`DROP INDEX "public"."IDX_e44547498dfe27fa6103a3202e"`);
    await q.query(`DROP INDEX "public"."IDX_4a77d886eac0d547b99520f9c6"`);
    await q.query(`DROP INDEX "public"."IDX_47729e04d7d199e0f65d6a2297"`);
    await q.query(`DROP INDEX "public"."IDX_31b2fd08d4f90afb3a16dc088e"`);
    await q.query(`DROP INDEX "public"."IDX_834e6dc668a36f90dfa52b78a0"`);
    await q.query(`DROP INDEX "public"."IDX_18960047ccac01fa0ed7689239"`);
    await q.query(`DROP INDEX "public"."IDX_b97c30704bb3beed71172a87d9"`);
    await q.query(`DROP INDEX "public"."IDX_c487b2f52e85d33cf73de18eed"`);
    await q.query(`DROP INDEX "public"."IDX_989a4fbe57bcd72ad4fe991b48"`);
    await q.query(`DROP INDEX "public"."IDX_ef3108dcfbffafc3c0a3180e5a"`);
    await q.query(`DROP INDEX "public"."IDX_4cb1a50f16f24e79fbc444c896"`);
    await q.query(`DROP INDEX "public"."IDX_9f05146b96530696f89498f0ef"`);
    await q.query(`DROP INDEX "public"."IDX_366d66e3c316b75102f1f07801"`);
    await q.query(`DROP INDEX "public"."IDX_a49c080cea8ffd2eb2789da542"`);
    await q.query(`DROP INDEX "public"."IDX_ff1ca64aa599233b78e0b6e62f"`);
    await q.query(`DROP INDEX "public"."IDX_c9efad899f6b56ea02c49bc6b3"`);
    await q.query(`DROP INDEX "public"."IDX_a019c86c883e7d2beff9bb8730"`);
    await q.query(`DROP INDEX "public"."IDX_07d946860c77aef2920e84994e"`);
    await q.query(`DROP INDEX "public"."IDX_39695c4244b4c3778501e5cbbc"`);
    await q.query(`DROP INDEX "public"."IDX_c4ddbae3d939f68d4164d0e14c"`);
    await q.query(`DROP INDEX "public"."IDX_62d6544724bd89a29b9a680e02"`);
    await q.query(`DROP INDEX "public"."IDX_4b6d8408bad0f80fa174ce0203"`);
    await q.query(`ALTER TABLE "extras_customfield" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "extras_customfieldchoiceset" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP COLUMN "data_file_id"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP COLUMN "data_source_id"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP COLUMN "profile_id"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP COLUMN "_clusters"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP COLUMN "_cluster_groups"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP COLUMN "_cluster_types"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP COLUMN "auto_sync_enabled"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP COLUMN "data_synced"`);
    await q.query(`ALTER TABLE "extras_configcontext" DROP COLUMN "data_path"`);
    await q.query(`ALTER TABLE "extras_webhook" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP COLUMN "config_template_id"`);
    await q.query(`ALTER TABLE "virtualization_virtualmachine" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "virtualization_cluster" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "virtualization_clustertype" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "virtualization_clustergroup" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_service" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_prefix" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_vlan" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_vlangroup" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_iprange" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_role" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_ipaddress" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_vrf" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_routetarget" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_aggregate" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "ipam_rir" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "extras_eventrule" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "config_template_id"`);
    await q.query(`ALTER TABLE "dcim_device" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_rack" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_rackrole" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_devicetype" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_platform" DROP COLUMN "config_template_id"`);
    await q.query(`ALTER TABLE "dcim_platform" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_manufacturer" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_devicerole" DROP COLUMN "config_template_id"`);
    await q.query(`ALTER TABLE "dcim_devicerole" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "circuits_providernetwork" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "circuits_circuit" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "circuits_provider" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "circuits_circuittype" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_location" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_site" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_sitegroup" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_region" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "tenancy_tenant" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "tenancy_tenantgroup" DROP COLUMN "owner_id"`);
    await q.query(`DROP INDEX "public"."IDX_d8f0284b35e9810c7673fb2758"`);
    await q.query(`DROP INDEX "public"."IDX_af28828fa6f1a163b02a344f3f"`);
    await q.query(`DROP TABLE "users_owner_users"`);
    await q.query(`DROP INDEX "public"."IDX_043a7923592a0f7db972c621ad"`);
    await q.query(`DROP INDEX "public"."IDX_8c0b1f2aee478ac470f6a2e6e1"`);
    await q.query(`DROP TABLE "users_owner_user_groups"`);
    await q.query(`DROP INDEX "public"."IDX_e4b134c0f9d2ca2421f18aabdf"`);
    await q.query(`DROP INDEX "public"."IDX_8b6bd5c604d5156adc646f8af3"`);
    await q.query(`DROP TABLE "extras_notificationgroup_users"`);
    await q.query(`DROP INDEX "public"."IDX_689204256e140230255d200aa6"`);
    await q.query(`DROP INDEX "public"."IDX_516f6351ff03eb4e494287f10a"`);
    await q.query(`DROP TABLE "extras_notificationgroup_groups"`);
    await q.query(`DROP INDEX "public"."IDX_400ec078aa826fb4fe6a839010"`);
    await q.query(`DROP INDEX "public"."IDX_aed40f6af21b3e1227bf020e30"`);
    await q.query(`DROP TABLE "extras_configcontext_clusters"`);
    await q.query(`DROP INDEX "public"."IDX_7d7352d33ec1104f9193434c7b"`);
    await q.query(`DROP INDEX "public"."IDX_259117af5a50c1fd7d7a6db01e"`);
    await q.query(`DROP TABLE "extras_configcontext_cluster_groups"`);
    await q.query(`DROP INDEX "public"."IDX_91691feca6e9f0173fe8f1222f"`);
    await q.query(`DROP INDEX "public"."IDX_51ace61fc13a52c2bd7dc4e8e0"`);
    await q.query(`DROP TABLE "extras_configcontext_cluster_types"`);
    await q.query(`DROP INDEX "public"."IDX_a7dea6faf8a7502fbd1f4c954c"`);
    await q.query(`DROP TABLE "users_owner"`);
    await q.query(`DROP TABLE "users_ownergroup"`);
    await q.query(`DROP TABLE "users_userconfig"`);
    await q.query(`DROP INDEX "public"."IDX_fff3bda66836c6a3744982f9c9"`);
    await q.query(`DROP INDEX "public"."IDX_2cd28c053807a6220273b13520"`);
    await q.query(`DROP TABLE "extras_tableconfig"`);
    await q.query(`DROP INDEX "public"."IDX_575366bc99bfa61ccce6adfcfa"`);
    await q.query(`DROP INDEX "public"."IDX_0cc23ab9a37c0827ebce094a64"`);
    await q.query(`DROP INDEX "public"."IDX_a7118a3748ed9e2dbbce5adccf"`);
    await q.query(`DROP TABLE "extras_savedfilter"`);
    await q.query(`DROP INDEX "public"."IDX_737fe466c01ecfe59be4e8d599"`);
    await q.query(`DROP INDEX "public"."IDX_1be817457196bb40f739a69eab"`);
    await q.query(`DROP INDEX "public"."IDX_f26fd080d87c72970d2886b371"`);
    await q.query(`DROP INDEX "public"."IDX_b8d01c4594fce8cb0a036df7b9"`);
    await q.query(`DROP TABLE "extras_subscription"`);
    await q.query(`DROP INDEX "public"."IDX_305e8310b95708e24ccd4db5ee"`);
    await q.query(`DROP INDEX "public"."IDX_e2f369fcb8c3e62247c071295e"`);
    await q.query(`DROP INDEX "public"."IDX_b8323761df809f7e0ea55f2ae2"`);
    await q.query(`DROP INDEX "public"."IDX_31e130194b5f6bec88868696c4"`);
    await q.query(`DROP TABLE "extras_notification"`);
    await q.query(`DROP TABLE "extras_notificationgroup"`);
    await q.query(`DROP INDEX "public"."IDX_dd575fe4c7275ae150978920a5"`);
    await q.query(`DROP INDEX "public"."IDX_399f7994a5954d78b1d2c04d35"`);
    await q.query(`DROP INDEX "public"."IDX_0b2c8d700f0ce90787f188bcc7"`);
    await q.query(`DROP TABLE "extras_journalentry"`);
    await q.query(`DROP INDEX "public"."IDX_ec573d37e7e3ec35c4ddf4044b"`);
    await q.query(`DROP INDEX "public"."IDX_d66678d80515b3e036668490ac"`);
    await q.query(`DROP INDEX "public"."IDX_7f6d0cd5d92f7110a586c054dd"`);
    await q.query(`DROP INDEX "public"."IDX_a92b2063bcfb797d7f511441f3"`);
    await q.query(`DROP TABLE "extras_exporttemplate"`);
    await q.query(`DROP INDEX "public"."IDX_9bf6af32e3a1b93fc66226fcae"`);
    await q.query(`DROP INDEX "public"."IDX_7ec80552186eb5657f20a533cc"`);
    await q.query(`DROP TABLE "extras_customlink"`);
    await q.query(`DROP INDEX "public"."IDX_390b778f5c099c1e860684bf4a"`);
    await q.query(`DROP INDEX "public"."IDX_e8c41933dfe7f596877c1ac5ca"`);
    await q.query(`DROP INDEX "public"."IDX_df9c3104e7e0a5bca3277ef9b2"`);
    await q.query(`DROP INDEX "public"."IDX_acd16fd251fe7c811d72d6d8da"`);
    await q.query(`DROP TABLE "extras_configtemplate"`);
    await q.query(`DROP INDEX "public"."IDX_e0b73d712d2c31cb79c6ae1c2f"`);
    await q.query(`DROP INDEX "public"."IDX_2ff3fd238fb737870b9da9b767"`);
    await q.query(`DROP INDEX "public"."IDX_3f6300dd2c70ccdcb38f6c5b31"`);
    await q.query(`DROP TABLE "extras_configcontextprofile"`);
    await q.query(`DROP INDEX "public"."IDX_d42c4e4dceab5bab55d4cd5124"`);
    await q.query(`DROP INDEX "public"."IDX_d14ba08ee2a4d3a0c0794c1112"`);
    await q.query(`DROP INDEX "public"."IDX_baffd7259ed60b81356bc2b2eb"`);
    await q.query(`DROP INDEX "public"."IDX_ec7ed333f774636f913107cdde"`);
    await q.query(`DROP TABLE "extras_bookmark"`);
    await q.query(`DROP INDEX "public"."IDX_3428aacecba570dfc08b4a3f69"`);
    await q.query(`DROP TABLE "core_objecttype"`);
    await q.query(`DROP INDEX "public"."IDX_439e6f490b064a3aa57c5fc622"`);
    await q.query(`DROP INDEX "public"."IDX_519fa3dd54f34f59be1d91507b"`);
    await q.query(`DROP INDEX "public"."IDX_d8a570ab2fd501c16ffc380341"`);
    await q.query(`DROP TABLE "core_job"`);
    await q.query(`DROP INDEX "public"."IDX_799e242804e56e2be7faf427c2"`);
    await q.query(`DROP INDEX "public"."IDX_d50ccf28126c25034375e9480e"`);
    await q.query(`DROP TABLE "core_datafile"`);
    await q.query(`DROP INDEX "public"."IDX_405008c0733f0605a9c691ee5c"`);
    await q.query(`DROP TABLE "core_datasource"`);
  }
}
