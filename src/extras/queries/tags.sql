-- extras.tag: /api/extras/tags/{id}/
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
      ($1::text || '/api/extras/tags/' || t.id || '/'),
      'display_url',
      ($1::text || '/extras/tags/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'slug',
      t."slug",
      'color',
      t."color",
      'description',
      t."description",
      'weight',
      t."weight",
      'object_types',
      t."object_types",
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'tagged_items',
      (
        SELECT
          count(*)
        FROM
          extras_taggeditem x
        WHERE
          x.tag_id = t.id
      )
    )
  )::text AS j
FROM
  "extras_tag" t
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
      ($1::text || '/api/extras/tags/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'slug',
      t."slug",
      'color',
      t."color",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "extras_tag" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_tag($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/tags/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'slug',
        bx."slug",
        'color',
        bx."color",
        'description',
        bx."description"
      )
    FROM
      "extras_tag" bx
    WHERE
      bx.id = $2
  );
