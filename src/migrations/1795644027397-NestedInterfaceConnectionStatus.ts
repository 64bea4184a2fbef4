import { MigrationInterface, QueryRunner } from 'typeorm';

export class NestedInterfaceConnectionStatus1795644027397 implements MigrationInterface {
  name = 'NestedInterfaceConnectionStatus1795644027397';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_virtualcircuittermination(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/virtual-circuit-terminations/' || bx.id || '/'), 'display', (SELECT v.cid FROM circuits_virtualcircuit v WHERE v.id = bx.virtual_circuit_id) || ': ' || CASE bx.role WHEN 'peer' THEN 'Peer' WHEN 'hub' THEN 'Hub' WHEN 'spoke' THEN 'Spoke' ELSE bx.role END || ' termination', 'virtual_circuit', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/virtual-circuits/' || bj1.id || '/'), 'display', bj1."cid"::text, 'cid', bj1."cid", 'provider_network', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/circuits/provider-networks/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'description', bj2."description") END, 'description', bj1."description") END, 'role', CASE WHEN bx."role" IS NULL OR bx."role" = '' THEN NULL ELSE json_build_object('value', bx."role", 'label', COALESCE('{"peer":"Peer","hub":"Hub","spoke":"Spoke"}'::jsonb ->> bx."role"::text, bx."role"::text)) END, 'interface', CASE WHEN bj3.id IS NULL THEN NULL ELSE json_build_object('id', bj3.id, 'url', ($1::text || '/api/dcim/interfaces/' || bj3.id || '/'), 'display', bj3.name || CASE WHEN bj3.label <> '' THEN ' (' || bj3.label || ')' ELSE '' END, 'device', CASE WHEN bj4.id IS NULL THEN NULL ELSE json_build_object('id', bj4.id, 'url', ($1::text || '/api/dcim/devices/' || bj4.id || '/'), 'display', COALESCE(COALESCE(bj4.name, (SELECT vc.name || ':' || COALESCE(bj4.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj4.virtual_chassis_id))
     || COALESCE(' (' || bj4.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj4.device_type_id) || ' (' || COALESCE(bj4.asset_tag, bj4.id::text) || ')'), 'name', bj4."name", 'description', bj4."description") END, 'name', bj3."name", 'description', bj3."description", 'cable', CASE WHEN bj5.id IS NULL THEN NULL ELSE json_build_object('id', bj5.id, 'url', ($1::text || '/api/dcim/cables/' || bj5.id || '/'), 'display', COALESCE(NULLIF(bj5.label, ''), '#' || bj5.id), 'label', bj5."label", 'description', bj5."description") END, '_occupied', ((bj3.mark_connected OR bj3.cable_id IS NOT NULL OR bj3.wireless_link_id IS NOT NULL)), 'connection_status', (SELECT CASE WHEN cp.is_active THEN json_build_object('value', true, 'label', 'Connected')
              ELSE json_build_object('value', false, 'label', 'Planned') END FROM dcim_cablepath cp WHERE cp.id = bj3._path_id)) END, 'description', bx."description") FROM "circuits_virtualcircuittermination" bx LEFT JOIN "circuits_virtualcircuit" bj1 ON bj1.id = bx."virtual_circuit_id" LEFT JOIN "circuits_providernetwork" bj2 ON bj2.id = bj1."provider_network_id" LEFT JOIN "dcim_interface" bj3 ON bj3.id = bx."interface_id" LEFT JOIN "dcim_device" bj4 ON bj4.id = bj3."device_id" LEFT JOIN "dcim_cable" bj5 ON bj5.id = bj3."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_nested_dcim_interface(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/interfaces/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/dcim/cables/' || bj2.id || '/'), 'display', COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id), 'label', bj2."label", 'description', bj2."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL OR bx.wireless_link_id IS NOT NULL)), 'connection_status', (SELECT CASE WHEN cp.is_active THEN json_build_object('value', true, 'label', 'Connected')
              ELSE json_build_object('value', false, 'label', 'Planned') END FROM dcim_cablepath cp WHERE cp.id = bx._path_id)) FROM "dcim_interface" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION inv_nested_dcim_interface(text, bigint)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_circuits_virtualcircuittermination(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/virtual-circuit-terminations/' || bx.id || '/'), 'display', (SELECT v.cid FROM circuits_virtualcircuit v WHERE v.id = bx.virtual_circuit_id) || ': ' || CASE bx.role WHEN 'peer' THEN 'Peer' WHEN 'hub' THEN 'Hub' WHEN 'spoke' THEN 'Spoke' ELSE bx.role END || ' termination', 'virtual_circuit', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/virtual-circuits/' || bj1.id || '/'), 'display', bj1."cid"::text, 'cid', bj1."cid", 'provider_network', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/circuits/provider-networks/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'description', bj2."description") END, 'description', bj1."description") END, 'role', CASE WHEN bx."role" IS NULL OR bx."role" = '' THEN NULL ELSE json_build_object('value', bx."role", 'label', COALESCE('{"peer":"Peer","hub":"Hub","spoke":"Spoke"}'::jsonb ->> bx."role"::text, bx."role"::text)) END, 'interface', CASE WHEN bj3.id IS NULL THEN NULL ELSE json_build_object('id', bj3.id, 'url', ($1::text || '/api/dcim/interfaces/' || bj3.id || '/'), 'display', bj3.name || CASE WHEN bj3.label <> '' THEN ' (' || bj3.label || ')' ELSE '' END, 'device', CASE WHEN bj4.id IS NULL THEN NULL ELSE json_build_object('id', bj4.id, 'url', ($1::text || '/api/dcim/devices/' || bj4.id || '/'), 'display', COALESCE(COALESCE(bj4.name, (SELECT vc.name || ':' || COALESCE(bj4.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj4.virtual_chassis_id))
     || COALESCE(' (' || bj4.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj4.device_type_id) || ' (' || COALESCE(bj4.asset_tag, bj4.id::text) || ')'), 'name', bj4."name", 'description', bj4."description") END, 'name', bj3."name", 'description', bj3."description", 'cable', CASE WHEN bj5.id IS NULL THEN NULL ELSE json_build_object('id', bj5.id, 'url', ($1::text || '/api/dcim/cables/' || bj5.id || '/'), 'display', COALESCE(NULLIF(bj5.label, ''), '#' || bj5.id), 'label', bj5."label", 'description', bj5."description") END, '_occupied', ((bj3.mark_connected OR bj3.cable_id IS NOT NULL OR bj3.wireless_link_id IS NOT NULL))) END, 'description', bx."description") FROM "circuits_virtualcircuittermination" bx LEFT JOIN "circuits_virtualcircuit" bj1 ON bj1.id = bx."virtual_circuit_id" LEFT JOIN "circuits_providernetwork" bj2 ON bj2.id = bj1."provider_network_id" LEFT JOIN "dcim_interface" bj3 ON bj3.id = bx."interface_id" LEFT JOIN "dcim_device" bj4 ON bj4.id = bj3."device_id" LEFT JOIN "dcim_cable" bj5 ON bj5.id = bj3."cable_id" WHERE bx.id = $2);
END
$function$
`);
  }
}
