-- dcim.interfacetemplate: /api/dcim/interface-templates/{id}/
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
      ($1::text || '/api/dcim/interface-templates/' || t.id || '/'),
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
            '{"virtual":"Virtual","bridge":"Bridge","lag":"Link Aggregation Group (LAG)","100base-fx":"100BASE-FX (10/100ME)","100base-lfx":"100BASE-LFX (10/100ME)","100base-tx":"100BASE-TX (10/100ME)","100base-t1":"100BASE-T1 (10/100ME)","1000base-bx10-d":"1000BASE-BX10-D (1GE BiDi Down)","1000base-bx10-u":"1000BASE-BX10-U (1GE BiDi Up)","1000base-cwdm":"1000BASE-CWDM (1GE)","1000base-cx":"1000BASE-CX (1GE DAC)","1000base-dwdm":"1000BASE-DWDM (1GE)","1000base-ex":"1000BASE-EX (1GE)","1000base-lsx":"1000BASE-LSX (1GE)","1000base-lx":"1000BASE-LX (1GE)","1000base-lx10":"1000BASE-LX10/LH (1GE)","1000base-sx":"1000BASE-SX (1GE)","1000base-t":"1000BASE-T (1GE)","1000base-tx":"1000BASE-TX (1GE)","1000base-zx":"1000BASE-ZX (1GE)","2.5gbase-t":"2.5GBASE-T (2.5GE)","5gbase-t":"5GBASE-T (5GE)","10gbase-br-d":"10GBASE-BR-D (10GE BiDi Down)","10gbase-br-u":"10GBASE-BR-U (10GE BiDi Up)","10gbase-cu":"10GBASE-CU (10GE DAC Passive Twinax)","10gbase-cx4":"10GBASE-CX4 (10GE DAC)","10gbase-er":"10GBASE-ER (10GE)","10gbase-lr":"10GBASE-LR (10GE)","10gbase-lrm":"10GBASE-LRM (10GE)","10gbase-lx4":"10GBASE-LX4 (10GE)","10gbase-sr":"10GBASE-SR (10GE)","10gbase-t":"10GBASE-T (10GE)","10gbase-zr":"10GBASE-ZR (10GE)","25gbase-cr":"25GBASE-CR (25GE DAC)","25gbase-er":"25GBASE-ER (25GE)","25gbase-lr":"25GBASE-LR (25GE)","25gbase-sr":"25GBASE-SR (25GE)","25gbase-t":"25GBASE-T (25GE)","40gbase-cr4":"40GBASE-CR4 (40GE DAC)","40gbase-er4":"40GBASE-ER4 (40GE)","40gbase-fr4":"40GBASE-FR4 (40GE)","40gbase-lr4":"40GBASE-LR4 (40GE)","40gbase-sr4":"40GBASE-SR4 (40GE)","40gbase-sr4-bd":"40GBASE-SR4 (40GE BiDi)","50gbase-cr":"50GBASE-CR (50GE DAC)","50gbase-er":"50GBASE-ER (50GE)","50gbase-fr":"50GBASE-FR (50GE)","50gbase-lr":"50GBASE-LR (50GE)","50gbase-sr":"50GBASE-SR (50GE)","100gbase-cr1":"100GBASE-CR1 (100GE DAC)","100gbase-cr2":"100GBASE-CR2 (100GE DAC)","100gbase-cr4":"100GBASE-CR4 (100GE DAC)","100gbase-cr10":"100GBASE-CR10 (100GE DAC)","100gbase-cwdm4":"100GBASE-CWDM4 (100GE)","100gbase-dr":"100GBASE-DR (100GE)","100gbase-er4":"100GBASE-ER4 (100GE)","100gbase-fr1":"100GBASE-FR1 (100GE)","100gbase-lr1":"100GBASE-LR1 (100GE)","100gbase-lr4":"100GBASE-LR4 (100GE)","100gbase-sr1":"100GBASE-SR1 (100GE)","100gbase-sr1.2":"100GBASE-SR1.2 (100GE BiDi)","100gbase-sr2":"100GBASE-SR2 (100GE)","100gbase-sr4":"100GBASE-SR4 (100GE)","100gbase-sr10":"100GBASE-SR10 (100GE)","100gbase-zr":"100GBASE-ZR (100GE)","200gbase-cr2":"200GBASE-CR2 (200GE)","200gbase-cr4":"200GBASE-CR4 (200GE)","200gbase-dr4":"200GBASE-DR4 (200GE)","200gbase-er4":"200GBASE-ER4 (200GE)","200gbase-fr4":"200GBASE-FR4 (200GE)","200gbase-lr4":"200GBASE-LR4 (200GE)","200gbase-sr2":"200GBASE-SR2 (200GE)","200gbase-sr4":"200GBASE-SR4 (200GE)","200gbase-vr2":"200GBASE-VR2 (200GE)","400gbase-cr4":"400GBASE-CR4 (400GE)","400gbase-dr4":"400GBASE-DR4 (400GE)","400gbase-er8":"400GBASE-ER8 (400GE)","400gbase-fr4":"400GBASE-FR4 (400GE)","400gbase-fr8":"400GBASE-FR8 (400GE)","400gbase-lr4":"400GBASE-LR4 (400GE)","400gbase-lr8":"400GBASE-LR8 (400GE)","400gbase-sr4":"400GBASE-SR4 (400GE)","400gbase-sr4_2":"400GBASE-SR4.2 (400GE BiDi)","400gbase-sr8":"400GBASE-SR8 (400GE)","400gbase-sr16":"400GBASE-SR16 (400GE)","400gbase-vr4":"400GBASE-VR4 (400GE)","400gbase-zr":"400GBASE-ZR (400GE)","800gbase-cr8":"800GBASE-CR8 (800GE)","800gbase-dr8":"800GBASE-DR8 (800GE)","800gbase-sr8":"800GBASE-SR8 (800GE)","800gbase-vr8":"800GBASE-VR8 (800GE)","1.6tbase-cr8":"1.6TBASE-CR8 (1.6TE)","1.6tbase-dr8":"1.6TBASE-DR8 (1.6TE)","1.6tbase-dr8-2":"1.6TBASE-DR8-2 (1.6TE)","100base-x-sfp":"SFP (100ME)","1000base-x-gbic":"GBIC (1GE)","1000base-x-sfp":"SFP (1GE)","2.5gbase-x-sfp":"SFP (2.5GE)","10gbase-x-sfpp":"SFP+ (10GE)","10gbase-x-xenpak":"XENPAK (10GE)","10gbase-x-xfp":"XFP (10GE)","10gbase-x-x2":"X2 (10GE)","25gbase-x-sfp28":"SFP28 (25GE)","40gbase-x-qsfpp":"QSFP+ (40GE)","50gbase-x-sfp28":"QSFP28 (50GE)","50gbase-x-sfp56":"SFP56 (50GE)","100gbase-x-cfp":"CFP (100GE)","100gbase-x-cfp2":"CFP2 (100GE)","100gbase-x-cfp4":"CFP4 (100GE)","100gbase-x-cxp":"CXP (100GE)","100gbase-x-cpak":"Cisco CPAK (100GE)","100gbase-x-dsfp":"DSFP (100GE)","100gbase-x-qsfp28":"QSFP28 (100GE)","100gbase-x-qsfpdd":"QSFP-DD (100GE)","100gbase-x-sfp112":"SFP112 (100GE)","100gbase-x-sfpdd":"SFP-DD (100GE)","200gbase-x-cfp2":"CFP2 (200GE)","200gbase-x-qsfp56":"QSFP56 (200GE)","200gbase-x-qsfpdd":"QSFP-DD (200GE)","400gbase-x-qsfp112":"QSFP112 (400GE)","400gbase-x-qsfpdd":"QSFP-DD (400GE)","400gbase-x-cdfp":"CDFP (400GE)","400gbase-x-cfp2":"CFP2 (400GE)","400gbase-x-cfp8":"CPF8 (400GE)","400gbase-x-osfp":"OSFP (400GE)","400gbase-x-osfp-rhs":"OSFP-RHS (400GE)","800gbase-x-osfp":"OSFP (800GE)","800gbase-x-qsfpdd":"QSFP-DD (800GE)","1.6tbase-x-osfp1600":"OSFP1600 (1.6TE)","1.6tbase-x-osfp1600-rhs":"OSFP1600-RHS (1.6TE)","1.6tbase-x-qsfpdd1600":"QSFP-DD1600 (1.6TE)","1000base-kx":"1000BASE-KX (1GE)","2.5gbase-kx":"2.5GBASE-KX (2.5GE)","5gbase-kr":"5GBASE-KR (5GE)","10gbase-kr":"10GBASE-KR (10GE)","10gbase-kx4":"10GBASE-KX4 (10GE)","25gbase-kr":"25GBASE-KR (25GE)","40gbase-kr4":"40GBASE-KR4 (40GE)","50gbase-kr":"50GBASE-KR (50GE)","100gbase-kp4":"100GBASE-KP4 (100GE)","100gbase-kr2":"100GBASE-KR2 (100GE)","100gbase-kr4":"100GBASE-KR4 (100GE)","1.6tbase-kr8":"1.6TBASE-KR8 (1.6TE)","ieee802.11a":"IEEE 802.11a","ieee802.11g":"IEEE 802.11b/g","ieee802.11n":"IEEE 802.11n (Wi-Fi 4)","ieee802.11ac":"IEEE 802.11ac (Wi-Fi 5)","ieee802.11ad":"IEEE 802.11ad (WiGig)","ieee802.11ax":"IEEE 802.11ax (Wi-Fi 6)","ieee802.11ay":"IEEE 802.11ay (WiGig)","ieee802.11be":"IEEE 802.11be (Wi-Fi 7)","ieee802.15.1":"IEEE 802.15.1 (Bluetooth)","ieee802.15.4":"IEEE 802.15.4 (LR-WPAN)","other-wireless":"Other (Wireless)","gsm":"GSM","cdma":"CDMA","lte":"LTE","4g":"4G","5g":"5G","sonet-oc3":"OC-3/STM-1","sonet-oc12":"OC-12/STM-4","sonet-oc48":"OC-48/STM-16","sonet-oc192":"OC-192/STM-64","sonet-oc768":"OC-768/STM-256","sonet-oc1920":"OC-1920/STM-640","sonet-oc3840":"OC-3840/STM-1234","1gfc-sfp":"SFP (1GFC)","2gfc-sfp":"SFP (2GFC)","4gfc-sfp":"SFP (4GFC)","8gfc-sfpp":"SFP+ (8GFC)","16gfc-sfpp":"SFP+ (16GFC)","32gfc-sfp28":"SFP28 (32GFC)","32gfc-sfpp":"SFP+ (32GFC)","64gfc-qsfpp":"QSFP+ (64GFC)","64gfc-sfpdd":"SFP-DD (64GFC)","64gfc-sfpp":"SFP+ (64GFC)","128gfc-qsfp28":"QSFP28 (128GFC)","infiniband-sdr":"SDR (2 Gbps)","infiniband-ddr":"DDR (4 Gbps)","infiniband-qdr":"QDR (8 Gbps)","infiniband-fdr10":"FDR10 (10 Gbps)","infiniband-fdr":"FDR (13.5 Gbps)","infiniband-edr":"EDR (25 Gbps)","infiniband-hdr":"HDR (50 Gbps)","infiniband-ndr":"NDR (100 Gbps)","infiniband-xdr":"XDR (250 Gbps)","t1":"T1 (1.544 Mbps)","e1":"E1 (2.048 Mbps)","t3":"T3 (45 Mbps)","e3":"E3 (34 Mbps)","xdsl":"xDSL","docsis":"DOCSIS","moca":"MoCA","bpon":"BPON (622 Mbps / 155 Mbps)","epon":"EPON (1 Gbps)","10g-epon":"10G-EPON (10 Gbps)","gpon":"GPON (2.5 Gbps / 1.25 Gbps)","xg-pon":"XG-PON (10 Gbps / 2.5 Gbps)","xgs-pon":"XGS-PON (10 Gbps)","ng-pon2":"NG-PON2 (TWDM-PON) (4x10 Gbps)","25g-pon":"25G-PON (25 Gbps)","50g-pon":"50G-PON (50 Gbps)","cisco-stackwise":"Cisco StackWise","cisco-stackwise-plus":"Cisco StackWise Plus","cisco-flexstack":"Cisco FlexStack","cisco-flexstack-plus":"Cisco FlexStack Plus","cisco-stackwise-80":"Cisco StackWise-80","cisco-stackwise-160":"Cisco StackWise-160","cisco-stackwise-320":"Cisco StackWise-320","cisco-stackwise-480":"Cisco StackWise-480","cisco-stackwise-1t":"Cisco StackWise-1T","juniper-vcp":"Juniper VCP","extreme-summitstack":"Extreme SummitStack","extreme-summitstack-128":"Extreme SummitStack-128","extreme-summitstack-256":"Extreme SummitStack-256","extreme-summitstack-512":"Extreme SummitStack-512","other":"Other"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
        )
      END,
      'enabled',
      t."enabled",
      'mgmt_only',
      t."mgmt_only",
      'description',
      t."description",
      'bridge',
      CASE
        WHEN j6.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j6.id,
          'url',
          ($1::text || '/api/dcim/interface-templates/' || j6.id || '/'),
          'display',
          j6.name || CASE
            WHEN j6.label <> '' THEN ' (' || j6.label || ')'
            ELSE ''
          END,
          'name',
          j6."name"
        )
      END,
      'poe_mode',
      CASE
        WHEN t."poe_mode" IS NULL
        OR t."poe_mode" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."poe_mode",
          'label',
          COALESCE('{"pd":"PD","pse":"PSE"}'::jsonb ->> t."poe_mode"::text, t."poe_mode"::text)
        )
      END,
      'poe_type',
      CASE
        WHEN t."poe_type" IS NULL
        OR t."poe_type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."poe_type",
          'label',
          COALESCE(
            '{"type1-ieee802.3af":"802.3af (Type 1)","type2-ieee802.3at":"802.3at (Type 2)","type3-ieee802.3bt":"802.3bt (Type 3)","type4-ieee802.3bt":"802.3bt (Type 4)","passive-24v-2pair":"Passive 24V (2-pair)","passive-24v-4pair":"Passive 24V (4-pair)","passive-48v-2pair":"Passive 48V (2-pair)","passive-48v-4pair":"Passive 48V (4-pair)"}'::jsonb ->> t."poe_type"::text,
            t."poe_type"::text
          )
        )
      END,
      'rf_role',
      CASE
        WHEN t."rf_role" IS NULL
        OR t."rf_role" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."rf_role",
          'label',
          COALESCE('{"ap":"Access point","station":"Station"}'::jsonb ->> t."rf_role"::text, t."rf_role"::text)
        )
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "dcim_interfacetemplate" t
  LEFT JOIN "dcim_devicetype" j1 ON j1.id = t."device_type_id"
  LEFT JOIN "dcim_manufacturer" j2 ON j2.id = j1."manufacturer_id"
  LEFT JOIN "dcim_moduletype" j3 ON j3.id = t."module_type_id"
  LEFT JOIN "dcim_moduletypeprofile" j4 ON j4.id = j3."profile_id"
  LEFT JOIN "dcim_manufacturer" j5 ON j5.id = j3."manufacturer_id"
  LEFT JOIN "dcim_interfacetemplate" j6 ON j6.id = t."bridge_id"
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
      ($1::text || '/api/dcim/interface-templates/' || t.id || '/'),
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
  "dcim_interfacetemplate" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_interfacetemplate($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/interface-templates/' || bx.id || '/'),
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
      "dcim_interfacetemplate" bx
    WHERE
      bx.id = $2
  );
