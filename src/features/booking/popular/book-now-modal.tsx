import '@/ui/overlay-styles';
import { Modal } from '@mantine/core';
import { addDays, lagosToday } from '@contract/dates';
import type { PopularRoute } from '@contract/settings';
import { SeatSearchForm } from '../search/seat-search-form';

/** Book Now on a popular route: the search form prefilled with the route, tomorrow and 1 adult. */
export function BookNowModal({ route, onClose }: { route: PopularRoute; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`Book ${route.departureTerminalName} to ${route.destinationTerminalName}`} centered size="lg">
      <SeatSearchForm
        initial={{
          from: route.departureTerminalId,
          to: route.destinationTerminalId,
          date: addDays(lagosToday(), 1),
          adults: 1,
        }}
        onProceed={onClose}
      />
    </Modal>
  );
}
