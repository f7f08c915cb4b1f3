import { inArray } from 'drizzle-orm';
import { sanitizeEach } from '../../../services/content/sanitize';
import type { Database } from '../../client';
import { applications, caseStudies, documentPages, documents, events, qualityCerts } from '../../schema';
import { loc, t, type T6 } from '../content/i18n';

/**
 * Demo records of events, quality certificates, case studies and documents with their pages. English, German and
 * French are complete; Spanish, Dutch and Portuguese are left out of some records, so the missing-translation report
 * has something to show.
 */
export async function seedPages(db: Database): Promise<void> {
  const appIds = new Map(
    (await db.select({ id: applications.id, slug: applications.slug }).from(applications).where(inArray(applications.slug, CASE_STUDIES.map((c) => c.application))))
      .map((row) => [row.slug, row.id]),
  );
  await db.batch([
    db.insert(events).values(
      EVENTS.map((e) => ({
        slug: e.slug,
        location: e.location,
        startsAt: dayFromNow(e.startsInDays),
        endsAt: e.days > 1 ? dayFromNow(e.startsInDays + e.days - 1) : null,
        url: e.url,
        published: true,
        ...loc('title', e.title),
        ...loc('body', sanitizeEach(e.body)),
      })),
    ),
    db.insert(qualityCerts).values(
      CERTS.map((c, index) => ({
        name: c.name,
        imageUrl: '',
        fileUrl: '',
        issuedAt: new Date(`${c.issued}T00:00:00Z`),
        expiresAt: new Date(`${c.expires}T00:00:00Z`),
        sort: index + 1,
        ...loc('description', c.description),
      })),
    ),
    db.insert(caseStudies).values(
      CASE_STUDIES.map((c) => ({
        slug: c.slug,
        applicationId: appIds.get(c.application) ?? null,
        imageUrl: c.image,
        published: true,
        ...loc('title', c.title),
        ...loc('summary', c.summary),
        ...loc('body', sanitizeEach(c.body)),
      })),
    ),
    db.insert(documents).values(DOCUMENTS.map((d, index) => ({ id: index + 1, slug: d.slug, published: true, ...loc('title', d.title) }))),
    db.insert(documentPages).values(
      DOCUMENTS.flatMap((d, index) =>
        d.pages.map((page, sort) => ({ documentId: index + 1, sort, ...loc('title', page.title), ...loc('body', sanitizeEach(page.body)) })),
      ),
    ),
  ]);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** UTC midnight of the day `days` from now: events are whole days. */
const dayFromNow = (days: number) => new Date(Math.floor((Date.now() + days * DAY_MS) / DAY_MS) * DAY_MS);

/** EN, DE and FR only; the other languages still to be translated. */
const tri = (en: string, de: string, fr: string): T6 => t(en, de, '', fr, '', '');

const EVENTS = [
  {
    slug: 'corrosion-expo-2025',
    location: 'Houston, USA',
    startsInDays: 40,
    days: 3,
    url: 'https://example.com/corrosion-expo',
    title: t('Corrosion Expo: stand 1214', 'Corrosion Expo: Stand 1214', 'Corrosion Expo: stand 1214', 'Corrosion Expo : stand 1214', 'Corrosion Expo: stand 1214', 'Corrosion Expo: stand 1214'),
    body: t(
      '<p>See the new VP-50 pulsed DC pipeline detector working on coated pipe at our stand.</p>',
      '<p>Erleben Sie den neuen gepulsten DC-Pipelinedetektor VP-50 im Einsatz an beschichtetem Rohr auf unserem Stand.</p>',
      '<p>Vea el nuevo detector de tuberías DC pulsado VP-50 en funcionamiento sobre tubería revestida en nuestro stand.</p>',
      '<p>Découvrez sur notre stand le nouveau détecteur pipeline DC pulsé VP-50 en action sur tube revêtu.</p>',
      '<p>Zie de nieuwe gepulste DC-pijpleidingdetector VP-50 aan het werk op gecoate buis op onze stand.</p>',
      '<p>Veja o novo detetor de condutas DC pulsado VP-50 a funcionar em tubo revestido no nosso stand.</p>',
    ),
  },
  {
    slug: 'roofing-open-day',
    location: 'Sheffield, UK',
    startsInDays: 21,
    days: 1,
    url: '',
    title: tri('Roof membrane testing open day', 'Tag der offenen Tür: Prüfung von Dachbahnen', 'Journée portes ouvertes : contrôle des membranes de toiture'),
    body: tri(
      '<p>Bring a sample of your membrane and test it with the VM-200 and VM-400 roof scanners.</p>',
      '<p>Bringen Sie eine Probe Ihrer Dachbahn mit und prüfen Sie sie mit den Dachscannern VM-200 und VM-400.</p>',
      '<p>Apportez un échantillon de votre membrane et testez-le avec les scanners de toiture VM-200 et VM-400.</p>',
    ),
  },
  {
    slug: 'cable-and-wire-fair',
    location: 'Düsseldorf, Germany',
    startsInDays: 75,
    days: 5,
    url: 'https://example.com/wire-fair',
    title: tri('Cable and wire fair', 'Kabel- und Drahtmesse', 'Salon du câble et du fil'),
    body: tri(
      '<p>Our AC, DC and high-frequency spark testers on an extrusion line, with calibration on the spot.</p>',
      '<p>Unsere AC-, DC- und Hochfrequenz-Funkenprüfgeräte an einer Extrusionslinie, mit Kalibrierung vor Ort.</p>',
      '<p>Nos testeurs à étincelles AC, DC et haute fréquence sur une ligne d’extrusion, avec étalonnage sur place.</p>',
    ),
  },
  {
    slug: 'pipeline-coating-seminar',
    location: 'Aberdeen, UK',
    startsInDays: -30,
    days: 2,
    url: '',
    title: tri('Pipeline coating inspection seminar', 'Seminar Prüfung von Rohrbeschichtungen', 'Séminaire sur le contrôle des revêtements de pipelines'),
    body: tri(
      '<p>Two days on choosing test voltages, electrodes and documenting holidays to NACE SP0188.</p>',
      '<p>Zwei Tage zur Wahl von Prüfspannung und Elektroden und zur Dokumentation von Poren nach NACE SP0188.</p>',
      '<p>Deux jours sur le choix des tensions d’essai et des électrodes et la documentation des porosités selon NACE SP0188.</p>',
    ),
  },
] as const;

const CERTS: ReadonlyArray<{ name: string; issued: string; expires: string; description: T6 }> = [
  {
    name: 'ISO 9001:2015',
    issued: '2023-04-12',
    expires: '2026-04-11',
    description: t(
      'Quality management for the design, manufacture, calibration and repair of electrical test equipment.',
      'Qualitätsmanagement für Entwicklung, Fertigung, Kalibrierung und Reparatur elektrischer Prüfgeräte.',
      'Gestión de la calidad para el diseño, la fabricación, la calibración y la reparación de equipos de ensayo eléctrico.',
      'Management de la qualité pour la conception, la fabrication, l’étalonnage et la réparation d’équipements de contrôle électrique.',
      'Kwaliteitsmanagement voor ontwerp, productie, kalibratie en reparatie van elektrische testapparatuur.',
      'Gestão da qualidade para conceção, fabrico, calibração e reparação de equipamento de ensaio elétrico.',
    ),
  },
  {
    name: 'ISO/IEC 17025 calibration laboratory',
    issued: '2024-01-22',
    expires: '2028-01-21',
    description: tri(
      'Accredited calibration of holiday detectors, spark testers and high-voltage voltmeters.',
      'Akkreditierte Kalibrierung von Porenprüfgeräten, Funkenprüfgeräten und Hochspannungsvoltmetern.',
      'Étalonnage accrédité des détecteurs de porosité, testeurs à étincelles et voltmètres haute tension.',
    ),
  },
  {
    name: 'ISO 14001:2015',
    issued: '2022-09-05',
    expires: '2025-09-04',
    description: tri(
      'Environmental management at our Sheffield works.',
      'Umweltmanagement in unserem Werk in Sheffield.',
      'Management environnemental de notre usine de Sheffield.',
    ),
  },
  {
    name: 'UKCA and CE conformity',
    issued: '2024-06-01',
    expires: '2029-05-31',
    description: tri(
      'Declarations of conformity for every instrument we make (low voltage and EMC).',
      'Konformitätserklärungen für jedes unserer Geräte (Niederspannung und EMV).',
      'Déclarations de conformité pour chacun de nos instruments (basse tension et CEM).',
    ),
  },
];

const CASE_STUDIES: ReadonlyArray<{ slug: string; application: string; image: string; title: T6; summary: T6; body: T6 }> = [
  {
    slug: 'north-sea-field-joints',
    application: 'pipeline',
    image: '/images/gallery/pipeline-field-joint.svg',
    title: tri('Field joints on a North Sea export line', 'Feldnähte an einer Nordsee-Exportleitung', 'Joints de terrain sur une conduite d’export en mer du Nord'),
    summary: tri(
      'A coating contractor cut re-work by 40% with pulsed DC testing at every field joint.',
      'Ein Beschichtungsunternehmen senkte die Nacharbeit mit gepulster DC-Prüfung an jeder Feldnaht um 40 %.',
      'Un applicateur a réduit les reprises de 40 % grâce au contrôle DC pulsé de chaque joint de terrain.',
    ),
    body: tri(
      '<p>Each joint was tested with a VP-50 and a rolling spring electrode before lowering in.</p>',
      '<p>Jede Naht wurde vor dem Absenken mit einem VP-50 und einer Spiralfederelektrode geprüft.</p>',
      '<p>Chaque joint a été contrôlé avec un VP-50 et une électrode à ressort avant la mise en fouille.</p>',
    ),
  },
  {
    slug: 'hospital-roof-survey',
    application: 'roofing',
    image: '/images/gallery/roof-survey.svg',
    title: tri('Leak survey of a hospital roof', 'Lecksuche auf einem Krankenhausdach', 'Recherche de fuites sur le toit d’un hôpital'),
    summary: tri(
      'Twelve leaks found in one morning under a green roof, without lifting the planting.',
      'Zwölf Lecks an einem Vormittag unter einem Gründach gefunden, ohne die Bepflanzung anzuheben.',
      'Douze fuites trouvées en une matinée sous une toiture végétalisée, sans soulever les plantations.',
    ),
    body: tri(
      '<p>The VM-400 scanner located each breach in the membrane to within a few centimetres.</p>',
      '<p>Der Scanner VM-400 ortete jede Fehlstelle in der Dachbahn auf wenige Zentimeter genau.</p>',
      '<p>Le scanner VM-400 a localisé chaque brèche de la membrane à quelques centimètres près.</p>',
    ),
  },
  {
    slug: 'cable-line-spark-testing',
    application: 'spark-testers',
    image: '/images/gallery/cable-spark-test.svg',
    title: tri('Spark testing at 300 m a minute', 'Funkenprüfung bei 300 m pro Minute', 'Contrôle à l’étincelle à 300 m par minute'),
    summary: tri(
      'A cable maker moved to high-frequency testing and caught pin-holes its old tester missed.',
      'Ein Kabelhersteller stellte auf Hochfrequenzprüfung um und fand Nadellöcher, die sein altes Gerät übersah.',
      'Un câblier est passé au contrôle haute fréquence et a détecté des piqûres que son ancien testeur manquait.',
    ),
    body: tri(
      '<p>The SH-20 runs on the extrusion line and stops the take-up when a fault passes the electrode.</p>',
      '<p>Das SH-20 läuft an der Extrusionslinie und stoppt die Aufwicklung, sobald ein Fehler die Elektrode passiert.</p>',
      '<p>Le SH-20 fonctionne sur la ligne d’extrusion et arrête l’enrouleur dès qu’un défaut passe l’électrode.</p>',
    ),
  },
  {
    slug: 'landfill-liner-acceptance',
    application: 'geomembrane',
    image: '/images/gallery/slide-geomembrane.svg',
    title: tri('Acceptance testing of a landfill liner', 'Abnahmeprüfung einer Deponieabdichtung', 'Réception d’une géomembrane de décharge'),
    summary: tri(
      'Four hectares of HDPE liner tested before the drainage layer went down.',
      'Vier Hektar HDPE-Abdichtung geprüft, bevor die Drainageschicht eingebaut wurde.',
      'Quatre hectares de géomembrane PEHD contrôlés avant la pose de la couche drainante.',
    ),
    body: tri(
      '<p>The GL-300 kit was used on every seam, and the records went straight into the quality file.</p>',
      '<p>Das Set GL-300 kam an jeder Naht zum Einsatz, die Protokolle gingen direkt in die Qualitätsakte.</p>',
      '<p>Le kit GL-300 a servi sur chaque soudure et les relevés sont allés directement au dossier qualité.</p>',
    ),
  },
];

type PageSeed = { title: T6; body: T6 };

const DOCUMENTS: ReadonlyArray<{ slug: string; title: T6; pages: readonly PageSeed[] }> = [
  {
    slug: 'holiday-detector-quick-start',
    title: t(
      'Holiday detector quick start',
      'Schnellstart Porenprüfgerät',
      'Guía rápida del detector de poros',
      'Démarrage rapide du détecteur de porosité',
      'Snelstart porositeitsdetector',
      'Guia rápido do detetor de porosidade',
    ),
    pages: [
      {
        title: tri('Before you start', 'Bevor Sie beginnen', 'Avant de commencer'),
        body: tri(
          '<p>Check that the coating is dry and that the earth return is connected to bare metal.</p>',
          '<p>Prüfen Sie, dass die Beschichtung trocken ist und die Erdrückleitung an blankem Metall angeschlossen ist.</p>',
          '<p>Vérifiez que le revêtement est sec et que le retour de terre est relié au métal nu.</p>',
        ),
      },
      {
        title: tri('Setting the test voltage', 'Prüfspannung einstellen', 'Régler la tension d’essai'),
        body: tri(
          '<p>Use the coating thickness and the standard your contract names to choose the voltage.</p>',
          '<p>Wählen Sie die Spannung nach Schichtdicke und der im Vertrag genannten Norm.</p>',
          '<p>Choisissez la tension selon l’épaisseur du revêtement et la norme citée par votre contrat.</p>',
        ),
      },
      {
        title: tri('Testing and recording holidays', 'Prüfen und Poren dokumentieren', 'Contrôler et consigner les porosités'),
        body: tri(
          '<p>Move the electrode at about 0.3 m a second and mark every alarm for repair.</p>',
          '<p>Führen Sie die Elektrode mit etwa 0,3 m pro Sekunde und markieren Sie jeden Alarm zur Reparatur.</p>',
          '<p>Déplacez l’électrode à environ 0,3 m par seconde et marquez chaque alarme pour réparation.</p>',
        ),
      },
    ],
  },
  {
    slug: 'spark-tester-calibration-guide',
    title: tri('Spark tester calibration guide', 'Kalibrierleitfaden für Funkenprüfgeräte', 'Guide d’étalonnage des testeurs à étincelles'),
    pages: [
      {
        title: tri('Equipment needed', 'Benötigte Ausrüstung', 'Matériel nécessaire'),
        body: tri(
          '<p>A calibrated high-voltage voltmeter and the test lead supplied with the tester.</p>',
          '<p>Ein kalibriertes Hochspannungsvoltmeter und die mitgelieferte Prüfleitung.</p>',
          '<p>Un voltmètre haute tension étalonné et le cordon d’essai fourni avec le testeur.</p>',
        ),
      },
      {
        title: tri('Checking the output', 'Ausgang prüfen', 'Vérifier la sortie'),
        body: tri(
          '<p>Compare the displayed voltage with the voltmeter at three points across the range.</p>',
          '<p>Vergleichen Sie die angezeigte Spannung an drei Punkten des Bereichs mit dem Voltmeter.</p>',
          '<p>Comparez la tension affichée au voltmètre en trois points de la plage.</p>',
        ),
      },
    ],
  },
  {
    slug: 'roof-scanner-field-guide',
    title: tri('Roof scanner field guide', 'Feldhandbuch Dachscanner', 'Guide de terrain du scanner de toiture'),
    pages: [
      {
        title: tri('Wetting the surface', 'Oberfläche befeuchten', 'Humidifier la surface'),
        body: tri(
          '<p>Low-voltage testing needs a thin film of water over the whole area to be scanned.</p>',
          '<p>Die Niederspannungsprüfung braucht einen dünnen Wasserfilm auf der gesamten Prüffläche.</p>',
          '<p>Le contrôle basse tension exige un mince film d’eau sur toute la zone à balayer.</p>',
        ),
      },
      {
        title: tri('Reading the signal', 'Signal deuten', 'Lire le signal'),
        body: tri(
          '<p>The needle swings towards a breach; walk the line until it reverses.</p>',
          '<p>Die Nadel schlägt in Richtung der Fehlstelle aus; gehen Sie die Linie ab, bis sie umkehrt.</p>',
          '<p>L’aiguille dévie vers la brèche ; suivez la ligne jusqu’à ce qu’elle s’inverse.</p>',
        ),
      },
    ],
  },
];
