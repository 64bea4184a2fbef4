import { Resource, ResourceRegistry } from '../../src/core/model/define-resource';
import type { TestApp } from '../helpers/app';
import { member, Member, permission } from '../helpers/users';
import { DEFAULT_PERMISSIONS } from '../../src/config/settings';

/**
 * Object permissions, checked for every resource the generic suite covers (so for every writable model,
 * including ones added later): a permission constrained to one object limits list, detail, bulk
 * update and bulk delete to it; and a related object looked up by a dictionary of attributes is not
 * found — exactly as if it did not exist — when the user cannot view it.
 */

type Json = Record<string, any>;

interface Members {
  /** view/change/delete each resource, constrained to one of its objects; never add */
  scoped: Member;
  /** add each resource (constrained so that nothing is ever kept) and view nothing of the related models */
  blind: Member;
  /** the same add, and view every related model */
  seeing: Member;
}

const members = new WeakMap<TestApp, Promise<Members>>();
function membersOf(app: TestApp): Promise<Members> {
  let found = members.get(app);
  if (!found) {
    found = (async () => ({
      scoped: await member(app, 'perm-scoped'),
      blind: await member(app, 'perm-blind'),
      seeing: await member(app, 'perm-seeing'),
    }))();
    members.set(app, found);
  }
  return found;
}

let granted = 0;
function grant(app: TestApp, who: Member, objectType: string, actions: string[], constraints: Json | null) {
  return permission(app, { name: `matrix ${++granted}`, object_types: [objectType], actions, constraints, users: [who.user.id] });
}

/** A dictionary that names `object` by one of its own text attributes (slug, name, else another text field). */
function attributesOf(target: Resource, object: Json): Json | null {
  const candidates = ['slug', 'name', ...target.fields.filter((f) => f.kind === 'string' && f.column && !f.writeOnly).map((f) => f.name)];
  const name = candidates.find((n) => target.field(n)?.column && typeof object[n] === 'string' && object[n] !== '');
  return name ? { [name]: object[name] } : null;
}

export interface PermissionSubject {
  app: () => TestApp;
  resource: Resource;
  /** a field bulk PATCH may set to a short string; without one the bulk PATCH check is left out */
  textField?: string;
  /** the suite's three objects, all still there */
  made: () => Json[];
  /** what the suite created them from with a JSON POST (their foreign keys point at existing objects); none for seeded models */
  payloads?: () => Json[];
}

export function permissionChecks(subject: PermissionSubject): void {
  const { resource, textField } = subject;
  const list = resource.listPath;
  const detail = (id: number) => `${list}${id}/`;

  describe('object permissions', () => {
    if (resource.openView) {
      // open to every authenticated user (NetBox's object types): constraints do not narrow what they see
      it('a permission constrained to one object does not narrow what an open model shows', async () => {
        const app = subject.app();
        const made = subject.made();
        const { scoped } = await membersOf(app);
        await grant(app, scoped, resource.objectType, ['view'], { id: made[2].id });
        const as = (url: string) => app.inject('GET', url, { token: scoped.token });
        const listed = await as(`${list}?${made.map((o) => `id=${o.id}`).join('&')}&limit=0`);
        expect({ status: listed.status, ids: listed.body?.results?.map((o: Json) => o.id).sort((x: number, y: number) => x - y) }).toEqual({
          status: 200,
          ids: made.map((o) => o.id).sort((x: number, y: number) => x - y),
        });
        expect((await as(detail(made[0].id))).status).toBe(200);
      });
      return;
    }
    const writes = resource.readOnly ? '' : subject.textField ? ', bulk PATCH and bulk DELETE' : ' and bulk DELETE';
    it(`a permission constrained to one object limits list, detail${writes} to it`, async () => {
      const app = subject.app();
      const made = subject.made();
      const [kept, , target] = made;
      const { scoped } = await membersOf(app);
      await grant(app, scoped, resource.objectType, resource.readOnly ? ['view'] : ['view', 'change', 'delete'], { id: target.id });
      const as = (method: string, url: string, body?: unknown) => app.inject(method, url, { token: scoped.token, body });
      const ids = made.map((o) => `id=${o.id}`).join('&');

      const listed = await as('GET', `${list}?${ids}&limit=0`);
      expect({ status: listed.status, ids: listed.body?.results?.map((o: Json) => o.id) }).toEqual({ status: 200, ids: [target.id] });
      expect((await as('GET', detail(kept.id))).status).toBe(404);
      expect((await as('GET', detail(target.id))).status).toBe(200);
      if (resource.readOnly) return;
      // without an add permission a POST is refused (unless DEFAULT_PERMISSIONS grants one, as for one's own bookmarks)
      const [appLabel, model] = resource.objectType.split('.');
      if (subject.payloads && !(`${appLabel}.add_${model}` in DEFAULT_PERMISSIONS)) {
        expect((await as('POST', list, subject.payloads()[0])).status).toBe(403);
      }

      if (textField) {
        const before = (await app.inject('GET', detail(kept.id))).body[textField];
        const patched = await as('PATCH', list, [
          { id: kept.id, [textField]: 'by the scoped member' },
          { id: target.id, [textField]: 'by the scoped member' },
        ]);
        expect({ status: patched.status, ids: patched.body?.map?.((o: Json) => o.id) }).toEqual({ status: 200, ids: [target.id] });
        expect((await app.inject('GET', detail(kept.id))).body[textField]).toEqual(before);
        expect((await as('PATCH', detail(kept.id), { [textField]: 'by the scoped member' })).status).toBe(404);
      }

      const deleted = await as('DELETE', list, [{ id: kept.id }, { id: target.id }]);
      expect(deleted.status).toBe(204);
      expect((await app.inject('GET', detail(kept.id))).status).toBe(200);
      expect((await app.inject('GET', detail(target.id))).status).toBe(404);
    });

    if (!subject.payloads) return;
    const payloads = subject.payloads;
    it('a related object named by attributes the user cannot view is "not found", as one that does not exist', async () => {
      const app = subject.app();
      const payload = payloads()[0];
      const relations = resource.writableFields.filter((f) => f.kind === 'foreignKey' && payload[f.name] !== null && payload[f.name] !== undefined);
      const { blind, seeing } = await membersOf(app);
      // creations are validated, then refused by the add constraint: nothing is ever kept
      await grant(app, blind, resource.objectType, ['add'], { id: 0 });
      await grant(app, seeing, resource.objectType, ['add'], { id: 0 });
      const countBefore = (await app.inject('GET', `${list}?limit=1`)).body.count;
      for (const field of relations) {
        const target = ResourceRegistry.forEntity(field.target!());
        const value = payload[field.name];
        const id = typeof value === 'object' ? value.id : value;
        if (typeof id !== 'number') continue;
        const object = (await app.inject('GET', `${target.listPath}${id}/`)).body;
        const attributes = attributesOf(target, object);
        if (!attributes) continue;
        await grant(app, blind, target.objectType, ['view'], { id: 0 });
        await grant(app, seeing, target.objectType, ['view'], null);
        const post = (who: Member, attrs: Json) => app.inject('POST', list, { token: who.token, body: { ...payload, [field.name]: attrs } });
        const [key, shown] = Object.entries(attributes)[0];
        const hidden = await post(blind, attributes);
        const missing = await post(blind, { [key]: `${shown} (no such object)` });
        const message = (v: string) => [`Related object not found using the provided attributes: {'${key}': '${v.replace(/'/g, "\\'")}'}`];
        expect({ field: field.name, status: hidden.status, error: hidden.body?.[field.name] }).toEqual({
          field: field.name,
          status: 400,
          error: message(shown),
        });
        expect({ field: field.name, status: missing.status, error: missing.body?.[field.name] }).toEqual({
          field: field.name,
          status: 400,
          error: message(`${shown} (no such object)`),
        });
        // found: no error on the field, unless it is unique on its own (a one-to-one) and an existing object holds it
        const own = resource.uniqueRules.find((r) => r.fields.length === 1 && r.fields[0] === field.name && !r.whereNull && !r.whereNotBlank);
        const held = own && (await app.inject('GET', `${list}?limit=0`)).body.results.some((o: Json) => heldId(o[field.name]) === id);
        const visible = await post(seeing, attributes);
        expect({ field: field.name, error: visible.body?.[field.name] }).toEqual({ field: field.name, error: held ? [own.message] : undefined });
      }
      // nothing was kept by any of these attempts
      expect((await app.inject('GET', `${list}?limit=1`)).body.count).toBe(countBefore);
    });
  });
}

/** The id a foreign key shows: nested (`{id, …}`) or bare. */
const heldId = (value: unknown) => (value && typeof value === 'object' ? (value as Json).id : value);
