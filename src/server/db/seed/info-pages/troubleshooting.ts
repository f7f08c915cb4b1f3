import { t, type T6 } from '../content/i18n';

/** Troubleshooting entries added for /troubleshooting, in all six languages. */
export const MORE_TROUBLESHOOTING: ReadonlyArray<{ product: string; problem: T6; solution: T6 }> = [
  {
    product: 'vm-200-roof-membrane-tester',
    problem: t(
      'No change in the signal over a known breach',
      'Keine Signaländerung über einer bekannten Fehlstelle',
      'La señal no cambia sobre un defecto conocido',
      'Aucune variation du signal au-dessus d’une brèche connue',
      'Geen signaalverandering boven een bekend lek',
      'O sinal não muda sobre um defeito conhecido',
    ),
    solution: t(
      '<p>Check that the perimeter wire forms a closed loop and is connected to the tester, and that the whole area is wet. The deck beneath must conduct: on timber or insulated decks, a conductive layer has to be installed under the membrane.</p>',
      '<p>Prüfen Sie, dass der Umfangsdraht eine geschlossene Schleife bildet und am Gerät angeschlossen ist und dass die gesamte Fläche nass ist. Der Untergrund muss leitfähig sein: Auf Holz- oder gedämmten Decks muss unter der Bahn eine leitfähige Schicht eingebaut werden.</p>',
      '<p>Compruebe que el hilo perimetral forma un circuito cerrado y está conectado al equipo, y que toda la superficie está mojada. El soporte debe ser conductor: en forjados de madera o aislados hay que colocar una capa conductora bajo la membrana.</p>',
      '<p>Vérifiez que le fil périphérique forme une boucle fermée reliée à l’appareil et que toute la surface est mouillée. Le support doit être conducteur : sur un platelage bois ou isolé, une couche conductrice doit être posée sous la membrane.</p>',
      '<p>Controleer of de omtrekdraad een gesloten lus vormt en op het apparaat is aangesloten, en of het hele oppervlak nat is. De ondergrond moet geleiden: op houten of geïsoleerde daken moet onder het membraan een geleidende laag worden aangebracht.</p>',
      '<p>Verifique se o fio perimetral forma um circuito fechado ligado ao aparelho e se toda a superfície está molhada. O suporte tem de ser condutor: em lajes de madeira ou isoladas, é preciso colocar uma camada condutora sob a membrana.</p>',
    ),
  },
  {
    product: 'sd-30-dc-spark-tester',
    problem: t(
      'The output voltage drops on long lengths of cable',
      'Die Ausgangsspannung bricht bei langen Kabellängen ein',
      'La tensión de salida cae con tramos largos de cable',
      'La tension de sortie chute sur les grandes longueurs de câble',
      'De uitgangsspanning zakt in bij lange kabellengtes',
      'A tensão de saída baixa com grandes comprimentos de cabo',
    ),
    solution: t(
      '<p>A long cable has a large capacitance that the DC supply has to charge. Make sure the conductor is earthed at the pay-off, keep the electrode clean and dry, and if the voltage still sags, reduce the line speed or change to an AC or high-frequency tester.</p>',
      '<p>Ein langes Kabel hat eine große Kapazität, die die DC-Quelle laden muss. Achten Sie darauf, dass der Leiter am Ablauf geerdet ist, halten Sie die Elektrode sauber und trocken und senken Sie bei weiterhin fallender Spannung die Liniengeschwindigkeit oder wechseln Sie zu einem AC- oder Hochfrequenzgerät.</p>',
      '<p>Un cable largo tiene una gran capacidad que la fuente DC debe cargar. Asegúrese de que el conductor está conectado a tierra en el desenrollador, mantenga el electrodo limpio y seco y, si la tensión sigue cayendo, reduzca la velocidad de línea o pase a un probador AC o de alta frecuencia.</p>',
      '<p>Un câble long présente une forte capacité que l’alimentation DC doit charger. Vérifiez que le conducteur est mis à la terre au dérouleur, gardez l’électrode propre et sèche et, si la tension baisse encore, réduisez la vitesse de ligne ou passez à un testeur AC ou haute fréquence.</p>',
      '<p>Een lange kabel heeft een grote capaciteit die de DC-bron moet opladen. Zorg dat de geleider bij de afwikkelaar geaard is, houd de elektrode schoon en droog, en verlaag bij verder zakkende spanning de lijnsnelheid of stap over op een AC- of hoogfrequente tester.</p>',
      '<p>Um cabo longo tem uma grande capacidade que a fonte DC tem de carregar. Verifique se o condutor está ligado à terra no desenrolador, mantenha o elétrodo limpo e seco e, se a tensão continuar a baixar, reduza a velocidade da linha ou passe para um testador AC ou de alta frequência.</p>',
    ),
  },
];

/**
 * The Spanish, Dutch and Portuguese of the two seed/admin entries left in EN, DE and FR, keyed by their English
 * problem: the troubleshooting page reads well in every language (the FAQ keeps its gap for the translations report).
 */
export const TROUBLESHOOTING_TRANSLATIONS: ReadonlyArray<{ problemEn: string; problem: [es: string, nl: string, pt: string]; solution: [es: string, nl: string, pt: string] }> = [
  {
    problemEn: 'The fault counter registers faults on good cable',
    problem: [
      'El contador de defectos registra fallos en cable en buen estado',
      'De foutenteller registreert fouten op goede kabel',
      'O contador de defeitos regista falhas em cabo em bom estado',
    ],
    solution: [
      '<p>Limpie el electrodo de cadena de bolas y compruebe que el cable pasa centrado por él. A velocidades de línea altas, suba el umbral de detección de defectos.</p>',
      '<p>Reinig de kogelkettingelektrode en controleer of de kabel er gecentreerd doorheen loopt. Verhoog bij hoge lijnsnelheden de detectiedrempel.</p>',
      '<p>Limpe o elétrodo de corrente de esferas e verifique se o cabo passa centrado. A velocidades de linha elevadas, aumente o limiar de deteção de defeitos.</p>',
    ],
  },
  {
    problemEn: 'Weak signal on a large liner',
    problem: ['Señal débil en una geomembrana grande', 'Zwak signaal op een grote liner', 'Sinal fraco numa geomembrana grande'],
    solution: [
      '<p>Moje la zona de ensayo y coloque el electrodo de retorno en el agua o el terreno bajo la geomembrana, no sobre su superficie.</p>',
      '<p>Maak het testgebied nat en plaats de retourelektrode in het water of de bodem onder de liner, niet op het oppervlak.</p>',
      '<p>Molhe a zona de ensaio e coloque o elétrodo de retorno na água ou no solo por baixo da geomembrana, não na sua superfície.</p>',
    ],
  },
];
