import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TICKET_QR_SIZE } from '@contract/ticket-first';
import { Text } from '@mantine/core';
import { drawingKey, keepDrawing, keptDrawing } from './qr-drawings';
import { takeTicketFirst } from './ticket-first';
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

export { TICKET_QR_SIZE };

/** The QR code of `value` drawn by qr-code-styling, as SVG markup. */
async function drawQr(value: string, size: number): Promise<string> {
  const QRCodeStyling = await loadQrLibrary();
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
  const blob = await qr.getRawData('svg');
  if (!(blob instanceof Blob)) throw new Error('qr-code-styling drew nothing');
  // The file's XML declaration has no place inside a page.
  return (await blob.text()).replace(/^<\?xml[^>]*\?>\s*/, '');
}

/** The drawing of `value`: the one kept on the phone, else drawn now and kept. */
async function keptOrDrawn(value: string, size: number): Promise<string> {
  const kept = await keptDrawing(value, size);
  if (kept) return kept;
  const markup = await drawQr(value, size);
  void keepDrawing(value, size, markup);
  return markup;
}

/**
 * Each code's drawing, asked for once per page: booking status prepares it while the Bus Ticket
 * may be showing it already, and the ticket is opened and closed again and again.
 */
const drawings = new Map<string, Promise<string>>();
function drawingOf(value: string, size: number): Promise<string> {
  const key = drawingKey(value, size);
  let drawing = drawings.get(key);
  if (!drawing) {
    drawing = keptOrDrawn(value, size);
    // A failure (the library not loaded) is tried again next time.
    drawing.catch(() => drawings.delete(key));
    drawings.set(key, drawing);
  }
  return drawing;
}

/**
 * Draws a ticket's QR code ahead of need and keeps it, so the ticket opens at the gate, from a
 * cold start and with no signal, without drawing it then. Never rejects.
 */
export function prepareTicketQr(value: string, size = TICKET_QR_SIZE): Promise<void> {
  return drawingOf(value, size).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The ticket as a QR code the terminal's scanner reads: `value` is the signed ticket's QR text
 * (`FRE-… K1 <signature>`, contract/ticket-signature.ts), or the bare reference of a ticket saved
 * before tickets were signed. Alphanumeric mode at error correction Q (ticket-qr-options.ts says
 * why). The reference in words if it cannot be drawn.
 */
export function TicketQr({ value, size = TICKET_QR_SIZE }: { value: string; size?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  // From a cold start the page's early dialog may show this code already (contract/ticket-first.ts): its drawing moves here before the frame.
  useLayoutEffect(() => {
    const early = takeTicketFirst(value);
    if (early && box.current) box.current.innerHTML = early;
  }, [value]);

  useEffect(() => {
    let cancelled = false;
    drawingOf(value, size)
      .then((markup) => {
        const el = box.current;
        // Markup this app drew itself (qr-code-styling), from the phone's own storage.
        if (!cancelled && el) el.innerHTML = markup;
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
