import { MigrationInterface, QueryRunner } from 'typeorm';

export class PlainChoiceFields1795768076903 implements MigrationInterface {
  name = 'PlainChoiceFields1795768076903';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_notification(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/notifications/' || bx.id || '/'), 'display', bx.object_repr, 'object_type', bx."object_type", 'object_id', bx."object_id", 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'read', to_char(bx."read" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'event_type', bx."event_type") FROM "extras_notification" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_fhrpgroup(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/fhrp-groups/' || bx.id || '/'), 'display', COALESCE(NULLIF(bx.name, '') || ' ', '') || ('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bx.protocol::text) || ': ' || bx.group_id
   || COALESCE(' (' || (SELECT fa.address::text FROM ipam_ipaddress fa WHERE fa.assigned_object_type = 'ipam.fhrpgroup' AND fa.assigned_object_id = bx.id
     ORDER BY host(fa.address)::inet, fa.id LIMIT 1) || ')', ''), 'protocol', bx."protocol", 'group_id', bx."group_id", 'description', bx."description") FROM "ipam_fhrpgroup" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_ipam_fhrpgroupassignment(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/fhrp-group-assignments/' || bx.id || '/'), 'display', COALESCE(CASE bx.interface_type WHEN 'dcim.interface' THEN (SELECT fi.name || CASE WHEN fi.label <> '' THEN ' (' || fi.label || ')' ELSE '' END FROM "dcim_interface" fi WHERE fi.id = bx.interface_id) WHEN 'virtualization.vminterface' THEN (SELECT fi."name"::text FROM "virtualization_vminterface" fi WHERE fi.id = bx.interface_id) END, '') || ': '
    || (SELECT COALESCE(NULLIF(fg.name, '') || ' ', '') || ('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> fg.protocol::text) || ': ' || fg.group_id
   || COALESCE(' (' || (SELECT fa.address::text FROM ipam_ipaddress fa WHERE fa.assigned_object_type = 'ipam.fhrpgroup' AND fa.assigned_object_id = fg.id
     ORDER BY host(fa.address)::inet, fa.id LIMIT 1) || ')', '') FROM ipam_fhrpgroup fg WHERE fg.id = bx.group_id) || ' (' || bx.priority || ')', 'group', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/ipam/fhrp-groups/' || bj1.id || '/'), 'display', COALESCE(NULLIF(bj1.name, '') || ' ', '') || ('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bj1.protocol::text) || ': ' || bj1.group_id
   || COALESCE(' (' || (SELECT fa.address::text FROM ipam_ipaddress fa WHERE fa.assigned_object_type = 'ipam.fhrpgroup' AND fa.assigned_object_id = bj1.id
     ORDER BY host(fa.address)::inet, fa.id LIMIT 1) || ')', ''), 'protocol', bj1."protocol", 'group_id', bj1."group_id", 'description', bj1."description") END, 'interface_type', bx."interface_type", 'interface_id', bx."interface_id", 'priority', bx."priority") FROM "ipam_fhrpgroupassignment" bx LEFT JOIN "ipam_fhrpgroup" bj1 ON bj1.id = bx."group_id" WHERE bx.id = $2);
END
$derived$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_ipam_fhrpgroupassignment(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/fhrp-group-assignments/' || bx.id || '/'), 'display', COALESCE(CASE bx.interface_type WHEN 'dcim.interface' THEN (SELECT fi.name || CASE WHEN fi.label <> '' THEN ' (' || fi.label || ')' ELSE '' END FROM "dcim_interface" fi WHERE fi.id = bx.interface_id) WHEN 'virtualization.vminterface' THEN (SELECT fi."name"::text FROM "virtualization_vminterface" fi WHERE fi.id = bx.interface_id) END, '') || ': '
    || (SELECT COALESCE(NULLIF(fg.name, '') || ' ', '') || ('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> fg.protocol::text) || ': ' || fg.group_id
   || COALESCE(' (' || (SELECT fa.address::text FROM ipam_ipaddress fa WHERE fa.assigned_object_type = 'ipam.fhrpgroup' AND fa.assigned_object_id = fg.id
     ORDER BY host(fa.address)::inet, fa.id LIMIT 1) || ')', '') FROM ipam_fhrpgroup fg WHERE fg.id = bx.group_id) || ' (' || bx.priority || ')', 'group', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/ipam/fhrp-groups/' || bj1.id || '/'), 'display', COALESCE(NULLIF(bj1.name, '') || ' ', '') || ('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bj1.protocol::text) || ': ' || bj1.group_id
   || COALESCE(' (' || (SELECT fa.address::text FROM ipam_ipaddress fa WHERE fa.assigned_object_type = 'ipam.fhrpgroup' AND fa.assigned_object_id = bj1.id
     ORDER BY host(fa.address)::inet, fa.id LIMIT 1) || ')', ''), 'protocol', CASE WHEN bj1."protocol" IS NULL OR bj1."protocol" = '' THEN NULL ELSE json_build_object('value', bj1."protocol", 'label', COALESCE('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bj1."protocol"::text, bj1."protocol"::text)) END, 'group_id', bj1."group_id", 'description', bj1."description") END, 'interface_type', bx."interface_type", 'interface_id', bx."interface_id", 'priority', bx."priority") FROM "ipam_fhrpgroupassignment" bx LEFT JOIN "ipam_fhrpgroup" bj1 ON bj1.id = bx."group_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_ipam_fhrpgroup(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/ipam/fhrp-groups/' || bx.id || '/'), 'display', COALESCE(NULLIF(bx.name, '') || ' ', '') || ('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bx.protocol::text) || ': ' || bx.group_id
   || COALESCE(' (' || (SELECT fa.address::text FROM ipam_ipaddress fa WHERE fa.assigned_object_type = 'ipam.fhrpgroup' AND fa.assigned_object_id = bx.id
     ORDER BY host(fa.address)::inet, fa.id LIMIT 1) || ')', ''), 'protocol', CASE WHEN bx."protocol" IS NULL OR bx."protocol" = '' THEN NULL ELSE json_build_object('value', bx."protocol", 'label', COALESCE('{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bx."protocol"::text, bx."protocol"::text)) END, 'group_id', bx."group_id", 'description', bx."description") FROM "ipam_fhrpgroup" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_extras_notification(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/notifications/' || bx.id || '/'), 'display', bx.object_repr, 'object_type', bx."object_type", 'object_id', bx."object_id", 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'read', to_char(bx."read" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'event_type', CASE WHEN bx."event_type" IS NULL OR bx."event_type" = '' THEN NULL ELSE json_build_object('value', bx."event_type", 'label', COALESCE('{"object_created":"Object created","object_updated":"Object updated","object_deleted":"Object deleted","job_started":"Job started","job_completed":"Job completed","job_failed":"Job failed","job_errored":"Job errored"}'::jsonb ->> bx."event_type"::text, bx."event_type"::text)) END) FROM "extras_notification" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$function$
`);
  }
}
