import { createServer, request, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SocketServer {
  /** http://127.0.0.1:{port} */
  url: string;
  /**
   * A GET over a real connection, as a Response of the bytes on the wire: no decompression (unlike fetch), every
   * Set-Cookie line kept, and the headers Node writes (Content-Length, Transfer-Encoding) visible.
   */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** Any method, likewise. */
  send(path: string, init: { method: string; headers?: Record<string, string>; body?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** Serves `listener` on a free local port, as the production server does (src/server/main.ts). */
export async function listenOnSocket(listener: RequestListener): Promise<SocketServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const send: SocketServer['send'] = (path, { method, headers = {}, body }) =>
    new Promise((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const received = new Headers();
            const raw = incoming.rawHeaders;
            for (let index = 0; index < raw.length; index += 2) received.append(raw[index]!, raw[index + 1]!);
            const status = incoming.statusCode ?? 0;
            const body = status === 304 || status === 204 ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, headers: received }));
          });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return {
    url: `http://127.0.0.1:${port}`,
    get: (path, headers) => send(path, { method: 'GET', headers }),
    send,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
