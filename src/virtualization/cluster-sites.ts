import { ResourceRegistry } from '../core/model/define-resource.js';
import { counterStep } from '../core/write/counters.js';
import type { ObjectEvent } from '../core/write/hooks.js';
import type { WriteStep } from '../core/write/pipeline.js';

/**
 * A cluster saved with a site (its scope's: the site, or a location's site) carries its virtual machines
 * there, as NetBox's update_virtualmachine_site signal does — a plain column update of the machines, without
 * change records for them; the counters fed by their site are recounted. A cluster without a site (scoped
 * to a region or group, or unscoped) leaves its machines' sites alone. Only writes that set the cluster's
 * scope are looked at: the machines already follow its site otherwise.
 */
const CLUSTERS = 'virtualization.cluster';

export const clusterMachineSites: WriteStep = {
  name: 'virtualization.cluster-vm-sites',
  phase: 'derive',
  async after(db, events) {
    const clusters = events
      .filter((e) => e.resource.objectType === CLUSTERS && e.action === 'update' && e.written && '_site' in e.written && e.written._site !== null)
      .map((e) => e.id);
    if (!clusters.length) return;
    const moved = await db.query<{ id: number }>(
      `SELECT v.id FROM virtualization_virtualmachine v JOIN virtualization_cluster c ON c.id = v.cluster_id
        WHERE c.id = ANY($1::bigint[]) AND c._site_id IS NOT NULL AND v.site_id IS DISTINCT FROM c._site_id
        ORDER BY v.id FOR UPDATE OF v`,
      [clusters],
    );
    if (!moved.length) return;
    const machines = ResourceRegistry.forObjectType('virtualization.virtualmachine');
    const ids = moved.map((r) => Number(r.id));
    const counted = await counterStep.before?.(db, machines, ids);
    await db.query(
      `UPDATE virtualization_virtualmachine v SET site_id = c._site_id FROM virtualization_cluster c
        WHERE c.id = v.cluster_id AND v.id = ANY($1::bigint[])`,
      [ids],
    );
    const updated: ObjectEvent[] = ids.map((id) => ({ resource: machines, id, action: 'update', message: '' }));
    await counterStep.after(db, updated, counted);
  },
};
