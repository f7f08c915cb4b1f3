import { isLocale, LOCALE_CODES, LOCALE_NAMES, type Locale } from './locales';

/**
 * The one mapping from a field's path to its label (issue 29 item 3, docs/decisions/0034-field-labels.md). Every
 * validation error names its field through it: the server's procedure inputs, services, REST endpoints and admin
 * resources, and the client's own error summaries. A label is an i18n key (`namespace:dotted.key`) of the label the
 * form shows; fields that had no label got one in the `fields` namespace.
 */
export type LabelKey = `${LabelNamespace}:${string}`;

/** The namespaces the server reads (server/locale-text.ts bundles exactly these); labels may live in any of them. */
export const LABEL_NAMESPACES = [
  'fields', 'admin', 'auth', 'profile', 'returns', 'forms', 'enquiry', 'portal-news',
  'portal-service', 'portal-trade', 'admin-courses', 'admin-service', 'admin-companies', 'admin-distributors',
  'admin-catalog', 'admin-content', 'admin-pages', 'admin-settings', 'admin-pricelists', 'admin-news', 'admin-enquiries',
  'admin-files', 'admin-users', 'library',
] as const;
export type LabelNamespace = (typeof LABEL_NAMESPACES)[number];

/** A form's own labels, by field name, checked before the site-wide ones (a resource's, the returns form's). */
export interface FormLabels {
  readonly fields: Readonly<Record<string, LabelKey>>;
  /** An array field's item label ("Item {{n}}" or "Picture", then numbered). */
  readonly items?: Readonly<Record<string, LabelKey>>;
  /** An object field whose fields are named with its label first ("Invoice address: Postcode"). */
  readonly groups?: Readonly<Record<string, LabelKey>>;
  /** Whole paths with their own label, `*` standing for an item's index: "attendees.*.name" is "Attendee 2 name". */
  readonly paths?: Readonly<Record<string, LabelKey>>;
}

const LINK_KINDS = [
  'accessory', 'part', 'probe', 'service-tool', 'compatible', 'related', 'faqs', 'caseStudies', 'downloads', 'guides',
  'standards', 'applications', 'tags',
] as const;

/** Names the audit trail's entries carry that no form has (an erasure's counts, a certificate's replacement ...). */
const AUDIT_ONLY_FIELDS = [
  'agreements', 'at', 'audit', 'certificate', 'claimant', 'companies', 'copiedFrom', 'costPence', 'count', 'created',
  'createdAt', 'dealerId', 'errors', 'gdprErasure', 'import', 'invitation_sent', 'invited', 'ip_address', 'job',
  'limitResetAt', 'password_reset_sent', 'publishedAt', 'reply', 'reviewNotes', 'revoked', 'rows', 'rule', 'sent',
  'session_revoked', 'sessions', 'skipped', 'supersededBy', 'to', 'two_factor_enabled', 'updated', 'user_agent',
  'version_id',
] as const;

/** Site-wide labels by field name: the same name means the same thing in every form of the site. */
export const SITE_FIELDS: Readonly<Record<string, LabelKey>> = {
  name: 'auth:fields.name',
  email: 'auth:fields.email',
  password: 'auth:fields.password',
  password_confirmation: 'auth:fields.passwordConfirmation',
  current_password: 'auth:fields.currentPassword',
  code: 'auth:fields.code',
  recovery_code: 'auth:fields.recoveryCode',
  title: 'profile:fields.title',
  firstName: 'profile:fields.firstName',
  lastName: 'profile:fields.lastName',
  telephone: 'profile:fields.telephone',
  companyName: 'profile:fields.companyName',
  companyEmail: 'profile:fields.companyEmail',
  companyTelephone: 'profile:fields.companyTelephone',
  companyVatNumber: 'profile:fields.companyVatNumber',
  industrySectorId: 'profile:fields.industrySector',
  address1: 'profile:fields.address1',
  address2: 'profile:fields.address2',
  address3: 'profile:fields.address3',
  town: 'profile:fields.town',
  county: 'profile:fields.county',
  postcode: 'profile:fields.postcode',
  country: 'profile:fields.country',
  countryId: 'profile:fields.country',
  contactByEmail: 'profile:contact.fields.contactByEmail',
  contactByPhone: 'profile:contact.fields.contactByPhone',
  contactByPost: 'profile:contact.fields.contactByPost',
  pleaseCall: 'profile:contact.fields.pleaseCall',
  serviceReminders: 'profile:contact.fields.serviceReminders',
  dealerSharing: 'profile:contact.fields.dealerSharing',
  marketing: 'profile:contact.fields.marketing',
  message: 'forms:fields.message',
  subject: 'portal-news:form.subject',
  body: 'portal-news:form.body',
  quantity: 'enquiry:fields.quantity',
  description: 'admin-courses:fields.description',
  passingScore: 'admin-courses:fields.passingScore',
  attemptsPerDay: 'admin-courses:fields.attemptsPerDay',
  validityMonths: 'admin-courses:fields.validityMonths',
  fileId: 'admin-courses:fields.fileId',
  file: 'admin-courses:fields.fileId',
  answers: 'admin-courses:fields.answers',
  published: 'admin-courses:fields.published',
  performedOn: 'admin-service:service.form.performedOn',
  performedBy: 'admin-service:service.form.performedBy',
  serialId: 'admin-service:service.form.serialId',
  notes: 'admin-service:service.form.notes',
  pattern: 'admin-service:checksums.fields.pattern',
  algorithm: 'admin-service:checksums.fields.algorithm',
  serialNumber: 'admin-service:serial.fields.number',
  purchaseDate: 'admin-service:serial.fields.purchaseDate',
  soldOn: 'admin-service:serial.fields.soldOn',
  soldTo: 'admin-service:serial.fields.soldTo',
  nextDueOn: 'admin-service:serial.fields.nextDue',
  status: 'admin-service:serial.fields.status',
  customer: 'admin-service:certificate.reissue.fields.customer',
  tier: 'admin-companies:fields.tier',
  pricelistId: 'admin-companies:fields.pricelistId',
  nextAuditOn: 'admin-companies:fields.nextAuditOn',
  sales: 'admin-distributors:dealers.fields.sales',
  training: 'admin-distributors:dealers.fields.training',
  repairs: 'admin-distributors:dealers.fields.repairs',
  service: 'admin-distributors:dealers.fields.service',
  itemName: 'returns:fields.item',
  repairCentreId: 'returns:fields.centre',
  vatConfirmed: 'returns:fields.vatShort',
  sendFrom: 'returns:fields.sendFrom',
  bookingType: 'returns:fields.bookingType',
  carrier: 'returns:fields.carrier',
  shippingInvoice: 'returns:fields.shippingInvoice',
  lines: 'returns:form.sections.lines',
  serial: 'admin-service:serial.fields.number',
  company_id: 'fields:companyId',
  is_eu: 'admin:countries.euMember',
  dealer_sharing: 'profile:contact.fields.dealerSharing',
  industrySector: 'profile:fields.industrySector',
  remember: 'auth:login.remember',
  consents: 'admin-enquiries:detail.consents',
  dealer: 'admin-enquiries:detailKeys.dealer',
  sector: 'admin-enquiries:detailKeys.sector',
  industries: 'admin-enquiries:detailKeys.industries',
  industryOther: 'admin-enquiries:detailKeys.industryOther',
  hearAbout: 'admin-enquiries:detailKeys.hearAbout',
  hearAboutOther: 'admin-enquiries:detailKeys.hearAboutOther',
  website: 'admin-distributors:dealers.fields.website',
  areas: 'admin-companies:fields.areas',
  currency: 'portal-trade:sales.record.currency',
  customerEmail: 'portal-trade:sales.record.customerEmail',
  reference: 'portal-trade:sales.import.reference',
  procedure: 'admin-service:service.form.procedure',
  temperatureC: 'admin-service:service.form.temperatureC',
  humidityPct: 'admin-service:service.form.humidityPct',
  references: 'admin-service:service.form.references',
  results: 'admin-service:service.form.results',
  intervalMonths: 'admin-service:service.form.intervalMonths',
  intervalOnCertificate: 'admin-service:service.form.intervalOnCertificate',
  returnId: 'admin-service:service.form.returnId',
  certificateNumber: 'admin-service:references.certificateNumber',
  parameter: 'portal-service:complete.parameter',
  unit: 'portal-service:complete.unit',
  nominal: 'portal-service:complete.nominal',
  reading: 'portal-service:complete.reading',
  tolerance: 'portal-service:complete.tolerance',
  uncertainty: 'portal-service:complete.uncertainty',
  pass: 'portal-service:complete.pass',
  summary: 'portal-service:form.summary',
  rating: 'portal-service:answers.rating',
  comment: 'portal-service:form.comment',
  note: 'admin-service:returns.actions.fields.note',
  cost: 'admin-service:returns.actions.fields.cost',
  alt: 'admin-files:file.alt',
  sort: 'admin-courses:fields.sort',
  minQuantity: 'admin-pricelists:columns.minQuantity',
  mode: 'admin-pricelists:import.mode',
  roles: 'admin-news:editor.roles',
  publishUntil: 'admin-news:editor.publishUntil',
  // Every list's search term (shared/list/query.ts) is `q`: the search box's label.
  q: 'fields:search',
  // The product links panel's lists, by their headings.
  ...Object.fromEntries(LINK_KINDS.map((kind): [string, LabelKey] => [kind, `admin-catalog:links.kinds.${kind}`])),
  // Fields only the audit trail shows (issue 30 item 18), labelled where the trail's words live.
  ...Object.fromEntries(AUDIT_ONLY_FIELDS.map((field): [string, LabelKey] => [field, `admin:audit.fields.${field}`])),
};

/** Every other field name: its label in the `fields` namespace, under the name itself (a unit test holds them equal). */
export const OWN_LABELS = [
  'id', 'action', 'active', 'agreementId', 'answer', 'answerHours', 'assignedTo', 'attemptId', 'auditId', 'audit_log',
  'auditedOn', 'auditorName', 'audience', 'category', 'categoryId', 'company', 'companyId', 'companyIds', 'confirm',
  'contactName', 'courseId', 'csv', 'customerName', 'data', 'decision', 'details', 'direction', 'disabled',
  'documentId', 'done', 'download_log', 'dueOn', 'endsAt', 'enquiryId', 'enrolmentId', 'family', 'form', 'gdpr_log',
  'ids', 'invoiceAddress', 'kind', 'links', 'list', 'locale', 'modelCode', 'number', 'optionId', 'outbox', 'outcome',
  'owner', 'parentId', 'positionSeconds', 'privacy', 'productId', 'prospectCompany', 'publishFrom', 'questionnaireId',
  'reason', 'receivedOn', 'releasedOn', 'reminderHours', 'reviewScore', 'role', 'serials', 'session_id', 'slug',
  'startsAt', 'terms', 'threshold', 'ticket', 'token', 'toolId', 'type', 'unitPrice', 'userId', 'value', 'version',
  'versionId', 'videoId', 'website_log', 'attendees', 'completed', 'questionId', 'answerIds', 'all', 'query',
  'search', 'filters', 'dir', 'again', 'release_notes', 'agreementIds', 'containerId',
] as const;

/** Array fields' item labels site-wide. */
export const SITE_ITEMS: Readonly<Record<string, LabelKey>> = {
  lines: 'returns:form.item',
};

/** The label of a field no mapping names (the walking test keeps every form's fields out of it). */
export const FALLBACK_LABEL: LabelKey = 'fields:compose.input';

/**
 * What a label is built from: the field's key, the items and groups it sits in (outermost first, an item with its
 * number), its language, and `n` when the path names an item itself ("lines.2" is "Item 3").
 */
export interface LabelParts {
  key: LabelKey;
  items: Array<{ key: LabelKey; n?: number }>;
  language?: Locale;
  n?: number;
}

const LOCALIZED = new RegExp(`^(.+)_(${LOCALE_CODES.join('|')})$`);
const isIndex = (segment: PropertyKey) => typeof segment === 'number' || /^\d+$/.test(String(segment));

/** The site-wide label key of a field name, or undefined when none is declared. */
export function siteLabelKey(name: string): LabelKey | undefined {
  return SITE_FIELDS[name] ?? ((OWN_LABELS as readonly string[]).includes(name) ? `fields:${name}` : undefined);
}

/**
 * The parts of a path's label: "lines.2.quantity" is the quantity of item 3 of lines, "question_DE" and
 * "translations.de.question" the question in German. A form's own labels win over the site-wide ones.
 */
export function labelParts(path: readonly PropertyKey[], form?: FormLabels): LabelParts {
  const whole = form?.paths?.[path.map((segment) => (isIndex(segment) ? '*' : String(segment))).join('.')];
  if (whole) {
    const index = [...path].reverse().find(isIndex);
    return { key: whole, items: [], ...(index === undefined ? {} : { n: Number(index) + 1 }) };
  }
  const items: LabelParts['items'] = [];
  // "translations.de.question": the language holds for what follows; "question_DE": for that field only.
  let pathLanguage: Locale | undefined;
  let language: Locale | undefined;
  let field: string | undefined;
  path.forEach((segment, index) => {
    const text = String(segment);
    if (isIndex(segment)) {
      // An item without its own label is named by its list's: "Answers 2".
      const parent = field ?? '';
      items.push({ key: form?.items?.[parent] ?? SITE_ITEMS[parent] ?? labelKeyOf(parent, form), n: Number(text) + 1 });
      return;
    }
    if (index > 0 && isLocale(text)) {
      pathLanguage = language = text;
      return;
    }
    const localized = LOCALIZED.exec(text);
    if (localized && !form?.fields[text] && !SITE_FIELDS[text]) {
      field = localized[1]!;
      language = localized[2]!.toLowerCase() as Locale;
      return;
    }
    const group = form?.groups?.[text];
    if (group) items.push({ key: group });
    field = text;
    language = pathLanguage;
  });
  const last = path[path.length - 1];
  if (last !== undefined && isIndex(last) && items.length > 0) {
    const item = items.pop()!;
    return { key: item.key, n: item.n, items, language };
  }
  if (last !== undefined && form?.groups?.[String(last)]) items.pop();
  return { key: labelKeyOf(field ?? '', form), items, language };
}

function labelKeyOf(field: string, form?: FormLabels): LabelKey {
  return form?.fields[field] ?? siteLabelKey(field) ?? FALLBACK_LABEL;
}

/** How a side (the server's bundles, the client's i18next) reads a label key in the visitor's language. */
export interface LabelTexts {
  /** The text with `values` filled in. */
  text(key: LabelKey, values?: Record<string, string | number>): string;
  /** Whether the label carries its own number ("Item {{n}}"), or is numbered after it ("Picture 2"). */
  numbers(key: LabelKey): boolean;
}

/**
 * A field's name as the visitor reads it: "Item 3: Quantity", "Question (Deutsch)", "Invoice address: Postcode". The
 * server's validation messages and the forms' own error summaries both build it here.
 */
export function fieldNameOf(path: readonly PropertyKey[], texts: LabelTexts, form?: FormLabels): string {
  const numbered = (key: LabelKey, n: number | undefined) => {
    if (n === undefined) return texts.text(key);
    if (texts.numbers(key)) return texts.text(key, { n });
    return texts.text('fields:compose.numbered', { label: texts.text(key), n });
  };
  const parts = labelParts(path, form);
  let name = numbered(parts.key, parts.n);
  if (parts.language) {
    name = texts.text('fields:compose.inLanguage', { field: name, language: LOCALE_NAMES[parts.language] });
  }
  for (const item of [...parts.items].reverse()) {
    name = texts.text('fields:compose.item', { item: numbered(item.key, item.n), field: name });
  }
  return name;
}
