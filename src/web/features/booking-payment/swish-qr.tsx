import { useEffect, useState } from 'react';

// The Swish QR code of an m-commerce request ("D" + its token, as the Swish app reads it), drawn
// by qrcode loaded on demand, so pages without the payment modal never carry it.
export function SwishQr({ token, label, className }: { token: string; label: string; className?: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (QRCode) => {
      const svg = await QRCode.toString(`D${token}`, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [token]);
  if (!source) return <div className={className} aria-hidden="true" />;
  return <img className={className} src={source} alt={label} width={200} height={200} data-swish-qr="" />;
}
