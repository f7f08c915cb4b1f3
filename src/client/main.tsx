import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchFirstPage } from './boot/prefetch';
import { initI18n } from './i18n';
import { createQueryClient, createTrpcClient } from './trpc';
import './styles.css';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
// The first page's data travels while the translations load (boot/prefetch.ts).
prefetchFirstPage(queryClient, trpcClient);
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} trpcClient={trpcClient} />
    </StrictMode>,
  );
});
