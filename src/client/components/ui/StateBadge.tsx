import { useTranslation } from '../../lib/i18n-react';
import { Badge, type BadgeLook } from './Badge';

/**
 * How one domain's states are shown (a return's status, a certificate's state, a lead's status ...): each state's
 * look, or null for a state that shows no badge (an instrument that is not due), and where its word is translated:
 * `${prefix}.${state}` in the namespace `ns`. The record names every state, so a new one does not compile without
 * its look.
 */
export interface StateBadges<State extends string> {
  ns: string;
  prefix: string;
  looks: Readonly<Record<State, BadgeLook | null>>;
}

function isState<State extends string>(of: StateBadges<State>, value: unknown): value is State {
  return typeof value === 'string' && Object.hasOwn(of.looks, value);
}

/**
 * A state as a badge, the same in every face (issue 29 item 7): its colour, its symbol and its word in the reader's
 * language, with `data-state` naming it for tests. It takes what a list row holds as it is: a value that is not one
 * of the states shows nothing.
 */
export function StateBadge<State extends string>({ of, state, className }: { of: StateBadges<State>; state: unknown; className?: string }) {
  const { t } = useTranslation(of.ns);
  const look = isState(of, state) ? of.looks[state] : null;
  if (!look) return null;
  return (
    <Badge {...look} className={className} data-state={String(state)}>
      {t(`${of.prefix}.${String(state)}`)}
    </Badge>
  );
}
