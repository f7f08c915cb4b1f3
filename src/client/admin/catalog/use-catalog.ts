import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';

/**
 * Drops the console's catalogue answers after any catalogue write, so the category page, the product list and the
 * options panel never show an order, a name or a publish state from before it (they are cached for 30 s otherwise).
 */
export function useCatalogRefresh(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      // Not the links panel's answer: only its own save changes it, and a refetch would drop links being edited.
      queryClient.invalidateQueries({ queryKey: trpc.admin.catalog.category.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.catalog.categoryOptions.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.resources.products.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.resources.productoptions.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.resources.categories.list.queryKey() }),
    ]);
  };
}
