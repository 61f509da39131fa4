import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { quietZone, referenceOfQr, ticketQrOptions } from './ticket-qr-options';

type QrModule = typeof import('qr-code-styling');
type QrClass = QrModule['default'];

/** qr-code-styling (~12 KB gzip) loads only with a ticket, never on the home page's first load. */
export const loadQrLibrary = (): Promise<QrClass> =>
  import('qr-code-styling').then((mod) => {
    // The package is a UMD bundle: depending on interop the class is default or default.default.
    const inner = (mod.default as unknown as { default?: QrClass }).default;
    return inner ?? mod.default;
  });

/**
 * The ticket as a QR code the terminal's scanner reads: `value` is the signed ticket's QR text
 * (`FRE-… K1 <signature>`, contract/ticket-signature.ts), or the bare reference of a ticket saved
 * before tickets were signed. Alphanumeric mode at error correction Q (ticket-qr-options.ts says
 * why). The reference in words if it cannot be drawn.
 */
export function TicketQr({ value, size = 240 }: { value: string; size?: number }) {
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
          margin: quietZone(size),
          qrOptions: ticketQrOptions(value),
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

  const reference = referenceOfQr(value);
  if (failed) {
    return (
      <Text fw={700} size="xl" ta="center">
        {reference}
      </Text>
    );
  }
  // data-qr-text: what the code holds, for tests (the page shows it as the code already).
  return <div ref={box} role="img" aria-label={`QR code for ${reference}`} data-qr-text={value} style={{ width: size, height: size, background: '#fff' }} />;
}
