import { sanitizeEach } from '../../../features/content/sanitize';
import { t, type T6 } from './i18n';

/** Bodies are stored HTML: cleaned by the same sanitiser as every later write (features/content/sanitize.ts). */
export const LANDING_PAGES: ReadonlyArray<{ slug: string; title: T6; body: T6 }> = [
  {
    slug: 'pipeline-inspection-days',
    title: t(
      'Pipeline Inspection Days',
      'Praxistage Rohrleitungsprüfung',
      'Jornadas de inspección de tuberías',
      "Journées d'inspection des pipelines",
      'Pijpleidinginspectiedagen',
      'Dias de inspeção de condutas',
    ),
    body: sanitizeEach(t(
      '<h2>See pulsed DC testing on real pipe</h2>' +
        '<p>Join our application engineers for a free half-day session at our UK test yard. We coat, damage and test full-size pipe sections so that you can compare DC and pulsed DC detectors side by side.</p>' +
        '<ul><li>Setting the right test voltage for the coating thickness</li><li>Choosing between rolling spring and brush electrodes</li><li>Verifying your detector with a calibration voltmeter</li></ul>' +
        '<p><a href="/contact">Contact us</a> to reserve a place.</p>',
      '<h2>Gepulste DC-Prüfung an echten Rohren erleben</h2>' +
        '<p>Besuchen Sie unsere Anwendungstechniker zu einer kostenlosen halbtägigen Veranstaltung auf unserem Prüfgelände in Großbritannien. Wir beschichten, beschädigen und prüfen Rohrabschnitte in Originalgröße, damit Sie DC- und gepulste DC-Prüfgeräte direkt vergleichen können.</p>' +
        '<ul><li>Die richtige Prüfspannung für die Schichtdicke wählen</li><li>Spiralfeder- oder Bürstenelektrode: die richtige Wahl</li><li>Das Prüfgerät mit einem Kalibriervoltmeter verifizieren</li></ul>' +
        '<p><a href="/contact">Kontaktieren Sie uns</a>, um einen Platz zu reservieren.</p>',
      '<h2>Vea el ensayo DC pulsado sobre tubería real</h2>' +
        '<p>Acompañe a nuestros ingenieros de aplicaciones en una sesión gratuita de media jornada en nuestro campo de pruebas del Reino Unido. Recubrimos, dañamos y ensayamos tramos de tubería a tamaño real para que pueda comparar detectores DC y DC pulsados.</p>' +
        '<ul><li>Cómo ajustar la tensión de ensayo al espesor del recubrimiento</li><li>Cómo elegir entre electrodos de muelle rodante y de cepillo</li><li>Cómo verificar su detector con un voltímetro de calibración</li></ul>' +
        '<p><a href="/contact">Contáctenos</a> para reservar su plaza.</p>',
      '<h2>Découvrez le contrôle DC pulsé sur de vrais tubes</h2>' +
        "<p>Rejoignez nos ingénieurs d'application pour une demi-journée gratuite sur notre aire d'essais au Royaume-Uni. Nous revêtons, endommageons et contrôlons des tronçons de tube en grandeur réelle pour que vous puissiez comparer détecteurs DC et DC pulsé.</p>" +
        "<ul><li>Régler la tension d'essai selon l'épaisseur du revêtement</li><li>Choisir entre électrode à ressort roulant et électrode à brosse</li><li>Vérifier votre détecteur avec un voltmètre d'étalonnage</li></ul>" +
        '<p><a href="/contact">Contactez-nous</a> pour réserver votre place.</p>',
      '<h2>Zie gepulst DC-testen op echte buizen</h2>' +
        '<p>Kom naar een gratis sessie van een halve dag met onze applicatie-engineers op ons testterrein in het VK. We coaten, beschadigen en testen buissecties op ware grootte, zodat u DC- en gepulste DC-detectoren naast elkaar kunt vergelijken.</p>' +
        '<ul><li>De juiste testspanning kiezen voor de laagdikte</li><li>Kiezen tussen rollende veer- en borstelelektroden</li><li>Uw detector verifiëren met een kalibratievoltmeter</li></ul>' +
        '<p><a href="/contact">Neem contact op</a> om een plaats te reserveren.</p>',
      '<h2>Veja o ensaio DC pulsado em tubo real</h2>' +
        '<p>Junte-se aos nossos engenheiros de aplicação numa sessão gratuita de meio dia no nosso campo de ensaios no Reino Unido. Revestimos, danificamos e ensaiamos troços de tubo em tamanho real para que possa comparar detetores DC e DC pulsada lado a lado.</p>' +
        '<ul><li>Definir a tensão de ensaio certa para a espessura do revestimento</li><li>Escolher entre elétrodos de mola rolante e de escova</li><li>Verificar o seu detetor com um voltímetro de calibração</li></ul>' +
        '<p><a href="/contact">Contacte-nos</a> para reservar o seu lugar.</p>',
    )),
  },
  {
    slug: 'spark-testing-guide',
    title: t(
      'A Practical Guide to Spark Testing',
      'Praxisleitfaden Funkenprüfung',
      'Guía práctica del ensayo de chispa',
      "Guide pratique de l'essai à étincelles",
      'Praktische gids voor vonktesten',
      'Guia prático do ensaio de faísca',
    ),
    body: sanitizeEach(t(
      '<h2>Why spark test?</h2>' +
        '<p>A spark tester applies a high voltage to the outside of an insulated conductor as it runs through an electrode. Any pinhole, thin spot or inclusion lets a spark reach the earthed conductor, and the tester records the fault.</p>' +
        '<h2>Choosing the test voltage</h2>' +
        '<p>EN 62230 relates the test voltage to the insulation thickness. Thicker insulation needs a higher voltage, and fast lines benefit from <strong>high-frequency testers</strong>.</p>' +
        '<p><a href="/resources/testvoltage">Work out your test voltage</a> or <a href="/products/cable-wire-spark-testers">compare our spark testers</a>.</p>',
      '<h2>Warum Funkenprüfung?</h2>' +
        '<p>Ein Funkenprüfgerät legt eine Hochspannung an die Außenseite eines isolierten Leiters an, während er durch eine Elektrode läuft. Jede Pore, Dünnstelle oder Einschluss lässt einen Funken zum geerdeten Leiter überschlagen, und das Gerät registriert den Fehler.</p>' +
        '<h2>Die Prüfspannung wählen</h2>' +
        '<p>EN 62230 setzt die Prüfspannung in Beziehung zur Isolierdicke. Dickere Isolierungen erfordern eine höhere Spannung, und schnelle Linien profitieren von <strong>Hochfrequenz-Prüfgeräten</strong>.</p>' +
        '<p><a href="/resources/testvoltage">Prüfspannung ermitteln</a> oder <a href="/products/cable-wire-spark-testers">unsere Funkenprüfgeräte vergleichen</a>.</p>',
      '<h2>¿Por qué el ensayo de chispa?</h2>' +
        '<p>Un probador de chispa aplica alta tensión al exterior de un conductor aislado mientras pasa por un electrodo. Cualquier poro, zona delgada o inclusión deja que una chispa alcance el conductor puesto a tierra, y el equipo registra el defecto.</p>' +
        '<h2>Cómo elegir la tensión de ensayo</h2>' +
        '<p>La norma EN 62230 relaciona la tensión de ensayo con el espesor del aislamiento. Un aislamiento más grueso necesita más tensión, y las líneas rápidas se benefician de los <strong>probadores de alta frecuencia</strong>.</p>' +
        '<p><a href="/resources/testvoltage">Calcule su tensión de ensayo</a> o <a href="/products/cable-wire-spark-testers">compare nuestros probadores de chispa</a>.</p>',
      "<h2>Pourquoi l'essai à étincelles ?</h2>" +
        "<p>Un testeur à étincelles applique une haute tension à l'extérieur d'un conducteur isolé qui défile dans une électrode. Toute piqûre, zone mince ou inclusion laisse passer une étincelle vers le conducteur mis à la terre, et le testeur enregistre le défaut.</p>" +
        "<h2>Choisir la tension d'essai</h2>" +
        "<p>La norme EN 62230 relie la tension d'essai à l'épaisseur de l'isolant. Un isolant plus épais demande une tension plus élevée, et les lignes rapides tirent profit des <strong>testeurs haute fréquence</strong>.</p>" +
        '<p><a href="/resources/testvoltage">Calculez votre tension d\'essai</a> ou <a href="/products/cable-wire-spark-testers">comparez nos testeurs à étincelles</a>.</p>',
      '<h2>Waarom vonktesten?</h2>' +
        '<p>Een vonktester zet een hoge spanning op de buitenkant van een geïsoleerde geleider terwijl die door een elektrode loopt. Elke porie, dunne plek of insluiting laat een vonk overslaan naar de geaarde geleider, en de tester registreert de fout.</p>' +
        '<h2>De testspanning kiezen</h2>' +
        '<p>EN 62230 koppelt de testspanning aan de isolatiedikte. Dikkere isolatie vraagt een hogere spanning, en snelle lijnen hebben baat bij <strong>hoogfrequente vonktesters</strong>.</p>' +
        '<p><a href="/resources/testvoltage">Bepaal uw testspanning</a> of <a href="/products/cable-wire-spark-testers">vergelijk onze vonktesters</a>.</p>',
      '<h2>Porquê o ensaio de faísca?</h2>' +
        '<p>Um testador de faísca aplica alta tensão ao exterior de um condutor isolado enquanto este passa por um elétrodo. Qualquer poro, zona fina ou inclusão deixa uma faísca atingir o condutor ligado à terra, e o testador regista o defeito.</p>' +
        '<h2>Escolher a tensão de ensaio</h2>' +
        '<p>A norma EN 62230 relaciona a tensão de ensaio com a espessura do isolamento. Um isolamento mais espesso exige uma tensão mais alta, e as linhas rápidas beneficiam dos <strong>testadores de alta frequência</strong>.</p>' +
        '<p><a href="/resources/testvoltage">Calcule a sua tensão de ensaio</a> ou <a href="/products/cable-wire-spark-testers">compare os nossos testadores de faísca</a>.</p>',
    )),
  },
];
