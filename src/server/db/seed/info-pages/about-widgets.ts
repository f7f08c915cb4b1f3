import { sanitizeEach } from '../../../features/content/sanitize';
import { PAGE_WIDGETS } from '../../../../shared/content/page-sources';
import { t } from '../content/i18n';
import type { WidgetSeed } from '../content/widgets';

/** The HTML widgets of /about and /about/vacancies, in all six languages (stored HTML, sanitised as every write is). */

const ABOUT_INTRO = sanitizeEach(t(
  '<h2>Who we are</h2>' +
    '<p>Voltara Test Equipment Ltd has designed and built electrical test instruments in Sheffield, England, since 1987. What began as a two-person workshop repairing holiday detectors for pipeline contractors is now a team of 85 engineers, technicians and support staff, with customers in more than 60 countries.</p>' +
    '<p>We make every instrument we sell: <strong>DC and pulsed DC holiday detectors, AC, DC and high-frequency spark testers, and leak-detection systems</strong> for membranes and liners. We calibrate and repair them in our own laboratory, and we train the people who use them.</p>' +
    '<ul><li>Design, assembly and testing under one roof in Sheffield</li><li>An accredited calibration laboratory for voltages up to 60 kV</li><li>A network of trained dealers and service partners worldwide</li></ul>',
  '<h2>Wer wir sind</h2>' +
    '<p>Voltara Test Equipment Ltd entwickelt und baut seit 1987 elektrische Prüfgeräte in Sheffield, England. Was als Zwei-Personen-Werkstatt begann, die Porenprüfgeräte für Pipelinebauer reparierte, ist heute ein Team von 85 Ingenieuren, Technikern und Servicemitarbeitern mit Kunden in über 60 Ländern.</p>' +
    '<p>Wir fertigen jedes Gerät, das wir verkaufen, selbst: <strong>DC- und gepulste DC-Porenprüfgeräte, AC-, DC- und Hochfrequenz-Funkenprüfgeräte sowie Leckortungssysteme</strong> für Dichtungsbahnen und Auskleidungen. Wir kalibrieren und reparieren sie in unserem eigenen Labor und schulen die Menschen, die damit arbeiten.</p>' +
    '<ul><li>Entwicklung, Montage und Prüfung unter einem Dach in Sheffield</li><li>Ein akkreditiertes Kalibrierlabor für Spannungen bis 60 kV</li><li>Ein weltweites Netz geschulter Händler und Servicepartner</li></ul>',
  '<h2>Quiénes somos</h2>' +
    '<p>Voltara Test Equipment Ltd diseña y fabrica instrumentos de ensayo eléctrico en Sheffield, Inglaterra, desde 1987. Lo que empezó como un taller de dos personas que reparaba detectores de poros para contratistas de tuberías es hoy un equipo de 85 ingenieros, técnicos y personal de soporte, con clientes en más de 60 países.</p>' +
    '<p>Fabricamos todos los instrumentos que vendemos: <strong>detectores de poros DC y DC pulsados, probadores de chispa AC, DC y de alta frecuencia, y sistemas de detección de fugas</strong> para membranas y revestimientos. Los calibramos y reparamos en nuestro propio laboratorio y formamos a las personas que los utilizan.</p>' +
    '<ul><li>Diseño, montaje y ensayo bajo un mismo techo en Sheffield</li><li>Un laboratorio de calibración acreditado para tensiones de hasta 60 kV</li><li>Una red mundial de distribuidores y socios de servicio formados</li></ul>',
  '<h2>Qui sommes-nous</h2>' +
    '<p>Voltara Test Equipment Ltd conçoit et fabrique des instruments de contrôle électrique à Sheffield, en Angleterre, depuis 1987. L’atelier de deux personnes qui réparait des détecteurs de porosité pour les poseurs de pipelines est devenu une équipe de 85 ingénieurs, techniciens et collaborateurs du support, avec des clients dans plus de 60 pays.</p>' +
    '<p>Nous fabriquons chaque instrument que nous vendons : <strong>détecteurs de porosité DC et DC pulsé, testeurs à étincelles AC, DC et haute fréquence, et systèmes de détection de fuites</strong> pour membranes et géomembranes. Nous les étalonnons et les réparons dans notre propre laboratoire, et nous formons ceux qui les utilisent.</p>' +
    '<ul><li>Conception, assemblage et essais sous un même toit à Sheffield</li><li>Un laboratoire d’étalonnage accrédité jusqu’à 60 kV</li><li>Un réseau mondial de revendeurs et de partenaires de service formés</li></ul>',
  '<h2>Wie wij zijn</h2>' +
    '<p>Voltara Test Equipment Ltd ontwerpt en bouwt sinds 1987 elektrische testinstrumenten in Sheffield, Engeland. Wat begon als een werkplaats van twee mensen die porositeitsdetectoren voor pijpleidingaannemers repareerde, is nu een team van 85 engineers, technici en ondersteunende medewerkers, met klanten in meer dan 60 landen.</p>' +
    '<p>Wij maken elk instrument dat we verkopen zelf: <strong>DC- en gepulste DC-porositeitsdetectoren, AC-, DC- en hoogfrequente vonktesters en lekdetectiesystemen</strong> voor membranen en liners. We kalibreren en repareren ze in ons eigen laboratorium en trainen de mensen die ermee werken.</p>' +
    '<ul><li>Ontwerp, assemblage en testen onder één dak in Sheffield</li><li>Een geaccrediteerd kalibratielaboratorium voor spanningen tot 60 kV</li><li>Een wereldwijd netwerk van getrainde dealers en servicepartners</li></ul>',
  '<h2>Quem somos</h2>' +
    '<p>A Voltara Test Equipment Ltd concebe e fabrica instrumentos de ensaio elétrico em Sheffield, Inglaterra, desde 1987. O que começou como uma oficina de duas pessoas a reparar detetores de porosidade para empreiteiros de condutas é hoje uma equipa de 85 engenheiros, técnicos e pessoal de apoio, com clientes em mais de 60 países.</p>' +
    '<p>Fabricamos todos os instrumentos que vendemos: <strong>detetores de porosidade DC e DC pulsada, testadores de faísca AC, DC e de alta frequência, e sistemas de deteção de fugas</strong> para membranas e geomembranas. Calibramo-los e reparamo-los no nosso próprio laboratório e formamos quem os utiliza.</p>' +
    '<ul><li>Conceção, montagem e ensaio sob o mesmo teto em Sheffield</li><li>Um laboratório de calibração acreditado para tensões até 60 kV</li><li>Uma rede mundial de distribuidores e parceiros de assistência formados</li></ul>',
));

const ABOUT_HISTORY = sanitizeEach(t(
  '<h2>Our story</h2><ul>' +
    '<li><strong>1987</strong>: founded in Sheffield to repair and calibrate holiday detectors.</li>' +
    '<li><strong>1995</strong>: our first pulsed DC detector, made for long pipelines and damp coatings.</li>' +
    '<li><strong>2008</strong>: AC and DC spark testers for cable and wire extrusion lines.</li>' +
    '<li><strong>2016</strong>: a new works with its own high-voltage calibration laboratory.</li>' +
    '<li><strong>2024</strong>: ISO/IEC 17025 accreditation of the calibration laboratory.</li></ul>',
  '<h2>Unsere Geschichte</h2><ul>' +
    '<li><strong>1987</strong>: Gründung in Sheffield zur Reparatur und Kalibrierung von Porenprüfgeräten.</li>' +
    '<li><strong>1995</strong>: unser erstes gepulstes DC-Prüfgerät, gebaut für lange Pipelines und feuchte Beschichtungen.</li>' +
    '<li><strong>2008</strong>: AC- und DC-Funkenprüfgeräte für Extrusionslinien von Kabeln und Drähten.</li>' +
    '<li><strong>2016</strong>: ein neues Werk mit eigenem Hochspannungs-Kalibrierlabor.</li>' +
    '<li><strong>2024</strong>: Akkreditierung des Kalibrierlabors nach ISO/IEC 17025.</li></ul>',
  '<h2>Nuestra historia</h2><ul>' +
    '<li><strong>1987</strong>: fundación en Sheffield para reparar y calibrar detectores de poros.</li>' +
    '<li><strong>1995</strong>: nuestro primer detector DC pulsado, pensado para tuberías largas y recubrimientos húmedos.</li>' +
    '<li><strong>2008</strong>: probadores de chispa AC y DC para líneas de extrusión de cables y alambres.</li>' +
    '<li><strong>2016</strong>: una nueva planta con su propio laboratorio de calibración de alta tensión.</li>' +
    '<li><strong>2024</strong>: acreditación ISO/IEC 17025 del laboratorio de calibración.</li></ul>',
  '<h2>Notre histoire</h2><ul>' +
    '<li><strong>1987</strong> : création à Sheffield pour réparer et étalonner les détecteurs de porosité.</li>' +
    '<li><strong>1995</strong> : notre premier détecteur DC pulsé, conçu pour les longs pipelines et les revêtements humides.</li>' +
    '<li><strong>2008</strong> : testeurs à étincelles AC et DC pour les lignes d’extrusion de câbles et de fils.</li>' +
    '<li><strong>2016</strong> : une nouvelle usine avec son propre laboratoire d’étalonnage haute tension.</li>' +
    '<li><strong>2024</strong> : accréditation ISO/IEC 17025 du laboratoire d’étalonnage.</li></ul>',
  '<h2>Onze geschiedenis</h2><ul>' +
    '<li><strong>1987</strong>: opgericht in Sheffield om porositeitsdetectoren te repareren en te kalibreren.</li>' +
    '<li><strong>1995</strong>: onze eerste gepulste DC-detector, gemaakt voor lange pijpleidingen en vochtige coatings.</li>' +
    '<li><strong>2008</strong>: AC- en DC-vonktesters voor extrusielijnen van kabel en draad.</li>' +
    '<li><strong>2016</strong>: een nieuwe fabriek met een eigen hoogspanningskalibratielaboratorium.</li>' +
    '<li><strong>2024</strong>: ISO/IEC 17025-accreditatie van het kalibratielaboratorium.</li></ul>',
  '<h2>A nossa história</h2><ul>' +
    '<li><strong>1987</strong>: fundação em Sheffield para reparar e calibrar detetores de porosidade.</li>' +
    '<li><strong>1995</strong>: o nosso primeiro detetor DC pulsado, feito para condutas longas e revestimentos húmidos.</li>' +
    '<li><strong>2008</strong>: testadores de faísca AC e DC para linhas de extrusão de cabos e fios.</li>' +
    '<li><strong>2016</strong>: uma nova fábrica com laboratório próprio de calibração de alta tensão.</li>' +
    '<li><strong>2024</strong>: acreditação ISO/IEC 17025 do laboratório de calibração.</li></ul>',
));

const VACANCIES_INTRO = sanitizeEach(t(
  '<h2>Working at Voltara</h2>' +
    '<p>We are a close team of engineers and technicians who like solving practical problems. You will work on instruments that inspectors trust on pipelines, roofs and cable lines around the world, with the time and tools to do it properly.</p>' +
    '<p>To apply, send your CV and a short covering letter to <a href="mailto:careers@voltara.test">careers@voltara.test</a>, quoting the reference of the position. We answer every application within two weeks.</p>' +
    '<p>Voltara is an equal opportunities employer and welcomes applications from everyone.</p>',
  '<h2>Arbeiten bei Voltara</h2>' +
    '<p>Wir sind ein eingespieltes Team von Ingenieuren und Technikern, die gern praktische Probleme lösen. Sie arbeiten an Geräten, denen Prüfer an Pipelines, auf Dächern und an Kabellinien in aller Welt vertrauen – mit der Zeit und den Werkzeugen, es richtig zu machen.</p>' +
    '<p>Senden Sie Ihren Lebenslauf und ein kurzes Anschreiben unter Angabe der Referenznummer an <a href="mailto:careers@voltara.test">careers@voltara.test</a>. Wir beantworten jede Bewerbung innerhalb von zwei Wochen.</p>' +
    '<p>Voltara ist ein Arbeitgeber, der Chancengleichheit fördert, und freut sich über Bewerbungen von allen Menschen.</p>',
  '<h2>Trabajar en Voltara</h2>' +
    '<p>Somos un equipo unido de ingenieros y técnicos a los que les gusta resolver problemas prácticos. Trabajará en instrumentos en los que confían inspectores de tuberías, cubiertas y líneas de cable de todo el mundo, con el tiempo y las herramientas para hacerlo bien.</p>' +
    '<p>Para presentar su candidatura, envíe su currículum y una breve carta de presentación a <a href="mailto:careers@voltara.test">careers@voltara.test</a>, indicando la referencia del puesto. Respondemos a todas las candidaturas en un plazo de dos semanas.</p>' +
    '<p>Voltara es una empresa que promueve la igualdad de oportunidades y acoge candidaturas de todas las personas.</p>',
  '<h2>Travailler chez Voltara</h2>' +
    '<p>Nous sommes une équipe soudée d’ingénieurs et de techniciens qui aiment résoudre des problèmes concrets. Vous travaillerez sur des instruments auxquels les inspecteurs font confiance sur les pipelines, les toitures et les lignes de câble du monde entier, avec le temps et les outils pour bien faire.</p>' +
    '<p>Pour postuler, envoyez votre CV et une courte lettre de motivation à <a href="mailto:careers@voltara.test">careers@voltara.test</a> en indiquant la référence du poste. Nous répondons à chaque candidature sous deux semaines.</p>' +
    '<p>Voltara est un employeur attaché à l’égalité des chances et accueille les candidatures de toutes et tous.</p>',
  '<h2>Werken bij Voltara</h2>' +
    '<p>Wij zijn een hecht team van engineers en technici die graag praktische problemen oplossen. U werkt aan instrumenten waarop inspecteurs wereldwijd vertrouwen bij pijpleidingen, daken en kabellijnen, met de tijd en het gereedschap om het goed te doen.</p>' +
    '<p>Solliciteren? Stuur uw cv en een korte motivatiebrief naar <a href="mailto:careers@voltara.test">careers@voltara.test</a> en vermeld de referentie van de vacature. Wij reageren binnen twee weken op elke sollicitatie.</p>' +
    '<p>Voltara biedt gelijke kansen en verwelkomt sollicitaties van iedereen.</p>',
  '<h2>Trabalhar na Voltara</h2>' +
    '<p>Somos uma equipa unida de engenheiros e técnicos que gostam de resolver problemas práticos. Vai trabalhar em instrumentos em que os inspetores confiam em condutas, coberturas e linhas de cabo de todo o mundo, com o tempo e as ferramentas para o fazer bem.</p>' +
    '<p>Para se candidatar, envie o seu currículo e uma breve carta de apresentação para <a href="mailto:careers@voltara.test">careers@voltara.test</a>, indicando a referência da vaga. Respondemos a todas as candidaturas no prazo de duas semanas.</p>' +
    '<p>A Voltara é uma entidade empregadora que promove a igualdade de oportunidades e acolhe candidaturas de todas as pessoas.</p>',
));

export const ABOUT_WIDGET_SEEDS: readonly WidgetSeed[] = [
  { name: PAGE_WIDGETS.aboutIntro, type: 'HTML', classes: '', html: ABOUT_INTRO },
  { name: PAGE_WIDGETS.aboutHistory, type: 'HTML', classes: '', html: ABOUT_HISTORY },
  { name: PAGE_WIDGETS.vacanciesIntro, type: 'HTML', classes: '', html: VACANCIES_INTRO },
];
