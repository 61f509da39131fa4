import { Modal, Text } from '@mantine/core';
import { FLIGHT_PARTNER_URL } from './flight-partner';

// Until the partner's address is known, the frame shows this note instead of a blank page.
const PLACEHOLDER = `<!doctype html><meta charset="utf-8"><body style="font:16px system-ui,sans-serif;padding:16px;color:#333">
<p>Our flight-booking partner's page opens here.</p></body>`;

/** 'Book a flight': the partner's booking page in a frame (spec 1 §2 Home). */
export function FlightModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Book a flight" size="xl" centered>
      <Text size="sm" c="dimmed" mb="sm">Flights are sold and served by our partner.</Text>
      <iframe
        title="Flight booking partner"
        src={FLIGHT_PARTNER_URL || undefined}
        srcDoc={FLIGHT_PARTNER_URL ? undefined : PLACEHOLDER}
        sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox"
        style={{ width: '100%', height: '70dvh', border: 0 }}
      />
    </Modal>
  );
}
