-- dcim.inventoryitemtemplate: /api/dcim/inventory-item-templates/{id}/
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
      ($1::text || '/api/dcim/inventory-item-templates/' || t.id || '/'),
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
      'parent',
      t."parent_id",
      'name',
      t."name",
      'label',
      t."label",
      'role',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/dcim/inventory-item-roles/' || j3.id || '/'),
          'display',
          j3."name"::text,
          'name',
          j3."name",
          'slug',
          j3."slug",
          'description',
          j3."description"
        )
      END,
      'manufacturer',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/dcim/manufacturers/' || j4.id || '/'),
          'display',
          j4."name"::text,
          'name',
          j4."name",
          'slug',
          j4."slug",
          'description',
          j4."description"
        )
      END,
      'part_id',
      t."part_id",
      'description',
      t."description",
      'component_type',
      t."component_type",
      'component_id',
      t."component_id",
      'component',
      CASE t."component_type"
        WHEN 'dcim.consoleporttemplate' THEN inv_brief_dcim_consoleporttemplate ($1::text, t."component_id")
        WHEN 'dcim.consoleserverporttemplate' THEN inv_brief_dcim_consoleserverporttemplate ($1::text, t."component_id")
        WHEN 'dcim.frontporttemplate' THEN inv_brief_dcim_frontporttemplate ($1::text, t."component_id")
        WHEN 'dcim.interfacetemplate' THEN inv_brief_dcim_interfacetemplate ($1::text, t."component_id")
        WHEN 'dcim.poweroutlettemplate' THEN inv_brief_dcim_poweroutlettemplate ($1::text, t."component_id")
        WHEN 'dcim.powerporttemplate' THEN inv_brief_dcim_powerporttemplate ($1::text, t."component_id")
        WHEN 'dcim.rearporttemplate' THEN inv_brief_dcim_rearporttemplate ($1::text, t."component_id")
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      '_depth',
      t."_depth"
    )
  )::text AS j
FROM
  "dcim_inventoryitemtemplate" t
  LEFT JOIN "dcim_devicetype" j1 ON j1.id = t."device_type_id"
  LEFT JOIN "dcim_manufacturer" j2 ON j2.id = j1."manufacturer_id"
  LEFT JOIN "dcim_inventoryitemrole" j3 ON j3.id = t."role_id"
  LEFT JOIN "dcim_manufacturer" j4 ON j4.id = t."manufacturer_id"
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
      ($1::text || '/api/dcim/inventory-item-templates/' || t.id || '/'),
      'display',
      t.name || CASE
        WHEN t.label <> '' THEN ' (' || t.label || ')'
        ELSE ''
      END,
      'name',
      t."name",
      'description',
      t."description",
      '_depth',
      t."_depth"
    )
  )::text AS j
FROM
  "dcim_inventoryitemtemplate" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_inventoryitemtemplate($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/inventory-item-templates/' || bx.id || '/'),
        'display',
        bx.name || CASE
          WHEN bx.label <> '' THEN ' (' || bx.label || ')'
          ELSE ''
        END,
        'name',
        bx."name",
        'description',
        bx."description",
        '_depth',
        bx."_depth"
      )
    FROM
      "dcim_inventoryitemtemplate" bx
    WHERE
      bx.id = $2
  );
