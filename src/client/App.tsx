import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Spinner } from './components/ui/Spinner';
import { SessionProvider } from './lib/session';
import { AppRouter } from './router/AppRouter';
import { createQueryClient, createTrpcClient, TRPCProvider } from './trpc';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
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
