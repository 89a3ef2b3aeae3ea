import { inflateSync } from 'node:zlib';

// The text of a PDF drawn by agreement-pdf.ts, line by line, as a reader sees it: pdf-lib writes
// each line with one Tj of a hex string in the font's WinAnsi codes, in Flate content streams.
// Enough for the documents this portal draws, not a general PDF reader.

const WIN_ANSI_HIGH: Readonly<Record<number, string>> = { 128: '€', 150: '–', 151: '—' };

function decodeHex(hex: string): string {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  return [...bytes].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');
}

export function pdfTextLines(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    const bodyStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    from = end + 9;
    let content: string;
    try {
      content = inflateSync(raw.subarray(bodyStart, end)).toString('latin1');
    } catch {
      content = raw.subarray(bodyStart, end).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) lines.push(decodeHex(match[1] ?? ''));
  }
  return lines;
}
