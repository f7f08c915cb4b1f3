import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { COURSE_SETTINGS_RANGE, COURSE_TEXT_MAX } from '../../../shared/courses/admin.schema';
import { LOCALES } from '../../../shared/locales';
import { INPUT, LABEL } from '../../components/ui/format';
import { firstError, newVideo, type CourseDraft } from './course-form';
import { FileSlot } from './FileSlot';
import { LocalizedFields } from './LocalizedFields';
import { OrderedItems } from './OrderedItems';

/** One video: its file, an optional poster image, its length, its title and a captions track per language. */
function VideoEditor({ form, index, itemKey, errors }: { form: UseFormReturn<CourseDraft>; index: number; itemKey: string; errors: Record<string, string[]> }) {
  const { t } = useTranslation('admin-courses');
  const durationId = useId();
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
      <div className="space-y-1">
        <label htmlFor={durationId} className={LABEL}>
          {t('videos.duration', { n })}
        </label>
        <input
          id={durationId}
          type="number"
          inputMode="numeric"
          min={COURSE_SETTINGS_RANGE.durationSeconds[0]}
          max={COURSE_SETTINGS_RANGE.durationSeconds[1]}
          {...form.register(`videos.${index}.durationSeconds`)}
          aria-invalid={durationError ? true : undefined}
          aria-describedby={durationError ? `${durationId}-error` : undefined}
          className={`${INPUT} max-w-48`}
        />
        {durationError && (
          <p id={`${durationId}-error`} className="text-sm text-red-700">
            {durationError}
          </p>
        )}
      </div>
      <LocalizedFields register={form.register} name={`videos.${index}.title`} label={t('videos.title', { n })} errors={errors} required maxLength={COURSE_TEXT_MAX.title} />
      <fieldset className="space-y-2 rounded border border-slate-200 p-3">
        <legend className={`${LABEL} px-1`}>{t('videos.captions', { n })}</legend>
        <p className="text-xs text-slate-600">{t('videos.captionsHint')}</p>
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
          <p key={field} className="text-sm text-red-700">
            {messages[0]}
          </p>
        ))}
      </fieldset>
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
