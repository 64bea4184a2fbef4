import type { Queryable } from '../../database/db.js';
import type { Resource } from '../model/define-resource.js';
import type { DeletePlan } from './collector.js';
import type { ObjectEvent, WriteObserver } from './hooks.js';
import { currentContext } from '../../context/request-context.js';

/**
 * What a write does after its rows are written, inside its transaction, in one fixed order. Each step is
 * owned and registered by its module (core, an app, a feature); core names them only as strings, like
 * the object types apps use for models above them, so the whole order is read and reviewed here.
 */

/** The phases, in the order they run. */
export const WRITE_PHASES = ['validate', 'derive', 'count', 'record', 'announce'] as const;
export type WritePhase = (typeof WRITE_PHASES)[number];

/**
 * Every step's place. validate: checks over the rows just written, before anything is derived. derive:
 * upkeep that writes more rows or columns. count: counter columns. record: the change log (and the outbox
 * rows, rendered from the same snapshots). announce: what happens once the write commits (files removed,
 * caches forgotten). test/core/write-pipeline.e2e-spec.ts pins the result.
 */
export const WRITE_ORDER: Readonly<Record<WritePhase, readonly string[]>> = {
  // NetBox's PROTECTION_RULES (pre_delete): before a delete touches anything
  validate: ['extras.protection-rules'],
  derive: [
    'dcim.device-components',
    'dcim.module-components',
    'ipam.prefix-hierarchy',
    'virtualization.virtual-disk-sum',
    'virtualization.cluster-vm-sites',
    'wireless.interface-links',
    'extras.tags-of-deleted',
    'extras.custom-field-values',
    'dcim.virtual-chassis-delete',
    'dcim.cable-ends-cleared',
    'dcim.cable-paths',
  ],
  count: ['core.counters'],
  // saves of other objects a write causes follow its own record, as in NetBox's change log
  record: [
    // a delete's cascaded port mappings: recorded ahead of the objects deleted (NetBox deletes dependants first)
    'dcim.port-mappings-cascaded',
    'changelog.records',
    'dcim.port-mapping-records',
    'dcim.cable-ends-recorded',
    'dcim.cascaded-saves',
    'dcim.child-devices',
    'dcim.primary-mac-assignment',
    'extras.notifications',
  ],
  announce: ['core.stored-files', 'auth.users-caches'],
};

/**
 * Steps an import (X-Import-Keep-Id, core/api/import-mode.ts) skips: the copied objects bring their
 * components along, and copying is neither a change to record nor an event to announce.
 */
export const IMPORT_SKIPPED_STEPS: ReadonlySet<string> = new Set([
  'dcim.device-components',
  'dcim.module-components',
  'changelog.records',
  'dcim.port-mappings-cascaded',
  'dcim.port-mapping-records',
  'extras.notifications',
]);

/** A write observer with its name and phase. */
export interface WriteStep extends WriteObserver {
  name: string;
  phase: WritePhase;
}

/** What each step's `before` returned, handed to its `after`. */
export type StepStates = Map<WriteStep, unknown>;

export class WritePipeline {
  private readonly places = new Map<string, { phase: WritePhase; rank: number }>();
  private readonly byName = new Map<string, WriteStep>();
  private ordered: WriteStep[] = [];

  constructor(order: Readonly<Partial<Record<WritePhase, readonly string[]>>>) {
    for (const phase of Object.keys(order)) {
      if (!isPhase(phase)) throw new Error(`Write order: unknown phase '${phase}' (phases: ${WRITE_PHASES.join(', ')})`);
    }
    for (const phase of WRITE_PHASES) {
      for (const name of order[phase] ?? []) {
        const taken = this.places.get(name);
        if (taken) throw new Error(`Write order: step ${name} is placed twice (${taken.phase} and ${phase})`);
        this.places.set(name, { phase, rank: this.places.size });
      }
    }
  }

  /** Adds a step at its place. The very same step again is ignored (a second app in one process). */
  add(step: WriteStep): void {
    if (!isPhase(step.phase)) {
      throw new Error(`Write step ${step.name}: unknown phase '${step.phase}' (phases: ${WRITE_PHASES.join(', ')})`);
    }
    const taken = this.byName.get(step.name);
    if (taken === step) return;
    if (taken) throw new Error(`Write step ${step.name} is registered twice: each step has one name`);
    const place = this.places.get(step.name);
    if (!place) throw new Error(`Write step ${step.name} (${step.phase}) has no place in the write order (WRITE_ORDER, src/core/write/pipeline.ts)`);
    if (place.phase !== step.phase) {
      throw new Error(`Write step ${step.name} declares phase ${step.phase}, but the write order places it in ${place.phase}`);
    }
    this.byName.set(step.name, step);
    this.ordered = [...this.byName.values()].sort((a, b) => this.places.get(a.name)!.rank - this.places.get(b.name)!.rank);
  }

  /** `phase:name` of every registered step, in the order they run. */
  describe(): string[] {
    return this.ordered.map((s) => `${s.phase}:${s.name}`);
  }

  /** Throws unless every step of the write order was registered (a step nobody registers never runs). */
  assertComplete(): void {
    const missing = [...this.places.keys()].filter((name) => !this.byName.has(name));
    if (missing.length) throw new Error(`Write steps in the write order that no module registered: ${missing.join(', ')}`);
  }

  /** Before updates and deletes touch the rows: each step notes what its `after` needs (`stored`: see WriteObserver). */
  async before(
    db: Queryable,
    resource: Resource,
    ids: number[],
    plan?: DeletePlan,
    stored?: ReadonlyMap<number, Record<string, unknown>>,
  ): Promise<StepStates> {
    const states: StepStates = new Map();
    for (const step of this.running()) if (step.before) states.set(step, await step.before(db, resource, ids, plan, stored));
    return states;
  }

  /**
   * After the rows are written: every step, phase by phase. A step may append the events of rows it
   * wrote itself (derive: a device's components, see insertObjects); the steps after it see them.
   */
  async after(db: Queryable, events: ObjectEvent[], states?: StepStates, plan?: DeletePlan): Promise<void> {
    for (const step of this.running()) await step.after(db, events, states?.get(step), plan);
  }

  /** The steps this write runs: all of them, but for an import's. */
  private running(): WriteStep[] {
    return currentContext()?.importing ? this.ordered.filter((s) => !IMPORT_SKIPPED_STEPS.has(s.name)) : this.ordered;
  }
}

function isPhase(phase: string): phase is WritePhase {
  return (WRITE_PHASES as readonly string[]).includes(phase);
}

/** The pipeline every write runs. */
export const writePipeline = new WritePipeline(WRITE_ORDER);
