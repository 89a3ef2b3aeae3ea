import sharp from 'sharp';

// The demo cases' files: a photo (JPEG drawn from an SVG) and a one-page PDF, the same bytes
// on every machine.

export interface DemoFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const PHOTO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
  <rect width="640" height="480" fill="#d8d2c4"/>
  <rect x="80" y="60" width="480" height="360" fill="#f4f1ea" stroke="#8a7f6a" stroke-width="8"/>
  <circle cx="320" cy="240" r="70" fill="#7a6a55" opacity="0.55"/>
  <path d="M250 200 Q320 150 390 200" stroke="#4d4337" stroke-width="10" fill="none"/>
</svg>`;

function pdfBytes(title: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function demoFiles(): Promise<Record<'photo' | 'pdf' | 'protocol', DemoFile>> {
  const photo = await sharp(Buffer.from(PHOTO_SVG)).jpeg({ quality: 70 }).toBuffer();
  return {
    photo: { fileName: 'bild-1.jpg', contentType: 'image/jpeg', bytes: photo },
    pdf: { fileName: 'underlag.pdf', contentType: 'application/pdf', bytes: pdfBytes('Hemvist - underlag') },
    protocol: {
      fileName: 'protokoll.pdf',
      contentType: 'application/pdf',
      bytes: pdfBytes('Hemvist - ronderingsprotokoll'),
    },
  };
}
