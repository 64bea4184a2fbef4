-- vpn.ikeproposal: /api/vpn/ike-proposals/{id}/
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
      ($1::text || '/api/vpn/ike-proposals/' || t.id || '/'),
      'display_url',
      ($1::text || '/vpn/ike-proposals/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'authentication_method',
      CASE
        WHEN t."authentication_method" IS NULL
        OR t."authentication_method" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."authentication_method",
          'label',
          COALESCE(
            '{"preshared-keys":"Pre-shared keys","certificates":"Certificates","rsa-signatures":"RSA signatures","dsa-signatures":"DSA signatures"}'::jsonb ->> t."authentication_method"::text,
            t."authentication_method"::text
          )
        )
      END,
      'encryption_algorithm',
      CASE
        WHEN t."encryption_algorithm" IS NULL
        OR t."encryption_algorithm" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."encryption_algorithm",
          'label',
          COALESCE(
            '{"aes-128-cbc":"128-bit AES (CBC)","aes-128-gcm":"128-bit AES (GCM)","aes-192-cbc":"192-bit AES (CBC)","aes-192-gcm":"192-bit AES (GCM)","aes-256-cbc":"256-bit AES (CBC)","aes-256-gcm":"256-bit AES (GCM)","3des-cbc":"3DES","des-cbc":"DES"}'::jsonb ->> t."encryption_algorithm"::text,
            t."encryption_algorithm"::text
          )
        )
      END,
      'authentication_algorithm',
      CASE
        WHEN t."authentication_algorithm" IS NULL
        OR t."authentication_algorithm" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."authentication_algorithm",
          'label',
          COALESCE(
            '{"hmac-sha1":"SHA-1 HMAC","hmac-sha256":"SHA-256 HMAC","hmac-sha384":"SHA-384 HMAC","hmac-sha512":"SHA-512 HMAC","hmac-md5":"MD5 HMAC"}'::jsonb ->> t."authentication_algorithm"::text,
            t."authentication_algorithm"::text
          )
        )
      END,
      'group',
      CASE
        WHEN t."group" IS NULL THEN NULL
        ELSE json_build_object(
          'value',
          t."group",
          'label',
          COALESCE(
            '{"1":"Group 1","2":"Group 2","5":"Group 5","14":"Group 14","15":"Group 15","16":"Group 16","17":"Group 17","18":"Group 18","19":"Group 19","20":"Group 20","21":"Group 21","22":"Group 22","23":"Group 23","24":"Group 24","25":"Group 25","26":"Group 26","27":"Group 27","28":"Group 28","29":"Group 29","30":"Group 30","31":"Group 31","32":"Group 32","33":"Group 33","34":"Group 34"}'::jsonb ->> t."group"::text,
            t."group"::text
          )
        )
      END,
      'sa_lifetime',
      t."sa_lifetime",
      'owner',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/users/owners/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
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
              object_type = 'vpn.ikeproposal'
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
              ti.object_type = 'vpn.ikeproposal'
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
            object_types ? 'vpn.ikeproposal'
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
            t_cf.object_types ? 'vpn.ikeproposal'
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
  "vpn_ikeproposal" t
  LEFT JOIN "users_owner" j1 ON j1.id = t."owner_id"
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
      ($1::text || '/api/vpn/ike-proposals/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "vpn_ikeproposal" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_vpn_ikeproposal($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/vpn/ike-proposals/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "vpn_ikeproposal" bx
    WHERE
      bx.id = $2
  );
