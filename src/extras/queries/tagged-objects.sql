-- extras.taggeditem: /api/extras/tagged-objects/{id}/
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
      ($1::text || '/api/extras/tagged-objects/' || t.id || '/'),
      'display',
      COALESCE(inv_brief (t.object_type, t.object_id, '') ->> 'display', t.object_type || ' ' || t.object_id) || ' tagged with ' || (
        SELECT
          tg.name
        FROM
          extras_tag tg
        WHERE
          tg.id = t.tag_id
      ),
      'object_type',
      t."object_type",
      'object_id',
      t."object_id",
      'object',
      inv_brief (t."object_type", t."object_id", $1::text),
      'tag',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/extras/tags/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'slug',
          j1."slug",
          'color',
          j1."color",
          'description',
          j1."description"
        )
      END
    )
  )::text AS j
FROM
  "extras_taggeditem" t
  LEFT JOIN "extras_tag" j1 ON j1.id = t."tag_id"
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
      ($1::text || '/api/extras/tagged-objects/' || t.id || '/'),
      'display',
      COALESCE(inv_brief (t.object_type, t.object_id, '') ->> 'display', t.object_type || ' ' || t.object_id) || ' tagged with ' || (
        SELECT
          tg.name
        FROM
          extras_tag tg
        WHERE
          tg.id = t.tag_id
      ),
      'object_type',
      t."object_type",
      'object_id',
      t."object_id",
      'object',
      inv_brief (t."object_type", t."object_id", $1::text),
      'tag',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/extras/tags/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'slug',
          j1."slug",
          'color',
          j1."color",
          'description',
          j1."description"
        )
      END
    )
  )::text AS j
FROM
  "extras_taggeditem" t
  LEFT JOIN "extras_tag" j1 ON j1.id = t."tag_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_taggeditem($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/tagged-objects/' || bx.id || '/'),
        'display',
        COALESCE(inv_brief (bx.object_type, bx.object_id, '') ->> 'display', bx.object_type || ' ' || bx.object_id) || ' tagged with ' || (
          SELECT
            tg.name
          FROM
            extras_tag tg
          WHERE
            tg.id = bx.tag_id
        ),
        'object_type',
        bx."object_type",
        'object_id',
        bx."object_id",
        'object',
        NULL::json,
        'tag',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/extras/tags/' || bj1.id || '/'),
            'display',
            bj1."name"::text,
            'name',
            bj1."name",
            'slug',
            bj1."slug",
            'color',
            bj1."color",
            'description',
            bj1."description"
          )
        END
      )
    FROM
      "extras_taggeditem" bx
      LEFT JOIN "extras_tag" bj1 ON bj1.id = bx."tag_id"
    WHERE
      bx.id = $2
  );
