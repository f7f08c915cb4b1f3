import { Waiting, type LoadingQuery } from '../components/ui/Loaded';

/**
 * A public page whose data is not there yet (a server-rendered page has it already; after a navigation it loads):
 * Loaded's spinner, or its failure with Try again, in the page's width. The page draws itself once the data is there,
 * and its not-found page where the server answered that there is no such page (null).
 */
export function LoadingPage({ query }: { query: LoadingQuery<unknown> }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Waiting query={query} />
    </div>
  );
}
