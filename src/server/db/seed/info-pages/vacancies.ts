import { VACANCIES_DOCUMENT } from '../../../../shared/content/page-sources';
import { t } from '../content/i18n';
import type { DocumentSeed } from './document-seed';

/** /about/vacancies: the open positions, one document page each (an admin closes one by deleting its page). */
export const VACANCIES: DocumentSeed = {
  slug: VACANCIES_DOCUMENT,
  title: t('Open positions', 'Offene Stellen', 'Puestos vacantes', 'Postes ouverts', 'Openstaande vacatures', 'Vagas em aberto'),
  pages: [
    {
      title: t(
        'Electronics design engineer, high voltage (ref. VTE-ENG-24)',
        'Entwicklungsingenieur/in Elektronik, Hochspannung (Ref. VTE-ENG-24)',
        'Ingeniero/a de diseño electrónico, alta tensión (ref. VTE-ENG-24)',
        'Ingénieur(e) conception électronique, haute tension (réf. VTE-ENG-24)',
        'Ontwerpengineer elektronica, hoogspanning (ref. VTE-ENG-24)',
        'Engenheiro/a de conceção eletrónica, alta tensão (ref. VTE-ENG-24)',
      ),
      body: t(
        '<p>Design the next generation of our pulsed DC holiday detectors, from the high-voltage module to the firmware that drives it. You will take products from first prototype through EMC and safety testing to production.</p>' +
          '<ul><li>A degree in electronic engineering and experience of high-voltage or power electronics</li><li>Confident with schematic capture, PCB layout and embedded C</li><li>Sheffield works, full time, with flexible hours</li></ul>',
        '<p>Entwickeln Sie die nächste Generation unserer gepulsten DC-Porenprüfgeräte, vom Hochspannungsmodul bis zur Firmware, die es steuert. Sie begleiten Produkte vom ersten Prototyp über EMV- und Sicherheitsprüfungen bis in die Serienfertigung.</p>' +
          '<ul><li>Studium der Elektrotechnik und Erfahrung in Hochspannungs- oder Leistungselektronik</li><li>Sicher in Schaltplanentwurf, Leiterplattenlayout und Embedded C</li><li>Werk Sheffield, Vollzeit, mit flexiblen Arbeitszeiten</li></ul>',
        '<p>Diseñe la próxima generación de nuestros detectores de poros DC pulsados, desde el módulo de alta tensión hasta el firmware que lo controla. Llevará los productos desde el primer prototipo, pasando por los ensayos de CEM y seguridad, hasta la producción.</p>' +
          '<ul><li>Titulación en ingeniería electrónica y experiencia en alta tensión o electrónica de potencia</li><li>Dominio de captura de esquemas, diseño de PCB y C embebido</li><li>Planta de Sheffield, jornada completa, con horario flexible</li></ul>',
        '<p>Concevez la prochaine génération de nos détecteurs de porosité DC pulsé, du module haute tension au micrologiciel qui le pilote. Vous mènerez les produits du premier prototype aux essais CEM et de sécurité, jusqu’à la production.</p>' +
          '<ul><li>Diplôme d’ingénieur en électronique et expérience en haute tension ou électronique de puissance</li><li>À l’aise avec la saisie de schémas, le routage de circuits imprimés et le C embarqué</li><li>Usine de Sheffield, temps plein, horaires flexibles</li></ul>',
        '<p>Ontwerp de volgende generatie van onze gepulste DC-porositeitsdetectoren, van de hoogspanningsmodule tot de firmware die hem aanstuurt. U begeleidt producten van het eerste prototype via EMC- en veiligheidstesten tot in productie.</p>' +
          '<ul><li>Een opleiding elektrotechniek en ervaring met hoogspannings- of vermogenselektronica</li><li>Vaardig in schemaontwerp, printontwerp en embedded C</li><li>Fabriek in Sheffield, voltijds, met flexibele werktijden</li></ul>',
        '<p>Conceba a próxima geração dos nossos detetores de porosidade DC pulsados, do módulo de alta tensão ao firmware que o controla. Vai acompanhar os produtos desde o primeiro protótipo, passando pelos ensaios de CEM e segurança, até à produção.</p>' +
          '<ul><li>Licenciatura em engenharia eletrónica e experiência em alta tensão ou eletrónica de potência</li><li>Domínio de captura de esquemas, desenho de PCB e C embebido</li><li>Fábrica de Sheffield, tempo inteiro, com horário flexível</li></ul>',
      ),
    },
    {
      title: t(
        'Calibration technician (ref. VTE-CAL-07)',
        'Kalibriertechniker/in (Ref. VTE-CAL-07)',
        'Técnico/a de calibración (ref. VTE-CAL-07)',
        'Technicien(ne) d’étalonnage (réf. VTE-CAL-07)',
        'Kalibratietechnicus (ref. VTE-CAL-07)',
        'Técnico/a de calibração (ref. VTE-CAL-07)',
      ),
      body: t(
        '<p>Calibrate and repair holiday detectors, spark testers and high-voltage voltmeters in our accredited laboratory, and issue the certificates our customers rely on.</p>' +
          '<ul><li>An HNC or equivalent in electrical or electronic engineering</li><li>Experience of calibration or test work; training on our instruments is given</li><li>Sheffield laboratory, full time, Monday to Friday</li></ul>',
        '<p>Kalibrieren und reparieren Sie Porenprüfgeräte, Funkenprüfgeräte und Hochspannungsvoltmeter in unserem akkreditierten Labor und stellen Sie die Zertifikate aus, auf die sich unsere Kunden verlassen.</p>' +
          '<ul><li>Eine Ausbildung als Elektroniker/in oder eine vergleichbare Qualifikation</li><li>Erfahrung in Kalibrierung oder Prüftechnik; eine Einarbeitung in unsere Geräte erhalten Sie</li><li>Labor in Sheffield, Vollzeit, Montag bis Freitag</li></ul>',
        '<p>Calibre y repare detectores de poros, probadores de chispa y voltímetros de alta tensión en nuestro laboratorio acreditado, y emita los certificados en los que confían nuestros clientes.</p>' +
          '<ul><li>Formación técnica en electricidad o electrónica (HNC o equivalente)</li><li>Experiencia en calibración o ensayos; le formaremos en nuestros instrumentos</li><li>Laboratorio de Sheffield, jornada completa, de lunes a viernes</li></ul>',
        '<p>Étalonnez et réparez des détecteurs de porosité, des testeurs à étincelles et des voltmètres haute tension dans notre laboratoire accrédité, et délivrez les certificats sur lesquels nos clients s’appuient.</p>' +
          '<ul><li>Un BTS en électrotechnique ou électronique, ou équivalent</li><li>Une expérience de l’étalonnage ou des essais ; une formation sur nos instruments est assurée</li><li>Laboratoire de Sheffield, temps plein, du lundi au vendredi</li></ul>',
        '<p>Kalibreer en repareer porositeitsdetectoren, vonktesters en hoogspanningsvoltmeters in ons geaccrediteerde laboratorium, en stel de certificaten op waarop onze klanten vertrouwen.</p>' +
          '<ul><li>Een mbo- of hbo-opleiding elektrotechniek of elektronica, of vergelijkbaar</li><li>Ervaring met kalibratie of testwerk; u wordt op onze instrumenten ingewerkt</li><li>Laboratorium in Sheffield, voltijds, maandag tot en met vrijdag</li></ul>',
        '<p>Calibre e repare detetores de porosidade, testadores de faísca e voltímetros de alta tensão no nosso laboratório acreditado, e emita os certificados em que os nossos clientes confiam.</p>' +
          '<ul><li>Formação técnica em eletricidade ou eletrónica (HNC ou equivalente)</li><li>Experiência em calibração ou ensaios; damos formação nos nossos instrumentos</li><li>Laboratório de Sheffield, tempo inteiro, de segunda a sexta-feira</li></ul>',
      ),
    },
    {
      title: t(
        'Technical sales manager, German-speaking countries (ref. VTE-SAL-12)',
        'Technische/r Vertriebsleiter/in DACH (Ref. VTE-SAL-12)',
        'Responsable de ventas técnicas, países de habla alemana (ref. VTE-SAL-12)',
        'Responsable des ventes techniques, pays germanophones (réf. VTE-SAL-12)',
        'Technisch salesmanager, Duitstalige landen (ref. VTE-SAL-12)',
        'Gestor/a de vendas técnicas, países de língua alemã (ref. VTE-SAL-12)',
      ),
      body: t(
        '<p>Look after our dealers and key accounts in Germany, Austria and Switzerland: coating contractors, pipe mills and cable makers. You will demonstrate instruments on site, support dealers with quotations and represent Voltara at trade fairs.</p>' +
          '<ul><li>A technical background and experience of selling test or measurement equipment</li><li>Fluent German and good English</li><li>Home-based in Germany, with travel across the region</li></ul>',
        '<p>Betreuen Sie unsere Händler und Großkunden in Deutschland, Österreich und der Schweiz: Beschichtungsbetriebe, Rohrwerke und Kabelhersteller. Sie führen Geräte vor Ort vor, unterstützen Händler bei Angeboten und vertreten Voltara auf Messen.</p>' +
          '<ul><li>Technischer Hintergrund und Erfahrung im Vertrieb von Prüf- oder Messtechnik</li><li>Verhandlungssicheres Deutsch und gutes Englisch</li><li>Homeoffice in Deutschland, mit Reisetätigkeit in der Region</li></ul>',
        '<p>Atienda a nuestros distribuidores y clientes clave en Alemania, Austria y Suiza: aplicadores de recubrimientos, fábricas de tubos y fabricantes de cables. Hará demostraciones de los instrumentos in situ, apoyará a los distribuidores con los presupuestos y representará a Voltara en ferias.</p>' +
          '<ul><li>Formación técnica y experiencia en la venta de equipos de ensayo o medición</li><li>Alemán fluido y buen nivel de inglés</li><li>Teletrabajo desde Alemania, con viajes por la región</li></ul>',
        '<p>Suivez nos revendeurs et grands comptes en Allemagne, en Autriche et en Suisse : applicateurs de revêtements, tuberies et câbliers. Vous ferez des démonstrations sur site, aiderez les revendeurs à établir leurs offres et représenterez Voltara sur les salons.</p>' +
          '<ul><li>Une formation technique et une expérience de la vente d’équipements de contrôle ou de mesure</li><li>Allemand courant et bon niveau d’anglais</li><li>Poste basé à domicile en Allemagne, avec déplacements dans la région</li></ul>',
        '<p>Onderhoud de contacten met onze dealers en belangrijke klanten in Duitsland, Oostenrijk en Zwitserland: coatingbedrijven, buizenfabrieken en kabelfabrikanten. U geeft demonstraties op locatie, ondersteunt dealers bij offertes en vertegenwoordigt Voltara op beurzen.</p>' +
          '<ul><li>Een technische achtergrond en ervaring met de verkoop van test- of meetapparatuur</li><li>Vloeiend Duits en goed Engels</li><li>Thuiswerkplek in Duitsland, met reizen door de regio</li></ul>',
        '<p>Acompanhe os nossos distribuidores e clientes principais na Alemanha, Áustria e Suíça: aplicadores de revestimentos, fábricas de tubos e fabricantes de cabos. Fará demonstrações no local, apoiará os distribuidores nos orçamentos e representará a Voltara em feiras.</p>' +
          '<ul><li>Formação técnica e experiência na venda de equipamento de ensaio ou medição</li><li>Alemão fluente e bom nível de inglês</li><li>Teletrabalho a partir da Alemanha, com deslocações pela região</li></ul>',
      ),
    },
  ],
};
