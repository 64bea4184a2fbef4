import { ResourceRegistry } from '../core/model/define-resource.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { recordedUpdate } from '../core/write/side-writes.js';

/**
 * Child devices follow their parent (NetBox's Device.save()): when a device's site, location or rack
 * changes, the devices installed in its bays move with it — recorded after the parent's own record, as
 * NetBox saves them after it; their own children follow in turn (the step sees their updates too).
 */
export const childDevicesStep: WriteStep = {
  name: 'dcim.child-devices',
  phase: 'record',
  async after(db, events) {
    const updated = events.filter((e) => e.action === 'update' && e.resource.objectType === 'dcim.device').map((e) => e.id);
    if (!updated.length) return;
    const rows = await db.query<{ id: number }>(
      `SELECT c.id FROM dcim_devicebay b JOIN dcim_device p ON p.id = b.device_id JOIN dcim_device c ON c.id = b.installed_device_id
        WHERE b.device_id = ANY($1::bigint[])
          AND (c.site_id, c.location_id, c.rack_id) IS DISTINCT FROM (p.site_id, p.location_id, p.rack_id)
        ORDER BY c.id`,
      [updated],
    );
    const ids = rows.map((r) => r.id);
    await recordedUpdate(db, ResourceRegistry.forObjectType('dcim.device'), ids, async () => {
      await db.query(
        `UPDATE dcim_device c SET site_id = p.site_id, location_id = p.location_id, rack_id = p.rack_id, last_updated = now()
           FROM dcim_devicebay b JOIN dcim_device p ON p.id = b.device_id
          WHERE b.installed_device_id = c.id AND c.id = ANY($1::bigint[])`,
        [ids],
      );
    });
  },
};
