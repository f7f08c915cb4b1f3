import type { ReactNode } from 'react';
import { useFieldArray, type FieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { COURSE_LIMITS } from '../../../shared/courses/enums';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { Button } from '../../components/ui/Button';
import type { CourseDraft } from './course-form';
import { Announcer, MoveButtons, useReorder } from './MoveButtons';

type ItemsName = 'documents' | 'videos';

/**
 * The course's documents or videos in the order learners see them: each numbered, moved up or down and removed (after
 * a confirmation), a note while there are none, Add up to the course's limit, and the announcement of a move. The
 * texts are the list's own (`documents.item`, `videos.moveUp`, ...); `editor` draws one item's fields.
 */
export function OrderedItems<Name extends ItemsName>({
  form,
  name,
  testId,
  newItem,
  editor,
}: {
  form: UseFormReturn<CourseDraft>;
  name: Name;
  testId: string;
  newItem: () => FieldArray<CourseDraft, Name>;
  editor: (index: number, itemKey: string) => ReactNode;
}) {
  const { t } = useTranslation('admin-courses');
  const items = useFieldArray({ control: form.control, name });
  const reorder = useReorder();
  const count = items.fields.length;
  return (
    <div className="space-y-3">
      {count === 0 && <p className="text-sm text-slate-600">{t(`${name}.empty`)}</p>}
      <ol className="space-y-3">
        {items.fields.map((field, index) => {
          const n = index + 1;
          return (
            <li key={field.id} className="space-y-3 rounded border border-slate-200 bg-slate-50 p-3" data-testid={testId}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-navy-900">{t(`${name}.item`, { n })}</h3>
                <div className="flex items-center gap-1">
                  <MoveButtons
                    itemKey={field.id}
                    index={index}
                    count={count}
                    upLabel={t(`${name}.moveUp`, { n })}
                    downLabel={t(`${name}.moveDown`, { n })}
                    movedMessage={(to) => t('form.moved', { item: t(`${name}.item`, { n }), position: to + 1, total: count })}
                    reorder={reorder}
                    onMove={items.move}
                  />
                  <ConfirmModal trigger="trash" triggerLabel={t(`${name}.remove`, { n })} message={t(`${name}.removeMessage`, { n })} onConfirm={() => items.remove(index)} />
                </div>
              </div>
              {editor(index, field.id)}
            </li>
          );
        })}
      </ol>
      <Button look="outline" disabled={count >= COURSE_LIMITS[name]} onClick={() => items.append(newItem())}>
        {t(`${name}.add`)}
      </Button>
      <Announcer text={reorder.announcement} />
    </div>
  );
}
