import { lazy, type ComponentType, type ReactNode } from 'react';
import type { IdsOf, RouteDef } from '../../shared/route-tables/define';
import type { AreaProps } from './area-props';

/** A route's screen: drawn from the route and its parameters. */
export type Page = ComponentType<AreaProps>;

/**
 * A section's screens by route id (its `pages.ts`, beside its `routes.ts`): one for each of the section's routes, so a
 * route without a screen, or a screen for a route the section does not declare, does not compile.
 */
export type SectionPages<Routes extends readonly RouteDef[]> = Readonly<Record<IdsOf<Routes>, Page>>;

/** A page's chunk, fetched when the page is first shown; `show` draws it from the route and its parameters. */
export function lazyPage<Module>(load: () => Promise<Module>, show: (module: Module, props: AreaProps) => ReactNode): Page {
  return lazy(() => load().then((module) => ({ default: (props: AreaProps) => show(module, props) })));
}

/**
 * Every route of a section shown by one page family (a component that switches on the route): moving between them keeps
 * it mounted (the dealer finder's map, the forms' shell).
 */
export function familyPages<const Routes extends readonly RouteDef[]>(routes: Routes, page: Page): SectionPages<Routes> {
  return Object.fromEntries(routes.map((route) => [route.id, page])) as Record<IdsOf<Routes>, Page>;
}
