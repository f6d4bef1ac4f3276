import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import '../styles.css';

/** Mounts an extension page's React tree with the query client the shared generator needs. */
export function mountExtensionPage(app: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>
    </StrictMode>,
  );
}
