import { useTranslation } from '../../lib/i18n-react';
import { Badge } from '../../components/ui/Badge';

/** Published or draft: a symbol and a word as well as a colour. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('admin-courses');
  return (
    <Badge tone={published ? 'green' : 'slate'} symbol={published ? '●' : '○'}>
      {published ? t('status.published') : t('status.draft')}
    </Badge>
  );
}
