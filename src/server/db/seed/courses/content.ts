import { t, type T6 } from '../content/i18n';
import { GUIDES, type GuideSeed } from './documents';
import type { Slide } from './media';
import { HOLIDAY_QUESTIONS } from './questions-holiday';
import { SPARK_QUESTIONS } from './questions-spark';
import type { QuestionSeed } from './question';

/** The two demo courses (DECISIONS.md "Demo data for the service lifecycle and the portal"), in EN DE ES FR NL PT. */

export interface CourseSeed {
  key: 'holiday' | 'spark';
  title: T6;
  description: T6;
  hours: string;
  passingScore: number;
  attemptsPerDay: number;
  questionsPerAttempt: number | null;
  validityMonths: number;
  documents: ReadonlyArray<{ title: T6; fileName: string; guide: GuideSeed }>;
  video: { title: T6; fileName: string; slides: readonly Slide[]; captions: readonly T6[] };
  questions: readonly QuestionSeed[];
}

export const COURSES: readonly CourseSeed[] = [
  {
    key: 'holiday',
    title: t('Safe operation of DC holiday detectors', 'Sicherer Betrieb von DC-Porenprüfgeräten', 'Uso seguro de detectores de poros CC', 'Utilisation en toute sécurité des détecteurs de porosité CC', 'Veilig werken met DC-porositeitsdetectoren', 'Utilização segura de detetores de porosidade CC'),
    description: t(
      'How to test protective coatings on pipes, tanks and steel structures with a DC holiday detector without risk to yourself or others: preparing and earthing the workpiece, choosing the method, the voltage and the electrode, scanning, and recording the holidays found.',
      'Wie Sie Schutzbeschichtungen auf Rohren, Behältern und Stahlbauten mit einem DC-Porenprüfgerät prüfen, ohne sich oder andere zu gefährden: Vorbereiten und Erden des Prüflings, Wahl von Verfahren, Prüfspannung und Elektrode, Abtasten und Dokumentieren der gefundenen Poren.',
      'Cómo inspeccionar recubrimientos protectores en tuberías, depósitos y estructuras de acero con un detector de poros CC sin riesgo para usted ni para otros: preparación y puesta a tierra de la pieza, elección del método, la tensión y el electrodo, barrido y registro de los poros encontrados.',
      'Comment contrôler les revêtements de protection des canalisations, réservoirs et structures en acier avec un détecteur de porosité CC sans danger pour vous ni pour les autres : préparation et mise à la terre de la pièce, choix de la méthode, de la tension et de l’électrode, balayage et enregistrement des défauts trouvés.',
      'Hoe u beschermende coatings op leidingen, tanks en staalconstructies met een DC-porositeitsdetector test zonder gevaar voor uzelf of anderen: het werkstuk voorbereiden en aarden, methode, spanning en elektrode kiezen, scannen en de gevonden poriën vastleggen.',
      'Como inspecionar revestimentos de proteção em tubagens, reservatórios e estruturas de aço com um detetor de porosidade CC sem risco para si ou para outros: preparação e ligação à terra da peça, escolha do método, da tensão e do elétrodo, varrimento e registo dos poros encontrados.',
    ),
    hours: '4',
    passingScore: 80,
    attemptsPerDay: 3,
    questionsPerAttempt: null,
    validityMonths: 24,
    documents: [
      {
        title: t('DC holiday detectors: safety rules', 'DC-Porenprüfgeräte: Sicherheitsregeln', 'Detectores de poros CC: normas de seguridad', 'Détecteurs de porosité CC : règles de sécurité', 'DC-porositeitsdetectoren: veiligheidsregels', 'Detetores de porosidade CC: regras de segurança'),
        fileName: 'vte-tr-101-holiday-detector-safety.pdf',
        guide: GUIDES.holidaySafety,
      },
      {
        title: t('Choosing the test method, voltage and electrode', 'Wahl von Prüfverfahren, Prüfspannung und Elektrode', 'Elección del método, la tensión de ensayo y el electrodo', 'Choix de la méthode, de la tension d’essai et de l’électrode', 'Keuze van testmethode, testspanning en elektrode', 'Escolha do método, da tensão de ensaio e do elétrodo'),
        fileName: 'vte-tr-102-test-voltage-and-electrodes.pdf',
        guide: GUIDES.holidayVoltage,
      },
    ],
    video: {
      title: t('Holiday testing step by step', 'Porenprüfung Schritt für Schritt', 'Detección de poros paso a paso', 'Le contrôle de porosité pas à pas', 'Porositeitstest stap voor stap', 'Deteção de porosidade passo a passo'),
      fileName: 'holiday-testing-step-by-step.webm',
      slides: [
        { seconds: 5, step: 'Safe operation of DC holiday detectors', drawing: 'detector' },
        { seconds: 5, step: '1. Check the coating is dry, clean and cured', drawing: 'coating' },
        { seconds: 6, step: '2. Earth the workpiece', drawing: 'earth' },
        { seconds: 6, step: '3. Set and verify the test voltage', drawing: 'dial' },
        { seconds: 5, step: '4. Scan steadily at about 0.3 m/s', drawing: 'scan' },
        { seconds: 5, step: '5. Mark each holiday, then switch off and discharge', drawing: 'mark' },
      ],
      captions: [
        t('This video shows how to test a coating safely with a DC holiday detector.', 'Dieses Video zeigt, wie Sie eine Beschichtung sicher mit einem DC-Porenprüfgerät prüfen.', 'Este vídeo muestra cómo inspeccionar un recubrimiento de forma segura con un detector de poros CC.', 'Cette vidéo montre comment contrôler un revêtement en toute sécurité avec un détecteur de porosité CC.', 'Deze video laat zien hoe u een coating veilig test met een DC-porositeitsdetector.', 'Este vídeo mostra como inspecionar um revestimento em segurança com um detetor de porosidade CC.'),
        t('First check that the coating is dry, clean and fully cured.', 'Prüfen Sie zuerst, ob die Beschichtung trocken, sauber und vollständig ausgehärtet ist.', 'Compruebe primero que el recubrimiento está seco, limpio y totalmente curado.', 'Vérifiez d’abord que le revêtement est sec, propre et entièrement polymérisé.', 'Controleer eerst of de coating droog, schoon en volledig uitgehard is.', 'Verifique primeiro se o revestimento está seco, limpo e totalmente curado.'),
        t('Clamp the earth lead to bare metal of the workpiece before you switch on.', 'Klemmen Sie das Erdungskabel an blankes Metall des Prüflings, bevor Sie einschalten.', 'Conecte el cable de tierra a metal desnudo de la pieza antes de encender el equipo.', 'Fixez le câble de terre sur le métal nu de la pièce avant la mise sous tension.', 'Klem de aardkabel op blank metaal van het werkstuk voordat u inschakelt.', 'Ligue o cabo de terra a metal nu da peça antes de ligar o aparelho.'),
        t('Set the voltage for the coating thickness and check it at the electrode with a kV meter.', 'Stellen Sie die Prüfspannung nach der Schichtdicke ein und kontrollieren Sie sie an der Elektrode mit einem kV-Meter.', 'Ajuste la tensión según el espesor del recubrimiento y compruébela en el electrodo con un kilovoltímetro.', 'Réglez la tension selon l’épaisseur du revêtement et contrôlez-la à l’électrode avec un kilovoltmètre.', 'Stel de spanning in op de laagdikte en controleer die aan de elektrode met een kV-meter.', 'Ajuste a tensão à espessura do revestimento e verifique-a no elétrodo com um medidor de kV.'),
        t('Move the electrode steadily, at about 0.3 metres per second, keeping it on the coating.', 'Führen Sie die Elektrode gleichmäßig mit etwa 0,3 Metern pro Sekunde über die Beschichtung.', 'Desplace el electrodo de forma constante, a unos 0,3 metros por segundo, sin separarlo del recubrimiento.', 'Déplacez l’électrode régulièrement, à environ 0,3 mètre par seconde, en contact avec le revêtement.', 'Beweeg de elektrode gelijkmatig, met ongeveer 0,3 meter per seconde, over de coating.', 'Desloque o elétrodo de forma regular, a cerca de 0,3 metros por segundo, sem o afastar do revestimento.'),
        t('Mark every holiday. When you finish, switch off and discharge the electrode to earth.', 'Markieren Sie jede Pore. Schalten Sie zum Schluss aus und entladen Sie die Elektrode gegen Erde.', 'Marque cada poro. Al terminar, apague el equipo y descargue el electrodo a tierra.', 'Marquez chaque défaut. À la fin, coupez la tension et déchargez l’électrode à la terre.', 'Markeer elke porie. Schakel na afloop uit en ontlaad de elektrode naar aarde.', 'Marque cada poro. No fim, desligue e descarregue o elétrodo à terra.'),
      ],
    },
    questions: HOLIDAY_QUESTIONS,
  },
  {
    key: 'spark',
    title: t('Spark testing of cable and wire insulation', 'Funkenprüfung von Kabel- und Drahtisolierungen', 'Ensayo de chispa del aislamiento de cables e hilos', 'Essai à l’étincelle de l’isolation des câbles et fils', 'Vonktesten van kabel- en draadisolatie', 'Ensaio de faísca do isolamento de cabos e fios'),
    description: t(
      'In-line spark testing on extrusion and rewinding lines: how a spark tester finds faults in insulation, AC, DC and high-frequency testers, electrodes and line speed, the daily voltage, sensitivity and interlock checks, and working safely around the electrode.',
      'Funkenprüfung an Extrusions- und Umspullinien: wie ein Funkenprüfgerät Fehler in der Isolierung findet, AC-, DC- und Hochfrequenzgeräte, Elektroden und Liniengeschwindigkeit, die täglichen Prüfungen von Spannung, Empfindlichkeit und Verriegelungen sowie sicheres Arbeiten an der Elektrode.',
      'Ensayo de chispa en línea en líneas de extrusión y rebobinado: cómo detecta un probador de chispa los defectos del aislamiento, equipos de CA, CC y alta frecuencia, electrodos y velocidad de línea, las comprobaciones diarias de tensión, sensibilidad y enclavamientos, y el trabajo seguro junto al electrodo.',
      'Essai à l’étincelle en ligne sur les lignes d’extrusion et de rebobinage : comment un testeur à étincelles détecte les défauts d’isolation, testeurs CA, CC et haute fréquence, électrodes et vitesse de ligne, contrôles quotidiens de la tension, de la sensibilité et des verrouillages, et travail en sécurité près de l’électrode.',
      'Inline vonktesten op extrusie- en herspoellijnen: hoe een vonktester fouten in isolatie vindt, AC-, DC- en hoogfrequente testers, elektroden en lijnsnelheid, de dagelijkse controles van spanning, gevoeligheid en vergrendelingen, en veilig werken bij de elektrode.',
      'Ensaio de faísca em linha em linhas de extrusão e rebobinagem: como um testador de faísca deteta defeitos no isolamento, testadores de CA, CC e alta frequência, elétrodos e velocidade de linha, as verificações diárias de tensão, sensibilidade e encravamentos, e o trabalho seguro junto ao elétrodo.',
    ),
    hours: '3',
    passingScore: 75,
    attemptsPerDay: 2,
    questionsPerAttempt: 10,
    validityMonths: 12,
    documents: [
      {
        title: t('Spark testers on extrusion lines: safety rules', 'Funkenprüfgeräte an Extrusionslinien: Sicherheitsregeln', 'Probadores de chispa en líneas de extrusión: normas de seguridad', 'Testeurs à étincelles sur lignes d’extrusion : règles de sécurité', 'Vonktesters op extrusielijnen: veiligheidsregels', 'Testadores de faísca em linhas de extrusão: regras de segurança'),
        fileName: 'vte-tr-201-spark-tester-safety.pdf',
        guide: GUIDES.sparkSafety,
      },
      {
        title: t('Daily checks of an in-line spark tester', 'Tägliche Prüfungen eines Inline-Funkenprüfgeräts', 'Comprobaciones diarias de un probador de chispa en línea', 'Contrôles quotidiens d’un testeur à étincelles en ligne', 'Dagelijkse controles van een inline vonktester', 'Verificações diárias de um testador de faísca em linha'),
        fileName: 'vte-tr-202-spark-tester-daily-checks.pdf',
        guide: GUIDES.sparkChecks,
      },
    ],
    video: {
      title: t('Setting up an in-line spark tester', 'Einrichten eines Inline-Funkenprüfgeräts', 'Puesta a punto de un probador de chispa en línea', 'Mise en service d’un testeur à étincelles en ligne', 'Een inline vonktester instellen', 'Preparação de um testador de faísca em linha'),
      fileName: 'spark-tester-set-up.webm',
      slides: [
        { seconds: 4, step: 'Spark testing of cable insulation', drawing: 'spark-tester' },
        { seconds: 5, step: '1. Earth the conductor at both ends', drawing: 'cable-earth' },
        { seconds: 5, step: '2. Dry the cable before the electrode', drawing: 'air-wipe' },
        { seconds: 6, step: '3. Set the voltage for the insulation', drawing: 'dial' },
        { seconds: 6, step: '4. Check the electrode, sensitivity and interlocks', drawing: 'electrode' },
        { seconds: 4, step: '5. Record and mark every fault', drawing: 'counter' },
      ],
      captions: [
        t('A spark tester finds faults in cable insulation while the line is running.', 'Ein Funkenprüfgerät findet Fehler in der Kabelisolierung, während die Linie läuft.', 'Un probador de chispa detecta defectos en el aislamiento del cable mientras la línea funciona.', 'Un testeur à étincelles détecte les défauts de l’isolation du câble pendant que la ligne tourne.', 'Een vonktester vindt fouten in de kabelisolatie terwijl de lijn draait.', 'Um testador de faísca deteta defeitos no isolamento do cabo com a linha em funcionamento.'),
        t('Earth the conductor, at the pay-off and at the take-up where you can.', 'Erden Sie den Leiter, wenn möglich am Ablauf und am Aufwickler.', 'Ponga a tierra el conductor, si es posible en el desbobinador y en la bobinadora.', 'Mettez le conducteur à la terre, si possible au dérouleur et à l’enrouleur.', 'Aard de geleider, waar mogelijk bij de afwikkelaar en bij de opwikkelaar.', 'Ligue o condutor à terra, se possível no desenrolador e no enrolador.'),
        t('Water on the surface causes false faults: dry the cable with an air wipe first.', 'Wasser auf der Oberfläche verursacht Fehlalarme: Trocknen Sie das Kabel zuerst mit einer Luftabstreifung.', 'El agua en la superficie provoca falsos defectos: seque primero el cable con un soplador de aire.', 'L’eau en surface provoque de faux défauts : séchez d’abord le câble avec une soufflette d’air.', 'Water op het oppervlak geeft valse fouten: droog de kabel eerst met een luchtafstrijker.', 'A água na superfície provoca falsos defeitos: seque primeiro o cabo com um soprador de ar.'),
        t('Set the test voltage that the cable standard gives for the insulation thickness.', 'Stellen Sie die Prüfspannung ein, die die Kabelnorm für die Isolierdicke vorgibt.', 'Ajuste la tensión de ensayo que indica la norma del cable para el espesor del aislamiento.', 'Réglez la tension d’essai que la norme du câble prévoit pour l’épaisseur d’isolation.', 'Stel de testspanning in die de kabelnorm voor de isolatiedikte voorschrijft.', 'Ajuste a tensão de ensaio que a norma do cabo indica para a espessura do isolamento.'),
        t('Check the bead chain, test the fault detector with the simulator and open a cover to test the interlock.', 'Prüfen Sie die Kugelkette, testen Sie den Fehlerdetektor mit dem Simulator und öffnen Sie eine Abdeckung, um die Verriegelung zu testen.', 'Revise la cadena de bolas, pruebe el detector de defectos con el simulador y abra una tapa para probar el enclavamiento.', 'Vérifiez la chaîne à billes, testez le détecteur de défauts avec le simulateur et ouvrez un capot pour tester le verrouillage.', 'Controleer de kogelketting, test de foutdetector met de simulator en open een kap om de vergrendeling te testen.', 'Verifique a corrente de esferas, teste o detetor de defeitos com o simulador e abra uma tampa para testar o encravamento.'),
        t('Every fault is counted, marked and recorded in the line log.', 'Jeder Fehler wird gezählt, markiert und im Linienprotokoll festgehalten.', 'Cada defecto se cuenta, se marca y se registra en el diario de la línea.', 'Chaque défaut est compté, marqué et consigné dans le journal de ligne.', 'Elke fout wordt geteld, gemarkeerd en vastgelegd in het lijnlogboek.', 'Cada defeito é contado, marcado e registado no diário da linha.'),
      ],
    },
    questions: SPARK_QUESTIONS,
  },
];
