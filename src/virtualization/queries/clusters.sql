-- virtualization.cluster: /api/virtualization/clusters/{id}/
-- Generated from the declarations: `npm run sql-snapshots` rewrites this file, a test checks it.
-- $1 is the base URL of rendered links, $2 the object's id.

-- complete representation
SELECT
  t.id AS id,
  (
    json_build_object(
      'id',
      t.id,
      'url',
      ($1::text || '/api/virtualization/clusters/' || t.id || '/'),
      'display_url',
      ($1::text || '/virtualization/clusters/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'type',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/virtualization/cluster-types/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'slug',
          j1."slug",
          'description',
          j1."description"
        )
      END,
      'group',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/virtualization/cluster-groups/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'slug',
          j2."slug",
          'description',
          j2."description"
        )
      END,
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"planned":"Planned","staging":"Staging","active":"Active","decommissioning":"Decommissioning","offline":"Offline"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'tenant',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j3.id || '/'),
          'display',
          j3."name"::text,
          'name',
          j3."name",
          'slug',
          j3."slug",
          'description',
          j3."description"
        )
      END,
      'scope_type',
      t."scope_type",
      'scope_id',
      t."scope_id",
      'scope',
      CASE t."scope_type"
        WHEN 'dcim.region' THEN inv_brief_dcim_region ($1::text, t."scope_id")
        WHEN 'dcim.sitegroup' THEN inv_brief_dcim_sitegroup ($1::text, t."scope_id")
        WHEN 'dcim.site' THEN inv_brief_dcim_site ($1::text, t."scope_id")
        WHEN 'dcim.location' THEN inv_brief_dcim_location ($1::text, t."scope_id")
      END,
      'description',
      t."description",
      'owner',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/users/owners/' || j4.id || '/'),
          'display',
          j4."name"::text,
          'name',
          j4."name",
          'description',
          j4."description"
        )
      END,
      'comments',
      t."comments",
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'virtualization.cluster'
          ) THEN (
            SELECT
              COALESCE(
                json_agg(
                  json_build_object(
                    'id',
                    tg.id,
                    'url',
                    $1::text || '/api/extras/tags/' || tg.id || '/',
                    'display_url',
                    $1::text || '/extras/tags/' || tg.id || '/',
                    'display',
                    tg.name,
                    'name',
                    tg.name,
                    'slug',
                    tg.slug,
                    'color',
                    tg.color
                  )
                  ORDER BY
                    tg.weight,
                    tg.name
                ),
                '[]'::json
              )
            FROM
              extras_taggeditem ti
              JOIN extras_tag tg ON tg.id = ti.tag_id
            WHERE
              ti.object_type = 'virtualization.cluster'
              AND ti.object_id = t.id
          )
          ELSE '[]'::json
        END
      ),
      'custom_fields',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            extras_customfield
          WHERE
            object_types ? 'virtualization.cluster'
        ) THEN (
          SELECT
            COALESCE(
              json_object_agg(
                t_cf.name,
                CASE
                  WHEN t_cf.type IN ('object', 'multiobject') THEN COALESCE(
                    inv_cf_objects (t_cf.related_object_type, t.custom_field_data -> t_cf.name, $1::text, t_cf.type = 'multiobject'),
                    CASE
                      WHEN t_cf.type = 'multiobject'
                      AND jsonb_typeof(t.custom_field_data -> t_cf.name) = 'array' THEN '[]'::json
                    END
                  )
                  WHEN t_cf.type = 'datetime'
                  AND jsonb_typeof(t.custom_field_data -> t_cf.name) = 'string' THEN inv_cf_datetime (t.custom_field_data -> t_cf.name #>> '{}')
                  ELSE (t.custom_field_data -> t_cf.name)::json
                END
                ORDER BY
                  t_cf.group_name,
                  t_cf.weight,
                  t_cf.name
              ),
              '{}'::json
            )
          FROM
            extras_customfield t_cf
          WHERE
            t_cf.object_types ? 'virtualization.cluster'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'device_count',
      t."device_count",
      'virtualmachine_count',
      t."virtualmachine_count",
      'allocated_vcpus',
      (
        SELECT
          sum(v.vcpus)
        FROM
          virtualization_virtualmachine v
        WHERE
          v.cluster_id = t.id
      ),
      'allocated_memory',
      (
        SELECT
          sum(v.memory)
        FROM
          virtualization_virtualmachine v
        WHERE
          v.cluster_id = t.id
      ),
      'allocated_disk',
      (
        SELECT
          sum(v.disk)
        FROM
          virtualization_virtualmachine v
        WHERE
          v.cluster_id = t.id
      )
    )
  )::text AS j
FROM
  "virtualization_cluster" t
  LEFT JOIN "virtualization_clustertype" j1 ON j1.id = t."type_id"
  LEFT JOIN "virtualization_clustergroup" j2 ON j2.id = t."group_id"
  LEFT JOIN "tenancy_tenant" j3 ON j3.id = t."tenant_id"
  LEFT JOIN "users_owner" j4 ON j4.id = t."owner_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- brief representation (?brief=1)
SELECT
  t.id AS id,
  (
    json_build_object(
      'id',
      t.id,
      'url',
      ($1::text || '/api/virtualization/clusters/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'virtualmachine_count',
      t."virtualmachine_count"
    )
  )::text AS j
FROM
  "virtualization_cluster" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_virtualization_cluster($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/virtualization/clusters/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "virtualization_cluster" bx
    WHERE
      bx.id = $2
  );
