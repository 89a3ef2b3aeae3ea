import { useEffect, useState } from 'react';

// The animated BankID QR code (a copy of the login feature's: features do not share code; it
// moves to ui/ when a third feature needs it). qrcode loads on demand.
export function QrCode({ data, label, className }: { data: string; label: string; className?: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (QRCode) => {
      const svg = await QRCode.toString(data, { type: 'svg', margin: 1, errorCorrectionLevel: 'L' });
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [data]);
  if (!source) return <div className={className} aria-hidden="true" />;
  return <img className={className} src={source} alt={label} width={200} height={200} data-qr-code="" />;
}
