import type { Queryable } from '../../database/db.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';

/**
 * Writes one core_objecttype row per declared resource (created or brought up to date; rows of models no
 * longer declared stay, as NetBox keeps stale content types). Skipped while the table does not exist yet
 * (migration:generate boots the service on the previous schema).
 */
export async function syncObjectTypes(db: Queryable): Promise<void> {
  const [{ present }] = await db.query<{ present: boolean }>(`SELECT to_regclass('core_objecttype') IS NOT NULL AS present`);
  if (!present) return;
  const resources = ResourceRegistry.all();
  const col = <T>(pick: (r: (typeof resources)[number]) => T) => resources.map(pick);
  await db.query(
    `INSERT INTO core_objecttype (app_label, app_name, model, model_name, model_name_plural, public, features, is_plugin_model, rest_api_endpoint, description)
     SELECT a, an, m, mn, mp, p, f, false, e, NULL
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::jsonb[], $8::text[]) AS x(a, an, m, mn, mp, p, f, e)
     ON CONFLICT (app_label, model) DO UPDATE SET app_name = EXCLUDED.app_name, model_name = EXCLUDED.model_name,
       model_name_plural = EXCLUDED.model_name_plural, public = EXCLUDED.public, features = EXCLUDED.features,
       rest_api_endpoint = EXCLUDED.rest_api_endpoint
     WHERE (core_objecttype.app_name, core_objecttype.model_name, core_objecttype.model_name_plural, core_objecttype.public,
            core_objecttype.features, core_objecttype.rest_api_endpoint)
       IS DISTINCT FROM (EXCLUDED.app_name, EXCLUDED.model_name, EXCLUDED.model_name_plural, EXCLUDED.public, EXCLUDED.features, EXCLUDED.rest_api_endpoint)`,
    [
      col((r) => r.app),
      col((r) => r.objectTypeLabel.split(' | ')[0]),
      col((r) => r.modelName),
      col((r) => r.verboseName),
      col((r) => r.verboseNamePlural),
      col((r) => r.isPublic),
      col((r) => JSON.stringify([...r.features])),
      col((r) => r.listPath),
    ],
  );
}
