/**
 * Thrown inside a write that coalesces the writes of several requests (core/api/write-coalescer.ts) when
 * it meets something that belongs to no single one of them, such as a derived object or a cascaded save.
 * The batch rolls back and each request is then written alone, as it would have been without coalescing.
 */
export class CoalescedWriteSplit extends Error {
  constructor() {
    super('coalesced writes are done one by one');
  }
}
