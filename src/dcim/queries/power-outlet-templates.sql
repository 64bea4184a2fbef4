-- dcim.poweroutlettemplate: /api/dcim/power-outlet-templates/{id}/
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
      ($1::text || '/api/dcim/power-outlet-templates/' || t.id || '/'),
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
            '{"iec-60320-c5":"C5","iec-60320-c7":"C7","iec-60320-c13":"C13","iec-60320-c15":"C15","iec-60320-c17":"C17","iec-60320-c19":"C19","iec-60320-c21":"C21","iec-60309-p-n-e-4h":"P+N+E 4H","iec-60309-p-n-e-6h":"P+N+E 6H","iec-60309-p-n-e-9h":"P+N+E 9H","iec-60309-2p-e-4h":"2P+E 4H","iec-60309-2p-e-6h":"2P+E 6H","iec-60309-2p-e-9h":"2P+E 9H","iec-60309-3p-e-4h":"3P+E 4H","iec-60309-3p-e-6h":"3P+E 6H","iec-60309-3p-e-9h":"3P+E 9H","iec-60309-3p-n-e-4h":"3P+N+E 4H","iec-60309-3p-n-e-6h":"3P+N+E 6H","iec-60309-3p-n-e-9h":"3P+N+E 9H","iec-60906-1":"IEC 60906-1","nbr-14136-10a":"2P+T 10A (NBR 14136)","nbr-14136-20a":"2P+T 20A (NBR 14136)","nema-1-15r":"NEMA 1-15R","nema-5-15r":"NEMA 5-15R","nema-5-20r":"NEMA 5-20R","nema-5-30r":"NEMA 5-30R","nema-5-50r":"NEMA 5-50R","nema-6-15r":"NEMA 6-15R","nema-6-20r":"NEMA 6-20R","nema-6-30r":"NEMA 6-30R","nema-6-50r":"NEMA 6-50R","nema-10-30r":"NEMA 10-30R","nema-10-50r":"NEMA 10-50R","nema-14-20r":"NEMA 14-20R","nema-14-30r":"NEMA 14-30R","nema-14-50r":"NEMA 14-50R","nema-14-60r":"NEMA 14-60R","nema-15-15r":"NEMA 15-15R","nema-15-20r":"NEMA 15-20R","nema-15-30r":"NEMA 15-30R","nema-15-50r":"NEMA 15-50R","nema-15-60r":"NEMA 15-60R","nema-l1-15r":"NEMA L1-15R","nema-l5-15r":"NEMA L5-15R","nema-l5-20r":"NEMA L5-20R","nema-l5-30r":"NEMA L5-30R","nema-l5-50r":"NEMA L5-50R","nema-l6-15r":"NEMA L6-15R","nema-l6-20r":"NEMA L6-20R","nema-l6-30r":"NEMA L6-30R","nema-l6-50r":"NEMA L6-50R","nema-l10-30r":"NEMA L10-30R","nema-l14-20r":"NEMA L14-20R","nema-l14-30r":"NEMA L14-30R","nema-l14-50r":"NEMA L14-50R","nema-l14-60r":"NEMA L14-60R","nema-l15-20r":"NEMA L15-20R","nema-l15-30r":"NEMA L15-30R","nema-l15-50r":"NEMA L15-50R","nema-l15-60r":"NEMA L15-60R","nema-l21-20r":"NEMA L21-20R","nema-l21-30r":"NEMA L21-30R","nema-l22-20r":"NEMA L22-20R","nema-l22-30r":"NEMA L22-30R","CS6360C":"CS6360C","CS6364C":"CS6364C","CS8164C":"CS8164C","CS8264C":"CS8264C","CS8364C":"CS8364C","CS8464C":"CS8464C","ita-e":"ITA Type E (CEE 7/5)","ita-f":"ITA Type F (CEE 7/3)","ita-g":"ITA Type G (BS 1363)","ita-h":"ITA Type H","ita-i":"ITA Type I","ita-j":"ITA Type J","ita-k":"ITA Type K","ita-l":"ITA Type L (CEI 23-50)","ita-m":"ITA Type M (BS 546)","ita-n":"ITA Type N","ita-o":"ITA Type O","ita-multistandard":"ITA Multistandard","usb-a":"USB Type A","usb-micro-b":"USB Micro B","usb-c":"USB Type C","molex-micro-fit-1x2":"Molex Micro-Fit 1x2","molex-micro-fit-2x2":"Molex Micro-Fit 2x2","molex-micro-fit-2x3":"Molex Micro-Fit 2x3","molex-micro-fit-2x4":"Molex Micro-Fit 2x4","dc-terminal":"DC Terminal","eaton-c39":"Eaton C39","hdot-cx":"HDOT Cx","saf-d-grid":"Saf-D-Grid","neutrik-powercon-20a":"Neutrik powerCON (20A)","neutrik-powercon-32a":"Neutrik powerCON (32A)","neutrik-powercon-true1":"Neutrik powerCON TRUE1","neutrik-powercon-true1-top":"Neutrik powerCON TRUE1 TOP","ubiquiti-smartpower":"Ubiquiti SmartPower","hardwired":"Hardwired","other":"Other"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
        )
      END,
      'color',
      t."color",
      'power_port',
      CASE
        WHEN j6.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j6.id,
          'url',
          ($1::text || '/api/dcim/power-port-templates/' || j6.id || '/'),
          'display',
          j6.name || CASE
            WHEN j6.label <> '' THEN ' (' || j6.label || ')'
            ELSE ''
          END,
          'name',
          j6."name",
          'description',
          j6."description"
        )
      END,
      'feed_leg',
      CASE
        WHEN t."feed_leg" IS NULL
        OR t."feed_leg" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."feed_leg",
          'label',
          COALESCE('{"A":"A","B":"B","C":"C"}'::jsonb ->> t."feed_leg"::text, t."feed_leg"::text)
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
  "dcim_poweroutlettemplate" t
  LEFT JOIN "dcim_devicetype" j1 ON j1.id = t."device_type_id"
  LEFT JOIN "dcim_manufacturer" j2 ON j2.id = j1."manufacturer_id"
  LEFT JOIN "dcim_moduletype" j3 ON j3.id = t."module_type_id"
  LEFT JOIN "dcim_moduletypeprofile" j4 ON j4.id = j3."profile_id"
  LEFT JOIN "dcim_manufacturer" j5 ON j5.id = j3."manufacturer_id"
  LEFT JOIN "dcim_powerporttemplate" j6 ON j6.id = t."power_port_id"
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
      ($1::text || '/api/dcim/power-outlet-templates/' || t.id || '/'),
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
  "dcim_poweroutlettemplate" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_poweroutlettemplate($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/power-outlet-templates/' || bx.id || '/'),
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
      "dcim_poweroutlettemplate" bx
    WHERE
      bx.id = $2
  );
