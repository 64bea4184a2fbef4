-- dcim.cable: /api/dcim/cables/{id}/
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
      ($1::text || '/api/dcim/cables/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/cables/' || t.id || '/'),
      'display',
      COALESCE(NULLIF(t.label, ''), '#' || t.id),
      'type',
      CASE
        WHEN t."type" IS NULL
        OR t."type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."type",
          'label',
          COALESCE(
            '{"cat3":"CAT3","cat5":"CAT5","cat5e":"CAT5e","cat6":"CAT6","cat6a":"CAT6a","cat7":"CAT7","cat7a":"CAT7a","cat8":"CAT8","mrj21-trunk":"MRJ21 Trunk","dac-active":"Direct Attach Copper (Active)","dac-passive":"Direct Attach Copper (Passive)","coaxial":"Coaxial","rg-6":"RG-6","rg-8":"RG-8","rg-11":"RG-11","rg-59":"RG-59","rg-62":"RG-62","rg-213":"RG-213","lmr-100":"LMR-100","lmr-200":"LMR-200","lmr-400":"LMR-400","mmf":"Multimode Fiber","mmf-om1":"Multimode Fiber (OM1)","mmf-om2":"Multimode Fiber (OM2)","mmf-om3":"Multimode Fiber (OM3)","mmf-om4":"Multimode Fiber (OM4)","mmf-om5":"Multimode Fiber (OM5)","smf":"Single-mode Fiber","smf-os1":"Single-mode Fiber (OS1)","smf-os2":"Single-mode Fiber (OS2)","aoc":"Active Optical Cabling (AOC)","power":"Power","usb":"USB"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
        )
      END,
      'a_terminations',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'object_type',
                ct.termination_type,
                'object_id',
                ct.termination_id,
                'object',
                CASE ct.termination_type
                  WHEN 'circuits.circuittermination' THEN inv_brief_circuits_circuittermination ($1::text, ct.termination_id)
                  WHEN 'dcim.consoleport' THEN inv_brief_dcim_consoleport ($1::text, ct.termination_id)
                  WHEN 'dcim.consoleserverport' THEN inv_brief_dcim_consoleserverport ($1::text, ct.termination_id)
                  WHEN 'dcim.frontport' THEN inv_brief_dcim_frontport ($1::text, ct.termination_id)
                  WHEN 'dcim.interface' THEN inv_brief_dcim_interface ($1::text, ct.termination_id)
                  WHEN 'dcim.powerfeed' THEN inv_brief_dcim_powerfeed ($1::text, ct.termination_id)
                  WHEN 'dcim.poweroutlet' THEN inv_brief_dcim_poweroutlet ($1::text, ct.termination_id)
                  WHEN 'dcim.powerport' THEN inv_brief_dcim_powerport ($1::text, ct.termination_id)
                  WHEN 'dcim.rearport' THEN inv_brief_dcim_rearport ($1::text, ct.termination_id)
                END
              )
              ORDER BY
                ct.connector,
                ct.id
            ),
            '[]'::json
          )
        FROM
          dcim_cabletermination ct
        WHERE
          ct.cable_id = t.id
          AND ct.cable_end = 'A'
      ),
      'b_terminations',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'object_type',
                ct.termination_type,
                'object_id',
                ct.termination_id,
                'object',
                CASE ct.termination_type
                  WHEN 'circuits.circuittermination' THEN inv_brief_circuits_circuittermination ($1::text, ct.termination_id)
                  WHEN 'dcim.consoleport' THEN inv_brief_dcim_consoleport ($1::text, ct.termination_id)
                  WHEN 'dcim.consoleserverport' THEN inv_brief_dcim_consoleserverport ($1::text, ct.termination_id)
                  WHEN 'dcim.frontport' THEN inv_brief_dcim_frontport ($1::text, ct.termination_id)
                  WHEN 'dcim.interface' THEN inv_brief_dcim_interface ($1::text, ct.termination_id)
                  WHEN 'dcim.powerfeed' THEN inv_brief_dcim_powerfeed ($1::text, ct.termination_id)
                  WHEN 'dcim.poweroutlet' THEN inv_brief_dcim_poweroutlet ($1::text, ct.termination_id)
                  WHEN 'dcim.powerport' THEN inv_brief_dcim_powerport ($1::text, ct.termination_id)
                  WHEN 'dcim.rearport' THEN inv_brief_dcim_rearport ($1::text, ct.termination_id)
                END
              )
              ORDER BY
                ct.connector,
                ct.id
            ),
            '[]'::json
          )
        FROM
          dcim_cabletermination ct
        WHERE
          ct.cable_id = t.id
          AND ct.cable_end = 'B'
      ),
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"connected":"Connected","planned":"Planned","decommissioning":"Decommissioning"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'profile',
      CASE
        WHEN t."profile" IS NULL
        OR t."profile" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."profile",
          'label',
          COALESCE(
            '{"single-1c1p":"1C1P","single-1c2p":"1C2P","single-1c4p":"1C4P","single-1c6p":"1C6P","single-1c8p":"1C8P","single-1c12p":"1C12P","single-1c16p":"1C16P","trunk-2c1p":"2C1P trunk","trunk-2c2p":"2C2P trunk","trunk-2c4p":"2C4P trunk","trunk-2c4p-shuffle":"2C4P trunk (shuffle)","trunk-2c6p":"2C6P trunk","trunk-2c8p":"2C8P trunk","trunk-2c12p":"2C12P trunk","trunk-4c1p":"4C1P trunk","trunk-4c2p":"4C2P trunk","trunk-4c4p":"4C4P trunk","trunk-4c4p-shuffle":"4C4P trunk (shuffle)","trunk-4c6p":"4C6P trunk","trunk-4c8p":"4C8P trunk","trunk-8c4p":"8C4P trunk","breakout-1c2p-2c1p":"1C2P:2C1P breakout","breakout-1c4p-4c1p":"1C4P:4C1P breakout","breakout-1c6p-6c1p":"1C6P:6C1P breakout","breakout-1c8p-8c1p":"1C8P:8C1P breakout","breakout-2c4p-8c1p-shuffle":"2C4P:8C1P breakout (shuffle)"}'::jsonb ->> t."profile"::text,
            t."profile"::text
          )
        )
      END,
      'tenant',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'slug',
          j1."slug",
          'description',
          j1."description"
        )
      END,
      'bundle',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/cable-bundles/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'description',
          j2."description"
        )
      END,
      'label',
      t."label",
      'color',
      t."color",
      'length',
      t."length",
      'length_unit',
      CASE
        WHEN t."length_unit" IS NULL
        OR t."length_unit" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."length_unit",
          'label',
          COALESCE(
            '{"km":"Kilometers","m":"Meters","cm":"Centimeters","mi":"Miles","ft":"Feet","in":"Inches"}'::jsonb ->> t."length_unit"::text,
            t."length_unit"::text
          )
        )
      END,
      'description',
      t."description",
      'owner',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/users/owners/' || j3.id || '/'),
          'display',
          j3."name"::text,
          'name',
          j3."name",
          'description',
          j3."description"
        )
      END,
      'comments',
      t."comments",
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'dcim.cable'
          ) THEN (
            SELECT
              COALESCE(
                json_agg(
                  json_build_object(
                    'id',
                    tg.id,
                    'url',
                    $1::text || '/api/extras/tags/' || tg.id || '/',
                    'display_url',
                    $1::text || '/extras/tags/' || tg.id || '/',
                    'display',
                    tg.name,
                    'name',
                    tg.name,
                    'slug',
                    tg.slug,
                    'color',
                    tg.color
                  )
                  ORDER BY
                    tg.weight,
                    tg.name
                ),
                '[]'::json
              )
            FROM
              extras_taggeditem ti
              JOIN extras_tag tg ON tg.id = ti.tag_id
            WHERE
              ti.object_type = 'dcim.cable'
              AND ti.object_id = t.id
          )
          ELSE '[]'::json
        END
      ),
      'custom_fields',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            extras_customfield
          WHERE
            object_types ? 'dcim.cable'
        ) THEN (
          SELECT
            COALESCE(
              json_object_agg(
                t_cf.name,
                CASE
                  WHEN t_cf.type IN ('object', 'multiobject') THEN inv_cf_objects (t_cf.related_object_type, t.custom_field_data -> t_cf.name, $1::text, t_cf.type = 'multiobject')
                  ELSE (t.custom_field_data -> t_cf.name)::json
                END
                ORDER BY
                  t_cf.group_name,
                  t_cf.weight,
                  t_cf.name
              ),
              '{}'::json
            )
          FROM
            extras_customfield t_cf
          WHERE
            t_cf.object_types ? 'dcim.cable'
        )
        ELSE '{}'::json
      END,
      'created',
      to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'last_updated',
      to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
    )
  )::text AS j
FROM
  "dcim_cable" t
  LEFT JOIN "tenancy_tenant" j1 ON j1.id = t."tenant_id"
  LEFT JOIN "dcim_cablebundle" j2 ON j2.id = t."bundle_id"
  LEFT JOIN "users_owner" j3 ON j3.id = t."owner_id"
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
      ($1::text || '/api/dcim/cables/' || t.id || '/'),
      'display',
      COALESCE(NULLIF(t.label, ''), '#' || t.id),
      'label',
      t."label",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "dcim_cable" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_cable($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/cables/' || bx.id || '/'),
        'display',
        COALESCE(NULLIF(bx.label, ''), '#' || bx.id),
        'label',
        bx."label",
        'description',
        bx."description"
      )
    FROM
      "dcim_cable" bx
    WHERE
      bx.id = $2
  );
