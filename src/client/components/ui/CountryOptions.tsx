import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';

/**
 * THE country list of every select a person chooses a country in (public forms, profile, returns, admin and portal
 * filters read the server's translated names the same way): Manage Countries' countries named in the reader's
 * language and in its order (public.countries; docs/decisions/0037).
 */
export function useCountryOptions() {
  const trpc = useTRPC();
  return useQuery(trpc.public.countries.queryOptions());
}
