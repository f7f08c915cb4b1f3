import pino from 'pino';

/** Structured JSON logs, one line per event; the request id ties a request's lines together. */
export function createLogger(level: string) {
  return pino({ level, base: { service: 'voltara' }, timestamp: pino.stdTimeFunctions.isoTime });
}

export type Logger = ReturnType<typeof createLogger>;
