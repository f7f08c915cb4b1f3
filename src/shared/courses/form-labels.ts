import type { FormLabels, LabelKey } from '../field-labels';

const COURSE_FIELDS = [
  'title', 'description', 'text', 'explanation', 'hours', 'passingScore', 'attemptsPerDay', 'questionsPerAttempt',
  'validityMonths', 'published', 'sort', 'fileId', 'posterFileId', 'durationSeconds', 'answers', 'captions',
] as const;

/** The course editor's labels: "Question 3: Answer 2: Text (Deutsch)", as its sections are headed. */
export const COURSE_FORM_LABELS: FormLabels = {
  fields: {
    ...Object.fromEntries(COURSE_FIELDS.map((name): [string, LabelKey] => [name, `admin-courses:fields.${name}`])),
    correct: 'admin-courses:answers.correct',
    documents: 'admin-courses:edit.sections.documents',
    videos: 'admin-courses:edit.sections.videos',
    questions: 'admin-courses:list.columns.questions',
  },
  items: {
    documents: 'admin-courses:form.place.documents',
    videos: 'admin-courses:form.place.videos',
    questions: 'admin-courses:form.place.questions',
    answers: 'admin-courses:form.place.answers',
    captions: 'admin-courses:form.captionTrack',
  },
};
