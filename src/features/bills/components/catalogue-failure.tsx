import type { UseQueryResult } from '@tanstack/react-query';
import { isNoConnection } from '@/api/api-error';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { billsFailureText } from '../bills-failure';

/**
 * A catalogue list that could not be read and has nothing to show: 'No connection' with Try again,
 * or the spec's sentence ('Error fetching Discos.', 'Error fetching providers plans.' …) with the server's reason.
 */
export function CatalogueFailure({ query, message }: { query: Pick<UseQueryResult<unknown>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>; message: string }) {
  if (!query.isError || query.data !== undefined) return null;
  if (isNoConnection(query.error)) return <NoConnection onRetry={() => void query.refetch()} retrying={query.isFetching}>{billsFailureText(query.error)}</NoConnection>;
  return (
    <FailureAlert title={message} action="Try again" onAction={() => void query.refetch()}>
      {billsFailureText(query.error)}
    </FailureAlert>
  );
}
