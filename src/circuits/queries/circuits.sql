-- circuits.circuit: /api/circuits/circuits/{id}/
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
      ($1::text || '/api/circuits/circuits/' || t.id || '/'),
      'display_url',
      ($1::text || '/circuits/circuits/' || t.id || '/'),
      'display',
      t."cid"::text,
      'cid',
      t."cid",
      'provider',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/circuits/providers/' || j1.id || '/'),
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
      'provider_account',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/circuits/provider-accounts/' || j2.id || '/'),
          'display',
          j2.account || COALESCE(' (' || NULLIF(j2.name, '') || ')', ''),
          'name',
          j2."name",
          'account',
          j2."account",
          'description',
          j2."description"
        )
      END,
      'type',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/circuits/circuit-types/' || j3.id || '/'),
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
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"planned":"Planned","provisioning":"Provisioning","active":"Active","offline":"Offline","deprovisioning":"Deprovisioning","decommissioned":"Decommissioned"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'tenant',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j4.id || '/'),
          'display',
          j4."name"::text,
          'name',
          j4."name",
          'slug',
          j4."slug",
          'description',
          j4."description"
        )
      END,
      'install_date',
      t."install_date",
      'termination_date',
      t."termination_date",
      'commit_rate',
      t."commit_rate",
      'description',
      t."description",
      'distance',
      t."distance",
      'distance_unit',
      CASE
        WHEN t."distance_unit" IS NULL
        OR t."distance_unit" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."distance_unit",
          'label',
          COALESCE(
            '{"km":"Kilometers","m":"Meters","mi":"Miles","ft":"Feet"}'::jsonb ->> t."distance_unit"::text,
            t."distance_unit"::text
          )
        )
      END,
      'termination_a',
      (
        SELECT
          json_build_object(
            'id',
            cta.id,
            'url',
            ($1::text || '/api/circuits/circuit-terminations/' || cta.id || '/'),
            'display_url',
            ($1::text || '/circuits/circuit-terminations/' || cta.id || '/'),
            'display',
            (
              SELECT
                c.cid
              FROM
                circuits_circuit c
              WHERE
                c.id = cta.circuit_id
            ) || ': Termination ' || cta.term_side,
            'termination_type',
            cta."termination_type",
            'termination_id',
            cta."termination_id",
            'termination',
            CASE cta."termination_type"
              WHEN 'dcim.region' THEN (
                SELECT
                  json_build_object(
                    'id',
                    ctag0x.id,
                    'url',
                    ($1::text || '/api/dcim/regions/' || ctag0x.id || '/'),
                    'display',
                    ctag0x."name"::text,
                    'name',
                    ctag0x."name",
                    'slug',
                    ctag0x."slug",
                    'description',
                    ctag0x."description",
                    'site_count',
                    ctag0x."site_count",
                    '_depth',
                    ctag0x."_depth"
                  )
                FROM
                  "dcim_region" ctag0x
                WHERE
                  ctag0x.id = cta.termination_id
              )
              WHEN 'dcim.sitegroup' THEN (
                SELECT
                  json_build_object(
                    'id',
                    ctag1x.id,
                    'url',
                    ($1::text || '/api/dcim/site-groups/' || ctag1x.id || '/'),
                    'display',
                    ctag1x."name"::text,
                    'name',
                    ctag1x."name",
                    'slug',
                    ctag1x."slug",
                    'description',
                    ctag1x."description",
                    'site_count',
                    ctag1x."site_count",
                    '_depth',
                    ctag1x."_depth"
                  )
                FROM
                  "dcim_sitegroup" ctag1x
                WHERE
                  ctag1x.id = cta.termination_id
              )
              WHEN 'dcim.site' THEN (
                SELECT
                  json_build_object(
                    'id',
                    ctag2x.id,
                    'url',
                    ($1::text || '/api/dcim/sites/' || ctag2x.id || '/'),
                    'display',
                    ctag2x."name"::text,
                    'name',
                    ctag2x."name",
                    'slug',
                    ctag2x."slug",
                    'description',
                    ctag2x."description"
                  )
                FROM
                  "dcim_site" ctag2x
                WHERE
                  ctag2x.id = cta.termination_id
              )
              WHEN 'dcim.location' THEN (
                SELECT
                  json_build_object(
                    'id',
                    ctag3x.id,
                    'url',
                    ($1::text || '/api/dcim/locations/' || ctag3x.id || '/'),
                    'display',
                    ctag3x."name"::text,
                    'name',
                    ctag3x."name",
                    'slug',
                    ctag3x."slug",
                    'description',
                    ctag3x."description",
                    'rack_count',
                    ctag3x."rack_count",
                    '_depth',
                    ctag3x."_depth"
                  )
                FROM
                  "dcim_location" ctag3x
                WHERE
                  ctag3x.id = cta.termination_id
              )
              WHEN 'circuits.providernetwork' THEN (
                SELECT
                  json_build_object(
                    'id',
                    ctag4x.id,
                    'url',
                    ($1::text || '/api/circuits/provider-networks/' || ctag4x.id || '/'),
                    'display',
                    ctag4x."name"::text,
                    'name',
                    ctag4x."name",
                    'description',
                    ctag4x."description"
                  )
                FROM
                  "circuits_providernetwork" ctag4x
                WHERE
                  ctag4x.id = cta.termination_id
              )
            END,
            'port_speed',
            cta."port_speed",
            'upstream_speed',
            cta."upstream_speed",
            'xconnect_id',
            cta."xconnect_id",
            'description',
            cta."description"
          )
        FROM
          circuits_circuittermination cta
        WHERE
          cta.circuit_id = t.id
          AND cta.term_side = 'A'
      ),
      'termination_z',
      (
        SELECT
          json_build_object(
            'id',
            ctz.id,
            'url',
            ($1::text || '/api/circuits/circuit-terminations/' || ctz.id || '/'),
            'display_url',
            ($1::text || '/circuits/circuit-terminations/' || ctz.id || '/'),
            'display',
            (
              SELECT
                c.cid
              FROM
                circuits_circuit c
              WHERE
                c.id = ctz.circuit_id
            ) || ': Termination ' || ctz.term_side,
            'termination_type',
            ctz."termination_type",
            'termination_id',
            ctz."termination_id",
            'termination',
            CASE ctz."termination_type"
              WHEN 'dcim.region' THEN (
                SELECT
                  json_build_object(
                    'id',
                    ctzg0x.id,
                    'url',
                    ($1::text || '/api/dcim/regions/' || ctzg0x.id || '/'),
                    'display',
                    ctzg0x."name"::text,
                    'name',
                    ctzg0x."name",
                    'slug',
                    ctzg0x."slug",
                    'description',
                    ctzg0x."description",
                    'site_count',
                    ctzg0x."site_count",
                    '_depth',
                    ctzg0x."_depth"
                  )
                FROM
                  "dcim_region" ctzg0x
                WHERE
                  ctzg0x.id = ctz.termination_id
              )
              WHEN 'dcim.sitegroup' THEN (
                SELECT
                  json_build_object(
                    'id',
                    ctzg1x.id,
                    'url',
                    ($1::text || '/api/dcim/site-groups/' || ctzg1x.id || '/'),
                    'display',
                    ctzg1x."name"::text,
                    'name',
                    ctzg1x."name",
                    'slug',
                    ctzg1x."slug",
                    'description',
                    ctzg1x."description",
                    'site_count',
                    ctzg1x."site_count",
                    '_depth',
                    ctzg1x."_depth"
                  )
                FROM
                  "dcim_sitegroup" ctzg1x
                WHERE
                  ctzg1x.id = ctz.termination_id
              )
              WHEN 'dcim.site' THEN (
                SELECT
                  json_build_object(
                    'id',
                    ctzg2x.id,
                    'url',
                    ($1::text || '/api/dcim/sites/' || ctzg2x.id || '/'),
                    'display',
                    ctzg2x."name"::text,
                    'name',
                    ctzg2x."name",
                    'slug',
                    ctzg2x."slug",
                    'description',
                    ctzg2x."description"
                  )
                FROM
                  "dcim_site" ctzg2x
                WHERE
                  ctzg2x.id = ctz.termination_id
              )
              WHEN 'dcim.location' THEN (
                SELECT
                  json_build_object(
                    'id',
                    ctzg3x.id,
                    'url',
                    ($1::text || '/api/dcim/locations/' || ctzg3x.id || '/'),
                    'display',
                    ctzg3x."name"::text,
                    'name',
                    ctzg3x."name",
                    'slug',
                    ctzg3x."slug",
                    'description',
                    ctzg3x."description",
                    'rack_count',
                    ctzg3x."rack_count",
                    '_depth',
                    ctzg3x."_depth"
                  )
                FROM
                  "dcim_location" ctzg3x
                WHERE
                  ctzg3x.id = ctz.termination_id
              )
              WHEN 'circuits.providernetwork' THEN (
                SELECT
                  json_build_object(
                    'id',
                    ctzg4x.id,
                    'url',
                    ($1::text || '/api/circuits/provider-networks/' || ctzg4x.id || '/'),
                    'display',
                    ctzg4x."name"::text,
                    'name',
                    ctzg4x."name",
                    'description',
                    ctzg4x."description"
                  )
                FROM
                  "circuits_providernetwork" ctzg4x
                WHERE
                  ctzg4x.id = ctz.termination_id
              )
            END,
            'port_speed',
            ctz."port_speed",
            'upstream_speed',
            ctz."upstream_speed",
            'xconnect_id',
            ctz."xconnect_id",
            'description',
            ctz."description"
          )
        FROM
          circuits_circuittermination ctz
        WHERE
          ctz.circuit_id = t.id
          AND ctz.term_side = 'Z'
      ),
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
              object_type = 'circuits.circuit'
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
              ti.object_type = 'circuits.circuit'
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
            object_types ? 'circuits.circuit'
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
            t_cf.object_types ? 'circuits.circuit'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'assignments',
      (
        (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  rgnmentx.id,
                  'url',
                  ($1::text || '/api/circuits/circuit-group-assignments/' || rgnmentx.id || '/'),
                  'display',
                  (
                    SELECT
                      g.name
                    FROM
                      circuits_circuitgroup g
                    WHERE
                      g.id = rgnmentx.group_id
                  ) || COALESCE(
                    ' (' || CASE rgnmentx.priority
                      WHEN 'primary' THEN 'Primary'
                      WHEN 'secondary' THEN 'Secondary'
                      WHEN 'tertiary' THEN 'Tertiary'
                      WHEN 'inactive' THEN 'Inactive'
                    END || ')',
                    ''
                  ),
                  'group',
                  CASE
                    WHEN rgnmentj1.id IS NULL THEN NULL
                    ELSE json_build_object(
                      'id',
                      rgnmentj1.id,
                      'url',
                      ($1::text || '/api/circuits/circuit-groups/' || rgnmentj1.id || '/'),
                      'display',
                      rgnmentj1."name"::text,
                      'name',
                      rgnmentj1."name"
                    )
                  END,
                  'priority',
                  CASE
                    WHEN rgnmentx."priority" IS NULL
                    OR rgnmentx."priority" = '' THEN NULL
                    ELSE json_build_object(
                      'value',
                      rgnmentx."priority",
                      'label',
                      COALESCE(
                        '{"primary":"Primary","secondary":"Secondary","tertiary":"Tertiary","inactive":"Inactive"}'::jsonb ->> rgnmentx."priority"::text,
                        rgnmentx."priority"::text
                      )
                    )
                  END
                )
                ORDER BY
                  (
                    SELECT
                      g.name
                    FROM
                      circuits_circuitgroup g
                    WHERE
                      g.id = rgnmentx.group_id
                  ),
                  rgnmentx.priority,
                  rgnmentx.id
              ),
              '[]'::json
            )
          FROM
            "circuits_circuitgroupassignment" rgnmentx
            LEFT JOIN "circuits_circuitgroup" rgnmentj1 ON rgnmentj1.id = rgnmentx."group_id"
          WHERE
            rgnmentx."member_id" = t.id
            AND rgnmentx.member_type = 'circuits.circuit'
        )
      )
    )
  )::text AS j
FROM
  "circuits_circuit" t
  LEFT JOIN "circuits_provider" j1 ON j1.id = t."provider_id"
  LEFT JOIN "circuits_provideraccount" j2 ON j2.id = t."provider_account_id"
  LEFT JOIN "circuits_circuittype" j3 ON j3.id = t."type_id"
  LEFT JOIN "tenancy_tenant" j4 ON j4.id = t."tenant_id"
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
      ($1::text || '/api/circuits/circuits/' || t.id || '/'),
      'display',
      t."cid"::text,
      'cid',
      t."cid",
      'provider',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/circuits/providers/' || j1.id || '/'),
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
      'description',
      t."description"
    )
  )::text AS j
FROM
  "circuits_circuit" t
  LEFT JOIN "circuits_provider" j1 ON j1.id = t."provider_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_circuits_circuit($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/circuits/circuits/' || bx.id || '/'),
        'display',
        bx."cid"::text,
        'cid',
        bx."cid",
        'provider',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/circuits/providers/' || bj1.id || '/'),
            'display',
            bj1."name"::text,
            'name',
            bj1."name",
            'slug',
            bj1."slug",
            'description',
            bj1."description"
          )
        END,
        'description',
        bx."description"
      )
    FROM
      "circuits_circuit" bx
      LEFT JOIN "circuits_provider" bj1 ON bj1.id = bx."provider_id"
    WHERE
      bx.id = $2
  );
