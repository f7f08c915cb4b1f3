import { eq, inArray } from 'drizzle-orm';
import type { Localized } from '../../../../shared/locales';
import type { AnnouncementRole } from '../../../../shared/announcements/announcements.schema';
import type { AppDeps } from '../../../deps';
import { sanitizeStoredHtml } from '../../../features/content/sanitize';
import { storedRoles } from '../../../features/announcements/audience';
import { announcementReads, announcements, companies, countries, messagePosts, messageReads, messageThreads, users } from '../../schema';

/**
 * Issue 12 demo data for the portal's news (DECISIONS.md "Demo data for the service lifecycle and the portal"):
 * announcements for everyone, for the certified roles only, for Nordhavn only and for Spain only (so Iberia sees it
 * and Nordhavn does not), one expired and one scheduled; some read by the demo users. Each company has its own
 * threads with Voltara, some unread on one side or the other. Dated relative to now; a handful of batched inserts.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Texts = [en: string, de: string, es: string, fr: string, nl: string, pt: string];
interface SeedAnnouncement {
  key: string;
  title: Texts;
  body: Texts;
  roles?: AnnouncementRole[];
  company?: 'nordhavn';
  country?: 'Spain';
  fromDays: number;
  untilDays?: number;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    key: 'welcome',
    fromDays: -30,
    title: [
      'Welcome to the new dealer portal',
      'Willkommen im neuen Händlerportal',
      'Bienvenido al nuevo portal de distribuidores',
      'Bienvenue sur le nouveau portail des distributeurs',
      'Welkom in het nieuwe dealerportaal',
      'Bem-vindo ao novo portal de distribuidores',
    ],
    body: [
      p('Leads, sales, stock, price lists and agreements now live in one place.', 'Your <strong>inbox</strong> keeps every conversation with Voltara in threads.'),
      p('Leads, Verkäufe, Lagerbestand, Preislisten und Verträge finden Sie jetzt an einem Ort.', 'Ihr <strong>Posteingang</strong> hält jede Unterhaltung mit Voltara in Themen zusammen.'),
      p('Oportunidades, ventas, existencias, tarifas y contratos están ahora en un solo lugar.', 'Su <strong>bandeja de entrada</strong> reúne cada conversación con Voltara en hilos.'),
      p('Prospects, ventes, stock, tarifs et contrats sont désormais réunis au même endroit.', 'Votre <strong>messagerie</strong> regroupe chaque échange avec Voltara par fil de discussion.'),
      p('Leads, verkopen, voorraad, prijslijsten en overeenkomsten staan nu op één plek.', 'Uw <strong>inbox</strong> bewaart elk gesprek met Voltara per onderwerp.'),
      p('Oportunidades, vendas, stock, tabelas de preços e contratos estão agora num só lugar.', 'A sua <strong>caixa de entrada</strong> guarda cada conversa com a Voltara em tópicos.'),
    ],
  },
  {
    key: 'firmware',
    fromDays: -10,
    title: [
      'VH-15 firmware 3.2 released',
      'VH-15-Firmware 3.2 veröffentlicht',
      'Publicado el firmware 3.2 del VH-15',
      'Firmware 3.2 du VH-15 disponible',
      'VH-15-firmware 3.2 uitgebracht',
      'Lançado o firmware 3.2 do VH-15',
    ],
    body: [
      p('Version 3.2 adds a faster self-test and a clearer low-battery warning.', 'Please tell your customers at their next calibration.'),
      p('Version 3.2 bringt einen schnelleren Selbsttest und eine deutlichere Warnung bei schwachem Akku.', 'Bitte informieren Sie Ihre Kunden bei der nächsten Kalibrierung.'),
      p('La versión 3.2 añade un autotest más rápido y un aviso de batería baja más claro.', 'Informe a sus clientes en su próxima calibración.'),
      p('La version 3.2 apporte un autotest plus rapide et une alerte de batterie faible plus claire.', 'Merci d’en informer vos clients lors de leur prochain étalonnage.'),
      p('Versie 3.2 voegt een snellere zelftest en een duidelijkere waarschuwing bij een bijna lege accu toe.', 'Laat het uw klanten weten bij hun volgende kalibratie.'),
      p('A versão 3.2 acrescenta um autoteste mais rápido e um aviso de bateria fraca mais claro.', 'Informe os seus clientes na próxima calibração.'),
    ],
  },
  {
    key: 'certified',
    fromDays: -5,
    roles: ['certified-junior', 'certified-junior-plus', 'certified-senior'],
    title: [
      'Certified service centres: new calibration procedure',
      'Zertifizierte Servicezentren: neues Kalibrierverfahren',
      'Centros de servicio certificados: nuevo procedimiento de calibración',
      'Centres de service certifiés : nouvelle procédure d’étalonnage',
      'Gecertificeerde servicecentra: nieuwe kalibratieprocedure',
      'Centros de assistência certificados: novo procedimento de calibração',
    ],
    body: [
      p('From next month, spark testers are calibrated at five voltage points instead of three.', 'The updated manual is in the service tools.'),
      p('Ab dem nächsten Monat werden Funkenprüfgeräte an fünf statt drei Spannungspunkten kalibriert.', 'Das aktualisierte Handbuch finden Sie bei den Service-Tools.'),
      p('A partir del próximo mes, los detectores de chispa se calibran en cinco puntos de tensión en lugar de tres.', 'El manual actualizado está en las herramientas de servicio.'),
      p('Dès le mois prochain, les détecteurs à étincelles sont étalonnés en cinq points de tension au lieu de trois.', 'Le manuel mis à jour se trouve dans les outils de service.'),
      p('Vanaf volgende maand worden vonkentesters op vijf spanningspunten gekalibreerd in plaats van drie.', 'De bijgewerkte handleiding staat bij de servicetools.'),
      p('A partir do próximo mês, os detetores de faísca são calibrados em cinco pontos de tensão em vez de três.', 'O manual atualizado está nas ferramentas de assistência.'),
    ],
  },
  {
    key: 'nordhavn',
    fromDays: -3,
    company: 'nordhavn',
    title: [
      'Nordhavn: your stock review on Thursday',
      'Nordhavn: Ihre Bestandsprüfung am Donnerstag',
      'Nordhavn: su revisión de existencias el jueves',
      'Nordhavn : votre revue de stock jeudi',
      'Nordhavn: uw voorraadcontrole op donderdag',
      'Nordhavn: a sua revisão de stock na quinta-feira',
    ],
    body: [
      p('Your account manager will go through stock levels and open leads with you on Thursday at 10:00.'),
      p('Ihr Kundenbetreuer geht am Donnerstag um 10:00 Uhr Lagerbestände und offene Leads mit Ihnen durch.'),
      p('Su gestor de cuenta revisará con usted las existencias y las oportunidades abiertas el jueves a las 10:00.'),
      p('Votre chargé de compte passera en revue avec vous les niveaux de stock et les prospects ouverts jeudi à 10 h.'),
      p('Uw accountmanager loopt donderdag om 10:00 uur de voorraad en de openstaande leads met u door.'),
      p('O seu gestor de conta vai rever consigo os níveis de stock e as oportunidades em aberto na quinta-feira às 10:00.'),
    ],
  },
  {
    key: 'spain',
    fromDays: -2,
    country: 'Spain',
    title: [
      'Spain: meet us at Metalmadrid',
      'Spanien: Treffen Sie uns auf der Metalmadrid',
      'España: visítenos en Metalmadrid',
      'Espagne : retrouvez-nous à Metalmadrid',
      'Spanje: ontmoet ons op Metalmadrid',
      'Espanha: encontre-nos na Metalmadrid',
    ],
    body: [
      p('Voltara shares a stand with its Spanish partners at Metalmadrid. Bring your customers for a live demonstration.'),
      p('Voltara teilt sich auf der Metalmadrid einen Stand mit seinen spanischen Partnern. Bringen Sie Ihre Kunden zu einer Live-Vorführung mit.'),
      p('Voltara comparte stand con sus socios españoles en Metalmadrid. Traiga a sus clientes a una demostración en directo.'),
      p('Voltara partage un stand avec ses partenaires espagnols à Metalmadrid. Venez avec vos clients pour une démonstration en direct.'),
      p('Voltara deelt op Metalmadrid een stand met zijn Spaanse partners. Neem uw klanten mee voor een live demonstratie.'),
      p('A Voltara partilha um stand com os seus parceiros espanhóis na Metalmadrid. Traga os seus clientes para uma demonstração ao vivo.'),
    ],
  },
  {
    key: 'expired',
    fromDays: -60,
    untilDays: -20,
    title: [
      'Spring price list: order before the change',
      'Frühjahrspreisliste: vor der Umstellung bestellen',
      'Tarifa de primavera: pida antes del cambio',
      'Tarif de printemps : commandez avant le changement',
      'Voorjaarsprijslijst: bestel vóór de wijziging',
      'Tabela de primavera: encomende antes da alteração',
    ],
    body: [
      p('Orders placed before the end of the month are invoiced at the old prices.'),
      p('Bestellungen bis Monatsende werden zu den alten Preisen berechnet.'),
      p('Los pedidos realizados antes de fin de mes se facturan a los precios anteriores.'),
      p('Les commandes passées avant la fin du mois sont facturées aux anciens prix.'),
      p('Bestellingen vóór het einde van de maand worden tegen de oude prijzen gefactureerd.'),
      p('As encomendas feitas até ao fim do mês são faturadas aos preços antigos.'),
    ],
  },
  {
    key: 'scheduled',
    fromDays: 7,
    title: [
      'Autumn training webinar',
      'Herbst-Schulungswebinar',
      'Seminario web de formación de otoño',
      'Webinaire de formation d’automne',
      'Trainingswebinar in de herfst',
      'Webinar de formação de outono',
    ],
    body: [
      p('Join our one-hour webinar on holiday detection for pipeline coatings.'),
      p('Nehmen Sie an unserem einstündigen Webinar zur Porenprüfung von Pipeline-Beschichtungen teil.'),
      p('Participe en nuestro seminario web de una hora sobre la detección de poros en revestimientos de tuberías.'),
      p('Participez à notre webinaire d’une heure sur la détection de porosités des revêtements de pipelines.'),
      p('Doe mee aan ons webinar van een uur over poriëndetectie in pijpleidingcoatings.'),
      p('Participe no nosso webinar de uma hora sobre deteção de poros em revestimentos de condutas.'),
    ],
  },
];

const localized = <Base extends string>(base: Base, texts: Texts, clean: (text: string) => string = (text) => text) => {
  const [en, de, es, fr, nl, pt] = texts.map(clean) as unknown as Texts;
  return { [`${base}_EN`]: en, [`${base}_DE`]: de, [`${base}_ES`]: es, [`${base}_FR`]: fr, [`${base}_NL`]: nl, [`${base}_PT`]: pt } as Localized<Base>;
};

/** A post of a thread: by whom (a demo account's e-mail), how long ago, what it says. */
interface SeedPost {
  by: string;
  hoursAgo: number;
  body: string;
}
interface SeedThread {
  company: 'nordhavn' | 'iberia';
  subject: string;
  posts: SeedPost[];
  /** Demo accounts that have read the thread up to its last post. */
  readBy: string[];
}

const ADMIN = 'admin@demo.test';

const THREADS: SeedThread[] = [
  {
    company: 'nordhavn',
    subject: 'Delivery of VH-15 order PO-4471',
    posts: [
      { by: 'distributor-senior@demo.test', hoursAgo: 80, body: 'Hello,\nour order PO-4471 (6 × VH-15) was due last week. Could you confirm the shipping date?\n\nBest regards,\nSofie' },
      { by: ADMIN, hoursAgo: 74, body: 'Hi Sofie,\nthe units left Sheffield yesterday; tracking number VT-88213-DK. Expect them on Friday.' },
      { by: 'distributor-senior@demo.test', hoursAgo: 50, body: 'Received in good order, thank you!' },
    ],
    readBy: ['distributor-senior@demo.test', ADMIN],
  },
  {
    company: 'nordhavn',
    subject: 'Calibration certificates for the returned SA-25 units',
    posts: [
      { by: ADMIN, hoursAgo: 40, body: 'Dear Nordhavn team,\nthe two SA-25 units you returned are calibrated. Their certificates are in the portal.' },
      { by: 'certified-senior@demo.test', hoursAgo: 30, body: 'Thanks. One customer asks whether the certificate can show their asset number too.' },
      { by: ADMIN, hoursAgo: 20, body: 'Yes: add the asset number to the return next time and it is printed on the certificate.' },
    ],
    readBy: [],
  },
  {
    company: 'nordhavn',
    subject: 'Marketing material in Danish',
    posts: [{ by: 'distributor-junior@demo.test', hoursAgo: 5, body: 'Do you have the VH-15 brochure in Danish? A customer in Aarhus would like a printed copy.' }],
    readBy: [],
  },
  {
    company: 'iberia',
    subject: 'Stand at Metalmadrid',
    posts: [
      { by: ADMIN, hoursAgo: 60, body: 'Hola Olga,\nwe have reserved two demonstration tables for you at Metalmadrid. Who will attend?' },
      { by: 'other-senior@demo.test', hoursAgo: 55, body: 'Oscar and I will be there both days. Thank you!' },
    ],
    readBy: ['other-senior@demo.test', ADMIN],
  },
  {
    company: 'iberia',
    subject: 'Spare probe for a DC holiday detector',
    posts: [
      { by: 'other-junior@demo.test', hoursAgo: 26, body: 'A customer in Bilbao needs a spare brush probe for his VH-15. What is the part number?' },
      { by: ADMIN, hoursAgo: 22, body: 'It is VH-BP-300. It is on your price list under accessories.' },
    ],
    readBy: ['other-junior@demo.test'],
  },
];

/** Who read which announcement (demo accounts and announcement keys). */
const ANNOUNCEMENT_READS: Array<[email: string, key: string]> = [
  ['distributor-senior@demo.test', 'welcome'],
  ['distributor-senior@demo.test', 'firmware'],
  ['distributor-junior@demo.test', 'welcome'],
  ['certified-senior@demo.test', 'welcome'],
  ['certified-senior@demo.test', 'certified'],
  ['other-senior@demo.test', 'welcome'],
];

export async function seedNews(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const now = Date.now();
  const at = (offset: number) => new Date(now + offset);
  const [companyRows, countryRows, userRows] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.name, ['Nordhavn Inspection ApS', 'Iberia Ensayos SL'])),
    db.select({ id: countries.id }).from(countries).where(eq(countries.name, 'Spain')),
    db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [ADMIN, ...new Set(THREADS.flatMap((t) => t.posts.map((post) => post.by)))])),
  ]);
  const company = {
    nordhavn: companyRows.find((row) => row.name === 'Nordhavn Inspection ApS')?.id,
    iberia: companyRows.find((row) => row.name === 'Iberia Ensayos SL')?.id,
  };
  const spain = countryRows[0]?.id;
  if (!company.nordhavn || !company.iberia || !spain) throw new Error('seedNews needs the two demo companies and Spain');
  const adminId = userRows.find((row) => row.email === ADMIN)?.id ?? null;

  const inserted = await db
    .insert(announcements)
    .values(
      ANNOUNCEMENTS.map((entry) => ({
        ...localized('title', entry.title),
        ...localized('body', entry.body, sanitizeStoredHtml),
        roles: storedRoles(entry.roles ?? []),
        companyId: entry.company ? company[entry.company] : null,
        countryId: entry.country ? spain : null,
        publishFrom: at(entry.fromDays * DAY),
        publishUntil: entry.untilDays === undefined ? null : at(entry.untilDays * DAY),
        // Those already published were e-mailed when they went out, by the admin; the scheduled one waits for its
        // publication, then for an admin to send it (issue 27: nothing is mailed without the admin's choice).
        emailed: entry.fromDays <= 0,
        sentAt: entry.fromDays <= 0 ? at(entry.fromDays * DAY + HOUR) : null,
        sentBy: entry.fromDays <= 0 ? adminId : null,
        createdBy: adminId,
        createdAt: at(Math.min(entry.fromDays, 0) * DAY - HOUR),
      })),
    )
    .returning({ id: announcements.id, title: announcements.title_EN });
  const announcementId = new Map(ANNOUNCEMENTS.map((entry) => [entry.key, inserted.find((row) => row.title === entry.title[0])!.id]));

  const readers = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ANNOUNCEMENT_READS.map(([email]) => email)));
  const userId = new Map([...userRows, ...readers].map((row) => [row.email, row.id]));
  await db.insert(announcementReads).values(
    ANNOUNCEMENT_READS.filter(([email]) => userId.has(email)).map(([email, key]) => ({ announcementId: announcementId.get(key)!, userId: userId.get(email)!, readAt: at(-HOUR) })),
  );

  const threads = await db
    .insert(messageThreads)
    .values(
      THREADS.map((thread) => ({
        companyId: company[thread.company]!,
        subject: thread.subject,
        createdBy: userId.get(thread.posts[0]!.by) ?? null,
        createdAt: at(-thread.posts[0]!.hoursAgo * HOUR),
        lastPostAt: at(-thread.posts[thread.posts.length - 1]!.hoursAgo * HOUR),
      })),
    )
    .returning({ id: messageThreads.id, subject: messageThreads.subject });
  const threadId = new Map(threads.map((row) => [row.subject, row.id]));
  await db.insert(messagePosts).values(
    THREADS.flatMap((thread) =>
      thread.posts.map((post) => ({
        threadId: threadId.get(thread.subject)!,
        authorId: userId.get(post.by) ?? null,
        fromVoltara: post.by === ADMIN,
        body: post.body,
        createdAt: at(-post.hoursAgo * HOUR),
      })),
    ),
  );
  // Each writer has read up to their own last post; the readers named have read everything.
  const marks = new Map<string, { threadId: number; userId: string; readAt: Date }>();
  for (const thread of THREADS) {
    const id = threadId.get(thread.subject)!;
    for (const post of thread.posts) {
      const user = userId.get(post.by);
      if (user) marks.set(`${id}:${user}`, { threadId: id, userId: user, readAt: at(-post.hoursAgo * HOUR) });
    }
    for (const email of thread.readBy) {
      const user = userId.get(email);
      if (user) marks.set(`${id}:${user}`, { threadId: id, userId: user, readAt: at(-thread.posts[thread.posts.length - 1]!.hoursAgo * HOUR) });
    }
  }
  await db.insert(messageReads).values([...marks.values()]);
}
