-- core.datafile: /api/core/data-files/{id}/
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
      ($1::text || '/api/core/data-files/' || t.id || '/'),
      'display_url',
      ($1::text || '/core/data-files/' || t.id || '/'),
      'display',
      t."path"::text,
      'source',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/core/data-sources/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'path',
      t."path",
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'size',
      t."size",
      'hash',
      t."hash"
    )
  )::text AS j
FROM
  "core_datafile" t
  LEFT JOIN "core_datasource" j1 ON j1.id = t."source_id"
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
      ($1::text || '/api/core/data-files/' || t.id || '/'),
      'display',
      t."path"::text,
      'path',
      t."path"
    )
  )::text AS j
FROM
  "core_datafile" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_core_datafile($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/core/data-files/' || bx.id || '/'),
        'display',
        bx."path"::text,
        'path',
        bx."path"
      )
    FROM
      "core_datafile" bx
    WHERE
      bx.id = $2
  );
