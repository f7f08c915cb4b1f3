import { QUESTION_KINDS } from '../../content/enums';
import { relationId, sortOrder } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';
import { questionFields, questionSchema } from './questionnaires';

/**
 * Every question of every questionnaire in one list (/admin/settings/questionnaires/questions), filterable by
 * questionnaire; edited in a dialog. A questionnaire's own page edits the same rows as its ordered children.
 */
export const questionnaireQuestionsResource = {
  name: 'questionnairequestions',
  basePath: '/admin/settings/questionnaires/questions',
  routes: { list: 'admin.settings.questionnaireQuestions' },
  ns: 'admin-settings',
  title: 'questionnairequestions.title',
  singular: 'questionnairequestions.singular',
  parentPath: '/admin/settings/questionnaires',
  schema: questionSchema.extend({ questionnaireId: relationId(), sort: sortOrder() }),
  fields: [
    {
      name: 'questionnaireId',
      kind: 'relation',
      resource: 'questionnaires',
      required: true,
      label: 'questionnairequestions.fields.questionnaireId',
    },
    ...questionFields,
    { name: 'sort', kind: 'number', label: 'questionnairequestions.fields.sort' },
  ],
  columns: [
    { field: 'question', kind: 'localized', sortable: true, label: 'questionnairequestions.fields.question' },
    { field: 'questionnaireId', kind: 'relation', sortable: true, label: 'questionnairequestions.fields.questionnaireId' },
    {
      field: 'kind',
      kind: 'select',
      sortable: true,
      optionLabels: 'questionnairequestions.kinds',
      label: 'questionnairequestions.fields.kind',
    },
    { field: 'required', kind: 'boolean', sortable: true, label: 'questionnairequestions.fields.required' },
    { field: 'sort', kind: 'number', sortable: true, label: 'questionnairequestions.fields.sort' },
  ],
  labelField: 'question_EN',
  searchFields: ['question'],
  defaultSort: { field: 'questionnaireId', dir: 'asc' },
  filters: [
    {
      field: 'questionnaireId',
      kind: 'relation',
      resource: 'questionnaires',
      label: 'questionnairequestions.fields.questionnaireId',
    },
    {
      field: 'kind',
      kind: 'select',
      options: QUESTION_KINDS,
      optionLabels: 'questionnairequestions.kinds',
      label: 'questionnairequestions.fields.kind',
    },
    { field: 'required', kind: 'boolean', label: 'questionnairequestions.fields.required' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
