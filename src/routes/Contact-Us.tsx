import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/forms/feedback/contact-page';

export const Route = createFileRoute('/Contact-Us')({
  component: ContactPage,
});
