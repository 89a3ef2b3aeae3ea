import { useEffect, useState } from 'react';

interface Props {
  data: string;
  label: string;
  className?: string;
}

// The animated BankID QR code: the payload changes every second and each one is drawn again.
// qrcode is loaded on demand so pages without a login do not carry it.
export function QrCode({ data, label, className }: Props) {
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
