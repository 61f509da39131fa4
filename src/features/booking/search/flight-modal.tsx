import '@/ui/overlay-styles';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useOnline } from '@/offline/network-status';
import { FLIGHT_PARTNER } from './flight-partner';

/**
 * 'Book a flight' (spec 1 §2 Home): who sells the flights and a way to their site. The partner's
 * page is framed only when a deployment configured one; offline there is nothing to open.
 */
export function FlightModal({ onClose }: { onClose: () => void }) {
  const online = useOnline();
  const { name, siteUrl, embedUrl } = FLIGHT_PARTNER;
  return (
    <Modal opened onClose={onClose} title="Book a flight" size={embedUrl && online ? 'xl' : 'md'} centered>
      <Stack gap="sm">
        <Text size="sm">
          Flights are sold and served by our travel partner, <strong>{name}</strong>. You book and pay on {name}&apos;s
          website, and your flight ticket comes from them.
        </Text>
        {online ? (
          <>
            <Button component="a" href={siteUrl} target="_blank" rel="noopener noreferrer" fullWidth>
              {`Open ${name} in a new tab`}
            </Button>
            {embedUrl ? (
              <iframe
                title={`${name} flight booking`}
                src={embedUrl}
                sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox"
                style={{ width: '100%', height: '65dvh', border: 0 }}
              />
            ) : null}
          </>
        ) : (
          <Alert color="amber" role="status" title="No connection">
            Booking a flight needs an internet connection. Connect, then open Book a flight again.
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
