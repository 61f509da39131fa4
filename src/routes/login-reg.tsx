import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '@/ui/planned-page';

export const Route = createFileRoute('/login-reg')({
  component: () => <PlannedPage title="Personalise your profile" />,
});
