import { handler } from '@/lib/api/handler';
import { requireOperator } from '@/lib/auth/operator-session';
import { catalogCsvStream } from '@/lib/catalog/export';

/** Operator: the whole catalogue as a CSV file in the import format, streamed. */
export const GET = handler(async (request) => {
  await requireOperator(request);
  return new Response(catalogCsvStream(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="catalogue.csv"',
      'cache-control': 'no-store',
    },
  });
});
