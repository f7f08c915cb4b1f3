import { sanitizeEach } from '../../../features/content/sanitize';
import { EXPERTISE_WIDGETS } from '../../../../shared/content/page-sources';
import { t } from '../content/i18n';
import type { WidgetSeed } from '../content/widgets';

/** The text of the three expertise pages, one HTML widget each, in all six languages. */

const LEAK_DETECTION = sanitizeEach(t(
  '<h2>Finding the leak before the water does</h2>' +
    '<p>A roof membrane, a landfill liner or a reservoir lining is only as good as its weakest seam. Electrical leak location finds breaches that a visual inspection misses: a current flows through the smallest hole to the earthed substrate or the soil beneath, and the instrument leads you to it.</p>' +
    '<ul><li><strong>Low-voltage scanning</strong> on wetted roofs and covered liners, to ASTM D7877 and ASTM D8265</li><li><strong>High-voltage testing</strong> of exposed, conductive-backed membranes and geomembranes</li><li>Acceptance testing after installation and surveys of roofs already in service</li></ul>' +
    '<p>Our engineers have surveyed green roofs, podium decks, tunnel linings and landfill cells, and train contractors to run their own tests.</p>',
  '<h2>Das Leck finden, bevor das Wasser es tut</h2>' +
    '<p>Eine Dachabdichtung, eine Deponieabdichtung oder eine Beckenauskleidung ist nur so gut wie ihre schwächste Naht. Die elektrische Leckortung findet Fehlstellen, die bei der Sichtprüfung übersehen werden: Strom fließt durch das kleinste Loch zum geerdeten Untergrund oder ins Erdreich, und das Gerät führt Sie dorthin.</p>' +
    '<ul><li><strong>Niederspannungs-Scannen</strong> auf befeuchteten Dächern und überdeckten Abdichtungen nach ASTM D7877 und ASTM D8265</li><li><strong>Hochspannungsprüfung</strong> freiliegender Bahnen und Geomembranen mit leitfähiger Rückseite</li><li>Abnahmeprüfung nach dem Einbau und Untersuchung von Dächern im Bestand</li></ul>' +
    '<p>Unsere Ingenieure haben Gründächer, Parkdecks, Tunnelabdichtungen und Deponiefelder geprüft und schulen Fachbetriebe darin, ihre eigenen Prüfungen durchzuführen.</p>',
  '<h2>Encontrar la fuga antes que el agua</h2>' +
    '<p>Una membrana de cubierta, una lámina de vertedero o el revestimiento de un embalse valen lo que su soldadura más débil. La localización eléctrica de fugas encuentra los defectos que la inspección visual no ve: la corriente atraviesa el orificio más pequeño hasta el soporte conectado a tierra o el terreno, y el instrumento le guía hasta él.</p>' +
    '<ul><li><strong>Barrido de baja tensión</strong> en cubiertas humedecidas y láminas cubiertas, según ASTM D7877 y ASTM D8265</li><li><strong>Ensayo de alta tensión</strong> de membranas y geomembranas expuestas con cara conductora</li><li>Ensayos de recepción tras la instalación e inspección de cubiertas en servicio</li></ul>' +
    '<p>Nuestros ingenieros han inspeccionado cubiertas ajardinadas, losas de aparcamiento, revestimientos de túneles y celdas de vertedero, y forman a los contratistas para que realicen sus propios ensayos.</p>',
  '<h2>Trouver la fuite avant que l’eau ne le fasse</h2>' +
    '<p>Une membrane de toiture, une géomembrane de décharge ou le revêtement d’un bassin ne vaut que par sa soudure la plus faible. La localisation électrique des fuites trouve les brèches qu’un contrôle visuel ne voit pas : un courant traverse le plus petit trou vers le support mis à la terre ou le sol, et l’instrument vous y conduit.</p>' +
    '<ul><li><strong>Balayage basse tension</strong> sur toitures humidifiées et géomembranes recouvertes, selon ASTM D7877 et ASTM D8265</li><li><strong>Contrôle haute tension</strong> des membranes et géomembranes exposées à face conductrice</li><li>Essais de réception après pose et diagnostics de toitures en service</li></ul>' +
    '<p>Nos ingénieurs ont contrôlé des toitures végétalisées, des dalles de parking, des revêtements de tunnels et des casiers de décharge, et forment les entreprises à mener leurs propres essais.</p>',
  '<h2>Het lek vinden voordat het water dat doet</h2>' +
    '<p>Een dakmembraan, een stortplaatsafdichting of de bekleding van een bassin is zo goed als de zwakste naad. Elektrische lekdetectie vindt gebreken die een visuele inspectie mist: een stroom loopt door het kleinste gat naar de geaarde ondergrond of de bodem eronder, en het instrument leidt u ernaartoe.</p>' +
    '<ul><li><strong>Laagspanningsscannen</strong> op bevochtigde daken en afgedekte liners, volgens ASTM D7877 en ASTM D8265</li><li><strong>Hoogspanningstesten</strong> van vrijliggende membranen en geomembranen met geleidende onderzijde</li><li>Opleveringstesten na de aanleg en onderzoek van daken die al in gebruik zijn</li></ul>' +
    '<p>Onze engineers hebben groendaken, parkeerdekken, tunnelbekledingen en stortcompartimenten onderzocht en leren aannemers hun eigen testen uit te voeren.</p>',
  '<h2>Encontrar a fuga antes da água</h2>' +
    '<p>Uma membrana de cobertura, uma geomembrana de aterro ou o revestimento de um reservatório valem o que vale a sua soldadura mais fraca. A localização elétrica de fugas encontra defeitos que a inspeção visual não vê: uma corrente passa pelo furo mais pequeno até ao suporte ligado à terra ou ao solo, e o instrumento leva-o até ele.</p>' +
    '<ul><li><strong>Varrimento de baixa tensão</strong> em coberturas humedecidas e geomembranas cobertas, segundo a ASTM D7877 e a ASTM D8265</li><li><strong>Ensaio de alta tensão</strong> de membranas e geomembranas expostas com face condutora</li><li>Ensaios de receção após a instalação e inspeção de coberturas em serviço</li></ul>' +
    '<p>Os nossos engenheiros já inspecionaram coberturas ajardinadas, lajes de estacionamento, revestimentos de túneis e células de aterro, e formam empreiteiros para realizarem os seus próprios ensaios.</p>',
));

const PIPELINE = sanitizeEach(t(
  '<h2>Holiday detection from the coating plant to the trench</h2>' +
    '<p>A pinhole in a pipeline coating becomes a corrosion site the day the pipe is buried. Holiday detection finds it first: a high voltage across the coating sparks through any flaw to the steel, and the detector alarms.</p>' +
    '<ul><li><strong>Pulsed DC detectors</strong> up to 50 kV for FBE, three-layer polyethylene and polypropylene coatings</li><li>Rolling spring and circular brush electrodes for every pipe diameter</li><li>Test voltages set to NACE SP0490, NACE SP0274 and ISO 21809</li></ul>' +
    '<p>We support coating plants, field-joint crews and inspectors, from choosing the test voltage to keeping records that satisfy the client.</p>',
  '<h2>Porenprüfung vom Beschichtungswerk bis zum Rohrgraben</h2>' +
    '<p>Eine Pore in der Rohrbeschichtung wird an dem Tag zur Korrosionsstelle, an dem das Rohr verlegt wird. Die Porenprüfung findet sie vorher: Eine Hochspannung über der Beschichtung schlägt an jeder Fehlstelle zum Stahl durch, und das Gerät gibt Alarm.</p>' +
    '<ul><li><strong>Gepulste DC-Prüfgeräte</strong> bis 50 kV für FBE-, Dreischicht-Polyethylen- und Polypropylen-Beschichtungen</li><li>Spiralfeder- und Rundbürstenelektroden für jeden Rohrdurchmesser</li><li>Prüfspannungen nach NACE SP0490, NACE SP0274 und ISO 21809</li></ul>' +
    '<p>Wir unterstützen Beschichtungswerke, Nachumhüllungsteams und Prüfer – von der Wahl der Prüfspannung bis zu Protokollen, die den Auftraggeber überzeugen.</p>',
  '<h2>Detección de poros desde la planta de revestimiento hasta la zanja</h2>' +
    '<p>Un poro en el revestimiento de una tubería se convierte en un foco de corrosión el día en que se entierra el tubo. La detección de poros lo encuentra antes: una alta tensión aplicada sobre el revestimiento hace saltar una chispa hasta el acero en cualquier defecto, y el detector da la alarma.</p>' +
    '<ul><li><strong>Detectores DC pulsados</strong> de hasta 50 kV para revestimientos FBE, de polietileno tricapa y de polipropileno</li><li>Electrodos de muelle rodante y de cepillo circular para cualquier diámetro de tubo</li><li>Tensiones de ensayo según NACE SP0490, NACE SP0274 e ISO 21809</li></ul>' +
    '<p>Asistimos a plantas de revestimiento, equipos de juntas de campo e inspectores, desde la elección de la tensión de ensayo hasta unos registros que satisfagan al cliente.</p>',
  '<h2>La détection de porosité, de l’usine de revêtement à la tranchée</h2>' +
    '<p>Une porosité dans le revêtement d’un pipeline devient un foyer de corrosion le jour où le tube est enterré. La détection de porosité la trouve avant : une haute tension appliquée sur le revêtement fait jaillir une étincelle vers l’acier à chaque défaut, et le détecteur donne l’alarme.</p>' +
    '<ul><li><strong>Détecteurs DC pulsé</strong> jusqu’à 50 kV pour les revêtements FBE, polyéthylène tricouche et polypropylène</li><li>Électrodes à ressort roulant et à brosse circulaire pour tous les diamètres de tube</li><li>Tensions d’essai selon NACE SP0490, NACE SP0274 et ISO 21809</li></ul>' +
    '<p>Nous accompagnons les usines de revêtement, les équipes de joints de terrain et les inspecteurs, du choix de la tension d’essai jusqu’à des relevés qui satisfont le client.</p>',
  '<h2>Porositeitsdetectie van coatingfabriek tot sleuf</h2>' +
    '<p>Een porie in een pijpleidingcoating wordt een corrosieplek op de dag dat de buis wordt ingegraven. Porositeitsdetectie vindt haar eerder: een hoge spanning over de coating slaat bij elk gebrek door naar het staal, en de detector geeft alarm.</p>' +
    '<ul><li><strong>Gepulste DC-detectoren</strong> tot 50 kV voor FBE-, drielaagse polyetheen- en polypropeencoatings</li><li>Rolveer- en ronde borstelelektroden voor elke buisdiameter</li><li>Testspanningen volgens NACE SP0490, NACE SP0274 en ISO 21809</li></ul>' +
    '<p>Wij ondersteunen coatingfabrieken, lasnaadploegen en inspecteurs, van de keuze van de testspanning tot registraties waar de opdrachtgever tevreden mee is.</p>',
  '<h2>Deteção de porosidade da fábrica de revestimento até à vala</h2>' +
    '<p>Um poro no revestimento de uma conduta torna-se um foco de corrosão no dia em que o tubo é enterrado. A deteção de porosidade encontra-o antes: uma alta tensão aplicada ao revestimento faz saltar uma faísca até ao aço em qualquer defeito, e o detetor dá o alarme.</p>' +
    '<ul><li><strong>Detetores DC pulsados</strong> até 50 kV para revestimentos FBE, de polietileno tricamada e de polipropileno</li><li>Elétrodos de mola rolante e de escova circular para qualquer diâmetro de tubo</li><li>Tensões de ensaio segundo NACE SP0490, NACE SP0274 e ISO 21809</li></ul>' +
    '<p>Apoiamos fábricas de revestimento, equipas de juntas de campo e inspetores, desde a escolha da tensão de ensaio até registos que satisfazem o cliente.</p>',
));

const SUBSEA = sanitizeEach(t(
  '<h2>Coatings that must last decades under the sea</h2>' +
    '<p>Once a flowline, riser or subsea structure is installed, its coating cannot be repaired without a diving spread or a remotely operated vehicle. Every holiday has to be found on land or on the lay vessel, before the pipe goes over the stinger.</p>' +
    '<ul><li><strong>High-voltage testing of thick coatings</strong>: multi-layer polypropylene and wet thermal insulation up to 60 kV</li><li>Field-joint inspection on the firing line of pipelay vessels, in salt spray and on damp steel</li><li>Rugged, sealed instruments with battery packs that last a full shift offshore</li></ul>' +
    '<p>Our instruments are used at spoolbases and coating yards around the North Sea, the Gulf of Mexico and West Africa.</p>',
  '<h2>Beschichtungen, die Jahrzehnte unter Wasser halten müssen</h2>' +
    '<p>Ist eine Rohrleitung, ein Steigrohr oder ein Unterwasserbauwerk einmal installiert, lässt sich die Beschichtung nur noch mit Tauchern oder einem ferngesteuerten Fahrzeug reparieren. Jede Fehlstelle muss daher an Land oder auf dem Verlegeschiff gefunden werden, bevor das Rohr über den Stinger geht.</p>' +
    '<ul><li><strong>Hochspannungsprüfung dicker Beschichtungen</strong>: mehrlagiges Polypropylen und nasse Wärmedämmung bis 60 kV</li><li>Prüfung der Feldnähte an der Schweißlinie von Verlegeschiffen, bei Salznebel und auf feuchtem Stahl</li><li>Robuste, abgedichtete Geräte mit Akkus, die eine ganze Schicht auf See durchhalten</li></ul>' +
    '<p>Unsere Geräte sind auf Spoolbases und in Beschichtungswerken rund um die Nordsee, im Golf von Mexiko und in Westafrika im Einsatz.</p>',
  '<h2>Revestimientos que deben durar décadas bajo el mar</h2>' +
    '<p>Una vez instalado un conducto, un riser o una estructura submarina, su revestimiento solo puede repararse con buzos o con un vehículo operado a distancia. Cada poro debe encontrarse en tierra o en el buque de tendido, antes de que el tubo pase por el stinger.</p>' +
    '<ul><li><strong>Ensayo de alta tensión de revestimientos gruesos</strong>: polipropileno multicapa y aislamiento térmico húmedo hasta 60 kV</li><li>Inspección de juntas de campo en la línea de soldadura de buques de tendido, con niebla salina y acero húmedo</li><li>Instrumentos robustos y estancos, con baterías que aguantan un turno completo en alta mar</li></ul>' +
    '<p>Nuestros instrumentos se utilizan en bases de carretes y plantas de revestimiento del mar del Norte, el golfo de México y África occidental.</p>',
  '<h2>Des revêtements qui doivent durer des décennies sous la mer</h2>' +
    '<p>Une fois une conduite, un riser ou une structure sous-marine installés, leur revêtement ne se répare plus qu’avec des plongeurs ou un robot télé-opéré. Chaque porosité doit donc être trouvée à terre ou sur le navire de pose, avant que le tube ne passe sur le stinger.</p>' +
    '<ul><li><strong>Contrôle haute tension des revêtements épais</strong> : polypropylène multicouche et isolation thermique humide jusqu’à 60 kV</li><li>Contrôle des joints de terrain sur la ligne de soudage des navires de pose, sous embruns et sur acier humide</li><li>Instruments robustes et étanches, avec des batteries qui tiennent un poste complet en mer</li></ul>' +
    '<p>Nos instruments sont utilisés dans les bases d’assemblage et les usines de revêtement autour de la mer du Nord, du golfe du Mexique et de l’Afrique de l’Ouest.</p>',
  '<h2>Coatings die tientallen jaren onder zee moeten meegaan</h2>' +
    '<p>Zodra een flowline, riser of onderzeese constructie is geïnstalleerd, kan de coating alleen nog met duikers of een op afstand bestuurd voertuig worden hersteld. Elke porie moet dus aan land of op het pijpenlegschip worden gevonden, voordat de buis over de stinger gaat.</p>' +
    '<ul><li><strong>Hoogspanningstesten van dikke coatings</strong>: meerlaags polypropeen en natte thermische isolatie tot 60 kV</li><li>Inspectie van lasnaadcoatings op de laslijn van pijpenlegschepen, in zoutnevel en op vochtig staal</li><li>Robuuste, afgedichte instrumenten met accu’s die een volledige dienst op zee meegaan</li></ul>' +
    '<p>Onze instrumenten worden gebruikt op spoolbases en coatingwerven rond de Noordzee, de Golf van Mexico en West-Afrika.</p>',
  '<h2>Revestimentos que têm de durar décadas debaixo do mar</h2>' +
    '<p>Depois de instalada uma conduta, um riser ou uma estrutura submarina, o seu revestimento só pode ser reparado com mergulhadores ou um veículo operado remotamente. Cada poro tem de ser encontrado em terra ou no navio de lançamento, antes de o tubo passar pelo stinger.</p>' +
    '<ul><li><strong>Ensaio de alta tensão de revestimentos espessos</strong>: polipropileno multicamada e isolamento térmico húmido até 60 kV</li><li>Inspeção de juntas de campo na linha de soldadura dos navios de lançamento, com névoa salina e aço húmido</li><li>Instrumentos robustos e estanques, com baterias que duram um turno completo no mar</li></ul>' +
    '<p>Os nossos instrumentos são utilizados em bases de bobinagem e fábricas de revestimento no mar do Norte, no golfo do México e na África Ocidental.</p>',
));

export const EXPERTISE_WIDGET_SEEDS: readonly WidgetSeed[] = [
  { name: EXPERTISE_WIDGETS['leak-detection'], type: 'HTML', classes: '', html: LEAK_DETECTION },
  { name: EXPERTISE_WIDGETS.pipeline, type: 'HTML', classes: '', html: PIPELINE },
  { name: EXPERTISE_WIDGETS.subsea, type: 'HTML', classes: '', html: SUBSEA },
];
