import { DomainNotFound } from '@/components/catalog/domain-not-found';
import { WikiHeader } from '@/components/lore/wiki-header';

export default function WikiNotFound() {
  return (
    <>
      <WikiHeader />
      <DomainNotFound linkLabel="Browse Domains" />
    </>
  );
}
