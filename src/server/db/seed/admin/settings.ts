import type { QUESTION_KINDS } from '../../../../shared/content/enums';
import type { Database } from '../../client';
import {
  auditQuestions,
  commCodes,
  industrySectors,
  languages,
  pricelists,
  questionnaireQuestions,
  questionnaires,
  standards,
} from '../../schema';
import { loc, t, type T6 } from '../content/i18n';

/**
 * Demo records of the /admin/settings reference data. Tags and applications are seeded with the public content
 * (seed/content.ts). Some records leave ES/NL/PT empty on purpose: the missing-translation report shows them.
 */

const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'de', name: 'German', nativeName: 'Deutsch' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português' },
] as const;

const PRICELISTS = [
  { name: 'UK trade 2025', currency: 'GBP', validFrom: new Date('2025-01-01T00:00:00Z'), active: true },
  { name: 'European distributors 2025', currency: 'EUR', validFrom: new Date('2025-01-01T00:00:00Z'), active: true },
  { name: 'Americas distributors 2025', currency: 'USD', validFrom: new Date('2025-02-01T00:00:00Z'), active: true },
  { name: 'Service partners 2025', currency: 'EUR', validFrom: new Date('2025-04-01T00:00:00Z'), active: true },
  { name: 'European distributors 2024', currency: 'EUR', validFrom: new Date('2024-01-01T00:00:00Z'), active: false },
] as const;

const SECTORS: readonly T6[] = [
  t('Oil and gas pipelines', 'Öl- und Gaspipelines', 'Oleoductos y gasoductos', 'Pipelines de pétrole et de gaz', 'Olie- en gaspijpleidingen', 'Oleodutos e gasodutos'),
  t('Water and wastewater', 'Wasser und Abwasser', 'Agua y aguas residuales', 'Eau et eaux usées', 'Water en afvalwater', 'Água e águas residuais'),
  t('Power generation and distribution', 'Energieerzeugung und -verteilung', 'Generación y distribución de energía', 'Production et distribution d’énergie', 'Energieopwekking en -distributie', 'Produção e distribuição de energia'),
  t('Chemical and process plants', 'Chemie- und Prozessanlagen', 'Plantas químicas y de proceso', 'Usines chimiques et de process', 'Chemische en procesinstallaties', 'Instalações químicas e de processo'),
  t('Marine and offshore', 'Schifffahrt und Offshore', 'Naval y offshore', 'Marine et offshore', 'Scheepvaart en offshore', 'Naval e offshore'),
  t('Tank lining and storage', 'Tankauskleidung und Lagerung', 'Revestimiento de tanques y almacenamiento', 'Revêtement de cuves et stockage', 'Tankbekleding en opslag', 'Revestimento de tanques e armazenamento'),
  t('Roofing and civil engineering', 'Dachbau und Tiefbau', 'Cubiertas e ingeniería civil', 'Toiture et génie civil', 'Dakbouw en civiele techniek', 'Coberturas e engenharia civil'),
];

const AUDIT_QUESTIONS: ReadonlyArray<{ category: string; question: T6 }> = [
  {
    category: 'Premises',
    question: t(
      'Is there a dry, lockable area where customer instruments are stored before and after service?',
      'Gibt es einen trockenen, abschließbaren Bereich, in dem Kundengeräte vor und nach dem Service gelagert werden?',
      '¿Existe una zona seca y con llave donde se guardan los equipos de los clientes antes y después del servicio?',
      'Existe-t-il une zone sèche et fermée à clé où les instruments des clients sont stockés avant et après l’entretien ?',
      'Is er een droge, afsluitbare ruimte waar klantinstrumenten voor en na onderhoud worden bewaard?',
      'Existe uma área seca e fechada à chave onde os instrumentos dos clientes são guardados antes e depois da assistência?',
    ),
  },
  {
    category: 'Premises',
    question: t(
      'Is the high-voltage test bench fenced off and marked as EN 50191 requires?',
      'Ist der Hochspannungsprüfplatz nach EN 50191 abgegrenzt und gekennzeichnet?',
      '¿Está el banco de pruebas de alta tensión vallado y señalizado según exige la EN 50191?',
      'Le banc d’essai haute tension est-il clôturé et signalé comme l’exige la norme EN 50191 ?',
      'Is de hoogspanningstestbank afgeschermd en gemarkeerd zoals EN 50191 vereist?',
      'A bancada de ensaio de alta tensão está vedada e sinalizada como exige a EN 50191?',
    ),
  },
  {
    category: 'Training',
    question: t(
      'Has at least one technician completed Voltara service training in the last two years?',
      'Hat mindestens ein Techniker in den letzten zwei Jahren die Voltara-Serviceschulung abgeschlossen?',
      '¿Ha completado al menos un técnico la formación de servicio de Voltara en los últimos dos años?',
      'Au moins un technicien a-t-il suivi la formation de service Voltara au cours des deux dernières années ?',
      'Heeft ten minste één technicus de afgelopen twee jaar de Voltara-servicetraining gevolgd?',
      'Pelo menos um técnico concluiu a formação de assistência Voltara nos últimos dois anos?',
    ),
  },
  {
    category: 'Equipment',
    question: t(
      'Is the reference voltmeter used for calibration checks within its calibration date?',
      'Ist das für Kalibrierprüfungen verwendete Referenzvoltmeter innerhalb seines Kalibrierdatums?',
      '',
      'Le voltmètre de référence utilisé pour les contrôles d’étalonnage est-il dans sa période de validité ?',
      '',
      '',
    ),
  },
  {
    category: 'Equipment',
    question: t(
      'Is a demonstration holiday detector and spark tester available to show customers?',
      'Steht ein Vorführgerät (Porenprüfgerät und Funkenprüfer) für Kunden zur Verfügung?',
      '¿Hay un detector de poros y un probador de chispa de demostración disponibles para los clientes?',
      'Un détecteur de porosité et un testeur à étincelles de démonstration sont-ils disponibles pour les clients ?',
      'Is er een demonstratie-porositeitsdetector en vonktester beschikbaar voor klanten?',
      'Existe um detetor de porosidade e um testador de faísca de demonstração disponíveis para os clientes?',
    ),
  },
  {
    category: 'Sales',
    question: t(
      'Are current Voltara brochures and price lists used in quotations?',
      'Werden in Angeboten aktuelle Voltara-Broschüren und -Preislisten verwendet?',
      '',
      'Les brochures et listes de prix Voltara à jour sont-elles utilisées dans les devis ?',
      '',
      '',
    ),
  },
];

type Kind = (typeof QUESTION_KINDS)[number];

const QUESTIONNAIRES: ReadonlyArray<{ title: T6; active: boolean; questions: ReadonlyArray<{ question: T6; kind: Kind; required: boolean }> }> = [
  {
    title: t('Calibration service feedback', 'Feedback zum Kalibrierservice', 'Opinión sobre el servicio de calibración', 'Avis sur le service d’étalonnage', 'Feedback over de kalibratieservice', 'Opinião sobre o serviço de calibração'),
    active: true,
    questions: [
      {
        question: t('Was your instrument returned within the agreed time?', 'Wurde Ihr Gerät innerhalb der vereinbarten Zeit zurückgeschickt?', '¿Se le devolvió el equipo en el plazo acordado?', 'Votre instrument a-t-il été renvoyé dans le délai convenu ?', 'Is uw instrument binnen de afgesproken tijd teruggestuurd?', 'O seu instrumento foi devolvido no prazo acordado?'),
        kind: 'yes-no',
        required: true,
      },
      {
        question: t('How would you rate the calibration certificate?', 'Wie bewerten Sie das Kalibrierzertifikat?', '¿Cómo valora el certificado de calibración?', 'Comment évaluez-vous le certificat d’étalonnage ?', 'Hoe beoordeelt u het kalibratiecertificaat?', 'Como avalia o certificado de calibração?'),
        kind: 'rating',
        required: true,
      },
      {
        question: t('How did you send the instrument to us?', 'Wie haben Sie uns das Gerät geschickt?', '', 'Comment nous avez-vous envoyé l’instrument ?', '', ''),
        kind: 'choice',
        required: false,
      },
      {
        question: t('Is there anything we could do better?', 'Gibt es etwas, das wir besser machen können?', '¿Hay algo que podamos mejorar?', 'Y a-t-il quelque chose que nous pourrions améliorer ?', 'Is er iets wat we beter kunnen doen?', 'Há algo que possamos melhorar?'),
        kind: 'text',
        required: false,
      },
    ],
  },
  {
    title: t('Training course evaluation', 'Bewertung der Schulung', 'Evaluación del curso de formación', 'Évaluation de la formation', 'Evaluatie van de training', 'Avaliação da formação'),
    active: true,
    questions: [
      {
        question: t('How would you rate the trainer?', 'Wie bewerten Sie den Trainer?', '¿Cómo valora al formador?', 'Comment évaluez-vous le formateur ?', 'Hoe beoordeelt u de trainer?', 'Como avalia o formador?'),
        kind: 'rating',
        required: true,
      },
      {
        question: t('Did the hands-on session cover your instruments?', 'Hat die Praxiseinheit Ihre Geräte abgedeckt?', '¿Cubrió la sesión práctica sus equipos?', 'La séance pratique a-t-elle couvert vos instruments ?', 'Kwamen uw instrumenten aan bod in de praktijksessie?', 'A sessão prática abrangeu os seus instrumentos?'),
        kind: 'yes-no',
        required: true,
      },
      {
        question: t('Which topics should we add?', 'Welche Themen sollten wir ergänzen?', '', 'Quels sujets devrions-nous ajouter ?', '', ''),
        kind: 'text',
        required: false,
      },
    ],
  },
  {
    title: t('Trade show visitor survey 2024', 'Messebesucher-Umfrage 2024', '', 'Enquête visiteurs salon 2024', '', ''),
    active: false,
    questions: [
      {
        question: t('Which product interested you most?', 'Welches Produkt hat Sie am meisten interessiert?', '', 'Quel produit vous a le plus intéressé ?', '', ''),
        kind: 'choice',
        required: false,
      },
    ],
  },
];

/** HS subheadings (the six digits every customs authority shares) of what Voltara ships. */
const COMM_CODES = [
  { code: '9030 33', description: 'Instruments for measuring or checking voltage, current, resistance or power, without a recording device (holiday detectors, spark testers)' },
  { code: '9030 39', description: 'Instruments for measuring or checking voltage, current, resistance or power, with a recording device (data-logging detectors)' },
  { code: '9030 89', description: 'Other instruments for measuring or checking electrical quantities (insulation and continuity testers)' },
  { code: '9030 90', description: 'Parts and accessories of instruments of heading 9030 (electrodes, probes, brushes)' },
  { code: '9031 80', description: 'Other measuring or checking instruments, appliances and machines (coating thickness gauges)' },
  { code: '9027 10', description: 'Gas or smoke analysis apparatus (tracer-gas leak detectors)' },
  { code: '8544 42', description: 'Electric conductors for a voltage not exceeding 1 000 V, fitted with connectors (test leads)' },
  { code: '8507 60', description: 'Lithium-ion accumulators (instrument battery packs)' },
] as const;

const STANDARDS: ReadonlyArray<{ code: string; title: T6; url: string }> = [
  {
    code: 'EN 50191',
    title: t('Erection and operation of electrical test equipment', 'Errichten und Betreiben elektrischer Prüfanlagen', 'Instalación y funcionamiento de equipos eléctricos de ensayo', 'Installation et exploitation des équipements d’essais électriques', 'Installatie en bedrijf van elektrische testapparatuur', 'Instalação e funcionamento de equipamentos elétricos de ensaio'),
    url: '',
  },
  {
    code: 'EN 61557',
    title: t(
      'Electrical safety in low voltage distribution systems — equipment for testing, measuring or monitoring of protective measures',
      'Elektrische Sicherheit in Niederspannungsnetzen — Geräte zum Prüfen, Messen oder Überwachen von Schutzmaßnahmen',
      'Seguridad eléctrica en redes de baja tensión — equipos de ensayo, medida o vigilancia de las medidas de protección',
      'Sécurité électrique dans les réseaux de distribution basse tension — dispositifs de contrôle, de mesure ou de surveillance de mesures de protection',
      'Elektrische veiligheid in laagspanningsnetten — apparatuur voor het beproeven, meten of bewaken van beschermingsmaatregelen',
      'Segurança elétrica em redes de baixa tensão — equipamento de ensaio, medição ou monitorização de medidas de proteção',
    ),
    url: '',
  },
  {
    code: 'ISO 2746',
    title: t('Vitreous and porcelain enamels — High voltage test', 'Emails — Hochspannungsprüfung', 'Esmaltes vítreos y de porcelana — Ensayo de alta tensión', 'Émaux vitrifiés — Essai à haute tension', 'Emails — Hoogspanningsbeproeving', ''),
    url: 'https://www.iso.org/search.html?q=ISO%202746',
  },
  {
    code: 'ISO 29601',
    title: t('Paints and varnishes — Corrosion protection by protective paint systems — Assessment of porosity in a dry film', 'Beschichtungsstoffe — Korrosionsschutz durch Beschichtungssysteme — Bewertung der Porenfreiheit einer trockenen Schicht', '', 'Peintures et vernis — Protection contre la corrosion par systèmes de peinture — Évaluation de la porosité d’un feuil sec', '', ''),
    url: 'https://www.iso.org/search.html?q=ISO%2029601',
  },
  {
    code: 'ASTM D5162',
    title: t('Standard practice for discontinuity (holiday) testing of nonconductive protective coating on metallic substrates', 'Prüfung nichtleitender Schutzbeschichtungen auf Metall auf Fehlstellen (Poren)', '', 'Essai de discontinuité (porosité) des revêtements protecteurs non conducteurs sur supports métalliques', '', ''),
    url: '',
  },
  {
    code: 'ASTM G62',
    title: t('Standard test methods for holiday detection in pipeline coatings', 'Prüfverfahren zur Porenprüfung von Rohrleitungsbeschichtungen', '', 'Méthodes d’essai de détection de porosité des revêtements de pipelines', '', ''),
    url: '',
  },
  {
    code: 'NACE SP0188',
    title: t('Discontinuity (holiday) testing of new protective coatings on conductive substrates', 'Fehlstellenprüfung (Porenprüfung) neuer Schutzbeschichtungen auf leitfähigen Untergründen', 'Ensayo de discontinuidades (poros) de recubrimientos protectores nuevos sobre sustratos conductores', 'Essai de discontinuité (porosité) des nouveaux revêtements protecteurs sur supports conducteurs', '', ''),
    url: '',
  },
  {
    code: 'EN 61010-1',
    title: t('Safety requirements for electrical equipment for measurement, control and laboratory use — General requirements', 'Sicherheitsbestimmungen für elektrische Mess-, Steuer-, Regel- und Laborgeräte — Allgemeine Anforderungen', 'Requisitos de seguridad de equipos eléctricos de medida, control y uso en laboratorio — Requisitos generales', 'Règles de sécurité pour appareils électriques de mesurage, de régulation et de laboratoire — Exigences générales', 'Veiligheidseisen voor elektrisch materieel voor meting, besturing en laboratoriumgebruik — Algemene eisen', 'Requisitos de segurança para equipamento elétrico de medição, controlo e laboratório — Requisitos gerais'),
    url: '',
  },
];

export async function seedSettingsData(db: Database): Promise<void> {
  await db.insert(languages).values(LANGUAGES.map((language, sort) => ({ ...language, enabled: true, sort })));
  await db.insert(pricelists).values([...PRICELISTS]);
  await db.insert(industrySectors).values(SECTORS.map((name, sort) => ({ ...loc('name', name), sort })));
  await db
    .insert(auditQuestions)
    .values(AUDIT_QUESTIONS.map(({ category, question }, sort) => ({ category, ...loc('question', question), sort })));
  for (const { title, active, questions } of QUESTIONNAIRES) {
    const [row] = await db.insert(questionnaires).values({ ...loc('title', title), active }).returning({ id: questionnaires.id });
    await db.insert(questionnaireQuestions).values(
      questions.map(({ question, kind, required }, sort) => ({ questionnaireId: row!.id, ...loc('question', question), kind, required, sort })),
    );
  }
  await db.insert(commCodes).values([...COMM_CODES]);
  await db.insert(standards).values(STANDARDS.map(({ code, title, url }) => ({ code, ...loc('title', title), url })));
}
