import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from '../logging/logger';
import type { AppEnv } from './app-env';
import { passOn, type CachedReads, type ReadAnswer } from './cached-reads';
import { nodeReadRequest } from './read-request';

/**
 * The server's request listener: answers that are already made (http/cached-reads.ts) are written straight to Node's
 * response; everything else goes to the Hono app through @hono/node-server. Answering a cached read from Node's own
 * request skips building a Fetch Request, Hono's context and a Response and turning that back into Node's calls,
 * which cost more than the answer itself (docs/benchmarks.md, 2026-11-28; decision 0028). The middleware form of the
 * lane stays in the chain for requests this listener does not try (another method, a target Hono would rewrite or
 * refuse: http/read-request.ts). Whatever fails in the lane is logged and answered by the chain, never left hanging.
 */
export function siteListener(app: Hono<AppEnv>, lane: CachedReads, logger: Logger): RequestListener {
  const chain = getRequestListener(app.fetch);
  const toChain = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    passOn(incoming);
    void chain(incoming, outgoing);
  };
  const failed = (incoming: IncomingMessage, outgoing: ServerResponse, error: unknown) => {
    if (outgoing.headersSent) {
      // Nothing can be taken back once the status line is out: end the connection rather than send a torn answer.
      logger.error({ err: error, path: incoming.url }, 'cached read failed while being written');
      outgoing.destroy();
      return;
    }
    // The chain answers it again and reports a failure the way every route does (Hono's error handler).
    logger.warn({ err: error, path: incoming.url }, 'cached read failed; answered by the chain');
    toChain(incoming, outgoing);
  };
  const respond = (incoming: IncomingMessage, outgoing: ServerResponse, answer: ReadAnswer | null) => {
    if (answer) write(outgoing, answer);
    else toChain(incoming, outgoing);
  };

  return (incoming, outgoing) => {
    const request = incoming.method === 'GET' ? nodeReadRequest(incoming) : null;
    if (!request) {
      void chain(incoming, outgoing);
      return;
    }
    try {
      const made = lane.answer(request);
      if (made instanceof Promise) {
        made.then((answer) => respond(incoming, outgoing, answer)).catch((error: unknown) => failed(incoming, outgoing, error));
      } else {
        respond(incoming, outgoing, made);
      }
    } catch (error) {
      failed(incoming, outgoing, error);
    }
  };
}

function write(outgoing: ServerResponse, answer: ReadAnswer): void {
  const { headers, body } = answer;
  if (body) headers.push('Content-Length', String(body.byteLength));
  outgoing.writeHead(answer.status, headers);
  outgoing.end(body ?? undefined);
}
