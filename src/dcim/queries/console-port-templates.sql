-- dcim.consoleporttemplate: /api/dcim/console-port-templates/{id}/
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
      ($1::text || '/api/dcim/console-port-templates/' || t.id || '/'),
      'display',
      t.name || CASE
        WHEN t.label <> '' THEN ' (' || t.label || ')'
        ELSE ''
      END,
      'device_type',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/device-types/' || j1.id || '/'),
          'display',
          j1."model"::text,
          'manufacturer',
          CASE
            WHEN j2.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j2.id,
              'url',
              ($1::text || '/api/dcim/manufacturers/' || j2.id || '/'),
              'display',
              j2."name"::text,
              'name',
              j2."name",
              'slug',
              j2."slug",
              'description',
              j2."description"
            )
          END,
          'model',
          j1."model",
          'slug',
          j1."slug",
          'description',
          j1."description",
          'device_count',
          j1."device_count"
        )
      END,
      'module_type',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/dcim/module-types/' || j3.id || '/'),
          'display',
          j3."model"::text,
          'profile',
          CASE
            WHEN j4.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j4.id,
              'url',
              ($1::text || '/api/dcim/module-type-profiles/' || j4.id || '/'),
              'display',
              j4."name"::text,
              'name',
              j4."name",
              'description',
              j4."description"
            )
          END,
          'manufacturer',
          CASE
            WHEN j5.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j5.id,
              'url',
              ($1::text || '/api/dcim/manufacturers/' || j5.id || '/'),
              'display',
              j5."name"::text,
              'name',
              j5."name",
              'slug',
              j5."slug",
              'description',
              j5."description"
            )
          END,
          'model',
          j3."model",
          'description',
          j3."description",
          'module_count',
          j3."module_count"
        )
      END,
      'name',
      t."name",
      'label',
      t."label",
      'type',
      CASE
        WHEN t."type" IS NULL
        OR t."type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."type",
          'label',
          COALESCE(
            '{"de-9":"DE-9","db-25":"DB-25","rj-11":"RJ-11","rj-12":"RJ-12","rj-45":"RJ-45","mini-din-8":"Mini-DIN 8","usb-a":"USB Type A","usb-b":"USB Type B","usb-c":"USB Type C","usb-mini-a":"USB Mini A","usb-mini-b":"USB Mini B","usb-micro-a":"USB Micro A","usb-micro-b":"USB Micro B","usb-micro-ab":"USB Micro AB","other":"Other"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
        )
      END,
      'description',
      t."description",
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "dcim_consoleporttemplate" t
  LEFT JOIN "dcim_devicetype" j1 ON j1.id = t."device_type_id"
  LEFT JOIN "dcim_manufacturer" j2 ON j2.id = j1."manufacturer_id"
  LEFT JOIN "dcim_moduletype" j3 ON j3.id = t."module_type_id"
  LEFT JOIN "dcim_moduletypeprofile" j4 ON j4.id = j3."profile_id"
  LEFT JOIN "dcim_manufacturer" j5 ON j5.id = j3."manufacturer_id"
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
      ($1::text || '/api/dcim/console-port-templates/' || t.id || '/'),
      'display',
      t.name || CASE
        WHEN t.label <> '' THEN ' (' || t.label || ')'
        ELSE ''
      END,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "dcim_consoleporttemplate" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_consoleporttemplate($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/console-port-templates/' || bx.id || '/'),
        'display',
        bx.name || CASE
          WHEN bx.label <> '' THEN ' (' || bx.label || ')'
          ELSE ''
        END,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "dcim_consoleporttemplate" bx
    WHERE
      bx.id = $2
  );
