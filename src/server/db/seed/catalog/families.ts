import { CAT } from '../content/categories';
import { t, type T6 } from '../content/i18n';
import { num, range, same, WORDS, type Group, type Label } from './vocabulary';

/**
 * The demo catalogue by product family: what every instrument of a family has (specification rows, features, kit,
 * FAQs, a paragraph of description, applications, standards, accessories), with its figures from its model code.
 */

export type FamilyId = 'dc' | 'pulsed' | 'porosity' | 'spark' | 'membrane' | 'electrode' | 'calibration' | 'accessory';

export interface SpecSeed {
  key: Label;
  group: Group;
  value: T6;
  unit?: string;
  isKey?: boolean;
}

export interface ProductFacts {
  slug: string;
  modelCode: string;
  /** The number in the model code (VH-15: 15), the instrument's top voltage in its own unit. */
  rating: number;
}

export interface Family {
  specs(product: ProductFacts): SpecSeed[];
  features: readonly T6[];
  kit: ReadonlyArray<readonly [number, T6]>;
  faqs: ReadonlyArray<{ question: T6; answer: T6 }>;
  about: T6;
  applications: readonly string[];
  standards: readonly string[];
  guides: readonly string[];
  /** Related products by relation kind, by slug. */
  links: Partial<Record<'accessory' | 'part' | 'probe' | 'service-tool', readonly string[]>>;
  /** Whether instruments of the family come in a kit and a second variant (options). */
  options: 'battery' | 'logging' | null;
}

export const FAMILY_OF_CATEGORY: Record<number, FamilyId> = {
  [CAT.dcPortable]: 'dc',
  [CAT.dcHighVoltage]: 'dc',
  [CAT.pulsedPipeline]: 'pulsed',
  [CAT.pulsedLining]: 'pulsed',
  [CAT.wetSponge]: 'porosity',
  [CAT.thinFilm]: 'porosity',
  [CAT.sparkAc]: 'spark',
  [CAT.sparkDc]: 'spark',
  [CAT.sparkHf]: 'spark',
  [CAT.roofing]: 'membrane',
  [CAT.geomembrane]: 'membrane',
  [CAT.pipelineElectrodes]: 'electrode',
  [CAT.brushElectrodes]: 'electrode',
  [CAT.sparkElectrodes]: 'electrode',
  [CAT.calibration]: 'calibration',
  [CAT.accessories]: 'accessory',
};

const environment = (low: number, high: number, ip: string): SpecSeed[] => [
  { key: 'temperature', group: 'environment', value: range(low, high), unit: '°C' },
  { key: 'protection', group: 'environment', value: same(ip) },
];

/** Portable instruments weigh more the higher they go: a realistic curve, not a table. */
const weightOf = (kv: number) => Math.round((1.4 + kv * 0.04) * 10) / 10;

const PIPELINE_ACCESSORIES = ['rolling-spring-electrode', 'circular-pipe-brush-electrode', 'fan-brush-electrode', 'flat-bronze-brush-electrode', 'telescopic-extension-handle'];

export const FAMILIES: Record<FamilyId, Family> = {
  dc: {
    specs: ({ rating }) => [
      { key: 'voltage', group: 'electrical', value: range(rating <= 15 ? 0.5 : 1, rating, rating <= 15 ? 1 : 0), unit: 'kV', isKey: true },
      { key: 'method', group: 'detection', value: WORDS.dcContinuous, isKey: true },
      { key: 'thickness', group: 'detection', value: range(0.1, Math.round(rating / 5), 1), unit: 'mm' },
      { key: 'sensitivity', group: 'detection', value: WORDS.adjustable },
      { key: 'alarm', group: 'detection', value: WORDS.audibleVisual },
      { key: 'display', group: 'electrical', value: WORDS.digitalKv },
      { key: 'power', group: 'electrical', value: WORDS.liIon },
      { key: 'battery', group: 'electrical', value: num(rating <= 30 ? 12 : 9), unit: 'h', isKey: true },
      { key: 'weight', group: 'physical', value: num(weightOf(rating), 1), unit: 'kg', isKey: true },
      { key: 'size', group: 'physical', value: same(rating <= 30 ? '260 × 110 × 90' : '310 × 130 × 110'), unit: 'mm' },
      ...environment(-10, 50, 'IP54'),
    ],
    features: [
      t('Voltage set in 0.1 kV steps and shown on a backlit digital meter', 'Spannung in Schritten von 0,1 kV einstellbar, Anzeige auf beleuchtetem Digitalmeter', 'Tensión ajustable en pasos de 0,1 kV con medidor digital retroiluminado', 'Tension réglable par pas de 0,1 kV, affichée sur un voltmètre numérique rétroéclairé', 'Spanning instelbaar in stappen van 0,1 kV, weergegeven op een verlichte digitale meter', 'Tensão ajustável em passos de 0,1 kV, indicada num medidor digital retroiluminado'),
      t('Audible and visual alarm at every holiday, with an adjustable threshold', 'Akustischer und optischer Alarm bei jeder Fehlstelle, Schwelle einstellbar', 'Alarma acústica y visual en cada poro, con umbral ajustable', 'Alarme sonore et visuelle à chaque défaut, seuil réglable', 'Akoestisch en visueel alarm bij elke porie, met instelbare drempel', 'Alarme sonoro e visual em cada poro, com limiar ajustável'),
      t('Hand-held probe with a safety trigger that switches the high voltage off when released', 'Handsonde mit Sicherheitstaster, der die Hochspannung beim Loslassen abschaltet', 'Sonda de mano con gatillo de seguridad que corta la alta tensión al soltarlo', 'Sonde à main avec gâchette de sécurité qui coupe la haute tension au relâchement', 'Handsonde met veiligheidsschakelaar die de hoogspanning uitschakelt bij loslaten', 'Sonda manual com gatilho de segurança que desliga a alta tensão ao soltar'),
      t('Rechargeable Li-ion battery for a full shift of testing', 'Wiederaufladbarer Li-Ionen-Akku für eine ganze Prüfschicht', 'Batería de Li-ion recargable para toda una jornada de ensayos', 'Batterie Li-ion rechargeable pour une journée complète de contrôle', 'Oplaadbare Li-ionaccu voor een volledige testdienst', 'Bateria de iões de lítio recarregável para um turno completo de ensaios'),
      t('Calibrated to a traceable standard, with a certificate in the box', 'Rückführbar kalibriert, mit Zertifikat im Lieferumfang', 'Calibrado con trazabilidad, con certificado incluido', 'Étalonné de façon traçable, certificat fourni', 'Herleidbaar gekalibreerd, met certificaat in de doos', 'Calibrado com rastreabilidade, com certificado incluído'),
    ],
    kit: [
      [1, t('Detector unit with hand-held probe', 'Prüfgerät mit Handsonde', 'Detector con sonda de mano', 'Détecteur avec sonde à main', 'Detector met handsonde', 'Detetor com sonda manual')],
      [1, t('Fan brush electrode', 'Fächerbürstenelektrode', 'Electrodo de cepillo en abanico', 'Électrode à brosse en éventail', 'Waaierborstelelektrode', 'Elétrodo de escova em leque')],
      [1, t('Earth return lead, 10 m', 'Erdungsrückleitung, 10 m', 'Cable de retorno a tierra, 10 m', 'Câble de retour de terre, 10 m', 'Aardretourkabel, 10 m', 'Cabo de retorno à terra, 10 m')],
      [1, t('Battery charger', 'Ladegerät', 'Cargador de batería', 'Chargeur de batterie', 'Acculader', 'Carregador de bateria')],
      [1, t('Calibration certificate', 'Kalibrierzertifikat', 'Certificado de calibración', 'Certificat d’étalonnage', 'Kalibratiecertificaat', 'Certificado de calibração')],
    ],
    faqs: [
      {
        question: t('Which test voltage should I use?', 'Welche Prüfspannung soll ich verwenden?', '¿Qué tensión de ensayo debo utilizar?', 'Quelle tension d’essai dois-je utiliser ?', 'Welke testspanning moet ik gebruiken?', 'Que tensão de ensaio devo utilizar?'),
        answer: t(
          '<p>Use the voltage the coating specification gives, or work it out from the dry film thickness with NACE SP0188, ISO 29601 or ASTM D5162. Our test voltage calculator does the sums.</p>',
          '<p>Verwenden Sie die Spannung aus der Beschichtungsspezifikation oder berechnen Sie sie aus der Trockenschichtdicke nach NACE SP0188, ISO 29601 oder ASTM D5162. Unser Prüfspannungsrechner nimmt Ihnen die Rechnung ab.</p>',
          '<p>Utilice la tensión que indica la especificación del recubrimiento o calcúlela a partir del espesor de película seca con NACE SP0188, ISO 29601 o ASTM D5162. Nuestra calculadora de tensión de ensayo hace las cuentas.</p>',
          '<p>Utilisez la tension donnée par la spécification du revêtement, ou calculez-la à partir de l’épaisseur de film sec selon NACE SP0188, ISO 29601 ou ASTM D5162. Notre calculateur de tension d’essai s’en charge.</p>',
          '<p>Gebruik de spanning uit de coatingspecificatie, of bereken die uit de droge laagdikte volgens NACE SP0188, ISO 29601 of ASTM D5162. Onze testspanningscalculator rekent het voor u uit.</p>',
          '<p>Utilize a tensão indicada na especificação do revestimento ou calcule-a a partir da espessura de película seca com a NACE SP0188, a ISO 29601 ou a ASTM D5162. A nossa calculadora de tensão de ensaio faz as contas.</p>',
        ),
      },
      {
        question: t('Can it damage a good coating?', 'Kann es eine intakte Beschichtung beschädigen?', '¿Puede dañar un recubrimiento en buen estado?', 'Peut-il endommager un revêtement sain ?', 'Kan het een goede coating beschadigen?', 'Pode danificar um revestimento em bom estado?'),
        answer: t(
          '<p>Not at the right voltage. Too high a voltage can break down thin coatings, so set it from the thickness and keep the electrode moving.</p>',
          '<p>Nicht bei der richtigen Spannung. Eine zu hohe Spannung kann dünne Beschichtungen durchschlagen; stellen Sie sie daher nach der Schichtdicke ein und bewegen Sie die Elektrode stetig.</p>',
          '<p>No con la tensión adecuada. Una tensión demasiado alta puede perforar recubrimientos finos: ajústela según el espesor y mantenga el electrodo en movimiento.</p>',
          '<p>Pas à la bonne tension. Une tension trop élevée peut percer les revêtements minces : réglez-la selon l’épaisseur et gardez l’électrode en mouvement.</p>',
          '<p>Niet bij de juiste spanning. Een te hoge spanning kan dunne coatings doorslaan: stel haar in op de laagdikte en houd de elektrode in beweging.</p>',
          '<p>Não com a tensão correta. Uma tensão demasiado alta pode perfurar revestimentos finos: ajuste-a à espessura e mantenha o elétrodo em movimento.</p>',
        ),
      },
    ],
    about: t(
      'DC holiday detection finds pinholes, holidays and thin spots in protective coatings on steel and concrete before they turn into corrosion.',
      'Die Porenprüfung mit Gleichspannung findet Poren, Fehlstellen und dünne Stellen in Schutzbeschichtungen auf Stahl und Beton, bevor daraus Korrosion wird.',
      'La detección de poros con CC localiza poros, discontinuidades y zonas delgadas en recubrimientos protectores sobre acero y hormigón antes de que se conviertan en corrosión.',
      'La détection de porosité en courant continu trouve piqûres, manques et zones minces des revêtements de protection sur acier et béton avant qu’ils ne deviennent de la corrosion.',
      'Porositeitsdetectie met gelijkspanning vindt speldenprikken, poriën en dunne plekken in beschermende coatings op staal en beton voordat ze tot corrosie leiden.',
      'A deteção de porosidade em CC encontra poros, descontinuidades e zonas finas em revestimentos de proteção sobre aço e betão antes de se transformarem em corrosão.',
    ),
    applications: ['pipeline', 'coatings', 'land-corrosion'],
    standards: ['NACE SP0188', 'ASTM D5162', 'ISO 2746'],
    guides: ['holiday-detector-quick-start'],
    links: { accessory: PIPELINE_ACCESSORIES, part: ['earth-return-lead-reel'], 'service-tool': ['cv-60-calibration-voltmeter'] },
    options: 'battery',
  },
  pulsed: {
    specs: ({ rating }) => [
      { key: 'voltage', group: 'electrical', value: range(2, rating), unit: 'kV', isKey: true },
      { key: 'method', group: 'detection', value: WORDS.pulsedDc, isKey: true },
      { key: 'thickness', group: 'detection', value: range(0.5, Math.round(rating / 4)), unit: 'mm' },
      { key: 'sensitivity', group: 'detection', value: WORDS.adjustable },
      { key: 'display', group: 'electrical', value: WORDS.digitalKv },
      { key: 'power', group: 'electrical', value: WORDS.liIon },
      { key: 'battery', group: 'electrical', value: num(8), unit: 'h' },
      { key: 'logging', group: 'detection', value: WORDS.usbLog },
      { key: 'weight', group: 'physical', value: num(weightOf(rating) + 0.8, 1), unit: 'kg', isKey: true },
      ...environment(-20, 55, 'IP65'),
    ],
    features: [
      t('Pulsed output tests damp and contaminated coatings that defeat continuous DC', 'Gepulster Ausgang prüft feuchte und verschmutzte Beschichtungen, an denen Gleichspannung scheitert', 'La salida pulsada ensaya recubrimientos húmedos o contaminados donde la CC continua falla', 'La sortie pulsée contrôle les revêtements humides ou souillés qui mettent en échec le courant continu', 'Gepulste uitgang test vochtige en vervuilde coatings waar continue gelijkspanning faalt', 'A saída pulsada ensaia revestimentos húmidos ou contaminados onde a CC contínua falha'),
      t('Stores every holiday with time and voltage for the inspection report', 'Speichert jede Fehlstelle mit Zeit und Spannung für den Prüfbericht', 'Guarda cada poro con hora y tensión para el informe de inspección', 'Enregistre chaque défaut avec heure et tension pour le rapport d’inspection', 'Slaat elke porie op met tijd en spanning voor het inspectierapport', 'Regista cada poro com hora e tensão para o relatório de inspeção'),
      t('Weatherproof housing for pipeline right-of-way work', 'Wetterfestes Gehäuse für den Einsatz an der Pipelinetrasse', 'Carcasa resistente a la intemperie para trabajos en la traza de tuberías', 'Boîtier étanche pour les chantiers de pipeline', 'Weerbestendige behuizing voor werk langs het pijpleidingtracé', 'Caixa resistente às intempéries para trabalho ao longo do traçado de condutas'),
      t('Shoulder harness and balanced probe for long inspection runs', 'Schultergurt und ausbalancierte Sonde für lange Prüfstrecken', 'Arnés de hombro y sonda equilibrada para inspecciones largas', 'Harnais d’épaule et sonde équilibrée pour les longues inspections', 'Schouderharnas en uitgebalanceerde sonde voor lange inspecties', 'Arnês de ombro e sonda equilibrada para inspeções longas'),
    ],
    kit: [
      [1, t('Pulsed detector with shoulder harness', 'Gepulstes Prüfgerät mit Schultergurt', 'Detector pulsado con arnés de hombro', 'Détecteur pulsé avec harnais d’épaule', 'Gepulste detector met schouderharnas', 'Detetor pulsado com arnês de ombro')],
      [1, t('High-voltage probe, 1.2 m', 'Hochspannungssonde, 1,2 m', 'Sonda de alta tensión, 1,2 m', 'Sonde haute tension, 1,2 m', 'Hoogspanningssonde, 1,2 m', 'Sonda de alta tensão, 1,2 m')],
      [1, t('Earth return lead reel, 30 m', 'Erdungsleitungstrommel, 30 m', 'Carrete de cable de retorno a tierra, 30 m', 'Enrouleur de câble de retour de terre, 30 m', 'Haspel met aardretourkabel, 30 m', 'Carretel de cabo de retorno à terra, 30 m')],
      [1, t('USB cable and report software', 'USB-Kabel und Berichtssoftware', 'Cable USB y software de informes', 'Câble USB et logiciel de rapport', 'USB-kabel en rapportagesoftware', 'Cabo USB e software de relatórios')],
    ],
    faqs: [
      {
        question: t('Why pulsed rather than continuous DC?', 'Warum gepulst statt kontinuierlicher Gleichspannung?', '¿Por qué pulsada en lugar de CC continua?', 'Pourquoi pulsé plutôt que continu ?', 'Waarom gepulst in plaats van continue gelijkspanning?', 'Porquê pulsada em vez de CC contínua?'),
        answer: t(
          '<p>Each short pulse charges the coating only briefly, so moisture and dirt on the surface do not bleed the voltage away and mask real holidays.</p>',
          '<p>Jeder kurze Impuls lädt die Beschichtung nur kurz auf, sodass Feuchtigkeit und Schmutz an der Oberfläche die Spannung nicht ableiten und echte Fehlstellen nicht verdecken.</p>',
          '<p>Cada pulso breve carga el recubrimiento solo un instante, de modo que la humedad y la suciedad de la superficie no disipan la tensión ni ocultan poros reales.</p>',
          '<p>Chaque impulsion brève ne charge le revêtement qu’un instant : l’humidité et la saleté en surface ne dissipent pas la tension et ne masquent pas les vrais défauts.</p>',
          '<p>Elke korte puls laadt de coating maar kort op, zodat vocht en vuil op het oppervlak de spanning niet wegleiden en echte poriën niet maskeren.</p>',
          '<p>Cada impulso curto carrega o revestimento apenas por um instante, pelo que a humidade e a sujidade à superfície não dissipam a tensão nem escondem poros reais.</p>',
        ),
      },
    ],
    about: t(
      'Pulsed DC detectors inspect long pipeline runs and tank linings where damp or dirty coatings would make a continuous DC instrument alarm all the time.',
      'Gepulste Gleichspannungsgeräte prüfen lange Rohrleitungsabschnitte und Tankauskleidungen, an denen feuchte oder verschmutzte Beschichtungen ein Gerät mit kontinuierlicher Gleichspannung ständig auslösen würden.',
      'Los detectores de CC pulsada inspeccionan largos tramos de tubería y revestimientos de tanques donde un recubrimiento húmedo o sucio haría saltar continuamente un equipo de CC continua.',
      'Les détecteurs à courant continu pulsé contrôlent les longues canalisations et les revêtements de réservoirs, là où un revêtement humide ou sale ferait sonner sans cesse un appareil à courant continu.',
      'Gepulste gelijkspanningsdetectoren inspecteren lange pijpleidingen en tankbekledingen waar vochtige of vuile coatings een continu werkend apparaat steeds zouden laten alarmeren.',
      'Os detetores de CC pulsada inspecionam longos troços de conduta e revestimentos de tanques, onde um revestimento húmido ou sujo faria disparar constantemente um equipamento de CC contínua.',
    ),
    applications: ['pipeline', 'coatings', 'subsea'],
    standards: ['NACE SP0188', 'ISO 29601'],
    guides: ['holiday-detector-quick-start'],
    links: { accessory: PIPELINE_ACCESSORIES, part: ['earth-return-lead-reel'], 'service-tool': ['cv-60-calibration-voltmeter'] },
    options: 'battery',
  },
  porosity: {
    specs: ({ rating }) => [
      { key: 'voltage', group: 'electrical', value: rating >= 20 ? same('9 / 67.5 / 90') : same('9 / 90'), unit: 'V', isKey: true },
      { key: 'method', group: 'detection', value: WORDS.wetSponge, isKey: true },
      { key: 'thickness', group: 'detection', value: range(0, 0.5, 1), unit: 'mm' },
      { key: 'alarm', group: 'detection', value: WORDS.audibleVisual },
      { key: 'power', group: 'electrical', value: same('9 V PP3') },
      { key: 'battery', group: 'electrical', value: num(40), unit: 'h' },
      { key: 'weight', group: 'physical', value: num(rating >= 20 ? 0.9 : 0.4, 1), unit: 'kg', isKey: true },
      ...environment(0, 45, 'IP42'),
    ],
    features: [
      t('Low voltage that is safe on thin films up to 500 µm', 'Niedrige Spannung, sicher auf Dünnschichten bis 500 µm', 'Baja tensión segura en películas finas de hasta 500 µm', 'Basse tension sans danger pour les films minces jusqu’à 500 µm', 'Lage spanning, veilig op dunne lagen tot 500 µm', 'Baixa tensão segura em películas finas até 500 µm'),
      t('Wetting agent keeps the sponge conductive on every surface', 'Netzmittel hält den Schwamm auf jeder Oberfläche leitfähig', 'El agente humectante mantiene la esponja conductora en cualquier superficie', 'L’agent mouillant garde l’éponge conductrice sur toutes les surfaces', 'Bevochtigingsmiddel houdt de spons geleidend op elk oppervlak', 'O agente molhante mantém a esponja condutora em qualquer superfície'),
      t('Self-test at switch-on', 'Selbsttest beim Einschalten', 'Autocomprobación al encender', 'Autotest à la mise sous tension', 'Zelftest bij inschakelen', 'Autoteste ao ligar'),
      t('Fits in a pocket or a tool belt', 'Passt in die Tasche oder an den Werkzeuggürtel', 'Cabe en un bolsillo o en el cinturón de herramientas', 'Tient dans une poche ou à la ceinture', 'Past in een zak of aan de gereedschapsriem', 'Cabe num bolso ou no cinto de ferramentas'),
    ],
    kit: [
      [1, t('Detector with sponge handle', 'Prüfgerät mit Schwammhalter', 'Detector con mango de esponja', 'Détecteur avec manche à éponge', 'Detector met sponshouder', 'Detetor com cabo de esponja')],
      [3, t('Spare sponges', 'Ersatzschwämme', 'Esponjas de repuesto', 'Éponges de rechange', 'Reservesponzen', 'Esponjas sobresselentes')],
      [1, t('Wetting agent, 250 ml', 'Netzmittel, 250 ml', 'Agente humectante, 250 ml', 'Agent mouillant, 250 ml', 'Bevochtigingsmiddel, 250 ml', 'Agente molhante, 250 ml')],
    ],
    faqs: [
      {
        question: t('When is a wet sponge test the right choice?', 'Wann ist die Nassschwammprüfung die richtige Wahl?', '¿Cuándo es adecuado el ensayo con esponja húmeda?', 'Quand l’essai à l’éponge humide est-il le bon choix ?', 'Wanneer is een nattesponstest de juiste keuze?', 'Quando é o ensaio com esponja húmida a escolha certa?'),
        answer: t(
          '<p>On non-conductive coatings up to 500 µm thick, where a high-voltage test could damage the film. ASTM D5162 method A describes it.</p>',
          '<p>Auf nichtleitenden Beschichtungen bis 500 µm Dicke, bei denen eine Hochspannungsprüfung den Film beschädigen könnte. ASTM D5162, Verfahren A, beschreibt sie.</p>',
          '<p>En recubrimientos no conductores de hasta 500 µm, donde un ensayo de alta tensión podría dañar la película. Lo describe el método A de la ASTM D5162.</p>',
          '<p>Sur les revêtements non conducteurs jusqu’à 500 µm, où un essai haute tension pourrait endommager le film. La méthode A de l’ASTM D5162 le décrit.</p>',
          '<p>Op niet-geleidende coatings tot 500 µm dik, waar een hoogspanningstest de laag kan beschadigen. ASTM D5162 methode A beschrijft de test.</p>',
          '<p>Em revestimentos não condutores até 500 µm, onde um ensaio de alta tensão poderia danificar a película. O método A da ASTM D5162 descreve-o.</p>',
        ),
      },
    ],
    about: t(
      'Low-voltage porosity testers find pinholes in thin paint and lining films without the risk of a high-voltage spark.',
      'Niederspannungs-Porenprüfgeräte finden Poren in dünnen Farb- und Auskleidungsfilmen ohne das Risiko eines Hochspannungsfunkens.',
      'Los detectores de porosidad de baja tensión localizan poros en películas finas de pintura y revestimiento sin el riesgo de una chispa de alta tensión.',
      'Les détecteurs de porosité basse tension trouvent les piqûres dans les films minces de peinture et de revêtement sans le risque d’une étincelle haute tension.',
      'Laagspanningsporositeitstesters vinden speldenprikken in dunne verf- en bekledingslagen zonder het risico van een hoogspanningsvonk.',
      'Os detetores de porosidade de baixa tensão encontram poros em películas finas de tinta e revestimento sem o risco de uma faísca de alta tensão.',
    ),
    applications: ['coatings', 'plastics', 'medical'],
    standards: ['ASTM D5162', 'ISO 29601'],
    guides: ['holiday-detector-quick-start'],
    links: { accessory: ['rugged-transit-case'] },
    options: null,
  },
  spark: {
    specs: ({ rating, slug }) => [
      { key: 'voltage', group: 'electrical', value: range(slug.startsWith('sh-') ? 2 : 1, rating), unit: 'kV', isKey: true },
      {
        key: 'method',
        group: 'detection',
        value: slug.startsWith('sa-') ? WORDS.acSpark : slug.startsWith('sd-') ? WORDS.dcSpark : WORDS.hfSpark,
        isKey: true,
      },
      // A DC spark tester has no output frequency.
      ...(slug.startsWith('sd-') ? [] : [{ key: 'frequency', group: 'electrical', value: slug.startsWith('sh-') ? num(3) : same('50 / 60'), unit: slug.startsWith('sh-') ? 'kHz' : 'Hz' } satisfies SpecSeed]),
      { key: 'lineSpeed', group: 'detection', value: num(slug.startsWith('sh-') ? 2400 : 600), unit: 'm/min', isKey: true },
      { key: 'diameter', group: 'detection', value: range(0.5, rating >= 30 ? 80 : 45), unit: 'mm' },
      { key: 'power', group: 'electrical', value: WORDS.mains },
      { key: 'weight', group: 'physical', value: num(8 + rating * 0.3, 1), unit: 'kg' },
      ...environment(0, 40, 'IP40'),
    ],
    features: [
      t('Counts every fault and stops the line or marks the cable on request', 'Zählt jeden Fehler und hält auf Wunsch die Linie an oder markiert das Kabel', 'Cuenta cada fallo y, si se desea, detiene la línea o marca el cable', 'Compte chaque défaut et arrête la ligne ou marque le câble sur demande', 'Telt elke fout en stopt desgewenst de lijn of markeert de kabel', 'Conta cada defeito e, se pretendido, para a linha ou marca o cabo'),
      t('Voltage regulated within 1 % from no load to full electrode load', 'Spannung auf 1 % geregelt, von Leerlauf bis voller Elektrodenlast', 'Tensión regulada al 1 % desde vacío hasta carga completa del electrodo', 'Tension régulée à 1 % de la marche à vide à la pleine charge d’électrode', 'Spanning geregeld binnen 1 % van nullast tot volle elektrodebelasting', 'Tensão regulada a 1 % desde vazio até carga total do elétrodo'),
      t('Interlocked electrode enclosure for operator safety', 'Verriegeltes Elektrodengehäuse für die Sicherheit des Bedieners', 'Cámara de electrodo con enclavamiento para la seguridad del operario', 'Enceinte d’électrode verrouillée pour la sécurité de l’opérateur', 'Vergrendelde elektrodebehuizing voor de veiligheid van de operator', 'Compartimento do elétrodo com encravamento para segurança do operador'),
      t('Fault log exported over USB for each drum', 'Fehlerprotokoll je Trommel über USB exportierbar', 'Registro de fallos exportable por USB para cada bobina', 'Journal des défauts exporté par USB pour chaque touret', 'Foutlogboek per haspel te exporteren via USB', 'Registo de defeitos exportado por USB para cada bobina'),
    ],
    kit: [
      [1, t('Spark tester control unit', 'Steuergerät des Funkenprüfgeräts', 'Unidad de control del probador de chispa', 'Unité de commande du testeur à étincelles', 'Besturingseenheid van de vonktester', 'Unidade de controlo do testador de faísca')],
      [1, t('Electrode enclosure with bead chain electrode', 'Elektrodengehäuse mit Perlkettenelektrode', 'Cámara de electrodo con electrodo de cadena de bolas', 'Enceinte d’électrode avec électrode à chaîne à billes', 'Elektrodebehuizing met kogelketting-elektrode', 'Compartimento do elétrodo com elétrodo de corrente de esferas')],
      [1, t('Mains lead and interlock plug', 'Netzkabel und Verriegelungsstecker', 'Cable de red y conector de enclavamiento', 'Cordon secteur et fiche de verrouillage', 'Netsnoer en vergrendelingsstekker', 'Cabo de alimentação e ficha de encravamento')],
      [1, t('Calibration certificate', 'Kalibrierzertifikat', 'Certificado de calibración', 'Certificat d’étalonnage', 'Kalibratiecertificaat', 'Certificado de calibração')],
    ],
    faqs: [
      {
        question: t('Which standard sets the spark test voltage?', 'Welche Norm legt die Funkenprüfspannung fest?', '¿Qué norma fija la tensión del ensayo de chispa?', 'Quelle norme fixe la tension de l’essai à l’étincelle ?', 'Welke norm legt de vonktestspanning vast?', 'Que norma define a tensão do ensaio de faísca?'),
        answer: t(
          '<p>EN 50356 and the cable’s own standard give the voltage from the insulation thickness; the tester is checked with a verification kit as EN 62230 asks.</p>',
          '<p>EN 50356 und die Norm des Kabels bestimmen die Spannung aus der Isolationsdicke; das Prüfgerät wird mit einem Prüfset überprüft, wie EN 62230 es verlangt.</p>',
          '<p>La EN 50356 y la norma del propio cable dan la tensión según el espesor del aislamiento; el probador se verifica con un kit de comprobación, como exige la EN 62230.</p>',
          '<p>L’EN 50356 et la norme du câble donnent la tension selon l’épaisseur d’isolant ; le testeur est vérifié avec un kit de vérification comme le demande l’EN 62230.</p>',
          '<p>EN 50356 en de norm van de kabel bepalen de spanning uit de isolatiedikte; de tester wordt gecontroleerd met een verificatieset zoals EN 62230 vraagt.</p>',
          '<p>A EN 50356 e a norma do próprio cabo dão a tensão a partir da espessura do isolamento; o testador é verificado com um kit de verificação, como exige a EN 62230.</p>',
        ),
      },
    ],
    about: t(
      'In-line spark testers check the insulation of every metre of cable and wire as it is extruded, at full line speed.',
      'Inline-Funkenprüfgeräte prüfen die Isolation jedes Meters Kabel und Draht direkt bei der Extrusion, mit voller Liniengeschwindigkeit.',
      'Los probadores de chispa en línea comprueban el aislamiento de cada metro de cable e hilo durante la extrusión, a plena velocidad de línea.',
      'Les testeurs à étincelles en ligne contrôlent l’isolant de chaque mètre de câble et de fil pendant l’extrusion, à pleine vitesse de ligne.',
      'Inline vonktesters controleren de isolatie van elke meter kabel en draad tijdens het extruderen, op volle lijnsnelheid.',
      'Os testadores de faísca em linha verificam o isolamento de cada metro de cabo e fio durante a extrusão, à velocidade máxima da linha.',
    ),
    applications: ['spark-testers', 'plastics'],
    standards: ['EN 50191', 'EN 61010-1'],
    guides: ['spark-tester-calibration-guide'],
    links: {
      probe: ['bead-chain-electrode-head', 'split-electrode-head'],
      'service-tool': ['spark-tester-verification-kit', 'cv-60-calibration-voltmeter'],
    },
    options: 'logging',
  },
  membrane: {
    specs: ({ rating, slug }) => {
      const lowVoltage = slug.startsWith('vm-200');
      return [
        lowVoltage
          ? { key: 'voltage', group: 'electrical', value: num(40), unit: 'V', isKey: true }
          : { key: 'voltage', group: 'electrical', value: range(0.5, slug.startsWith('gl-') ? 35 : 10, 1), unit: 'kV', isKey: true },
        { key: 'method', group: 'detection', value: lowVoltage ? WORDS.vectorMapping : WORDS.highVoltageScan, isKey: true },
        { key: 'sensitivity', group: 'detection', value: WORDS.adjustable },
        { key: 'alarm', group: 'detection', value: WORDS.audibleVisual },
        { key: 'power', group: 'electrical', value: WORDS.liIon },
        { key: 'battery', group: 'electrical', value: num(rating >= 300 ? 8 : 10), unit: 'h' },
        { key: 'weight', group: 'physical', value: num(rating >= 300 ? 6.5 : 4.2, 1), unit: 'kg', isKey: true },
        ...environment(-10, 50, 'IP65'),
      ] satisfies SpecSeed[];
    },
    features: [
      t('Pinpoints leaks in waterproofing without flooding the roof', 'Ortet Leckstellen in Abdichtungen, ohne das Dach zu fluten', 'Localiza fugas en impermeabilizaciones sin inundar la cubierta', 'Localise les fuites de l’étanchéité sans inonder la toiture', 'Lokaliseert lekken in waterdichting zonder het dak onder water te zetten', 'Localiza fugas na impermeabilização sem inundar a cobertura'),
      t('Works on exposed and ballasted membranes', 'Für freiliegende und beschwerte Bahnen', 'Funciona en membranas expuestas y lastradas', 'Fonctionne sur membranes apparentes et lestées', 'Werkt op blootliggende en geballaste membranen', 'Funciona em membranas expostas e lastradas'),
      t('Folding frame that fits in a car boot', 'Klapprahmen, der in jeden Kofferraum passt', 'Bastidor plegable que cabe en el maletero', 'Cadre repliable qui tient dans un coffre de voiture', 'Inklapbaar frame dat in een kofferbak past', 'Estrutura dobrável que cabe na bagageira'),
      t('Survey report with photos and leak positions', 'Prüfbericht mit Fotos und Leckpositionen', 'Informe de inspección con fotos y posiciones de las fugas', 'Rapport d’inspection avec photos et positions des fuites', 'Inspectierapport met foto’s en lekposities', 'Relatório de inspeção com fotos e posições das fugas'),
    ],
    kit: [
      [1, t('Test unit with folding frame', 'Prüfgerät mit Klapprahmen', 'Equipo de ensayo con bastidor plegable', 'Appareil d’essai avec cadre repliable', 'Testapparaat met inklapbaar frame', 'Equipamento de ensaio com estrutura dobrável')],
      [1, t('Perimeter wire, 100 m', 'Umfangsdraht, 100 m', 'Cable perimetral, 100 m', 'Fil périmétrique, 100 m', 'Omtrekdraad, 100 m', 'Fio perimetral, 100 m')],
      [1, t('Earth return lead reel, 30 m', 'Erdungsleitungstrommel, 30 m', 'Carrete de cable de retorno a tierra, 30 m', 'Enrouleur de câble de retour de terre, 30 m', 'Haspel met aardretourkabel, 30 m', 'Carretel de cabo de retorno à terra, 30 m')],
      [1, t('Transit case', 'Transportkoffer', 'Maleta de transporte', 'Valise de transport', 'Transportkoffer', 'Mala de transporte')],
    ],
    faqs: [
      {
        question: t('Does the roof have to be wet?', 'Muss das Dach nass sein?', '¿La cubierta tiene que estar mojada?', 'La toiture doit-elle être mouillée ?', 'Moet het dak nat zijn?', 'A cobertura tem de estar molhada?'),
        answer: t(
          '<p>For low-voltage vector mapping, yes: a thin film of water carries the current to the leak. High-voltage scanning works on a dry, clean membrane.</p>',
          '<p>Für die Niederspannungs-Vektorortung ja: Ein dünner Wasserfilm leitet den Strom zur Leckstelle. Die Hochspannungsabtastung arbeitet auf einer trockenen, sauberen Bahn.</p>',
          '<p>Para el mapeo vectorial de baja tensión, sí: una fina película de agua conduce la corriente hasta la fuga. El barrido de alta tensión funciona sobre una membrana seca y limpia.</p>',
          '<p>Pour la cartographie vectorielle basse tension, oui : un mince film d’eau conduit le courant jusqu’à la fuite. Le balayage haute tension se fait sur une membrane sèche et propre.</p>',
          '<p>Voor laagspanning-vectormapping wel: een dunne waterfilm geleidt de stroom naar het lek. Hoogspanningsscannen werkt op een droog, schoon membraan.</p>',
          '<p>Para o mapeamento vetorial de baixa tensão, sim: uma fina película de água conduz a corrente até à fuga. O varrimento de alta tensão funciona numa membrana seca e limpa.</p>',
        ),
      },
    ],
    about: t(
      'Membrane leak detection finds the breach in a roof or geomembrane liner so it can be repaired before water or leachate gets through.',
      'Die Leckortung an Bahnen findet die Schadstelle in Dach- oder Geomembranabdichtungen, damit sie repariert werden kann, bevor Wasser oder Sickerwasser durchdringt.',
      'La detección de fugas en membranas localiza la rotura en una cubierta o geomembrana para repararla antes de que pase el agua o el lixiviado.',
      'La détection de fuites sur membranes trouve la brèche d’une toiture ou d’une géomembrane pour la réparer avant que l’eau ou les lixiviats ne passent.',
      'Lekdetectie op membranen vindt de breuk in een dak- of geomembraanafdichting, zodat die gerepareerd kan worden voordat water of percolaat erdoor komt.',
      'A deteção de fugas em membranas encontra a rotura numa cobertura ou geomembrana para a reparar antes de a água ou os lixiviados passarem.',
    ),
    applications: ['roofing', 'geomembrane', 'leak-detection'],
    standards: ['ASTM G62', 'EN 61557'],
    guides: ['roof-scanner-field-guide'],
    links: { accessory: ['telescopic-extension-handle', 'rugged-transit-case'], part: ['earth-return-lead-reel'] },
    options: 'battery',
  },
  electrode: {
    specs: ({ slug }) => [
      { key: 'maxVoltage', group: 'electrical', value: num(slug.includes('bead') || slug.includes('split') ? 40 : 60), unit: 'kV', isKey: true },
      { key: 'material', group: 'physical', value: slug.includes('bead') ? WORDS.stainless : WORDS.phosphorBronze, isKey: true },
      // Flat and fan brushes work on flat surfaces: no diameter range.
      ...(slug.includes('flat') || slug.includes('fan') ? [] : [{ key: 'diameter', group: 'physical', value: range(25, 1200), unit: 'mm' } satisfies SpecSeed]),
      { key: 'weight', group: 'physical', value: num(slug.includes('circular') ? 2.6 : 0.6, 1), unit: 'kg' },
    ],
    features: [
      t('Keeps full contact with the coating surface', 'Hält vollen Kontakt zur Beschichtungsoberfläche', 'Mantiene el contacto completo con la superficie del recubrimiento', 'Garde un contact total avec la surface du revêtement', 'Houdt volledig contact met het coatingoppervlak', 'Mantém contacto total com a superfície do revestimento'),
      t('Quick-release fitting for Voltara probes', 'Schnellverschluss für Voltara-Sonden', 'Conexión rápida para sondas Voltara', 'Raccord rapide pour les sondes Voltara', 'Snelkoppeling voor Voltara-sondes', 'Ligação rápida para sondas Voltara'),
      t('Replaceable wear parts', 'Austauschbare Verschleißteile', 'Piezas de desgaste sustituibles', 'Pièces d’usure remplaçables', 'Vervangbare slijtdelen', 'Peças de desgaste substituíveis'),
    ],
    kit: [[1, t('Electrode with fitting', 'Elektrode mit Anschluss', 'Electrodo con conexión', 'Électrode avec raccord', 'Elektrode met aansluiting', 'Elétrodo com ligação')]],
    faqs: [],
    about: t(
      'Electrodes carry the test voltage to the coating or insulation; the right shape keeps contact and finds every fault.',
      'Elektroden bringen die Prüfspannung an Beschichtung oder Isolation; die passende Form hält den Kontakt und findet jeden Fehler.',
      'Los electrodos llevan la tensión de ensayo al recubrimiento o aislamiento; la forma adecuada mantiene el contacto y encuentra cada fallo.',
      'Les électrodes portent la tension d’essai jusqu’au revêtement ou à l’isolant ; la bonne forme garde le contact et trouve chaque défaut.',
      'Elektroden brengen de testspanning naar de coating of isolatie; de juiste vorm houdt contact en vindt elke fout.',
      'Os elétrodos levam a tensão de ensaio ao revestimento ou isolamento; a forma certa mantém o contacto e encontra cada defeito.',
    ),
    applications: ['pipeline', 'coatings'],
    standards: ['NACE SP0188'],
    guides: [],
    links: {},
    options: null,
  },
  calibration: {
    specs: () => [
      { key: 'maxVoltage', group: 'electrical', value: num(60), unit: 'kV', isKey: true },
      { key: 'accuracy', group: 'electrical', value: same('± 1 %'), isKey: true },
      { key: 'display', group: 'electrical', value: WORDS.digitalKv },
      { key: 'weight', group: 'physical', value: num(1.2, 1), unit: 'kg' },
      ...environment(10, 35, 'IP40'),
    ],
    features: [
      t('Checks the output of holiday detectors and spark testers on site', 'Prüft die Ausgangsspannung von Porenprüf- und Funkenprüfgeräten vor Ort', 'Comprueba in situ la salida de detectores de poros y probadores de chispa', 'Vérifie sur site la tension de sortie des détecteurs de porosité et testeurs à étincelles', 'Controleert ter plaatse de uitgang van porositeitsdetectors en vonktesters', 'Verifica no local a saída de detetores de porosidade e testadores de faísca'),
      t('Traceable calibration certificate', 'Rückführbares Kalibrierzertifikat', 'Certificado de calibración trazable', 'Certificat d’étalonnage traçable', 'Herleidbaar kalibratiecertificaat', 'Certificado de calibração rastreável'),
    ],
    kit: [
      [1, t('Verification instrument', 'Prüfinstrument', 'Instrumento de verificación', 'Instrument de vérification', 'Verificatie-instrument', 'Instrumento de verificação')],
      [1, t('Test leads', 'Messleitungen', 'Cables de prueba', 'Cordons de mesure', 'Meetsnoeren', 'Cabos de teste')],
    ],
    faqs: [],
    about: t(
      'Verification tools let service partners and quality staff prove that an instrument still delivers the voltage it shows.',
      'Mit Prüfmitteln weisen Servicepartner und Qualitätsverantwortliche nach, dass ein Gerät noch die angezeigte Spannung liefert.',
      'Las herramientas de verificación permiten a los servicios técnicos y al personal de calidad demostrar que un equipo sigue dando la tensión que indica.',
      'Les outils de vérification permettent aux partenaires de service et au personnel qualité de prouver qu’un appareil délivre toujours la tension affichée.',
      'Met verificatiegereedschap tonen servicepartners en kwaliteitsmedewerkers aan dat een instrument nog de aangegeven spanning levert.',
      'As ferramentas de verificação permitem aos parceiros de assistência e ao pessoal da qualidade provar que um instrumento ainda fornece a tensão indicada.',
    ),
    applications: ['spark-testers', 'coatings'],
    standards: ['EN 61010-1'],
    guides: ['spark-tester-calibration-guide'],
    links: {},
    options: null,
  },
  accessory: {
    specs: ({ slug }) => [
      slug.includes('reel')
        ? { key: 'length', group: 'physical', value: num(30), unit: 'm', isKey: true }
        : slug.includes('handle')
          ? { key: 'length', group: 'physical', value: range(0.6, 1.8, 1), unit: 'm', isKey: true }
          : { key: 'material', group: 'physical', value: WORDS.polypropylene, isKey: true },
      { key: 'weight', group: 'physical', value: num(slug.includes('case') ? 3.4 : 1.1, 1), unit: 'kg', isKey: true },
    ],
    features: [
      t('Made for daily site use', 'Für den täglichen Baustelleneinsatz gebaut', 'Fabricado para el uso diario en obra', 'Conçu pour un usage quotidien sur chantier', 'Gemaakt voor dagelijks gebruik op de bouwplaats', 'Feito para uso diário em obra'),
      t('Fits every current Voltara instrument', 'Passt zu allen aktuellen Voltara-Geräten', 'Compatible con todos los equipos Voltara actuales', 'Compatible avec tous les appareils Voltara actuels', 'Past op alle huidige Voltara-instrumenten', 'Compatível com todos os instrumentos Voltara atuais'),
    ],
    kit: [],
    faqs: [],
    about: t(
      'Accessories that make site work with Voltara instruments quicker and safer.',
      'Zubehör, das die Arbeit mit Voltara-Geräten auf der Baustelle schneller und sicherer macht.',
      'Accesorios que hacen más rápido y seguro el trabajo en obra con los equipos Voltara.',
      'Des accessoires qui rendent le travail sur site avec les appareils Voltara plus rapide et plus sûr.',
      'Accessoires die het werk met Voltara-instrumenten op locatie sneller en veiliger maken.',
      'Acessórios que tornam o trabalho no local com os instrumentos Voltara mais rápido e seguro.',
    ),
    applications: ['pipeline'],
    standards: [],
    guides: [],
    links: {},
    options: null,
  },
};
