import { useEffect, useState } from 'react';

interface Props {
  /** What the code holds: BankID's animated payload, or "D" and a Swish request's token. */
  data: string;
  label: string;
  className?: string;
  /** Error correction: BankID's codes change every second and use L; Swish's use M. */
  level?: 'L' | 'M';
}

// A QR code drawn as an SVG image. qrcode is loaded on demand, so only the modals that show a
// code (BankID login and signing, Swish payment) carry it.
export function QrCode({ data, label, className, level = 'L' }: Props) {
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (QRCode) => {
      const svg = await QRCode.toString(data, { type: 'svg', margin: 1, errorCorrectionLevel: level });
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [data, level]);

  if (!source) return <div className={className} aria-hidden="true" />;
  return <img className={className} src={source} alt={label} width={200} height={200} data-qr-code="" />;
}
