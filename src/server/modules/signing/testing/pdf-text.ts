import { inflateSync } from 'node:zlib';

// The text of a PDF drawn by agreement-pdf.ts, line by line, as a reader sees it: pdf-lib writes
// each line with one Tj of a hex string of glyph ids in an embedded font (Identity-H), whose
// ToUnicode map tells the letters; the page picks the font with Tf. Objects are written without
// object streams (save({ useObjectStreams: false })). Enough for the documents this portal draws,
// not a general PDF reader.

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objectsOf(raw: Buffer): Map<number, PdfObject> {
  const text = raw.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dataStart = streamAt + (body[streamAt + 6] === '\r' ? 8 : 7);
    const dataEnd = body.lastIndexOf('endstream');
    const data = Buffer.from(body.slice(dataStart, dataEnd), 'latin1');
    let stream: Buffer;
    try {
      stream = inflateSync(data);
    } catch {
      stream = data;
    }
    objects.set(Number(match[1]), { dict: body.slice(0, streamAt), stream });
  }
  return objects;
}

/** glyph id (4 hex digits) → text, from a ToUnicode CMap's bfchar and bfrange entries. */
function toUnicodeOf(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const entry of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((entry[1] ?? '').toUpperCase(), utf16(entry[2] ?? ''));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const entry of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const from = Number.parseInt(entry[1] ?? '0', 16);
      const to = Number.parseInt(entry[2] ?? '0', 16);
      const first = Number.parseInt(entry[3] ?? '0', 16);
      for (let id = from; id <= to; id++)
        map.set(id.toString(16).toUpperCase().padStart(4, '0'), String.fromCodePoint(first + id - from));
    }
  return map;
}

export function pdfTextLines(bytes: Uint8Array): string[] {
  const objects = objectsOf(Buffer.from(bytes));
  // Each page's font names, to the text maps of their fonts.
  const mapsOfFont = new Map<number, Map<string, string>>();
  const mapOfFontObject = (ref: number) => {
    let map = mapsOfFont.get(ref);
    if (!map) {
      const toUnicode = objects.get(ref)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream?.toString('latin1') : undefined;
      map = cmap ? toUnicodeOf(cmap) : new Map();
      mapsOfFont.set(ref, map);
    }
    return map;
  };
  const fontsByName = new Map<string, Map<string, string>>();
  for (const object of objects.values()) {
    const fonts = object.dict.match(/\/Font\s*<<([\s\S]*?)>>/)?.[1];
    if (!fonts || !/\/Type \/Page\b/.test(object.dict)) continue;
    for (const entry of fonts.matchAll(/\/([^\s/<>]+)\s+(\d+) 0 R/g))
      fontsByName.set(entry[1] ?? '', mapOfFontObject(Number(entry[2])));
  }

  const lines: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || /\/(Length1|Subtype \/XML)/.test(object.dict)) continue;
    const content = object.stream.toString('latin1');
    if (!content.includes(' Tj')) continue;
    let map: Map<string, string> | undefined;
    for (const op of content.matchAll(/\/([^\s/<>]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
      if (op[1] !== undefined) {
        map = fontsByName.get(op[1]);
        continue;
      }
      const hex = (op[2] ?? '').replace(/\s+/g, '').toUpperCase();
      const glyphs = hex.match(/.{4}/g) ?? [];
      lines.push(glyphs.map((glyph) => map?.get(glyph) ?? '?').join(''));
    }
  }
  return lines;
}
