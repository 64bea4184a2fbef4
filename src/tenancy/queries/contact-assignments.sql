-- tenancy.contactassignment: /api/tenancy/contact-assignments/{id}/
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
      ($1::text || '/api/tenancy/contact-assignments/' || t.id || '/'),
      'display',
      (
        SELECT
          c.name
        FROM
          tenancy_contact c
        WHERE
          c.id = t.contact_id
      ) || COALESCE(
        ' (' || CASE t.priority
          WHEN 'primary' THEN 'Primary'
          WHEN 'secondary' THEN 'Secondary'
          WHEN 'tertiary' THEN 'Tertiary'
          WHEN 'inactive' THEN 'Inactive'
        END || ')',
        ''
      ) || ' -> ' || COALESCE(inv_brief (t.object_type, t.object_id, '') ->> 'display', ''),
      'object_type',
      t."object_type",
      'object_id',
      t."object_id",
      'object',
      CASE t."object_type"
        WHEN 'dcim.region' THEN inv_brief_dcim_region ($1::text, t."object_id")
        WHEN 'dcim.sitegroup' THEN inv_brief_dcim_sitegroup ($1::text, t."object_id")
        WHEN 'dcim.site' THEN inv_brief_dcim_site ($1::text, t."object_id")
        WHEN 'dcim.location' THEN inv_brief_dcim_location ($1::text, t."object_id")
        WHEN 'dcim.rack' THEN inv_brief_dcim_rack ($1::text, t."object_id")
        WHEN 'dcim.manufacturer' THEN inv_brief_dcim_manufacturer ($1::text, t."object_id")
        WHEN 'dcim.device' THEN inv_brief_dcim_device ($1::text, t."object_id")
        WHEN 'circuits.provider' THEN inv_brief_circuits_provider ($1::text, t."object_id")
        WHEN 'circuits.provideraccount' THEN inv_brief_circuits_provideraccount ($1::text, t."object_id")
        WHEN 'circuits.circuit' THEN inv_brief_circuits_circuit ($1::text, t."object_id")
        WHEN 'circuits.virtualcircuit' THEN inv_brief_circuits_virtualcircuit ($1::text, t."object_id")
        WHEN 'dcim.powerpanel' THEN inv_brief_dcim_powerpanel ($1::text, t."object_id")
        WHEN 'virtualization.clustergroup' THEN inv_brief_virtualization_clustergroup ($1::text, t."object_id")
        WHEN 'virtualization.cluster' THEN inv_brief_virtualization_cluster ($1::text, t."object_id")
        WHEN 'virtualization.virtualmachine' THEN inv_brief_virtualization_virtualmachine ($1::text, t."object_id")
        WHEN 'ipam.asn' THEN inv_brief_ipam_asn ($1::text, t."object_id")
        WHEN 'ipam.aggregate' THEN inv_brief_ipam_aggregate ($1::text, t."object_id")
        WHEN 'ipam.prefix' THEN inv_brief_ipam_prefix ($1::text, t."object_id")
        WHEN 'ipam.iprange' THEN inv_brief_ipam_iprange ($1::text, t."object_id")
        WHEN 'ipam.ipaddress' THEN inv_brief_ipam_ipaddress ($1::text, t."object_id")
        WHEN 'ipam.service' THEN inv_brief_ipam_service ($1::text, t."object_id")
        WHEN 'tenancy.tenant' THEN inv_brief_tenancy_tenant ($1::text, t."object_id")
        WHEN 'vpn.tunnelgroup' THEN inv_brief_vpn_tunnelgroup ($1::text, t."object_id")
        WHEN 'vpn.tunnel' THEN inv_brief_vpn_tunnel ($1::text, t."object_id")
        WHEN 'vpn.l2vpn' THEN inv_brief_vpn_l2vpn ($1::text, t."object_id")
      END,
      'contact',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/tenancy/contacts/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'role',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/tenancy/contact-roles/' || j2.id || '/'),
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
      'priority',
      CASE
        WHEN t."priority" IS NULL
        OR t."priority" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."priority",
          'label',
          COALESCE(
            '{"primary":"Primary","secondary":"Secondary","tertiary":"Tertiary","inactive":"Inactive"}'::jsonb ->> t."priority"::text,
            t."priority"::text
          )
        )
      END,
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'tenancy.contactassignment'
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
              ti.object_type = 'tenancy.contactassignment'
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
            object_types ? 'tenancy.contactassignment'
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
            t_cf.object_types ? 'tenancy.contactassignment'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "tenancy_contactassignment" t
  LEFT JOIN "tenancy_contact" j1 ON j1.id = t."contact_id"
  LEFT JOIN "tenancy_contactrole" j2 ON j2.id = t."role_id"
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
      ($1::text || '/api/tenancy/contact-assignments/' || t.id || '/'),
      'display',
      (
        SELECT
          c.name
        FROM
          tenancy_contact c
        WHERE
          c.id = t.contact_id
      ) || COALESCE(
        ' (' || CASE t.priority
          WHEN 'primary' THEN 'Primary'
          WHEN 'secondary' THEN 'Secondary'
          WHEN 'tertiary' THEN 'Tertiary'
          WHEN 'inactive' THEN 'Inactive'
        END || ')',
        ''
      ) || ' -> ' || COALESCE(inv_brief (t.object_type, t.object_id, '') ->> 'display', ''),
      'contact',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/tenancy/contacts/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'role',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/tenancy/contact-roles/' || j2.id || '/'),
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
      'priority',
      CASE
        WHEN t."priority" IS NULL
        OR t."priority" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."priority",
          'label',
          COALESCE(
            '{"primary":"Primary","secondary":"Secondary","tertiary":"Tertiary","inactive":"Inactive"}'::jsonb ->> t."priority"::text,
            t."priority"::text
          )
        )
      END
    )
  )::text AS j
FROM
  "tenancy_contactassignment" t
  LEFT JOIN "tenancy_contact" j1 ON j1.id = t."contact_id"
  LEFT JOIN "tenancy_contactrole" j2 ON j2.id = t."role_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_tenancy_contactassignment($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/tenancy/contact-assignments/' || bx.id || '/'),
        'display',
        (
          SELECT
            c.name
          FROM
            tenancy_contact c
          WHERE
            c.id = bx.contact_id
        ) || COALESCE(
          ' (' || CASE bx.priority
            WHEN 'primary' THEN 'Primary'
            WHEN 'secondary' THEN 'Secondary'
            WHEN 'tertiary' THEN 'Tertiary'
            WHEN 'inactive' THEN 'Inactive'
          END || ')',
          ''
        ) || ' -> ' || COALESCE(inv_brief (bx.object_type, bx.object_id, '') ->> 'display', ''),
        'contact',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/tenancy/contacts/' || bj1.id || '/'),
            'display',
            bj1."name"::text,
            'name',
            bj1."name",
            'description',
            bj1."description"
          )
        END,
        'role',
        CASE
          WHEN bj2.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj2.id,
            'url',
            ($1::text || '/api/tenancy/contact-roles/' || bj2.id || '/'),
            'display',
            bj2."name"::text,
            'name',
            bj2."name",
            'slug',
            bj2."slug",
            'description',
            bj2."description"
          )
        END,
        'priority',
        CASE
          WHEN bx."priority" IS NULL
          OR bx."priority" = '' THEN NULL
          ELSE json_build_object(
            'value',
            bx."priority",
            'label',
            COALESCE(
              '{"primary":"Primary","secondary":"Secondary","tertiary":"Tertiary","inactive":"Inactive"}'::jsonb ->> bx."priority"::text,
              bx."priority"::text
            )
          )
        END
      )
    FROM
      "tenancy_contactassignment" bx
      LEFT JOIN "tenancy_contact" bj1 ON bj1.id = bx."contact_id"
      LEFT JOIN "tenancy_contactrole" bj2 ON bj2.id = bx."role_id"
    WHERE
      bx.id = $2
  );
