import { currentContext, requestContext, type RequestContext } from '../../context/request-context.js';
import { CoalescedWriteSplit } from '../write/coalesced.js';

/** One created object's response body and id. */
export interface Created {
  text: string;
  id: number;
}

/** How a request's create is written: alone, or with others of its kind (bodies in order; `inserted` gets the new ids in that order). */
export interface CreateWriter {
  one(body: unknown): Promise<Created>;
  many(bodies: unknown[], inserted: (ids: number[]) => void): Promise<Created[]>;
}

interface Waiting {
  body: unknown;
  writer: CreateWriter;
  context: RequestContext | undefined;
  resolve: (created: Created) => void;
  reject: (error: unknown) => void;
}

/** The creates of one kind (resource, user, token, base URL, query): whether one is being written, and who waits. */
interface Lane {
  running: boolean;
  waiting: Waiting[];
}

/**
 * Group commit for single-object POSTs. A create is written at once, alone, when no other create of its kind
 * is being written; otherwise it waits, and the creates that waited are written together when that write
 * ends: one transaction, one INSERT, one change-record and outbox statement (each object still names its
 * own request: RequestContext.origins). A POST costs four round trips to PostgreSQL and their wake-ups on
 * both sides, which the requests of a batch then share. (Two writes of a kind at once were measured too:
 * their batches were smaller, and the rate no higher.)
 *
 * Each request keeps what it would have had alone: its own response, Location, change record and webhook
 * event. If the shared write fails for any reason (one invalid body, a unique clash between two of them, a
 * write deriving objects no single request owns), it rolls back as a whole and each create is then written
 * alone, so every request gets the answer it would have got without coalescing. A resource whose creates
 * derive other writes (components from templates) is written alone from then on.
 */
export class CreateCoalescer {
  private readonly lanes = new Map<string, Lane>();
  private readonly alone = new Set<string>();

  constructor(private readonly batchMax: number) {}

  /** Writes `body`, alone or together with the creates of the same `kind` of `objectType` that wait with it. */
  write(kind: string, objectType: string, body: unknown, writer: CreateWriter): Promise<Created> {
    if (this.batchMax < 2 || this.alone.has(objectType)) return writer.one(body);
    let lane = this.lanes.get(kind);
    if (!lane) this.lanes.set(kind, (lane = { running: false, waiting: [] }));
    if (!lane.running) {
      lane.running = true;
      return writer.one(body).finally(() => this.ended(kind, objectType, lane));
    }
    const waiting = lane.waiting;
    return new Promise<Created>((resolve, reject) => waiting.push({ body, writer, context: currentContext(), resolve, reject }));
  }

  /** One write of a kind ended: the creates that waited meanwhile are written next, together. */
  private ended(kind: string, objectType: string, lane: Lane): void {
    if (!lane.waiting.length) {
      lane.running = false;
      this.lanes.delete(kind);
      return;
    }
    const batch = lane.waiting.splice(0, this.batchMax);
    void this.writeBatch(objectType, batch).finally(() => this.ended(kind, objectType, lane));
  }

  private async writeBatch(objectType: string, batch: Waiting[]): Promise<void> {
    if (batch.length > 1 && !this.alone.has(objectType)) {
      const requestIds = new Map<number, string>();
      const shared: RequestContext | undefined = batch[0].context && { ...batch[0].context, queries: 0, origins: { objectType, requestIds } };
      const inserted = (ids: number[]) => ids.forEach((id, i) => requestIds.set(id, batch[i].context?.requestId ?? ''));
      let created: Created[] | null = null;
      try {
        const write = () =>
          batch[0].writer.many(
            batch.map((w) => w.body),
            inserted,
          );
        created = shared ? await requestContext.run(shared, write) : await write();
      } catch (error) {
        if (error instanceof CoalescedWriteSplit) this.alone.add(objectType);
      }
      if (created) {
        // written and committed: each request gets its own object, whatever happens to the others
        batch.forEach((w, i) => (created[i] ? w.resolve(created[i]) : w.reject(new Error('a coalesced create lost its object'))));
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
