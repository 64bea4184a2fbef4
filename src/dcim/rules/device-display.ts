/**
 * NetBox's str(device): its label (the name, else `<chassis>:<vc position>` for a chassis member) with the
 * asset tag in brackets, else `<Manufacturer> <Model>` with the asset tag or the id.
 */
export const deviceDisplaySql = (t: string) =>
  `COALESCE(COALESCE(${t}.name, (SELECT vc.name || ':' || COALESCE(${t}.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = ${t}.virtual_chassis_id))
     || COALESCE(' (' || ${t}.asset_tag || ')', ''),
   (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
     WHERE dt.id = ${t}.device_type_id) || ' (' || COALESCE(${t}.asset_tag, ${t}.id::text) || ')')`;
