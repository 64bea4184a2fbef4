-- ipam.vlantranslationpolicy: /api/ipam/vlan-translation-policies/{id}/
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
      ($1::text || '/api/ipam/vlan-translation-policies/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'rules',
      (
        (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  ttrx.id,
                  'url',
                  ($1::text || '/api/ipam/vlan-translation-rules/' || ttrx.id || '/'),
                  'display',
                  ttrx.local_vid || ' -> ' || ttrx.remote_vid || ' (' || (
                    SELECT
                      p.name
                    FROM
                      ipam_vlantranslationpolicy p
                    WHERE
                      p.id = ttrx.policy_id
                  ) || ')',
                  'policy',
                  ttrx."policy_id",
                  'local_vid',
                  ttrx."local_vid",
                  'remote_vid',
                  ttrx."remote_vid",
                  'description',
                  ttrx."description"
                )
                ORDER BY
                  ttrx.local_vid,
                  ttrx.id
              ),
              '[]'::json
            )
          FROM
            "ipam_vlantranslationrule" ttrx
          WHERE
            ttrx.policy_id = t.id
        )
      ),
      'comments',
      t."comments"
    )
  )::text AS j
FROM
  "ipam_vlantranslationpolicy" t
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
      ($1::text || '/api/ipam/vlan-translation-policies/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "ipam_vlantranslationpolicy" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_ipam_vlantranslationpolicy($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/ipam/vlan-translation-policies/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "ipam_vlantranslationpolicy" bx
    WHERE
      bx.id = $2
  );
