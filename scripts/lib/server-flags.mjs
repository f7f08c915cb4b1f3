/**
 * The V8 flags the server runs with wherever this project starts it (npm start, the browser tests' server, the
 * benchmarks), so every figure is measured the way the site runs. A first render allocates a few MB (React's
 * elements, the page's strings, the query results); with Node's default 16 MB semi-spaces much of it survives two
 * scavenges and is promoted, and full collections then land in the middle of renders. 64 MB semi-spaces took the p95
 * of a product page's first render from 15 to 12 ms on the 2-vCPU machine (docs/benchmarks.md); the cost is up to
 * 128 MB more young-generation memory.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
