import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';

type QrModule = typeof import('qr-code-styling');
type QrClass = QrModule['default'];

/** qr-code-styling (~12 KB gzip) loads only with a ticket, never on the home page's first load. */
export const loadQrLibrary = (): Promise<QrClass> =>
  import('qr-code-styling').then((mod) => {
    // The package is a UMD bundle: depending on interop the class is default or default.default.
    const inner = (mod.default as unknown as { default?: QrClass }).default;
    return inner ?? mod.default;
  });

/** The booking reference as a QR code the terminal can scan; the reference in words if it cannot be drawn. */
export function TicketQr({ value, size = 220 }: { value: string; size?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadQrLibrary()
      .then((QRCodeStyling) => {
        const el = box.current;
        if (cancelled || !el) return;
        const qr = new QRCodeStyling({
          type: 'svg',
          width: size,
          height: size,
          data: value,
          margin: 8,
          // M survives a scratched phone screen and keeps the modules large enough for old scanners.
          qrOptions: { errorCorrectionLevel: 'M' },
          dotsOptions: { color: '#000000', type: 'square' },
          cornersSquareOptions: { type: 'square' },
          backgroundOptions: { color: '#ffffff' },
        });
        el.replaceChildren();
        qr.append(el);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [value, size]);

  if (failed) {
    return (
      <Text fw={700} size="xl" ta="center">
        {value}
      </Text>
    );
  }
  return <div ref={box} role="img" aria-label={`QR code for ${value}`} style={{ width: size, height: size, background: '#fff' }} />;
}
