import { ResourceRegistry } from '../core/model/define-resource.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { updateObjects } from '../core/write/writer.js';

/**
 * An interface created with a primary MAC address takes that address (NetBox's
 * update_mac_address_interface signal): the MAC address is assigned to it, through the write path, so
 * the change is recorded and announced.
 */
export const primaryMacAssignmentStep: WriteStep = {
  name: 'dcim.primary-mac-assignment',
  phase: 'derive',
  async after(db, events) {
    const macs = ResourceRegistry.forObjectType('dcim.macaddress');
    for (const type of ['dcim.interface', 'virtualization.vminterface']) {
      const ids = events.filter((e) => e.action === 'create' && e.resource.objectType === type).map((e) => e.id);
      if (!ids.length) continue;
      const table = ResourceRegistry.forObjectType(type).table;
      const rows = await db.query<{ id: number; mac: number }>(
        `SELECT i.id, i.primary_mac_address_id AS mac FROM "${table}" i JOIN dcim_macaddress m ON m.id = i.primary_mac_address_id
          WHERE i.id = ANY($1::bigint[]) AND (m.assigned_object_type IS DISTINCT FROM $2 OR m.assigned_object_id IS DISTINCT FROM i.id)`,
        [ids, type],
      );
      if (!rows.length) continue;
      await updateObjects(db, macs, null, rows.map((r) => ({ id: r.mac, assigned_object_type: type, assigned_object_id: r.id })), true);
    }
  },
};
