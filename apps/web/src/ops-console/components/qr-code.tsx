// A QR code of a text (an authenticator's otpauth:// address), drawn as SVG by the qrcode package, which
// loads with the enrolment step only.
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../components/skeleton';

export function QrCode({ text, label, size = 208 }: { text: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (drawn) => live && setSvg(drawn),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [text]);
  if (failed) return null;
  if (!svg) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      sx={{ display: 'block', bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: '8px' }}
    />
  );
}
