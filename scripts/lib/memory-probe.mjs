// Loaded into the server by `npm run soak` (node --import): answers the soak script's questions over the IPC channel,
// so the site's own code carries nothing for it. 'memory' → process.memoryUsage() after an optional full collection
// (the server runs with --expose-gc under the soak); 'snapshot' → a V8 heap snapshot written to the path given.
import { writeHeapSnapshot } from 'node:v8';

if (process.send) {
  process.on('message', (message) => {
    if (!message || typeof message !== 'object') return;
    if (message.type === 'memory') {
      if (message.collect && typeof globalThis.gc === 'function') globalThis.gc();
      process.send({ type: 'memory', id: message.id, usage: process.memoryUsage() });
    } else if (message.type === 'snapshot') {
      if (typeof globalThis.gc === 'function') globalThis.gc();
      process.send({ type: 'snapshot', id: message.id, path: writeHeapSnapshot(message.path) });
    }
  });
  // The channel must not keep the server alive on SIGTERM (graceful stop) once it has closed its listener.
  process.channel?.unref();
}
