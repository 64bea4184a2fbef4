import type { LoggerService } from '@nestjs/common';
import { logger } from './logger.js';

function text(message: unknown): string {
  return message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message);
}

/** Nest's own messages through the one logger; its chatty start-up lines ("Mapped route…") are debug. */
export class NestPinoLogger implements LoggerService {
  log(message: unknown, context?: string): void {
    logger.debug({ context }, text(message));
  }

  error(message: unknown, stackOrContext?: string, context?: string): void {
    const err = message instanceof Error ? message : undefined;
    logger.error({ context: context ?? stackOrContext, err, stack: context ? stackOrContext : undefined }, text(message));
  }

  warn(message: unknown, context?: string): void {
    logger.warn({ context }, text(message));
  }

  debug(message: unknown, context?: string): void {
    logger.debug({ context }, text(message));
  }

  verbose(message: unknown, context?: string): void {
    logger.trace({ context }, text(message));
  }
}
