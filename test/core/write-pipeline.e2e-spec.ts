import type { ObjectEvent } from '../../src/core/write/hooks';
import { WritePhase, WritePipeline, WriteStep, writePipeline } from '../../src/core/write/pipeline';
import { startApp, TestApp } from '../helpers/app';

/** The steps every write runs after its rows are written, and their order (src/core/write/pipeline.ts). */
describe('write pipeline', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('the app registers every step, phase by phase, in this order', () => {
    // a change here reorders what every write does: review it as such
    expect(writePipeline.describe()).toEqual([
      'validate:extras.protection-rules',
      'derive:dcim.device-components',
      'derive:dcim.module-components',
      'derive:ipam.prefix-hierarchy',
      'derive:virtualization.virtual-disk-sum',
      'derive:virtualization.cluster-vm-sites',
      'derive:wireless.interface-links',
      'derive:extras.tags-of-deleted',
      'derive:extras.custom-field-values',
      'derive:dcim.virtual-chassis-delete',
      'derive:dcim.cable-ends-cleared',
      'derive:dcim.cable-paths',
      'count:core.counters',
      'record:dcim.port-mappings-cascaded',
      'record:changelog.records',
      'record:dcim.port-mapping-records',
      'record:dcim.cable-ends-recorded',
      'record:dcim.cascaded-saves',
      'record:dcim.child-devices',
      'record:dcim.primary-mac-assignment',
      'record:extras.notifications',
      'announce:core.stored-files',
      'announce:auth.users-caches',
    ]);
    expect(() => writePipeline.assertComplete()).not.toThrow();
  });

  it('derived columns are written before the outbox row is rendered (a new prefix carries its depth)', async () => {
    const parent = await app.inject('POST', '/api/ipam/prefixes/', { body: { prefix: '10.90.0.0/16' } });
    const child = await app.inject('POST', '/api/ipam/prefixes/', { body: { prefix: '10.90.1.0/24' } });
    expect([parent.status, child.status]).toEqual([201, 201]);
    expect(child.body._depth).toBe(1);
    const [event] = await app.server.db.query<{ data: { _depth: number } }>(
      `SELECT data FROM events_outbox WHERE object_type = 'ipam.prefix' AND object_id = $1`,
      [child.body.id],
    );
    expect(event.data._depth).toBe(1);
  });

  describe('a pipeline of its own', () => {
    const order = { validate: ['t.check'], derive: ['t.derive'], announce: ['t.tell'] };
    const step = (name: string, phase: WritePhase, log: string[]): WriteStep => ({
      name,
      phase,
      async before() {
        log.push(`before ${name}`);
        return `state of ${name}`;
      },
      async after(_db, _events, state) {
        log.push(`after ${name} with ${String(state)}`);
      },
    });

    it('runs steps in the order of the table, whatever the order they were added in; each after gets its own before state', async () => {
      const log: string[] = [];
      const pipeline = new WritePipeline(order);
      pipeline.add(step('t.tell', 'announce', log));
      pipeline.add(step('t.check', 'validate', log));
      pipeline.add(step('t.derive', 'derive', log));
      expect(pipeline.describe()).toEqual(['validate:t.check', 'derive:t.derive', 'announce:t.tell']);
      const db = app.server.db;
      const states = await pipeline.before(db, undefined as never, [1]);
      const events: ObjectEvent[] = [];
      await pipeline.after(db, events, states);
      expect(log).toEqual([
        'before t.check',
        'before t.derive',
        'before t.tell',
        'after t.check with state of t.check',
        'after t.derive with state of t.derive',
        'after t.tell with state of t.tell',
      ]);
    });

    it('refuses a second step under a taken name; the very same step again is a no-op', () => {
      const pipeline = new WritePipeline(order);
      const first = step('t.derive', 'derive', []);
      pipeline.add(first);
      pipeline.add(first);
      expect(() => pipeline.add(step('t.derive', 'derive', []))).toThrow('Write step t.derive is registered twice: each step has one name');
      expect(pipeline.describe()).toEqual(['derive:t.derive']);
      // the app's own pipeline too
      expect(() => writePipeline.add({ name: 'core.counters', phase: 'count', async after() {} })).toThrow(
        'Write step core.counters is registered twice: each step has one name',
      );
    });

    it('refuses an unknown phase, a step without a place, a step in another phase than its place', () => {
      const pipeline = new WritePipeline(order);
      expect(() => pipeline.add(step('t.derive', 'later' as WritePhase, []))).toThrow(
        "Write step t.derive: unknown phase 'later' (phases: validate, derive, count, record, announce)",
      );
      expect(() => pipeline.add(step('t.nowhere', 'derive', []))).toThrow(
        'Write step t.nowhere (derive) has no place in the write order (WRITE_ORDER, src/core/write/pipeline.ts)',
      );
      expect(() => pipeline.add(step('t.derive', 'count', []))).toThrow(
        'Write step t.derive declares phase count, but the write order places it in derive',
      );
      expect(pipeline.describe()).toEqual([]);
    });

    it('refuses an order table with an unknown phase or a name placed twice, and names steps nobody registered', () => {
      expect(() => new WritePipeline({ ...order, later: ['t.x'] } as never)).toThrow(
        "Write order: unknown phase 'later' (phases: validate, derive, count, record, announce)",
      );
      expect(() => new WritePipeline({ derive: ['t.x'], record: ['t.x'] })).toThrow('Write order: step t.x is placed twice (derive and record)');
      const pipeline = new WritePipeline(order);
      pipeline.add(step('t.derive', 'derive', []));
      expect(() => pipeline.assertComplete()).toThrow('Write steps in the write order that no module registered: t.check, t.tell');
    });
  });
});
