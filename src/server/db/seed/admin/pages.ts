import { inArray } from 'drizzle-orm';
import { sanitizeEach } from '../../../features/content/sanitize';
import type { Database } from '../../client';
import { applications, caseStudies, countries, documentPages, documents, events, qualityCerts } from '../../schema';
import { loc, t, type T6 } from '../content/i18n';

/**
 * Demo records of events, quality certificates, case studies and documents with their pages. Events and case studies
 * (public pages of their own) are in all six languages; elsewhere English, German and French are complete and Spanish,
 * Dutch and Portuguese are left out of some records, so the missing-translation report has something to show.
 */
export async function seedPages(db: Database): Promise<void> {
  const appIds = new Map(
    (await db.select({ id: applications.id, slug: applications.slug }).from(applications).where(inArray(applications.slug, CASE_STUDIES.map((c) => c.application))))
      .map((row) => [row.slug, row.id]),
  );
  const countryIds = new Map(
    (await db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.name, EVENTS.map((e) => e.country))))
      .map((row) => [row.name, row.id]),
  );
  await db.batch([
    db.insert(events).values(
      EVENTS.map((e) => ({
        slug: e.slug,
        location: e.location,
        countryId: countryIds.get(e.country) ?? null,
        startsAt: dayFromNow(e.startsInDays),
        endsAt: e.days > 1 ? dayFromNow(e.startsInDays + e.days - 1) : null,
        url: e.url,
        imageUrl: e.image,
        published: true,
        ...loc('title', e.title),
        ...loc('body', sanitizeEach(e.body)),
      })),
    ),
    db.insert(qualityCerts).values(
      CERTS.map((c, index) => ({
        ...loc('name', c.name),
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

/** Upcoming events are days from the moment of seeding, so a fresh database always has some still to come. */
const EVENTS = [
  {
    slug: 'corrosion-expo-2025',
    location: 'Houston',
    country: 'United States',
    startsInDays: 40,
    days: 3,
    url: 'https://example.com/corrosion-expo',
    image: '/images/gallery/slide-pulsed-detector.svg',
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
    location: 'Sheffield',
    country: 'United Kingdom',
    startsInDays: 21,
    days: 1,
    url: '',
    image: '/images/gallery/roof-survey.svg',
    title: t(
      'Roof membrane testing open day',
      'Tag der offenen Tür: Prüfung von Dachbahnen',
      'Jornada de puertas abiertas: ensayo de membranas de cubierta',
      'Journée portes ouvertes : contrôle des membranes de toiture',
      'Open dag: testen van dakmembranen',
      'Dia aberto: ensaio de membranas de cobertura',
    ),
    body: t(
      '<p>Bring a sample of your membrane and test it with the VM-200 and VM-400 roof scanners.</p>',
      '<p>Bringen Sie eine Probe Ihrer Dachbahn mit und prüfen Sie sie mit den Dachscannern VM-200 und VM-400.</p>',
      '<p>Traiga una muestra de su membrana y ensáyela con los escáneres de cubiertas VM-200 y VM-400.</p>',
      '<p>Apportez un échantillon de votre membrane et testez-le avec les scanners de toiture VM-200 et VM-400.</p>',
      '<p>Neem een monster van uw membraan mee en test het met de dakscanners VM-200 en VM-400.</p>',
      '<p>Traga uma amostra da sua membrana e ensaie-a com os scanners de cobertura VM-200 e VM-400.</p>',
    ),
  },
  {
    slug: 'cable-and-wire-fair',
    location: 'Düsseldorf',
    country: 'Germany',
    startsInDays: 75,
    days: 5,
    url: 'https://example.com/wire-fair',
    image: '/images/gallery/cable-spark-test.svg',
    title: t('Cable and wire fair', 'Kabel- und Drahtmesse', 'Feria del cable y el alambre', 'Salon du câble et du fil', 'Kabel- en draadbeurs', 'Feira de cabos e fios'),
    body: t(
      '<p>Our AC, DC and high-frequency spark testers on an extrusion line, the new SH-20 among them, with calibration on the spot.</p>',
      '<p>Unsere AC-, DC- und Hochfrequenz-Funkenprüfgeräte an einer Extrusionslinie, darunter das neue SH-20, mit Kalibrierung vor Ort.</p>',
      '<p>Nuestros probadores de chispa AC, DC y de alta frecuencia en una línea de extrusión, entre ellos el nuevo SH-20, con calibración in situ.</p>',
      '<p>Nos testeurs à étincelles AC, DC et haute fréquence sur une ligne d’extrusion, dont le nouveau SH-20, avec étalonnage sur place.</p>',
      '<p>Onze AC-, DC- en hoogfrequente vonktesters op een extrusielijn, waaronder de nieuwe SH-20, met kalibratie ter plaatse.</p>',
      '<p>Os nossos testadores de faísca AC, DC e de alta frequência numa linha de extrusão, entre eles o novo SH-20, com calibração no local.</p>',
    ),
  },
  {
    slug: 'pipeline-coating-seminar',
    location: 'Aberdeen',
    country: 'United Kingdom',
    startsInDays: -30,
    days: 2,
    url: '',
    image: '/images/gallery/pipeline-field-joint.svg',
    title: t(
      'Pipeline coating inspection seminar',
      'Seminar Prüfung von Rohrbeschichtungen',
      'Seminario de inspección de revestimientos de tuberías',
      'Séminaire sur le contrôle des revêtements de pipelines',
      'Seminar inspectie van pijpleidingcoatings',
      'Seminário de inspeção de revestimentos de condutas',
    ),
    body: t(
      '<p>Two days on choosing test voltages, electrodes and documenting holidays to NACE SP0188.</p>',
      '<p>Zwei Tage zur Wahl von Prüfspannung und Elektroden und zur Dokumentation von Poren nach NACE SP0188.</p>',
      '<p>Dos días sobre la elección de tensiones de ensayo y electrodos y la documentación de poros según NACE SP0188.</p>',
      '<p>Deux jours sur le choix des tensions d’essai et des électrodes et la documentation des porosités selon NACE SP0188.</p>',
      '<p>Twee dagen over het kiezen van testspanningen en elektroden en het documenteren van poriën volgens NACE SP0188.</p>',
      '<p>Dois dias sobre a escolha de tensões de ensaio e elétrodos e a documentação de poros segundo a NACE SP0188.</p>',
    ),
  },
  {
    slug: 'subsea-inspection-workshop',
    location: 'Bergen',
    country: 'Norway',
    startsInDays: -95,
    days: 1,
    url: '',
    image: '/images/gallery/subsea-spool.svg',
    title: t(
      'Subsea coating inspection workshop',
      'Workshop Prüfung von Unterwasserbeschichtungen',
      'Taller de inspección de revestimientos submarinos',
      'Atelier sur le contrôle des revêtements sous-marins',
      'Workshop inspectie van onderwatercoatings',
      'Workshop de inspeção de revestimentos submarinos',
    ),
    body: t(
      '<p>A hands-on day on testing spool and riser coatings before deployment, with the VP-35 and rolling spring electrodes.</p>',
      '<p>Ein Praxistag zur Prüfung von Spool- und Riser-Beschichtungen vor dem Einbau, mit dem VP-35 und Spiralfederelektroden.</p>',
      '<p>Una jornada práctica sobre el ensayo de revestimientos de spools y risers antes de su instalación, con el VP-35 y electrodos de muelle.</p>',
      '<p>Une journée pratique sur le contrôle des revêtements de spools et de risers avant la pose, avec le VP-35 et des électrodes à ressort.</p>',
      '<p>Een praktijkdag over het testen van spool- en risercoatings vóór installatie, met de VP-35 en spiraalveerelektroden.</p>',
      '<p>Um dia prático sobre o ensaio de revestimentos de spools e risers antes da instalação, com o VP-35 e elétrodos de mola.</p>',
    ),
  },
  {
    slug: 'tank-lining-masterclass',
    location: 'Rotterdam',
    country: 'Netherlands',
    startsInDays: -160,
    days: 2,
    url: 'https://example.com/tank-lining-masterclass',
    image: '/images/gallery/tank-lining.svg',
    title: t(
      'Tank lining inspection masterclass',
      'Masterclass Prüfung von Tankauskleidungen',
      'Clase magistral de inspección de revestimientos de tanques',
      'Masterclass sur le contrôle des revêtements de réservoirs',
      'Masterclass inspectie van tankbekledingen',
      'Masterclass de inspeção de revestimentos de tanques',
    ),
    body: t(
      '<p>Wet sponge and high-voltage testing of tank linings side by side, with the WS-90 and the VH-30.</p>',
      '<p>Nassschwamm- und Hochspannungsprüfung von Tankauskleidungen im direkten Vergleich, mit dem WS-90 und dem VH-30.</p>',
      '<p>Ensayo con esponja húmeda y ensayo de alta tensión de revestimientos de tanques, uno junto al otro, con el WS-90 y el VH-30.</p>',
      '<p>Contrôle à l’éponge humide et contrôle haute tension des revêtements de réservoirs côte à côte, avec le WS-90 et le VH-30.</p>',
      '<p>Natte-sponstest en hoogspanningstest van tankbekledingen naast elkaar, met de WS-90 en de VH-30.</p>',
      '<p>Ensaio com esponja húmida e ensaio de alta tensão de revestimentos de tanques lado a lado, com o WS-90 e o VH-30.</p>',
    ),
  },
] as const;

const CERTS: ReadonlyArray<{ name: T6; issued: string; expires: string; description: T6 }> = [
  {
    name: t('ISO 9001:2015', 'ISO 9001:2015', 'ISO 9001:2015', 'ISO 9001:2015', 'ISO 9001:2015', 'ISO 9001:2015'),
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
    name: t(
      'ISO/IEC 17025 calibration laboratory',
      'ISO/IEC 17025 Kalibrierlaboratorium',
      'Laboratorio de calibración ISO/IEC 17025',
      'Laboratoire d’étalonnage ISO/IEC 17025',
      'ISO/IEC 17025 kalibratielaboratorium',
      'Laboratório de calibração ISO/IEC 17025',
    ),
    issued: '2024-01-22',
    expires: '2028-01-21',
    description: tri(
      'Accredited calibration of holiday detectors, spark testers and high-voltage voltmeters.',
      'Akkreditierte Kalibrierung von Porenprüfgeräten, Funkenprüfgeräten und Hochspannungsvoltmetern.',
      'Étalonnage accrédité des détecteurs de porosité, testeurs à étincelles et voltmètres haute tension.',
    ),
  },
  {
    name: t('ISO 14001:2015', 'ISO 14001:2015', 'ISO 14001:2015', 'ISO 14001:2015', 'ISO 14001:2015', 'ISO 14001:2015'),
    issued: '2022-09-05',
    expires: '2025-09-04',
    description: tri(
      'Environmental management at our Sheffield works.',
      'Umweltmanagement in unserem Werk in Sheffield.',
      'Management environnemental de notre usine de Sheffield.',
    ),
  },
  {
    name: t('UKCA and CE conformity', 'UKCA- und CE-Konformität', 'Conformidad UKCA y CE', 'Conformité UKCA et CE', 'UKCA- en CE-conformiteit', 'Conformidade UKCA e CE'),
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
    title: t(
      'Field joints on a North Sea export line',
      'Feldnähte an einer Nordsee-Exportleitung',
      'Juntas de campo en una línea de exportación del mar del Norte',
      'Joints de terrain sur une conduite d’export en mer du Nord',
      'Veldlassen op een exportleiding in de Noordzee',
      'Juntas de campo numa linha de exportação do mar do Norte',
    ),
    summary: t(
      'A coating contractor cut re-work by 40% with pulsed DC testing at every field joint.',
      'Ein Beschichtungsunternehmen senkte die Nacharbeit mit gepulster DC-Prüfung an jeder Feldnaht um 40 %.',
      'Un aplicador de revestimientos redujo las reparaciones un 40 % con el ensayo DC pulsado de cada junta de campo.',
      'Un applicateur a réduit les reprises de 40 % grâce au contrôle DC pulsé de chaque joint de terrain.',
      'Een coatingaannemer verminderde het herstelwerk met 40% door elke veldlas met gepulste DC te testen.',
      'Um aplicador de revestimentos reduziu o retrabalho em 40% com o ensaio DC pulsado de cada junta de campo.',
    ),
    body: t(
      '<p>Each joint was tested with a VP-50 and a rolling spring electrode before lowering in.</p>',
      '<p>Jede Naht wurde vor dem Absenken mit einem VP-50 und einer Spiralfederelektrode geprüft.</p>',
      '<p>Cada junta se ensayó con un VP-50 y un electrodo de muelle antes de bajar la tubería a la zanja.</p>',
      '<p>Chaque joint a été contrôlé avec un VP-50 et une électrode à ressort avant la mise en fouille.</p>',
      '<p>Elke las werd vóór het afzinken getest met een VP-50 en een spiraalveerelektrode.</p>',
      '<p>Cada junta foi ensaiada com um VP-50 e um elétrodo de mola antes da descida para a vala.</p>',
    ),
  },
  {
    slug: 'hospital-roof-survey',
    application: 'roofing',
    image: '/images/gallery/roof-survey.svg',
    title: t(
      'Leak survey of a hospital roof',
      'Lecksuche auf einem Krankenhausdach',
      'Búsqueda de fugas en la cubierta de un hospital',
      'Recherche de fuites sur le toit d’un hôpital',
      'Lekdetectie op het dak van een ziekenhuis',
      'Deteção de fugas na cobertura de um hospital',
    ),
    summary: t(
      'Twelve leaks found in one morning under a green roof, without lifting the planting.',
      'Zwölf Lecks an einem Vormittag unter einem Gründach gefunden, ohne die Bepflanzung anzuheben.',
      'Doce fugas localizadas en una mañana bajo una cubierta vegetal, sin levantar la vegetación.',
      'Douze fuites trouvées en une matinée sous une toiture végétalisée, sans soulever les plantations.',
      'Twaalf lekken in één ochtend gevonden onder een groen dak, zonder de beplanting op te tillen.',
      'Doze fugas encontradas numa manhã sob uma cobertura ajardinada, sem levantar a vegetação.',
    ),
    body: t(
      '<p>The VM-400 scanner located each breach in the membrane to within a few centimetres.</p>',
      '<p>Der Scanner VM-400 ortete jede Fehlstelle in der Dachbahn auf wenige Zentimeter genau.</p>',
      '<p>El escáner VM-400 localizó cada rotura de la membrana con una precisión de pocos centímetros.</p>',
      '<p>Le scanner VM-400 a localisé chaque brèche de la membrane à quelques centimètres près.</p>',
      '<p>De VM-400-scanner lokaliseerde elk gat in het membraan tot op enkele centimeters nauwkeurig.</p>',
      '<p>O scanner VM-400 localizou cada rotura da membrana com uma precisão de poucos centímetros.</p>',
    ),
  },
  {
    slug: 'cable-line-spark-testing',
    application: 'spark-testers',
    image: '/images/gallery/cable-spark-test.svg',
    title: t(
      'Spark testing at 300 m a minute',
      'Funkenprüfung bei 300 m pro Minute',
      'Ensayo de chispa a 300 m por minuto',
      'Contrôle à l’étincelle à 300 m par minute',
      'Vonktesten bij 300 m per minuut',
      'Ensaio de faísca a 300 m por minuto',
    ),
    summary: t(
      'A cable maker moved to high-frequency testing and caught pin-holes its old tester missed.',
      'Ein Kabelhersteller stellte auf Hochfrequenzprüfung um und fand Nadellöcher, die sein altes Gerät übersah.',
      'Un fabricante de cables pasó al ensayo de alta frecuencia y detectó poros que su antiguo probador no veía.',
      'Un câblier est passé au contrôle haute fréquence et a détecté des piqûres que son ancien testeur manquait.',
      'Een kabelfabrikant stapte over op hoogfrequent testen en vond speldenprikken die zijn oude tester miste.',
      'Um fabricante de cabos passou ao ensaio de alta frequência e detetou poros que o seu antigo testador não via.',
    ),
    body: t(
      '<p>The SH-20 runs on the extrusion line and stops the take-up when a fault passes the electrode.</p>',
      '<p>Das SH-20 läuft an der Extrusionslinie und stoppt die Aufwicklung, sobald ein Fehler die Elektrode passiert.</p>',
      '<p>El SH-20 funciona en la línea de extrusión y detiene el bobinado cuando un defecto pasa por el electrodo.</p>',
      '<p>Le SH-20 fonctionne sur la ligne d’extrusion et arrête l’enrouleur dès qu’un défaut passe l’électrode.</p>',
      '<p>De SH-20 draait op de extrusielijn en stopt de opwikkeling zodra een fout de elektrode passeert.</p>',
      '<p>O SH-20 funciona na linha de extrusão e para o enrolamento quando um defeito passa pelo elétrodo.</p>',
    ),
  },
  {
    slug: 'landfill-liner-acceptance',
    application: 'geomembrane',
    image: '/images/gallery/slide-geomembrane.svg',
    title: t(
      'Acceptance testing of a landfill liner',
      'Abnahmeprüfung einer Deponieabdichtung',
      'Ensayo de recepción de la impermeabilización de un vertedero',
      'Réception d’une géomembrane de décharge',
      'Opleveringstest van een stortplaatsafdichting',
      'Ensaio de receção da impermeabilização de um aterro',
    ),
    summary: t(
      'Four hectares of HDPE liner tested before the drainage layer went down.',
      'Vier Hektar HDPE-Abdichtung geprüft, bevor die Drainageschicht eingebaut wurde.',
      'Cuatro hectáreas de geomembrana de PEAD ensayadas antes de colocar la capa drenante.',
      'Quatre hectares de géomembrane PEHD contrôlés avant la pose de la couche drainante.',
      'Vier hectare HDPE-folie getest voordat de drainagelaag werd aangebracht.',
      'Quatro hectares de geomembrana de PEAD ensaiados antes da colocação da camada drenante.',
    ),
    body: t(
      '<p>The GL-300 kit was used on every seam, and the records went straight into the quality file.</p>',
      '<p>Das Set GL-300 kam an jeder Naht zum Einsatz, die Protokolle gingen direkt in die Qualitätsakte.</p>',
      '<p>El kit GL-300 se utilizó en cada soldadura y los registros pasaron directamente al expediente de calidad.</p>',
      '<p>Le kit GL-300 a servi sur chaque soudure et les relevés sont allés directement au dossier qualité.</p>',
      '<p>De GL-300-set werd bij elke naad gebruikt en de meetgegevens gingen direct naar het kwaliteitsdossier.</p>',
      '<p>O kit GL-300 foi usado em cada soldadura e os registos seguiram diretamente para o dossiê de qualidade.</p>',
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
