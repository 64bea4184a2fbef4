import { MigrationInterface, QueryRunner } from 'typeorm';

/** Join table of each criterion and its target column; `_<field>` on extras_configcontext caches its ids. */
const CRITERIA: [field: string, targetColumn: string][] = [
  ['regions', 'region_id'],
  ['site_groups', 'sitegroup_id'],
  ['sites', 'site_id'],
  ['locations', 'location_id'],
  ['device_types', 'devicetype_id'],
  ['roles', 'devicerole_id'],
  ['platforms', 'platform_id'],
  ['tenant_groups', 'tenantgroup_id'],
  ['tenants', 'tenant_id'],
  ['tags', 'tag_id'],
];

/**
 * Config contexts (src/extras/config-contexts): the context table, one join table per criterion, and,
 * written by hand below the generated part:
 * - inv_deep_merge(a, b) / inv_deep_merge_agg(data, data_paths ORDER BY …): NetBox's deepmerge — a key
 *   whose values are objects on both sides (and b's is non-empty) merges recursively, anything else
 *   (lists, scalars, an empty object) from b replaces a's. A context's `_data_paths` (its non-empty
 *   objects, kept by a trigger) spare the fold from discovering them for every device;
 * - triggers keeping the `_<field>` id caches equal to the join tables on every insert and delete
 *   (cascades from deleted regions, tags… included), so rendering compares arrays, not join rows.
 * Virtualization's criteria (cluster_types, cluster_groups, clusters) will need the same in their own
 * migration: the join table, the `_<field>` column and the two triggers calling
 * inv_configcontext_criterion_sync('_<field>', '<target>_id').
 */
export class ConfigContexts1795309824792 implements MigrationInterface {
  name = 'ConfigContexts1795309824792';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "extras_configcontext" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "name" character varying(100) NOT NULL, "weight" integer NOT NULL DEFAULT '1000', "description" character varying(200) NOT NULL DEFAULT '', "is_active" boolean NOT NULL DEFAULT true, "data" jsonb NOT NULL, "_regions" bigint array NOT NULL DEFAULT '{}', "_site_groups" bigint array NOT NULL DEFAULT '{}', "_sites" bigint array NOT NULL DEFAULT '{}', "_locations" bigint array NOT NULL DEFAULT '{}', "_device_types" bigint array NOT NULL DEFAULT '{}', "_roles" bigint array NOT NULL DEFAULT '{}', "_platforms" bigint array NOT NULL DEFAULT '{}', "_tenant_groups" bigint array NOT NULL DEFAULT '{}', "_tenants" bigint array NOT NULL DEFAULT '{}', "_tags" bigint array NOT NULL DEFAULT '{}', "_data_paths" text array NOT NULL DEFAULT '{}', CONSTRAINT "UQ_90db2ee934c4e46399684c0690d" UNIQUE ("name"), CONSTRAINT "PK_6a586875d0a4d98139a8a6c5ef7" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "extras_configcontext_regions" ("configcontext_id" bigint NOT NULL, "region_id" bigint NOT NULL, CONSTRAINT "PK_7046845548362dc20941a1ec87e" PRIMARY KEY ("configcontext_id", "region_id"))`);
    await q.query(`CREATE INDEX "IDX_fec766bf63be88c9912439364e" ON "extras_configcontext_regions"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_e81a7305e6f82c7734af58b7f5" ON "extras_configcontext_regions"  ("region_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_site_groups" ("configcontext_id" bigint NOT NULL, "sitegroup_id" bigint NOT NULL, CONSTRAINT "PK_e72a97a679f050a028e9b724936" PRIMARY KEY ("configcontext_id", "sitegroup_id"))`);
    await q.query(`CREATE INDEX "IDX_c89a0f80ef9c34719cd74f56e0" ON "extras_configcontext_site_groups"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_a52fe7c4e5734b34ca227302f2" ON "extras_configcontext_site_groups"  ("sitegroup_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_sites" ("configcontext_id" bigint NOT NULL, "site_id" bigint NOT NULL, CONSTRAINT "PK_d8430ec40254f0f77c8fc01c179" PRIMARY KEY ("configcontext_id", "site_id"))`);
    await q.query(`CREATE INDEX "IDX_f70a14c47a68930e51fee6a00f" ON "extras_configcontext_sites"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_943a51e66bd4a58ec437c7df7c" ON "extras_configcontext_sites"  ("site_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_locations" ("configcontext_id" bigint NOT NULL, "location_id" bigint NOT NULL, CONSTRAINT "PK_43f8f882a5591dc6d4d7cb6fba8" PRIMARY KEY ("configcontext_id", "location_id"))`);
    await q.query(`CREATE INDEX "IDX_5932b926ff5d0b3a9bdf652f37" ON "extras_configcontext_locations"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_7d6a6f52fd0f49d8bb1245b4bf" ON "extras_configcontext_locations"  ("location_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_device_types" ("configcontext_id" bigint NOT NULL, "devicetype_id" bigint NOT NULL, CONSTRAINT "PK_0d4e9501e022f64795b12027dc0" PRIMARY KEY ("configcontext_id", "devicetype_id"))`);
    await q.query(`CREATE INDEX "IDX_0aed399710bcf355b3be547657" ON "extras_configcontext_device_types"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_43aa20cc24f8182f66e0625caf" ON "extras_configcontext_device_types"  ("devicetype_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_roles" ("configcontext_id" bigint NOT NULL, "devicerole_id" bigint NOT NULL, CONSTRAINT "PK_e49b55d72c20ccaa231ccc90704" PRIMARY KEY ("configcontext_id", "devicerole_id"))`);
    await q.query(`CREATE INDEX "IDX_e239487f3030b5304bb9f7976d" ON "extras_configcontext_roles"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_e3634f2ccd43c8249c3f891544" ON "extras_configcontext_roles"  ("devicerole_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_platforms" ("configcontext_id" bigint NOT NULL, "platform_id" bigint NOT NULL, CONSTRAINT "PK_060863d55e92a04d73d6413f88e" PRIMARY KEY ("configcontext_id", "platform_id"))`);
    await q.query(`CREATE INDEX "IDX_12453d7c3b51a95bd8b7bdb05b" ON "extras_configcontext_platforms"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_c1a308e79822886de603e89d46" ON "extras_configcontext_platforms"  ("platform_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_tenant_groups" ("configcontext_id" bigint NOT NULL, "tenantgroup_id" bigint NOT NULL, CONSTRAINT "PK_682d649d0de36de06f1b6300554" PRIMARY KEY ("configcontext_id", "tenantgroup_id"))`);
    await q.query(`CREATE INDEX "IDX_7bd92e05105cb5164054809044" ON "extras_configcontext_tenant_groups"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_afbee67085430e62ebe0c1a79a" ON "extras_configcontext_tenant_groups"  ("tenantgroup_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_tenants" ("configcontext_id" bigint NOT NULL, "tenant_id" bigint NOT NULL, CONSTRAINT "PK_b0fa48e0704cbcb90bb30d32350" PRIMARY KEY ("configcontext_id", "tenant_id"))`);
    await q.query(`CREATE INDEX "IDX_cf5a776bb166f5150b9d5e4b74" ON "extras_configcontext_tenants"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_e6ffa477a5eab087637cc331b7" ON "extras_configcontext_tenants"  ("tenant_id") `);
    await q.query(`CREATE TABLE "extras_configcontext_tags" ("configcontext_id" bigint NOT NULL, "tag_id" bigint NOT NULL, CONSTRAINT "PK_9fc9c00edb4c90a8815cb32bf4c" PRIMARY KEY ("configcontext_id", "tag_id"))`);
    await q.query(`CREATE INDEX "IDX_a2f7325e093fe2e2754a9961e2" ON "extras_configcontext_tags"  ("configcontext_id") `);
    await q.query(`CREATE INDEX "IDX_4923814c2d59f06f6840c753fe" ON "extras_configcontext_tags"  ("tag_id") `);
    await q.query(`ALTER TABLE "extras_configcontext_regions" ADD CONSTRAINT "FK_fec766bf63be88c9912439364e9" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_regions" ADD CONSTRAINT "FK_e81a7305e6f82c7734af58b7f51" FOREIGN KEY ("region_id") REFERENCES "dcim_region"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_site_groups" ADD CONSTRAINT "FK_c89a0f80ef9c34719cd74f56e08" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_site_groups" ADD CONSTRAINT "FK_a52fe7c4e5734b34ca227302f2e" FOREIGN KEY ("sitegroup_id") REFERENCES "dcim_sitegroup"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_sites" ADD CONSTRAINT "FK_f70a14c47a68930e51fee6a00f5" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_sites" ADD CONSTRAINT "FK_943a51e66bd4a58ec437c7df7cb" FOREIGN KEY ("site_id") REFERENCES "dcim_site"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_locations" ADD CONSTRAINT "FK_5932b926ff5d0b3a9bdf652f378" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_locations" ADD CONSTRAINT "FK_7d6a6f52fd0f49d8bb1245b4bf1" FOREIGN KEY ("location_id") REFERENCES "dcim_location"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_device_types" ADD CONSTRAINT "FK_0aed399710bcf355b3be5476571" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_device_types" ADD CONSTRAINT "FK_43aa20cc24f8182f66e0625caf2" FOREIGN KEY ("devicetype_id") REFERENCES "dcim_devicetype"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_roles" ADD CONSTRAINT "FK_e239487f3030b5304bb9f7976de" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_roles" ADD CONSTRAINT "FK_e3634f2ccd43c8249c3f8915442" FOREIGN KEY ("devicerole_id") REFERENCES "dcim_devicerole"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_platforms" ADD CONSTRAINT "FK_12453d7c3b51a95bd8b7bdb05b6" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_platforms" ADD CONSTRAINT "FK_c1a308e79822886de603e89d460" FOREIGN KEY ("platform_id") REFERENCES "dcim_platform"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_tenant_groups" ADD CONSTRAINT "FK_7bd92e05105cb51640548090443" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_tenant_groups" ADD CONSTRAINT "FK_afbee67085430e62ebe0c1a79ac" FOREIGN KEY ("tenantgroup_id") REFERENCES "tenancy_tenantgroup"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_tenants" ADD CONSTRAINT "FK_cf5a776bb166f5150b9d5e4b744" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_tenants" ADD CONSTRAINT "FK_e6ffa477a5eab087637cc331b79" FOREIGN KEY ("tenant_id") REFERENCES "tenancy_tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_tags" ADD CONSTRAINT "FK_a2f7325e093fe2e2754a9961e26" FOREIGN KEY ("configcontext_id") REFERENCES "extras_configcontext"("id") ON DELETE CASCADE ON UPDATE CASCADE`);
    await q.query(`ALTER TABLE "extras_configcontext_tags" ADD CONSTRAINT "FK_4923814c2d59f06f6840c753fec" FOREIGN KEY ("tag_id") REFERENCES "extras_tag"("id") ON DELETE CASCADE ON UPDATE CASCADE`);

    // --- hand-written ---
    // The paths (as text[] literals, parents first) of the non-empty objects inside a JSON object.
    await q.query(`
      CREATE FUNCTION inv_object_paths(data jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        WITH RECURSIVE node(path, value) AS (
          SELECT ARRAY[e.key], e.value FROM jsonb_each(CASE WHEN jsonb_typeof(data) = 'object' THEN data ELSE '{}' END) e
          UNION ALL
          SELECT node.path || e.key, e.value
            FROM node, jsonb_each(CASE WHEN jsonb_typeof(node.value) = 'object' THEN node.value ELSE '{}' END) e
        )
        SELECT COALESCE(array_agg(path::text ORDER BY path), '{}') FROM node
         WHERE jsonb_typeof(value) = 'object' AND value <> '{}'
      $$`);
    // Deep merge of b into a, given b's object paths: b's top level replaces a's, then, parents first,
    // each non-empty object of b whose counterpart in a is an object (under a merged parent) becomes
    // a's object || b's. Only simple expressions, so PL/pgSQL runs it without planning queries.
    await q.query(`
      CREATE FUNCTION inv_deep_merge(a jsonb, b jsonb, b_paths text[]) RETURNS jsonb
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE
        merged jsonb;
        merged_paths text[] := '{}';
        path_text text;
        path text[];
        counterpart jsonb;
      BEGIN
        IF b IS NULL THEN RETURN COALESCE(a, '{}'); END IF;
        IF a IS NULL OR a = '{}' OR jsonb_typeof(a) <> 'object' OR jsonb_typeof(b) <> 'object' THEN RETURN b; END IF;
        merged := a || b;
        FOREACH path_text IN ARRAY COALESCE(b_paths, '{}') LOOP
          path := path_text::text[];
          IF cardinality(path) = 1 OR path[1:cardinality(path) - 1]::text = ANY(merged_paths) THEN
            counterpart := a #> path;
            IF jsonb_typeof(counterpart) = 'object' THEN
              merged := jsonb_set(merged, path, counterpart || (b #> path));
              merged_paths := merged_paths || path_text;
            END IF;
          END IF;
        END LOOP;
        RETURN merged;
      END
      $$`);
    await q.query(`
      CREATE FUNCTION inv_deep_merge(a jsonb, b jsonb) RETURNS jsonb
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      BEGIN
        IF b IS NULL OR b = '{}' THEN RETURN COALESCE(a, '{}'); END IF;
        RETURN inv_deep_merge(a, b, inv_object_paths(b));
      END
      $$`);
    // inv_deep_merge_agg(data, data_paths ORDER BY …): the fold of a list of objects, {} for none.
    await q.query(
      `CREATE AGGREGATE inv_deep_merge_agg(jsonb, text[]) (SFUNC = inv_deep_merge, STYPE = jsonb, INITCOND = '{}', PARALLEL = SAFE)`,
    );
    // a context's data paths are kept next to its data
    await q.query(`
      CREATE FUNCTION inv_configcontext_data_paths() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        NEW._data_paths := inv_object_paths(NEW.data);
        RETURN NEW;
      END
      $$`);
    await q.query(
      `CREATE TRIGGER "XT_extras_configcontext_data_paths" BEFORE INSERT OR UPDATE OF data ON "extras_configcontext"
       FOR EACH ROW EXECUTE FUNCTION inv_configcontext_data_paths()`,
    );
    // TG_ARGV: the cache column, the join table's target column. Join rows are only inserted and deleted.
    await q.query(`
      CREATE FUNCTION inv_configcontext_criterion_sync() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format(
          'UPDATE extras_configcontext c SET %1$I = ARRAY(SELECT j.%2$I FROM %3$I j WHERE j.configcontext_id = c.id ORDER BY 1)
            WHERE c.id IN (SELECT configcontext_id FROM %4$I)',
          TG_ARGV[0], TG_ARGV[1], TG_TABLE_NAME, CASE TG_OP WHEN 'INSERT' THEN 'inserted' ELSE 'deleted' END);
        RETURN NULL;
      END
      $$`);
    for (const [field, target] of CRITERIA) {
      const table = `extras_configcontext_${field}`;
      for (const [event, transition] of [['INSERT', 'NEW TABLE AS inserted'], ['DELETE', 'OLD TABLE AS deleted']]) {
        await q.query(
          `CREATE TRIGGER "XT_${table}_${event.toLowerCase()}" AFTER ${event} ON "${table}" REFERENCING ${transition}
           FOR EACH STATEMENT EXECUTE FUNCTION inv_configcontext_criterion_sync('_${field}', '${target}')`,
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [field] of CRITERIA) {
      await q.query(`DROP TRIGGER "XT_extras_configcontext_${field}_delete" ON "extras_configcontext_${field}"`);
      await q.query(`DROP TRIGGER "XT_extras_configcontext_${field}_insert" ON "extras_configcontext_${field}"`);
    }
    await q.query(`DROP FUNCTION inv_configcontext_criterion_sync()`);
    await q.query(`DROP TRIGGER "XT_extras_configcontext_data_paths" ON "extras_configcontext"`);
    await q.query(`DROP FUNCTION inv_configcontext_data_paths()`);
    await q.query(`DROP AGGREGATE inv_deep_merge_agg(jsonb, text[])`);
    await q.query(`DROP FUNCTION inv_deep_merge(jsonb, jsonb)`);
    await q.query(`DROP FUNCTION inv_deep_merge(jsonb, jsonb, text[])`);
    await q.query(`DROP FUNCTION inv_object_paths(jsonb)`);
    await q.query(`ALTER TABLE "extras_configcontext_tags" DROP CONSTRAINT "FK_4923814c2d59f06f6840c753fec"`);
    await q.query(`ALTER TABLE "extras_configcontext_tags" DROP CONSTRAINT "FK_a2f7325e093fe2e2754a9961e26"`);
    await q.query(`ALTER TABLE "extras_configcontext_tenants" DROP CONSTRAINT "FK_e6ffa477a5eab087637cc331b79"`);
    await q.query(`ALTER TABLE "extras_configcontext_tenants" DROP CONSTRAINT "FK_cf5a776bb166f5150b9d5e4b744"`);
    await q.query(`ALTER TABLE "extras_configcontext_tenant_groups" DROP CONSTRAINT "FK_afbee67085430e62ebe0c1a79ac"`);
    await q.query(`ALTER TABLE "extras_configcontext_tenant_groups" DROP CONSTRAINT "FK_7bd92e05105cb51640548090443"`);
    await q.query(`ALTER TABLE "extras_configcontext_platforms" DROP CONSTRAINT "FK_c1a308e79822886de603e89d460"`);
    await q.query(`ALTER TABLE "extras_configcontext_platforms" DROP CONSTRAINT "FK_12453d7c3b51a95bd8b7bdb05b6"`);
    await q.query(`ALTER TABLE "extras_configcontext_roles" DROP CONSTRAINT "FK_e3634f2ccd43c8249c3f8915442"`);
    await q.query(`ALTER TABLE "extras_configcontext_roles" DROP CONSTRAINT "FK_e239487f3030b5304bb9f7976de"`);
    await q.query(`ALTER TABLE "extras_configcontext_device_types" DROP CONSTRAINT "FK_43aa20cc24f8182f66e0625caf2"`);
    await q.query(`ALTER TABLE "extras_configcontext_device_types" DROP CONSTRAINT "FK_0aed399710bcf355b3be5476571"`);
    await q.query(`ALTER TABLE "extras_configcontext_locations" DROP CONSTRAINT "FK_7d6a6f52fd0f49d8bb1245b4bf1"`);
    await q.query(`ALTER TABLE "extras_configcontext_locations" DROP CONSTRAINT "FK_5932b926ff5d0b3a9bdf652f378"`);
    await q.query(`ALTER TABLE "extras_configcontext_sites" DROP CONSTRAINT "FK_943a51e66bd4a58ec437c7df7cb"`);
    await q.query(`ALTER TABLE "extras_configcontext_sites" DROP CONSTRAINT "FK_f70a14c47a68930e51fee6a00f5"`);
    await q.query(`ALTER TABLE "extras_configcontext_site_groups" DROP CONSTRAINT "FK_a52fe7c4e5734b34ca227302f2e"`);
    await q.query(`ALTER TABLE "extras_configcontext_site_groups" DROP CONSTRAINT "FK_c89a0f80ef9c34719cd74f56e08"`);
    await q.query(`ALTER TABLE "extras_configcontext_regions" DROP CONSTRAINT "FK_e81a7305e6f82c7734af58b7f51"`);
    await q.query(`ALTER TABLE "extras_configcontext_regions" DROP CONSTRAINT "FK_fec766bf63be88c9912439364e9"`);
    await q.query(`DROP INDEX "public"."IDX_4923814c2d59f06f6840c753fe"`);
    await q.query(`DROP INDEX "public"."IDX_a2f7325e093fe2e2754a9961e2"`);
    await q.query(`DROP TABLE "extras_configcontext_tags"`);
    await q.query(`DROP INDEX "public"."IDX_e6ffa477a5eab087637cc331b7"`);
    await q.query(`DROP INDEX "public"."IDX_cf5a776bb166f5150b9d5e4b74"`);
    await q.query(`DROP TABLE "extras_configcontext_tenants"`);
    await q.query(`DROP INDEX "public"."IDX_afbee67085430e62ebe0c1a79a"`);
    await q.query(`DROP INDEX "public"."IDX_7bd92e05105cb5164054809044"`);
    await q.query(`DROP TABLE "extras_configcontext_tenant_groups"`);
    await q.query(`DROP INDEX "public"."IDX_c1a308e79822886de603e89d46"`);
    await q.query(`DROP INDEX "public"."IDX_12453d7c3b51a95bd8b7bdb05b"`);
    await q.query(`DROP TABLE "extras_configcontext_platforms"`);
    await q.query(`DROP INDEX "public"."IDX_e3634f2ccd43c8249c3f891544"`);
    await q.query(`DROP INDEX "public"."IDX_e239487f3030b5304bb9f7976d"`);
    await q.query(`DROP TABLE "extras_configcontext_roles"`);
    await q.query(`DROP INDEX "public"."IDX_43aa20cc24f8182f66e0625caf"`);
    await q.query(`DROP INDEX "public"."IDX_0aed399710bcf355b3be547657"`);
    await q.query(`DROP TABLE "extras_configcontext_device_types"`);
    await q.query(`DROP INDEX "public"."IDX_7d6a6f52fd0f49d8bb1245b4bf"`);
    await q.query(`DROP INDEX "public"."IDX_5932b926ff5d0b3a9bdf652f37"`);
    await q.query(`DROP TABLE "extras_configcontext_locations"`);
    await q.query(`DROP INDEX "public"."IDX_943a51e66bd4a58ec437c7df7c"`);
    await q.query(`DROP INDEX "public"."IDX_f70a14c47a68930e51fee6a00f"`);
    await q.query(`DROP TABLE "extras_configcontext_sites"`);
    await q.query(`DROP INDEX "public"."IDX_a52fe7c4e5734b34ca227302f2"`);
    await q.query(`DROP INDEX "public"."IDX_c89a0f80ef9c34719cd74f56e0"`);
    await q.query(`DROP TABLE "extras_configcontext_site_groups"`);
    await q.query(`DROP INDEX "public"."IDX_e81a7305e6f82c7734af58b7f5"`);
    await q.query(`DROP INDEX "public"."IDX_fec766bf63be88c9912439364e"`);
    await q.query(`DROP TABLE "extras_configcontext_regions"`);
    await q.query(`DROP TABLE "extras_configcontext"`);
  }
}
