-- virtualization.vminterface: /api/virtualization/interfaces/{id}/
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
      ($1::text || '/api/virtualization/interfaces/' || t.id || '/'),
      'display_url',
      ($1::text || '/virtualization/interfaces/' || t.id || '/'),
      'display',
      t."name"::text,
      'virtual_machine',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/virtualization/virtual-machines/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'name',
      t."name",
      'enabled',
      t."enabled",
      'parent',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/virtualization/interfaces/' || j2.id || '/'),
          'display_url',
          ($1::text || '/virtualization/interfaces/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'virtual_machine',
          CASE
            WHEN j3.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j3.id,
              'url',
              ($1::text || '/api/virtualization/virtual-machines/' || j3.id || '/'),
              'display',
              j3."name"::text,
              'name',
              j3."name",
              'description',
              j3."description"
            )
          END,
          'name',
          j2."name"
        )
      END,
      'bridge',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/virtualization/interfaces/' || j4.id || '/'),
          'display_url',
          ($1::text || '/virtualization/interfaces/' || j4.id || '/'),
          'display',
          j4."name"::text,
          'virtual_machine',
          CASE
            WHEN j5.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j5.id,
              'url',
              ($1::text || '/api/virtualization/virtual-machines/' || j5.id || '/'),
              'display',
              j5."name"::text,
              'name',
              j5."name",
              'description',
              j5."description"
            )
          END,
          'name',
          j4."name"
        )
      END,
      'mtu',
      t."mtu",
      'mac_address',
      (NULL::text),
      'description',
      t."description",
      'mode',
      CASE
        WHEN t."mode" IS NULL
        OR t."mode" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."mode",
          'label',
          COALESCE(
            '{"access":"Access","tagged":"Tagged","tagged-all":"Tagged (All)","q-in-q":"Q-in-Q (802.1ad)"}'::jsonb ->> t."mode"::text,
            t."mode"::text
          )
        )
      END,
      'owner',
      CASE
        WHEN j6.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j6.id,
          'url',
          ($1::text || '/api/users/owners/' || j6.id || '/'),
          'display',
          j6."name"::text,
          'name',
          j6."name",
          'description',
          j6."description"
        )
      END,
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
          ti.object_type = 'virtualization.vminterface'
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
          t_cf.object_types ? 'virtualization.vminterface'
      ),
      'created',
      to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'last_updated',
      to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'count_ipaddresses',
      (
        (
          SELECT
            count(*)
          FROM
            ipam_ipaddress a
          WHERE
            a.assigned_object_type = 'virtualization.vminterface'
            AND a.assigned_object_id = t.id
        )
      ),
      'count_fhrp_groups',
      (0)
    )
  )::text AS j
FROM
  "virtualization_vminterface" t
  LEFT JOIN "virtualization_virtualmachine" j1 ON j1.id = t."virtual_machine_id"
  LEFT JOIN "virtualization_vminterface" j2 ON j2.id = t."parent_id"
  LEFT JOIN "virtualization_virtualmachine" j3 ON j3.id = j2."virtual_machine_id"
  LEFT JOIN "virtualization_vminterface" j4 ON j4.id = t."bridge_id"
  LEFT JOIN "virtualization_virtualmachine" j5 ON j5.id = j4."virtual_machine_id"
  LEFT JOIN "users_owner" j6 ON j6.id = t."owner_id"
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
      ($1::text || '/api/virtualization/interfaces/' || t.id || '/'),
      'display',
      t."name"::text,
      'virtual_machine',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/virtualization/virtual-machines/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "virtualization_vminterface" t
  LEFT JOIN "virtualization_virtualmachine" j1 ON j1.id = t."virtual_machine_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_virtualization_vminterface($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/virtualization/interfaces/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'virtual_machine',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/virtualization/virtual-machines/' || bj1.id || '/'),
            'display',
            bj1."name"::text,
            'name',
            bj1."name",
            'description',
            bj1."description"
          )
        END,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "virtualization_vminterface" bx
      LEFT JOIN "virtualization_virtualmachine" bj1 ON bj1.id = bx."virtual_machine_id"
    WHERE
      bx.id = $2
  );
