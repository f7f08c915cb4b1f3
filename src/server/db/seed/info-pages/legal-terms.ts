import { LEGAL_DOCUMENTS } from '../../../../shared/content/page-sources';
import { t } from '../content/i18n';
import type { DocumentSeed } from './document-seed';

/** /legal/terms: the terms of sale of a UK maker selling to businesses (fictional company, realistic clauses). */
export const TERMS: DocumentSeed = {
  slug: LEGAL_DOCUMENTS.terms,
  title: t(
    'Terms and conditions of sale',
    'Allgemeine Verkaufsbedingungen',
    'Condiciones generales de venta',
    'Conditions générales de vente',
    'Algemene verkoopvoorwaarden',
    'Condições gerais de venda',
  ),
  pages: [
    {
      title: t('About these terms', 'Geltungsbereich', 'Ámbito de aplicación', 'Champ d’application', 'Over deze voorwaarden', 'Âmbito de aplicação'),
      body: t(
        '<p>These terms apply to every sale of instruments, parts and services by Voltara Test Equipment Ltd, a company registered in England and Wales (“Voltara”, “we”), to business customers. Terms printed on a customer’s purchase order do not apply unless we have agreed to them in writing.</p>',
        '<p>Diese Bedingungen gelten für alle Verkäufe von Geräten, Ersatzteilen und Dienstleistungen der Voltara Test Equipment Ltd, einer in England und Wales eingetragenen Gesellschaft („Voltara“, „wir“), an gewerbliche Kunden. Auf Bestellungen abgedruckte Bedingungen des Kunden gelten nur, wenn wir ihnen schriftlich zugestimmt haben.</p>',
        '<p>Estas condiciones se aplican a toda venta de instrumentos, repuestos y servicios de Voltara Test Equipment Ltd, sociedad registrada en Inglaterra y Gales («Voltara», «nosotros»), a clientes profesionales. Las condiciones impresas en el pedido del cliente no se aplican salvo que las hayamos aceptado por escrito.</p>',
        '<p>Les présentes conditions s’appliquent à toute vente d’instruments, de pièces et de services par Voltara Test Equipment Ltd, société immatriculée en Angleterre et au pays de Galles (« Voltara », « nous »), à des clients professionnels. Les conditions imprimées sur le bon de commande du client ne s’appliquent que si nous les avons acceptées par écrit.</p>',
        '<p>Deze voorwaarden gelden voor elke verkoop van instrumenten, onderdelen en diensten door Voltara Test Equipment Ltd, een in Engeland en Wales ingeschreven vennootschap („Voltara”, „wij”), aan zakelijke klanten. Voorwaarden op de inkooporder van een klant gelden alleen als wij er schriftelijk mee hebben ingestemd.</p>',
        '<p>Estas condições aplicam-se a todas as vendas de instrumentos, peças e serviços pela Voltara Test Equipment Ltd, sociedade registada em Inglaterra e no País de Gales («Voltara», «nós»), a clientes empresariais. As condições impressas na nota de encomenda do cliente só se aplicam se as tivermos aceitado por escrito.</p>',
      ),
    },
    {
      title: t('Quotations and orders', 'Angebote und Bestellungen', 'Presupuestos y pedidos', 'Devis et commandes', 'Offertes en bestellingen', 'Orçamentos e encomendas'),
      body: t(
        '<p>A quotation is valid for 30 days. An order is accepted only when we confirm it in writing. We may improve the design or specification of an instrument before delivery, provided its performance is not reduced.</p>',
        '<p>Ein Angebot ist 30 Tage gültig. Eine Bestellung gilt erst mit unserer schriftlichen Bestätigung als angenommen. Wir dürfen Konstruktion oder Spezifikation eines Geräts vor der Lieferung verbessern, sofern seine Leistung nicht gemindert wird.</p>',
        '<p>Un presupuesto es válido durante 30 días. Un pedido solo se considera aceptado cuando lo confirmamos por escrito. Podemos mejorar el diseño o las especificaciones de un instrumento antes de la entrega, siempre que no se reduzcan sus prestaciones.</p>',
        '<p>Un devis est valable 30 jours. Une commande n’est acceptée qu’après notre confirmation écrite. Nous pouvons améliorer la conception ou les caractéristiques d’un instrument avant livraison, à condition de ne pas en réduire les performances.</p>',
        '<p>Een offerte is 30 dagen geldig. Een bestelling is pas aanvaard wanneer wij die schriftelijk bevestigen. Wij mogen het ontwerp of de specificatie van een instrument vóór levering verbeteren, mits de prestaties niet afnemen.</p>',
        '<p>Um orçamento é válido durante 30 dias. Uma encomenda só é aceite quando a confirmamos por escrito. Podemos melhorar o design ou as especificações de um instrumento antes da entrega, desde que o seu desempenho não diminua.</p>',
      ),
    },
    {
      title: t('Prices and payment', 'Preise und Zahlung', 'Precios y pago', 'Prix et paiement', 'Prijzen en betaling', 'Preços e pagamento'),
      body: t(
        '<p>Prices exclude VAT, duties and carriage unless the quotation says otherwise. Invoices are payable within 30 days of their date. We may charge interest on late payments under the Late Payment of Commercial Debts (Interest) Act 1998.</p>',
        '<p>Die Preise verstehen sich ohne Mehrwertsteuer, Zölle und Fracht, sofern das Angebot nichts anderes angibt. Rechnungen sind innerhalb von 30 Tagen nach Rechnungsdatum zahlbar. Bei Zahlungsverzug können wir Zinsen nach dem Late Payment of Commercial Debts (Interest) Act 1998 berechnen.</p>',
        '<p>Los precios no incluyen IVA, aranceles ni transporte, salvo que el presupuesto indique lo contrario. Las facturas se pagan en un plazo de 30 días desde su fecha. Podemos cobrar intereses de demora conforme a la Late Payment of Commercial Debts (Interest) Act 1998.</p>',
        '<p>Les prix s’entendent hors TVA, droits de douane et transport, sauf mention contraire du devis. Les factures sont payables à 30 jours date de facture. Nous pouvons facturer des intérêts de retard en application du Late Payment of Commercial Debts (Interest) Act 1998.</p>',
        '<p>Prijzen zijn exclusief btw, invoerrechten en vracht, tenzij de offerte anders vermeldt. Facturen moeten binnen 30 dagen na factuurdatum worden betaald. Bij te late betaling kunnen wij rente berekenen op grond van de Late Payment of Commercial Debts (Interest) Act 1998.</p>',
        '<p>Os preços não incluem IVA, direitos aduaneiros nem transporte, salvo indicação em contrário no orçamento. As faturas são pagáveis no prazo de 30 dias a contar da sua data. Podemos cobrar juros de mora ao abrigo da Late Payment of Commercial Debts (Interest) Act 1998.</p>',
      ),
    },
    {
      title: t('Delivery, risk and ownership', 'Lieferung, Gefahrübergang und Eigentum', 'Entrega, riesgo y propiedad', 'Livraison, transfert des risques et propriété', 'Levering, risico en eigendom', 'Entrega, risco e propriedade'),
      body: t(
        '<p>Unless agreed otherwise, we deliver FCA Sheffield (Incoterms® 2020). Delivery dates are our best estimate. Risk passes to you on delivery; ownership passes only when we have been paid in full.</p>',
        '<p>Sofern nicht anders vereinbart, liefern wir FCA Sheffield (Incoterms® 2020). Liefertermine sind unsere bestmögliche Schätzung. Die Gefahr geht mit der Lieferung auf Sie über, das Eigentum erst nach vollständiger Bezahlung.</p>',
        '<p>Salvo pacto en contrario, entregamos FCA Sheffield (Incoterms® 2020). Las fechas de entrega son nuestra mejor estimación. El riesgo se transmite al cliente con la entrega; la propiedad, solo cuando hayamos cobrado la totalidad del precio.</p>',
        '<p>Sauf accord contraire, nous livrons FCA Sheffield (Incoterms® 2020). Les délais de livraison sont donnés à titre indicatif. Les risques vous sont transférés à la livraison ; la propriété ne l’est qu’après paiement intégral.</p>',
        '<p>Tenzij anders overeengekomen, leveren wij FCA Sheffield (Incoterms® 2020). Levertijden zijn onze beste schatting. Het risico gaat bij levering op u over; de eigendom pas nadat wij volledig zijn betaald.</p>',
        '<p>Salvo acordo em contrário, entregamos FCA Sheffield (Incoterms® 2020). As datas de entrega são a nossa melhor estimativa. O risco transfere-se para o cliente com a entrega; a propriedade, apenas após o pagamento integral.</p>',
      ),
    },
    {
      title: t('Warranty', 'Gewährleistung', 'Garantía', 'Garantie', 'Garantie', 'Garantia'),
      body: t(
        '<p>Our instruments are guaranteed for 24 months from delivery against defects in materials and workmanship. The warranty does not cover wear parts such as electrodes and brushes, damage from misuse, or repairs by anyone other than Voltara or an authorised service partner. We will repair or replace a faulty instrument returned to us under a return authorisation.</p>',
        '<p>Auf unsere Geräte gewähren wir 24 Monate ab Lieferung Garantie gegen Material- und Verarbeitungsfehler. Ausgenommen sind Verschleißteile wie Elektroden und Bürsten, Schäden durch unsachgemäßen Gebrauch sowie Reparaturen durch andere als Voltara oder einen autorisierten Servicepartner. Ein fehlerhaftes Gerät, das uns mit Rücksendegenehmigung zugeht, reparieren oder ersetzen wir.</p>',
        '<p>Nuestros instrumentos tienen una garantía de 24 meses desde la entrega contra defectos de materiales y fabricación. La garantía no cubre piezas de desgaste como electrodos y cepillos, daños por uso indebido ni reparaciones realizadas por terceros distintos de Voltara o de un socio de servicio autorizado. Repararemos o sustituiremos el instrumento defectuoso que se nos devuelva con una autorización de devolución.</p>',
        '<p>Nos instruments sont garantis 24 mois à compter de la livraison contre les défauts de matière et de fabrication. La garantie ne couvre pas les pièces d’usure telles que les électrodes et les brosses, les dommages dus à une mauvaise utilisation, ni les réparations effectuées par d’autres que Voltara ou un partenaire de service agréé. Nous réparons ou remplaçons l’instrument défectueux qui nous est retourné avec une autorisation de retour.</p>',
        '<p>Op onze instrumenten geldt 24 maanden garantie vanaf levering op materiaal- en fabricagefouten. De garantie dekt geen slijtdelen zoals elektroden en borstels, geen schade door verkeerd gebruik en geen reparaties door anderen dan Voltara of een erkende servicepartner. Een defect instrument dat met een retourmachtiging naar ons wordt gestuurd, repareren of vervangen wij.</p>',
        '<p>Os nossos instrumentos têm garantia de 24 meses a contar da entrega contra defeitos de materiais e de fabrico. A garantia não cobre peças de desgaste, como elétrodos e escovas, danos por utilização indevida nem reparações feitas por outros que não a Voltara ou um parceiro de assistência autorizado. Reparamos ou substituímos o instrumento defeituoso que nos seja devolvido com uma autorização de devolução.</p>',
      ),
    },
    {
      title: t('Liability and governing law', 'Haftung und anwendbares Recht', 'Responsabilidad y ley aplicable', 'Responsabilité et droit applicable', 'Aansprakelijkheid en toepasselijk recht', 'Responsabilidade e lei aplicável'),
      body: t(
        '<p>Nothing in these terms limits our liability for death or personal injury caused by negligence, or for fraud. Otherwise our total liability is limited to the price of the goods or services concerned, and we are not liable for loss of profit or indirect loss. These terms are governed by the law of England and Wales, and its courts have exclusive jurisdiction.</p>',
        '<p>Nichts in diesen Bedingungen beschränkt unsere Haftung für fahrlässig verursachten Tod oder Personenschaden oder für Betrug. Im Übrigen ist unsere Haftung auf den Preis der betroffenen Waren oder Leistungen begrenzt; für entgangenen Gewinn und mittelbare Schäden haften wir nicht. Es gilt das Recht von England und Wales; ausschließlicher Gerichtsstand sind dessen Gerichte.</p>',
        '<p>Nada de lo dispuesto en estas condiciones limita nuestra responsabilidad por muerte o lesiones causadas por negligencia, ni por fraude. En los demás casos, nuestra responsabilidad total se limita al precio de los bienes o servicios afectados y no respondemos del lucro cesante ni de daños indirectos. Estas condiciones se rigen por la ley de Inglaterra y Gales, cuyos tribunales tienen competencia exclusiva.</p>',
        '<p>Rien dans les présentes conditions ne limite notre responsabilité en cas de décès ou de dommage corporel causé par une négligence, ni en cas de fraude. Pour le reste, notre responsabilité totale est limitée au prix des biens ou services concernés, et nous ne répondons ni du manque à gagner ni des dommages indirects. Les présentes conditions sont régies par le droit de l’Angleterre et du pays de Galles, dont les tribunaux sont seuls compétents.</p>',
        '<p>Niets in deze voorwaarden beperkt onze aansprakelijkheid voor overlijden of letsel door nalatigheid, of voor fraude. Voor het overige is onze totale aansprakelijkheid beperkt tot de prijs van de betreffende goederen of diensten, en zijn wij niet aansprakelijk voor gederfde winst of indirecte schade. Op deze voorwaarden is het recht van Engeland en Wales van toepassing; de rechters aldaar zijn exclusief bevoegd.</p>',
        '<p>Nada nestas condições limita a nossa responsabilidade por morte ou danos pessoais causados por negligência, ou por fraude. Nos restantes casos, a nossa responsabilidade total limita-se ao preço dos bens ou serviços em causa e não respondemos por lucros cessantes nem por danos indiretos. Estas condições regem-se pela lei de Inglaterra e do País de Gales, cujos tribunais têm competência exclusiva.</p>',
      ),
    },
  ],
};
