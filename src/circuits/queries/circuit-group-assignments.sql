-- circuits.circuitgroupassignment: /api/circuits/circuit-group-assignments/{id}/
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
      ($1::text || '/api/circuits/circuit-group-assignments/' || t.id || '/'),
      'display_url',
      ($1::text || '/circuits/circuit-group-assignments/' || t.id || '/'),
      'display',
      (
        SELECT
          g.name
        FROM
          circuits_circuitgroup g
        WHERE
          g.id = t.group_id
      ) || COALESCE(
        ' (' || CASE t.priority
          WHEN 'primary' THEN 'Primary'
          WHEN 'secondary' THEN 'Secondary'
          WHEN 'tertiary' THEN 'Tertiary'
          WHEN 'inactive' THEN 'Inactive'
        END || ')',
        ''
      ),
      'group',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/circuits/circuit-groups/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name"
        )
      END,
      'member_type',
      t."member_type",
      'member_id',
      t."member_id",
      'member',
      CASE t."member_type"
        WHEN 'circuits.circuit' THEN (
          SELECT
            json_build_object(
              'id',
              j2_x.id,
              'url',
              ($1::text || '/api/circuits/circuits/' || j2_x.id || '/'),
              'display',
              j2_x."cid"::text,
              'cid',
              j2_x."cid",
              'provider',
              CASE
                WHEN j2_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j2_j1.id,
                  'url',
                  ($1::text || '/api/circuits/providers/' || j2_j1.id || '/'),
                  'display',
                  j2_j1."name"::text,
                  'name',
                  j2_j1."name",
                  'slug',
                  j2_j1."slug",
                  'description',
                  j2_j1."description"
                )
              END,
              'description',
              j2_x."description"
            )
          FROM
            "circuits_circuit" j2_x
            LEFT JOIN "circuits_provider" j2_j1 ON j2_j1.id = j2_x."provider_id"
          WHERE
            j2_x.id = t."member_id"
        )
        WHEN 'circuits.virtualcircuit' THEN (
          SELECT
            json_build_object(
              'id',
              j3_x.id,
              'url',
              ($1::text || '/api/circuits/virtual-circuits/' || j3_x.id || '/'),
              'display',
              j3_x."cid"::text,
              'cid',
              j3_x."cid",
              'provider_network',
              CASE
                WHEN j3_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j3_j1.id,
                  'url',
                  ($1::text || '/api/circuits/provider-networks/' || j3_j1.id || '/'),
                  'display',
                  j3_j1."name"::text,
                  'name',
                  j3_j1."name",
                  'description',
                  j3_j1."description"
                )
              END,
              'description',
              j3_x."description"
            )
          FROM
            "circuits_virtualcircuit" j3_x
            LEFT JOIN "circuits_providernetwork" j3_j1 ON j3_j1.id = j3_x."provider_network_id"
          WHERE
            j3_x.id = t."member_id"
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
              object_type = 'circuits.circuitgroupassignment'
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
              ti.object_type = 'circuits.circuitgroupassignment'
              AND ti.object_id = t.id
          )
          ELSE '[]'::json
        END
      ),
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "circuits_circuitgroupassignment" t
  LEFT JOIN "circuits_circuitgroup" j1 ON j1.id = t."group_id"
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
      ($1::text || '/api/circuits/circuit-group-assignments/' || t.id || '/'),
      'display',
      (
        SELECT
          g.name
        FROM
          circuits_circuitgroup g
        WHERE
          g.id = t.group_id
      ) || COALESCE(
        ' (' || CASE t.priority
          WHEN 'primary' THEN 'Primary'
          WHEN 'secondary' THEN 'Secondary'
          WHEN 'tertiary' THEN 'Tertiary'
          WHEN 'inactive' THEN 'Inactive'
        END || ')',
        ''
      ),
      'group',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/circuits/circuit-groups/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name"
        )
      END,
      'member_type',
      t."member_type",
      'member_id',
      t."member_id",
      'member',
      CASE t."member_type"
        WHEN 'circuits.circuit' THEN (
          SELECT
            json_build_object(
              'id',
              j2_x.id,
              'url',
              ($1::text || '/api/circuits/circuits/' || j2_x.id || '/'),
              'display',
              j2_x."cid"::text,
              'cid',
              j2_x."cid",
              'provider',
              CASE
                WHEN j2_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j2_j1.id,
                  'url',
                  ($1::text || '/api/circuits/providers/' || j2_j1.id || '/'),
                  'display',
                  j2_j1."name"::text,
                  'name',
                  j2_j1."name",
                  'slug',
                  j2_j1."slug",
                  'description',
                  j2_j1."description"
                )
              END,
              'description',
              j2_x."description"
            )
          FROM
            "circuits_circuit" j2_x
            LEFT JOIN "circuits_provider" j2_j1 ON j2_j1.id = j2_x."provider_id"
          WHERE
            j2_x.id = t."member_id"
        )
        WHEN 'circuits.virtualcircuit' THEN (
          SELECT
            json_build_object(
              'id',
              j3_x.id,
              'url',
              ($1::text || '/api/circuits/virtual-circuits/' || j3_x.id || '/'),
              'display',
              j3_x."cid"::text,
              'cid',
              j3_x."cid",
              'provider_network',
              CASE
                WHEN j3_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j3_j1.id,
                  'url',
                  ($1::text || '/api/circuits/provider-networks/' || j3_j1.id || '/'),
                  'display',
                  j3_j1."name"::text,
                  'name',
                  j3_j1."name",
                  'description',
                  j3_j1."description"
                )
              END,
              'description',
              j3_x."description"
            )
          FROM
            "circuits_virtualcircuit" j3_x
            LEFT JOIN "circuits_providernetwork" j3_j1 ON j3_j1.id = j3_x."provider_network_id"
          WHERE
            j3_x.id = t."member_id"
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
  "circuits_circuitgroupassignment" t
  LEFT JOIN "circuits_circuitgroup" j1 ON j1.id = t."group_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_circuits_circuitgroupassignment($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/circuits/circuit-group-assignments/' || bx.id || '/'),
        'display',
        (
          SELECT
            g.name
          FROM
            circuits_circuitgroup g
          WHERE
            g.id = bx.group_id
        ) || COALESCE(
          ' (' || CASE bx.priority
            WHEN 'primary' THEN 'Primary'
            WHEN 'secondary' THEN 'Secondary'
            WHEN 'tertiary' THEN 'Tertiary'
            WHEN 'inactive' THEN 'Inactive'
          END || ')',
          ''
        ),
        'group',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/circuits/circuit-groups/' || bj1.id || '/'),
            'display',
            bj1."name"::text,
            'name',
            bj1."name"
          )
        END,
        'member_type',
        bx."member_type",
        'member_id',
        bx."member_id",
        'member',
        NULL::json,
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
      "circuits_circuitgroupassignment" bx
      LEFT JOIN "circuits_circuitgroup" bj1 ON bj1.id = bx."group_id"
    WHERE
      bx.id = $2
  );
