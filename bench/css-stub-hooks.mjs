// Module hooks for running the server under plain Node (tsx) outside Vite: the app imports
// React templates whose CSS modules only Vite can load. The API under test renders no
// pages, so a CSS module becomes an object that answers every class name with itself.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) {
    return {
      format: 'module',
      shortCircuit: true,
      source: 'export default new Proxy({}, { get: (_target, name) => String(name) });',
    };
  }
  return nextLoad(url, context);
}
