import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReconcileAfterMerge1795629117976 implements MigrationInterface {
  name = 'ReconcileAfterMerge1795629117976';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "dcim_macaddress" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_devicebay" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_frontport" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_inventoryitemrole" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_modulebay" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_rearport" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD "owner_id" bigint`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" ADD "owner_id" bigint`);
    await q.query(`CREATE INDEX "IDX_94758765ed7d392ec4544e8f6b" ON "dcim_macaddress"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_8f72a6a76ea3b269306ae6be35" ON "dcim_virtualdevicecontext"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_7c56253a38970329c8264b088a" ON "dcim_consoleserverport"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_42c2e36aa938804c7d258187c0" ON "dcim_consoleport"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_abf990feb069ff188466d8c67a" ON "dcim_devicebay"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_93f02f39bb27cf508811fedae8" ON "dcim_frontport"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_34c0978c147bcd81ca78808cad" ON "dcim_inventoryitemrole"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_42383bf5c64ee89f910eb784f5" ON "dcim_modulebay"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_05990dfcb0cf651b0acb43ede1" ON "dcim_rearport"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_18d2e8665c8d1c44cdff9e27b4" ON "dcim_powerport"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_5d54860068e7abd292552e59d8" ON "dcim_poweroutlet"  ("owner_id") `);
    await q.query(`CREATE INDEX "IDX_6f69a2ffc46e715ea94f686fb1" ON "dcim_inventoryitem"  ("owner_id") `);
    await q.query(`ALTER TABLE "dcim_macaddress" ADD CONSTRAINT "FK_94758765ed7d392ec4544e8f6b3" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" ADD CONSTRAINT "FK_8f72a6a76ea3b269306ae6be35d" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" ADD CONSTRAINT "FK_7c56253a38970329c8264b088ab" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_consoleport" ADD CONSTRAINT "FK_42c2e36aa938804c7d258187c0b" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_devicebay" ADD CONSTRAINT "FK_abf990feb069ff188466d8c67ae" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_frontport" ADD CONSTRAINT "FK_93f02f39bb27cf508811fedae86" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_inventoryitemrole" ADD CONSTRAINT "FK_34c0978c147bcd81ca78808cadc" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_modulebay" ADD CONSTRAINT "FK_42383bf5c64ee89f910eb784f51" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_rearport" ADD CONSTRAINT "FK_05990dfcb0cf651b0acb43ede18" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_powerport" ADD CONSTRAINT "FK_18d2e8665c8d1c44cdff9e27b40" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" ADD CONSTRAINT "FK_5d54860068e7abd292552e59d82" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" ADD CONSTRAINT "FK_6f69a2ffc46e715ea94f686fb13" FOREIGN KEY ("owner_id") REFERENCES "users_owner"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_object_type_label(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuitgroup":"Circuits | circuit group","circuits.circuitgroupassignment":"Circuits | circuit group assignment","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.provideraccount":"Circuits | provider account","circuits.providernetwork":"Circuits | provider network","circuits.virtualcircuit":"Circuits | virtual circuit","circuits.virtualcircuittermination":"Circuits | virtual circuit termination","circuits.virtualcircuittype":"Circuits | virtual circuit type","core.datafile":"Core | data file","core.datasource":"Core | data source","core.job":"Core | job","core.objectchange":"Core | object change","core.objecttype":"Core | object type","dcim.consoleport":"DCIM | console port","dcim.consoleporttemplate":"DCIM | console port template","dcim.consoleserverport":"DCIM | console server port","dcim.consoleserverporttemplate":"DCIM | console server port template","dcim.device":"DCIM | device","dcim.devicebay":"DCIM | device bay","dcim.devicebaytemplate":"DCIM | device bay template","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.frontport":"DCIM | front port","dcim.frontporttemplate":"DCIM | front port template","dcim.interface":"DCIM | interface","dcim.interfacetemplate":"DCIM | interface template","dcim.inventoryitem":"DCIM | inventory item","dcim.inventoryitemrole":"DCIM | inventory item role","dcim.inventoryitemtemplate":"DCIM | inventory item template","dcim.location":"DCIM | location","dcim.macaddress":"DCIM | MAC address","dcim.manufacturer":"DCIM | manufacturer","dcim.modulebay":"DCIM | module bay","dcim.modulebaytemplate":"DCIM | module bay template","dcim.platform":"DCIM | platform","dcim.powerfeed":"DCIM | power feed","dcim.poweroutlet":"DCIM | power outlet","dcim.poweroutlettemplate":"DCIM | power outlet template","dcim.powerpanel":"DCIM | power panel","dcim.powerport":"DCIM | power port","dcim.powerporttemplate":"DCIM | power port template","dcim.rack":"DCIM | rack","dcim.rackgroup":"DCIM | rack group","dcim.rackreservation":"DCIM | rack reservation","dcim.rackrole":"DCIM | rack role","dcim.racktype":"DCIM | rack type","dcim.rearport":"DCIM | rear port","dcim.rearporttemplate":"DCIM | rear port template","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","dcim.virtualchassis":"DCIM | virtual chassis","dcim.virtualdevicecontext":"DCIM | virtual device context","extras.bookmark":"Extras | bookmark","extras.configcontext":"Extras | config context","extras.configcontextprofile":"Extras | config context profile","extras.configtemplate":"Extras | config template","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.customlink":"Extras | custom link","extras.eventrule":"Extras | event rule","extras.exporttemplate":"Extras | export template","extras.imageattachment":"Extras | image attachment","extras.journalentry":"Extras | journal entry","extras.notification":"Extras | notification","extras.notificationgroup":"Extras | notification group","extras.savedfilter":"Extras | saved filter","extras.subscription":"Extras | subscription","extras.tableconfig":"Extras | table config","extras.tag":"Extras | tag","extras.taggeditem":"Extras | tagged item","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.asn":"IPAM | ASN","ipam.asnrange":"IPAM | ASN range","ipam.fhrpgroup":"IPAM | FHRP group","ipam.fhrpgroupassignment":"IPAM | FHRP group assignment","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.servicetemplate":"IPAM | application service template","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vlantranslationpolicy":"IPAM | VLAN translation policy","ipam.vlantranslationrule":"IPAM | VLAN translation rule","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.owner":"Users | owner","users.ownergroup":"Users | owner group","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualdisk":"Virtualization | virtual disk","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.virtualmachinetype":"Virtualization | virtual machine type","virtualization.vminterface":"Virtualization | interface","vpn.ikepolicy":"VPN | IKE policy","vpn.ikeproposal":"VPN | IKE proposal","vpn.ipsecpolicy":"VPN | IPSec policy","vpn.ipsecprofile":"VPN | IPSec profile","vpn.ipsecproposal":"VPN | IPSec proposal","vpn.l2vpn":"VPN | L2VPN","vpn.l2vpntermination":"VPN | L2VPN termination","vpn.tunnel":"VPN | tunnel","vpn.tunnelgroup":"VPN | tunnel group","vpn.tunneltermination":"VPN | tunnel termination","wireless.wirelesslan":"Wireless | wireless LAN","wireless.wirelesslangroup":"Wireless | wireless LAN group","wireless.wirelesslink":"Wireless | wireless link"}'::jsonb ->> $1, $1);
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
  RETURN COALESCE('{"circuits.circuit":"Circuits | circuit","circuits.circuitgroup":"Circuits | circuit group","circuits.circuitgroupassignment":"Circuits | circuit group assignment","circuits.circuittermination":"Circuits | circuit termination","circuits.circuittype":"Circuits | circuit type","circuits.provider":"Circuits | provider","circuits.provideraccount":"Circuits | provider account","circuits.providernetwork":"Circuits | provider network","circuits.virtualcircuit":"Circuits | virtual circuit","circuits.virtualcircuittermination":"Circuits | virtual circuit termination","circuits.virtualcircuittype":"Circuits | virtual circuit type","core.datafile":"Core | data file","core.datasource":"Core | data source","core.job":"Core | job","core.objectchange":"Core | object change","core.objecttype":"Core | object type","dcim.device":"DCIM | device","dcim.devicerole":"DCIM | device role","dcim.devicetype":"DCIM | device type","dcim.interface":"DCIM | interface","dcim.location":"DCIM | location","dcim.manufacturer":"DCIM | manufacturer","dcim.platform":"DCIM | platform","dcim.powerfeed":"DCIM | power feed","dcim.powerpanel":"DCIM | power panel","dcim.rack":"DCIM | rack","dcim.rackgroup":"DCIM | rack group","dcim.rackreservation":"DCIM | rack reservation","dcim.rackrole":"DCIM | rack role","dcim.racktype":"DCIM | rack type","dcim.region":"DCIM | region","dcim.site":"DCIM | site","dcim.sitegroup":"DCIM | site group","dcim.virtualchassis":"DCIM | virtual chassis","extras.bookmark":"Extras | bookmark","extras.configcontext":"Extras | config context","extras.configcontextprofile":"Extras | config context profile","extras.configtemplate":"Extras | config template","extras.customfield":"Extras | custom field","extras.customfieldchoiceset":"Extras | custom field choice set","extras.customlink":"Extras | custom link","extras.eventrule":"Extras | event rule","extras.exporttemplate":"Extras | export template","extras.imageattachment":"Extras | image attachment","extras.journalentry":"Extras | journal entry","extras.notification":"Extras | notification","extras.notificationgroup":"Extras | notification group","extras.savedfilter":"Extras | saved filter","extras.subscription":"Extras | subscription","extras.tableconfig":"Extras | table config","extras.tag":"Extras | tag","extras.taggeditem":"Extras | tagged item","extras.webhook":"Extras | webhook","extras.webhookdelivery":"Extras | webhook delivery","ipam.aggregate":"IPAM | aggregate","ipam.asn":"IPAM | ASN","ipam.asnrange":"IPAM | ASN range","ipam.fhrpgroup":"IPAM | FHRP group","ipam.fhrpgroupassignment":"IPAM | FHRP group assignment","ipam.ipaddress":"IPAM | IP address","ipam.iprange":"IPAM | IP range","ipam.prefix":"IPAM | prefix","ipam.rir":"IPAM | RIR","ipam.role":"IPAM | role","ipam.routetarget":"IPAM | route target","ipam.service":"IPAM | application service","ipam.servicetemplate":"IPAM | application service template","ipam.vlan":"IPAM | VLAN","ipam.vlangroup":"IPAM | VLAN group","ipam.vlantranslationpolicy":"IPAM | VLAN translation policy","ipam.vlantranslationrule":"IPAM | VLAN translation rule","ipam.vrf":"IPAM | VRF","tenancy.contact":"Tenancy | contact","tenancy.contactassignment":"Tenancy | contact assignment","tenancy.contactgroup":"Tenancy | contact group","tenancy.contactrole":"Tenancy | contact role","tenancy.tenant":"Tenancy | tenant","tenancy.tenantgroup":"Tenancy | tenant group","users.group":"Users | group","users.objectpermission":"Users | permission","users.owner":"Users | owner","users.ownergroup":"Users | owner group","users.token":"Users | token","users.user":"Users | user","virtualization.cluster":"Virtualization | cluster","virtualization.clustergroup":"Virtualization | cluster group","virtualization.clustertype":"Virtualization | cluster type","virtualization.virtualdisk":"Virtualization | virtual disk","virtualization.virtualmachine":"Virtualization | virtual machine","virtualization.virtualmachinetype":"Virtualization | virtual machine type","virtualization.vminterface":"Virtualization | interface","vpn.ikepolicy":"VPN | IKE policy","vpn.ikeproposal":"VPN | IKE proposal","vpn.ipsecpolicy":"VPN | IPSec policy","vpn.ipsecprofile":"VPN | IPSec profile","vpn.ipsecproposal":"VPN | IPSec proposal","vpn.l2vpn":"VPN | L2VPN","vpn.l2vpntermination":"VPN | L2VPN termination","vpn.tunnel":"VPN | tunnel","vpn.tunnelgroup":"VPN | tunnel group","vpn.tunneltermination":"VPN | tunnel termination","wireless.wirelesslan":"Wireless | wireless LAN","wireless.wirelesslangroup":"Wireless | wireless LAN group","wireless.wirelesslink":"Wireless | wireless link"}'::jsonb ->> $1, $1);
END
$function$
`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" DROP CONSTRAINT "FK_6f69a2ffc46e715ea94f686fb13"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP CONSTRAINT "FK_5d54860068e7abd292552e59d82"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP CONSTRAINT "FK_18d2e8665c8d1c44cdff9e27b40"`);
    await q.query(`ALTER TABLE "dcim_rearport" DROP CONSTRAINT "FK_05990dfcb0cf651b0acb43ede18"`);
    await q.query(`ALTER TABLE "dcim_modulebay" DROP CONSTRAINT "FK_42383bf5c64ee89f910eb784f51"`);
    await q.query(`ALTER TABLE "dcim_inventoryitemrole" DROP CONSTRAINT "FK_34c0978c147bcd81ca78808cadc"`);
    await q.query(`ALTER TABLE "dcim_frontport" DROP CONSTRAINT "FK_93f02f39bb27cf508811fedae86"`);
    await q.query(`ALTER TABLE "dcim_devicebay" DROP CONSTRAINT "FK_abf990feb069ff188466d8c67ae"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP CONSTRAINT "FK_42c2e36aa938804c7d258187c0b"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP CONSTRAINT "FK_7c56253a38970329c8264b088ab"`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" DROP CONSTRAINT "FK_8f72a6a76ea3b269306ae6be35d"`);
    await q.query(`ALTER TABLE "dcim_macaddress" DROP CONSTRAINT "FK_94758765ed7d392ec4544e8f6b3"`);
    await q.query(`DROP INDEX "public"."IDX_6f69a2ffc46e715ea94f686fb1"`);
    await q.query(`DROP INDEX "public"."IDX_5d54860068e7abd292552e59d8"`);
    await q.query(`DROP INDEX "public"."IDX_18d2e8665c8d1c44cdff9e27b4"`);
    await q.query(`DROP INDEX "public"."IDX_05990dfcb0cf651b0acb43ede1"`);
    await q.query(`DROP INDEX "public"."IDX_42383bf5c64ee89f910eb784f5"`);
    await q.query(`DROP INDEX "public"."IDX_34c0978c147bcd81ca78808cad"`);
    await q.query(`DROP INDEX "public"."IDX_93f02f39bb27cf508811fedae8"`);
    await q.query(`DROP INDEX "public"."IDX_abf990feb069ff188466d8c67a"`);
    await q.query(`DROP INDEX "public"."IDX_42c2e36aa938804c7d258187c0"`);
    await q.query(`DROP INDEX "public"."IDX_7c56253a38970329c8264b088a"`);
    await q.query(`DROP INDEX "public"."IDX_8f72a6a76ea3b269306ae6be35"`);
    await q.query(`DROP INDEX "public"."IDX_94758765ed7d392ec4544e8f6b"`);
    await q.query(`ALTER TABLE "dcim_inventoryitem" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_poweroutlet" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_powerport" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_rearport" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_modulebay" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_inventoryitemrole" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_frontport" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_devicebay" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_consoleport" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_consoleserverport" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_virtualdevicecontext" DROP COLUMN "owner_id"`);
    await q.query(`ALTER TABLE "dcim_macaddress" DROP COLUMN "owner_id"`);
  }
}
