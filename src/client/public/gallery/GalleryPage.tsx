import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { NotFoundPage } from '../NotFoundPage';
import { LazyGalleryView } from './lazy';
import { parseGalleryId } from './slider-layout';

/**
 * /gallery/{id} (route id 'gallery' in shared/routes.ts): a loading indicator, then the gallery (SPEC.md sections 2
 * and 4). The original showed nothing for a failed request; an unknown or malformed id now shows the not-found page.
 */
export function GalleryPage({ id: rawId }: { id: string | undefined }) {
  const { t } = useTranslation('gallery');
  const trpc = useTRPC();
  const id = parseGalleryId(rawId);
  const gallery = useQuery({ ...trpc.public.content.gallery.queryOptions({ id: id ?? 1 }), enabled: id !== null });
  if (id === null || gallery.isError) return <NotFoundPage />;
  const loader = <Spinner label={t('loading')} />;
  if (gallery.isPending) return loader;
  return (
    <Suspense fallback={loader}>
      <LazyGalleryView gallery={gallery.data} />
    </Suspense>
  );
}
