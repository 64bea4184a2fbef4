-- ipam.vlantranslationrule: /api/ipam/vlan-translation-rules/{id}/
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
      ($1::text || '/api/ipam/vlan-translation-rules/' || t.id || '/'),
      'display',
      t.local_vid || ' -> ' || t.remote_vid || ' (' || (
        SELECT
          p.name
        FROM
          ipam_vlantranslationpolicy p
        WHERE
          p.id = t.policy_id
      ) || ')',
      'policy',
      t."policy_id",
      'local_vid',
      t."local_vid",
      'remote_vid',
      t."remote_vid",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "ipam_vlantranslationrule" t
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
      ($1::text || '/api/ipam/vlan-translation-rules/' || t.id || '/'),
      'display',
      t.local_vid || ' -> ' || t.remote_vid || ' (' || (
        SELECT
          p.name
        FROM
          ipam_vlantranslationpolicy p
        WHERE
          p.id = t.policy_id
      ) || ')',
      'policy',
      t."policy_id",
      'local_vid',
      t."local_vid",
      'remote_vid',
      t."remote_vid",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "ipam_vlantranslationrule" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_ipam_vlantranslationrule($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/ipam/vlan-translation-rules/' || bx.id || '/'),
        'display',
        bx.local_vid || ' -> ' || bx.remote_vid || ' (' || (
          SELECT
            p.name
          FROM
            ipam_vlantranslationpolicy p
          WHERE
            p.id = bx.policy_id
        ) || ')',
        'policy',
        bx."policy_id",
        'local_vid',
        bx."local_vid",
        'remote_vid',
        bx."remote_vid",
        'description',
        bx."description"
      )
    FROM
      "ipam_vlantranslationrule" bx
    WHERE
      bx.id = $2
  );
