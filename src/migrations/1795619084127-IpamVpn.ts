import { MigrationInterface, QueryRunner } from 'typeorm';

export class IpamVpn1795619084127 implements MigrationInterface {
  name = 'IpamVpn1795619084127';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "ipam_asnrange" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "start" bigint NOT NULL, "end" bigint NOT NULL, "rir_id" bigint NOT NULL, "tenant_id" bigint, CONSTRAINT "UQ_c52a1a1551efef704e19e154184" UNIQUE ("name"), CONSTRAINT "UQ_5aa215e76be23febe03da121ca5" UNIQUE ("slug"), CONSTRAINT "PK_398f2f352472014d2e7cf66cafb" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_107f4ccdd58aaf061cd83f7612" ON "ipam_asnrange"  ("rir_id") `);
    await q.query(`CREATE INDEX "IDX_46785c7490156bee51957647b0" ON "ipam_asnrange"  ("tenant_id") `);
    await q.query(`CREATE TABLE "ipam_fhrpgroup" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL DEFAULT '', "protocol" character varying(50) NOT NULL, "group_id" integer NOT NULL, "auth_type" character varying(50), "auth_key" character varying(255) NOT NULL DEFAULT '', CONSTRAINT "PK_88467ea5e1bafd331af9ed7fd33" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "ipam_fhrpgroupassignment" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "interface_type" character varying(100) NOT NULL, "interface_id" bigint NOT NULL, "priority" integer NOT NULL, "group_id" bigint NOT NULL, CONSTRAINT "PK_6bc06fa18187d603b1d9ad4947c" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_fbb5eb0763e4246a9451fad52b" ON "ipam_fhrpgroupassignment"  ("group_id") `);
    await q.query(`CREATE INDEX "IDX_d5dace45fb36d4760f25a7bf89" ON "ipam_fhrpgroupassignment"  ("interface_type", "interface_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_baf57d01f2f22eb75ecf97d042" ON "ipam_fhrpgroupassignment"  ("interface_type", "interface_id", "group_id") `);
    await q.query(`CREATE TABLE "ipam_asn" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "asn" bigint NOT NULL, "rir_id" bigint NOT NULL, "role_id" bigint, "tenant_id" bigint, CONSTRAINT "PK_24738396b18983651e41dbf6806" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_8e01c902c10b8ddd6305343638" ON "ipam_asn"  ("rir_id") `);
    await q.query(`CREATE INDEX "IDX_f8afcb273dc243167dab238a7e" ON "ipam_asn"  ("role_id") `);
    await q.query(`CREATE INDEX "IDX_2019c49882e686e76ee8192e41" ON "ipam_asn"  ("tenant_id") `);
    await q.query(`CREATE TABLE "ipam_servicetemplate" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "protocol" character varying(50) NOT NULL, "ports" jsonb NOT NULL, CONSTRAINT "UQ_1b69d0251ffa1f7e3d4e75d6fa3" UNIQUE ("name"), CONSTRAINT "PK_80948fda90a8a9b9e6983657c45" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "ipam_vlantranslationpolicy" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, CONSTRAINT "UQ_0da55a6edbe6345bb1fc46bdea8" UNIQUE ("name"), CONSTRAINT "PK_5a26180abc6d2ef07d79fc0a2c3" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "ipam_vlantranslationrule" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "local_vid" integer NOT NULL, "remote_vid" integer NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "policy_id" bigint NOT NULL, CONSTRAINT "PK_44b4e4ad779dff9453c9b033f8d" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_7728c3546118c04eb04b639931" ON "ipam_vlantranslationrule"  ("policy_id") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_f352f9c43eb03beca257e0d488" ON "ipam_vlantranslationrule"  ("policy_id", "remote_vid") `);
    await q.query(`CREATE UNIQUE INDEX "IDX_854c56249f607a168ff8e27404" ON "ipam_vlantranslationrule"  ("policy_id", "local_vid") `);
    await q.query(`CREATE TABLE "vpn_ikeproposal" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "authentication_method" character varying(50) NOT NULL, "encryption_algorithm" character varying(50) NOT NULL, "authentication_algorithm" character varying(50), "group" integer NOT NULL, "sa_lifetime" integer, CONSTRAINT "UQ_2f0ca33f409ba4b64f8947e6734" UNIQUE ("name"), CONSTRAINT "PK_15cebf501f98d600ab4700ce765" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "vpn_ikepolicy" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "version" integer NOT NULL DEFAULT '2', "mode" character varying(50), "preshared_key" text NOT NULL DEFAULT '', CONSTRAINT "UQ_e84b9fb80a8791f750943a1e562" UNIQUE ("name"), CONSTRAINT "PK_a8d477f54c0ad0f82a7de9248a2" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "vpn_ipsecproposal" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "encryption_algorithm" character varying(50), "authentication_algorithm" character varying(50), "sa_lifetime_seconds" integer, "sa_lifetime_data" integer, CONSTRAINT "UQ_d64927b1b4526abd3989cf3723d" UNIQUE ("name"), CONSTRAINT "PK_fa6ce9bbb3cbf1307683206e5a8" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "vpn_ipsecpolicy" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "pfs_group" integer, CONSTRAINT "UQ_387fd9edb8d2d2926464846fed3" UNIQUE ("name"), CONSTRAINT "PK_d23bac4b9628ae1d811f03ecbd5" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "vpn_ipsecprofile" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "mode" character varying(50) NOT NULL, "ike_policy_id" bigint NOT NULL, "ipsec_policy_id" bigint NOT NULL, CONSTRAINT "UQ_ac51ee35aca129a23fa7d1329d9" UNIQUE ("name"), CONSTRAINT "PK_a8aa90d499f9daa6246728fc216" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_5e5648a82b236d42d7c071eb8d" ON "vpn_ipsecprofile"  ("ike_policy_id") `);
    await q.query(`CREATE INDEX "IDX_e4f59993c777246fd456a57d31" ON "vpn_ipsecprofile"  ("ipsec_policy_id") `);
    await q.query(`CREATE TABLE "vpn_l2vpn" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "type" character varying(50) NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'active', "identifier" bigint, "tenant_id" bigint, CONSTRAINT "UQ_0bda22eed15986ab21f0d87a555" UNIQUE ("name"), CONSTRAINT "UQ_ca483a825619e6d144ad9ceb7fe" UNIQUE ("slug"), CONSTRAINT "PK_0ce83451c91e6d62787cf63e9bf" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_b359db76402b98368cc6c42d02" ON "vpn_l2vpn"  ("tenant_id") `);
    await q.query(`CREATE TABLE "vpn_l2vpntermination" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "assigned_object_type" character varying(100) NOT NULL, "assigned_object_id" bigint NOT NULL, "l2vpn_id" bigint NOT NULL, CONSTRAINT "PK_3a5f94dfe1163b14dcabb3e82f9" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_51a95428d63b1345271a07caa7" ON "vpn_l2vpntermination"  ("l2vpn_id") `);
    await q.query(`CREATE INDEX "IDX_39859bafd8891e3fc309a3f145" ON "vpn_l2vpntermination"  ("assigned_object_type", "assigned_object_id") `);
    await q.query(`CREATE UNIQUE INDEX "vpn_l2vpntermination_assigned_object" ON "vpn_l2vpntermination"  ("assigned_object_type", "assigned_object_id") `);
    await q.query(`CREATE TABLE "vpn_tunnelgroup" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "name" character varying(100) NOT NULL, "slug" character varying(100) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "tunnel_count" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_0bc2dbbf4f11a1f0c787ec59a09" UNIQUE ("name"), CONSTRAINT "UQ_4579238b74ae80f1445eea18ac5" UNIQUE ("slug"), CONSTRAINT "PK_d726d675f8d44fe265b9b386ce9" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "vpn_tunnel" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "description" character varying(200) NOT NULL DEFAULT '', "comments" text NOT NULL DEFAULT '', "name" character varying(100) NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'active', "encapsulation" character varying(50) NOT NULL, "tunnel_id" bigint, "terminations_count" integer NOT NULL DEFAULT '0', "group_id" bigint, "ipsec_profile_id" bigint, "tenant_id" bigint, CONSTRAINT "UQ_dc501a90be8eb861cff24f17fd3" UNIQUE ("name"), CONSTRAINT "PK_0094926f467ed295865d298052b" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_762b60b1ddef118a8821f93ff2" ON "vpn_tunnel"  ("group_id") `);
    await q.query(`CREATE INDEX "IDX_3b37bf9c164c1b352375cc5fdb" ON "vpn_tunnel"  ("ipsec_profile_id") `);
    await q.query(`CREATE INDEX "IDX_7650eaf656247a0dd1d072430d" ON "vpn_tunnel"  ("tenant_id") `);
    await q.query(`CREATE TABLE "vpn_tunneltermination" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "custom_field_data" jsonb NOT NULL DEFAULT '{}', "role" character varying(50) NOT NULL DEFAULT 'peer', "termination_type" character varying(100) NOT NULL, "termination_id" bigint NOT NULL, "tunnel_id" bigint NOT NULL, "outside_ip_id" bigint, CONSTRAINT "PK_7c2313e2f4c0eb0da38ed0a0d65" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_bb3d6bfe8e045374e0425cc7aa" ON "vpn_tunneltermination"  ("tunnel_id") `);
    await q.query(`CREATE INDEX "IDX_2511d92b69dfbdebc990e9d263" ON "vpn_tunneltermination"  ("termination_type", "termination_id") `);
    await q.query(`CREATE INDEX "IDX_af64c8bac6d590f75cec3159a8" ON "vpn_tunneltermination"  ("outside_ip_id") `);
    await q.query(`CREATE UNIQUE INDEX "vpn_tunneltermination_termination" ON "vpn_tunneltermination"  ("termination_type", "termination_id") `);
    await q.query(`CREATE TABLE "dcim_site_asns" ("asn_id" bigint NOT NULL, "site_id" bigint NOT NULL, CONSTRAINT "PK_fa3707fbbc97ddec265ef78b157" PRIMARY KEY ("asn_id", "site_id"))`);
    await q.query(`CREATE INDEX "IDX_7fd293d0441fac524546405749" ON "dcim_site_asns"  ("asn_id") `);
    await q.query(`CREATE INDEX "IDX_2ed2aa24053880075a3db87443" ON "dcim_site_asns"  ("site_id") `);
    await q.query(`CREATE TABLE "circuits_provider_asns" ("asn_id" bigint NOT NULL, "provider_id" bigint NOT NULL, CONSTRAINT "PK_ad0ad5b3aaca29f9c661e85a28a" PRIMARY KEY ("asn_id", "provider_id"))`);
    await q.query(`CREATE INDEX "IDX_bd3a23b5de5a42643fa848b050" ON "circuits_provider_asns"  ("asn_id") `);
    await q.query(`CREATE INDEX "IDX_a90c9fd43bdc059222adf53e1e" ON "circuits_provider_asns"  ("provider_id") `);
    await q.query(`CREATE TABLE "vpn_ikepolicy_proposals" ("ikepolicy_id" bigint NOT NULL, "ikeproposal_id" bigint NOT NULL, CONSTRAINT "PK_0d39e99f18290f1c64004c2bc7e" PRIMARY KEY ("ikepolicy_id", "ikeproposal_id"))`);
    await q.query(`CREATE INDEX "IDX_dbc4f384b917bdbc738f8e264d" ON "vpn_ikepolicy_proposals"  ("ikepolicy_id") `);
    await q.query(`CREATE INDEX "IDX_82b55ad587e58d9ced90aacead" ON "vpn_ikepolicy_proposals"  ("ikeproposal_id") `);
    await q.query(`CREATE TABLE "vpn_ipsecpolicy_proposals" ("ipsecpolicy_id" bigint NOT NULL, "ipsecproposal_id" bigint NOT NULL, CONSTRAINT "PK_5317676a0c32b8ee2825b7d73b3" PRIMARY KEY ("ipsecpolicy_id", "ipsecproposal_id"))`);
    await q.query(`CREATE INDEX "IDX_2b0357e728eff1dca5efbc34c8" ON "vpn_ipsecpolicy_proposals"  ("ipsecpolicy_id") `);
    await q.query(`CREATE INDEX "IDX_8bcbef4ac8c9aff072a7e05f17" ON "vpn_ipsecpolicy_proposals"  ("ipsecproposal_id") `);
    await q.query(`CREATE TABLE "vpn_l2vpn_import_targets" ("l2vpn_id" bigint NOT NULL, "routetarget_id" bigint NOT NULL, CONSTRAINT "PK_4bb5c2860dcba6a760396b90dcc" PRIMARY KEY ("l2vpn_id", "routetarget_id"))`);
    await q.query(`CREATE INDEX "IDX_04a3fa2063441ea3b721a23c4b" ON "vpn_l2vpn_import_targets"  ("l2vpn_id") `);
    await q.query(`CREATE INDEX "IDX_40d8f4aace18aa0058b9feaf4c" ON "vpn_l2vpn_import_targets"  ("routetarget_id") `);
    await q.query(`CREATE TABLE "vpn_l2vpn_export_targets" ("l2vpn_id" bigint NOT NULL, "routetarget_id" bigint NOT NULL, CONSTRAINT "PK_5d0ce46839fe0c414b4f368edb5" PRIMARY KEY ("l2vpn_id", "routetarget_id"))`);
    await q.query(`CREATE INDEX "IDX_b9b51442bff432abf1946c268b" ON "vpn_l2vpn_export_targets"  ("l2vpn_id") `);
    await q.query(`CREATE INDEX "IDX_fac2e41775faefa12ff6a17655" ON "vpn_l2vpn_export_targets"  ("routetarget_id") `);
    await q.query(`ALTER TABLE "dcim_interface" ADD "vlan_translation_policy_id" bigint`);
    await q.query(`ALTER TABLE "ipam_role" ADD "asn_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD "vlan_translation_policy_id" bigint`);
    await q.query(`CREATE INDEX "IDX_31324edaab45f98d3939137977" ON "dcim_interface"  ("vlan_translation_policy_id") `);
    await q.query(`CREATE INDEX "IDX_4eb0ab2c2cba2ceed7c9ca1e50" ON "virtualization_vminterface"  ("vlan_translation_policy_id") `);
    await q.query(`ALTER TABLE "dcim_interface" ADD CONSTRAINT "FK_31324edaab45f98d3939137977e" FOREIGN KEY ("vlan_translation_policy_id") REFERENCES "ipam_vlantranslationpolicy"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_asnrange" ADD CONSTRAINT "FK_107f4ccdd58aaf061cd83f76120" FOREIGN KEY ("rir_id") REFERENCES "ipam_rir"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_asnrange" ADD CONSTRAINT "FK_46785c7490156bee51957647b0b" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_fhrpgroupassignment" ADD CONSTRAINT "FK_fbb5eb0763e4246a9451fad52bc" FOREIGN KEY ("group_id") REFERENCES "ipam_fhrpgroup"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_asn" ADD CONSTRAINT "FK_8e01c902c10b8ddd63053436384" FOREIGN KEY ("rir_id") REFERENCES "ipam_rir"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_asn" ADD CONSTRAINT "FK_f8afcb273dc243167dab238a7ea" FOREIGN KEY ("role_id") REFERENCES "ipam_role"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_asn" ADD CONSTRAINT "FK_2019c49882e686e76ee8192e41b" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ipam_vlantranslationrule" ADD CONSTRAINT "FK_7728c3546118c04eb04b6399311" FOREIGN KEY ("policy_id") REFERENCES "ipam_vlantranslationpolicy"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "virtualization_vminterface" ADD CONSTRAINT "FK_4eb0ab2c2cba2ceed7c9ca1e50b" FOREIGN KEY ("vlan_translation_policy_id") REFERENCES "ipam_vlantranslationpolicy"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "vpn_ipsecprofile" ADD CONSTRAINT "FK_5e5648a82b236d42d7c071eb8d7" FOREIGN KEY ("ike_policy_id") REFERENCES "vpn_ikepolicy"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "vpn_ipsecprofile" ADD CONSTRAINT "FK_e4f59993c777246fd456a57d31e" FOREIGN KEY ("ipsec_policy_id") REFERENCES "vpn_ipsecpolicy"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "vpn_l2vpn" ADD CONSTRAINT "FK_b359db76402b98368cc6c42d02a" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "vpn_l2vpntermination" ADD CONSTRAINT "FK_51a95428d63b1345271a07caa72" FOREIGN KEY ("l2vpn_id") REFERENCES "vpn_l2vpn"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "vpn_tunnel" ADD CONSTRAINT "FK_762b60b1ddef118a8821f93ff2d" FOREIGN KEY ("group_id") REFERENCES "vpn_tunnelgroup"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "vpn_tunnel" ADD CONSTRAINT "FK_3b37bf9c164c1b352375cc5fdb0" FOREIGN KEY ("ipsec_profile_id") REFERENCES "vpn_ipsecprofile"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "vpn_tunnel" ADD CONSTRAINT "FK_7650eaf656247a0dd1d072430dc" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "vpn_tunneltermination" ADD CONSTRAINT "FK_bb3d6bfe8e045374e0425cc7aa9" FOREIGN KEY ("tunnel_id") REFERENCES "vpn_tunnel"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "vpn_tunneltermination" ADD CONSTRAINT "FK_af64c8bac6d590f75cec3159a82" FOREIGN KEY ("outside_ip_id") REFERENCES "ipam_ipaddress"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_site_asns" ADD CONSTRAINT "FK_7fd293d0441fac5245464057490" FOREIGN KEY ("asn_id") REFERENCES "ipam_asn"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "dcim_site_asns" ADD CONSTRAINT "FK_2ed2aa24053880075a3db87443e" FOREIGN KEY ("site_id") REFERENCES "dcim_site"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "circuits_provider_asns" ADD CONSTRAINT "FK_bd3a23b5de5a42643fa848b050c" FOREIGN KEY ("asn_id") REFERENCES "ipam_asn"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "circuits_provider_asns" ADD CONSTRAINT "FK_a90c9fd43bdc059222adf53e1ef" FOREIGN KEY ("provider_id") REFERENCES "circuits_provider"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "vpn_ikepolicy_proposals" ADD CONSTRAINT "FK_dbc4f384b917bdbc738f8e264d9" FOREIGN KEY ("ikepolicy_id") REFERENCES "vpn_ikepolicy"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "vpn_ikepolicy_proposals" ADD CONSTRAINT "FK_82b55ad587e58d9ced90aacead0" FOREIGN KEY ("ikeproposal_id") REFERENCES "vpn_ikeproposal"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "vpn_ipsecpolicy_proposals" ADD CONSTRAINT "FK_2b0357e728eff1dca5efbc34c89" FOREIGN KEY ("ipsecpolicy_id") REFERENCES "vpn_ipsecpolicy"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "vpn_ipsecpolicy_proposals" ADD CONSTRAINT "FK_8bcbef4ac8c9aff072a7e05f170" FOREIGN KEY ("ipsecproposal_id") REFERENCES "vpn_ipsecproposal"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "vpn_l2vpn_import_targets" ADD CONSTRAINT "FK_04a3fa2063441ea3b721a23c4b6" FOREIGN KEY ("l2vpn_id") REFERENCES "vpn_l2vpn"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "vpn_l2vpn_import_targets" ADD CONSTRAINT "FK_40d8f4aace18aa0058b9feaf4c9" FOREIGN KEY ("routetarget_id") REFERENCES "ipam_routetarget"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "vpn_l2vpn_export_targets" ADD CONSTRAINT "FK_b9b51442bff432abf1946c268bc" FOREIGN KEY ("l2vpn_id") REFERENCES "vpn_l2vpn"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "vpn_l2vpn_export_targets" ADD CONSTRAINT "FK_fac2e41775faefa12ff6a17655b" FOREIGN KEY ("routetarget_id") REFERENCES "ipam_routetarget"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_asn(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/asns/' || bx.id || '/'), 'display', 'AS' || bx.asn || CASE WHEN bx.asn >= 65536 THEN ' (' || (bx.asn / 65536) || '.' || (bx.asn % 65536) || ')' ELSE '' END, 'asn', bx."asn", 'description', bx."description") FROM "ipam_asn" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_asnrange(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/asn-ranges/' || bx.id || '/'), 'display', bx.name || ' (' || bx.start || '-' || bx."end" || ')', 'name', bx."name", 'description', bx."description") FROM "ipam_asnrange" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_fhrpgroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/fhrp-groups/' || bx.id || '/'), 'display', COALESCE(NULLIF(bx.name, '') || ' ', '') || ('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bx.protocol::text) || ': ' || bx.group_id
   || COALESCE(' (' || (SELECT fa.address::text FROM ipam_ipaddress fa WHERE fa.assigned_object_type = 'ipam.fhrpgroup' AND fa.assigned_object_id = bx.id
     ORDER BY host(fa.address)::inet, fa.id LIMIT 1) || ')', ''), 'protocol', CASE WHEN bx."protocol" IS NULL OR bx."protocol" = '' THEN NULL ELSE json_build_object('value', bx."protocol", 'label', COALESCE('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bx."protocol"::text, bx."protocol"::text)) END, 'group_id', bx."group_id", 'description', bx."description") FROM "ipam_fhrpgroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_fhrpgroupassignment(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/fhrp-group-assignments/' || bx.id || '/'), 'display', COALESCE(CASE bx.interface_type WHEN 'dcim.interface' THEN (SELECT fi.name || CASE WHEN fi.label <> '' THEN ' (' || fi.label || ')' ELSE '' END FROM "dcim_interface" fi WHERE fi.id = bx.interface_id) WHEN 'virtualization.vminterface' THEN (SELECT fi."name"::text FROM "virtualization_vminterface" fi WHERE fi.id = bx.interface_id) END, '') || ': '
    || (SELECT COALESCE(NULLIF(fg.name, '') || ' ', '') || ('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> fg.protocol::text) || ': ' || fg.group_id
   || COALESCE(' (' || (SELECT fa.address::text FROM ipam_ipaddress fa WHERE fa.assigned_object_type = 'ipam.fhrpgroup' AND fa.assigned_object_id = fg.id
     ORDER BY host(fa.address)::inet, fa.id LIMIT 1) || ')', '') FROM ipam_fhrpgroup fg WHERE fg.id = bx.group_id) || ' (' || bx.priority || ')', 'group', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/ipam/fhrp-groups/' || bj1.id || '/'), 'display', COALESCE(NULLIF(bj1.name, '') || ' ', '') || ('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bj1.protocol::text) || ': ' || bj1.group_id
   || COALESCE(' (' || (SELECT fa.address::text FROM ipam_ipaddress fa WHERE fa.assigned_object_type = 'ipam.fhrpgroup' AND fa.assigned_object_id = bj1.id
     ORDER BY host(fa.address)::inet, fa.id LIMIT 1) || ')', ''), 'protocol', CASE WHEN bj1."protocol" IS NULL OR bj1."protocol" = '' THEN NULL ELSE json_build_object('value', bj1."protocol", 'label', COALESCE('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bj1."protocol"::text, bj1."protocol"::text)) END, 'group_id', bj1."group_id", 'description', bj1."description") END, 'interface_type', bx."interface_type", 'interface_id', bx."interface_id", 'priority', bx."priority") FROM "ipam_fhrpgroupassignment" bx LEFT JOIN "ipam_fhrpgroup" bj1 ON bj1.id = bx."group_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_role(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'prefix_count', bx."prefix_count", 'vlan_count', bx."vlan_count", 'asn_count', bx."asn_count") FROM "ipam_role" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_servicetemplate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/service-templates/' || bx.id || '/'), 'display', bx.name || ' (' || upper(bx.protocol) || '/' || COALESCE((SELECT string_agg(CASE WHEN g.lo = g.hi THEN g.lo::text ELSE g.lo || '-' || g.hi END, ', ' ORDER BY g.lo)
   FROM (SELECT min(p) AS lo, max(p) AS hi FROM (SELECT p, p - row_number() OVER (ORDER BY p) AS grp
           FROM (SELECT DISTINCT (jsonb_array_elements_text(bx.ports))::int AS p) d) s GROUP BY grp) g), '') || ')', 'name', bx."name", 'protocol', CASE WHEN bx."protocol" IS NULL OR bx."protocol" = '' THEN NULL ELSE json_build_object('value', bx."protocol", 'label', COALESCE('{"tcp":"TCP","udp":"UDP","sctp":"SCTP"}'::jsonb ->> bx."protocol"::text, bx."protocol"::text)) END, 'ports', bx."ports", 'description', bx."description") FROM "ipam_servicetemplate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_vlantranslationpolicy(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/vlan-translation-policies/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "ipam_vlantranslationpolicy" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_vlantranslationrule(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/vlan-translation-rules/' || bx.id || '/'), 'display', bx.local_vid || ' -> ' || bx.remote_vid || ' (' || (SELECT p.name FROM ipam_vlantranslationpolicy p WHERE p.id = bx.policy_id) || ')', 'policy', bx."policy_id", 'local_vid', bx."local_vid", 'remote_vid', bx."remote_vid", 'description', bx."description") FROM "ipam_vlantranslationrule" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_ikepolicy(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/ike-policies/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "vpn_ikepolicy" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_ikeproposal(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/ike-proposals/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "vpn_ikeproposal" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_ipsecpolicy(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/ipsec-policies/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "vpn_ipsecpolicy" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_ipsecprofile(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/ipsec-profiles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "vpn_ipsecprofile" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_ipsecproposal(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/ipsec-proposals/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "vpn_ipsecproposal" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_l2vpn(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/l2vpns/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.identifier IS NOT NULL AND bx.identifier <> 0 THEN ' (' || bx.identifier || ')' ELSE '' END, 'identifier', bx."identifier", 'name', bx."name", 'slug', bx."slug", 'type', CASE WHEN bx."type" IS NULL OR bx."type" = '' THEN NULL ELSE json_build_object('value', bx."type", 'label', COALESCE('{"vpws":"VPWS","vpls":"VPLS","vxlan":"VXLAN","vxlan-evpn":"VXLAN-EVPN","mpls-evpn":"MPLS EVPN","pbb-evpn":"PBB EVPN","evpn-vpws":"EVPN VPWS","epl":"EPL","evpl":"EVPL","ep-lan":"Ethernet Private LAN","evp-lan":"Ethernet Virtual Private LAN","ep-tree":"Ethernet Private Tree","evp-tree":"Ethernet Virtual Private Tree","spb":"SPB"}'::jsonb ->> bx."type"::text, bx."type"::text)) END, 'description', bx."description") FROM "vpn_l2vpn" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_l2vpntermination(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/l2vpn-terminations/' || bx.id || '/'), 'display', COALESCE(CASE bx.assigned_object_type WHEN 'dcim.interface' THEN (SELECT lo.name || CASE WHEN lo.label <> '' THEN ' (' || lo.label || ')' ELSE '' END FROM "dcim_interface" lo WHERE lo.id = bx.assigned_object_id) WHEN 'ipam.vlan' THEN (SELECT lo.name || ' (' || lo.vid || ')' FROM "ipam_vlan" lo WHERE lo.id = bx.assigned_object_id) WHEN 'virtualization.vminterface' THEN (SELECT lo."name"::text FROM "virtualization_vminterface" lo WHERE lo.id = bx.assigned_object_id) END, '') || ' <> '
    || (SELECT lv.name || CASE WHEN lv.identifier IS NOT NULL AND lv.identifier <> 0 THEN ' (' || lv.identifier || ')' ELSE '' END FROM vpn_l2vpn lv WHERE lv.id = bx.l2vpn_id), 'l2vpn', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/vpn/l2vpns/' || bj1.id || '/'), 'display', bj1.name || CASE WHEN bj1.identifier IS NOT NULL AND bj1.identifier <> 0 THEN ' (' || bj1.identifier || ')' ELSE '' END, 'identifier', bj1."identifier", 'name', bj1."name", 'slug', bj1."slug", 'type', CASE WHEN bj1."type" IS NULL OR bj1."type" = '' THEN NULL ELSE json_build_object('value', bj1."type", 'label', COALESCE('{"vpws":"VPWS","vpls":"VPLS","vxlan":"VXLAN","vxlan-evpn":"VXLAN-EVPN","mpls-evpn":"MPLS EVPN","pbb-evpn":"PBB EVPN","evpn-vpws":"EVPN VPWS","epl":"EPL","evpl":"EVPL","ep-lan":"Ethernet Private LAN","evp-lan":"Ethernet Virtual Private LAN","ep-tree":"Ethernet Private Tree","evp-tree":"Ethernet Virtual Private Tree","spb":"SPB"}'::jsonb ->> bj1."type"::text, bj1."type"::text)) END, 'description', bj1."description") END) FROM "vpn_l2vpntermination" bx LEFT JOIN "vpn_l2vpn" bj1 ON bj1.id = bx."l2vpn_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_tunnel(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/tunnels/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "vpn_tunnel" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_tunnelgroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/tunnel-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'tunnel_count', bx."tunnel_count") FROM "vpn_tunnelgroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_tunneltermination(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/tunnel-terminations/' || bx.id || '/'), 'display', (SELECT tn.name FROM vpn_tunnel tn WHERE tn.id = bx.tunnel_id) || ': Termination ' || bx.id) FROM "vpn_tunneltermination" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.providernetwork":"Circuits | provider network","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.asn":"IPAM | ASN","ipam.asnrange":"IPAM | ASN range","ipam.fhrpgroup":"IPAM | FHRP group","ipam.fhrpgroupassignment":"IPAM | FHRP group assignment","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.servicetemplate":"IPAM | application service template","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vlantranslationpolicy":"IPAM | VLAN translation policy","ipam.vlantranslationrule":"IPAM | VLAN translation rule","ipam.vrf":"IPAM | VRF","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface","vpn.ikepolicy":"VPN | IKE policy","vpn.ikeproposal":"VPN | IKE proposal","vpn.ipsecpolicy":"VPN | IPSec policy","vpn.ipsecprofile":"VPN | IPSec profile","vpn.ipsecproposal":"VPN | IPSec proposal","vpn.l2vpn":"VPN | L2VPN","vpn.l2vpntermination":"VPN | L2VPN termination","vpn.tunnel":"VPN | tunnel","vpn.tunnelgroup":"VPN | tunnel group","vpn.tunneltermination":"VPN | tunnel termination"}'::jsonb ->> $1, $1);
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
    await q.query(`DROP FUNCTION inv_brief_vpn_tunneltermination(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_vpn_tunnelgroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_vpn_tunnel(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_vpn_l2vpntermination(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_vpn_l2vpn(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_vpn_ipsecproposal(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_vpn_ipsecprofile(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_vpn_ipsecpolicy(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_vpn_ikeproposal(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_vpn_ikepolicy(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_vlantranslationrule(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_vlantranslationpolicy(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_servicetemplate(text, bigint)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_ipam_role(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'prefix_count', bx."prefix_count", 'vlan_count', bx."vlan_count", 'asn_count', (0)) FROM "ipam_role" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`DROP FUNCTION inv_brief_ipam_fhrpgroupassignment(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_fhrpgroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_asnrange(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_asn(text, bigint)`);
    await q.query(`ALTER TABLE "vpn_l2vpn_export_targets" DROP CONSTRAINT "FK_fac2e41775faefa12ff6a17655b"`);
    await q.query(`ALTER TABLE "vpn_l2vpn_export_targets" DROP CONSTRAINT "FK_b9b51442bff432abf1946c268bc"`);
    await q.query(`ALTER TABLE "vpn_l2vpn_import_targets" DROP CONSTRAINT "FK_40d8f4aace18aa0058b9feaf4c9"`);
    await q.query(`ALTER TABLE "vpn_l2vpn_import_targets" DROP CONSTRAINT "FK_04a3fa2063441ea3b721a23c4b6"`);
    await q.query(`ALTER TABLE "vpn_ipsecpolicy_proposals" DROP CONSTRAINT "FK_8bcbef4ac8c9aff072a7e05f170"`);
    await q.query(`ALTER TABLE "vpn_ipsecpolicy_proposals" DROP CONSTRAINT "FK_2b0357e728eff1dca5efbc34c89"`);
    await q.query(`ALTER TABLE "vpn_ikepolicy_proposals" DROP CONSTRAINT "FK_82b55ad587e58d9ced90aacead0"`);
    await q.query(`ALTER TABLE "vpn_ikepolicy_proposals" DROP CONSTRAINT "FK_dbc4f384b917bdbc738f8e264d9"`);
    await q.query(`ALTER TABLE "circuits_provider_asns" DROP CONSTRAINT "FK_a90c9fd43bdc059222adf53e1ef"`);
    await q.query(`ALTER TABLE "circuits_provider_asns" DROP CONSTRAINT "FK_bd3a23b5de5a42643fa848b050c"`);
    await q.query(`ALTER TABLE "dcim_site_asns" DROP CONSTRAINT "FK_2ed2aa24053880075a3db87443e"`);
    await q.query(`ALTER TABLE "dcim_site_asns" DROP CONSTRAINT "FK_7fd293d0441fac5245464057490"`);
    await q.query(`ALTER TABLE "vpn_tunneltermination" DROP CONSTRAINT "FK_af64c8bac6d590f75cec3159a82"`);
    await q.query(`ALTER TABLE "vpn_tunneltermination" DROP CONSTRAINT "FK_bb3d6bfe8e045374e0425cc7aa9"`);
    await q.query(`ALTER TABLE "vpn_tunnel" DROP CONSTRAINT "FK_7650eaf656247a0dd1d072430dc"`);
    await q.query(`ALTER TABLE "vpn_tunnel" DROP CONSTRAINT "FK_3b37bf9c164c1b352375cc5fdb0"`);
    await q.query(`ALTER TABLE "vpn_tunnel" DROP CONSTRAINT "FK_762b60b1ddef118a8821f93ff2d"`);
    await q.query(`ALTER TABLE "vpn_l2vpntermination" DROP CONSTRAINT "FK_51a95428d63b1345271a07caa72"`);
    await q.query(`ALTER TABLE "vpn_l2vpn" DROP CONSTRAINT "FK_b359db76402b98368cc6c42d02a"`);
    await q.query(`ALTER TABLE "vpn_ipsecprofile" DROP CONSTRAINT "FK_e4f59993c777246fd456a57d31e"`);
    await q.query(`ALTER TABLE "vpn_ipsecprofile" DROP CONSTRAINT "FK_5e5648a82b236d42d7c071eb8d7"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP CONSTRAINT "FK_4eb0ab2c2cba2ceed7c9ca1e50b"`);
    await q.query(`ALTER TABLE "ipam_vlantranslationrule" DROP CONSTRAINT "FK_7728c3546118c04eb04b6399311"`);
    await q.query(`ALTER TABLE "ipam_asn" DROP CONSTRAINT "FK_2019c49882e686e76ee8192e41b"`);
    await q.query(`ALTER TABLE "ipam_asn" DROP CONSTRAINT "FK_f8afcb273dc243167dab238a7ea"`);
    await q.query(`ALTER TABLE "ipam_asn" DROP CONSTRAINT "FK_8e01c902c10b8ddd63053436384"`);
    await q.query(`ALTER TABLE "ipam_fhrpgroupassignment" DROP CONSTRAINT "FK_fbb5eb0763e4246a9451fad52bc"`);
    await q.query(`ALTER TABLE "ipam_asnrange" DROP CONSTRAINT "FK_46785c7490156bee51957647b0b"`);
    await q.query(`ALTER TABLE "ipam_asnrange" DROP CONSTRAINT "FK_107f4ccdd58aaf061cd83f76120"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP CONSTRAINT "FK_31324edaab45f98d3939137977e"`);
    await q.query(`DROP INDEX "public"."IDX_4eb0ab2c2cba2ceed7c9ca1e50"`);
    await q.query(`DROP INDEX "public"."IDX_31324edaab45f98d3939137977"`);
    await q.query(`ALTER TABLE "virtualization_vminterface" DROP COLUMN "vlan_translation_policy_id"`);
    await q.query(`ALTER TABLE "ipam_role" DROP COLUMN "asn_count"`);
    await q.query(`ALTER TABLE "dcim_interface" DROP COLUMN "vlan_translation_policy_id"`);
    await q.query(`DROP INDEX "public"."IDX_fac2e41775faefa12ff6a17655"`);
    await q.query(`DROP INDEX "public"."IDX_b9b51442bff432abf1946c268b"`);
    await q.query(`DROP TABLE "vpn_l2vpn_export_targets"`);
    await q.query(`DROP INDEX "public"."IDX_40d8f4aace18aa0058b9feaf4c"`);
    await q.query(`DROP INDEX "public"."IDX_04a3fa2063441ea3b721a23c4b"`);
    await q.query(`DROP TABLE "vpn_l2vpn_import_targets"`);
    await q.query(`DROP INDEX "public"."IDX_8bcbef4ac8c9aff072a7e05f17"`);
    await q.query(`DROP INDEX "public"."IDX_2b0357e728eff1dca5efbc34c8"`);
    await q.query(`DROP TABLE "vpn_ipsecpolicy_proposals"`);
    await q.query(`DROP INDEX "public"."IDX_82b55ad587e58d9ced90aacead"`);
    await q.query(`DROP INDEX "public"."IDX_dbc4f384b917bdbc738f8e264d"`);
    await q.query(`DROP TABLE "vpn_ikepolicy_proposals"`);
    await q.query(`DROP INDEX "public"."IDX_a90c9fd43bdc059222adf53e1e"`);
    await q.query(`DROP INDEX "public"."IDX_bd3a23b5de5a42643fa848b050"`);
    await q.query(`DROP TABLE "circuits_provider_asns"`);
    await q.query(`DROP INDEX "public"."IDX_2ed2aa24053880075a3db87443"`);
    await q.query(`DROP INDEX "public"."IDX_7fd293d0441fac524546405749"`);
    await q.query(`DROP TABLE "dcim_site_asns"`);
    await q.query(`DROP INDEX "public"."vpn_tunneltermination_termination"`);
    await q.query(`DROP INDEX "public"."IDX_af64c8bac6d590f75cec3159a8"`);
    await q.query(`DROP INDEX "public"."IDX_2511d92b69dfbdebc990e9d263"`);
    await q.query(`DROP INDEX "public"."IDX_bb3d6bfe8e045374e0425cc7aa"`);
    await q.query(`DROP TABLE "vpn_tunneltermination"`);
    await q.query(`DROP INDEX "public"."IDX_7650eaf656247a0dd1d072430d"`);
    await q.query(`DROP INDEX "public"."IDX_3b37bf9c164c1b352375cc5fdb"`);
    await q.query(`DROP INDEX "public"."IDX_762b60b1ddef118a8821f93ff2"`);
    await q.query(`DROP TABLE "vpn_tunnel"`);
    await q.query(`DROP TABLE "vpn_tunnelgroup"`);
    await q.query(`DROP INDEX "public"."vpn_l2vpntermination_assigned_object"`);
    await q.query(`DROP INDEX "public"."IDX_39859bafd8891e3fc309a3f145"`);
    await q.query(`DROP INDEX "public"."IDX_51a95428d63b1345271a07caa7"`);
    await q.query(`DROP TABLE "vpn_l2vpntermination"`);
    await q.query(`DROP INDEX "public"."IDX_b359db76402b98368cc6c42d02"`);
    await q.query(`DROP TABLE "vpn_l2vpn"`);
    await q.query(`DROP INDEX "public"."IDX_e4f59993c777246fd456a57d31"`);
    await q.query(`DROP INDEX "public"."IDX_5e5648a82b236d42d7c071eb8d"`);
    await q.query(`DROP TABLE "vpn_ipsecprofile"`);
    await q.query(`DROP TABLE "vpn_ipsecpolicy"`);
    await q.query(`DROP TABLE "vpn_ipsecproposal"`);
    await q.query(`DROP TABLE "vpn_ikepolicy"`);
    await q.query(`DROP TABLE "vpn_ikeproposal"`);
    await q.query(`DROP INDEX "public"."IDX_854c56249f607a168ff8e27404"`);
    await q.query(`DROP INDEX "public"."IDX_f352f9c43eb03beca257e0d488"`);
    await q.query(`DROP INDEX "public"."IDX_7728c3546118c04eb04b639931"`);
    await q.query(`DROP TABLE "ipam_vlantranslationrule"`);
    await q.query(`DROP TABLE "ipam_vlantranslationpolicy"`);
    await q.query(`DROP TABLE "ipam_servicetemplate"`);
    await q.query(`DROP INDEX "public"."IDX_2019c49882e686e76ee8192e41"`);
    await q.query(`DROP INDEX "public"."IDX_f8afcb273dc243167dab238a7e"`);
    await q.query(`DROP INDEX "public"."IDX_8e01c902c10b8ddd6305343638"`);
    await q.query(`DROP TABLE "ipam_asn"`);
    await q.query(`DROP INDEX "public"."IDX_baf57d01f2f22eb75ecf97d042"`);
    await q.query(`DROP INDEX "public"."IDX_d5dace45fb36d4760f25a7bf89"`);
    await q.query(`DROP INDEX "public"."IDX_fbb5eb0763e4246a9451fad52b"`);
    await q.query(`DROP TABLE "ipam_fhrpgroupassignment"`);
    await q.query(`DROP TABLE "ipam_fhrpgroup"`);
    await q.query(`DROP INDEX "public"."IDX_46785c7490156bee51957647b0"`);
    await q.query(`DROP INDEX "public"."IDX_107f4ccdd58aaf061cd83f7612"`);
    await q.query(`DROP TABLE "ipam_asnrange"`);
  }
}
