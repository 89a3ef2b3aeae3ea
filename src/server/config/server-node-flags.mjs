// Node flags the server runs with (`npm start`, the benchmarks). A server render makes many
// short-lived objects; with V8's default 16 MB young generation they were collected so often
// that garbage collection took a quarter of an uncached start page's time. A 64 MB one is
// collected about eight times less often, at ~100 MB more memory (docs/performance.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
