/**
 * Statements whose text follows the request's shape (which filters, which columns a PATCH sets, which permission
 * constraints apply), not its values. Prepared, every connection keeps each text it has run until it closes, so a
 * client cycling through shapes could grow every connection's statement cache without bound: a kind of statement
 * prepares at most `cap` distinct texts per process, and further ones are planned per request.
 */
export class PreparedShapes {
  private readonly seen = new Set<string>();
  constructor(private readonly cap: number) {}

  /** Whether `sql` may run as a named prepared statement. */
  allows(sql: string): boolean {
    if (this.seen.has(sql)) return true;
    if (this.seen.size >= this.cap) return false;
    this.seen.add(sql);
    return true;
  }
}
