import { ResourceRegistry } from '../core/model/define-resource.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { updateObjects } from '../core/write/writer.js';

/**
 * Child devices follow their parent (NetBox's Device.save()): when a device's site, location or rack
 * changes, the devices installed in its bays move with it, through the write path (recorded and
 * announced; their own children follow in turn).
 */
export const childDevicesStep: WriteStep = {
  name: 'dcim.child-devices',
  phase: 'derive',
  async after(db, events) {
    const updated = events.filter((e) => e.action === 'update' && e.resource.objectType === 'dcim.device').map((e) => e.id);
    if (!updated.length) return;
    const moved = await db.query<{ id: number; site: number; location: number | null; rack: number | null }>(
      `SELECT c.id, p.site_id AS site, p.location_id AS location, p.rack_id AS rack
         FROM dcim_devicebay b JOIN dcim_device p ON p.id = b.device_id JOIN dcim_device c ON c.id = b.installed_device_id
        WHERE b.device_id = ANY($1::bigint[])
          AND (c.site_id, c.location_id, c.rack_id) IS DISTINCT FROM (p.site_id, p.location_id, p.rack_id)`,
      [updated],
    );
    if (!moved.length) return;
    await updateObjects(db, ResourceRegistry.forObjectType('dcim.device'), null, moved, true);
  },
};
