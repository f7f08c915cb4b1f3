import { t, type T6 } from './i18n';

export interface OfferSeed {
  slug: string;
  title: T6;
  summary: T6;
  image: string;
  /** Days from the moment of seeding (negative: in the past). */
  startsInDays: number;
  endsInDays: number;
}

/** Two offers running when the database is seeded, one already over. */
export const OFFERS: readonly OfferSeed[] = [
  {
    slug: 'holiday-detector-trade-in',
    image: '/images/offers/holiday-detector-trade-in.svg',
    startsInDays: -5,
    endsInDays: 120,
    title: t(
      'Trade in your old holiday detector',
      'Tauschen Sie Ihr altes Porenprüfgerät ein',
      'Entregue su antiguo detector de poros',
      'Reprise de votre ancien détecteur de porosité',
      'Ruil uw oude porositeitsdetector in',
      'Troque o seu antigo detetor de porosidade',
    ),
    summary: t(
      'Save 15% on a new VH-series DC detector when you trade in any holiday detector, working or not, whatever the brand.',
      'Sparen Sie 15 % beim Kauf eines neuen DC-Prüfgeräts der VH-Serie, wenn Sie ein beliebiges Porenprüfgerät in Zahlung geben, ob funktionsfähig oder nicht und unabhängig vom Hersteller.',
      'Ahorre un 15 % en un nuevo detector DC de la serie VH al entregar cualquier detector de poros, funcione o no y sea cual sea la marca.',
      "Économisez 15 % sur un nouveau détecteur DC de la série VH en nous confiant n'importe quel détecteur de porosité, en état de marche ou non, quelle que soit sa marque.",
      'Bespaar 15% op een nieuwe DC-detector uit de VH-serie wanneer u een porositeitsdetector inruilt, werkend of niet en van welk merk ook.',
      'Poupe 15% num novo detetor DC da série VH ao entregar qualquer detetor de porosidade, a funcionar ou não e de qualquer marca.',
    ),
  },
  {
    slug: 'free-calibration-spark-testers',
    image: '/images/offers/free-calibration-spark-testers.svg',
    startsInDays: -3,
    endsInDays: 90,
    title: t(
      'Free first-year calibration on spark testers',
      'Kostenlose Kalibrierung im ersten Jahr für Funkenprüfgeräte',
      'Calibración gratuita el primer año en probadores de chispa',
      'Étalonnage offert la première année pour les testeurs à étincelles',
      'Gratis kalibratie in het eerste jaar voor vonktesters',
      'Calibração gratuita no primeiro ano para testadores de faísca',
    ),
    summary: t(
      'Order any SA, SD or SH spark tester this quarter and its first annual calibration certificate is on us.',
      'Bestellen Sie in diesem Quartal ein Funkenprüfgerät der Serie SA, SD oder SH, und das erste jährliche Kalibrierzertifikat übernehmen wir.',
      'Pida cualquier probador de chispa SA, SD o SH este trimestre y el primer certificado de calibración anual corre de nuestra cuenta.',
      "Commandez un testeur à étincelles SA, SD ou SH ce trimestre et le premier certificat d'étalonnage annuel vous est offert.",
      'Bestel dit kwartaal een vonktester uit de SA-, SD- of SH-serie en het eerste jaarlijkse kalibratiecertificaat is voor onze rekening.',
      'Encomende qualquer testador de faísca SA, SD ou SH neste trimestre e o primeiro certificado de calibração anual fica por nossa conta.',
    ),
  },
  {
    slug: 'winter-electrode-bundle',
    image: '/images/offers/winter-electrode-bundle.svg',
    startsInDays: -200,
    endsInDays: -30,
    title: t(
      'Winter electrode bundle',
      'Winter-Elektrodenpaket',
      'Paquete de electrodos de invierno',
      "Lot d'électrodes d'hiver",
      'Winterelektrodenpakket',
      'Pacote de elétrodos de inverno',
    ),
    summary: t(
      'Buy two pipeline electrodes and get a fan brush electrode free.',
      'Kaufen Sie zwei Rohrelektroden und erhalten Sie eine Fächerbürstenelektrode gratis.',
      'Compre dos electrodos para tuberías y llévese gratis un electrodo de cepillo en abanico.',
      'Achetez deux électrodes pour pipelines et recevez gratuitement une électrode à brosse éventail.',
      'Koop twee pijpleidingelektroden en ontvang gratis een waaierborstelelektrode.',
      'Compre dois elétrodos para condutas e receba grátis um elétrodo de escova em leque.',
    ),
  },
];
