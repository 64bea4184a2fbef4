import { Query } from 'pg';

/** The parts of node-pg's connection a query writes its protocol messages with (not in its typings). */
interface WireConnection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { text: string; name?: string; types?: unknown[] }): void;
  bind(message: { portal?: string; statement?: string; values?: unknown[]; binary?: boolean; valueMapper?: (v: unknown) => unknown }): void;
  describe(message: { type: 'P' | 'S'; name: string }): void;
  execute(message: { portal?: string; rows?: number }): void;
  close(message: { type: 'P' | 'S'; name: string }): void;
  sync(): void;
}

interface QueryInternals {
  text: string;
  name?: string;
  values?: unknown[];
  types?: unknown[];
  binary?: boolean;
  portal: string;
  hasBeenParsed(connection: WireConnection): boolean;
  handleError(error: unknown, connection: WireConnection): void;
}

// node-pg's own value mapping for parameters (utils.prepareValue), as its Query uses
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

/**
 * One statement sent with a parameterless statement before it (`BEGIN`) and/or after it (`COMMIT`) in a single
 * write and a single Sync: one round trip where node-pg would take one per statement. The protocol's own rules
 * keep the outcome the same as sending them in turn: after an error, PostgreSQL skips the rest up to the Sync,
 * so a failed statement is never followed by its COMMIT.
 *
 * The statement's result is the one answered (`mainResult`); those of `before`/`after` are dropped. The
 * statements around it use the unnamed statement. After a named main statement's Parse, so that node-pg's record
 * of the named statements a connection holds (kept on each ParseComplete) stays exact if that Parse fails; before
 * an unnamed one's, which would otherwise be replaced before it runs.
 */
export class PipelinedQuery extends Query {
  constructor(
    config: { text: string; values: unknown[]; name?: string },
    readonly before: string | null,
    readonly after: string | null,
    callback: (error: Error | null, result: unknown) => void,
  ) {
    super(config as never, undefined, callback as never);
  }

  /** node-pg always takes the extended protocol for this query (the wrapped statements need it). */
  requiresPreparation(): boolean {
    return true;
  }

  /** Index of the main statement's result among those answered. */
  get mainResult(): number {
    return this.before ? 1 : 0;
  }

  prepare(connection: WireConnection): void {
    const self = this as unknown as QueryInternals;
    const unnamed = !self.name;
    // an unnamed main statement is parsed after `before` (the unnamed statement holds one at a time)
    if (this.before && unnamed) this.simple(connection, this.before);
    if (!self.hasBeenParsed(connection)) {
      connection.parse({ text: self.text, name: self.name, types: self.types });
      if (self.name) connection.submittedNamedStatements[self.name] = self.text;
    }
    if (this.before && !unnamed) this.simple(connection, this.before);
    try {
      connection.bind({ portal: self.portal, statement: self.name, values: self.values, binary: self.binary, valueMapper: prepareValue });
    } catch (error) {
      // a value that cannot be sent: nothing of the main statement runs (the same as node-pg's Query)
      connection.close({ type: 'S', name: self.name ?? '' });
      connection.sync();
      self.handleError(error, connection);
      return;
    }
    connection.describe({ type: 'P', name: self.portal });
    connection.execute({ portal: self.portal });
    if (this.after) this.simple(connection, this.after);
    connection.sync();
  }

  private simple(connection: WireConnection, text: string): void {
    connection.parse({ text });
    connection.bind({});
    connection.execute({});
  }
}
