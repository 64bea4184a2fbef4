-- dcim.powerfeed: /api/dcim/power-feeds/{id}/
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
      ($1::text || '/api/dcim/power-feeds/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/power-feeds/' || t.id || '/'),
      'display',
      t."name"::text,
      'power_panel',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/power-panels/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'rack',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/racks/' || j2.id || '/'),
          'display',
          j2.name || COALESCE(' (' || j2.facility_id || ')', ''),
          'name',
          j2."name",
          'description',
          j2."description"
        )
      END,
      'name',
      t."name",
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"offline":"Offline","active":"Active","planned":"Planned","failed":"Failed"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'type',
      CASE
        WHEN t."type" IS NULL
        OR t."type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."type",
          'label',
          COALESCE('{"primary":"Primary","redundant":"Redundant"}'::jsonb ->> t."type"::text, t."type"::text)
        )
      END,
      'supply',
      CASE
        WHEN t."supply" IS NULL
        OR t."supply" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."supply",
          'label',
          COALESCE('{"ac":"AC","dc":"DC"}'::jsonb ->> t."supply"::text, t."supply"::text)
        )
      END,
      'phase',
      CASE
        WHEN t."phase" IS NULL
        OR t."phase" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."phase",
          'label',
          COALESCE(
            '{"single-phase":"Single phase","three-phase":"Three-phase"}'::jsonb ->> t."phase"::text,
            t."phase"::text
          )
        )
      END,
      'voltage',
      t."voltage",
      'amperage',
      t."amperage",
      'max_utilization',
      t."max_utilization",
      'mark_connected',
      t."mark_connected",
      'cable',
      (NULL::jsonb),
      'cable_end',
      (NULL::text),
      'link_peers',
      ('[]'::jsonb),
      'link_peers_type',
      (NULL::text),
      'connected_endpoints',
      (NULL::jsonb),
      'connected_endpoints_type',
      (NULL::text),
      'connected_endpoints_reachable',
      (FALSE),
      'description',
      t."description",
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
      'comments',
      t."comments",
      'tags',
      (
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
          ti.object_type = 'dcim.powerfeed'
          AND ti.object_id = t.id
      ),
      'custom_fields',
      (
        SELECT
          COALESCE(
            json_object_agg(
              t_cf.name,
              CASE
                WHEN t_cf.type IN ('object', 'multiobject') THEN inv_cf_objects (t_cf.related_object_type, t.custom_field_data -> t_cf.name, $1::text, t_cf.type = 'multiobject')
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
          t_cf.object_types ? 'dcim.powerfeed'
      ),
      'created',
      to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'last_updated',
      to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      '_occupied',
      (t.mark_connected)
    )
  )::text AS j
FROM
  "dcim_powerfeed" t
  LEFT JOIN "dcim_powerpanel" j1 ON j1.id = t."power_panel_id"
  LEFT JOIN "dcim_rack" j2 ON j2.id = t."rack_id"
  LEFT JOIN "tenancy_tenant" j3 ON j3.id = t."tenant_id"
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
      ($1::text || '/api/dcim/power-feeds/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'cable',
      (NULL::jsonb),
      'description',
      t."description",
      '_occupied',
      (t.mark_connected)
    )
  )::text AS j
FROM
  "dcim_powerfeed" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_powerfeed($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/power-feeds/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'cable',
        (NULL::jsonb),
        'description',
        bx."description",
        '_occupied',
        (bx.mark_connected)
      )
    FROM
      "dcim_powerfeed" bx
    WHERE
      bx.id = $2
  );
