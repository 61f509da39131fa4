import { createFileRoute } from '@tanstack/react-router';
import { DataCollectionPage } from '@/features/content/components/data-collection-page';

export const Route = createFileRoute('/data-collection')({
  component: DataCollectionPage,
});
