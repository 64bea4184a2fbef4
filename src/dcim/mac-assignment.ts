import { ResourceRegistry } from '../core/model/define-resource.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { recordedUpdate } from '../core/write/side-writes.js';

/**
 * An interface created with a primary MAC address takes that address (NetBox's
 * update_mac_address_interface signal): the MAC address is assigned to it, recorded and announced after
 * the interface's own record.
 */
export const primaryMacAssignmentStep: WriteStep = {
  name: 'dcim.primary-mac-assignment',
  phase: 'record',
  async after(db, events) {
    const macs = ResourceRegistry.forObjectType('dcim.macaddress');
    for (const type of ['dcim.interface', 'virtualization.vminterface']) {
      const ids = events.filter((e) => e.action === 'create' && e.resource.objectType === type).map((e) => e.id);
      if (!ids.length) continue;
      const table = ResourceRegistry.forObjectType(type).table;
      const rows = await db.query<{ id: number; mac: number }>(
        `SELECT i.id, i.primary_mac_address_id AS mac FROM "${table}" i JOIN dcim_macaddress m ON m.id = i.primary_mac_address_id
          WHERE i.id = ANY($1::bigint[]) AND (m.assigned_object_type IS DISTINCT FROM $2 OR m.assigned_object_id IS DISTINCT FROM i.id)
          ORDER BY m.id`,
        [ids, type],
      );
      await recordedUpdate(
        db,
        macs,
        rows.map((r) => r.mac),
        async () => {
          await db.query(
            `UPDATE dcim_macaddress m SET assigned_object_type = $1, assigned_object_id = r.i, last_updated = now()
               FROM unnest($2::bigint[], $3::bigint[]) AS r(m, i) WHERE m.id = r.m`,
            [type, rows.map((r) => r.mac), rows.map((r) => r.id)],
          );
        },
      );
    }
  },
};
