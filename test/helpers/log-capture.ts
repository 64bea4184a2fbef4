import { createRequire } from 'node:module';
import type pinoModule from 'pino';
import { logger } from '../../src/logging/logger';

type Line = Record<string, unknown>;

/**
 * The JSON lines the app's logger writes (in-process apps share the one pino logger), parsed, while
 * capturing; they are kept off stdout. The stream is reached through pino's own symbol, from the pino
 * src/logging/logger.ts loads (Fastify's).
 */
export function captureLogLines(): { lines: Line[]; clear(): void; restore(): void } {
  const pino = createRequire(require.resolve('fastify'))('pino') as typeof pinoModule;
  const stream = (logger as unknown as Record<symbol, { write(chunk: string): boolean }>)[pino.symbols.streamSym];
  if (!stream) throw new Error('the logger has no stream');
  const lines: Line[] = [];
  const spy = jest.spyOn(stream, 'write').mockImplementation((chunk: string) => {
    for (const text of String(chunk).split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Line);
    return true;
  });
  return { lines, clear: () => void lines.splice(0), restore: () => spy.mockRestore() };
}
