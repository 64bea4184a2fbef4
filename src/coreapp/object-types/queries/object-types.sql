-- core.objecttype: /api/core/object-types/{id}/
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
      ($1::text || '/api/core/object-types/' || t.id || '/'),
      'display',
      t.app_name || ' | ' || t.model_name,
      'app_label',
      t."app_label",
      'app_name',
      t."app_name",
      'model',
      t."model",
      'model_name',
      t."model_name",
      'model_name_plural',
      t."model_name_plural",
      'public',
      t."public",
      'features',
      t."features",
      'is_plugin_model',
      t."is_plugin_model",
      'rest_api_endpoint',
      t."rest_api_endpoint",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "core_objecttype" t
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
      ($1::text || '/api/core/object-types/' || t.id || '/'),
      'display',
      t.app_name || ' | ' || t.model_name,
      'app_label',
      t."app_label",
      'app_name',
      t."app_name",
      'model',
      t."model",
      'model_name',
      t."model_name",
      'model_name_plural',
      t."model_name_plural"
    )
  )::text AS j
FROM
  "core_objecttype" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_core_objecttype($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/core/object-types/' || bx.id || '/'),
        'display',
        bx.app_name || ' | ' || bx.model_name,
        'app_label',
        bx."app_label",
        'app_name',
        bx."app_name",
        'model',
        bx."model",
        'model_name',
        bx."model_name",
        'model_name_plural',
        bx."model_name_plural"
      )
    FROM
      "core_objecttype" bx
    WHERE
      bx.id = $2
  );
