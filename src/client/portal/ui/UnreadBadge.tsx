import { Badge } from '../../components/ui/Badge';

/** The "new" marker of an unread item: a dot to the eye, the word to everybody. */
export function UnreadBadge({ label }: { label: string }) {
  return (
    <Badge tone="amber" symbol="●" data-testid="unread-badge">
      {label}
    </Badge>
  );
}
