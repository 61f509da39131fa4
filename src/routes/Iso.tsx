import { createFileRoute } from '@tanstack/react-router';
import { IsoPage } from '@/features/content/components/iso-page';

export const Route = createFileRoute('/Iso')({
  component: IsoPage,
});
