import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { COURSE_SETTINGS_RANGE, COURSE_TEXT_MAX } from '../../../shared/courses/admin.schema';
import { LOCALES } from '../../../shared/locales';
import { TextField } from '../../components/form/fields';
import { FieldError } from '../../components/form/parts';
import { FieldFrame } from '../generic/fields/FieldFrame';
import { firstError, newVideo, type CourseDraft } from './course-form';
import { FileSlot } from './FileSlot';
import { LocalizedFields } from './LocalizedFields';
import { OrderedItems } from './OrderedItems';

/** One video: its file, an optional poster image, its length, its title and a captions track per language. */
function VideoEditor({ form, index, itemKey, errors }: { form: UseFormReturn<CourseDraft>; index: number; itemKey: string; errors: Record<string, string[]> }) {
  const { t } = useTranslation('admin-courses');
  const captionsId = useId();
  const n = index + 1;
  const durationError = firstError(errors, `videos.${index}.durationSeconds`);
  const captionErrors = Object.entries(errors).filter(([field]) => field.startsWith(`videos.${index}.captions`));
  return (
    <div className="space-y-3">
      <div className="grid gap-4 lg:grid-cols-2">
        <Controller
          control={form.control}
          name={`videos.${index}.file`}
          render={({ field }) => (
            <FileSlot id={`course-video-${itemKey}`} label={t('videos.file', { n })} kind="file" value={field.value} onChange={field.onChange} error={firstError(errors, `videos.${index}.fileId`)} />
          )}
        />
        <Controller
          control={form.control}
          name={`videos.${index}.poster`}
          render={({ field }) => (
            <FileSlot id={`course-poster-${itemKey}`} label={t('videos.poster', { n })} kind="image" value={field.value} onChange={field.onChange} error={firstError(errors, `videos.${index}.posterFileId`)} />
          )}
        />
      </div>
      <TextField
        label={t('videos.duration', { n })}
        type="number"
        inputMode="numeric"
        min={COURSE_SETTINGS_RANGE.durationSeconds[0]}
        max={COURSE_SETTINGS_RANGE.durationSeconds[1]}
        {...form.register(`videos.${index}.durationSeconds`)}
        error={durationError}
        className="max-w-48"
      />
      <LocalizedFields register={form.register} name={`videos.${index}.title`} label={t('videos.title', { n })} errors={errors} required maxLength={COURSE_TEXT_MAX.title} />
      <FieldFrame id={captionsId} label={t('videos.captions', { n })} hint={t('videos.captionsHint')} as="fieldset">
        <div className="grid gap-3 md:grid-cols-2">
          {LOCALES.map((locale) => (
            <Controller
              key={locale}
              control={form.control}
              name={`videos.${index}.captions.${locale}`}
              render={({ field }) => (
                <FileSlot
                  id={`course-captions-${itemKey}-${locale}`}
                  label={t('videos.captionTrack', { language: t(`languages.${locale.toUpperCase()}`) })}
                  kind="file"
                  upload={false}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
        {captionErrors.map(([field, messages]) => (
          <FieldError key={field} id={`${captionsId}-${field}`} error={messages[0]} />
        ))}
      </FieldFrame>
    </div>
  );
}

/** The course's training videos in the order learners see them. */
export function VideosSection({ form, errors }: { form: UseFormReturn<CourseDraft>; errors: Record<string, string[]> }) {
  return (
    <OrderedItems
      form={form}
      name="videos"
      testId="course-video"
      newItem={newVideo}
      editor={(index, itemKey) => <VideoEditor form={form} index={index} itemKey={itemKey} errors={errors} />}
    />
  );
}
