import { NotFoundPanel } from '@/components/errors/not-found-panel';

/** /checkout/{slug} for a name the catalogue does not have: a 404 with the way back. */
export default function CheckoutDomainNotFound() {
  return (
    <NotFoundPanel
      title="Domain Not Found"
      message="This domain doesn't exist in our vault."
      backHref="/marketplace"
      backLabel="Back to Marketplace"
    />
  );
}
