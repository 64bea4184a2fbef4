-- extras.customlink: /api/extras/custom-links/{id}/
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
      ($1::text || '/api/extras/custom-links/' || t.id || '/'),
      'display_url',
      ($1::text || '/extras/custom-links/' || t.id || '/'),
      'display',
      t."name"::text,
      'object_types',
      t."object_types",
      'name',
      t."name",
      'enabled',
      t."enabled",
      'link_text',
      t."link_text",
      'link_url',
      t."link_url",
      'weight',
      t."weight",
      'group_name',
      t."group_name",
      'button_class',
      t."button_class",
      'new_window',
      t."new_window",
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
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "extras_customlink" t
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
      ($1::text || '/api/extras/custom-links/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name"
    )
  )::text AS j
FROM
  "extras_customlink" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_customlink($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/custom-links/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name"
      )
    FROM
      "extras_customlink" bx
    WHERE
      bx.id = $2
  );
