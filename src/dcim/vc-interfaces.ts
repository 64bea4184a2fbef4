/**
 * NetBox's Device.vc_interfaces(): the interfaces of the devices matching `deviceMatch` (a condition over the
 * device alias it is given) and, for such a device in a virtual chassis, the other members' non-management
 * interfaces — with `ifMaster` only when the device is the chassis' master. A SELECT of interface ids, for the
 * filters NetBox answers with it (interfaces' virtual_chassis_member*, IP and MAC addresses' and FHRP
 * assignments' device / device_id).
 */
export function vcInterfaceIds(deviceMatch: (device: string) => string, ifMaster: boolean): string {
  const master = ifMaster ? ' AND vc_master.master_id = vc_d.id' : '';
  return `SELECT vc_i.id FROM dcim_device vc_d JOIN dcim_interface vc_i ON vc_i.device_id = vc_d.id WHERE ${deviceMatch('vc_d')}
    UNION ALL
    SELECT vc_i.id FROM dcim_device vc_d
      JOIN dcim_virtualchassis vc_master ON vc_master.id = vc_d.virtual_chassis_id${master}
      JOIN dcim_device vc_m ON vc_m.virtual_chassis_id = vc_master.id AND vc_m.id <> vc_d.id
      JOIN dcim_interface vc_i ON vc_i.device_id = vc_m.id AND NOT vc_i.mgmt_only
    WHERE ${deviceMatch('vc_d')}`;
}
