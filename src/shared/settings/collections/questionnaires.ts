import { z } from 'zod';
import { QUESTION_KINDS } from '../../content/enums';
import { flag, localized } from '../../collections/fields';
import { accessFor, type FieldDef, type ResourceDef } from '../../collections/types';

/** One question as the questionnaire's edit page holds it (its position is its order). */
export const questionSchema = z.object({
  ...localized('question', { max: 500 }),
  kind: z.enum(QUESTION_KINDS).default('text'),
  required: flag(false),
});

/** A question's inputs: in the questionnaire's ordered children and in the list of every question alike. */
export const questionFields = [
  { name: 'question', kind: 'localized', required: true, multiline: true, label: 'questionnairequestions.fields.question' },
  { name: 'kind', kind: 'select', options: QUESTION_KINDS, optionLabels: 'questionnairequestions.kinds', required: true, label: 'questionnairequestions.fields.kind' },
  { name: 'required', kind: 'boolean', label: 'questionnairequestions.fields.required' },
] as const satisfies readonly FieldDef[];

/** Customer questionnaires (/questionnaire) with their ordered questions. */
export const questionnairesResource = {
  name: 'questionnaires',
  basePath: '/admin/settings/questionnaires',
  routes: { list: 'admin.settings.questionnaires', edit: 'admin.settings.questionnaire' },
  ns: 'admin-settings',
  title: 'questionnaires.title',
  singular: 'questionnaires.singular',
  parentPath: '/admin/settings',
  schema: z.object({
    ...localized('title', { max: 200 }),
    active: flag(true),
    questions: z.array(questionSchema).max(100).default([]),
  }),
  fields: [
    { name: 'title', kind: 'localized', required: true, label: 'questionnaires.fields.title' },
    { name: 'active', kind: 'boolean', label: 'questionnaires.fields.active' },
    { name: 'questions', kind: 'children', label: 'questionnaires.fields.questions', itemLabel: 'questionnaires.question', fields: questionFields },
  ],
  columns: [
    { field: 'title', kind: 'localized', sortable: true, label: 'questionnaires.fields.title' },
    { field: 'active', kind: 'boolean', sortable: true, label: 'questionnaires.fields.active' },
  ],
  labelField: 'title_EN',
  searchFields: ['title'],
  defaultSort: { field: 'title', dir: 'asc' },
  filters: [{ field: 'active', kind: 'boolean', label: 'questionnaires.fields.active' }],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
