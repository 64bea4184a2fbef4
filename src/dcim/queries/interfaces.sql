-- dcim.interface: /api/dcim/interfaces/{id}/
-- Generated from the declarations: `npm run sql-snapshots` rewrites this file, a test checks it.
-- $1 is the base URL of rendered links, $2 the object's id.

-- complete representation
SELECT
  t.id AS id,
  (
    replace(
      json_build_object(
        'id',
        t.id,
        'url',
        ($1::text || '/api/dcim/interfaces/' || t.id || '/'),
        'display_url',
        ($1::text || '/dcim/interfaces/' || t.id || '/'),
        'display',
        t.name || CASE
          WHEN t.label <> '' THEN ' (' || t.label || ')'
          ELSE ''
        END,
        'device',
        CASE
          WHEN j1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j1.id,
            'url',
            ($1::text || '/api/dcim/devices/' || j1.id || '/'),
            'display',
            COALESCE(
              COALESCE(
                j1.name,
                (
                  SELECT
                    vc.name || ':' || COALESCE(j1.vc_position::text, 'None')
                  FROM
                    dcim_virtualchassis vc
                  WHERE
                    vc.id = j1.virtual_chassis_id
                )
              ) || COALESCE(' (' || j1.asset_tag || ')', ''),
              (
                SELECT
                  m.name || ' ' || dt.model
                FROM
                  dcim_devicetype dt
                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                WHERE
                  dt.id = j1.device_type_id
              ) || ' (' || COALESCE(j1.asset_tag, j1.id::text) || ')'
            ),
            'name',
            j1."name",
            'description',
            j1."description"
          )
        END,
        'vdcs',
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              "dcim_interface_vdcs"
          ) THEN (
            SELECT
              COALESCE(
                json_agg(
                  json_build_object(
                    'id',
                    j2x.id,
                    'url',
                    ($1::text || '/api/dcim/virtual-device-contexts/' || j2x.id || '/'),
                    'display',
                    j2x."name"::text,
                    'name',
                    j2x."name",
                    'device',
                    CASE
                      WHEN j2_1.id IS NULL THEN NULL
                      ELSE json_build_object(
                        'id',
                        j2_1.id,
                        'url',
                        ($1::text || '/api/dcim/devices/' || j2_1.id || '/'),
                        'display',
                        COALESCE(
                          COALESCE(
                            j2_1.name,
                            (
                              SELECT
                                vc.name || ':' || COALESCE(j2_1.vc_position::text, 'None')
                              FROM
                                dcim_virtualchassis vc
                              WHERE
                                vc.id = j2_1.virtual_chassis_id
                            )
                          ) || COALESCE(' (' || j2_1.asset_tag || ')', ''),
                          (
                            SELECT
                              m.name || ' ' || dt.model
                            FROM
                              dcim_devicetype dt
                              JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                            WHERE
                              dt.id = j2_1.device_type_id
                          ) || ' (' || COALESCE(j2_1.asset_tag, j2_1.id::text) || ')'
                        ),
                        'name',
                        j2_1."name",
                        'description',
                        j2_1."description"
                      )
                    END,
                    'identifier',
                    j2x."identifier",
                    'description',
                    j2x."description"
                  )
                  ORDER BY
                    j2x.id
                ),
                '[]'::json
              )
            FROM
              "dcim_interface_vdcs" j2
              JOIN "dcim_virtualdevicecontext" j2x ON j2x.id = j2."virtualdevicecontext_id"
              LEFT JOIN "dcim_device" j2_1 ON j2_1.id = j2x."device_id"
            WHERE
              j2."interface_id" = t.id
          )
          ELSE '[]'::json
        END,
        'module',
        CASE
          WHEN j3.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j3.id,
            'url',
            ($1::text || '/api/dcim/modules/' || j3.id || '/'),
            'display',
            (
              SELECT
                b.name
              FROM
                dcim_modulebay b
              WHERE
                b.id = j3.module_bay_id
            ) || ': ' || (
              SELECT
                mt.model
              FROM
                dcim_moduletype mt
              WHERE
                mt.id = j3.module_type_id
            ) || ' (' || j3.id || ')',
            'device',
            CASE
              WHEN j4.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j4.id,
                'url',
                ($1::text || '/api/dcim/devices/' || j4.id || '/'),
                'display',
                COALESCE(
                  COALESCE(
                    j4.name,
                    (
                      SELECT
                        vc.name || ':' || COALESCE(j4.vc_position::text, 'None')
                      FROM
                        dcim_virtualchassis vc
                      WHERE
                        vc.id = j4.virtual_chassis_id
                    )
                  ) || COALESCE(' (' || j4.asset_tag || ')', ''),
                  (
                    SELECT
                      m.name || ' ' || dt.model
                    FROM
                      dcim_devicetype dt
                      JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                    WHERE
                      dt.id = j4.device_type_id
                  ) || ' (' || COALESCE(j4.asset_tag, j4.id::text) || ')'
                ),
                'name',
                j4."name",
                'description',
                j4."description"
              )
            END,
            'module_bay',
            CASE
              WHEN j5.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j5.id,
                'url',
                ($1::text || '/api/dcim/module-bays/' || j5.id || '/'),
                'display_url',
                ($1::text || '/dcim/module-bays/' || j5.id || '/'),
                'display',
                j5.name || CASE
                  WHEN j5.label <> '' THEN ' (' || j5.label || ')'
                  ELSE ''
                END,
                'name',
                j5."name"
              )
            END
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
        'parent',
        CASE
          WHEN j6.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j6.id,
            'url',
            ($1::text || '/api/dcim/interfaces/' || j6.id || '/'),
            'display_url',
            ($1::text || '/dcim/interfaces/' || j6.id || '/'),
            'display',
            j6.name || CASE
              WHEN j6.label <> '' THEN ' (' || j6.label || ')'
              ELSE ''
            END,
            'device',
            CASE
              WHEN j7.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j7.id,
                'url',
                ($1::text || '/api/dcim/devices/' || j7.id || '/'),
                'display_url',
                ($1::text || '/dcim/devices/' || j7.id || '/'),
                'display',
                COALESCE(
                  COALESCE(
                    j7.name,
                    (
                      SELECT
                        vc.name || ':' || COALESCE(j7.vc_position::text, 'None')
                      FROM
                        dcim_virtualchassis vc
                      WHERE
                        vc.id = j7.virtual_chassis_id
                    )
                  ) || COALESCE(' (' || j7.asset_tag || ')', ''),
                  (
                    SELECT
                      m.name || ' ' || dt.model
                    FROM
                      dcim_devicetype dt
                      JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                    WHERE
                      dt.id = j7.device_type_id
                  ) || ' (' || COALESCE(j7.asset_tag, j7.id::text) || ')'
                ),
                'name',
                j7."name"
              )
            END,
            'name',
            j6."name",
            'cable',
            CASE
              WHEN j8.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j8.id,
                'url',
                ($1::text || '/api/dcim/cables/' || j8.id || '/'),
                'display',
                COALESCE(NULLIF(j8.label, ''), '#' || j8.id),
                'label',
                j8."label",
                'description',
                j8."description"
              )
            END,
            '_occupied',
            (
              (
                j6.mark_connected
                OR j6.cable_id IS NOT NULL
                OR j6.wireless_link_id IS NOT NULL
              )
            ),
            'connection_status',
            (
              SELECT
                CASE
                  WHEN cp.is_active THEN json_build_object('value', TRUE, 'label', 'Connected')
                  ELSE json_build_object('value', FALSE, 'label', 'Planned')
                END
              FROM
                dcim_cablepath cp
              WHERE
                cp.id = j6._path_id
            )
          )
        END,
        'bridge',
        CASE
          WHEN j9.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j9.id,
            'url',
            ($1::text || '/api/dcim/interfaces/' || j9.id || '/'),
            'display_url',
            ($1::text || '/dcim/interfaces/' || j9.id || '/'),
            'display',
            j9.name || CASE
              WHEN j9.label <> '' THEN ' (' || j9.label || ')'
              ELSE ''
            END,
            'device',
            CASE
              WHEN j10.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j10.id,
                'url',
                ($1::text || '/api/dcim/devices/' || j10.id || '/'),
                'display_url',
                ($1::text || '/dcim/devices/' || j10.id || '/'),
                'display',
                COALESCE(
                  COALESCE(
                    j10.name,
                    (
                      SELECT
                        vc.name || ':' || COALESCE(j10.vc_position::text, 'None')
                      FROM
                        dcim_virtualchassis vc
                      WHERE
                        vc.id = j10.virtual_chassis_id
                    )
                  ) || COALESCE(' (' || j10.asset_tag || ')', ''),
                  (
                    SELECT
                      m.name || ' ' || dt.model
                    FROM
                      dcim_devicetype dt
                      JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                    WHERE
                      dt.id = j10.device_type_id
                  ) || ' (' || COALESCE(j10.asset_tag, j10.id::text) || ')'
                ),
                'name',
                j10."name"
              )
            END,
            'name',
            j9."name",
            'cable',
            CASE
              WHEN j11.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j11.id,
                'url',
                ($1::text || '/api/dcim/cables/' || j11.id || '/'),
                'display',
                COALESCE(NULLIF(j11.label, ''), '#' || j11.id),
                'label',
                j11."label",
                'description',
                j11."description"
              )
            END,
            '_occupied',
            (
              (
                j9.mark_connected
                OR j9.cable_id IS NOT NULL
                OR j9.wireless_link_id IS NOT NULL
              )
            ),
            'connection_status',
            (
              SELECT
                CASE
                  WHEN cp.is_active THEN json_build_object('value', TRUE, 'label', 'Connected')
                  ELSE json_build_object('value', FALSE, 'label', 'Planned')
                END
              FROM
                dcim_cablepath cp
              WHERE
                cp.id = j9._path_id
            )
          )
        END,
        'bridge_interfaces',
        (
          (
            SELECT
              COALESCE(
                json_agg(
                  json_build_object(
                    'id',
                    tbix.id,
                    'url',
                    ($1::text || '/api/dcim/interfaces/' || tbix.id || '/'),
                    'display_url',
                    ($1::text || '/dcim/interfaces/' || tbix.id || '/'),
                    'display',
                    tbix.name || CASE
                      WHEN tbix.label <> '' THEN ' (' || tbix.label || ')'
                      ELSE ''
                    END,
                    'device',
                    CASE
                      WHEN tbij1.id IS NULL THEN NULL
                      ELSE json_build_object(
                        'id',
                        tbij1.id,
                        'url',
                        ($1::text || '/api/dcim/devices/' || tbij1.id || '/'),
                        'display_url',
                        ($1::text || '/dcim/devices/' || tbij1.id || '/'),
                        'display',
                        COALESCE(
                          COALESCE(
                            tbij1.name,
                            (
                              SELECT
                                vc.name || ':' || COALESCE(tbij1.vc_position::text, 'None')
                              FROM
                                dcim_virtualchassis vc
                              WHERE
                                vc.id = tbij1.virtual_chassis_id
                            )
                          ) || COALESCE(' (' || tbij1.asset_tag || ')', ''),
                          (
                            SELECT
                              m.name || ' ' || dt.model
                            FROM
                              dcim_devicetype dt
                              JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                            WHERE
                              dt.id = tbij1.device_type_id
                          ) || ' (' || COALESCE(tbij1.asset_tag, tbij1.id::text) || ')'
                        ),
                        'name',
                        tbij1."name"
                      )
                    END,
                    'name',
                    tbix."name",
                    'cable',
                    CASE
                      WHEN tbij2.id IS NULL THEN NULL
                      ELSE json_build_object(
                        'id',
                        tbij2.id,
                        'url',
                        ($1::text || '/api/dcim/cables/' || tbij2.id || '/'),
                        'display',
                        COALESCE(NULLIF(tbij2.label, ''), '#' || tbij2.id),
                        'label',
                        tbij2."label",
                        'description',
                        tbij2."description"
                      )
                    END,
                    '_occupied',
                    (
                      (
                        tbix.mark_connected
                        OR tbix.cable_id IS NOT NULL
                        OR tbix.wireless_link_id IS NOT NULL
                      )
                    ),
                    'connection_status',
                    (
                      SELECT
                        CASE
                          WHEN cp.is_active THEN json_build_object('value', TRUE, 'label', 'Connected')
                          ELSE json_build_object('value', FALSE, 'label', 'Planned')
                        END
                      FROM
                        dcim_cablepath cp
                      WHERE
                        cp.id = tbix._path_id
                    )
                  )
                  ORDER BY
                    tbix._name,
                    tbix.id
                ),
                '[]'::json
              )
            FROM
              "dcim_interface" tbix
              LEFT JOIN "dcim_device" tbij1 ON tbij1.id = tbix."device_id"
              LEFT JOIN "dcim_cable" tbij2 ON tbij2.id = tbix."cable_id"
            WHERE
              tbix.bridge_id = t.id
          )
        ),
        'lag',
        CASE
          WHEN j12.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j12.id,
            'url',
            ($1::text || '/api/dcim/interfaces/' || j12.id || '/'),
            'display_url',
            ($1::text || '/dcim/interfaces/' || j12.id || '/'),
            'display',
            j12.name || CASE
              WHEN j12.label <> '' THEN ' (' || j12.label || ')'
              ELSE ''
            END,
            'device',
            CASE
              WHEN j13.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j13.id,
                'url',
                ($1::text || '/api/dcim/devices/' || j13.id || '/'),
                'display_url',
                ($1::text || '/dcim/devices/' || j13.id || '/'),
                'display',
                COALESCE(
                  COALESCE(
                    j13.name,
                    (
                      SELECT
                        vc.name || ':' || COALESCE(j13.vc_position::text, 'None')
                      FROM
                        dcim_virtualchassis vc
                      WHERE
                        vc.id = j13.virtual_chassis_id
                    )
                  ) || COALESCE(' (' || j13.asset_tag || ')', ''),
                  (
                    SELECT
                      m.name || ' ' || dt.model
                    FROM
                      dcim_devicetype dt
                      JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                    WHERE
                      dt.id = j13.device_type_id
                  ) || ' (' || COALESCE(j13.asset_tag, j13.id::text) || ')'
                ),
                'name',
                j13."name"
              )
            END,
            'name',
            j12."name",
            'cable',
            CASE
              WHEN j14.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j14.id,
                'url',
                ($1::text || '/api/dcim/cables/' || j14.id || '/'),
                'display',
                COALESCE(NULLIF(j14.label, ''), '#' || j14.id),
                'label',
                j14."label",
                'description',
                j14."description"
              )
            END,
            '_occupied',
            (
              (
                j12.mark_connected
                OR j12.cable_id IS NOT NULL
                OR j12.wireless_link_id IS NOT NULL
              )
            ),
            'connection_status',
            (
              SELECT
                CASE
                  WHEN cp.is_active THEN json_build_object('value', TRUE, 'label', 'Connected')
                  ELSE json_build_object('value', FALSE, 'label', 'Planned')
                END
              FROM
                dcim_cablepath cp
              WHERE
                cp.id = j12._path_id
            )
          )
        END,
        'mtu',
        t."mtu",
        'mac_address',
        (
          (
            SELECT
              upper(m.mac_address::text)
            FROM
              dcim_macaddress m
            WHERE
              m.id = t.primary_mac_address_id
          )
        ),
        'primary_mac_address',
        CASE
          WHEN j15.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j15.id,
            'url',
            ($1::text || '/api/dcim/mac-addresses/' || j15.id || '/'),
            'display',
            upper(j15.mac_address::text),
            'mac_address',
            upper(j15."mac_address"::text),
            'description',
            j15."description"
          )
        END,
        'mac_addresses',
        (
          (
            SELECT
              COALESCE(
                json_agg(
                  json_build_object(
                    'id',
                    tmax.id,
                    'url',
                    ($1::text || '/api/dcim/mac-addresses/' || tmax.id || '/'),
                    'display',
                    upper(tmax.mac_address::text),
                    'mac_address',
                    upper(tmax."mac_address"::text),
                    'description',
                    tmax."description"
                  )
                  ORDER BY
                    tmax.mac_address,
                    tmax.id
                ),
                '[]'::json
              )
            FROM
              "dcim_macaddress" tmax
            WHERE
              tmax.assigned_object_type = 'dcim.interface'
              AND tmax.assigned_object_id = t.id
          )
        ),
        'speed',
        t."speed",
        'duplex',
        CASE
          WHEN t."duplex" IS NULL
          OR t."duplex" = '' THEN NULL
          ELSE json_build_object(
            'value',
            t."duplex",
            'label',
            COALESCE('{"half":"Half","full":"Full","auto":"Auto"}'::jsonb ->> t."duplex"::text, t."duplex"::text)
          )
        END,
        'wwn',
        t."wwn",
        'mgmt_only',
        t."mgmt_only",
        'description',
        t."description",
        'mode',
        CASE
          WHEN t."mode" IS NULL
          OR t."mode" = '' THEN NULL
          ELSE json_build_object(
            'value',
            t."mode",
            'label',
            COALESCE(
              '{"access":"Access","tagged":"Tagged","tagged-all":"Tagged (All)","q-in-q":"Q-in-Q (802.1ad)"}'::jsonb ->> t."mode"::text,
              t."mode"::text
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
        'rf_channel',
        CASE
          WHEN t."rf_channel" IS NULL
          OR t."rf_channel" = '' THEN NULL
          ELSE json_build_object(
            'value',
            t."rf_channel",
            'label',
            COALESCE(
              '{"2.4g-1-2412-22":"1 (2412 MHz)","2.4g-2-2417-22":"2 (2417 MHz)","2.4g-3-2422-22":"3 (2422 MHz)","2.4g-4-2427-22":"4 (2427 MHz)","2.4g-5-2432-22":"5 (2432 MHz)","2.4g-6-2437-22":"6 (2437 MHz)","2.4g-7-2442-22":"7 (2442 MHz)","2.4g-8-2447-22":"8 (2447 MHz)","2.4g-9-2452-22":"9 (2452 MHz)","2.4g-10-2457-22":"10 (2457 MHz)","2.4g-11-2462-22":"11 (2462 MHz)","2.4g-12-2467-22":"12 (2467 MHz)","2.4g-13-2472-22":"13 (2472 MHz)","5g-32-5160-20":"32 (5160/20 MHz)","5g-34-5170-40":"34 (5170/40 MHz)","5g-36-5180-20":"36 (5180/20 MHz)","5g-38-5190-40":"38 (5190/40 MHz)","5g-40-5200-20":"40 (5200/20 MHz)","5g-42-5210-80":"42 (5210/80 MHz)","5g-44-5220-20":"44 (5220/20 MHz)","5g-46-5230-40":"46 (5230/40 MHz)","5g-48-5240-20":"48 (5240/20 MHz)","5g-50-5250-160":"50 (5250/160 MHz)","5g-52-5260-20":"52 (5260/20 MHz)","5g-54-5270-40":"54 (5270/40 MHz)","5g-56-5280-20":"56 (5280/20 MHz)","5g-58-5290-80":"58 (5290/80 MHz)","5g-60-5300-20":"60 (5300/20 MHz)","5g-62-5310-40":"62 (5310/40 MHz)","5g-64-5320-20":"64 (5320/20 MHz)","5g-100-5500-20":"100 (5500/20 MHz)","5g-102-5510-40":"102 (5510/40 MHz)","5g-104-5520-20":"104 (5520/20 MHz)","5g-106-5530-80":"106 (5530/80 MHz)","5g-108-5540-20":"108 (5540/20 MHz)","5g-110-5550-40":"110 (5550/40 MHz)","5g-112-5560-20":"112 (5560/20 MHz)","5g-114-5570-160":"114 (5570/160 MHz)","5g-116-5580-20":"116 (5580/20 MHz)","5g-118-5590-40":"118 (5590/40 MHz)","5g-120-5600-20":"120 (5600/20 MHz)","5g-122-5610-80":"122 (5610/80 MHz)","5g-124-5620-20":"124 (5620/20 MHz)","5g-126-5630-40":"126 (5630/40 MHz)","5g-128-5640-20":"128 (5640/20 MHz)","5g-132-5660-20":"132 (5660/20 MHz)","5g-134-5670-40":"134 (5670/40 MHz)","5g-136-5680-20":"136 (5680/20 MHz)","5g-138-5690-80":"138 (5690/80 MHz)","5g-140-5700-20":"140 (5700/20 MHz)","5g-142-5710-40":"142 (5710/40 MHz)","5g-144-5720-20":"144 (5720/20 MHz)","5g-149-5745-20":"149 (5745/20 MHz)","5g-151-5755-40":"151 (5755/40 MHz)","5g-153-5765-20":"153 (5765/20 MHz)","5g-155-5775-80":"155 (5775/80 MHz)","5g-157-5785-20":"157 (5785/20 MHz)","5g-159-5795-40":"159 (5795/40 MHz)","5g-161-5805-20":"161 (5805/20 MHz)","5g-163-5815-160":"163 (5815/160 MHz)","5g-165-5825-20":"165 (5825/20 MHz)","5g-167-5835-40":"167 (5835/40 MHz)","5g-169-5845-20":"169 (5845/20 MHz)","5g-171-5855-80":"171 (5855/80 MHz)","5g-173-5865-20":"173 (5865/20 MHz)","5g-175-5875-40":"175 (5875/40 MHz)","5g-177-5885-20":"177 (5885/20 MHz)","6g-1-5955-20":"1 (5955/20 MHz)","6g-3-5965-40":"3 (5965/40 MHz)","6g-5-5975-20":"5 (5975/20 MHz)","6g-7-5985-80":"7 (5985/80 MHz)","6g-9-5995-20":"9 (5995/20 MHz)","6g-11-6005-40":"11 (6005/40 MHz)","6g-13-6015-20":"13 (6015/20 MHz)","6g-15-6025-160":"15 (6025/160 MHz)","6g-17-6035-20":"17 (6035/20 MHz)","6g-19-6045-40":"19 (6045/40 MHz)","6g-21-6055-20":"21 (6055/20 MHz)","6g-23-6065-80":"23 (6065/80 MHz)","6g-25-6075-20":"25 (6075/20 MHz)","6g-27-6085-40":"27 (6085/40 MHz)","6g-29-6095-20":"29 (6095/20 MHz)","6g-31-6105-320":"31 (6105/320 MHz)","6g-33-6115-20":"33 (6115/20 MHz)","6g-35-6125-40":"35 (6125/40 MHz)","6g-37-6135-20":"37 (6135/20 MHz)","6g-39-6145-80":"39 (6145/80 MHz)","6g-41-6155-20":"41 (6155/20 MHz)","6g-43-6165-40":"43 (6165/40 MHz)","6g-45-6175-20":"45 (6175/20 MHz)","6g-47-6185-160":"47 (6185/160 MHz)","6g-49-6195-20":"49 (6195/20 MHz)","6g-51-6205-40":"51 (6205/40 MHz)","6g-53-6215-20":"53 (6215/20 MHz)","6g-55-6225-80":"55 (6225/80 MHz)","6g-57-6235-20":"57 (6235/20 MHz)","6g-59-6245-40":"59 (6245/40 MHz)","6g-61-6255-20":"61 (6255/20 MHz)","6g-65-6275-20":"65 (6275/20 MHz)","6g-67-6285-40":"67 (6285/40 MHz)","6g-69-6295-20":"69 (6295/20 MHz)","6g-71-6305-80":"71 (6305/80 MHz)","6g-73-6315-20":"73 (6315/20 MHz)","6g-75-6325-40":"75 (6325/40 MHz)","6g-77-6335-20":"77 (6335/20 MHz)","6g-79-6345-160":"79 (6345/160 MHz)","6g-81-6355-20":"81 (6355/20 MHz)","6g-83-6365-40":"83 (6365/40 MHz)","6g-85-6375-20":"85 (6375/20 MHz)","6g-87-6385-80":"87 (6385/80 MHz)","6g-89-6395-20":"89 (6395/20 MHz)","6g-91-6405-40":"91 (6405/40 MHz)","6g-93-6415-20":"93 (6415/20 MHz)","6g-95-6425-320":"95 (6425/320 MHz)","6g-97-6435-20":"97 (6435/20 MHz)","6g-99-6445-40":"99 (6445/40 MHz)","6g-101-6455-20":"101 (6455/20 MHz)","6g-103-6465-80":"103 (6465/80 MHz)","6g-105-6475-20":"105 (6475/20 MHz)","6g-107-6485-40":"107 (6485/40 MHz)","6g-109-6495-20":"109 (6495/20 MHz)","6g-111-6505-160":"111 (6505/160 MHz)","6g-113-6515-20":"113 (6515/20 MHz)","6g-115-6525-40":"115 (6525/40 MHz)","6g-117-6535-20":"117 (6535/20 MHz)","6g-119-6545-80":"119 (6545/80 MHz)","6g-121-6555-20":"121 (6555/20 MHz)","6g-123-6565-40":"123 (6565/40 MHz)","6g-125-6575-20":"125 (6575/20 MHz)","6g-129-6595-20":"129 (6595/20 MHz)","6g-131-6605-40":"131 (6605/40 MHz)","6g-133-6615-20":"133 (6615/20 MHz)","6g-135-6625-80":"135 (6625/80 MHz)","6g-137-6635-20":"137 (6635/20 MHz)","6g-139-6645-40":"139 (6645/40 MHz)","6g-141-6655-20":"141 (6655/20 MHz)","6g-143-6665-160":"143 (6665/160 MHz)","6g-145-6675-20":"145 (6675/20 MHz)","6g-147-6685-40":"147 (6685/40 MHz)","6g-149-6695-20":"149 (6695/20 MHz)","6g-151-6705-80":"151 (6705/80 MHz)","6g-153-6715-20":"153 (6715/20 MHz)","6g-155-6725-40":"155 (6725/40 MHz)","6g-157-6735-20":"157 (6735/20 MHz)","6g-159-6745-320":"159 (6745/320 MHz)","6g-161-6755-20":"161 (6755/20 MHz)","6g-163-6765-40":"163 (6765/40 MHz)","6g-165-6775-20":"165 (6775/20 MHz)","6g-167-6785-80":"167 (6785/80 MHz)","6g-169-6795-20":"169 (6795/20 MHz)","6g-171-6805-40":"171 (6805/40 MHz)","6g-173-6815-20":"173 (6815/20 MHz)","6g-175-6825-160":"175 (6825/160 MHz)","6g-177-6835-20":"177 (6835/20 MHz)","6g-179-6845-40":"179 (6845/40 MHz)","6g-181-6855-20":"181 (6855/20 MHz)","6g-183-6865-80":"183 (6865/80 MHz)","6g-185-6875-20":"185 (6875/20 MHz)","6g-187-6885-40":"187 (6885/40 MHz)","6g-189-6895-20":"189 (6895/20 MHz)","6g-193-6915-20":"193 (6915/20 MHz)","6g-195-6925-40":"195 (6925/40 MHz)","6g-197-6935-20":"197 (6935/20 MHz)","6g-199-6945-80":"199 (6945/80 MHz)","6g-201-6955-20":"201 (6955/20 MHz)","6g-203-6965-40":"203 (6965/40 MHz)","6g-205-6975-20":"205 (6975/20 MHz)","6g-207-6985-160":"207 (6985/160 MHz)","6g-209-6995-20":"209 (6995/20 MHz)","6g-211-7005-40":"211 (7005/40 MHz)","6g-213-7015-20":"213 (7015/20 MHz)","6g-215-7025-80":"215 (7025/80 MHz)","6g-217-7035-20":"217 (7035/20 MHz)","6g-219-7045-40":"219 (7045/40 MHz)","6g-221-7055-20":"221 (7055/20 MHz)","6g-225-7075-20":"225 (7075/20 MHz)","6g-227-7085-40":"227 (7085/40 MHz)","6g-229-7095-20":"229 (7095/20 MHz)","6g-233-7115-20":"233 (7115/20 MHz)","60g-1-58320-2160":"1 (58.32/2.16 GHz)","60g-2-60480-2160":"2 (60.48/2.16 GHz)","60g-3-62640-2160":"3 (62.64/2.16 GHz)","60g-4-64800-2160":"4 (64.80/2.16 GHz)","60g-5-66960-2160":"5 (66.96/2.16 GHz)","60g-6-69120-2160":"6 (69.12/2.16 GHz)","60g-9-59400-4320":"9 (59.40/4.32 GHz)","60g-10-61560-4320":"10 (61.56/4.32 GHz)","60g-11-63720-4320":"11 (63.72/4.32 GHz)","60g-12-65880-4320":"12 (65.88/4.32 GHz)","60g-13-68040-4320":"13 (68.04/4.32 GHz)","60g-17-60480-6480":"17 (60.48/6.48 GHz)","60g-18-62640-6480":"18 (62.64/6.48 GHz)","60g-19-64800-6480":"19 (64.80/6.48 GHz)","60g-20-66960-6480":"20 (66.96/6.48 GHz)","60g-25-61560-6480":"25 (61.56/8.64 GHz)","60g-26-63720-6480":"26 (63.72/8.64 GHz)","60g-27-65880-6480":"27 (65.88/8.64 GHz)"}'::jsonb ->> t."rf_channel"::text,
              t."rf_channel"::text
            )
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
        'rf_channel_frequency',
        t."rf_channel_frequency",
        'rf_channel_width',
        t."rf_channel_width",
        'tx_power',
        t."tx_power",
        'untagged_vlan',
        CASE
          WHEN j16.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j16.id,
            'url',
            ($1::text || '/api/ipam/vlans/' || j16.id || '/'),
            'display',
            j16.name || ' (' || j16.vid || ')',
            'vid',
            j16."vid",
            'name',
            j16."name",
            'description',
            j16."description"
          )
        END,
        'tagged_vlans',
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              "dcim_interface_tagged_vlans"
          ) THEN (
            SELECT
              COALESCE(
                json_agg(
                  json_build_object(
                    'id',
                    j17x.id,
                    'url',
                    ($1::text || '/api/ipam/vlans/' || j17x.id || '/'),
                    'display',
                    j17x.name || ' (' || j17x.vid || ')',
                    'vid',
                    j17x."vid",
                    'name',
                    j17x."name",
                    'description',
                    j17x."description"
                  )
                  ORDER BY
                    j17x.id
                ),
                '[]'::json
              )
            FROM
              "dcim_interface_tagged_vlans" j17
              JOIN "ipam_vlan" j17x ON j17x.id = j17."vlan_id"
            WHERE
              j17."interface_id" = t.id
          )
          ELSE '[]'::json
        END,
        'qinq_svlan',
        CASE
          WHEN j18.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j18.id,
            'url',
            ($1::text || '/api/ipam/vlans/' || j18.id || '/'),
            'display',
            j18.name || ' (' || j18.vid || ')',
            'vid',
            j18."vid",
            'name',
            j18."name",
            'description',
            j18."description"
          )
        END,
        'vlan_translation_policy',
        CASE
          WHEN j19.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j19.id,
            'url',
            ($1::text || '/api/ipam/vlan-translation-policies/' || j19.id || '/'),
            'display',
            j19."name"::text,
            'name',
            j19."name",
            'description',
            j19."description"
          )
        END,
        'mark_connected',
        t."mark_connected",
        'cable',
        CASE
          WHEN j20.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j20.id,
            'url',
            ($1::text || '/api/dcim/cables/' || j20.id || '/'),
            'display',
            COALESCE(NULLIF(j20.label, ''), '#' || j20.id),
            'label',
            j20."label",
            'description',
            j20."description"
          )
        END,
        'cable_end',
        t."cable_end",
        'wireless_link',
        CASE
          WHEN j21.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j21.id,
            'url',
            ($1::text || '/api/wireless/wireless-links/' || j21.id || '/'),
            'display_url',
            ($1::text || '/wireless/wireless-links/' || j21.id || '/'),
            'display',
            COALESCE(NULLIF(j21.ssid, ''), '#' || j21.id),
            'ssid',
            j21."ssid"
          )
        END,
        'link_peers',
        (
          CASE
            WHEN t.cable_id IS NULL THEN COALESCE(
              (
                SELECT
                  json_build_array(
                    inv_brief (
                      'dcim.interface',
                      CASE
                        WHEN l.interface_a_id = t.id THEN l.interface_b_id
                        ELSE l.interface_a_id
                      END,
                      $1::text
                    )
                  )
                FROM
                  wireless_wirelesslink l
                WHERE
                  l.id = t.wireless_link_id
              ),
              '[]'::json
            )
            WHEN j22.profiled THEN (
              SELECT
                COALESCE(
                  json_agg(
                    inv_brief (pp.peer_type, pp.peer_id, $1::text)
                    ORDER BY
                      pp.peer_ord
                  ),
                  '[]'::json
                )
              FROM
                inv_cable_profile_peers ('dcim.interface', t.id) pp
            )
            ELSE j22.peers
          END
        ),
        'link_peers_type',
        (
          CASE
            WHEN t.cable_id IS NULL THEN NULL
            WHEN j22.profiled THEN (
              SELECT
                pp.peer_type
              FROM
                inv_cable_profile_peers ('dcim.interface', t.id) pp
              ORDER BY
                pp.peer_ord
              LIMIT
                1
            )
            ELSE j22.peer_type
          END
        ),
        'wireless_lans',
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              "dcim_interface_wireless_lans"
          ) THEN (
            SELECT
              COALESCE(
                json_agg(
                  json_build_object(
                    'id',
                    j23x.id,
                    'url',
                    ($1::text || '/api/wireless/wireless-lans/' || j23x.id || '/'),
                    'display',
                    j23x."ssid"::text,
                    'ssid',
                    j23x."ssid",
                    'description',
                    j23x."description"
                  )
                  ORDER BY
                    j23x.id
                ),
                '[]'::json
              )
            FROM
              "dcim_interface_wireless_lans" j23
              JOIN "wireless_wirelesslan" j23x ON j23x.id = j23."wirelesslan_id"
            WHERE
              j23."interface_id" = t.id
          )
          ELSE '[]'::json
        END,
        'vrf',
        CASE
          WHEN j24.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j24.id,
            'url',
            ($1::text || '/api/ipam/vrfs/' || j24.id || '/'),
            'display',
            j24.name || COALESCE(' (' || j24.rd || ')', ''),
            'name',
            j24."name",
            'rd',
            j24."rd",
            'description',
            j24."description"
          )
        END,
        'l2vpn_termination',
        (
          (
            SELECT
              json_build_object(
                'id',
                tltx.id,
                'url',
                ($1::text || '/api/vpn/l2vpn-terminations/' || tltx.id || '/'),
                'display',
                COALESCE(
                  CASE tltx.assigned_object_type
                    WHEN 'dcim.interface' THEN (
                      SELECT
                        lo.name || CASE
                          WHEN lo.label <> '' THEN ' (' || lo.label || ')'
                          ELSE ''
                        END
                      FROM
                        "dcim_interface" lo
                      WHERE
                        lo.id = tltx.assigned_object_id
                    )
                    WHEN 'ipam.vlan' THEN (
                      SELECT
                        lo.name || ' (' || lo.vid || ')'
                      FROM
                        "ipam_vlan" lo
                      WHERE
                        lo.id = tltx.assigned_object_id
                    )
                    WHEN 'virtualization.vminterface' THEN (
                      SELECT
                        lo."name"::text
                      FROM
                        "virtualization_vminterface" lo
                      WHERE
                        lo.id = tltx.assigned_object_id
                    )
                  END,
                  ''
                ) || ' <> ' || (
                  SELECT
                    lv.name || CASE
                      WHEN lv.identifier IS NOT NULL
                      AND lv.identifier <> 0 THEN ' (' || lv.identifier || ')'
                      ELSE ''
                    END
                  FROM
                    vpn_l2vpn lv
                  WHERE
                    lv.id = tltx.l2vpn_id
                ),
                'l2vpn',
                CASE
                  WHEN tltj1.id IS NULL THEN NULL
                  ELSE json_build_object(
                    'id',
                    tltj1.id,
                    'url',
                    ($1::text || '/api/vpn/l2vpns/' || tltj1.id || '/'),
                    'display',
                    tltj1.name || CASE
                      WHEN tltj1.identifier IS NOT NULL
                      AND tltj1.identifier <> 0 THEN ' (' || tltj1.identifier || ')'
                      ELSE ''
                    END,
                    'identifier',
                    tltj1."identifier",
                    'name',
                    tltj1."name",
                    'slug',
                    tltj1."slug",
                    'type',
                    CASE
                      WHEN tltj1."type" IS NULL
                      OR tltj1."type" = '' THEN NULL
                      ELSE json_build_object(
                        'value',
                        tltj1."type",
                        'label',
                        COALESCE(
                          '{"vpws":"VPWS","vpls":"VPLS","vxlan":"VXLAN","vxlan-evpn":"VXLAN-EVPN","mpls-evpn":"MPLS EVPN","pbb-evpn":"PBB EVPN","evpn-vpws":"EVPN VPWS","epl":"EPL","evpl":"EVPL","ep-lan":"Ethernet Private LAN","evp-lan":"Ethernet Virtual Private LAN","ep-tree":"Ethernet Private Tree","evp-tree":"Ethernet Virtual Private Tree","spb":"SPB"}'::jsonb ->> tltj1."type"::text,
                          tltj1."type"::text
                        )
                      )
                    END,
                    'description',
                    tltj1."description"
                  )
                END
              )
            FROM
              "vpn_l2vpntermination" tltx
              LEFT JOIN "vpn_l2vpn" tltj1 ON tltj1.id = tltx."l2vpn_id"
            WHERE
              tltx.id = (
                SELECT
                  x.id
                FROM
                  vpn_l2vpntermination x
                WHERE
                  x.assigned_object_type = 'dcim.interface'
                  AND x.assigned_object_id = t.id
              )
          )
        ),
        'inv:splice',
        NULL
      )::text || json_build_object(
        'inv:splice',
        NULL,
        'connected_endpoints',
        (
          CASE
            WHEN j22.ends IS NULL THEN NULL
            WHEN j22.same THEN j22.peers
            ELSE (
              SELECT
                json_agg(
                  CASE split_part(n, ':', 1)
                    WHEN 'dcim.interface' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          ce0x.id,
                          'url',
                          ($1::text || '/api/dcim/interfaces/' || ce0x.id || '/'),
                          'display',
                          ce0x.name || CASE
                            WHEN ce0x.label <> '' THEN ' (' || ce0x.label || ')'
                            ELSE ''
                          END,
                          'device',
                          CASE
                            WHEN ce0j1.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              ce0j1.id,
                              'url',
                              ($1::text || '/api/dcim/devices/' || ce0j1.id || '/'),
                              'display',
                              COALESCE(
                                COALESCE(
                                  ce0j1.name,
                                  (
                                    SELECT
                                      vc.name || ':' || COALESCE(ce0j1.vc_position::text, 'None')
                                    FROM
                                      dcim_virtualchassis vc
                                    WHERE
                                      vc.id = ce0j1.virtual_chassis_id
                                  )
                                ) || COALESCE(' (' || ce0j1.asset_tag || ')', ''),
                                (
                                  SELECT
                                    m.name || ' ' || dt.model
                                  FROM
                                    dcim_devicetype dt
                                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                  WHERE
                                    dt.id = ce0j1.device_type_id
                                ) || ' (' || COALESCE(ce0j1.asset_tag, ce0j1.id::text) || ')'
                              ),
                              'name',
                              ce0j1."name",
                              'description',
                              ce0j1."description"
                            )
                          END,
                          'name',
                          ce0x."name",
                          'description',
                          ce0x."description",
                          'cable',
                          CASE
                            WHEN ce0j2.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              ce0j2.id,
                              'url',
                              ($1::text || '/api/dcim/cables/' || ce0j2.id || '/'),
                              'display',
                              COALESCE(NULLIF(ce0j2.label, ''), '#' || ce0j2.id),
                              'label',
                              ce0j2."label",
                              'description',
                              ce0j2."description"
                            )
                          END,
                          '_occupied',
                          (
                            (
                              ce0x.mark_connected
                              OR ce0x.cable_id IS NOT NULL
                              OR ce0x.wireless_link_id IS NOT NULL
                            )
                          )
                        )
                      FROM
                        "dcim_interface" ce0x
                        LEFT JOIN "dcim_device" ce0j1 ON ce0j1.id = ce0x."device_id"
                        LEFT JOIN "dcim_cable" ce0j2 ON ce0j2.id = ce0x."cable_id"
                      WHERE
                        ce0x.id = split_part(n, ':', 2)::bigint
                    )
                    ELSE inv_brief (split_part(n, ':', 1), split_part(n, ':', 2)::bigint, $1::text)
                  END
                  ORDER BY
                    split_part(n, ':', 2)::bigint
                )
              FROM
                jsonb_array_elements_text(j22.ends) n
            )
          END
        ),
        'connected_endpoints_type',
        (split_part(j22.ends ->> 0, ':', 1)),
        'connected_endpoints_reachable',
        (COALESCE(j22.active, FALSE)),
        'owner',
        CASE
          WHEN j25.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j25.id,
            'url',
            ($1::text || '/api/users/owners/' || j25.id || '/'),
            'display',
            j25."name"::text,
            'name',
            j25."name",
            'description',
            j25."description"
          )
        END,
        'tags',
        (
          CASE
            WHEN EXISTS (
              SELECT
                1
              FROM
                extras_taggeditem
              WHERE
                object_type = 'dcim.interface'
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
                ti.object_type = 'dcim.interface'
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
              object_types ? 'dcim.interface'
          ) THEN (
            SELECT
              COALESCE(
                json_object_agg(
                  t_cf.name,
                  CASE
                    WHEN t_cf.type IN ('object', 'multiobject') THEN COALESCE(
                      inv_cf_objects (t_cf.related_object_type, t.custom_field_data -> t_cf.name, $1::text, t_cf.type = 'multiobject'),
                      CASE
                        WHEN t_cf.type = 'multiobject'
                        AND jsonb_typeof(t.custom_field_data -> t_cf.name) = 'array' THEN '[]'::json
                      END
                    )
                    WHEN t_cf.type = 'datetime'
                    AND jsonb_typeof(t.custom_field_data -> t_cf.name) = 'string' THEN inv_cf_datetime (t.custom_field_data -> t_cf.name #>> '{}')
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
              t_cf.object_types ? 'dcim.interface'
          )
          ELSE '{}'::json
        END,
        'created',
        replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
        'last_updated',
        replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
        'count_ipaddresses',
        (
          (
            SELECT
              count(*)
            FROM
              ipam_ipaddress a
            WHERE
              a.assigned_object_type = 'dcim.interface'
              AND a.assigned_object_id = t.id
          )
        ),
        'count_fhrp_groups',
        (
          (
            SELECT
              count(*)
            FROM
              ipam_fhrpgroupassignment fa
            WHERE
              fa.interface_type = 'dcim.interface'
              AND fa.interface_id = t.id
          )
        ),
        '_occupied',
        (
          (
            t.mark_connected
            OR t.cable_id IS NOT NULL
            OR t.wireless_link_id IS NOT NULL
          )
        )
      )::text,
      '"inv:splice" : null}{"inv:splice" : null, ',
      ''
    )
  )::text AS j
FROM
  "dcim_interface" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_module" j3 ON j3.id = t."module_id"
  LEFT JOIN "dcim_device" j4 ON j4.id = j3."device_id"
  LEFT JOIN "dcim_modulebay" j5 ON j5.id = j3."module_bay_id"
  LEFT JOIN "dcim_interface" j6 ON j6.id = t."parent_id"
  LEFT JOIN "dcim_device" j7 ON j7.id = j6."device_id"
  LEFT JOIN "dcim_cable" j8 ON j8.id = j6."cable_id"
  LEFT JOIN "dcim_interface" j9 ON j9.id = t."bridge_id"
  LEFT JOIN "dcim_device" j10 ON j10.id = j9."device_id"
  LEFT JOIN "dcim_cable" j11 ON j11.id = j9."cable_id"
  LEFT JOIN "dcim_interface" j12 ON j12.id = t."lag_id"
  LEFT JOIN "dcim_device" j13 ON j13.id = j12."device_id"
  LEFT JOIN "dcim_cable" j14 ON j14.id = j12."cable_id"
  LEFT JOIN "dcim_macaddress" j15 ON j15.id = t."primary_mac_address_id"
  LEFT JOIN "ipam_vlan" j16 ON j16.id = t."untagged_vlan_id"
  LEFT JOIN "ipam_vlan" j18 ON j18.id = t."qinq_svlan_id"
  LEFT JOIN "ipam_vlantranslationpolicy" j19 ON j19.id = t."vlan_translation_policy_id"
  LEFT JOIN "dcim_cable" j20 ON j20.id = t."cable_id"
  LEFT JOIN "wireless_wirelesslink" j21 ON j21.id = t."wireless_link_id"
  LEFT JOIN LATERAL (
    SELECT
      c.profile <> '' AS profiled,
      far.peers,
      far.peer_type,
      (cp.path -> -1) AS ends,
      cp.is_active AS active,
      c.profile = ''
      AND far.peer_type = ANY ('{dcim.interface}'::TEXT[])
      AND (cp.path -> -1) @> far.nodes
      AND far.nodes @> (cp.path -> -1) AS same
    FROM
      (
        SELECT
          1
      ) one
      LEFT JOIN dcim_cable c ON c.id = t.cable_id
      LEFT JOIN dcim_cablepath cp ON cp.id = t._path_id
      AND cp.is_complete
      LEFT JOIN LATERAL (
        SELECT
          COALESCE(
            json_agg(
              CASE ct.termination_type
                WHEN 'dcim.interface' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j22p0x.id,
                      'url',
                      ($1::text || '/api/dcim/interfaces/' || j22p0x.id || '/'),
                      'display',
                      j22p0x.name || CASE
                        WHEN j22p0x.label <> '' THEN ' (' || j22p0x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j22p0j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j22p0j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j22p0j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j22p0j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j22p0j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j22p0j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j22p0j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j22p0j1.device_type_id
                            ) || ' (' || COALESCE(j22p0j1.asset_tag, j22p0j1.id::text) || ')'
                          ),
                          'name',
                          j22p0j1."name",
                          'description',
                          j22p0j1."description"
                        )
                      END,
                      'name',
                      j22p0x."name",
                      'description',
                      j22p0x."description",
                      'cable',
                      CASE
                        WHEN j22p0j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j22p0j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j22p0j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j22p0j2.label, ''), '#' || j22p0j2.id),
                          'label',
                          j22p0j2."label",
                          'description',
                          j22p0j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j22p0x.mark_connected
                          OR j22p0x.cable_id IS NOT NULL
                          OR j22p0x.wireless_link_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_interface" j22p0x
                    LEFT JOIN "dcim_device" j22p0j1 ON j22p0j1.id = j22p0x."device_id"
                    LEFT JOIN "dcim_cable" j22p0j2 ON j22p0j2.id = j22p0x."cable_id"
                  WHERE
                    j22p0x.id = ct.termination_id
                )
                WHEN 'circuits.circuittermination' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j22p1x.id,
                      'url',
                      ($1::text || '/api/circuits/circuit-terminations/' || j22p1x.id || '/'),
                      'display',
                      (
                        SELECT
                          c.cid
                        FROM
                          circuits_circuit c
                        WHERE
                          c.id = j22p1x.circuit_id
                      ) || ': Termination ' || j22p1x.term_side,
                      'circuit',
                      CASE
                        WHEN j22p1j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j22p1j1.id,
                          'url',
                          ($1::text || '/api/circuits/circuits/' || j22p1j1.id || '/'),
                          'display',
                          j22p1j1."cid"::text,
                          'cid',
                          j22p1j1."cid",
                          'provider',
                          CASE
                            WHEN j22p1j2.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              j22p1j2.id,
                              'url',
                              ($1::text || '/api/circuits/providers/' || j22p1j2.id || '/'),
                              'display',
                              j22p1j2."name"::text,
                              'name',
                              j22p1j2."name",
                              'slug',
                              j22p1j2."slug",
                              'description',
                              j22p1j2."description"
                            )
                          END,
                          'description',
                          j22p1j1."description"
                        )
                      END,
                      'term_side',
                      j22p1x."term_side",
                      'description',
                      j22p1x."description",
                      'cable',
                      CASE
                        WHEN j22p1j3.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j22p1j3.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j22p1j3.id || '/'),
                          'display',
                          COALESCE(NULLIF(j22p1j3.label, ''), '#' || j22p1j3.id),
                          'label',
                          j22p1j3."label",
                          'description',
                          j22p1j3."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j22p1x.mark_connected
                          OR j22p1x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "circuits_circuittermination" j22p1x
                    LEFT JOIN "circuits_circuit" j22p1j1 ON j22p1j1.id = j22p1x."circuit_id"
                    LEFT JOIN "circuits_provider" j22p1j2 ON j22p1j2.id = j22p1j1."provider_id"
                    LEFT JOIN "dcim_cable" j22p1j3 ON j22p1j3.id = j22p1x."cable_id"
                  WHERE
                    j22p1x.id = ct.termination_id
                )
                WHEN 'dcim.frontport' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j22p2x.id,
                      'url',
                      ($1::text || '/api/dcim/front-ports/' || j22p2x.id || '/'),
                      'display',
                      j22p2x.name || CASE
                        WHEN j22p2x.label <> '' THEN ' (' || j22p2x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j22p2j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j22p2j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j22p2j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j22p2j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j22p2j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j22p2j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j22p2j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j22p2j1.device_type_id
                            ) || ' (' || COALESCE(j22p2j1.asset_tag, j22p2j1.id::text) || ')'
                          ),
                          'name',
                          j22p2j1."name",
                          'description',
                          j22p2j1."description"
                        )
                      END,
                      'name',
                      j22p2x."name",
                      'description',
                      j22p2x."description",
                      'cable',
                      CASE
                        WHEN j22p2j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j22p2j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j22p2j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j22p2j2.label, ''), '#' || j22p2j2.id),
                          'label',
                          j22p2j2."label",
                          'description',
                          j22p2j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j22p2x.mark_connected
                          OR j22p2x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_frontport" j22p2x
                    LEFT JOIN "dcim_device" j22p2j1 ON j22p2j1.id = j22p2x."device_id"
                    LEFT JOIN "dcim_cable" j22p2j2 ON j22p2j2.id = j22p2x."cable_id"
                  WHERE
                    j22p2x.id = ct.termination_id
                )
                WHEN 'dcim.rearport' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j22p3x.id,
                      'url',
                      ($1::text || '/api/dcim/rear-ports/' || j22p3x.id || '/'),
                      'display',
                      j22p3x.name || CASE
                        WHEN j22p3x.label <> '' THEN ' (' || j22p3x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j22p3j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j22p3j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j22p3j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j22p3j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j22p3j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j22p3j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j22p3j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j22p3j1.device_type_id
                            ) || ' (' || COALESCE(j22p3j1.asset_tag, j22p3j1.id::text) || ')'
                          ),
                          'name',
                          j22p3j1."name",
                          'description',
                          j22p3j1."description"
                        )
                      END,
                      'name',
                      j22p3x."name",
                      'description',
                      j22p3x."description",
                      'cable',
                      CASE
                        WHEN j22p3j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j22p3j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j22p3j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j22p3j2.label, ''), '#' || j22p3j2.id),
                          'label',
                          j22p3j2."label",
                          'description',
                          j22p3j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j22p3x.mark_connected
                          OR j22p3x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_rearport" j22p3x
                    LEFT JOIN "dcim_device" j22p3j1 ON j22p3j1.id = j22p3x."device_id"
                    LEFT JOIN "dcim_cable" j22p3j2 ON j22p3j2.id = j22p3x."cable_id"
                  WHERE
                    j22p3x.id = ct.termination_id
                )
                ELSE inv_brief (ct.termination_type, ct.termination_id, $1::text)
              END
              ORDER BY
                ct.termination_id
            ),
            '[]'::json
          ) AS peers,
          jsonb_agg(
            ct.termination_type || ':' || ct.termination_id
            ORDER BY
              ct.termination_id
          ) AS nodes,
          min(ct.termination_type) AS peer_type
        FROM
          dcim_cabletermination ct
        WHERE
          ct.cable_id = c.id
          AND ct.cable_end = (
            CASE t.cable_end
              WHEN 'A' THEN 'B'
              ELSE 'A'
            END
          )
          AND c.profile = ''
      ) far ON TRUE
  ) j22 ON TRUE
  LEFT JOIN "ipam_vrf" j24 ON j24.id = t."vrf_id"
  LEFT JOIN "users_owner" j25 ON j25.id = t."owner_id"
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
      ($1::text || '/api/dcim/interfaces/' || t.id || '/'),
      'display',
      t.name || CASE
        WHEN t.label <> '' THEN ' (' || t.label || ')'
        ELSE ''
      END,
      'device',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/devices/' || j1.id || '/'),
          'display',
          COALESCE(
            COALESCE(
              j1.name,
              (
                SELECT
                  vc.name || ':' || COALESCE(j1.vc_position::text, 'None')
                FROM
                  dcim_virtualchassis vc
                WHERE
                  vc.id = j1.virtual_chassis_id
              )
            ) || COALESCE(' (' || j1.asset_tag || ')', ''),
            (
              SELECT
                m.name || ' ' || dt.model
              FROM
                dcim_devicetype dt
                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
              WHERE
                dt.id = j1.device_type_id
            ) || ' (' || COALESCE(j1.asset_tag, j1.id::text) || ')'
          ),
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'name',
      t."name",
      'description',
      t."description",
      'cable',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/cables/' || j2.id || '/'),
          'display',
          COALESCE(NULLIF(j2.label, ''), '#' || j2.id),
          'label',
          j2."label",
          'description',
          j2."description"
        )
      END,
      '_occupied',
      (
        (
          t.mark_connected
          OR t.cable_id IS NOT NULL
          OR t.wireless_link_id IS NOT NULL
        )
      )
    )
  )::text AS j
FROM
  "dcim_interface" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_cable" j2 ON j2.id = t."cable_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_interface($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/interfaces/' || bx.id || '/'),
        'display',
        bx.name || CASE
          WHEN bx.label <> '' THEN ' (' || bx.label || ')'
          ELSE ''
        END,
        'device',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/dcim/devices/' || bj1.id || '/'),
            'display',
            COALESCE(
              COALESCE(
                bj1.name,
                (
                  SELECT
                    vc.name || ':' || COALESCE(bj1.vc_position::text, 'None')
                  FROM
                    dcim_virtualchassis vc
                  WHERE
                    vc.id = bj1.virtual_chassis_id
                )
              ) || COALESCE(' (' || bj1.asset_tag || ')', ''),
              (
                SELECT
                  m.name || ' ' || dt.model
                FROM
                  dcim_devicetype dt
                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                WHERE
                  dt.id = bj1.device_type_id
              ) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'
            ),
            'name',
            bj1."name",
            'description',
            bj1."description"
          )
        END,
        'name',
        bx."name",
        'description',
        bx."description",
        'cable',
        CASE
          WHEN bj2.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj2.id,
            'url',
            ($1::text || '/api/dcim/cables/' || bj2.id || '/'),
            'display',
            COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id),
            'label',
            bj2."label",
            'description',
            bj2."description"
          )
        END,
        '_occupied',
        (
          (
            bx.mark_connected
            OR bx.cable_id IS NOT NULL
            OR bx.wireless_link_id IS NOT NULL
          )
        )
      )
    FROM
      "dcim_interface" bx
      LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id"
      LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id"
    WHERE
      bx.id = $2
  );

-- nested form of its foreign keys and generic relations: inv_nested_dcim_interface($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/interfaces/' || bx.id || '/'),
        'display',
        bx.name || CASE
          WHEN bx.label <> '' THEN ' (' || bx.label || ')'
          ELSE ''
        END,
        'device',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/dcim/devices/' || bj1.id || '/'),
            'display',
            COALESCE(
              COALESCE(
                bj1.name,
                (
                  SELECT
                    vc.name || ':' || COALESCE(bj1.vc_position::text, 'None')
                  FROM
                    dcim_virtualchassis vc
                  WHERE
                    vc.id = bj1.virtual_chassis_id
                )
              ) || COALESCE(' (' || bj1.asset_tag || ')', ''),
              (
                SELECT
                  m.name || ' ' || dt.model
                FROM
                  dcim_devicetype dt
                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                WHERE
                  dt.id = bj1.device_type_id
              ) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'
            ),
            'name',
            bj1."name",
            'description',
            bj1."description"
          )
        END,
        'name',
        bx."name",
        'description',
        bx."description",
        'cable',
        CASE
          WHEN bj2.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj2.id,
            'url',
            ($1::text || '/api/dcim/cables/' || bj2.id || '/'),
            'display',
            COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id),
            'label',
            bj2."label",
            'description',
            bj2."description"
          )
        END,
        '_occupied',
        (
          (
            bx.mark_connected
            OR bx.cable_id IS NOT NULL
            OR bx.wireless_link_id IS NOT NULL
          )
        ),
        'connection_status',
        (
          SELECT
            CASE
              WHEN cp.is_active THEN json_build_object('value', TRUE, 'label', 'Connected')
              ELSE json_build_object('value', FALSE, 'label', 'Planned')
            END
          FROM
            dcim_cablepath cp
          WHERE
            cp.id = bx._path_id
        )
      )
    FROM
      "dcim_interface" bx
      LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id"
      LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id"
    WHERE
      bx.id = $2
  );
