import { DomainNotFound } from '@/components/catalog/domain-not-found';

export default function DomainsNotFound() {
  return <DomainNotFound linkLabel="Back to Domains" />;
}
