import { MigrationInterface, QueryRunner } from 'typeorm';

export class DerivedFunctions1795617466194 implements MigrationInterface {
  name = 'DerivedFunctions1795617466194';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_circuit(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuits/' || bx.id || '/'), 'display', bx."cid"::text, 'cid', bx."cid", 'provider', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/providers/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'slug', bj1."slug", 'description', bj1."description", 'circuit_count', bj1."circuit_count") END, 'description', bx."description") FROM "circuits_circuit" bx LEFT JOIN "circuits_provider" bj1 ON bj1.id = bx."provider_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_circuittermination(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuit-terminations/' || bx.id || '/'), 'display', (SELECT c.cid FROM circuits_circuit c WHERE c.id = bx.circuit_id) || ': Termination ' || bx.term_side, 'circuit', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/circuits/circuits/' || bj1.id || '/'), 'display', bj1."cid"::text, 'cid', bj1."cid", 'provider', CASE WHEN bj2.id IS NULL THEN NULL ELSE json_build_object('id', bj2.id, 'url', ($1::text || '/api/circuits/providers/' || bj2.id || '/'), 'display', bj2."name"::text, 'name', bj2."name", 'slug', bj2."slug", 'description', bj2."description", 'circuit_count', bj2."circuit_count") END, 'description', bj1."description") END, 'term_side', bx."term_side", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "circuits_circuittermination" bx LEFT JOIN "circuits_circuit" bj1 ON bj1.id = bx."circuit_id" LEFT JOIN "circuits_provider" bj2 ON bj2.id = bj1."provider_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_circuittype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/circuit-types/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'circuit_count', bx."circuit_count") FROM "circuits_circuittype" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_provider(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/providers/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'circuit_count', bx."circuit_count") FROM "circuits_provider" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_circuits_providernetwork(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/circuits/provider-networks/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "circuits_providernetwork" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_core_objectchange(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/core/object-changes/' || bx.id || '/'), 'display_url', ($1::text || '/core/object-changes/' || bx.id || '/'), 'display', inv_object_type_label(bx.changed_object_type) || ' ' || bx.object_repr || ' ' || CASE bx.action WHEN 'create' THEN 'created' WHEN 'update' THEN 'updated' ELSE 'deleted' END || ' by ' || bx.user_name, 'time', to_char(bx."time" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'user_name', bx."user_name", 'request_id', bx."request_id", 'action', CASE WHEN bx."action" IS NULL OR bx."action" = '' THEN NULL ELSE json_build_object('value', bx."action", 'label', COALESCE('{"create":"Created","update":"Updated","delete":"Deleted"}'::jsonb ->> bx."action"::text, bx."action"::text)) END, 'changed_object_type', bx."changed_object_type", 'changed_object_id', bx."changed_object_id", 'changed_object', NULL::json, 'related_object_type', bx."related_object_type", 'related_object_id', bx."related_object_id", 'related_object', NULL::json, 'object_repr', bx."object_repr", 'message', bx."message", 'prechange_data', (COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(bx.prechange_data) AS e(k, v)
             WHERE k NOT IN ('created', 'last_updated') AND left(k, 1) <> '_'), '{}'::jsonb)), 'postchange_data', (COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(bx.postchange_data) AS e(k, v)
             WHERE k NOT IN ('created', 'last_updated') AND left(k, 1) <> '_'), '{}'::jsonb))) FROM "core_objectchange" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_device(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/devices/' || bx.id || '/'), 'display', CASE WHEN bx.name IS NOT NULL THEN bx.name || COALESCE(' (' || bx.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bx.device_type_id) || ' (' || COALESCE(bx.asset_tag, bx.id::text) || ')' END, 'name', bx."name", 'description', bx."description") FROM "dcim_device" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_devicerole(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/device-roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'device_count', bx."device_count", 'virtualmachine_count', bx."virtualmachine_count", '_depth', bx."_depth") FROM "dcim_devicerole" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_devicetype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/device-types/' || bx.id || '/'), 'display', bx."model"::text, 'manufacturer', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/manufacturers/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'slug', bj1."slug", 'description', bj1."description") END, 'model', bx."model", 'slug', bx."slug", 'description', bx."description", 'device_count', bx."device_count") FROM "dcim_devicetype" bx LEFT JOIN "dcim_manufacturer" bj1 ON bj1.id = bx."manufacturer_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_interface(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/interfaces/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_interface" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_location(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/locations/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'rack_count', bx."rack_count", '_depth', bx."_depth") FROM "dcim_location" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_manufacturer(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/manufacturers/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "dcim_manufacturer" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_platform(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/platforms/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'device_count', bx."device_count", 'virtualmachine_count', bx."virtualmachine_count", '_depth', bx."_depth") FROM "dcim_platform" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rack(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/racks/' || bx.id || '/'), 'display', bx.name || COALESCE(' (' || bx.facility_id || ')', ''), 'name', bx."name", 'description', bx."description", 'device_count', bx."device_count") FROM "dcim_rack" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rackrole(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rack-roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'rack_count', bx."rack_count") FROM "dcim_rackrole" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_region(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/regions/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'site_count', bx."site_count", '_depth', bx."_depth") FROM "dcim_region" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_site(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/sites/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "dcim_site" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_sitegroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/site-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'site_count', bx."site_count", '_depth', bx."_depth") FROM "dcim_sitegroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_configcontext(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/config-contexts/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "extras_configcontext" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_customfield(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/custom-fields/' || bx.id || '/'), 'display', COALESCE(NULLIF(bx.label, ''), upper(left(replace(bx.name, '_', ' '), 1)) || lower(substr(replace(bx.name, '_', ' '), 2))), 'name', bx."name", 'description', bx."description") FROM "extras_customfield" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_customfieldchoiceset(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/custom-field-choice-sets/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description", 'choices_count', (jsonb_array_length(bx.extra_choices))) FROM "extras_customfieldchoiceset" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_eventrule(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/event-rules/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "extras_eventrule" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_imageattachment(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/image-attachments/' || bx.id || '/'), 'display', COALESCE(NULLIF(bx.name, ''), regexp_replace(bx.image, '^.*/[a-z0-9]+_[0-9]+_', '')), 'name', bx."name", 'image', (($1::text || '/media/' || bx.image)), 'description', bx."description") FROM "extras_imageattachment" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_tag(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/tags/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'color', bx."color", 'description', bx."description") FROM "extras_tag" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_webhook(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/webhooks/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "extras_webhook" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_webhookdelivery(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/webhook-deliveries/' || bx.id || '/'), 'display', '#' || bx.id || ' ' || bx.event || ' ' || bx.object_type || ':' || bx.object_id, 'webhook', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/extras/webhooks/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'description', bj1."description") END, 'state', CASE WHEN bx."state" IS NULL OR bx."state" = '' THEN NULL ELSE json_build_object('value', bx."state", 'label', COALESCE('{"queued":"Queued","succeeded":"Succeeded","failed":"Failed"}'::jsonb ->> bx."state"::text, bx."state"::text)) END, 'event', bx."event", 'object_type', bx."object_type", 'object_id', bx."object_id", 'attempts', bx."attempts") FROM "extras_webhookdelivery" bx LEFT JOIN "extras_webhook" bj1 ON bj1.id = bx."webhook_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_aggregate(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/aggregates/' || bx.id || '/'), 'display', bx."prefix"::text, 'family', CASE WHEN (family(bx.prefix)) IS NULL THEN NULL ELSE json_build_object('value', (family(bx.prefix)), 'label', COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(bx.prefix))::text, (family(bx.prefix))::text)) END, 'prefix', bx."prefix"::text, 'description', bx."description") FROM "ipam_aggregate" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_ipaddress(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/ip-addresses/' || bx.id || '/'), 'display', bx."address"::text, 'family', CASE WHEN (family(bx.address)) IS NULL THEN NULL ELSE json_build_object('value', (family(bx.address)), 'label', COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(bx.address))::text, (family(bx.address))::text)) END, 'address', bx."address"::text, 'description', bx."description") FROM "ipam_ipaddress" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_iprange(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/ip-ranges/' || bx.id || '/'), 'display', (SELECT CASE WHEN rd_r.s = rd_r.e THEN rd_r.s || '-' || rd_r.e
     ELSE array_to_string(ARRAY(SELECT a FROM unnest(rd_r.sa, rd_r.ea) WITH ORDINALITY AS rd_u(a, b, i) WHERE a = b ORDER BY i), rd_r.sep)
          || rd_r.sep || array_to_string(rd_r.sa[rd_r.n + 1:], rd_r.sep) || '-' || array_to_string(rd_r.ea[rd_r.n + 1:], rd_r.sep) END
     || '/' || masklen(bx.start_address)
   FROM (SELECT rd_x.*, (SELECT count(*) FROM unnest(rd_x.sa, rd_x.ea) AS rd_v(a, b) WHERE a = b)::int AS n
           FROM (SELECT host(bx.start_address) AS s, host(bx.end_address) AS e,
                        string_to_array(host(bx.start_address), rd_y.sep) AS sa, string_to_array(host(bx.end_address), rd_y.sep) AS ea, rd_y.sep
                   FROM (SELECT CASE family(bx.start_address) WHEN 6 THEN ':' ELSE '.' END AS sep) rd_y) rd_x) rd_r), 'family', CASE WHEN (family(bx.start_address)) IS NULL THEN NULL ELSE json_build_object('value', (family(bx.start_address)), 'label', COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(bx.start_address))::text, (family(bx.start_address))::text)) END, 'start_address', bx."start_address"::text, 'end_address', bx."end_address"::text, 'description', bx."description") FROM "ipam_iprange" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_prefix(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/prefixes/' || bx.id || '/'), 'display', bx."prefix"::text, 'family', CASE WHEN (family(bx.prefix)) IS NULL THEN NULL ELSE json_build_object('value', (family(bx.prefix)), 'label', COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(bx.prefix))::text, (family(bx.prefix))::text)) END, 'prefix', bx."prefix"::text, 'description', bx."description", '_depth', bx."_depth") FROM "ipam_prefix" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_rir(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/rirs/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'aggregate_count', bx."aggregate_count") FROM "ipam_rir" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_role(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/roles/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'prefix_count', bx."prefix_count", 'vlan_count', bx."vlan_count", 'asn_count', (0)) FROM "ipam_role" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_routetarget(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/route-targets/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "ipam_routetarget" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_service(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/services/' || bx.id || '/'), 'display', bx.name || ' (' || upper(bx.protocol) || '/' || COALESCE((SELECT string_agg(CASE WHEN g.lo = g.hi THEN g.lo::text ELSE g.lo || '-' || g.hi END, ', ' ORDER BY g.lo)
   FROM (SELECT min(p) AS lo, max(p) AS hi FROM (SELECT p, p - row_number() OVER (ORDER BY p) AS grp
           FROM (SELECT DISTINCT (jsonb_array_elements_text(bx.ports))::int AS p) d) s GROUP BY grp) g), '') || ')', 'name', bx."name", 'protocol', CASE WHEN bx."protocol" IS NULL OR bx."protocol" = '' THEN NULL ELSE json_build_object('value', bx."protocol", 'label', COALESCE('{"tcp":"TCP","udp":"UDP","sctp":"SCTP"}'::jsonb ->> bx."protocol"::text, bx."protocol"::text)) END, 'ports', bx."ports", 'description', bx."description") FROM "ipam_service" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_vlan(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/vlans/' || bx.id || '/'), 'display', bx.name || ' (' || bx.vid || ')', 'vid', bx."vid", 'name', bx."name", 'description', bx."description") FROM "ipam_vlan" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_vlangroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/vlan-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'vlan_count', bx."vlan_count") FROM "ipam_vlangroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_vrf(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/vrfs/' || bx.id || '/'), 'display', bx.name || COALESCE(' (' || bx.rd || ')', ''), 'name', bx."name", 'rd', bx."rd", 'description', bx."description", 'prefix_count', bx."prefix_count") FROM "ipam_vrf" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_tenancy_tenant(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/tenancy/tenants/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description") FROM "tenancy_tenant" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_tenancy_tenantgroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/tenancy/tenant-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'tenant_count', bx."tenant_count", '_depth', bx."_depth") FROM "tenancy_tenantgroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_users_group(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/users/groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "users_group" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_users_objectpermission(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/users/permissions/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description", 'enabled', bx."enabled", 'object_types', bx."object_types", 'actions', bx."actions") FROM "users_objectpermission" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_users_token(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/users/tokens/' || bx.id || '/'), 'display', CASE WHEN bx.version = 2 AND bx.key IS NOT NULL THEN bx.key ELSE repeat('*', 34) || bx.hint END, 'version', bx."version", 'key', bx."key", 'description', bx."description", 'enabled', bx."enabled", 'write_enabled', bx."write_enabled") FROM "users_token" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_users_user(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/users/users/' || bx.id || '/'), 'display', CASE WHEN bx.first_name <> '' OR bx.last_name <> '' THEN bx.username || ' (' || trim(bx.first_name || ' ' || bx.last_name) || ')' ELSE bx.username END, 'username', bx."username") FROM "users_user" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_virtualization_cluster(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/clusters/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description", 'virtualmachine_count', bx."virtualmachine_count") FROM "virtualization_cluster" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_virtualization_clustergroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/cluster-groups/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'cluster_count', bx."cluster_count") FROM "virtualization_clustergroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_virtualization_clustertype(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/cluster-types/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'slug', bx."slug", 'description', bx."description", 'cluster_count', bx."cluster_count") FROM "virtualization_clustertype" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_virtualization_virtualmachine(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/virtual-machines/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'description', bx."description") FROM "virtualization_virtualmachine" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_virtualization_vminterface(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/virtualization/interfaces/' || bx.id || '/'), 'display', bx."name"::text, 'virtual_machine', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/virtualization/virtual-machines/' || bj1.id || '/'), 'display', bj1."name"::text, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description") FROM "virtualization_vminterface" bx LEFT JOIN "virtualization_virtualmachine" bj1 ON bj1.id = bx."virtual_machine_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.providernetwork":"Circuits | provider network","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.rack":"DCIM | rack","dcim.rackrole":"DCIM | rack role","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vrf":"IPAM | VRF","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface"}'::jsonb ->> $1, $1);
END
$derived$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION inv_object_type_label(text)`);
    await q.query(`DROP FUNCTION inv_brief_virtualization_vminterface(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_virtualization_virtualmachine(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_virtualization_clustertype(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_virtualization_clustergroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_virtualization_cluster(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_users_user(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_users_token(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_users_objectpermission(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_users_group(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_tenancy_tenantgroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_tenancy_tenant(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_vrf(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_vlangroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_vlan(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_service(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_routetarget(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_role(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_rir(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_prefix(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_iprange(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_ipaddress(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_ipam_aggregate(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_webhookdelivery(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_webhook(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_tag(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_imageattachment(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_eventrule(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_customfieldchoiceset(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_customfield(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_extras_configcontext(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_sitegroup(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_site(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_region(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_rackrole(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_rack(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_platform(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_manufacturer(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_location(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_interface(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_devicetype(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_devicerole(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_dcim_device(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_core_objectchange(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_circuits_providernetwork(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_circuits_provider(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_circuits_circuittype(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_circuits_circuittermination(text, bigint)`);
    await q.query(`DROP FUNCTION inv_brief_circuits_circuit(text, bigint)`);
  }
}
