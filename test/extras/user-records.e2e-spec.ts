import { startApp, TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { member, PASSWORD, provision } from '../helpers/users';

/**
 * Per-user records and what writes them: subscriptions (a change by one user notifies another in the
 * change's transaction; a rolled-back write notifies no one), event rules notifying a group, bookmarks,
 * journal entries (created_by), tagged objects, saved filters (`?filter=`), custom links rendered for
 * one object, and the cascades when the object goes.
 */
type Json = Record<string, any>;

async function superuser(app: TestApp, username: string): Promise<{ user: Json; token: string }> {
  const user = await post(app, '/api/users/users/', { username, password: PASSWORD, is_superuser: true });
  return { user, token: (await provision(app, username)).token };
}

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 10000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('user records', () => {
  let app: TestApp;
  let alice: { user: Json; token: string };
  let bob: { user: Json; token: string };

  beforeAll(async () => {
    app = await startApp();
    alice = await superuser(app, 'alice');
    bob = await superuser(app, 'bob');
  });

  afterAll(async () => {
    await app?.close();
  });

  const unread = async (token: string, userId: number) =>
    (await app.inject('GET', `/api/extras/notifications/?user_id=${userId}&read__empty=true`, { token })).body.results as Json[];

  describe('subscriptions and notifications', () => {
    it('a change by A to an object B subscribes to leaves B one unread notification (and A none); a rolled-back write none', async () => {
      const site = await make.site(app, 'Watched Site');
      const sub = await app.inject('POST', '/api/extras/subscriptions/', {
        token: bob.token,
        body: { object_type: 'dcim.site', object_id: site.id, user: bob.user.id },
      });
      expect(sub.status).toBe(201);
      expect(sub.body.object).toEqual(expect.objectContaining({ id: site.id, name: 'Watched Site' }));
      expect(sub.body.display).toBe('Watched Site');

      // a write that runs to the end and is then rolled back (the object leaves the writer's permitted rows,
      // checked after the write): no notification
      const dave = await member(app, 'dave', [{ object_types: ['dcim.site'], actions: ['view', 'change'], constraints: { name: 'Watched Site' } }]);
      const refused = await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { token: dave.token, body: { name: 'Renamed Site' } });
      expect(refused.status).toBe(403);
      expect(await unread(bob.token, bob.user.id)).toEqual([]);
      expect((await app.inject('GET', `/api/dcim/sites/${site.id}/`)).body.name).toBe('Watched Site');

      const changed = await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { token: alice.token, body: { description: 'changed by alice' } });
      expect(changed.status).toBe(200);
      const notes = await unread(bob.token, bob.user.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toEqual(
        expect.objectContaining({
          object_type: 'dcim.site',
          object_id: site.id,
          event_type: 'object_updated',
          read: null,
          display: 'Watched Site',
          user: expect.objectContaining({ id: bob.user.id, username: 'bob' }),
        }),
      );
      expect(Object.keys(notes[0])).toEqual(['id', 'url', 'display', 'object_type', 'object_id', 'object', 'user', 'created', 'read', 'event_type']);
      expect(await unread(alice.token, alice.user.id)).toEqual([]);

      // a second change replaces the notification rather than adding one; marking it read clears it
      await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { token: alice.token, body: { description: 'again' } });
      const again = await unread(bob.token, bob.user.id);
      expect(again).toHaveLength(1);
      const read = await app.inject('PATCH', `/api/extras/notifications/${again[0].id}/`, {
        token: bob.token,
        body: { read: new Date().toISOString() },
      });
      expect(read.status).toBe(200);
      expect(await unread(bob.token, bob.user.id)).toEqual([]);

      // deleting the object notifies the subscriber and takes the subscription with it; the notification stays
      expect((await app.inject('DELETE', `/api/dcim/sites/${site.id}/`, { token: alice.token })).status).toBe(204);
      const gone = await unread(bob.token, bob.user.id);
      expect(gone.map((n) => [n.event_type, n.display, n.object])).toEqual([['object_deleted', 'Watched Site', null]]);
      expect((await app.inject('GET', `/api/extras/subscriptions/${sub.body.id}/`)).status).toBe(404);
    });

    it('only objects supporting notifications can be subscribed to; one subscription per user and object', async () => {
      const site = await make.site(app, 'Once Site');
      const body = { object_type: 'dcim.site', object_id: site.id, user: bob.user.id };
      expect((await app.inject('POST', '/api/extras/subscriptions/', { body })).status).toBe(201);
      const twice = await app.inject('POST', '/api/extras/subscriptions/', { body });
      expect([twice.status, twice.body]).toEqual([400, { __all__: ['Subscription with this Object type, Object id and User already exists.'] }]);
      const token = await app.inject('POST', '/api/extras/subscriptions/', { body: { object_type: 'users.token', object_id: 1, user: bob.user.id } });
      expect([token.status, token.body]).toEqual([400, { __all__: ['Objects of this type (Users | token) do not support notifications.'] }]);
      const missing = await app.inject('POST', '/api/extras/subscriptions/', {
        body: { object_type: 'dcim.site', object_id: 99999, user: bob.user.id },
      });
      expect(missing.status).toBe(400);
    });

    it('an event rule notifies every member of a notification group (its users and its user groups)', async () => {
      const group = await post(app, '/api/users/groups/', { name: 'On call' });
      await app.inject('PATCH', `/api/users/users/${alice.user.id}/`, { body: { groups: [group.id] } });
      const team = await post(app, '/api/extras/notification-groups/', { name: 'NOC', users: [bob.user.id], groups: [group.id] });
      const rule = await app.inject('POST', '/api/extras/event-rules/', {
        body: {
          name: 'Tell the NOC',
          object_types: ['tenancy.tenant'],
          event_types: ['object_created'],
          action_type: 'notification',
          action_object_type: 'extras.notificationgroup',
          action_object_id: team.id,
        },
      });
      expect(rule.status).toBe(201);
      expect(rule.body.action_object).toEqual(expect.objectContaining({ id: team.id, name: 'NOC' }));
      const tenant = await make.tenant(app, 'New Customer');
      const received = await waitFor(async () => {
        const list = (await app.inject('GET', `/api/extras/notifications/?object_type=tenancy.tenant&object_id=${tenant.id}`)).body.results as Json[];
        return list.length === 2 ? list : undefined;
      });
      expect(received.map((n) => n.user.username).sort()).toEqual(['alice', 'bob']);
      expect(received.every((n) => n.event_type === 'object_created' && n.display === 'New Customer')).toBe(true);
      const mismatched = await app.inject('POST', '/api/extras/event-rules/', {
        body: {
          name: 'Wrong',
          object_types: ['tenancy.tenant'],
          event_types: ['object_created'],
          action_type: 'notification',
          action_object_type: 'extras.webhook',
          action_object_id: 1,
        },
      });
      expect(mismatched.status).toBe(400);
      const script = await app.inject('POST', '/api/extras/event-rules/', {
        body: {
          name: 'Script',
          object_types: ['tenancy.tenant'],
          event_types: ['object_created'],
          action_type: 'script',
          action_object_type: 'extras.notificationgroup',
          action_object_id: team.id,
        },
      });
      expect([script.status, script.body.action_type]).toEqual([400, ['Custom scripts are not supported by this service.']]);
    });
  });

  describe('bookmarks, journal entries, tagged objects', () => {
    it('bookmarks name an object and a user, show its display, and go with the object', async () => {
      const site = await make.site(app, 'Favourite Site');
      const made = await app.inject('POST', '/api/extras/bookmarks/', {
        body: { object_type: 'dcim.site', object_id: site.id, user: alice.user.id },
      });
      expect(made.status).toBe(201);
      expect(Object.keys(made.body)).toEqual(['id', 'url', 'display', 'object_type', 'object_id', 'object', 'user', 'created']);
      expect(made.body.display).toBe('Favourite Site');
      const brief = await app.inject('GET', `/api/extras/bookmarks/${made.body.id}/?brief=1`);
      expect(Object.keys(brief.body)).toEqual(['id', 'url', 'display', 'object_type', 'object_id']);
      expect((await app.inject('GET', `/api/extras/bookmarks/?user=alice&object_type=dcim.site`)).body.count).toBe(1);
      const required = await app.inject('POST', '/api/extras/bookmarks/', { body: {} });
      expect(required.body).toEqual({
        object_type: ['This field is required.'],
        object_id: ['This field is required.'],
        user: ['This field is required.'],
      });
      await app.inject('DELETE', `/api/dcim/sites/${site.id}/`);
      expect((await app.inject('GET', `/api/extras/bookmarks/${made.body.id}/`)).status).toBe(404);
    });

    it('journal entries: created_by is the writer unless given and never changes; kinds; they go with the object, recorded', async () => {
      const site = await make.site(app, 'Journal Site');
      const entry = await app.inject('POST', '/api/extras/journal-entries/', {
        token: alice.token,
        body: { assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: 'Moved rack 4', kind: 'warning' },
      });
      expect(entry.status).toBe(201);
      expect(entry.body.created_by).toBe(alice.user.id);
      expect(entry.body.kind).toEqual({ value: 'warning', label: 'Warning' });
      expect(entry.body.display).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Warning\)$/);
      expect(entry.body.assigned_object).toEqual(expect.objectContaining({ id: site.id, name: 'Journal Site' }));
      const patched = await app.inject('PATCH', `/api/extras/journal-entries/${entry.body.id}/`, {
        body: { created_by: bob.user.id, comments: 'Moved rack 5' },
      });
      expect([patched.body.created_by, patched.body.comments]).toEqual([alice.user.id, 'Moved rack 5']);
      const given = await app.inject('POST', '/api/extras/journal-entries/', {
        body: { assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: 'by bob', created_by: bob.user.id },
      });
      expect(given.body.created_by).toBe(bob.user.id);
      expect((await app.inject('GET', `/api/extras/journal-entries/?created_by=alice&assigned_object_id=${site.id}`)).body.count).toBe(1);
      const unsupported = await app.inject('POST', '/api/extras/journal-entries/', {
        body: { assigned_object_type: 'extras.tag', assigned_object_id: 1, comments: 'x' },
      });
      expect(unsupported.status).toBe(400);
      await app.inject('DELETE', `/api/dcim/sites/${site.id}/`);
      expect((await app.inject('GET', `/api/extras/journal-entries/?assigned_object_id=${site.id}`)).body.count).toBe(0);
      const changes = await app.inject('GET', `/api/core/object-changes/?changed_object_type=extras.journalentry&action=delete`);
      expect(changes.body.count).toBe(2);
    });

    it('tagged objects: which object carries which tag, read-only, filtered by tag and object type', async () => {
      const red = await make.tag(app, 'Crimson');
      const site = await make.site(app, 'Tagged Site', { tags: [red.id] });
      const tenant = await make.tenant(app, 'Tagged Tenant', { tags: [red.id] });
      const list = await app.inject('GET', `/api/extras/tagged-objects/?tag=crimson&ordering=object_type`);
      expect(list.body.results.map((t: Json) => [t.object_type, t.object_id, t.display])).toEqual([
        ['dcim.site', site.id, 'Tagged Site tagged with Crimson'],
        ['tenancy.tenant', tenant.id, 'Tagged Tenant tagged with Crimson'],
      ]);
      expect(Object.keys(list.body.results[0])).toEqual(['id', 'url', 'display', 'object_type', 'object_id', 'object', 'tag']);
      expect(list.body.results[0].tag).toEqual(expect.objectContaining({ id: red.id, slug: 'crimson' }));
      expect((await app.inject('GET', `/api/extras/tagged-objects/?tag_id=${red.id}&object_type=tenancy.tenant`)).body.count).toBe(1);
      expect((await app.inject('POST', '/api/extras/tagged-objects/', { body: {} })).status).toBe(405);
    });
  });

  describe('saved filters and custom links', () => {
    it('?filter=<slug> / ?filter_id= bring a saved filter’s parameters into any list; unshared ones only for their owner', async () => {
      await make.site(app, 'Planned One', { status: 'planned' });
      await make.site(app, 'Planned Two', { status: 'planned', description: 'two' });
      const shared = await post(app, '/api/extras/saved-filters/', {
        name: 'Planned',
        slug: 'planned',
        object_types: ['dcim.site'],
        parameters: { status: ['planned'] },
      });
      await app.inject('POST', '/api/extras/saved-filters/', {
        token: alice.token,
        body: { name: 'Mine', slug: 'mine', object_types: ['dcim.site'], parameters: { description: 'two' }, shared: false, user: alice.user.id },
      });
      const names = async (query: string, token = app.token) =>
        (await app.inject('GET', `/api/dcim/sites/?${query}`, { token })).body.results.map((s: Json) => s.name);
      expect(await names('filter=planned')).toEqual(['Planned One', 'Planned Two']);
      expect(await names(`filter_id=${shared.id}&description=two`)).toEqual(['Planned Two']);
      expect(await names('filter=planned&filter=mine', alice.token)).toEqual(['Planned Two']);
      expect(await names('filter=nothing')).toEqual(expect.arrayContaining(['Planned One']));
      // a non-superuser sees shared saved filters and their own only
      const carol = await member(app, 'carol', [{ object_types: ['extras.savedfilter', 'dcim.site'], actions: ['view'] }]);
      const visible = await app.inject('GET', '/api/extras/saved-filters/', { token: carol.token });
      expect(visible.body.results.map((f: Json) => f.slug)).toEqual(['planned']);
      expect(await names('filter=mine&filter=planned', carol.token)).toEqual(['Planned One', 'Planned Two']);
      expect(
        (await app.inject('GET', '/api/extras/saved-filters/?usable=true', { token: alice.token })).body.results.map((f: Json) => f.slug).sort(),
      ).toEqual(['mine', 'planned']);
    });

    it('custom links render for one object: text and URL from the object, in order, the broken one with its error', async () => {
      const site = await make.site(app, 'Linked Site');
      await post(app, '/api/extras/custom-links/', {
        name: 'Map',
        object_types: ['dcim.site'],
        link_text: 'Map of {{object.name}}',
        link_url: 'https://maps.example.com/?q={{object.name}}',
        weight: 1,
      });
      await post(app, '/api/extras/custom-links/', {
        name: 'Broken',
        object_types: ['dcim.site'],
        link_text: '{{nope object}}',
        link_url: 'x',
        weight: 2,
      });
      await post(app, '/api/extras/custom-links/', {
        name: 'Hidden',
        object_types: ['dcim.site'],
        link_text: '{{#if object.tenant}}T{{/if}}',
        link_url: 'x',
        weight: 3,
      });
      await post(app, '/api/extras/custom-links/', {
        name: 'Script',
        object_types: ['dcim.site'],
        link_text: '<b>{{object.description}}</b>',
        link_url: 'javascript:alert(1)',
        weight: 4,
      });
      await post(app, '/api/extras/custom-links/', { name: 'Off', object_types: ['dcim.site'], link_text: 'off', link_url: 'x', enabled: false });
      await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { description: '<script>' } });
      const res = await app.inject('GET', `/api/extras/custom-links/render/?object_type=dcim.site&object_id=${site.id}`);
      expect(res.status).toBe(200);
      expect(res.body.map((l: Json) => [l.name, l.text, l.link, l.error])).toEqual([
        ['Map', 'Map of Linked Site', 'https://maps.example.com/?q=Linked%20Site', undefined],
        ['Broken', null, null, expect.stringContaining('Missing helper: "nope"')],
        ['Script', '<b>&lt;script&gt;</b>', '', undefined],
      ]);
      const bad = await app.inject('GET', '/api/extras/custom-links/render/?object_type=dcim.nothing&object_id=x');
      expect([bad.status, bad.body]).toEqual([
        400,
        { object_type: ['Invalid content type: dcim.nothing'], object_id: ['A valid integer is required.'] },
      ]);
      expect((await app.inject('GET', '/api/extras/custom-links/render/?object_type=dcim.site&object_id=999999')).status).toBe(404);
    });
  });
});
