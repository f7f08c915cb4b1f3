import { Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Spinner } from './components/ui/Spinner';
import { KeepEarlyInput } from './lib/KeepEarlyInput';
import { SessionProvider } from './lib/session';
import { AppRouter } from './router/AppRouter';
import { TRPCProvider, type AppTrpcClient } from './trpc';

const rootRegion = () => document.getElementById('root');

export function App({ queryClient, trpcClient }: { queryClient: QueryClient; trpcClient: AppTrpcClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Suspense fallback={<Spinner label="" />}>
          {/* The frame's controls (search, newsletter); the page in <main> hydrates on its own and keeps its own. */}
          <KeepEarlyInput region={rootRegion} outside="main" />
          <SessionProvider>
            <AppRouter />
          </SessionProvider>
        </Suspense>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
