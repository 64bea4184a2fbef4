import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp, TestApp } from '../helpers/app';
import { call, provisionToken, ServiceProcess, startServiceProcess } from '../helpers/service-process';
import { importOrder } from '../../src/import/order';
import { emptyDatabase, runImport } from './import-process';
import { fillInventory } from './fixture';
import { fillFromSpecs } from './fixture-specs';
import { fillMore } from './fixture-more';

/**
 * `node dist/main.js import` from one instance of this service into an empty second one (its own
 * database, the command's default target): every object of every copied model reads back the same,
 * URL hosts aside. Not copied by design: tokens (secrets); the target's superuser was there before.
 */

type Json = Record<string, any>;

/** Every absolute URL of a representation made relative: the two instances run on different hosts. */
const withoutHosts = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replace(/https?:\/\/[^/"]+\//g, '/'));

describe('import from an instance of this service', () => {
  let source: TestApp;
  let target: ServiceProcess;
  let targetToken: string;
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let firstRun: { code: number | null; output: string };
  let unfilled: Record<string, string>;

  beforeAll(async () => {
    source = await startApp({}, { listen: true });
    await fillInventory(source);
    unfilled = { ...(await fillFromSpecs(source)), ...(await fillMore(source)) };
    database = await emptyDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'inventory-import-'));
    const bearer = source.token.replace(/^Bearer /, '');
    firstRun = await runImport(['--from', source.server.url!, '--token', bearer, '--with-changelog'], {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
    });
    if (process.env.IMPORT_DEBUG) writeFileSync(join(process.env.IMPORT_DEBUG, 'first.txt'), firstRun.output);
    target = await startServiceProcess('api', { DATABASE_URL: database.url }, { dataDir });
    targetToken = await provisionToken(target.url!);
  }, 240_000);

  afterAll(async () => {
    await target?.kill('SIGTERM');
    await source?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sourceList = async (path: string): Promise<Json[]> => (await source.inject('GET', `${path}?limit=0&ordering=id`)).body.results;
  const targetList = async (path: string): Promise<Json[]> =>
    (await call(target.url!, 'GET', `${path}?limit=0&ordering=id`, { token: targetToken })).body.results;

  it('runs without failures and reports each model', () => {
    expect(firstRun.output).not.toMatch(/failed [1-9]/);
    expect(firstRun.code).toBe(0);
    expect(firstRun.output).toMatch(/dcim\.device\s+source\s+(\d+)\s+target\s+\1\s+copied \1,/);
    expect(firstRun.output).toMatch(/dcim\.interface: \d+\/\d+ .* objects\/s/);
  });

  it('copies every object of every model as it was', async () => {
    let compared = 0;
    const empty: string[] = [];
    for (const resource of importOrder()) {
      if (resource.objectType === 'users.token') continue;
      const [before, after] = await Promise.all([sourceList(resource.listPath), targetList(resource.listPath)]);
      // the target's own superuser was in place before the import: only its name is compared
      const strip = (list: Json[]) =>
        withoutHosts(resource.objectType === 'users.user' ? list.map((user) => (user.username === 'admin' ? { username: 'admin' } : user)) : list);
      expect({ type: resource.objectType, objects: strip(after) }).toEqual({ type: resource.objectType, objects: strip(before) });
      compared += before.length;
      if (!before.length) empty.push(resource.objectType);
    }
    expect(compared).toBeGreaterThan(60);
    // every copied model (from the declarations: a new one shows up here) has objects in the fixture
    const why = Object.fromEntries(empty.map((type) => [type, unfilled[type] ?? 'no object in the fixture']));
    expect(why).toEqual({});
  });

  it('adds the change log as history, record by record as it was', async () => {
    const [before, after] = await Promise.all([sourceList('/api/core/object-changes/'), targetList('/api/core/object-changes/')]);
    expect(before.length).toBeGreaterThan(60);
    // cable ends are derived by the target in its own order: a record names the same end (cable, end, object), by another id
    const sameEnd = (list: Json[]) =>
      withoutHosts(
        list.map((c) => {
          if (c.changed_object_type !== 'dcim.cabletermination') return c;
          const { id: _id, url: _url, ...end } = c.changed_object;
          return { ...c, changed_object_id: 'derived', changed_object: end };
        }),
      );
    expect(sameEnd(after)).toEqual(sameEnd(before));
    expect(firstRun.output).toMatch(
      new RegExp(`core\\.objectchange\\s+source\\s+${before.length}\\s+target\\s+${before.length}\\s+copied ${before.length}`),
    );
  });

  it('copies the image files: an attachment, a device type front image', async () => {
    const [attachment] = await sourceList('/api/extras/image-attachments/');
    const imaged = (await sourceList('/api/dcim/device-types/')).filter((t) => t.front_image);
    expect(imaged).toHaveLength(1);
    for (const url of [attachment.image, imaged[0].front_image]) {
      const path = new URL(url).pathname;
      const original = Buffer.from(await (await fetch(`${source.server.url}${path}`, { headers: { authorization: source.token } })).arrayBuffer());
      const copied = Buffer.from(await (await fetch(`${target.url}${path}`, { headers: { authorization: targetToken } })).arrayBuffer());
      expect(copied.length).toBeGreaterThan(0);
      expect(copied.equals(original)).toBe(true);
    }
  });

  it('a rerun finds everything in place and copies nothing', async () => {
    const bearer = source.token.replace(/^Bearer /, '');
    const rerun = await runImport(
      ['--from', source.server.url!, '--token', bearer, '--to', target.url!, '--to-token', targetToken, '--with-changelog'],
      {},
    );
    if (process.env.IMPORT_DEBUG) writeFileSync(join(process.env.IMPORT_DEBUG, 'rerun.txt'), rerun.output);
    expect(rerun.code).toBe(0);
    expect(rerun.output).toMatch(/imported 0 objects/);
    expect(rerun.output).toMatch(/dcim\.site\s+source\s+(\d+)\s+target\s+\1\s+copied 0, in place \1, failed 0/);
    expect(rerun.output).toMatch(/core\.objectchange\s+source\s+(\d+)\s+target\s+\1\s+copied 0, in place \1, failed 0/);
  });

  it('--plan counts what would be copied and writes nothing', async () => {
    const bearer = source.token.replace(/^Bearer /, '');
    const plan = await runImport(['--from', source.server.url!, '--token', bearer, '--to', target.url!, '--to-token', targetToken, '--plan'], {});
    expect(plan.code).toBe(0);
    expect(plan.output).toMatch(/would copy dcim\.device: (\d+) at the source, \1 at the target/);
  });
});
