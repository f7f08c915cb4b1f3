import { t, type T6 } from '../content/i18n';

/**
 * FAQs the /faqs page groups by category, added to those of seed/admin (products have theirs from seed/catalog), so
 * every category has several answers in all six languages.
 */
export const MORE_FAQS: ReadonlyArray<{ category: 'general' | 'services' | 'orders' | 'distributors'; question: T6; answer: T6 }> = [
  {
    category: 'general',
    question: t(
      'Can I see an instrument working before I buy it?',
      'Kann ich ein Gerät vor dem Kauf in Aktion sehen?',
      '¿Puedo ver un instrumento en funcionamiento antes de comprarlo?',
      'Puis-je voir un instrument fonctionner avant de l’acheter ?',
      'Kan ik een instrument aan het werk zien voordat ik het koop?',
      'Posso ver um instrumento a funcionar antes de o comprar?',
    ),
    answer: t(
      '<p>Yes. Your local dealer can arrange a demonstration on your own site, or you can visit our works in Sheffield. We also show our instruments at the trade fairs listed under Events.</p>',
      '<p>Ja. Ihr Händler vor Ort vereinbart gern eine Vorführung bei Ihnen, oder Sie besuchen unser Werk in Sheffield. Außerdem zeigen wir unsere Geräte auf den Messen, die unter Veranstaltungen aufgeführt sind.</p>',
      '<p>Sí. Su distribuidor local puede organizar una demostración en sus instalaciones, o puede visitar nuestra planta de Sheffield. También mostramos nuestros instrumentos en las ferias que figuran en Eventos.</p>',
      '<p>Oui. Votre revendeur local peut organiser une démonstration chez vous, ou vous pouvez visiter notre usine de Sheffield. Nous présentons aussi nos instruments sur les salons indiqués dans la rubrique Événements.</p>',
      '<p>Ja. Uw lokale dealer kan een demonstratie op uw eigen locatie regelen, of u bezoekt onze fabriek in Sheffield. Ook tonen wij onze instrumenten op de beurzen die onder Evenementen staan.</p>',
      '<p>Sim. O seu distribuidor local pode organizar uma demonstração nas suas instalações, ou pode visitar a nossa fábrica em Sheffield. Também mostramos os nossos instrumentos nas feiras indicadas em Eventos.</p>',
    ),
  },
  {
    category: 'services',
    question: t(
      'How long does a repair take?',
      'Wie lange dauert eine Reparatur?',
      '¿Cuánto tarda una reparación?',
      'Combien de temps dure une réparation ?',
      'Hoe lang duurt een reparatie?',
      'Quanto tempo demora uma reparação?',
    ),
    answer: t(
      '<p>Most repairs are finished within ten working days of the instrument reaching us. If a repair is not covered by the warranty, we send you a quotation before we start.</p>',
      '<p>Die meisten Reparaturen sind innerhalb von zehn Arbeitstagen nach Eingang des Geräts erledigt. Fällt eine Reparatur nicht unter die Garantie, erhalten Sie vor Beginn einen Kostenvoranschlag.</p>',
      '<p>La mayoría de las reparaciones se terminan en diez días laborables desde que recibimos el instrumento. Si la reparación no está cubierta por la garantía, le enviamos un presupuesto antes de empezar.</p>',
      '<p>La plupart des réparations sont terminées dans les dix jours ouvrés suivant la réception de l’instrument. Si la réparation n’est pas couverte par la garantie, nous vous envoyons un devis avant de commencer.</p>',
      '<p>De meeste reparaties zijn binnen tien werkdagen na ontvangst van het instrument klaar. Valt een reparatie niet onder de garantie, dan sturen wij u eerst een offerte.</p>',
      '<p>A maioria das reparações fica concluída no prazo de dez dias úteis após a receção do instrumento. Se a reparação não estiver coberta pela garantia, enviamos-lhe um orçamento antes de começar.</p>',
    ),
  },
  {
    category: 'services',
    question: t(
      'Do you train operators?',
      'Bieten Sie Bedienerschulungen an?',
      '¿Ofrecen formación para operarios?',
      'Formez-vous les opérateurs ?',
      'Geven jullie trainingen voor gebruikers?',
      'Dão formação a operadores?',
    ),
    answer: t(
      '<p>Yes. We run courses at our works, on your site and online, covering safe use, choosing the test voltage and recording results. Every participant who passes the test receives a certificate.</p>',
      '<p>Ja. Wir bieten Kurse in unserem Werk, bei Ihnen vor Ort und online an – zu sicherer Bedienung, Wahl der Prüfspannung und Dokumentation der Ergebnisse. Wer den Test besteht, erhält ein Zertifikat.</p>',
      '<p>Sí. Impartimos cursos en nuestra planta, en sus instalaciones y en línea sobre el uso seguro, la elección de la tensión de ensayo y el registro de resultados. Cada participante que supera la prueba recibe un certificado.</p>',
      '<p>Oui. Nous proposons des formations dans notre usine, chez vous et en ligne : utilisation en sécurité, choix de la tension d’essai et consignation des résultats. Chaque participant qui réussit le test reçoit un certificat.</p>',
      '<p>Ja. Wij geven cursussen in onze fabriek, op uw locatie en online, over veilig gebruik, de keuze van de testspanning en het vastleggen van resultaten. Elke deelnemer die de toets haalt, ontvangt een certificaat.</p>',
      '<p>Sim. Damos cursos na nossa fábrica, nas suas instalações e online, sobre a utilização segura, a escolha da tensão de ensaio e o registo dos resultados. Cada participante aprovado no teste recebe um certificado.</p>',
    ),
  },
  {
    category: 'orders',
    question: t(
      'Do you deliver outside the United Kingdom?',
      'Liefern Sie auch außerhalb des Vereinigten Königreichs?',
      '¿Realizan envíos fuera del Reino Unido?',
      'Livrez-vous en dehors du Royaume-Uni ?',
      'Leveren jullie ook buiten het Verenigd Koninkrijk?',
      'Fazem entregas fora do Reino Unido?',
    ),
    answer: t(
      '<p>Yes, worldwide. In most countries your order goes through the local Voltara dealer, who handles import duties, delivery and support in your language.</p>',
      '<p>Ja, weltweit. In den meisten Ländern läuft Ihre Bestellung über den Voltara-Händler vor Ort, der sich um Einfuhrabgaben, Lieferung und Betreuung in Ihrer Sprache kümmert.</p>',
      '<p>Sí, a todo el mundo. En la mayoría de los países, su pedido se tramita a través del distribuidor local de Voltara, que se ocupa de los aranceles, la entrega y la asistencia en su idioma.</p>',
      '<p>Oui, dans le monde entier. Dans la plupart des pays, votre commande passe par le revendeur Voltara local, qui gère les droits d’importation, la livraison et l’assistance dans votre langue.</p>',
      '<p>Ja, wereldwijd. In de meeste landen loopt uw bestelling via de lokale Voltara-dealer, die zorgt voor invoerrechten, levering en ondersteuning in uw taal.</p>',
      '<p>Sim, para todo o mundo. Na maioria dos países, a sua encomenda passa pelo distribuidor local da Voltara, que trata dos direitos de importação, da entrega e do apoio no seu idioma.</p>',
    ),
  },
  {
    category: 'distributors',
    question: t(
      'How do I find my local dealer?',
      'Wie finde ich meinen Händler vor Ort?',
      '¿Cómo encuentro a mi distribuidor local?',
      'Comment trouver mon revendeur local ?',
      'Hoe vind ik mijn lokale dealer?',
      'Como encontro o meu distribuidor local?',
    ),
    answer: t(
      '<p>Open Find a dealer and choose your country from the list or the map. If your country is not listed, contact us and we will supply and support you directly from Sheffield.</p>',
      '<p>Öffnen Sie „Händler finden“ und wählen Sie Ihr Land aus der Liste oder auf der Karte. Ist Ihr Land nicht aufgeführt, kontaktieren Sie uns: Wir beliefern und betreuen Sie dann direkt aus Sheffield.</p>',
      '<p>Abra Buscar un distribuidor y elija su país en la lista o en el mapa. Si su país no aparece, póngase en contacto con nosotros y le suministraremos y atenderemos directamente desde Sheffield.</p>',
      '<p>Ouvrez Trouver un revendeur et choisissez votre pays dans la liste ou sur la carte. Si votre pays n’y figure pas, contactez-nous : nous vous livrerons et vous assisterons directement depuis Sheffield.</p>',
      '<p>Open Vind een dealer en kies uw land in de lijst of op de kaart. Staat uw land er niet bij, neem dan contact met ons op; wij leveren en ondersteunen u dan rechtstreeks vanuit Sheffield.</p>',
      '<p>Abra Encontrar um distribuidor e escolha o seu país na lista ou no mapa. Se o seu país não constar, contacte-nos e fornecemos e apoiamos diretamente a partir de Sheffield.</p>',
    ),
  },
];
