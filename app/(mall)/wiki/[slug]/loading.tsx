import { WikiSkeleton } from '@/components/lore/wiki-skeleton';

export default function WikiLoading() {
  return <WikiSkeleton />;
}
