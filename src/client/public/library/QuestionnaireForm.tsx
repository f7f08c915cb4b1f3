import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import type { QuestionnairePage } from '../../../shared/library/library.types';
import { SubmitButton, TextField } from '../../components/form/fields';
import { Consents } from '../forms/kit/Consents';
import { FormSection } from '../../components/form/FormSection';
import { FormDone } from '../forms/kit/FormDone';
import { Honeypot } from '../forms/kit/Honeypot';
import { SendErrors, useSendErrors } from '../forms/kit/SendErrors';
import { useSend } from '../forms/kit/use-send';
import { QuestionField } from './QuestionField';

type Questionnaire = NonNullable<QuestionnairePage['questionnaire']>;

interface QuestionnaireValues {
  /** By `q{questionId}` (a plain number would make react-hook-form keep an array). */
  answers: Record<string, string | null | undefined>;
  name: string;
  email: string;
  companyName: string;
  terms: boolean;
  marketing: boolean;
  website: string;
}

const EMPTY: QuestionnaireValues = { answers: {}, name: '', email: '', companyName: '', terms: false, marketing: false, website: '' };

/**
 * The questionnaire's form: its questions in order, who answers, the consents (terms and privacy required), sent
 * through public.enquiries.send as kind `questionnaire` with the anti-robot fields. The server checks every answer
 * against its question; its errors show beside the fields (`answers.{id}` on the server) and in the summary on top.
 */
export function QuestionnaireForm({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('library');
  const { t: tf } = useTranslation('forms');
  const form = useForm<QuestionnaireValues>({ defaultValues: EMPTY });
  const { register, handleSubmit, reset, setFocus } = form;
  const { send, again, done, pending, error } = useSend();
  const { errors, fieldError } = useSendErrors(error);

  const onSubmit = handleSubmit(async (values) => {
    const answers: Record<string, string> = {};
    for (const question of questionnaire.questions) {
      const value = values.answers[`q${question.id}`];
      if (typeof value === 'string' && value.trim() !== '') answers[String(question.id)] = value.trim();
    }
    const sent = await send({
      kind: 'questionnaire',
      questionnaireId: questionnaire.id,
      answers,
      name: values.name,
      email: values.email,
      companyName: values.companyName,
      consents: { terms: values.terms, marketing: values.marketing },
      website: values.website,
    });
    if (sent) reset(EMPTY);
  });

  if (done) return <FormDone message={done} onAgain={again} />;

  const labels: Array<[string, string]> = [
    ...questionnaire.questions.map((question): [string, string] => [`answers.${question.id}`, question.text]),
    ['name', tf('fields.name')],
    ['email', tf('fields.email')],
    ['companyName', tf('fields.companyName')],
    ['terms', tf('consents.termsShort')],
  ];
  const pick = (name: string) => {
    const answer = /^answers\.(\d+)$/.exec(name);
    setFocus(answer ? `answers.q${answer[1]}` : (name as 'name' | 'email' | 'companyName' | 'terms'));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-6" aria-labelledby="questionnaire-title">
      <p className="text-sm text-slate-600">{tf('requiredNote')}</p>
      <SendErrors error={error} errors={errors} labels={labels} onPick={pick} />
      <FormSection title={t('questionnaire.answers')}>
        <ol className="space-y-6">
          {questionnaire.questions.map((question, index) => (
            <li key={question.id} data-question={question.id} data-kind={question.kind} className="flex gap-3">
              <span aria-hidden="true" className="mt-0.5 w-6 shrink-0 text-right font-semibold text-slate-500 tabular">
                {index + 1}.
              </span>
              <div className="min-w-0 flex-1">
                <QuestionField question={question} registration={register(`answers.q${question.id}`)} error={fieldError(`answers.${question.id}`)} />
              </div>
            </li>
          ))}
        </ol>
      </FormSection>
      <FormSection title={t('questionnaire.you')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={tf('fields.name')} autoComplete="name" aria-required="true" error={fieldError('name')} {...register('name')} />
          <TextField label={tf('fields.email')} type="email" autoComplete="email" aria-required="true" error={fieldError('email')} {...register('email')} />
          <TextField label={tf('optional', { label: tf('fields.companyName') })} autoComplete="organization" error={fieldError('companyName')} {...register('companyName')} />
        </div>
      </FormSection>
      <Honeypot registration={register('website')} />
      <Consents terms={register('terms')} marketing={register('marketing')} errors={{ terms: errors.fields.terms }} />
      <SubmitButton pending={pending}>{pending ? tf('sending') : t('questionnaire.send')}</SubmitButton>
    </form>
  );
}
