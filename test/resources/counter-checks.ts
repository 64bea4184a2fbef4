import '../../src/app.module';
import { Resource, ResourceRegistry } from '../../src/core/model/define-resource';
import type { FieldMeta } from '../../src/core/model/fields';
import type { TestApp } from '../helpers/app';

/**
 * Counters other models keep of a resource's rows (a manufacturer's `inventoryitem_count` counts
 * inventory items), read from the declarations: after the suite creates, changes and deletes its objects,
 * every counter on what they point at (or pointed at) must equal a fresh count of the rows. Cumulative
 * tree counters are left to the tree tests.
 */

interface Fed {
  owner: Resource;
  field: FieldMeta;
  fkColumn: string;
}

/** The plain counters whose rows are `resource`'s. */
export function countersFedBy(resource: Resource): Fed[] {
  const fed: Fed[] = [];
  for (const owner of ResourceRegistry.all()) {
    for (const field of owner.fields) {
      if (!field.counter || field.counter.tree) continue;
      const ref = field.counter.source;
      const source = typeof ref === 'string' ? ResourceRegistry.byObjectType(ref) : ResourceRegistry.maybeForEntity(ref());
      const fk = resource.field(field.counter.foreignKey);
      if (source === resource && fk?.column) fed.push({ owner, field, fkColumn: fk.column });
    }
  }
  return fed;
}

/** Remembers what the objects pointed at, so a counter is still checked once they moved or were deleted. */
export class CounterChecks {
  readonly fed: Fed[];
  private readonly seen = new Map<Fed, Set<number>>();

  constructor(private readonly resource: Resource) {
    this.fed = countersFedBy(resource);
  }

  /** `<owner> <id>.<counter>: kept k, counted n` for every counter that is off, after noting what `ids` point at now. */
  async drift(app: TestApp, ids: number[]): Promise<string[]> {
    const db = app.server.db;
    const table = this.resource.table;
    const off: string[] = [];
    for (const fed of this.fed) {
      const seen = this.seen.get(fed) ?? new Set<number>();
      this.seen.set(fed, seen);
      const now = await db.query<{ id: number }>(
        `SELECT DISTINCT "${fed.fkColumn}" AS id FROM "${table}" WHERE id = ANY($1) AND "${fed.fkColumn}" IS NOT NULL`,
        [ids],
      );
      for (const row of now) seen.add(Number(row.id));
      const rows = await db.query<{ id: number; kept: number; counted: number }>(
        `SELECT t.id, t."${fed.field.column}" AS kept, (SELECT count(*)::int FROM "${table}" s WHERE s."${fed.fkColumn}" = t.id) AS counted
           FROM "${fed.owner.table}" t WHERE t.id = ANY($1)`,
        [[...seen]],
      );
      for (const r of rows)
        if (r.kept !== r.counted) off.push(`${fed.owner.objectType} ${r.id}.${fed.field.name}: kept ${r.kept}, counted ${r.counted}`);
    }
    return off;
  }

  /** The counters some object pointed at: a check of these could fail. */
  covered(): string[] {
    return this.fed.filter((f) => this.seen.get(f)?.size).map((f) => `${f.owner.objectType}.${f.field.name}`);
  }
}
