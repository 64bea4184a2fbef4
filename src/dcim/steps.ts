import type { Queryable } from '../database/db.js';
import { ConflictError } from '../core/model/errors.js';
import type { DeletePlan } from '../core/write/collector.js';
import type { ObjectEvent } from '../core/write/hooks.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { recordedUpdate } from '../core/write/side-writes.js';
import type { Resource } from '../core/model/define-resource.js';
import { devices, locations, racks, sites } from './dcim.resources.js';
import { powerPanels, rackTypes, virtualChassis } from './infra.resources.js';
import { RACK_TYPE_FIELDS } from './entities/rack-base.js';
import { resyncScopeCaches } from './scope-caches.js';

/**
 * What DCIM writes do to other objects, as NetBox's save() and delete() overrides and signals do. Each is
 * a write-pipeline step registered by DcimModule.
 */

const idsOf = (events: ObjectEvent[], resource: unknown, action: ObjectEvent['action']) =>
  events.filter((e) => e.resource === resource && e.action === action).map((e) => e.id);

/**
 * Saves that follow their cause in the change log (NetBox records an object in its post_save signal, then
 * its save() or another signal saves the others): placed after the change records in the record phase.
 * - a new virtual chassis takes its master as member number 1;
 * - a changed rack type copies its physical attributes to its racks again;
 * - a rack moved to another site or location takes its devices along (NetBox updates them silently; here they
 *   are recorded, so their counters and change log stay right);
 * - a location moved to another site takes what lies in it along, the same way: the locations below it, and the
 *   racks, devices and power panels in any of them (and the site cached on cable ends there, silently);
 * - a site given another region or group, or a location another site, updates the place cached on the prefixes,
 *   clusters, wireless LANs and circuit terminations scoped to it (silently, scope-caches.ts).
 */
/** A site's place (region and group), which the objects scoped to it cache. */
const placeOf = (values: Record<string, unknown> | undefined) => `${String(values?.region ?? '')}/${String(values?.group ?? '')}`;

/**
 * The updated sites given another region or group; every updated site when what it held is unknown (a
 * side write). Most site saves move nothing, and then the scope caches are not looked at at all.
 */
function regroupedSites(events: ObjectEvent[], placesBefore: Map<number, string> | undefined): number[] {
  return events
    .filter((e) => e.resource === sites && e.action === 'update')
    .filter((e) => !e.written || placesBefore?.get(e.id) === undefined || placesBefore.get(e.id) !== placeOf(e.written))
    .map((e) => e.id);
}

export const cascadedSaves: WriteStep = {
  name: 'dcim.cascaded-saves',
  phase: 'record',
  // the places of sites about to be updated, from the rows the update has read already
  async before(_db, resource, ids, _plan, stored) {
    if (resource !== sites || !stored) return undefined;
    return new Map(ids.map((id) => [id, placeOf(stored.get(id))]));
  },
  async after(db, events, state) {
    const created = idsOf(events, virtualChassis, 'create');
    if (created.length) {
      const rows = await db.query<{ id: number; master_id: number }>(
        'SELECT id, master_id FROM dcim_virtualchassis WHERE id = ANY($1::bigint[]) AND master_id IS NOT NULL ORDER BY id',
        [created],
      );
      for (const row of rows) {
        await recordedUpdate(db, devices, [row.master_id], async () => {
          await db.query('UPDATE dcim_device SET virtual_chassis_id = $1, vc_position = 1, last_updated = now() WHERE id = $2', [
            row.id,
            row.master_id,
          ]);
        });
      }
    }
    const moved = idsOf(events, racks, 'update');
    if (moved.length) {
      const rows = await db.query<{ id: number }>(
        `SELECT d.id FROM dcim_device d JOIN dcim_rack r ON r.id = d.rack_id
          WHERE r.id = ANY($1::bigint[]) AND (d.site_id <> r.site_id OR d.location_id IS DISTINCT FROM r.location_id) ORDER BY d.id`,
        [moved],
      );
      const ids = rows.map((r) => r.id);
      await recordedUpdate(db, devices, ids, async () => {
        await db.query(
          `UPDATE dcim_device d SET site_id = r.site_id, location_id = r.location_id, last_updated = now()
             FROM dcim_rack r WHERE r.id = d.rack_id AND d.id = ANY($1::bigint[])`,
          [ids],
        );
      });
    }
    const relocated = idsOf(events, locations, 'update');
    if (relocated.length) await moveLocationContents(db, relocated);
    await resyncScopeCaches(db, regroupedSites(events, state as Map<number, string> | undefined), relocated);
    const retyped = idsOf(events, rackTypes, 'update');
    if (retyped.length) {
      const rows = await db.query<{ id: number }>('SELECT id FROM dcim_rack WHERE rack_type_id = ANY($1::bigint[]) ORDER BY id', [retyped]);
      const ids = rows.map((r) => r.id);
      const sets = RACK_TYPE_FIELDS.map((f) => `${f} = t.${f}`).join(', ');
      await recordedUpdate(db, racks, ids, async () => {
        await db.query(
          `UPDATE dcim_rack r SET ${sets}, last_updated = now() FROM dcim_racktype t WHERE t.id = r.rack_type_id AND r.id = ANY($1::bigint[])`,
          [ids],
        );
      });
    }
  },
};

/** The site of each location below the given ones (and of theirs) becomes its top location's, with what they hold. */
async function moveLocationContents(db: Queryable, moved: number[]): Promise<void> {
  const subtree = `WITH RECURSIVE tree(id, site_id) AS (
      SELECT id, site_id FROM dcim_location WHERE id = ANY($1::bigint[])
      UNION SELECT l.id, t.site_id FROM dcim_location l JOIN tree t ON l.parent_id = t.id)`;
  const holders = ['dcim_location', 'dcim_rack', 'dcim_device', 'dcim_powerpanel'];
  const key = (table: string) => (table === 'dcim_location' ? 'id' : 'location_id');
  // most location updates move nothing: one look first
  const [any] = await db.query<{ moved: boolean }>(
    `${subtree} SELECT ${holders
      .map((table) => `EXISTS (SELECT 1 FROM ${table} x JOIN tree t ON t.id = x.${key(table)} WHERE x.site_id <> t.site_id)`)
      .join(' OR ')} AS moved`,
    [moved],
  );
  if (!any?.moved) return;
  const strays = async (table: string) =>
    (
      await db.query<{ id: number }>(
        `${subtree} SELECT x.id FROM ${table} x JOIN tree t ON t.id = x.${key(table)}
          WHERE x.site_id <> t.site_id ORDER BY x.id`,
        [moved],
      )
    ).map((r) => r.id);
  const follow = async (resource: Resource, table: string) => {
    const ids = await strays(table);
    await recordedUpdate(db, resource, ids, async () => {
      await db.query(
        `${subtree} UPDATE ${table} x SET site_id = t.site_id, last_updated = now() FROM tree t
          WHERE t.id = x.${key(table)} AND x.id = ANY($2::bigint[])`,
        [moved, ids],
      );
    });
  };
  await follow(locations, 'dcim_location');
  await follow(racks, 'dcim_rack');
  await follow(devices, 'dcim_device');
  await follow(powerPanels, 'dcim_powerpanel');
  await db.query(
    `${subtree} UPDATE dcim_cabletermination ct SET _site_id = t.site_id FROM tree t
      WHERE t.id = ct._location_id AND ct._site_id IS DISTINCT FROM t.site_id`,
    [moved],
  );
}

/** Members of virtual chassis being deleted (found before the delete nulls their reference). */
async function membersOf(db: Queryable, plan: DeletePlan | undefined): Promise<number[]> {
  const chassis = plan?.deleted.get(virtualChassis);
  if (!chassis?.length) return [];
  const members = (
    await db.query<{ id: number }>('SELECT id FROM dcim_device WHERE virtual_chassis_id = ANY($1::bigint[]) ORDER BY id', [chassis])
  ).map((r) => r.id);
  // a LAG across member devices would lose its meaning: NetBox refuses
  const split = await db.query<{ id: number; display: string }>(
    `SELECT i.id, i.name || CASE WHEN i.label <> '' THEN ' (' || i.label || ')' ELSE '' END AS display
       FROM dcim_interface i JOIN dcim_interface l ON l.id = i.lag_id
      WHERE i.device_id = ANY($1::bigint[]) AND l.device_id <> i.device_id ORDER BY i.id`,
    [members],
  );
  if (split.length) {
    throw new ConflictError(
      `Unable to delete object. ${split.length} dependent objects were found: ${split.map((i) => `${i.display} (${i.id})`).join(', ')}`,
    );
  }
  return members;
}

/** Deleting a virtual chassis clears its members' positions and priorities (recorded with their nulled chassis). */
export const virtualChassisDelete: WriteStep = {
  name: 'dcim.virtual-chassis-delete',
  phase: 'derive',
  before: (db, _resource, _ids, plan) => membersOf(db, plan),
  async after(db, _events, state) {
    const members = (state as number[] | undefined) ?? [];
    if (!members.length) return;
    await db.query('UPDATE dcim_device SET vc_position = NULL, vc_priority = NULL, last_updated = now() WHERE id = ANY($1::bigint[])', [members]);
  },
};
