import { currentContext, requestContext, type RequestContext } from '../../context/request-context.js';
import { CoalescedWriteSplit } from '../write/coalesced.js';

/** One written object's response body and id. */
export interface Written {
  text: string;
  id: number;
}

/**
 * How a request's write is done: alone, or with others of its kind (bodies in order). `many` reports the ids of
 * the requests' objects, in the bodies' order, to `owned` before the write records them (a create once inserted).
 */
export interface WriteRequest {
  one(body: unknown): Promise<Written>;
  many(bodies: unknown[], owned: (ids: number[]) => void): Promise<Written[]>;
}

/** What the coalesced writes do: create objects of a type, or update them. */
export interface WriteOrigin {
  objectType: string;
  action: 'create' | 'update';
}

interface Waiting {
  body: unknown;
  writer: WriteRequest;
  context: RequestContext | undefined;
  resolve: (written: Written) => void;
  reject: (error: unknown) => void;
}

/** The writes of one kind (action, resource, user, token, base URL, query): whether one is being written, and who waits. */
interface Lane {
  running: boolean;
  waiting: Waiting[];
}

/**
 * Group commit for single-object POSTs, PUTs and PATCHes. A write is done at once, alone, when no other write of its
 * kind is being done; otherwise it waits, and the writes that waited are done together when that one ends: one
 * transaction, one INSERT (or one bulk update), one change-record and outbox statement (each object still names
 * its own request: RequestContext.origins). A write costs several round trips to PostgreSQL and their wake-ups on
 * both sides, which the requests of a batch then share. (Two writes of a kind at once were measured too: their
 * batches were smaller, and the rate no higher.)
 *
 * Each request keeps what it would have had alone: its own response, Location, change record and webhook
 * event. If the shared write fails for any reason (one invalid body, a unique clash between two of them, a
 * missing object, a write deriving objects no single request owns), it rolls back as a whole and each write is
 * then done alone, so every request gets the answer it would have got without coalescing. A resource whose
 * writes of an action derive others (components from templates) does that action alone from then on.
 */
export class WriteCoalescer {
  private readonly lanes = new Map<string, Lane>();
  private readonly alone = new Set<string>();

  constructor(private readonly batchMax: number) {}

  /** Writes `body`, alone or together with the writes of the same `kind` that wait with it. */
  write(kind: string, origin: WriteOrigin, body: unknown, writer: WriteRequest): Promise<Written> {
    if (this.batchMax < 2 || this.alone.has(aloneKey(origin))) return writer.one(body);
    let lane = this.lanes.get(kind);
    if (!lane) this.lanes.set(kind, (lane = { running: false, waiting: [] }));
    if (!lane.running) {
      lane.running = true;
      return writer.one(body).finally(() => this.ended(kind, origin, lane));
    }
    const waiting = lane.waiting;
    return new Promise<Written>((resolve, reject) => waiting.push({ body, writer, context: currentContext(), resolve, reject }));
  }

  /** One write of a kind ended: the writes that waited meanwhile are done next, together. */
  private ended(kind: string, origin: WriteOrigin, lane: Lane): void {
    if (!lane.waiting.length) {
      lane.running = false;
      this.lanes.delete(kind);
      return;
    }
    const batch = lane.waiting.splice(0, this.batchMax);
    void this.writeBatch(origin, batch).finally(() => this.ended(kind, origin, lane));
  }

  private async writeBatch(origin: WriteOrigin, batch: Waiting[]): Promise<void> {
    if (batch.length > 1 && !this.alone.has(aloneKey(origin))) {
      const requestIds = new Map<number, string>();
      const shared: RequestContext | undefined = batch[0].context && { ...batch[0].context, queries: 0, origins: { ...origin, requestIds } };
      const owned = (ids: number[]) => ids.forEach((id, i) => requestIds.set(id, batch[i].context?.requestId ?? ''));
      let written: Written[] | null = null;
      try {
        const write = () =>
          batch[0].writer.many(
            batch.map((w) => w.body),
            owned,
          );
        written = shared ? await requestContext.run(shared, write) : await write();
      } catch (error) {
        if (error instanceof CoalescedWriteSplit) this.alone.add(aloneKey(origin));
      }
      if (written) {
        // written and committed: each request gets its own object, whatever happens to the others
        batch.forEach((w, i) => (written[i] ? w.resolve(written[i]) : w.reject(new Error('a coalesced write lost its object'))));
        return;
      }
    }
    // each alone, in its own request's context and in the order they came, as if they had never waited
    // (at once, two bodies naming the same slug would both pass the check and one would fail on the index)
    for (const w of batch) await this.writeAlone(w);
  }

  private writeAlone(w: Waiting): Promise<void> {
    const write = () => w.writer.one(w.body);
    return (w.context ? requestContext.run(w.context, write) : write()).then(w.resolve, w.reject);
  }
}

const aloneKey = (origin: WriteOrigin) => `${origin.action} ${origin.objectType}`;
