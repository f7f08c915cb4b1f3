import { t, type T6 } from './i18n';

export interface GalleryImageSeed {
  image: string;
  url: string;
  caption: T6;
  captionSub: T6;
}

export interface GallerySeed {
  id: number;
  name: string;
  title: T6;
  images: readonly GalleryImageSeed[];
}

const img = (file: string) => `/images/gallery/${file}.svg`;

/** Gallery 1 is the home-page gallery; gallery 2 feeds the home slider. */
export const GALLERIES: readonly GallerySeed[] = [
  {
    id: 1,
    name: 'home-gallery',
    title: t('Voltara in the field', 'Voltara im Einsatz', 'Voltara sobre el terreno', 'Voltara sur le terrain', 'Voltara in de praktijk', 'Voltara no terreno'),
    images: [
      {
        image: img('pipeline-field-joint'),
        url: '/expertise/pipeline',
        caption: t(
          'Pipeline field-joint inspection',
          'Prüfung von Rohrleitungs-Feldnähten',
          'Inspección de juntas de campo en tuberías',
          'Contrôle des joints de chantier de pipelines',
          'Inspectie van veldlassen in pijpleidingen',
          'Inspeção de juntas de campo em condutas',
        ),
        captionSub: t(
          'Pulsed DC testing of a coated field joint before backfilling.',
          'Gepulste DC-Prüfung einer beschichteten Feldnaht vor dem Verfüllen.',
          'Ensayo DC pulsado de una junta de campo recubierta antes del relleno.',
          "Contrôle DC pulsé d'un joint de chantier revêtu avant remblaiement.",
          'Gepulste DC-test van een gecoate veldlas voor het aanvullen.',
          'Ensaio DC pulsado de uma junta de campo revestida antes do aterro.',
        ),
      },
      {
        image: img('tank-lining'),
        url: '/tags/coatings',
        caption: t('Tank lining survey', 'Prüfung einer Tankauskleidung', 'Inspección del revestimiento de un tanque', "Contrôle d'un chemisage de réservoir", 'Inspectie van een tankbekleding', 'Inspeção do revestimento de um tanque'),
        captionSub: t(
          'A fan brush electrode sweeps the epoxy lining of a storage tank.',
          'Eine Fächerbürstenelektrode prüft die Epoxidauskleidung eines Lagertanks.',
          'Un electrodo de cepillo en abanico recorre el revestimiento epoxi de un tanque de almacenamiento.',
          "Une électrode à brosse éventail balaie le chemisage époxy d'un réservoir de stockage.",
          'Een waaierborstelelektrode strijkt over de epoxybekleding van een opslagtank.',
          'Um elétrodo de escova em leque percorre o revestimento epóxi de um tanque de armazenamento.',
        ),
      },
      {
        image: img('cable-spark-test'),
        url: '/tags/cable-and-wire',
        caption: t('Cable spark testing', 'Funkenprüfung von Kabeln', 'Ensayo de chispa en cables', 'Essai à étincelles des câbles', 'Vonktesten van kabels', 'Ensaio de faísca em cabos'),
        captionSub: t(
          'A bead chain electrode checks the insulation at full line speed.',
          'Eine Perlkettenelektrode prüft die Isolierung bei voller Liniengeschwindigkeit.',
          'Un electrodo de cadena de bolas comprueba el aislamiento a plena velocidad de línea.',
          "Une électrode à chaînettes contrôle l'isolation à pleine vitesse de ligne.",
          'Een kogelkettingelektrode controleert de isolatie op volle lijnsnelheid.',
          'Um elétrodo de corrente de esferas verifica o isolamento à velocidade máxima da linha.',
        ),
      },
      {
        image: img('calibration-lab'),
        url: '/services/calibration',
        caption: t('Calibration laboratory', 'Kalibrierlabor', 'Laboratorio de calibración', "Laboratoire d'étalonnage", 'Kalibratielaboratorium', 'Laboratório de calibração'),
        captionSub: t(
          'Every instrument is verified against traceable reference standards.',
          'Jedes Gerät wird mit rückführbaren Referenznormalen überprüft.',
          'Cada instrumento se verifica con patrones de referencia trazables.',
          'Chaque instrument est vérifié par rapport à des étalons de référence raccordés.',
          'Elk instrument wordt gecontroleerd aan de hand van herleidbare referentienormalen.',
          'Cada instrumento é verificado com padrões de referência rastreáveis.',
        ),
      },
      {
        image: img('roof-survey'),
        url: '/applications/roofing',
        caption: t('Roof membrane leak survey', 'Leckortung an einer Dachabdichtung', 'Localización de fugas en una cubierta', "Recherche de fuites sur une membrane de toiture", 'Lekopsporing in een dakmembraan', 'Localização de fugas numa cobertura'),
        captionSub: t(
          'Vector mapping pinpoints a breach beneath a green roof.',
          'Die Vektorfeldmessung ortet eine Fehlstelle unter einem Gründach.',
          'El mapeo vectorial localiza una perforación bajo una cubierta ajardinada.',
          'La cartographie vectorielle localise un percement sous une toiture végétalisée.',
          'Vectormeting lokaliseert een lek onder een groen dak.',
          'O mapeamento vetorial localiza uma perfuração sob uma cobertura ajardinada.',
        ),
      },
      {
        image: img('subsea-spool'),
        url: '/expertise/subsea',
        caption: t('Subsea coating checks', 'Prüfung von Offshore-Beschichtungen', 'Control de recubrimientos submarinos', 'Contrôle des revêtements sous-marins', 'Controle van subsea-coatings', 'Controlo de revestimentos submarinos'),
        captionSub: t(
          'Thick polypropylene coatings on subsea spools are tested before load-out.',
          'Dicke Polypropylenbeschichtungen an Unterwasser-Rohrstücken werden vor der Verladung geprüft.',
          'Los recubrimientos gruesos de polipropileno de los carretes submarinos se ensayan antes de la carga.',
          'Les revêtements épais en polypropylène des manchettes sous-marines sont contrôlés avant le chargement.',
          'Dikke polypropyleencoatings op subsea-spools worden vóór het verladen getest.',
          'Os revestimentos espessos de polipropileno dos carretéis submarinos são ensaiados antes do embarque.',
        ),
      },
    ],
  },
  {
    id: 2,
    name: 'home-slider',
    title: t('Featured', 'Im Blickpunkt', 'Destacados', 'À la une', 'Uitgelicht', 'Em destaque'),
    images: [
      {
        image: img('slide-pulsed-detector'),
        url: '/product/vp-50-pulsed-dc-pipeline-detector',
        caption: t(
          'New VP-50 pulsed DC detector',
          'Neu: gepulstes DC-Prüfgerät VP-50',
          'Nuevo detector DC pulsado VP-50',
          'Nouveau détecteur DC pulsé VP-50',
          'Nieuw: gepulste DC-detector VP-50',
          'Novo detetor DC pulsado VP-50',
        ),
        captionSub: t(
          '50 kV of dependable testing on damp pipeline coatings.',
          '50 kV für zuverlässige Prüfungen auf feuchten Rohrleitungsbeschichtungen.',
          '50 kV de ensayo fiable en recubrimientos húmedos de tuberías.',
          '50 kV pour un contrôle fiable des revêtements humides de pipelines.',
          '50 kV voor betrouwbaar testen van vochtige pijpleidingcoatings.',
          '50 kV de ensaio fiável em revestimentos húmidos de condutas.',
        ),
      },
      {
        image: img('slide-spark-testers'),
        url: '/products/cable-wire-spark-testers',
        caption: t(
          'Spark testers for every line',
          'Funkenprüfgeräte für jede Linie',
          'Probadores de chispa para cada línea',
          'Des testeurs à étincelles pour chaque ligne',
          'Vonktesters voor elke lijn',
          'Testadores de faísca para cada linha',
        ),
        captionSub: t(
          'AC, DC and high-frequency models built to EN 62230.',
          'AC-, DC- und Hochfrequenzmodelle nach EN 62230.',
          'Modelos AC, DC y de alta frecuencia conformes a EN 62230.',
          'Modèles AC, DC et haute fréquence conformes à la norme EN 62230.',
          'AC-, DC- en hoogfrequente modellen volgens EN 62230.',
          'Modelos AC, DC e de alta frequência segundo a EN 62230.',
        ),
      },
      {
        image: img('slide-geomembrane'),
        url: '/products/geomembrane-testers',
        caption: t(
          'Geomembrane leak location',
          'Leckortung an Geomembranen',
          'Localización de fugas en geomembranas',
          'Localisation de fuites sur géomembranes',
          'Lekopsporing in geomembranen',
          'Localização de fugas em geomembranas',
        ),
        captionSub: t(
          'Find leaks in landfill and reservoir liners, covered or exposed.',
          'Lecks in Deponie- und Speicherabdichtungen finden, überdeckt oder freiliegend.',
          'Encuentre fugas en revestimientos de vertederos y embalses, cubiertos o expuestos.',
          'Trouvez les fuites des étanchéités de centres de stockage et de réservoirs, recouvertes ou apparentes.',
          'Vind lekken in afdichtingen van stortplaatsen en reservoirs, afgedekt of blootliggend.',
          'Encontre fugas em revestimentos de aterros e reservatórios, cobertos ou expostos.',
        ),
      },
      {
        image: img('slide-training'),
        url: '/services/training',
        caption: t(
          'Training and certification',
          'Schulung und Zertifizierung',
          'Formación y certificación',
          'Formation et certification',
          'Training en certificering',
          'Formação e certificação',
        ),
        captionSub: t(
          'Hands-on operator courses at our UK facility or on your site.',
          'Praxisnahe Bedienerkurse in unserem Werk in Großbritannien oder bei Ihnen vor Ort.',
          'Cursos prácticos para operarios en nuestras instalaciones del Reino Unido o en sus instalaciones.',
          'Formations pratiques des opérateurs dans nos locaux au Royaume-Uni ou sur votre site.',
          'Praktische operatorcursussen in onze vestiging in het VK of op uw locatie.',
          'Cursos práticos para operadores nas nossas instalações no Reino Unido ou no seu local.',
        ),
      },
    ],
  },
];
