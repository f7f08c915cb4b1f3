import { inArray } from 'drizzle-orm';
import type { Database } from '../../client';
import { blogPosts, countries, experts, faqs, helpArticles, testimonials, troubleshootingEntries } from '../../schema';
import { loc, t, type T6 } from '../content/i18n';
import { PRODUCT_IMAGE } from '../content/product-types';
import { productBySlug } from '../content/products';

/**
 * Demo records of FAQs, help-centre articles, troubleshooting entries, news posts, testimonials and experts. Most
 * are translated into all six languages; a few only into EN, DE and FR, so the missing-translations report of
 * /admin/content has something to show on a fresh database.
 */

/** English, German and French only: the other languages still to be translated. */
const t3 = (en: string, de: string, fr: string): T6 => t(en, de, '', fr, '', '');

const FAQS = [
  {
    category: 'general',
    question: t(
      'Where are Voltara instruments made?',
      'Wo werden Voltara-Geräte hergestellt?',
      '¿Dónde se fabrican los instrumentos Voltara?',
      'Où les instruments Voltara sont-ils fabriqués ?',
      'Waar worden Voltara-instrumenten gemaakt?',
      'Onde são fabricados os instrumentos Voltara?',
    ),
    answer: t(
      '<p>Every holiday detector and spark tester is designed, built and calibrated at our works in Sheffield, England.</p>',
      '<p>Jeder Porenprüfer und jedes Funkenprüfgerät wird in unserem Werk in Sheffield, England, entwickelt, gebaut und kalibriert.</p>',
      '<p>Todos los detectores de poros y probadores de chispa se diseñan, fabrican y calibran en nuestra planta de Sheffield, Inglaterra.</p>',
      '<p>Chaque détecteur de porosités et chaque testeur à étincelles est conçu, fabriqué et étalonné dans notre usine de Sheffield, en Angleterre.</p>',
      '<p>Elke poriëndetector en vonktester wordt ontworpen, gebouwd en gekalibreerd in onze fabriek in Sheffield, Engeland.</p>',
      '<p>Todos os detetores de porosidade e testadores de faísca são concebidos, fabricados e calibrados na nossa fábrica em Sheffield, Inglaterra.</p>',
    ),
  },
  {
    category: 'products',
    question: t(
      'What is the difference between a DC and a pulsed DC holiday detector?',
      'Was ist der Unterschied zwischen einem DC- und einem gepulsten DC-Porenprüfer?',
      '¿Qué diferencia hay entre un detector de poros DC y uno DC pulsado?',
      'Quelle est la différence entre un détecteur de porosités DC et DC pulsé ?',
      'Wat is het verschil tussen een DC- en een gepulste DC-poriëndetector?',
      'Qual é a diferença entre um detetor de porosidade DC e DC pulsado?',
    ),
    answer: t(
      '<p>A DC detector holds a steady voltage and suits clean, dry coatings. A <strong>pulsed</strong> detector fires short pulses, so it works on damp or contaminated surfaces and is safer on long pipelines.</p>',
      '<p>Ein DC-Gerät hält eine konstante Spannung und eignet sich für saubere, trockene Beschichtungen. Ein <strong>gepulstes</strong> Gerät gibt kurze Impulse ab, arbeitet daher auch auf feuchten oder verschmutzten Oberflächen und ist an langen Rohrleitungen sicherer.</p>',
      '<p>Un detector DC mantiene una tensión constante y es adecuado para revestimientos limpios y secos. Un detector <strong>pulsado</strong> emite impulsos cortos, por lo que funciona sobre superficies húmedas o contaminadas y es más seguro en tuberías largas.</p>',
      '<p>Un détecteur DC maintient une tension constante et convient aux revêtements propres et secs. Un détecteur <strong>pulsé</strong> émet de brèves impulsions : il fonctionne sur des surfaces humides ou souillées et est plus sûr sur les longues canalisations.</p>',
      '<p>Een DC-detector houdt een constante spanning aan en is geschikt voor schone, droge coatings. Een <strong>gepulste</strong> detector geeft korte pulsen, werkt daardoor ook op vochtige of vervuilde oppervlakken en is veiliger op lange pijpleidingen.</p>',
      '<p>Um detetor DC mantém uma tensão constante e adequa-se a revestimentos limpos e secos. Um detetor <strong>pulsado</strong> emite impulsos curtos, funcionando em superfícies húmidas ou contaminadas, e é mais seguro em condutas longas.</p>',
    ),
  },
  {
    category: 'services',
    question: t(
      'How often should my detector be calibrated?',
      'Wie oft sollte mein Prüfgerät kalibriert werden?',
      '¿Con qué frecuencia debo calibrar mi detector?',
      'À quelle fréquence mon détecteur doit-il être étalonné ?',
      'Hoe vaak moet mijn detector worden gekalibreerd?',
      'Com que frequência devo calibrar o meu detetor?',
    ),
    answer: t(
      '<p>Once a year, or sooner if the instrument has been dropped or repaired. Each calibration comes with a traceable certificate.</p>',
      '<p>Einmal jährlich, oder früher, wenn das Gerät heruntergefallen ist oder repariert wurde. Zu jeder Kalibrierung gehört ein rückführbares Zertifikat.</p>',
      '<p>Una vez al año, o antes si el instrumento ha sufrido una caída o se ha reparado. Cada calibración incluye un certificado trazable.</p>',
      '<p>Une fois par an, ou plus tôt si l’instrument est tombé ou a été réparé. Chaque étalonnage est accompagné d’un certificat traçable.</p>',
      '<p>Eenmaal per jaar, of eerder als het instrument is gevallen of gerepareerd. Bij elke kalibratie hoort een herleidbaar certificaat.</p>',
      '<p>Uma vez por ano, ou antes se o instrumento tiver caído ou sido reparado. Cada calibração inclui um certificado rastreável.</p>',
    ),
  },
  {
    category: 'orders',
    question: t(
      'Can I order spare electrodes on their own?',
      'Kann ich Ersatzelektroden einzeln bestellen?',
      '¿Puedo pedir electrodos de repuesto por separado?',
      'Puis-je commander des électrodes de rechange séparément ?',
      'Kan ik reserve-elektroden los bestellen?',
      'Posso encomendar elétrodos sobresselentes em separado?',
    ),
    answer: t(
      '<p>Yes. Brushes, rolling springs and bead-chain heads are listed under Parts; your local distributor can quote and deliver them.</p>',
      '<p>Ja. Bürsten, Rollfedern und Perlkettenköpfe finden Sie unter Ersatzteile; Ihr Händler vor Ort erstellt ein Angebot und liefert sie.</p>',
      '<p>Sí. Los cepillos, muelles rodantes y cabezales de cadena de bolas figuran en Repuestos; su distribuidor local puede presupuestarlos y entregarlos.</p>',
      '<p>Oui. Les brosses, ressorts roulants et têtes à chaînette figurent dans les pièces détachées ; votre distributeur local peut les chiffrer et les livrer.</p>',
      '<p>Ja. Borstels, rolveren en kogelkettingkoppen staan onder Onderdelen; uw lokale distributeur maakt een offerte en levert ze.</p>',
      '<p>Sim. Escovas, molas rolantes e cabeças de corrente de esferas estão em Peças; o seu distribuidor local pode orçamentá-las e entregá-las.</p>',
    ),
  },
  {
    category: 'distributors',
    question: t(
      'How do I become a Voltara distributor?',
      'Wie werde ich Voltara-Händler?',
      '¿Cómo me convierto en distribuidor de Voltara?',
      'Comment devenir distributeur Voltara ?',
      'Hoe word ik distributeur van Voltara?',
      'Como me torno distribuidor da Voltara?',
    ),
    answer: t(
      '<p>Apply through the Become a dealer page. We look for companies that serve the coating, pipeline or cable industries and can offer local support.</p>',
      '<p>Bewerben Sie sich über die Seite „Händler werden“. Wir suchen Firmen, die die Beschichtungs-, Pipeline- oder Kabelindustrie betreuen und Unterstützung vor Ort bieten können.</p>',
      '<p>Solicítelo en la página Hacerse distribuidor. Buscamos empresas que atiendan a la industria de revestimientos, tuberías o cables y puedan ofrecer soporte local.</p>',
      '<p>Postulez via la page Devenir distributeur. Nous recherchons des sociétés au service des secteurs du revêtement, des pipelines ou du câble, capables d’offrir un support local.</p>',
      '<p>Meld u aan via de pagina Dealer worden. Wij zoeken bedrijven die de coating-, pijpleiding- of kabelindustrie bedienen en lokale ondersteuning kunnen bieden.</p>',
      '<p>Candidate-se na página Tornar-se distribuidor. Procuramos empresas que sirvam as indústrias de revestimentos, condutas ou cabos e possam oferecer apoio local.</p>',
    ),
  },
] as const;

const HELP_ARTICLES = [
  {
    category: 'portal',
    title: t(
      'Registering a customer in the portal',
      'Einen Kunden im Portal registrieren',
      'Registrar un cliente en el portal',
      'Enregistrer un client dans le portail',
      'Een klant registreren in het portaal',
      'Registar um cliente no portal',
    ),
    body: t(
      '<p>Open Customers, choose Add and enter the company and its contact. Serial numbers you sell to it can then be linked to the customer.</p>',
      '<p>Öffnen Sie Kunden, wählen Sie Hinzufügen und erfassen Sie die Firma und ihren Ansprechpartner. Verkaufte Seriennummern können danach dem Kunden zugeordnet werden.</p>',
      '<p>Abra Clientes, elija Añadir e introduzca la empresa y su contacto. Después podrá vincular al cliente los números de serie que le venda.</p>',
      '<p>Ouvrez Clients, choisissez Ajouter et saisissez la société et son contact. Les numéros de série que vous lui vendez pourront ensuite lui être rattachés.</p>',
      '<p>Open Klanten, kies Toevoegen en vul het bedrijf en de contactpersoon in. Verkochte serienummers kunt u daarna aan de klant koppelen.</p>',
      '<p>Abra Clientes, escolha Adicionar e introduza a empresa e o seu contacto. Os números de série que lhe vender podem depois ser associados ao cliente.</p>',
    ),
  },
  {
    category: 'orders',
    title: t(
      'Reading your distributor price list',
      'Ihre Händlerpreisliste lesen',
      'Cómo leer su lista de precios de distribuidor',
      'Lire votre liste de prix distributeur',
      'Uw distributeursprijslijst lezen',
      'Ler a sua tabela de preços de distribuidor',
    ),
    body: t(
      '<p>Prices are shown in your contract currency and exclude VAT and carriage. Use Price lookup to find a single part number quickly.</p>',
      '<p>Die Preise werden in Ihrer Vertragswährung ohne MwSt. und Fracht angezeigt. Mit der Preisabfrage finden Sie eine einzelne Teilenummer schnell.</p>',
      '<p>Los precios se muestran en la moneda de su contrato, sin IVA ni transporte. Use Consulta de precios para encontrar rápidamente una referencia.</p>',
      '<p>Les prix sont affichés dans la devise de votre contrat, hors TVA et transport. Utilisez la recherche de prix pour trouver rapidement une référence.</p>',
      '<p>Prijzen worden getoond in uw contractvaluta, exclusief btw en vracht. Met Prijs opzoeken vindt u snel één onderdeelnummer.</p>',
      '<p>Os preços são apresentados na moeda do seu contrato, sem IVA nem transporte. Utilize a Consulta de preços para encontrar rapidamente uma referência.</p>',
    ),
  },
  {
    category: 'returns',
    title: t(
      'Returning an instrument for repair',
      'Ein Gerät zur Reparatur einsenden',
      'Devolver un instrumento para su reparación',
      'Retourner un instrument pour réparation',
      'Een instrument retourneren voor reparatie',
      'Devolver um instrumento para reparação',
    ),
    body: t(
      '<p>Raise a return under Returns before shipping. Quote the serial number, describe the fault and pack the unit in its transit case.</p>',
      '<p>Legen Sie vor dem Versand unter Rücksendungen eine Rücksendung an. Geben Sie die Seriennummer an, beschreiben Sie den Fehler und verpacken Sie das Gerät im Transportkoffer.</p>',
      '<p>Cree una devolución en Devoluciones antes del envío. Indique el número de serie, describa la avería y embale el equipo en su maletín.</p>',
      '<p>Créez un retour dans Retours avant l’expédition. Indiquez le numéro de série, décrivez la panne et emballez l’appareil dans sa mallette.</p>',
      '<p>Maak vóór verzending een retour aan onder Retouren. Vermeld het serienummer, beschrijf de storing en verpak het apparaat in de transportkoffer.</p>',
      '<p>Crie uma devolução em Devoluções antes do envio. Indique o número de série, descreva a avaria e embale o aparelho na mala de transporte.</p>',
    ),
  },
  {
    category: 'service',
    title: t3(
      'Booking a calibration for a customer',
      'Eine Kalibrierung für einen Kunden buchen',
      'Réserver un étalonnage pour un client',
    ),
    body: t3(
      '<p>Certified partners with service tool access calibrate on site; everyone else books a slot at the Sheffield laboratory under Services.</p>',
      '<p>Zertifizierte Partner mit Zugang zu den Servicewerkzeugen kalibrieren vor Ort; alle anderen buchen unter Dienstleistungen einen Termin im Labor in Sheffield.</p>',
      '<p>Les partenaires certifiés ayant accès aux outils de service étalonnent sur place ; les autres réservent un créneau au laboratoire de Sheffield dans Services.</p>',
    ),
  },
  {
    category: 'marketing',
    title: t3(
      'Downloading brochures and product images',
      'Broschüren und Produktbilder herunterladen',
      'Télécharger brochures et images produits',
    ),
    body: t3(
      '<p>Files holds the current brochures in every language and print-quality product images you may use in your own catalogue.</p>',
      '<p>Unter Dateien finden Sie die aktuellen Broschüren in allen Sprachen und Produktbilder in Druckqualität für Ihren eigenen Katalog.</p>',
      '<p>Fichiers contient les brochures actuelles dans toutes les langues et des images produits en qualité d’impression pour votre propre catalogue.</p>',
    ),
  },
] as const;

const TROUBLESHOOTING = [
  {
    product: 'vh-30-portable-dc-holiday-detector',
    problem: t(
      'The alarm sounds all the time, even on sound coating',
      'Der Alarm ertönt ständig, auch bei intakter Beschichtung',
      'La alarma suena continuamente, incluso sobre revestimiento sano',
      'L’alarme retentit en permanence, même sur un revêtement sain',
      'Het alarm gaat steeds af, ook op een intacte coating',
      'O alarme soa continuamente, mesmo em revestimento intacto',
    ),
    solution: t(
      '<p>The test voltage is probably too high for the coating thickness, or the surface is damp. Lower the voltage to the calculated value and dry the surface.</p>',
      '<p>Wahrscheinlich ist die Prüfspannung für die Schichtdicke zu hoch oder die Oberfläche feucht. Senken Sie die Spannung auf den berechneten Wert und trocknen Sie die Oberfläche.</p>',
      '<p>Probablemente la tensión de ensayo es demasiado alta para el espesor del revestimiento o la superficie está húmeda. Reduzca la tensión al valor calculado y seque la superficie.</p>',
      '<p>La tension d’essai est sans doute trop élevée pour l’épaisseur du revêtement, ou la surface est humide. Ramenez la tension à la valeur calculée et séchez la surface.</p>',
      '<p>De testspanning is waarschijnlijk te hoog voor de laagdikte, of het oppervlak is vochtig. Verlaag de spanning naar de berekende waarde en droog het oppervlak.</p>',
      '<p>A tensão de ensaio é provavelmente demasiado alta para a espessura do revestimento, ou a superfície está húmida. Reduza a tensão para o valor calculado e seque a superfície.</p>',
    ),
  },
  {
    product: 'vh-30-portable-dc-holiday-detector',
    problem: t(
      'No spark at a known holiday',
      'Kein Funke an einer bekannten Fehlstelle',
      'No salta chispa en un poro conocido',
      'Pas d’étincelle sur un défaut connu',
      'Geen vonk bij een bekende porie',
      'Sem faísca num poro conhecido',
    ),
    solution: t(
      '<p>Check the earth return lead: it must touch bare metal of the substrate. Then check the battery charge on the display.</p>',
      '<p>Prüfen Sie das Erdungskabel: Es muss blankes Metall des Untergrunds berühren. Prüfen Sie danach den Akkustand in der Anzeige.</p>',
      '<p>Compruebe el cable de retorno a tierra: debe tocar metal desnudo del sustrato. Después compruebe la carga de la batería en la pantalla.</p>',
      '<p>Vérifiez le câble de retour à la terre : il doit toucher le métal nu du support. Vérifiez ensuite la charge de la batterie à l’écran.</p>',
      '<p>Controleer de aardkabel: die moet blank metaal van de ondergrond raken. Controleer daarna de batterijlading op het display.</p>',
      '<p>Verifique o cabo de retorno à terra: deve tocar no metal nu do substrato. Depois verifique a carga da bateria no visor.</p>',
    ),
  },
  {
    product: 'vp-35-pulsed-dc-pipeline-detector',
    problem: t(
      'The pulse lamp flashes but a holiday does not trigger the alarm',
      'Die Impulsleuchte blinkt, aber eine Fehlstelle löst keinen Alarm aus',
      'El piloto de impulsos parpadea pero un poro no activa la alarma',
      'Le voyant d’impulsion clignote mais un défaut ne déclenche pas l’alarme',
      'Het pulslampje knippert maar een porie activeert het alarm niet',
      'A luz de impulso pisca mas um poro não ativa o alarme',
    ),
    solution: t(
      '<p>Raise the sensitivity one step at a time. On long pipelines also move the earth connection closer to the test area.</p>',
      '<p>Erhöhen Sie die Empfindlichkeit schrittweise. Setzen Sie bei langen Rohrleitungen außerdem den Erdungsanschluss näher an den Prüfbereich.</p>',
      '<p>Aumente la sensibilidad paso a paso. En tuberías largas, acerque también la conexión a tierra a la zona de ensayo.</p>',
      '<p>Augmentez la sensibilité cran par cran. Sur les longues canalisations, rapprochez aussi la mise à la terre de la zone d’essai.</p>',
      '<p>Verhoog de gevoeligheid stap voor stap. Plaats bij lange pijpleidingen ook de aardverbinding dichter bij het testgebied.</p>',
      '<p>Aumente a sensibilidade um passo de cada vez. Em condutas longas, aproxime também a ligação à terra da zona de ensaio.</p>',
    ),
  },
  {
    product: 'ws-90-wet-sponge-detector',
    problem: t(
      'False alarms with the wet sponge detector',
      'Fehlalarme mit dem Nassschwamm-Prüfgerät',
      'Falsas alarmas con el detector de esponja húmeda',
      'Fausses alarmes avec le détecteur à éponge humide',
      'Valse alarmen met de natte-sponsdetector',
      'Falsos alarmes com o detetor de esponja húmida',
    ),
    solution: t(
      '<p>Use tap water with only a few drops of wetting agent: too much makes the film conductive. Wring the sponge out so it does not drip.</p>',
      '<p>Verwenden Sie Leitungswasser mit nur wenigen Tropfen Netzmittel: Zu viel macht den Film leitfähig. Drücken Sie den Schwamm aus, damit er nicht tropft.</p>',
      '<p>Use agua del grifo con solo unas gotas de humectante: en exceso hace conductora la película. Escurra la esponja para que no gotee.</p>',
      '<p>Utilisez de l’eau du robinet avec quelques gouttes d’agent mouillant seulement : trop rend le film conducteur. Essorez l’éponge pour qu’elle ne goutte pas.</p>',
      '<p>Gebruik leidingwater met slechts enkele druppels bevochtigingsmiddel: te veel maakt de film geleidend. Knijp de spons uit zodat hij niet druipt.</p>',
      '<p>Use água da torneira com apenas algumas gotas de agente molhante: em excesso torna a película condutora. Esprema a esponja para não pingar.</p>',
    ),
  },
  {
    product: 'sa-25-ac-spark-tester',
    problem: t3(
      'The fault counter registers faults on good cable',
      'Der Fehlerzähler zählt Fehler an einwandfreiem Kabel',
      'Le compteur de défauts enregistre des défauts sur un câble sain',
    ),
    solution: t3(
      '<p>Clean the bead-chain electrode and check that the cable is centred in it. At high line speeds, raise the fault detection threshold.</p>',
      '<p>Reinigen Sie die Perlkettenelektrode und prüfen Sie, ob das Kabel mittig hindurchläuft. Erhöhen Sie bei hohen Liniengeschwindigkeiten die Fehlerschwelle.</p>',
      '<p>Nettoyez l’électrode à chaînette et vérifiez que le câble y est bien centré. À vitesse de ligne élevée, relevez le seuil de détection.</p>',
    ),
  },
  {
    product: 'gl-100-geomembrane-leak-locator',
    problem: t3(
      'Weak signal on a large liner',
      'Schwaches Signal auf einer großen Dichtungsbahn',
      'Signal faible sur une grande géomembrane',
    ),
    solution: t3(
      '<p>Wet the area under test and place the return electrode in the water or soil below the liner, not on its surface.</p>',
      '<p>Befeuchten Sie den Prüfbereich und setzen Sie die Rückleiterelektrode in das Wasser oder den Boden unter der Bahn, nicht auf ihre Oberfläche.</p>',
      '<p>Mouillez la zone testée et placez l’électrode de retour dans l’eau ou le sol sous la géomembrane, pas sur sa surface.</p>',
    ),
  },
] as const;

const BLOG_POSTS = [
  {
    slug: 'vp-50-pulsed-dc-pipeline-detector-launched',
    image: PRODUCT_IMAGE.pulsed,
    date: '2025-03-04',
    published: true,
    title: t(
      'Launching the VP-50 pulsed DC pipeline detector',
      'Markteinführung des gepulsten DC-Pipelineprüfers VP-50',
      'Lanzamiento del detector de tuberías DC pulsado VP-50',
      'Lancement du détecteur pour pipelines DC pulsé VP-50',
      'Lancering van de gepulste DC-pijpleidingdetector VP-50',
      'Lançamento do detetor de condutas DC pulsado VP-50',
    ),
    summary: t(
      'Up to 50 kV for thick pipeline coatings, with a data logger built in.',
      'Bis zu 50 kV für dicke Rohrbeschichtungen, mit eingebautem Datenlogger.',
      'Hasta 50 kV para revestimientos gruesos de tuberías, con registrador de datos integrado.',
      'Jusqu’à 50 kV pour les revêtements épais de pipelines, avec enregistreur de données intégré.',
      'Tot 50 kV voor dikke pijpleidingcoatings, met ingebouwde datalogger.',
      'Até 50 kV para revestimentos espessos de condutas, com registador de dados integrado.',
    ),
    body: t(
      '<p>The VP-50 tests three-layer polyethylene and FBE coatings up to 50 kV and logs every holiday with its position.</p>',
      '<p>Der VP-50 prüft dreischichtige Polyethylen- und FBE-Beschichtungen bis 50 kV und protokolliert jede Fehlstelle mit ihrer Position.</p>',
      '<p>El VP-50 ensaya revestimientos de polietileno tricapa y FBE hasta 50 kV y registra cada poro con su posición.</p>',
      '<p>Le VP-50 contrôle les revêtements polyéthylène tricouche et FBE jusqu’à 50 kV et enregistre chaque défaut avec sa position.</p>',
      '<p>De VP-50 test drielaagse polyetheen- en FBE-coatings tot 50 kV en registreert elke porie met haar positie.</p>',
      '<p>O VP-50 ensaia revestimentos de polietileno tricamada e FBE até 50 kV e regista cada poro com a sua posição.</p>',
    ),
  },
  {
    slug: 'calibration-laboratory-accredited',
    image: PRODUCT_IMAGE.calibration,
    date: '2024-11-12',
    published: true,
    title: t(
      'Our calibration laboratory gains ISO/IEC 17025 accreditation',
      'Unser Kalibrierlabor erhält die Akkreditierung nach ISO/IEC 17025',
      'Nuestro laboratorio de calibración obtiene la acreditación ISO/IEC 17025',
      'Notre laboratoire d’étalonnage obtient l’accréditation ISO/IEC 17025',
      'Ons kalibratielaboratorium behaalt ISO/IEC 17025-accreditatie',
      'O nosso laboratório de calibração obtém a acreditação ISO/IEC 17025',
    ),
    summary: t(
      'Certificates from Sheffield are now accredited for voltages up to 60 kV.',
      'Zertifikate aus Sheffield sind jetzt für Spannungen bis 60 kV akkreditiert.',
      'Los certificados de Sheffield están ahora acreditados para tensiones de hasta 60 kV.',
      'Les certificats de Sheffield sont désormais accrédités jusqu’à 60 kV.',
      'Certificaten uit Sheffield zijn nu geaccrediteerd voor spanningen tot 60 kV.',
      'Os certificados de Sheffield estão agora acreditados para tensões até 60 kV.',
    ),
    body: t(
      '<p>After a thorough assessment, our laboratory is accredited to ISO/IEC 17025 for DC and AC high-voltage calibration.</p>',
      '<p>Nach einer gründlichen Begutachtung ist unser Labor nach ISO/IEC 17025 für DC- und AC-Hochspannungskalibrierung akkreditiert.</p>',
      '<p>Tras una evaluación exhaustiva, nuestro laboratorio está acreditado según ISO/IEC 17025 para la calibración de alta tensión DC y AC.</p>',
      '<p>Après une évaluation approfondie, notre laboratoire est accrédité ISO/IEC 17025 pour l’étalonnage haute tension DC et AC.</p>',
      '<p>Na een grondige beoordeling is ons laboratorium volgens ISO/IEC 17025 geaccrediteerd voor DC- en AC-hoogspanningskalibratie.</p>',
      '<p>Após uma avaliação rigorosa, o nosso laboratório está acreditado segundo a ISO/IEC 17025 para calibração de alta tensão DC e AC.</p>',
    ),
  },
  {
    slug: 'meet-us-at-cable-wire-dusseldorf',
    image: PRODUCT_IMAGE.spark,
    date: '2025-05-20',
    published: true,
    title: t3(
      'Meet us at wire Düsseldorf',
      'Besuchen Sie uns auf der wire Düsseldorf',
      'Rencontrez-nous au salon wire de Düsseldorf',
    ),
    summary: t3(
      'See the new SH-20 high-frequency spark tester running on a live cable line.',
      'Erleben Sie das neue Hochfrequenz-Funkenprüfgerät SH-20 an einer laufenden Kabellinie.',
      'Découvrez le nouveau testeur à étincelles haute fréquence SH-20 sur une ligne de câble en fonctionnement.',
    ),
    body: t3(
      '<p>Our engineers will demonstrate spark testing at full line speed and answer your questions on EN 62230.</p>',
      '<p>Unsere Ingenieure zeigen die Funkenprüfung bei voller Liniengeschwindigkeit und beantworten Ihre Fragen zur EN 62230.</p>',
      '<p>Nos ingénieurs feront la démonstration du test à étincelles à pleine vitesse de ligne et répondront à vos questions sur la norme EN 62230.</p>',
    ),
  },
  {
    slug: 'choosing-an-electrode',
    image: PRODUCT_IMAGE.electrode,
    date: null,
    published: false,
    title: t3(
      'Choosing the right electrode for the job',
      'Die richtige Elektrode für die Aufgabe wählen',
      'Choisir la bonne électrode pour chaque travail',
    ),
    summary: t3(
      'Brushes, rolling springs or bead chains: a short guide.',
      'Bürsten, Rollfedern oder Perlketten: ein kurzer Leitfaden.',
      'Brosses, ressorts roulants ou chaînettes : un petit guide.',
    ),
    body: t3(
      '<p>Flat brushes suit plate and tank walls, rolling springs suit pipe, and bead chains follow the contours of cable and wire.</p>',
      '<p>Flachbürsten eignen sich für Bleche und Tankwände, Rollfedern für Rohre, und Perlketten folgen der Kontur von Kabeln und Drähten.</p>',
      '<p>Les brosses plates conviennent aux tôles et parois de cuves, les ressorts roulants aux tubes, et les chaînettes épousent le contour des câbles et fils.</p>',
    ),
  },
] as const;

const TESTIMONIALS = [
  {
    author: 'Sarah Whitfield',
    company: 'Northern Pipe Coatings Ltd',
    quote: t(
      'The VP-35 has run every working day for six years. Calibration turnaround is always under a week.',
      'Der VP-35 läuft seit sechs Jahren an jedem Arbeitstag. Die Kalibrierung dauert nie länger als eine Woche.',
      'El VP-35 funciona cada día laborable desde hace seis años. La calibración nunca tarda más de una semana.',
      'Le VP-35 fonctionne chaque jour ouvré depuis six ans. L’étalonnage prend toujours moins d’une semaine.',
      'De VP-35 draait al zes jaar elke werkdag. De kalibratie duurt altijd minder dan een week.',
      'O VP-35 funciona todos os dias úteis há seis anos. A calibração demora sempre menos de uma semana.',
    ),
  },
  {
    author: 'Jürgen Albrecht',
    company: 'Rheinkabel GmbH',
    quote: t(
      'Switching our lines to Voltara spark testers cut false rejects by half.',
      'Seit wir unsere Linien auf Voltara-Funkenprüfgeräte umgestellt haben, hat sich der Fehlausschuss halbiert.',
      'Al cambiar nuestras líneas a probadores de chispa Voltara, los rechazos erróneos se redujeron a la mitad.',
      'Le passage de nos lignes aux testeurs à étincelles Voltara a réduit de moitié les faux rebuts.',
      'Sinds onze lijnen Voltara-vonktesters gebruiken, is de onterechte afkeur gehalveerd.',
      'Ao mudar as nossas linhas para testadores de faísca Voltara, as falsas rejeições caíram para metade.',
    ),
  },
  {
    author: 'Camille Durand',
    company: 'Étanchéité Sud',
    quote: t3(
      'The VM-200 finds pinholes in roof membranes that our old tester simply missed.',
      'Der VM-200 findet Poren in Dachbahnen, die unser altes Prüfgerät einfach übersehen hat.',
      'Le VM-200 trouve dans les membranes de toiture des piqûres que notre ancien testeur ne voyait pas.',
    ),
  },
  {
    author: 'Pieter de Vries',
    company: 'Dijkstra Tankbouw B.V.',
    quote: t3(
      'Clear manuals, sturdy cases and a distributor who answers the phone: exactly what a site crew needs.',
      'Klare Anleitungen, robuste Koffer und ein Händler, der ans Telefon geht: genau das, was ein Baustellenteam braucht.',
      'Des manuels clairs, des mallettes robustes et un distributeur qui répond au téléphone : exactement ce qu’il faut sur chantier.',
    ),
  },
] as const;

const EXPERTS = [
  {
    name: 'David Hallam',
    country: 'United Kingdom',
    email: 'd.hallam@voltara.example',
    phone: '+44 114 496 0120',
    jobTitle: t(
      'Head of applications engineering',
      'Leiter Anwendungstechnik',
      'Director de ingeniería de aplicaciones',
      'Responsable de l’ingénierie d’application',
      'Hoofd applicatie-engineering',
      'Diretor de engenharia de aplicações',
    ),
  },
  {
    name: 'Anna Becker',
    country: 'Germany',
    email: 'a.becker@voltara.example',
    phone: '+49 211 555 0140',
    jobTitle: t(
      'Cable testing specialist',
      'Spezialistin für Kabelprüfung',
      'Especialista en ensayo de cables',
      'Spécialiste du contrôle des câbles',
      'Specialist kabeltesten',
      'Especialista em ensaio de cabos',
    ),
  },
  {
    name: 'Luc Moreau',
    country: 'France',
    email: 'l.moreau@voltara.example',
    phone: '+33 1 55 55 01 60',
    jobTitle: t3('Pipeline coating specialist', 'Spezialist für Rohrbeschichtungen', 'Spécialiste des revêtements de pipelines'),
  },
  {
    name: 'Maria Santos',
    country: 'Portugal',
    email: 'm.santos@voltara.example',
    phone: '+351 21 555 0180',
    jobTitle: t3('Technical sales, Iberia', 'Technischer Vertrieb, Iberische Halbinsel', 'Ventes techniques, péninsule Ibérique'),
  },
  {
    name: 'Ray Coleman',
    country: 'United States',
    email: 'r.coleman@voltara.example',
    phone: '+1 713 555 0199',
    jobTitle: t3('Geomembrane leak location', 'Leckortung an Geomembranen', 'Localisation de fuites sur géomembranes'),
  },
] as const;

export async function seedArticles(db: Database): Promise<void> {
  const countryRows = await db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(inArray(countries.name, EXPERTS.map((e) => e.country)));
  const countryId = new Map(countryRows.map((c) => [c.name, c.id]));

  await db.batch([
    db.insert(faqs).values(
      FAQS.map((f, i) => ({ category: f.category, ...loc('question', f.question), ...loc('answer', f.answer), sort: i + 1 })),
    ),
    db.insert(helpArticles).values(
      HELP_ARTICLES.map((a, i) => ({ category: a.category, ...loc('title', a.title), ...loc('body', a.body), sort: i + 1 })),
    ),
    db.insert(troubleshootingEntries).values(
      TROUBLESHOOTING.map((e, i) => ({
        productId: productBySlug(e.product).id,
        ...loc('problem', e.problem),
        ...loc('solution', e.solution),
        sort: i + 1,
      })),
    ),
    db.insert(blogPosts).values(
      BLOG_POSTS.map((p) => ({
        slug: p.slug,
        ...loc('title', p.title),
        ...loc('summary', p.summary),
        ...loc('body', p.body),
        imageUrl: p.image,
        publishedAt: p.date === null ? null : new Date(`${p.date}T00:00:00Z`),
        published: p.published,
      })),
    ),
    db.insert(testimonials).values(
      TESTIMONIALS.map((q, i) => ({ author: q.author, company: q.company, ...loc('quote', q.quote), sort: i + 1 })),
    ),
    db.insert(experts).values(
      EXPERTS.map((e, i) => ({
        name: e.name,
        ...loc('job_title', e.jobTitle),
        email: e.email,
        phone: e.phone,
        countryId: countryId.get(e.country) ?? null,
        sort: i + 1,
      })),
    ),
  ]);
}
