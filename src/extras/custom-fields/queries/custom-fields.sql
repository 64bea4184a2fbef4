-- extras.customfield: /api/extras/custom-fields/{id}/
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
      ($1::text || '/api/extras/custom-fields/' || t.id || '/'),
      'display_url',
      ($1::text || '/extras/custom-fields/' || t.id || '/'),
      'display',
      COALESCE(
        NULLIF(t.label, ''),
        upper(left(replace(t.name, '_', ' '), 1)) || lower(substr(replace(t.name, '_', ' '), 2))
      ),
      'object_types',
      t."object_types",
      'type',
      CASE
        WHEN t."type" IS NULL
        OR t."type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."type",
          'label',
          COALESCE(
            '{"text":"Text","longtext":"Text (long)","integer":"Integer","decimal":"Decimal","boolean":"Boolean (true/false)","date":"Date","datetime":"Date & time","url":"URL","json":"JSON","select":"Selection","multiselect":"Multiple selection","object":"Object","multiobject":"Multiple objects"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
        )
      END,
      'related_object_type',
      t."related_object_type",
      'data_type',
      (
        CASE t.type
          WHEN 'integer' THEN 'integer'
          WHEN 'decimal' THEN 'decimal'
          WHEN 'boolean' THEN 'boolean'
          WHEN 'json' THEN 'object'
          WHEN 'object' THEN 'object'
          WHEN 'multiselect' THEN 'array'
          WHEN 'multiobject' THEN 'array'
          ELSE 'string'
        END
      ),
      'name',
      t."name",
      'label',
      t."label",
      'group_name',
      t."group_name",
      'description',
      t."description",
      'required',
      t."required",
      'unique',
      t."unique",
      'search_weight',
      t."search_weight",
      'filter_logic',
      CASE
        WHEN t."filter_logic" IS NULL
        OR t."filter_logic" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."filter_logic",
          'label',
          COALESCE(
            '{"disabled":"Disabled","loose":"Loose","exact":"Exact"}'::jsonb ->> t."filter_logic"::text,
            t."filter_logic"::text
          )
        )
      END,
      'ui_visible',
      CASE
        WHEN t."ui_visible" IS NULL
        OR t."ui_visible" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."ui_visible",
          'label',
          COALESCE(
            '{"always":"Always","if-set":"If set","hidden":"Hidden"}'::jsonb ->> t."ui_visible"::text,
            t."ui_visible"::text
          )
        )
      END,
      'ui_editable',
      CASE
        WHEN t."ui_editable" IS NULL
        OR t."ui_editable" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."ui_editable",
          'label',
          COALESCE('{"yes":"Yes","no":"No","hidden":"Hidden"}'::jsonb ->> t."ui_editable"::text, t."ui_editable"::text)
        )
      END,
      'is_cloneable',
      t."is_cloneable",
      'default',
      t."default",
      'related_object_filter',
      t."related_object_filter",
      'weight',
      t."weight",
      'validation_minimum',
      t."validation_minimum",
      'validation_maximum',
      t."validation_maximum",
      'validation_regex',
      t."validation_regex",
      'validation_schema',
      t."validation_schema",
      'choice_set',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/extras/custom-field-choice-sets/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description",
          'choices_count',
          (
            jsonb_array_length(j1.extra_choices) + CASE j1.base_choices
              WHEN 'ISO_3166' THEN 249
              ELSE 0
            END
          )
        )
      END,
      'owner',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/users/owners/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'description',
          j2."description"
        )
      END,
      'comments',
      t."comments",
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "extras_customfield" t
  LEFT JOIN "extras_customfieldchoiceset" j1 ON j1.id = t."choice_set_id"
  LEFT JOIN "users_owner" j2 ON j2.id = t."owner_id"
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
      ($1::text || '/api/extras/custom-fields/' || t.id || '/'),
      'display',
      COALESCE(
        NULLIF(t.label, ''),
        upper(left(replace(t.name, '_', ' '), 1)) || lower(substr(replace(t.name, '_', ' '), 2))
      ),
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "extras_customfield" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_customfield($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/custom-fields/' || bx.id || '/'),
        'display',
        COALESCE(
          NULLIF(bx.label, ''),
          upper(left(replace(bx.name, '_', ' '), 1)) || lower(substr(replace(bx.name, '_', ' '), 2))
        ),
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "extras_customfield" bx
    WHERE
      bx.id = $2
  );
