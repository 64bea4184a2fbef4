import type { WriteStep } from '../../core/write/pipeline.js';
import { quoteIdent } from '../../database/sql.js';

/**
 * Deleting a cable nulls its ends' `cable` (the foreign key's SET_NULL, recorded by the change log as
 * updates of those objects); their `cable_end`, connector and positions go with it here, before the change log captures them.
 */
export const cableEndsCleared: WriteStep = {
  name: 'dcim.cable-ends-cleared',
  phase: 'derive',
  async after(db, _events, _state, plan) {
    for (const [resource, ids] of plan?.nulled ?? []) {
      if (!resource.field('cable_end') || !resource.field('cable')) continue;
      await db.query(
        `UPDATE ${quoteIdent(resource.table)} SET cable_end = NULL, cable_connector = NULL, cable_positions = NULL
          WHERE id = ANY($1::bigint[]) AND cable_id IS NULL AND cable_end IS NOT NULL`,
        [[...ids]],
      );
    }
  },
};
