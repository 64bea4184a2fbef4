-- extras.imageattachment: /api/extras/image-attachments/{id}/
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
      ($1::text || '/api/extras/image-attachments/' || t.id || '/'),
      'display',
      COALESCE(NULLIF(t.name, ''), regexp_replace(t.image, '^.*/[a-z0-9]+_[0-9]+_', '')),
      'object_type',
      t."object_type",
      'object_id',
      t."object_id",
      'parent',
      CASE t."object_type"
        WHEN 'dcim.site' THEN inv_brief_dcim_site ($1::text, t."object_id")
        WHEN 'dcim.location' THEN inv_brief_dcim_location ($1::text, t."object_id")
        WHEN 'dcim.rack' THEN inv_brief_dcim_rack ($1::text, t."object_id")
        WHEN 'dcim.device' THEN inv_brief_dcim_device ($1::text, t."object_id")
        WHEN 'dcim.devicetype' THEN inv_brief_dcim_devicetype ($1::text, t."object_id")
      END,
      'name',
      t."name",
      'image',
      (($1::text || '/media/' || t.image)),
      'description',
      t."description",
      'image_height',
      t."image_height",
      'image_width',
      t."image_width",
      'image_size',
      t."image_size",
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "extras_imageattachment" t
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
      ($1::text || '/api/extras/image-attachments/' || t.id || '/'),
      'display',
      COALESCE(NULLIF(t.name, ''), regexp_replace(t.image, '^.*/[a-z0-9]+_[0-9]+_', '')),
      'name',
      t."name",
      'image',
      (($1::text || '/media/' || t.image)),
      'description',
      t."description"
    )
  )::text AS j
FROM
  "extras_imageattachment" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_imageattachment($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/image-attachments/' || bx.id || '/'),
        'display',
        COALESCE(NULLIF(bx.name, ''), regexp_replace(bx.image, '^.*/[a-z0-9]+_[0-9]+_', '')),
        'name',
        bx."name",
        'image',
        (($1::text || '/media/' || bx.image)),
        'description',
        bx."description"
      )
    FROM
      "extras_imageattachment" bx
    WHERE
      bx.id = $2
  );
