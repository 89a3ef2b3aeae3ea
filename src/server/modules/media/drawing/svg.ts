// Tiny helpers for writing SVG as strings; numbers are rounded so the markup stays small.

export const VIEW_WIDTH = 1200;
export const VIEW_HEIGHT = 800;

export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

export function rect(x: number, y: number, width: number, height: number, attributes = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" ${attributes}/>`;
}

export function polygon(list: readonly (readonly [number, number])[], attributes = ''): string {
  return `<polygon points="${points(list)}" ${attributes}/>`;
}

export function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A complete SVG document of the given pixel size over the fixed 3:2 view box. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}
