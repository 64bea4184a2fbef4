import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ResourceRegistry } from '../../src/core/model/define-resource';
import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { member } from '../helpers/users';

/**
 * NetBox's core app beyond the change log: object types, data sources synced as jobs (a changed file
 * reaches the config template following it), data files, jobs, the background queue views; and the users
 * app's owners with the `owner` field, and per-user preferences.
 */
type Json = Record<string, any>;

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 15000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('core and users', () => {
  let app: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'data-source-'));

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('object types', () => {
    it('lists every declared model with its labels, features and REST endpoint, ordered by app and model', async () => {
      const res = await app.inject('GET', '/api/core/object-types/?limit=0');
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(ResourceRegistry.all().length);
      const site = res.body.results.find((t: Json) => t.app_label === 'dcim' && t.model === 'site');
      expect(site).toEqual({
        id: expect.any(Number),
        url: expect.stringContaining(`/api/core/object-types/${site.id}/`),
        display: 'DCIM | site',
        app_label: 'dcim',
        app_name: 'DCIM',
        model: 'site',
        model_name: 'site',
        model_name_plural: 'sites',
        public: true,
        features: expect.arrayContaining(['bookmarks', 'change_logging', 'custom_fields', 'export_templates', 'journaling', 'notifications', 'tags']),
        is_plugin_model: false,
        rest_api_endpoint: '/api/dcim/sites/',
        description: null,
      });
      const keys = res.body.results.map((t: Json) => `${t.app_label}.${t.model}`);
      expect(keys).toEqual([...keys].sort());
      const filtered = await app.inject('GET', `/api/core/object-types/?app_label=extras&features=journaling`);
      // NetBox's journaled extras models: config context profiles (primary models) only
      expect(filtered.body.results.map((t: Json) => t.model)).toEqual(['configcontextprofile']);
      // open to any authenticated user, read-only
      const nobody = await member(app, 'no-perms');
      expect((await app.inject('GET', '/api/core/object-types/', { token: nobody.token })).status).toBe(200);
      expect((await app.inject('POST', '/api/core/object-types/', { body: {} })).status).toBe(405);
      // ids are what object_type_id filters name
      const tagged = await make.site(app, 'Typed Site');
      await post(app, '/api/extras/journal-entries/', { assigned_object_type: 'dcim.site', assigned_object_id: tagged.id, comments: 'x' });
      expect((await app.inject('GET', `/api/extras/journal-entries/?assigned_object_type_id=${site.id}`)).body.count).toBe(1);
    });
  });

  describe('data sources, data files and jobs', () => {
    it('a data file changed on disk, the source synced as a job: the job completes and the config template following it renders the new text', async () => {
      mkdirSync(join(dir, 'templates'));
      writeFileSync(join(dir, 'templates', 'router.hbs'), 'hostname {{device.name}} v1');
      writeFileSync(join(dir, 'context.json'), '{"ntp": "10.0.0.1"}');
      writeFileSync(join(dir, 'notes.bak'), 'ignored');
      writeFileSync(join(dir, '.hidden'), 'ignored');
      const source = await post(app, '/api/core/data-sources/', { name: 'Repo', type: 'local', source_url: `file://${dir}`, ignore_rules: '*.bak' });
      expect(source.status).toEqual({ value: 'new', label: 'New' });

      const sync = async () => {
        const res = await app.inject('POST', `/api/core/data-sources/${source.id}/sync/`);
        expect(res.status).toBe(200);
        expect(res.body.id).toBe(source.id);
        return waitFor(async () => {
          const jobs = (await app.inject('GET', `/api/core/jobs/?object_type=core.datasource&object_id=${source.id}&ordering=-id`)).body
            .results as Json[];
          return jobs[0] && ['completed', 'errored'].includes(jobs[0].status.value) ? jobs[0] : undefined;
        });
      };
      const first = await sync();
      expect(first.status.value).toBe('completed');
      expect(first.error).toBe('');
      expect(first.data).toEqual({ created: 2, updated: 0, deleted: 0, resynced: 0 });
      expect(first.object).toEqual(expect.objectContaining({ id: source.id, name: 'Repo' }));
      expect(first.started).toEqual(expect.any(String));
      expect(first.completed).toEqual(expect.any(String));
      const synced = (await app.inject('GET', `/api/core/data-sources/${source.id}/`)).body;
      expect([synced.status.value, synced.file_count, typeof synced.last_synced]).toEqual(['completed', 2, 'string']);

      const files = (await app.inject('GET', `/api/core/data-files/?source_id=${source.id}&ordering=path`)).body.results as Json[];
      expect(files.map((f) => [f.path, f.size])).toEqual([
        ['context.json', 19],
        ['templates/router.hbs', 27],
      ]);
      expect(Object.keys(files[0])).toEqual(['id', 'url', 'display_url', 'display', 'source', 'path', 'last_updated', 'size', 'hash']);
      expect(files[1].hash).toMatch(/^[0-9a-f]{64}$/);
      const templateFile = files[1];

      const template = await post(app, '/api/extras/config-templates/', {
        name: 'From repo',
        template_code: 'placeholder',
        data_file: templateFile.id,
        auto_sync_enabled: true,
      });
      expect(template.template_code).toBe('hostname {{device.name}} v1');
      expect(template.data_source.id).toBe(source.id);
      expect(template.data_path).toBe('templates/router.hbs');
      expect(template.data_synced).toEqual(expect.any(String));
      const basics = await deviceBasics(app, 'Synced');
      const device = await make.device(app, {
        name: 'edge9',
        site: basics.site.id,
        device_type: basics.deviceType.id,
        role: basics.role.id,
        config_template: template.id,
      });
      const render = async () => (await app.inject('POST', `/api/dcim/devices/${device.id}/render-config/`, { body: {} })).body.content;
      expect(await render()).toBe('hostname edge9 v1');

      // a config context following a JSON file
      const context = await post(app, '/api/extras/config-contexts/', { name: 'From file', data: {}, data_file: files[0].id });
      expect(context.data).toEqual({ ntp: '10.0.0.1' });

      writeFileSync(join(dir, 'templates', 'router.hbs'), 'hostname {{device.name}} v2');
      const second = await sync();
      expect([second.status.value, second.data]).toEqual(['completed', { created: 0, updated: 1, deleted: 0, resynced: 1 }]);
      expect(await render()).toBe('hostname edge9 v2');
      // the re-sync went through the write path: recorded
      const changes = (
        await app.inject('GET', `/api/core/object-changes/?changed_object_type=extras.configtemplate&changed_object_id=${template.id}`)
      ).body;
      expect(changes.results.map((c: Json) => c.action.value).sort()).toEqual(['create', 'update']);

      // an export template follows a file too; NetBox's API has no auto-sync for it: POST …/sync/ refreshes it
      const exported = await post(app, '/api/extras/export-templates/', {
        name: 'From repo',
        object_types: ['dcim.site'],
        template_code: 'x',
        data_file: files[0].id,
      });
      expect(exported.template_code).toBe('{"ntp": "10.0.0.1"}');
      writeFileSync(join(dir, 'context.json'), '{"ntp": "10.0.0.2"}');
      expect((await sync()).data).toEqual({ created: 0, updated: 1, deleted: 0, resynced: 0 });
      expect((await app.inject('GET', `/api/extras/export-templates/${exported.id}/`)).body.template_code).toBe('{"ntp": "10.0.0.1"}');
      const refreshed = await app.inject('POST', `/api/extras/export-templates/${exported.id}/sync/`);
      expect([refreshed.status, refreshed.body.template_code]).toEqual([200, '{"ntp": "10.0.0.2"}']);
      const contextSynced = await app.inject('POST', `/api/extras/config-contexts/${context.id}/sync/`);
      expect(contextSynced.body.data).toEqual({ ntp: '10.0.0.2' });

      // the file gone: the template keeps its text and loses its file
      rmSync(join(dir, 'templates', 'router.hbs'));
      const third = await sync();
      expect(third.data).toEqual({ created: 0, updated: 0, deleted: 1, resynced: 0 });
      const orphan = (await app.inject('GET', `/api/extras/config-templates/${template.id}/`)).body;
      expect([orphan.data_file, orphan.template_code]).toEqual([null, 'hostname {{device.name}} v2']);
    });

    it('a source whose directory cannot be read ends errored; local sources must name a local path', async () => {
      const source = await post(app, '/api/core/data-sources/', { name: 'Missing', type: 'local', source_url: join(dir, 'nope') });
      await app.inject('POST', `/api/core/data-sources/${source.id}/sync/`);
      const job = await waitFor(async () => {
        const jobs = (await app.inject('GET', `/api/core/jobs/?object_id=${source.id}&object_type=core.datasource`)).body.results as Json[];
        return jobs[0]?.status.value === 'errored' ? jobs[0] : undefined;
      });
      expect(job.error).toMatch(/is not a directory/);
      expect((await app.inject('GET', `/api/core/data-sources/${source.id}/`)).body.status.value).toBe('failed');
      const remote = await app.inject('POST', '/api/core/data-sources/', {
        body: { name: 'Git', type: 'local', source_url: 'https://example.com/repo.git' },
      });
      expect([remote.status, remote.body]).toEqual([400, { source_url: ['URLs for local sources must start with file:// (or specify no scheme)'] }]);
      const unknown = await app.inject('POST', '/api/core/data-sources/', { body: { name: 'Svn', type: 'svn', source_url: '/x' } });
      expect(unknown.status).toBe(400);
      expect(Object.keys(unknown.body)).toEqual(['type']);
      // the job's user is told how it ended
      const note = (await app.inject('GET', `/api/extras/notifications/?object_type=core.job&object_id=${job.id}`)).body.results as Json[];
      expect(note.map((n) => n.event_type)).toEqual(['job_errored']);
    });

    it('a git source is cloned (its branch parameter, ignore rules, dot-files skipped); an Amazon S3 source is kept but its sync fails saying why', async () => {
      const repo = mkdtempSync(join(tmpdir(), 'git-source-'));
      mkdirSync(join(repo, 'contexts'));
      const git = (...args: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args]);
      execFileSync('git', ['init', '--quiet', '--initial-branch=main', repo]);
      writeFileSync(join(repo, 'contexts', 'base.json'), '{"ntp": "10.0.0.1"}');
      writeFileSync(join(repo, 'notes.tmp'), 'ignored');
      git('add', '.');
      git('commit', '--quiet', '-m', 'main');
      git('checkout', '--quiet', '-b', 'staging');
      writeFileSync(join(repo, 'contexts', 'staging.json'), '{"ntp": "10.0.0.2"}');
      git('add', '.');
      git('commit', '--quiet', '-m', 'staging');
      git('checkout', '--quiet', 'main');
      const source = await post(app, '/api/core/data-sources/', {
        name: 'Git repo',
        type: 'git',
        source_url: `file://${repo}`,
        ignore_rules: '*.tmp',
        parameters: { branch: 'staging' },
      });
      expect(source.type).toEqual({ value: 'git', label: 'Git' });
      const paths = async () => {
        await app.inject('POST', `/api/core/data-sources/${source.id}/sync/`);
        await waitFor(async () => {
          const s = (await app.inject('GET', `/api/core/data-sources/${source.id}/`)).body;
          return ['completed', 'failed'].includes(s.status.value) ? s : undefined;
        });
        return ((await app.inject('GET', `/api/core/data-files/?source_id=${source.id}&ordering=path`)).body.results as Json[]).map((f) => f.path);
      };
      expect(await paths()).toEqual(['contexts/base.json', 'contexts/staging.json']);
      await app.inject('PATCH', `/api/core/data-sources/${source.id}/`, { body: { parameters: { branch: 'main' } } });
      expect(await paths()).toEqual(['contexts/base.json']);
      // a branch that does not exist: the job errors, the files stay as they were
      await app.inject('PATCH', `/api/core/data-sources/${source.id}/`, { body: { parameters: { branch: 'nope' } } });
      expect(await paths()).toEqual(['contexts/base.json']);
      expect((await app.inject('GET', `/api/core/data-sources/${source.id}/`)).body.status.value).toBe('failed');
      const jobs = (await app.inject('GET', `/api/core/jobs/?object_id=${source.id}&object_type=core.datasource&ordering=-id`)).body
        .results as Json[];
      expect(jobs[0].error).toMatch(/^Cloning file:\/\/.* failed: /);

      const s3 = await post(app, '/api/core/data-sources/', { name: 'Bucket', type: 'amazon-s3', source_url: 'https://bucket.s3.amazonaws.com/x/' });
      expect(s3.type).toEqual({ value: 'amazon-s3', label: 'Amazon S3' });
      await app.inject('POST', `/api/core/data-sources/${s3.id}/sync/`);
      const failed = await waitFor(async () => {
        const j = (await app.inject('GET', `/api/core/jobs/?object_id=${s3.id}&object_type=core.datasource`)).body.results as Json[];
        return j[0]?.status.value === 'errored' ? j[0] : undefined;
      });
      expect(failed.error).toBe('The amazon-s3 backend is not available on this server: its sources cannot be synced');
      rmSync(repo, { recursive: true, force: true });
    });

    it('background queues, workers and tasks answer from BullMQ, for superusers only', async () => {
      const queues = await app.inject('GET', '/api/core/background-queues/');
      expect(queues.status).toBe(200);
      expect(queues.body.results.map((q: Json) => q.name)).toEqual(['jobs', 'webhook-deliveries']);
      expect(Object.keys(queues.body.results[0])).toEqual([
        'name',
        'url',
        'jobs',
        'oldest_job_timestamp',
        'index',
        'scheduler_pid',
        'workers',
        'finished_jobs',
        'started_jobs',
        'deferred_jobs',
        'failed_jobs',
        'scheduled_jobs',
      ]);
      expect(queues.body.results[0].finished_jobs).toBeGreaterThanOrEqual(1);
      expect((await app.inject('GET', '/api/core/background-queues/jobs/')).body.name).toBe('jobs');
      expect((await app.inject('GET', '/api/core/background-queues/nope/')).status).toBe(404);
      const tasks = await app.inject('GET', '/api/core/background-tasks/?limit=2');
      expect(tasks.status).toBe(200);
      expect(tasks.body.count).toBeGreaterThanOrEqual(3);
      expect(tasks.body.results).toHaveLength(2);
      const task = tasks.body.results[0];
      expect(task.id).toMatch(/^jobs:job\d+$/);
      // datetimes as NetBox renders them: microseconds, or no fraction for a whole second
      expect(task.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?Z$/);
      expect((await app.inject('GET', `/api/core/background-tasks/${encodeURIComponent(task.id)}/`)).body.status).toBe(task.status);
      expect((await app.inject('GET', '/api/core/background-workers/')).status).toBe(200);
      const nobody = await member(app, 'no-queues', [{ object_types: ['dcim.site'], actions: ['view'] }]);
      expect((await app.inject('GET', '/api/core/background-queues/', { token: nobody.token })).status).toBe(403);
    });

    it('the core and users indexes list the background views and config beside the models, as NetBox’s routers do', async () => {
      expect(Object.keys((await app.inject('GET', '/api/core/')).body)).toEqual([
        'background-queues',
        'background-tasks',
        'background-workers',
        'data-files',
        'data-sources',
        'jobs',
        'object-changes',
        'object-types',
      ]);
      const users = (await app.inject('GET', '/api/users/')).body;
      expect(Object.keys(users)).toEqual(['config', 'groups', 'owner-groups', 'owners', 'permissions', 'tokens', 'users']);
      expect(users.config).toMatch(/^http:\/\/[^/]+\/api\/users\/config\/$/);
    });

    it('task actions: 403 for others whatever the method (NetBox checks permission first), GET → 405 for superusers, POST delete → 200', async () => {
      const tasks = (await app.inject('GET', '/api/core/background-tasks/')).body.results as Json[];
      const task = tasks.find((t) => t.status !== 'active')!;
      const url = `/api/core/background-tasks/${encodeURIComponent(task.id)}`;
      const nobody = await member(app, 'no-tasks', [{ object_types: ['core.job'], actions: ['view'] }]);
      for (const action of ['delete', 'requeue', 'enqueue', 'stop']) {
        expect((await app.inject('GET', `${url}/${action}/`, { token: nobody.token })).status).toBe(403);
        expect((await app.inject('POST', `${url}/${action}/`, { token: nobody.token })).status).toBe(403);
      }
      expect((await app.inject('GET', `${url}/delete/`, { token: nobody.token })).body).toEqual({
        detail: 'You do not have permission to perform this action.',
      });
      const get = await app.inject('GET', `${url}/delete/`);
      expect(get.status).toBe(405);
      expect(get.body).toEqual({ detail: 'Method "GET" not allowed.' });
      expect((await app.inject('GET', `${url}/nope/`)).status).toBe(404);
      expect((await app.inject('POST', `${url}/delete/`)).status).toBe(200);
      expect((await app.inject('GET', `${url}/`)).status).toBe(404);
    });
  });

  describe('owners and preferences', () => {
    it('owner on models that have it, with owner / owner_id / owner_group / owner_group_id filters; an owner in use is protected', async () => {
      const group = await post(app, '/api/users/owner-groups/', { name: 'Infra' });
      const owner = await post(app, '/api/users/owners/', { name: 'Network team', group: group.id });
      const site = await make.site(app, 'Owned Site', { owner: owner.id });
      expect(site.owner).toEqual({
        id: owner.id,
        url: expect.stringContaining(`/api/users/owners/${owner.id}/`),
        display: 'Network team',
        name: 'Network team',
        description: '',
      });
      const keys = Object.keys(site);
      expect(keys.slice(keys.indexOf('longitude'), keys.indexOf('comments') + 1)).toEqual(['longitude', 'owner', 'comments']);
      await make.site(app, 'Unowned Site');
      const names = async (q: string) => (await app.inject('GET', `/api/dcim/sites/?${q}`)).body.results.map((s: Json) => s.name);
      expect(await names(`owner_id=${owner.id}`)).toEqual(['Owned Site']);
      expect(await names('owner=Network%20team')).toEqual(['Owned Site']);
      expect(await names(`owner_group_id=${group.id}`)).toEqual(['Owned Site']);
      expect(await names('owner_group=Infra')).toEqual(['Owned Site']);
      expect((await app.inject('GET', `/api/users/owner-groups/${group.id}/`)).body.member_count).toBe(1);
      expect((await app.inject('DELETE', `/api/users/owners/${owner.id}/`)).status).toBe(409);
      // on extras models and components too
      const link = await post(app, '/api/extras/custom-links/', {
        name: 'Owned',
        object_types: ['dcim.site'],
        link_text: 'x',
        link_url: 'y',
        owner: owner.id,
      });
      expect(link.owner.id).toBe(owner.id);
    });

    it('/api/users/config/: the requesting user’s preferences, merged deeply by PATCH', async () => {
      const erin = await member(app, 'erin');
      expect((await app.inject('GET', '/api/users/config/', { token: erin.token })).body).toEqual({});
      const one = await app.inject('PATCH', '/api/users/config/', {
        token: erin.token,
        body: { ui: { colormode: 'dark' }, pagination: { per_page: 50 } },
      });
      expect([one.status, one.body]).toEqual([200, { ui: { colormode: 'dark' }, pagination: { per_page: 50 } }]);
      const two = await app.inject('PATCH', '/api/users/config/', { token: erin.token, body: { ui: { density: 'compact' } } });
      expect(two.body).toEqual({ ui: { colormode: 'dark', density: 'compact' }, pagination: { per_page: 50 } });
      expect((await app.inject('GET', '/api/users/config/')).body).toEqual({});
      expect((await app.inject('PATCH', '/api/users/config/', { token: erin.token, body: [1] })).status).toBe(400);
      expect((await app.inject('GET', '/api/users/config/', { token: null })).status).toBe(403);
    });
  });
});
