import { ResourceRegistry } from '../../core/model/define-resource.js';
import { RuleContext } from '../../core/model/model-rules.js';

/**
 * The object an interface belongs to (a device interface's device, a VM interface's virtual machine), found
 * through the interface resource's change parent, so a type whose app is not loaded simply has none.
 */
export async function parentObject(
  ctx: RuleContext,
  type: unknown,
  id: unknown,
): Promise<{ type: string; id: number; row: Record<string, unknown> } | null> {
  if (typeof type !== 'string' || id === null || id === undefined) return null;
  const resource = ResourceRegistry.byObjectType(type);
  const field = resource?.changeParent ? resource.field(resource.changeParent) : undefined;
  if (!resource || !field?.target) return null;
  const row = await ctx.row(resource.entity, Number(id));
  const parentId = row?.[field.name];
  if (parentId === null || parentId === undefined) return null;
  const target = ResourceRegistry.forEntity(field.target());
  const parent = await ctx.row(target.entity, Number(parentId));
  return parent ? { type: target.objectType, id: Number(parentId), row: parent } : null;
}
