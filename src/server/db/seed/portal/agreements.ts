import { inArray } from 'drizzle-orm';
import { LOCALE_CODES, type LocaleCode } from '../../../../shared/locales';
import type { AppDeps } from '../../../deps';
import { loc, t } from '../content/i18n';
import { agreementAcceptances, agreementCompanies, agreementPages, agreements, agreementVersions, companies, users } from '../../schema';

/**
 * Issue 12 demo data for the portal's agreements (DECISIONS.md "Demo data for the service lifecycle and the portal":
 * each company has an agreement waiting to be accepted).
 * - "Distribution Agreement" for both demo companies: version 1 published last year and accepted by Nordhavn; version 2
 *   published recently, waiting for both (Nordhavn sees "a newer version to accept", Iberia "to accept").
 * - "Certified Service Partner Agreement" for Nordhavn only, accepted by its certified senior.
 * Texts are short, plain legal-style paragraphs in the six languages. A handful of batched inserts (well under 0.3 s).
 */

type Page = Record<LocaleCode, readonly [title: string, body: string]>;

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const APPOINTMENT: Page = {
  EN: ['1. Appointment', p('Voltara Test Equipment Ltd appoints the Distributor as a non-exclusive distributor of its products in the Territory named in the portal.', 'The Distributor buys and resells in its own name and for its own account, and does not bind Voltara to any third party.')],
  DE: ['1. Ernennung', p('Voltara Test Equipment Ltd ernennt den Vertriebspartner zum nicht ausschließlichen Vertriebspartner seiner Produkte in dem im Portal genannten Gebiet.', 'Der Vertriebspartner kauft und verkauft im eigenen Namen und auf eigene Rechnung und verpflichtet Voltara nicht gegenüber Dritten.')],
  ES: ['1. Nombramiento', p('Voltara Test Equipment Ltd nombra al Distribuidor distribuidor no exclusivo de sus productos en el Territorio indicado en el portal.', 'El Distribuidor compra y revende en su propio nombre y por su propia cuenta, y no obliga a Voltara frente a terceros.')],
  FR: ['1. Désignation', p('Voltara Test Equipment Ltd désigne le Distributeur comme distributeur non exclusif de ses produits sur le Territoire indiqué dans le portail.', 'Le Distributeur achète et revend en son nom et pour son propre compte, et n’engage pas Voltara envers des tiers.')],
  NL: ['1. Aanstelling', p('Voltara Test Equipment Ltd stelt de Distributeur aan als niet-exclusieve distributeur van haar producten in het in het portaal genoemde Gebied.', 'De Distributeur koopt en verkoopt op eigen naam en voor eigen rekening en verbindt Voltara niet jegens derden.')],
  PT: ['1. Nomeação', p('A Voltara Test Equipment Ltd nomeia o Distribuidor como distribuidor não exclusivo dos seus produtos no Território indicado no portal.', 'O Distribuidor compra e revende em seu próprio nome e por sua própria conta, e não vincula a Voltara perante terceiros.')],
};

const ORDERS_V1: Page = {
  EN: ['2. Orders and prices', p('Orders are placed at the prices of the Distributor’s price list in force on the date of the order.', 'Payment is due 30 days from the date of invoice.')],
  DE: ['2. Bestellungen und Preise', p('Bestellungen erfolgen zu den Preisen der am Bestelltag gültigen Preisliste des Vertriebspartners.', 'Die Zahlung ist 30 Tage nach Rechnungsdatum fällig.')],
  ES: ['2. Pedidos y precios', p('Los pedidos se realizan a los precios de la lista de precios del Distribuidor vigente en la fecha del pedido.', 'El pago vence a los 30 días de la fecha de la factura.')],
  FR: ['2. Commandes et prix', p('Les commandes sont passées aux prix de la liste de prix du Distributeur en vigueur à la date de la commande.', 'Le paiement est dû à 30 jours de la date de facture.')],
  NL: ['2. Bestellingen en prijzen', p('Bestellingen worden geplaatst tegen de prijzen van de prijslijst van de Distributeur die geldt op de besteldatum.', 'Betaling dient te geschieden binnen 30 dagen na factuurdatum.')],
  PT: ['2. Encomendas e preços', p('As encomendas são feitas aos preços da tabela de preços do Distribuidor em vigor na data da encomenda.', 'O pagamento vence 30 dias após a data da fatura.')],
};

const ORDERS_V2: Page = {
  EN: ['2. Orders, prices and stock', p('Orders are placed at the prices of the Distributor’s price list in force on the date of the order. Payment is due 30 days from the date of invoice.', 'The Distributor keeps its stock levels in the portal up to date and holds at least one demonstration unit of each product line it sells.')],
  DE: ['2. Bestellungen, Preise und Lager', p('Bestellungen erfolgen zu den Preisen der am Bestelltag gültigen Preisliste des Vertriebspartners. Die Zahlung ist 30 Tage nach Rechnungsdatum fällig.', 'Der Vertriebspartner hält seine Lagerbestände im Portal aktuell und führt von jeder verkauften Produktlinie mindestens ein Vorführgerät.')],
  ES: ['2. Pedidos, precios y existencias', p('Los pedidos se realizan a los precios de la lista de precios del Distribuidor vigente en la fecha del pedido. El pago vence a los 30 días de la fecha de la factura.', 'El Distribuidor mantiene actualizadas sus existencias en el portal y dispone de al menos una unidad de demostración de cada línea de productos que vende.')],
  FR: ['2. Commandes, prix et stock', p('Les commandes sont passées aux prix de la liste de prix du Distributeur en vigueur à la date de la commande. Le paiement est dû à 30 jours de la date de facture.', 'Le Distributeur tient ses niveaux de stock à jour dans le portail et dispose d’au moins un appareil de démonstration de chaque gamme qu’il vend.')],
  NL: ['2. Bestellingen, prijzen en voorraad', p('Bestellingen worden geplaatst tegen de prijzen van de prijslijst van de Distributeur die geldt op de besteldatum. Betaling dient te geschieden binnen 30 dagen na factuurdatum.', 'De Distributeur houdt zijn voorraad in het portaal actueel en heeft van elke productlijn die hij verkoopt minstens één demonstratietoestel.')],
  PT: ['2. Encomendas, preços e stock', p('As encomendas são feitas aos preços da tabela de preços do Distribuidor em vigor na data da encomenda. O pagamento vence 30 dias após a data da fatura.', 'O Distribuidor mantém os seus níveis de stock atualizados no portal e dispõe de pelo menos uma unidade de demonstração de cada linha de produtos que vende.')],
};

const LEADS: Page = {
  EN: ['3. Leads and customers', p('Enquiries routed to the Distributor through the portal are answered within the deadline shown with each lead. A lead not answered in time returns to Voltara.', 'The Distributor records each sale by serial number so that end customers can register their instruments.')],
  DE: ['3. Anfragen und Kunden', p('Über das Portal zugewiesene Anfragen werden innerhalb der bei jeder Anfrage angegebenen Frist beantwortet. Eine nicht rechtzeitig beantwortete Anfrage geht an Voltara zurück.', 'Der Vertriebspartner erfasst jeden Verkauf mit Seriennummer, damit Endkunden ihre Geräte registrieren können.')],
  ES: ['3. Oportunidades y clientes', p('Las consultas asignadas al Distribuidor a través del portal se responden dentro del plazo indicado en cada una. Una consulta no respondida a tiempo vuelve a Voltara.', 'El Distribuidor registra cada venta por número de serie para que los clientes finales puedan registrar sus equipos.')],
  FR: ['3. Prospects et clients', p('Les demandes attribuées au Distributeur via le portail reçoivent une réponse dans le délai indiqué pour chacune. Une demande sans réponse dans le délai revient à Voltara.', 'Le Distributeur enregistre chaque vente par numéro de série afin que les clients finaux puissent enregistrer leurs appareils.')],
  NL: ['3. Leads en klanten', p('Aanvragen die via het portaal aan de Distributeur worden toegewezen, worden beantwoord binnen de termijn die bij elke lead staat. Een lead die niet op tijd is beantwoord, gaat terug naar Voltara.', 'De Distributeur registreert elke verkoop met serienummer, zodat eindklanten hun instrumenten kunnen registreren.')],
  PT: ['3. Oportunidades e clientes', p('Os pedidos atribuídos ao Distribuidor através do portal são respondidos dentro do prazo indicado em cada um. Um pedido não respondido a tempo regressa à Voltara.', 'O Distribuidor regista cada venda por número de série, para que os clientes finais possam registar os seus instrumentos.')],
};

const TERM: Page = {
  EN: ['4. Term and termination', p('This agreement runs for one year from acceptance and renews automatically. Either party may end it with three months’ written notice.', 'Each new version of this agreement is accepted in the portal by a senior user of the Distributor.')],
  DE: ['4. Laufzeit und Kündigung', p('Diese Vereinbarung gilt ein Jahr ab Annahme und verlängert sich automatisch. Jede Partei kann sie mit einer Frist von drei Monaten schriftlich kündigen.', 'Jede neue Version dieser Vereinbarung wird im Portal von einem Senior-Benutzer des Vertriebspartners akzeptiert.')],
  ES: ['4. Duración y resolución', p('Este acuerdo tiene una duración de un año desde su aceptación y se renueva automáticamente. Cualquiera de las partes puede resolverlo con un preaviso escrito de tres meses.', 'Cada nueva versión de este acuerdo la acepta en el portal un usuario sénior del Distribuidor.')],
  FR: ['4. Durée et résiliation', p('Le présent contrat est conclu pour un an à compter de son acceptation et se renouvelle automatiquement. Chaque partie peut y mettre fin moyennant un préavis écrit de trois mois.', 'Chaque nouvelle version du présent contrat est acceptée dans le portail par un utilisateur senior du Distributeur.')],
  NL: ['4. Looptijd en beëindiging', p('Deze overeenkomst geldt voor één jaar vanaf acceptatie en wordt automatisch verlengd. Elke partij kan haar schriftelijk opzeggen met een termijn van drie maanden.', 'Elke nieuwe versie van deze overeenkomst wordt in het portaal geaccepteerd door een senior gebruiker van de Distributeur.')],
  PT: ['4. Duração e cessação', p('Este acordo vigora por um ano a partir da aceitação e renova-se automaticamente. Qualquer das partes pode pôr-lhe termo mediante pré-aviso escrito de três meses.', 'Cada nova versão deste acordo é aceite no portal por um utilizador sénior do Distribuidor.')],
};

const SERVICE_SCOPE: Page = {
  EN: ['1. Scope of service', p('The Partner calibrates and repairs Voltara instruments in its own workshop, using the procedures, software and firmware published in the portal’s service tools.')],
  DE: ['1. Leistungsumfang', p('Der Partner kalibriert und repariert Voltara-Geräte in seiner eigenen Werkstatt nach den Verfahren, der Software und der Firmware, die in den Servicewerkzeugen des Portals veröffentlicht sind.')],
  ES: ['1. Alcance del servicio', p('El Socio calibra y repara equipos Voltara en su propio taller, con los procedimientos, el software y el firmware publicados en las herramientas de servicio del portal.')],
  FR: ['1. Étendue du service', p('Le Partenaire étalonne et répare les appareils Voltara dans son propre atelier, selon les procédures, logiciels et micrologiciels publiés dans les outils de service du portail.')],
  NL: ['1. Omvang van de dienstverlening', p('De Partner kalibreert en repareert Voltara-instrumenten in zijn eigen werkplaats, volgens de procedures, software en firmware die in de servicetools van het portaal zijn gepubliceerd.')],
  PT: ['1. Âmbito do serviço', p('O Parceiro calibra e repara instrumentos Voltara na sua própria oficina, segundo os procedimentos, o software e o firmware publicados nas ferramentas de serviço do portal.')],
};

const SERVICE_STAFF: Page = {
  EN: ['2. Trained staff', p('Only staff holding a valid Voltara training certificate perform calibrations. Certificates are issued under the Partner’s name through the portal.')],
  DE: ['2. Geschultes Personal', p('Kalibrierungen führen nur Mitarbeitende mit gültigem Voltara-Schulungszertifikat durch. Zertifikate werden über das Portal im Namen des Partners ausgestellt.')],
  ES: ['2. Personal formado', p('Solo el personal con un certificado de formación Voltara vigente realiza calibraciones. Los certificados se emiten a nombre del Socio a través del portal.')],
  FR: ['2. Personnel formé', p('Seul le personnel titulaire d’un certificat de formation Voltara valide effectue les étalonnages. Les certificats sont émis au nom du Partenaire via le portail.')],
  NL: ['2. Opgeleid personeel', p('Alleen medewerkers met een geldig Voltara-trainingscertificaat voeren kalibraties uit. Certificaten worden via het portaal op naam van de Partner uitgegeven.')],
  PT: ['2. Pessoal qualificado', p('Apenas pessoal com certificado de formação Voltara válido efetua calibrações. Os certificados são emitidos em nome do Parceiro através do portal.')],
};

const SERVICE_AUDIT: Page = {
  EN: ['3. Audits', p('Voltara audits the Partner’s workshop once a year. Actions raised in an audit are completed within the time agreed in the audit report.')],
  DE: ['3. Audits', p('Voltara auditiert die Werkstatt des Partners einmal im Jahr. Im Audit festgelegte Maßnahmen werden innerhalb der im Auditbericht vereinbarten Frist umgesetzt.')],
  ES: ['3. Auditorías', p('Voltara audita el taller del Socio una vez al año. Las acciones derivadas de una auditoría se completan en el plazo acordado en el informe.')],
  FR: ['3. Audits', p('Voltara audite l’atelier du Partenaire une fois par an. Les actions issues d’un audit sont réalisées dans le délai convenu dans le rapport d’audit.')],
  NL: ['3. Audits', p('Voltara auditeert de werkplaats van de Partner eenmaal per jaar. Acties uit een audit worden uitgevoerd binnen de termijn die in het auditrapport is afgesproken.')],
  PT: ['3. Auditorias', p('A Voltara audita a oficina do Parceiro uma vez por ano. As ações resultantes de uma auditoria são concluídas no prazo acordado no relatório.')],
};

function pageRows(versionId: number, pages: readonly Page[]) {
  return pages.map((page, index) => {
    const row: Record<string, string | number> = { versionId, sort: index + 1 };
    for (const code of LOCALE_CODES) {
      row[`title_${code}`] = page[code][0];
      row[`body_${code}`] = page[code][1];
    }
    return row as typeof agreementPages.$inferInsert;
  });
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function seedAgreements(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, ['Nordhavn Inspection ApS', 'Iberia Ensayos SL']));
  const nordhavn = companyRows.find((row) => row.name.startsWith('Nordhavn'));
  const iberia = companyRows.find((row) => row.name.startsWith('Iberia'));
  if (!nordhavn || !iberia) return;
  const signers = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, ['distributor-senior@demo.test', 'certified-senior@demo.test']));
  const signer = (email: string) => signers.find((row) => row.email === email);

  const [distribution, servicePartner] = await db
    .insert(agreements)
    .values([
      { name: 'Distribution Agreement', ...loc('description', t(
        'The terms on which a distributor buys and resells Voltara test equipment.',
        'Die Bedingungen, zu denen ein Vertriebspartner Voltara-Prüfgeräte kauft und weiterverkauft.',
        'Las condiciones en las que un distribuidor compra y revende los equipos de ensayo de Voltara.',
        'Les conditions auxquelles un distributeur achète et revend les équipements de contrôle Voltara.',
        'De voorwaarden waaronder een distributeur testapparatuur van Voltara koopt en doorverkoopt.',
        'As condições em que um distribuidor compra e revende os equipamentos de ensaio da Voltara.',
      )), createdAt: daysAgo(400) },
      { name: 'Certified Service Partner Agreement', ...loc('description', t(
        'The terms on which a certified partner calibrates and repairs Voltara instruments.',
        'Die Bedingungen, zu denen ein zertifizierter Partner Voltara-Geräte kalibriert und repariert.',
        'Las condiciones en las que un socio certificado calibra y repara los instrumentos de Voltara.',
        'Les conditions auxquelles un partenaire certifié étalonne et répare les instruments Voltara.',
        'De voorwaarden waaronder een gecertificeerde partner instrumenten van Voltara kalibreert en repareert.',
        'As condições em que um parceiro certificado calibra e repara os instrumentos da Voltara.',
      )), createdAt: daysAgo(200) },
    ])
    .returning({ id: agreements.id });
  const [v1, v2, service1] = await db
    .insert(agreementVersions)
    .values([
      { agreementId: distribution!.id, version: 1, notes: 'First version.', publishedAt: daysAgo(400), createdAt: daysAgo(401) },
      { agreementId: distribution!.id, version: 2, notes: 'Stock levels and demonstration units added to section 2.', publishedAt: daysAgo(6), createdAt: daysAgo(8) },
      { agreementId: servicePartner!.id, version: 1, notes: 'First version.', publishedAt: daysAgo(120), createdAt: daysAgo(121) },
    ])
    .returning({ id: agreementVersions.id });
  await db.batch([
    db.insert(agreementPages).values([
      ...pageRows(v1!.id, [APPOINTMENT, ORDERS_V1, TERM]),
      ...pageRows(v2!.id, [APPOINTMENT, ORDERS_V2, LEADS, TERM]),
      ...pageRows(service1!.id, [SERVICE_SCOPE, SERVICE_STAFF, SERVICE_AUDIT]),
    ]),
    // The e-mails of these versions count as sent (the demo outbox starts empty).
    db.insert(agreementCompanies).values([
      { agreementId: distribution!.id, companyId: nordhavn.id, emailedVersionId: v2!.id },
      { agreementId: distribution!.id, companyId: iberia.id, emailedVersionId: v2!.id },
      { agreementId: servicePartner!.id, companyId: nordhavn.id, emailedVersionId: service1!.id },
    ]),
  ]);
  const senior = signer('distributor-senior@demo.test');
  const certified = signer('certified-senior@demo.test');
  const acceptances: Array<typeof agreementAcceptances.$inferInsert> = [];
  if (senior) acceptances.push({ versionId: v1!.id, companyId: nordhavn.id, userId: senior.id, name: senior.name, ip: '192.0.2.14', acceptedAt: daysAgo(395) });
  if (certified) acceptances.push({ versionId: service1!.id, companyId: nordhavn.id, userId: certified.id, name: certified.name, ip: '192.0.2.27', acceptedAt: daysAgo(110) });
  if (acceptances.length > 0) await db.insert(agreementAcceptances).values(acceptances);
}

