import '@/ui/overlay-styles';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { widgetUrl } from '../providers';

type Props = { checkoutUrl: string; label: string; onClose: () => void };

/**
 * A provider's checkout opened over the page (spec 1 §2: the widget). It is the provider's own
 * page in an iframe; its Pay and Cancel move the whole tab to our callback route. Closing the
 * overlay first means the traveller gave up: the caller says what that means for its provider.
 */
export function WidgetOverlay({ checkoutUrl, label, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${label} checkout`}
      fullScreen={phone}
      size="lg"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': `Close ${label} checkout` }}
      styles={{ body: { padding: 0 } }}
    >
      <iframe
        src={widgetUrl(checkoutUrl)}
        title={`${label} checkout`}
        style={{ display: 'block', width: '100%', height: phone ? 'calc(100dvh - 64px)' : 'min(640px, 75dvh)', border: 0 }}
        allow="payment"
        // The checkout posts its forms, then moves the whole tab (target _top) to our callback. Real
        // providers serve it from their own origin and need scripts and their own storage there.
        // oxlint-disable-next-line react/iframe-missing-sandbox
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-top-navigation"
      />
    </Modal>
  );
}
