import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { getStatements } from '../helpers/query-count';

/**
 * Lists of modules, module types, module bays (with their installed modules) and interfaces of modules run
 * a fixed number of SQL statements however many rows they hold.
 */
describe('module list query counts', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let basics: Json;
  let moduleType: Json;
  let made = 0;

  beforeAll(async () => {
    app = await startApp({ TOKEN_CACHE_SECONDS: '3600' });
    basics = await deviceBasics(app, 'QCM');
    const profile = await post(app, '/api/dcim/module-type-profiles/', { name: 'QCM Profile', schema: { type: 'object' } });
    moduleType = await post(app, '/api/dcim/module-types/', {
      manufacturer: basics.manufacturer.id,
      profile: profile.id,
      model: 'QCM Card',
      attributes: { ports: 2 },
      tags: [(await make.tag(app, 'QCM Tag')).id],
    });
    await post(app, '/api/dcim/interface-templates/', [
      { module_type: moduleType.id, name: 'Gi{module}/1', type: '1000base-t' },
      { module_type: moduleType.id, name: 'Gi{module}/2', type: '1000base-t' },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** `count` devices, each with two bays holding a module. */
  const addModules = async (count: number) => {
    for (let d = 0; d < count; d++, made++) {
      const device = await make.device(app, { name: `qcm-${made}`, device_type: basics.deviceType.id, role: basics.role.id, site: basics.site.id });
      const bays = await post<Json[]>(app, '/api/dcim/module-bays/', [
        { device: device.id, name: 'Slot 1', position: '1' },
        { device: device.id, name: 'Slot 2', position: '2' },
      ]);
      for (const bay of bays)
        await post(app, '/api/dcim/modules/', { device: device.id, module_bay: bay.id, module_type: moduleType.id, serial: `S${bay.id}` });
    }
  };

  const pages = [
    '/api/dcim/modules/?limit=1000',
    '/api/dcim/module-bays/?limit=1000',
    '/api/dcim/module-types/?limit=1000',
    '/api/dcim/interfaces/?limit=1000',
  ];

  it('few and many rows: the same number of statements', async () => {
    await addModules(1);
    const few = [];
    for (const url of pages) few.push((await getStatements(app, url)).queries);
    await addModules(15);
    const many = [];
    for (const url of pages) {
      const { queries, result } = await getStatements(app, url);
      expect(result.status).toBe(200);
      many.push(queries);
    }
    const bays = (await getStatements(app, pages[1])).result.body.results as Json[];
    expect(bays).toHaveLength(32);
    expect(bays.every((b) => b.installed_module?.serial === `S${b.id}`)).toBe(true);
    const interfaces = (await getStatements(app, pages[3])).result.body.results as Json[];
    expect(interfaces).toHaveLength(64);
    expect(interfaces.every((i) => i.module?.module_bay?.id)).toBe(true);
    expect(many).toEqual(few);
  });
});
