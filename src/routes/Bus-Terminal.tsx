import { createFileRoute } from '@tanstack/react-router';
import { terminalDirectoryQueryOptions } from '@/features/places/api/get-terminal-directory';
import { BusTerminalsPage } from '@/features/places/terminals/bus-terminals-page';

export const Route = createFileRoute('/Bus-Terminal')({
  loader: ({ context }) => {
    // Warm the directory (and the persisted cache); a failure shows in the page, not as a broken route.
    void context.queryClient.prefetchQuery(terminalDirectoryQueryOptions());
  },
  component: BusTerminalsPage,
});
