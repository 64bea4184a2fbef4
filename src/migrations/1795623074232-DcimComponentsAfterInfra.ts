import { MigrationInterface, QueryRunner } from 'typeorm';

export class DcimComponentsAfterInfra1795623074232 implements MigrationInterface {
  name = 'DcimComponentsAfterInfra1795623074232';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_consoleport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_consoleport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_consoleserverport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-server-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_consoleserverport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_devicebay(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/device-bays/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'enabled', bx."enabled", 'description', bx."description", '_occupied', ((NOT bx.enabled OR bx.installed_device_id IS NOT NULL))) FROM "dcim_devicebay" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_frontport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/front-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_frontport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_inventoryitem(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/inventory-items/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", '_depth', bx."_depth") FROM "dcim_inventoryitem" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_poweroutlet(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-outlets/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_poweroutlet" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_powerport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_powerport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_rearport(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rear-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_rearport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_dcim_virtualdevicecontext(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/virtual-device-contexts/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', COALESCE(COALESCE(bj1.name, (SELECT vc.name || ':' || COALESCE(bj1.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = bj1.virtual_chassis_id))
     || COALESCE(' (' || bj1.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'), 'name', bj1."name", 'description', bj1."description") END, 'identifier', bx."identifier", 'description', bx."description") FROM "dcim_virtualdevicecontext" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.providernetwork":"Circuits | provider network","core.objectchange":"Core | object change","dcim.consoleport":"DCIM | console port","dcim.consoleporttemplate":"DCIM | console port template","dcim.consoleserverport":"DCIM | console server port","dcim.consoleserverporttemplate":"DCIM | console server port template","dcim.device":"DCIM | device","dcim.devicebay":"DCIM | device bay","dcim.devicebaytemplate":"DCIM | device bay template","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.frontport":"DCIM | front port","dcim.frontporttemplate":"DCIM | front port template","dcim.interface":"DCIM | interface","dcim.interfacetemplate":"DCIM | interface template","dcim.inventoryitem":"DCIM | inventory item","dcim.inventoryitemrole":"DCIM | inventory item role","dcim.inventoryitemtemplate":"DCIM | inventory item template","dcim.location":"DCIM | location","dcim.macaddress":"DCIM | MAC address","dcim.manufacturer":"DCIM | manufacturer","dcim.modulebay":"DCIM | module bay","dcim.modulebaytemplate":"DCIM | module bay template","dcim.platform":"DCIM | platform","dcim.powerfeed":"DCIM | power feed","dcim.poweroutlet":"DCIM | power outlet","dcim.poweroutlettemplate":"DCIM | power outlet template","dcim.powerpanel":"DCIM | power panel","dcim.powerport":"DCIM | power port","dcim.powerporttemplate":"DCIM | power port template","dcim.rack":"DCIM | rack","dcim.rackgroup":"DCIM | rack group","dcim.rackreservation":"DCIM | rack reservation","dcim.rackrole":"DCIM | rack role","dcim.racktype":"DCIM | rack type","dcim.rearport":"DCIM | rear port","dcim.rearporttemplate":"DCIM | rear port template","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","dcim.virtualchassis":"DCIM | virtual chassis","dcim.virtualdevicecontext":"DCIM | virtual device context","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.asn":"IPAM | ASN","ipam.asnrange":"IPAM | ASN range","ipam.fhrpgroup":"IPAM | FHRP group","ipam.fhrpgroupassignment":"IPAM | FHRP group assignment","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.servicetemplate":"IPAM | application service template","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vlantranslationpolicy":"IPAM | VLAN translation policy","ipam.vlantranslationrule":"IPAM | VLAN translation rule","ipam.vrf":"IPAM | VRF","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface","vpn.ikepolicy":"VPN | IKE policy","vpn.ikeproposal":"VPN | IKE proposal","vpn.ipsecpolicy":"VPN | IPSec policy","vpn.ipsecprofile":"VPN | IPSec profile","vpn.ipsecproposal":"VPN | IPSec proposal","vpn.l2vpn":"VPN | L2VPN","vpn.l2vpntermination":"VPN | L2VPN termination","vpn.tunnel":"VPN | tunnel","vpn.tunnelgroup":"VPN | tunnel group","vpn.tunneltermination":"VPN | tunnel termination"}'::jsonb ->> $1, $1);
END
$derived$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_object_type_label(text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.providernetwork":"Circuits | provider network","core.objectchange":"Core | object change","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.powerfeed":"DCIM | power feed","dcim.powerpanel":"DCIM | power panel","dcim.rack":"DCIM | rack","dcim.rackgroup":"DCIM | rack group","dcim.rackreservation":"DCIM | rack reservation","dcim.rackrole":"DCIM | rack role","dcim.racktype":"DCIM | rack type","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","dcim.virtualchassis":"DCIM | virtual chassis","extras.configcontext":"Extras | config context","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.eventrule":"Extras | event rule","extras.imageattachment":"Extras | image attachment","extras.tag":"Extras | tag","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.asn":"IPAM | ASN","ipam.asnrange":"IPAM | ASN range","ipam.fhrpgroup":"IPAM | FHRP group","ipam.fhrpgroupassignment":"IPAM | FHRP group assignment","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.servicetemplate":"IPAM | application service template","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vlantranslationpolicy":"IPAM | VLAN translation policy","ipam.vlantranslationrule":"IPAM | VLAN translation rule","ipam.vrf":"IPAM | VRF","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.vminterface":"Virtualization | interface","vpn.ikepolicy":"VPN | IKE policy","vpn.ikeproposal":"VPN | IKE proposal","vpn.ipsecpolicy":"VPN | IPSec policy","vpn.ipsecprofile":"VPN | IPSec profile","vpn.ipsecproposal":"VPN | IPSec proposal","vpn.l2vpn":"VPN | L2VPN","vpn.l2vpntermination":"VPN | L2VPN termination","vpn.tunnel":"VPN | tunnel","vpn.tunnelgroup":"VPN | tunnel group","vpn.tunneltermination":"VPN | tunnel termination"}'::jsonb ->> $1, $1);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_virtualdevicecontext(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/virtual-device-contexts/' || bx.id || '/'), 'display', bx."name"::text, 'name', bx."name", 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'identifier', bx."identifier", 'description', bx."description") FROM "dcim_virtualdevicecontext" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_rearport(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/rear-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_rearport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_powerport(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_powerport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_poweroutlet(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/power-outlets/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_poweroutlet" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_inventoryitem(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/inventory-items/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", '_depth', bx."_depth") FROM "dcim_inventoryitem" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_frontport(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/front-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_frontport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_devicebay(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/device-bays/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'enabled', bx."enabled", 'description', bx."description", '_occupied', ((NOT bx.enabled OR bx.installed_device_id IS NOT NULL))) FROM "dcim_devicebay" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_consoleserverport(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-server-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_consoleserverport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_dcim_consoleport(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/dcim/console-ports/' || bx.id || '/'), 'display', bx.name || CASE WHEN bx.label <> '' THEN ' (' || bx.label || ')' ELSE '' END, 'device', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/dcim/devices/' || bj1.id || '/'), 'display', CASE WHEN bj1.name IS NOT NULL THEN bj1.name || COALESCE(' (' || bj1.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = bj1.device_type_id) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')' END, 'name', bj1."name", 'description', bj1."description") END, 'name', bx."name", 'description', bx."description", 'cable', (NULL::jsonb), '_occupied', (bx.mark_connected)) FROM "dcim_consoleport" bx LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id" WHERE bx.id = $2);
END
$function$
`);
  }
}
