import { Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Spinner } from './components/ui/Spinner';
import { SessionProvider } from './lib/session';
import { AppRouter } from './router/AppRouter';
import { TRPCProvider, type AppTrpcClient } from './trpc';

export function App({ queryClient, trpcClient }: { queryClient: QueryClient; trpcClient: AppTrpcClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Suspense fallback={<Spinner label="" />}>
          <SessionProvider>
            <AppRouter />
          </SessionProvider>
        </Suspense>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
