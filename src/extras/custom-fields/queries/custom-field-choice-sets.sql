-- extras.customfieldchoiceset: /api/extras/custom-field-choice-sets/{id}/
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
      ($1::text || '/api/extras/custom-field-choice-sets/' || t.id || '/'),
      'display_url',
      ($1::text || '/extras/custom-field-choice-sets/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'base_choices',
      CASE
        WHEN t."base_choices" IS NULL
        OR t."base_choices" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."base_choices",
          'label',
          COALESCE(
            '{"IATA":"IATA (Airport codes)","ISO_3166":"ISO 3166 (Country codes)","UN_LOCODE":"UN/LOCODE (Location codes)"}'::jsonb ->> t."base_choices"::text,
            t."base_choices"::text
          )
        )
      END,
      'extra_choices',
      t."extra_choices",
      'choice_colors',
      t."choice_colors",
      'order_alphabetically',
      t."order_alphabetically",
      'choices_count',
      (
        jsonb_array_length(t.extra_choices) + CASE t.base_choices
          WHEN 'ISO_3166' THEN 249
          ELSE 0
        END
      ),
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
  "extras_customfieldchoiceset" t
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
      ($1::text || '/api/extras/custom-field-choice-sets/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'choices_count',
      (
        jsonb_array_length(t.extra_choices) + CASE t.base_choices
          WHEN 'ISO_3166' THEN 249
          ELSE 0
        END
      )
    )
  )::text AS j
FROM
  "extras_customfieldchoiceset" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_customfieldchoiceset($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/custom-field-choice-sets/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description",
        'choices_count',
        (
          jsonb_array_length(bx.extra_choices) + CASE bx.base_choices
            WHEN 'ISO_3166' THEN 249
            ELSE 0
          END
        )
      )
    FROM
      "extras_customfieldchoiceset" bx
    WHERE
      bx.id = $2
  );
