import { MigrationInterface, QueryRunner } from 'typeorm';

export class NestedFormsWithoutCounts1795782106807 implements MigrationInterface {
  name = 'NestedFormsWithoutCounts1795782106807';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_circuit(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuits/' || bx.id || '/'), 'display', bx."cid"::text, 'cid', bx."cid", 'provider', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/providers/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'slug', bj1."slug", 'description', bj1."description") END, 'description', bx."description") FROM "circuits_circuit" bx LEFT JOIN "circuits_provider" bj1 ON bj1.id = bx."provider_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_circuittermination(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuit-terminations/' || bx.id || '/'), 'display', (SELECT c.cid FROM circuits_circuit c WHERE c.id = bx.circuit_id) || ': Termination ' || bx.term_side, 'circuit', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/circuits/' || bj1.id || '/'), 'display', bj1."cid"::text, 'cid', bj1."cid", 'provider', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/circuits/providers/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'slug', bj2."slug", 'description', bj2."description") END, 'description', bj1."description") END, 'term_side', bx."term_side", 'description', bx."description", 'cable', CASE WHEN bj3.id IS NULL THEN NULL ELSE json_build_object('id', bj3.id, 'url', ($1::text || '/api/dcim/cables/' || bj3.id || '/'), 'display', COALESCE(NULLIF(bj3.label, ''), '#' || bj3.id), 'label', bj3."label", 'description', bj3."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL))) FROM "circuits_circuittermination" bx LEFT JOIN "circuits_circuit" bj1 ON bj1.id = bx."circuit_id" LEFT JOIN "circuits_provider" bj2 ON bj2.id = bj1."provider_id" LEFT JOIN "dcim_cable" bj3 ON bj3.id = bx."cable_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_circuittype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuit-types/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "circuits_circuittype" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_provider(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/providers/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "circuits_provider" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_virtualcircuittype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/virtual-circuit-types/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "circuits_virtualcircuittype" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_inventoryitemrole(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/inventory-item-roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "dcim_inventoryitemrole" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_powerpanel(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-panels/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "dcim_powerpanel" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rack(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/racks/' || bx.id || '/'), 'display', bx.name || COALESCE(' (' || bx.facility_id || ')', ''), 'name', bx."name", 'description', bx."description") FROM "dcim_rack" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rackgroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rack-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "dcim_rackgroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rackrole(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rack-roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "dcim_rackrole" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_rir(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/rirs/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "ipam_rir" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_role(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "ipam_role" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_vlangroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/vlan-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "ipam_vlangroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_vrf(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/vrfs/' || bx.id || '/'), 'display', bx.name || COALESCE(' (' || bx.rd || ')', ''), 'name', bx."name", 'rd', bx."rd", 'description', bx."description") FROM "ipam_vrf" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_virtualization_cluster(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/clusters/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "virtualization_cluster" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_virtualization_clustergroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/cluster-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "virtualization_clustergroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_virtualization_clustertype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/cluster-types/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "virtualization_clustertype" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_vpn_tunnelgroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/tunnel-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "vpn_tunnelgroup" bx  WHERE bx.id = $2);
END
$derived$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_vpn_tunnelgroup(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/vpn/tunnel-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'tunnel_count', bx."tunnel_count") FROM "vpn_tunnelgroup" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_virtualization_clustertype(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/cluster-types/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'cluster_count', bx."cluster_count") FROM "virtualization_clustertype" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_virtualization_clustergroup(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/cluster-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'cluster_count', bx."cluster_count") FROM "virtualization_clustergroup" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_virtualization_cluster(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/clusters/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description", 'virtualmachine_count', bx."virtualmachine_count") FROM "virtualization_cluster" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_ipam_vrf(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/vrfs/' || bx.id || '/'), 'display', bx.name || COALESCE(' (' || bx.rd || ')', ''), 'name', bx."name", 'rd', bx."rd", 'description', bx."description", 'prefix_count', bx."prefix_count") FROM "ipam_vrf" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_ipam_vlangroup(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/vlan-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'vlan_count', bx."vlan_count") FROM "ipam_vlangroup" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_ipam_role(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'prefix_count', bx."prefix_count", 'vlan_count', bx."vlan_count", 'asn_count', bx."asn_count") FROM "ipam_role" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_ipam_rir(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/rirs/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'aggregate_count', bx."aggregate_count") FROM "ipam_rir" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_rackrole(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rack-roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'rack_count', bx."rack_count") FROM "dcim_rackrole" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_rackgroup(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rack-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'rack_count', bx."rack_count") FROM "dcim_rackgroup" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_rack(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/racks/' || bx.id || '/'), 'display', bx.name || COALESCE(' (' || bx.facility_id || ')', ''), 'name', bx."name", 'description', bx."description", 'device_count', bx."device_count") FROM "dcim_rack" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_powerpanel(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-panels/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description", 'powerfeed_count', bx."powerfeed_count") FROM "dcim_powerpanel" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_inventoryitemrole(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/inventory-item-roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'inventoryitem_count', bx."inventoryitem_count") FROM "dcim_inventoryitemrole" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_circuits_virtualcircuittype(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/virtual-circuit-types/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'virtual_circuit_count', bx."virtual_circuit_count") FROM "circuits_virtualcircuittype" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_circuits_provider(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/providers/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'circuit_count', bx."circuit_count") FROM "circuits_provider" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_circuits_circuittype(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuit-types/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'circuit_count', bx."circuit_count") FROM "circuits_circuittype" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_circuits_circuittermination(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuit-terminations/' || bx.id || '/'), 'display', (SELECT c.cid FROM circuits_circuit c WHERE c.id = bx.circuit_id) || ': Termination ' || bx.term_side, 'circuit', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/circuits/' || bj1.id || '/'), 'display', bj1."cid"::text, 'cid', bj1."cid", 'provider', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/circuits/providers/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'slug', bj2."slug", 'description', bj2."description", 'circuit_count', bj2."circuit_count") END, 'description', bj1."description") END, 'term_side', bx."term_side", 'description', bx."description", 'cable', CASE WHEN bj3.id IS NULL THEN NULL ELSE json_build_object('id', bj3.id, 'url', ($1::text || '/api/dcim/cables/' || bj3.id || '/'), 'display', COALESCE(NULLIF(bj3.label, ''), '#' || bj3.id), 'label', bj3."label", 'description', bj3."description") END, '_occupied', ((bx.mark_connected OR bx.cable_id IS NOT NULL))) FROM "circuits_circuittermination" bx LEFT JOIN "circuits_circuit" bj1 ON bj1.id = bx."circuit_id" LEFT JOIN "circuits_provider" bj2 ON bj2.id = bj1."provider_id" LEFT JOIN "dcim_cable" bj3 ON bj3.id = bx."cable_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_circuits_circuit(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuits/' || bx.id || '/'), 'display', bx."cid"::text, 'cid', bx."cid", 'provider', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/providers/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'slug', bj1."slug", 'description', bj1."description", 'circuit_count', bj1."circuit_count") END, 'description', bx."description") FROM "circuits_circuit" bx LEFT JOIN "circuits_provider" bj1 ON bj1.id = bx."provider_id" WHERE bx.id = $2);
END
$function$
`);
  }
}
