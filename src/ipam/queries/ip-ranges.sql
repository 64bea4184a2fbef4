-- ipam.iprange: /api/ipam/ip-ranges/{id}/
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
      ($1::text || '/api/ipam/ip-ranges/' || t.id || '/'),
      'display_url',
      ($1::text || '/ipam/ip-ranges/' || t.id || '/'),
      'display',
      (
        SELECT
          CASE
            WHEN rd_r.s = rd_r.e THEN rd_r.s || '-' || rd_r.e
            ELSE array_to_string(
              ARRAY(
                SELECT
                  a
                FROM
                  unnest(rd_r.sa, rd_r.ea) WITH ORDINALITY AS rd_u (a, b, i)
                WHERE
                  a = b
                ORDER BY
                  i
              ),
              rd_r.sep
            ) || rd_r.sep || array_to_string(rd_r.sa[rd_r.n + 1:], rd_r.sep) || '-' || array_to_string(rd_r.ea[rd_r.n + 1:], rd_r.sep)
          END || '/' || masklen(t.start_address)
        FROM
          (
            SELECT
              rd_x.*,
              (
                SELECT
                  count(*)
                FROM
                  unnest(rd_x.sa, rd_x.ea) AS rd_v (a, b)
                WHERE
                  a = b
              )::int AS n
            FROM
              (
                SELECT
                  host(t.start_address) AS s,
                  host(t.end_address) AS e,
                  string_to_array(host(t.start_address), rd_y.sep) AS sa,
                  string_to_array(host(t.end_address), rd_y.sep) AS ea,
                  rd_y.sep
                FROM
                  (
                    SELECT
                      CASE family(t.start_address)
                        WHEN 6 THEN ':'
                        ELSE '.'
                      END AS sep
                  ) rd_y
              ) rd_x
          ) rd_r
      ),
      'family',
      CASE
        WHEN (family(t.start_address)) IS NULL THEN NULL
        ELSE json_build_object(
          'value',
          (family(t.start_address)),
          'label',
          COALESCE(
            '{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(t.start_address))::text,
            (family(t.start_address))::text
          )
        )
      END,
      'start_address',
      t."start_address"::text,
      'end_address',
      t."end_address"::text,
      'size',
      t."size",
      'vrf',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/ipam/vrfs/' || j1.id || '/'),
          'display',
          j1.name || COALESCE(' (' || j1.rd || ')', ''),
          'name',
          j1."name",
          'rd',
          j1."rd",
          'description',
          j1."description"
        )
      END,
      'tenant',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j2.id || '/'),
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
            '{"active":"Active","reserved":"Reserved","deprecated":"Deprecated"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'role',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/ipam/roles/' || j3.id || '/'),
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
              object_type = 'ipam.iprange'
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
              ti.object_type = 'ipam.iprange'
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
            object_types ? 'ipam.iprange'
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
            t_cf.object_types ? 'ipam.iprange'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'mark_populated',
      t."mark_populated",
      'mark_utilized',
      t."mark_utilized"
    )
  )::text AS j
FROM
  "ipam_iprange" t
  LEFT JOIN "ipam_vrf" j1 ON j1.id = t."vrf_id"
  LEFT JOIN "tenancy_tenant" j2 ON j2.id = t."tenant_id"
  LEFT JOIN "ipam_role" j3 ON j3.id = t."role_id"
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
      ($1::text || '/api/ipam/ip-ranges/' || t.id || '/'),
      'display',
      (
        SELECT
          CASE
            WHEN rd_r.s = rd_r.e THEN rd_r.s || '-' || rd_r.e
            ELSE array_to_string(
              ARRAY(
                SELECT
                  a
                FROM
                  unnest(rd_r.sa, rd_r.ea) WITH ORDINALITY AS rd_u (a, b, i)
                WHERE
                  a = b
                ORDER BY
                  i
              ),
              rd_r.sep
            ) || rd_r.sep || array_to_string(rd_r.sa[rd_r.n + 1:], rd_r.sep) || '-' || array_to_string(rd_r.ea[rd_r.n + 1:], rd_r.sep)
          END || '/' || masklen(t.start_address)
        FROM
          (
            SELECT
              rd_x.*,
              (
                SELECT
                  count(*)
                FROM
                  unnest(rd_x.sa, rd_x.ea) AS rd_v (a, b)
                WHERE
                  a = b
              )::int AS n
            FROM
              (
                SELECT
                  host(t.start_address) AS s,
                  host(t.end_address) AS e,
                  string_to_array(host(t.start_address), rd_y.sep) AS sa,
                  string_to_array(host(t.end_address), rd_y.sep) AS ea,
                  rd_y.sep
                FROM
                  (
                    SELECT
                      CASE family(t.start_address)
                        WHEN 6 THEN ':'
                        ELSE '.'
                      END AS sep
                  ) rd_y
              ) rd_x
          ) rd_r
      ),
      'family',
      CASE
        WHEN (family(t.start_address)) IS NULL THEN NULL
        ELSE json_build_object(
          'value',
          (family(t.start_address)),
          'label',
          COALESCE(
            '{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(t.start_address))::text,
            (family(t.start_address))::text
          )
        )
      END,
      'start_address',
      t."start_address"::text,
      'end_address',
      t."end_address"::text,
      'description',
      t."description"
    )
  )::text AS j
FROM
  "ipam_iprange" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_ipam_iprange($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/ipam/ip-ranges/' || bx.id || '/'),
        'display',
        (
          SELECT
            CASE
              WHEN rd_r.s = rd_r.e THEN rd_r.s || '-' || rd_r.e
              ELSE array_to_string(
                ARRAY(
                  SELECT
                    a
                  FROM
                    unnest(rd_r.sa, rd_r.ea) WITH ORDINALITY AS rd_u (a, b, i)
                  WHERE
                    a = b
                  ORDER BY
                    i
                ),
                rd_r.sep
              ) || rd_r.sep || array_to_string(rd_r.sa[rd_r.n + 1:], rd_r.sep) || '-' || array_to_string(rd_r.ea[rd_r.n + 1:], rd_r.sep)
            END || '/' || masklen(bx.start_address)
          FROM
            (
              SELECT
                rd_x.*,
                (
                  SELECT
                    count(*)
                  FROM
                    unnest(rd_x.sa, rd_x.ea) AS rd_v (a, b)
                  WHERE
                    a = b
                )::int AS n
              FROM
                (
                  SELECT
                    host(bx.start_address) AS s,
                    host(bx.end_address) AS e,
                    string_to_array(host(bx.start_address), rd_y.sep) AS sa,
                    string_to_array(host(bx.end_address), rd_y.sep) AS ea,
                    rd_y.sep
                  FROM
                    (
                      SELECT
                        CASE family(bx.start_address)
                          WHEN 6 THEN ':'
                          ELSE '.'
                        END AS sep
                    ) rd_y
                ) rd_x
            ) rd_r
        ),
        'family',
        CASE
          WHEN (family(bx.start_address)) IS NULL THEN NULL
          ELSE json_build_object(
            'value',
            (family(bx.start_address)),
            'label',
            COALESCE(
              '{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(bx.start_address))::text,
              (family(bx.start_address))::text
            )
          )
        END,
        'start_address',
        bx."start_address"::text,
        'end_address',
        bx."end_address"::text,
        'description',
        bx."description"
      )
    FROM
      "ipam_iprange" bx
    WHERE
      bx.id = $2
  );
