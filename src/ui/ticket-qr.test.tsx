import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '@/testing/render';
import { loadQrLibrary, TicketQr } from './ticket-qr';
import { ticketQrOptions } from './ticket-qr-options';

/** A signed ticket's QR text as the server makes it: reference, key id, 103 base32 characters (contract/ticket-signature.ts). */
const SIGNED = `FRE-ABCD234567 K1 ${'MZXW6YTBOI'.repeat(10)}ABC`;

type Measured = { version: number; modules: number };

/** The QR qr-code-styling makes of `text` with these options: its version and module count (qrcode-generator inside). */
async function measure(text: string, qrOptions: object): Promise<Measured> {
  const QRCodeStyling = await loadQrLibrary();
  const qr = new QRCodeStyling({ type: 'svg', width: 240, height: 240, data: text, qrOptions });
  const modules = (qr as unknown as { _qr: { getModuleCount(): number } })._qr.getModuleCount();
  return { version: (modules - 17) / 4, modules };
}

describe('the ticket QR', () => {
  it('is a version 7 code (45×45 modules) at error correction Q in alphanumeric mode, for a signed ticket', async () => {
    expect(SIGNED).toHaveLength(121);
    expect(ticketQrOptions(SIGNED)).toEqual({ typeNumber: 0, mode: 'Alphanumeric', errorCorrectionLevel: 'Q' });
    const chosen = await measure(SIGNED, ticketQrOptions(SIGNED));
    const byte = await measure(SIGNED, { ...ticketQrOptions(SIGNED), mode: 'Byte' });
    const atM = await measure(SIGNED, { ...ticketQrOptions(SIGNED), errorCorrectionLevel: 'M' });
    const atH = await measure(SIGNED, { ...ticketQrOptions(SIGNED), errorCorrectionLevel: 'H' });
    console.log(`ticket QR: version ${chosen.version}, ${chosen.modules}×${chosen.modules} modules at Q (alphanumeric); ` +
      `byte mode: version ${byte.version}; M: version ${atM.version}; H: version ${atH.version}`);
    expect(chosen).toEqual({ version: 7, modules: 45 });
    expect(byte.version).toBe(9);
    expect(atM.version).toBe(5);
    expect(atH.version).toBe(8);
  });

  it('draws a ticket saved before signing (a reference alone) too, and names the reference', async () => {
    expect(ticketQrOptions('FRE-ABCD234567').mode).toBe('Alphanumeric');
    expect(ticketQrOptions('fre-lower').mode).toBe('Byte');
    expect((await measure('FRE-ABCD234567', ticketQrOptions('FRE-ABCD234567'))).version).toBe(1);
    renderInApp(<TicketQr value={SIGNED} />);
    const image = screen.getByRole('img', { name: 'QR code for FRE-ABCD234567' });
    expect(image.dataset.qrText).toBe(SIGNED);
    await waitFor(() => expect(image.querySelector('svg')).not.toBeNull());
  });
});
