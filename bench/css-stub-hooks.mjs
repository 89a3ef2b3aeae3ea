// Module hooks for running the server under plain Node (tsx) outside Vite: the app imports
// React templates whose CSS modules only Vite can load. The API under test renders no
// pages, so a CSS module becomes an object that answers every class name with itself, and
// the template registry's `import.meta.glob` (a Vite feature) finds no template chunks.
const GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*\[[\s\S]*?\]\s*\)/g;

export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) {
    return {
      format: 'module',
      shortCircuit: true,
      source: 'export default new Proxy({}, { get: (_target, name) => String(name) });',
    };
  }
  const result = await nextLoad(url, context);
  if (url.includes('/src/web/templates/') && result.source) {
    const source = String(result.source);
    if (source.includes('import.meta.glob')) return { ...result, source: source.replace(GLOB, '({})') };
  }
  return result;
}
