import { createFileRoute } from '@tanstack/react-router';
import { EntryPage } from '@/features/account/auth/entry-page';

export const Route = createFileRoute('/entry')({
  component: EntryPage,
});
