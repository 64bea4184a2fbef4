-- extras.tableconfig: /api/extras/table-configs/{id}/
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
      ($1::text || '/api/extras/table-configs/' || t.id || '/'),
      'display_url',
      ($1::text || '/extras/table-configs/' || t.id || '/'),
      'display',
      t."name"::text,
      'object_type',
      t."object_type",
      'table',
      t."table",
      'name',
      t."name",
      'description',
      t."description",
      'user',
      t."user_id",
      'weight',
      t."weight",
      'enabled',
      t."enabled",
      'shared',
      t."shared",
      'columns',
      t."columns",
      'ordering',
      t."ordering",
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "extras_tableconfig" t
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
      ($1::text || '/api/extras/table-configs/' || t.id || '/'),
      'display',
      t."name"::text,
      'object_type',
      t."object_type",
      'table',
      t."table",
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "extras_tableconfig" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_tableconfig($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/table-configs/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'object_type',
        bx."object_type",
        'table',
        bx."table",
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "extras_tableconfig" bx
    WHERE
      bx.id = $2
  );
