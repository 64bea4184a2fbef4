-- ipam.service: /api/ipam/services/{id}/
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
      ($1::text || '/api/ipam/services/' || t.id || '/'),
      'display_url',
      ($1::text || '/ipam/services/' || t.id || '/'),
      'display',
      t.name || ' (' || upper(t.protocol) || '/' || COALESCE(
        (
          SELECT
            string_agg(
              CASE
                WHEN g.lo = g.hi THEN g.lo::text
                ELSE g.lo || '-' || g.hi
              END,
              ', '
              ORDER BY
                g.lo
            )
          FROM
            (
              SELECT
                min(p) AS lo,
                max(p) AS hi
              FROM
                (
                  SELECT
                    p,
                    p - row_number() OVER (
                      ORDER BY
                        p
                    ) AS grp
                  FROM
                    (
                      SELECT DISTINCT
                        (jsonb_array_elements_text(t.ports))::int AS p
                    ) d
                ) s
              GROUP BY
                grp
            ) g
        ),
        ''
      ) || ')',
      'parent_object_type',
      t."parent_object_type",
      'parent_object_id',
      t."parent_object_id",
      'parent',
      CASE t."parent_object_type"
        WHEN 'dcim.device' THEN (
          SELECT
            json_build_object(
              'id',
              j1_x.id,
              'url',
              ($1::text || '/api/dcim/devices/' || j1_x.id || '/'),
              'display',
              COALESCE(
                COALESCE(
                  j1_x.name,
                  (
                    SELECT
                      vc.name || ':' || COALESCE(j1_x.vc_position::text, 'None')
                    FROM
                      dcim_virtualchassis vc
                    WHERE
                      vc.id = j1_x.virtual_chassis_id
                  )
                ) || COALESCE(' (' || j1_x.asset_tag || ')', ''),
                (
                  SELECT
                    m.name || ' ' || dt.model
                  FROM
                    dcim_devicetype dt
                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                  WHERE
                    dt.id = j1_x.device_type_id
                ) || ' (' || COALESCE(j1_x.asset_tag, j1_x.id::text) || ')'
              ),
              'name',
              j1_x."name",
              'description',
              j1_x."description"
            )
          FROM
            "dcim_device" j1_x
          WHERE
            j1_x.id = t."parent_object_id"
        )
        WHEN 'ipam.fhrpgroup' THEN (
          SELECT
            json_build_object(
              'id',
              j2_x.id,
              'url',
              ($1::text || '/api/ipam/fhrp-groups/' || j2_x.id || '/'),
              'display',
              COALESCE(NULLIF(j2_x.name, '') || ' ', '') || (
                '{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> j2_x.protocol::text
              ) || ': ' || j2_x.group_id || COALESCE(
                ' (' || (
                  SELECT
                    fa.address::text
                  FROM
                    ipam_ipaddress fa
                  WHERE
                    fa.assigned_object_type = 'ipam.fhrpgroup'
                    AND fa.assigned_object_id = j2_x.id
                  ORDER BY
                    host(fa.address)::inet,
                    fa.id
                  LIMIT
                    1
                ) || ')',
                ''
              ),
              'protocol',
              j2_x."protocol",
              'group_id',
              j2_x."group_id",
              'description',
              j2_x."description"
            )
          FROM
            "ipam_fhrpgroup" j2_x
          WHERE
            j2_x.id = t."parent_object_id"
        )
        WHEN 'virtualization.virtualmachine' THEN (
          SELECT
            json_build_object(
              'id',
              j3_x.id,
              'url',
              ($1::text || '/api/virtualization/virtual-machines/' || j3_x.id || '/'),
              'display',
              j3_x."name"::text,
              'name',
              j3_x."name",
              'description',
              j3_x."description"
            )
          FROM
            "virtualization_virtualmachine" j3_x
          WHERE
            j3_x.id = t."parent_object_id"
        )
      END,
      'name',
      t."name",
      'protocol',
      CASE
        WHEN t."protocol" IS NULL
        OR t."protocol" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."protocol",
          'label',
          COALESCE('{"tcp":"TCP","udp":"UDP","sctp":"SCTP"}'::jsonb ->> t."protocol"::text, t."protocol"::text)
        )
      END,
      'ports',
      t."ports",
      'ipaddresses',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "ipam_service_ipaddresses"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j4x.id,
                  'url',
                  ($1::text || '/api/ipam/ip-addresses/' || j4x.id || '/'),
                  'display',
                  j4x."address"::text,
                  'family',
                  CASE
                    WHEN (family(j4x.address)) IS NULL THEN NULL
                    ELSE json_build_object(
                      'value',
                      (family(j4x.address)),
                      'label',
                      COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(j4x.address))::text, (family(j4x.address))::text)
                    )
                  END,
                  'address',
                  j4x."address"::text,
                  'description',
                  j4x."description"
                )
                ORDER BY
                  j4x.id
              ),
              '[]'::json
            )
          FROM
            "ipam_service_ipaddresses" j4
            JOIN "ipam_ipaddress" j4x ON j4x.id = j4."ipaddress_id"
          WHERE
            j4."service_id" = t.id
        )
        ELSE '[]'::json
      END,
      'description',
      t."description",
      'owner',
      CASE
        WHEN j5.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j5.id,
          'url',
          ($1::text || '/api/users/owners/' || j5.id || '/'),
          'display',
          j5."name"::text,
          'name',
          j5."name",
          'description',
          j5."description"
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
              object_type = 'ipam.service'
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
              ti.object_type = 'ipam.service'
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
            object_types ? 'ipam.service'
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
            t_cf.object_types ? 'ipam.service'
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
  "ipam_service" t
  LEFT JOIN "users_owner" j5 ON j5.id = t."owner_id"
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
      ($1::text || '/api/ipam/services/' || t.id || '/'),
      'display',
      t.name || ' (' || upper(t.protocol) || '/' || COALESCE(
        (
          SELECT
            string_agg(
              CASE
                WHEN g.lo = g.hi THEN g.lo::text
                ELSE g.lo || '-' || g.hi
              END,
              ', '
              ORDER BY
                g.lo
            )
          FROM
            (
              SELECT
                min(p) AS lo,
                max(p) AS hi
              FROM
                (
                  SELECT
                    p,
                    p - row_number() OVER (
                      ORDER BY
                        p
                    ) AS grp
                  FROM
                    (
                      SELECT DISTINCT
                        (jsonb_array_elements_text(t.ports))::int AS p
                    ) d
                ) s
              GROUP BY
                grp
            ) g
        ),
        ''
      ) || ')',
      'name',
      t."name",
      'protocol',
      CASE
        WHEN t."protocol" IS NULL
        OR t."protocol" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."protocol",
          'label',
          COALESCE('{"tcp":"TCP","udp":"UDP","sctp":"SCTP"}'::jsonb ->> t."protocol"::text, t."protocol"::text)
        )
      END,
      'ports',
      t."ports",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "ipam_service" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_ipam_service($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/ipam/services/' || bx.id || '/'),
        'display',
        bx.name || ' (' || upper(bx.protocol) || '/' || COALESCE(
          (
            SELECT
              string_agg(
                CASE
                  WHEN g.lo = g.hi THEN g.lo::text
                  ELSE g.lo || '-' || g.hi
                END,
                ', '
                ORDER BY
                  g.lo
              )
            FROM
              (
                SELECT
                  min(p) AS lo,
                  max(p) AS hi
                FROM
                  (
                    SELECT
                      p,
                      p - row_number() OVER (
                        ORDER BY
                          p
                      ) AS grp
                    FROM
                      (
                        SELECT DISTINCT
                          (jsonb_array_elements_text(bx.ports))::int AS p
                      ) d
                  ) s
                GROUP BY
                  grp
              ) g
          ),
          ''
        ) || ')',
        'name',
        bx."name",
        'protocol',
        CASE
          WHEN bx."protocol" IS NULL
          OR bx."protocol" = '' THEN NULL
          ELSE json_build_object(
            'value',
            bx."protocol",
            'label',
            COALESCE('{"tcp":"TCP","udp":"UDP","sctp":"SCTP"}'::jsonb ->> bx."protocol"::text, bx."protocol"::text)
          )
        END,
        'ports',
        bx."ports",
        'description',
        bx."description"
      )
    FROM
      "ipam_service" bx
    WHERE
      bx.id = $2
  );
