import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

// The project's documents a buyer reads in flow B's documents step (booking_projects.documents:
// {id, kind, title}) rendered as a real PDF on request: a title, the project and home, and the
// paragraphs of the document's kind. Kept minimal on purpose; the booking agreement is the
// signing service's own PDF.

export interface ProjectDocumentInput {
  title: string;
  kind: string;
  stageName: string;
  objectNumber: string;
  /** The paragraphs of the document, in the site's language. */
  paragraphs: readonly string[];
  generatedAt: Date;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };

/** Drops what the standard fonts' WinAnsi encoding cannot draw (they cover å, ä, ö, æ, ø, €). */
function drawable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function projectDocumentPdf(input: ProjectDocumentInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.title);
  pdf.setProducer('Hemvist');
  pdf.setCreationDate(input.generatedAt);
  pdf.setModificationDate(input.generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, font: PDFFont, size: number, gap: number) => {
    for (const line of wrap(font, size, drawable(font, text), width)) {
      if (y < PAGE.margin + size) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.12, 0.16) });
      y -= size * 1.4;
    }
    y -= gap;
  };
  write(input.title, bold, 20, 8);
  write(`${input.stageName} · ${input.objectNumber}`, regular, 11, 16);
  for (const paragraph of input.paragraphs) write(paragraph, regular, 11, 10);
  write(input.generatedAt.toISOString().slice(0, 10), regular, 9, 0);
  return pdf.save({ useObjectStreams: false });
}
