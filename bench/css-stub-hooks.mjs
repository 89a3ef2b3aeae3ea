// Module hooks for running the server under plain Node (tsx) outside Vite: the app imports
// React templates whose CSS modules only Vite can load. The API under test renders no
// pages, so a CSS module becomes an object that answers every class name with itself, and
// Vite's `import.meta.glob` (the template registry's lazy chunks) finds no modules.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) {
    return {
      format: 'module',
      shortCircuit: true,
      source: 'export default new Proxy({}, { get: (_target, name) => String(name) });',
    };
  }
  const result = await nextLoad(url, context);
  if (result.source && url.startsWith('file:') && !url.includes('/node_modules/')) {
    const source = String(result.source);
    if (source.includes('import.meta.glob'))
      return { ...result, source: source.replaceAll('import.meta.glob', '(() => ({}))') };
  }
  return result;
}
