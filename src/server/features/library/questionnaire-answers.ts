import { and, eq } from 'drizzle-orm';
import type { QuestionnaireAnswers } from '../../../shared/enquiries/enquiry.schema';
import type { QuestionnaireQuestion } from '../../../shared/library/library.types';
import { RATING_MAX, RATING_MIN, YES_NO } from '../../../shared/library/question-kinds';
import { localizedField, type Locale } from '../../../shared/locales';
import { BRAND } from '../../../shared/settings/brand';
import type { AppDeps } from '../../deps';
import { questionnaires } from '../../db/schema';
import { validationError, type FieldErrors } from '../../errors';
import { fieldMessage } from '../../validation';
import { mailBody, referenceLine, type Lines } from '../enquiries/form-mail';
import { formText } from '../enquiries/form-texts';
import type { PreparedEnquiry } from '../enquiries/prepared';
import { questionRows, toQuestion } from './questionnaire';
import { libraryText } from './texts';

/**
 * /questionnaire's answers made ready to store through the enquiry service (kind `questionnaire`): each answer is
 * checked against its stored question (required ones answered, a yes/no, a rating of 1 to 5, one of a choice's
 * options; an answer to a question the questionnaire does not have is refused), under the form's field names
 * `answers.{questionId}`. The answers are kept in `details` with their questions' English wording, so the inbox and
 * the GDPR export read them without the questionnaire (which an admin may later change).
 */
export async function prepareQuestionnaire(deps: AppDeps, form: QuestionnaireAnswers, locale: Locale): Promise<PreparedEnquiry> {
  const [questionnaire] = await deps.db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, form.questionnaireId), eq(questionnaires.active, true)));
  if (!questionnaire) throw validationError({ questionnaireId: [fieldMessage('invalid', 'questionnaireId', locale)] });
  const rows = await questionRows(deps, questionnaire.id);
  const asked = rows.map((row) => toQuestion(row, locale));
  const english = new Map(rows.map((row) => [row.id, toQuestion(row, 'en')]));

  const errors: FieldErrors = {};
  for (const question of asked) {
    const problem = answerProblem(question, form.answers[String(question.id)] ?? '');
    if (problem) errors[`answers.${question.id}`] = [fieldMessage(problem, 'answer', locale)];
  }
  for (const key of Object.keys(form.answers)) {
    if (!english.has(Number(key))) errors[`answers.${key}`] = [fieldMessage('invalid', 'answer', locale)];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const email = form.email.toLowerCase();
  const answered = rows
    .map((row) => ({ id: row.id, kind: row.kind, question: english.get(row.id)!.text, answer: form.answers[String(row.id)] ?? '' }))
    .filter((entry) => entry.answer !== '');
  const title = (l: Locale) => localizedField(questionnaire, 'title', l);
  const lines: Lines = (l) => [
    [formText(l, 'fields.name'), form.name],
    [formText(l, 'fields.email'), email],
    [formText(l, 'fields.companyName'), form.companyName],
    ...rows.map((row): [string, string] => {
      const question = toQuestion(row, l);
      return [question.text, shownAnswer(question, form.answers[String(row.id)] ?? '', l)];
    }),
  ];
  return {
    email,
    columns: { name: form.name, company: form.companyName, message: '' },
    details: { questionnaire: { id: questionnaire.id, title: title('en') }, answers: answered },
    consents: { dealer: form.consents.dealer, marketing: form.consents.marketing },
    notice: (id, to) => ({
      to,
      subject: `[E-${id}] questionnaire: ${title('en')}, ${form.name}${form.companyName ? ` (${form.companyName})` : ''}`,
      ...mailBody([`New questionnaire answers E-${id} from the website (visitor's language: ${locale}).`], lines('en'), 'en'),
    }),
    receipt: (id, receiptLocale) => {
      const intro = [
        `${form.name},`,
        libraryText(receiptLocale, 'questionnaire.mail.thanks'),
        referenceLine(receiptLocale, id),
        formText(receiptLocale, 'mail.copy'),
      ];
      return { to: email, subject: `${libraryText(receiptLocale, 'questionnaire.mail.subject')} | ${BRAND.name}`, ...mailBody(intro, lines(receiptLocale), receiptLocale) };
    },
  };
}

/** Why an answer does not fit its question (a message key), or null when it does. */
function answerProblem(question: QuestionnaireQuestion, answer: string): 'required' | 'invalid' | null {
  if (answer === '') return question.required ? 'required' : null;
  switch (question.kind) {
    case 'yes-no':
      return (YES_NO as readonly string[]).includes(answer) ? null : 'invalid';
    case 'rating': {
      const value = Number(answer);
      return /^\d+$/.test(answer) && value >= RATING_MIN && value <= RATING_MAX ? null : 'invalid';
    }
    case 'choice':
      // Options are compared as the visitor saw them (their language); without options, a choice is answered in words.
      return question.options.length === 0 || question.options.includes(answer) ? null : 'invalid';
    case 'text':
      return null;
  }
}

/** An answer as the e-mails show it: yes/no and ratings in words of `locale`, the rest as typed. */
function shownAnswer(question: QuestionnaireQuestion, answer: string, locale: Locale): string {
  if (answer === '') return '';
  if (question.kind === 'yes-no') return formText(locale, answer === 'yes' ? 'mail.yes' : 'mail.no');
  if (question.kind === 'rating') return `${answer} / ${RATING_MAX}`;
  return answer;
}
