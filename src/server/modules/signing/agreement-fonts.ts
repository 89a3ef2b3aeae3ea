import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The agreement's typeface (issue 35 item 10): DejaVu Sans, embedded and subset, carries every
// letter of the four languages and of the names people have (Sámi ŋ đ č, Polish ł, Hungarian ő,
// Czech ř …), where the standard Helvetica of a PDF prints "?" outside WinAnsi. The subsets get
// fixed names (a tag per use) so the same agreement renders to the same bytes.

const require = createRequire(import.meta.url);

interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  /** For asking which letters the font has. */
  glyphs: { hasGlyphForCodePoint(codePoint: number): boolean };
}

let files: FontFiles | undefined;

function fontFiles(): FontFiles {
  if (!files) {
    const regular = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
    const bold = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
    files = { regular, bold, glyphs: fontkit.create(regular) as FontFiles['glyphs'] };
  }
  return files;
}

/** Whether the agreement's typeface can draw the letter. */
export function hasLetter(char: string): boolean {
  return fontFiles().glyphs.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
}

/** The regular and bold faces embedded into `pdf`; `tag` names this use's subsets (6 capitals). */
export async function embedAgreementFonts(
  pdf: PDFDocument,
  tag: string,
): Promise<{ font: PDFFont; bold: PDFFont }> {
  const { regular, bold } = fontFiles();
  pdf.registerFontkit(fontkit);
  return {
    font: await pdf.embedFont(regular, { subset: true, customName: `${tag}+DejaVuSans` }),
    bold: await pdf.embedFont(bold, { subset: true, customName: `${tag}+DejaVuSans-Bold` }),
  };
}
