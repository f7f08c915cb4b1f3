import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '../../../../shared/auth/roles';
import type { Locale } from '../../../../shared/locales';
import type { ServiceToolKind } from '../../../../shared/partners/enums';
import type { ServiceToolRole } from '../../../../shared/service-tools/servicetools.schema';
import type { AppDeps } from '../../../deps';
import { inspectUpload, storeUpload } from '../../../features/files/upload';
import { accounts, companies, downloads, files, portalDownloadLog, products, serviceTools, serviceToolVersions, users } from '../../schema';
import { tinyPdf } from '../content/downloads';
import { loc, t, type T6 } from '../content/i18n';

/**
 * Issue 12 demo data for /portal/users, /portal/files and /portal/servicetools (DECISIONS.md "Demo data for the
 * service lifecycle and the portal"): a few more people per company (one invited who has not set a password yet, one
 * disabled, active ones in other languages), four service tools with their versions (small generated files stored
 * through the files feature, as uploads are) and some logged portal downloads.
 */

interface Person {
  name: string;
  email: string;
  role: Role;
  locale: Locale;
  state: 'active' | 'invited' | 'disabled';
}

const PEOPLE: Record<'Nordhavn Inspection ApS' | 'Iberia Ensayos SL', Person[]> = {
  'Nordhavn Inspection ApS': [
    { name: 'Mette Invited', email: 'mette.invited@demo.test', role: 'distributor-junior', locale: 'en', state: 'invited' },
    { name: 'Henrik Disabled', email: 'henrik.disabled@demo.test', role: 'distributor-junior-plus', locale: 'en', state: 'disabled' },
    { name: 'Ida Lund', email: 'ida.lund@demo.test', role: 'certified-junior', locale: 'en', state: 'active' },
    { name: 'Lukas Brandt', email: 'lukas.brandt@demo.test', role: 'distributor-junior', locale: 'de', state: 'active' },
  ],
  'Iberia Ensayos SL': [
    { name: 'Lucía Pendiente', email: 'lucia.pendiente@demo.test', role: 'distributor-junior', locale: 'es', state: 'invited' },
    { name: 'Pablo Baja', email: 'pablo.baja@demo.test', role: 'distributor-junior-plus', locale: 'es', state: 'disabled' },
    { name: 'Marta Activa', email: 'marta.activa@demo.test', role: 'distributor-junior', locale: 'es', state: 'active' },
  ],
};

interface ToolSeed {
  name: string;
  kind: ServiceToolKind;
  model: string | null;
  description: T6;
  roles: ServiceToolRole[];
  versions: Array<{ version: string; releasedOn: string; notes: T6 }>;
}

const TOOLS: ToolSeed[] = [
  {
    name: 'VH-15 service software',
    kind: 'software',
    model: 'VH-15',
    description: t('Reads the VH-15 event log, runs the self-test and updates the detector’s settings over USB (Windows 10 or later).', 'Liest das Ereignisprotokoll des VH-15, führt den Selbsttest aus und aktualisiert die Einstellungen des Prüfgeräts über USB (Windows 10 oder neuer).', 'Lee el registro de eventos del VH-15, ejecuta el autodiagnóstico y actualiza la configuración del detector por USB (Windows 10 o posterior).', 'Lit le journal d’événements du VH-15, lance l’autotest et met à jour les réglages du détecteur par USB (Windows 10 ou version ultérieure).', 'Leest het gebeurtenislogboek van de VH-15, voert de zelftest uit en werkt de instellingen van de detector bij via USB (Windows 10 of nieuwer).', 'Lê o registo de eventos do VH-15, executa o autoteste e atualiza as definições do detetor por USB (Windows 10 ou posterior).'),
    roles: [],
    versions: [
      { version: '2.3.0', releasedOn: '2024-02-12', notes: t('Event log export to CSV.', 'Export des Ereignisprotokolls als CSV.', 'Exportación del registro de eventos a CSV.', 'Export du journal d’événements au format CSV.', 'Export van het gebeurtenislogboek naar CSV.', 'Exportação do registo de eventos para CSV.') },
      { version: '2.4.0', releasedOn: '2024-09-03', notes: t('Self-test report as PDF; Danish and Spanish screens.', 'Selbsttestbericht als PDF; Bildschirme auf Dänisch und Spanisch.', 'Informe de autodiagnóstico en PDF; pantallas en danés y español.', 'Rapport d’autotest en PDF ; écrans en danois et en espagnol.', 'Zelftestrapport als pdf; schermen in het Deens en Spaans.', 'Relatório de autoteste em PDF; ecrãs em dinamarquês e espanhol.') },
      { version: '2.4.1', releasedOn: '2025-01-20', notes: t('Fixes the USB connection on some laptops after sleep.', 'Behebt die USB-Verbindung an manchen Laptops nach dem Ruhezustand.', 'Corrige la conexión USB en algunos portátiles tras la suspensión.', 'Corrige la connexion USB sur certains portables après la mise en veille.', 'Herstelt de USB-verbinding op sommige laptops na de slaapstand.', 'Corrige a ligação USB em alguns portáteis após a suspensão.') },
    ],
  },
  {
    name: 'SA-25 spark tester firmware',
    kind: 'firmware',
    model: 'SA-25',
    description: t('Firmware for the SA-25 AC spark tester, loaded with the service software. Certified junior plus and above.', 'Firmware für das AC-Funkenprüfgerät SA-25, aufgespielt mit der Service-Software. Für zertifizierte Partner ab Junior Plus.', 'Firmware del comprobador de chispa de CA SA-25, que se carga con el software de servicio. Para socios certificados a partir de junior plus.', 'Micrologiciel du testeur à étincelles CA SA-25, chargé avec le logiciel de service. Pour les partenaires certifiés à partir de junior plus.', 'Firmware voor de SA-25 AC-vonktester, geladen met de servicesoftware. Voor gecertificeerde partners vanaf junior plus.', 'Firmware do testador de faísca CA SA-25, carregado com o software de assistência. Para parceiros certificados a partir de junior plus.'),
    roles: ['certified-junior-plus', 'certified-senior', 'certified-senior-plus'],
    versions: [
      { version: '1.8', releasedOn: '2024-05-06', notes: t('Smoother voltage ramp at start.', 'Sanfterer Spannungsanstieg beim Start.', 'Rampa de tensión más suave al arrancar.', 'Montée en tension plus douce au démarrage.', 'Geleidelijkere spanningsopbouw bij het starten.', 'Rampa de tensão mais suave no arranque.') },
      { version: '1.9', releasedOn: '2025-03-10', notes: t('Alarm threshold kept after power loss.', 'Alarmschwelle bleibt nach Stromausfall erhalten.', 'El umbral de alarma se conserva tras un corte de corriente.', 'Le seuil d’alarme est conservé après une coupure de courant.', 'Alarmdrempel blijft behouden na stroomuitval.', 'O limiar de alarme mantém-se após falha de energia.') },
    ],
  },
  {
    name: 'VH-15 service manual',
    kind: 'manual',
    model: 'VH-15',
    description: t('Disassembly, high-voltage module replacement and calibration of the VH-15.', 'Zerlegung, Austausch des Hochspannungsmoduls und Kalibrierung des VH-15.', 'Desmontaje, sustitución del módulo de alta tensión y calibración del VH-15.', 'Démontage, remplacement du module haute tension et étalonnage du VH-15.', 'Demontage, vervanging van de hoogspanningsmodule en kalibratie van de VH-15.', 'Desmontagem, substituição do módulo de alta tensão e calibração do VH-15.'),
    roles: [],
    versions: [{ version: 'Rev C', releasedOn: '2024-06-15', notes: t('New chapter on the battery pack.', 'Neues Kapitel zum Akkupack.', 'Nuevo capítulo sobre la batería.', 'Nouveau chapitre sur le bloc-batterie.', 'Nieuw hoofdstuk over het accupakket.', 'Novo capítulo sobre a bateria.') }],
  },
  {
    name: 'Calibration utility',
    kind: 'software',
    model: null,
    description: t('Guides a calibration against the reference divider and prints the readings for the certificate. Senior roles.', 'Führt durch eine Kalibrierung gegen den Referenzteiler und druckt die Messwerte für das Zertifikat. Für Senior-Rollen.', 'Guía una calibración frente al divisor de referencia e imprime las lecturas para el certificado. Para los perfiles sénior.', 'Guide un étalonnage par rapport au diviseur de référence et imprime les relevés pour le certificat. Pour les rôles senior.', 'Begeleidt een kalibratie tegen de referentiedeler en drukt de meetwaarden voor het certificaat af. Voor seniorrollen.', 'Orienta uma calibração com o divisor de referência e imprime as leituras para o certificado. Para perfis sénior.'),
    roles: ['certified-senior', 'certified-senior-plus'],
    versions: [{ version: '3.1.0', releasedOn: '2025-02-03', notes: t('Readings imported straight into the service job.', 'Messwerte werden direkt in den Serviceauftrag übernommen.', 'Las lecturas se importan directamente en la orden de servicio.', 'Les relevés sont importés directement dans l’ordre de service.', 'Meetwaarden worden direct in de serviceopdracht geïmporteerd.', 'As leituras são importadas diretamente para a ordem de serviço.') }],
  },
];

// ------------------------------------------------------------------------------------------- generated zip files

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real ZIP archive (one stored, uncompressed text file) built from bytes: no binary files in the repository. */
export function tinyZip(entryName: string, content: string): Uint8Array {
  const name = new TextEncoder().encode(entryName);
  const data = new TextEncoder().encode(content);
  const crc = crc32(data);
  const local = new DataView(new ArrayBuffer(30));
  [
    [0, 0x04034b50, 4],
    [4, 20, 2],
    [14, crc, 4],
    [18, data.length, 4],
    [22, data.length, 4],
    [26, name.length, 2],
  ].forEach(([offset, value, size]) => (size === 4 ? local.setUint32(offset!, value!, true) : local.setUint16(offset!, value!, true)));
  const central = new DataView(new ArrayBuffer(46));
  [
    [0, 0x02014b50, 4],
    [4, 20, 2],
    [6, 20, 2],
    [16, crc, 4],
    [20, data.length, 4],
    [24, data.length, 4],
    [28, name.length, 2],
  ].forEach(([offset, value, size]) => (size === 4 ? central.setUint32(offset!, value!, true) : central.setUint16(offset!, value!, true)));
  const centralOffset = 30 + name.length + data.length;
  const end = new DataView(new ArrayBuffer(22));
  [
    [0, 0x06054b50, 4],
    [8, 1, 2],
    [10, 1, 2],
    [12, 46 + name.length, 4],
    [16, centralOffset, 4],
  ].forEach(([offset, value, size]) => (size === 4 ? end.setUint32(offset!, value!, true) : end.setUint16(offset!, value!, true)));
  const parts = [new Uint8Array(local.buffer), name, data, new Uint8Array(central.buffer), name, new Uint8Array(end.buffer)];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function versionFile(tool: ToolSeed, version: ToolSeed['versions'][number]): { bytes: Uint8Array; name: string } {
  const base = `${slug(tool.name)}-${slug(version.version)}`;
  if (tool.kind === 'manual') return { bytes: tinyPdf(`${tool.name} ${version.version}`, [tool.description[0], version.notes[0]]), name: `${base}.pdf` };
  return { bytes: tinyZip('README.txt', `${tool.name} ${version.version}\r\n${version.notes[0]}\r\n`), name: `${base}.zip` };
}

// ------------------------------------------------------------------------------------------------------- seeding

async function seedPeople(deps: AppDeps, companyIds: Map<string, number>): Promise<void> {
  const { db } = deps;
  // The demo accounts' password hash, reused: hashing again would cost the seed most of its time budget.
  const [model] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, 'distributor-senior@demo.test'), eq(accounts.providerId, 'credential')));
  const now = new Date();
  const userRows: Array<typeof users.$inferInsert> = [];
  const accountRows: Array<typeof accounts.$inferInsert> = [];
  for (const [company, people] of Object.entries(PEOPLE)) {
    const companyId = companyIds.get(company);
    if (companyId === undefined) continue;
    people.forEach((person, index) => {
      const id = randomUUID();
      const createdAt = new Date(now.getTime() - (index + 1) * 9 * 86_400_000);
      userRows.push({
        id,
        name: person.name,
        email: person.email,
        emailVerified: person.state !== 'invited',
        role: person.role,
        locale: person.locale,
        companyId,
        disabled: person.state === 'disabled',
        termsAcceptedAt: person.state === 'invited' ? null : createdAt,
        createdAt,
        updatedAt: createdAt,
      });
      // An invited person has no credential account until they set a password through the invitation.
      if (person.state !== 'invited' && model?.password) {
        accountRows.push({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: model.password, createdAt, updatedAt: createdAt });
      }
    });
  }
  if (userRows.length > 0) await db.insert(users).values(userRows);
  if (accountRows.length > 0) await db.insert(accounts).values(accountRows);
}

/** The tools and their versions; returns the version ids by tool name, latest first. */
async function seedTools(deps: AppDeps): Promise<Map<string, number[]>> {
  const { db } = deps;
  const models = TOOLS.map((tool) => tool.model).filter((model): model is string => model !== null);
  const productRows = await db.select({ id: products.id, modelCode: products.modelCode }).from(products).where(inArray(products.modelCode, models));
  const productOf = new Map(productRows.map((row) => [row.modelCode, row.id]));
  const toolRows = await db
    .insert(serviceTools)
    .values(
      TOOLS.map((tool, index) => ({
        name: tool.name,
        kind: tool.kind,
        productId: tool.model ? (productOf.get(tool.model) ?? null) : null,
        ...loc('description', tool.description),
        roles: JSON.stringify(tool.roles),
        published: true,
        sort: (index + 1) * 10,
      })),
    )
    .returning({ id: serviceTools.id, name: serviceTools.name });
  const toolId = new Map(toolRows.map((row) => [row.name, row.id]));
  const versionRows: Array<typeof serviceToolVersions.$inferInsert> = [];
  for (const tool of TOOLS) {
    for (const version of tool.versions) {
      const file = versionFile(tool, version);
      const stored = await storeUpload(deps, file.bytes, await inspectUpload(file.bytes, file.name, 'en'), 'en');
      const [row] = await db.insert(files).values(stored.values).returning({ id: files.id });
      versionRows.push({ toolId: toolId.get(tool.name)!, version: version.version, fileId: row!.id, releasedOn: version.releasedOn, ...loc('release_notes', version.notes) });
    }
  }
  const inserted = await db.insert(serviceToolVersions).values(versionRows).returning({ id: serviceToolVersions.id, toolId: serviceToolVersions.toolId });
  const byTool = new Map<string, number[]>();
  for (const tool of TOOLS) {
    const id = toolId.get(tool.name)!;
    // Inserted oldest first: reversed, the latest comes first.
    byTool.set(tool.name, inserted.filter((row) => row.toolId === id).map((row) => row.id).reverse());
  }
  return byTool;
}

/** A few downloads of each company's people over the last weeks: the back office's log has something to show. */
async function seedDownloadLog(deps: AppDeps, versions: Map<string, number[]>): Promise<void> {
  const { db } = deps;
  const people = await db
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(inArray(users.email, ['certified-senior@demo.test', 'certified-junior@demo.test', 'distributor-junior@demo.test', 'other-senior@demo.test']));
  const who = new Map(people.map((person) => [person.email, person]));
  const partnerFiles = await db
    .select({ fileId: downloads.fileId, audience: downloads.audience })
    .from(downloads)
    .where(inArray(downloads.audience, ['distributors', 'customers']));
  const versionFiles = new Map(
    (await db.select({ id: serviceToolVersions.id, fileId: serviceToolVersions.fileId }).from(serviceToolVersions)).map((row) => [row.id, row.fileId]),
  );
  const now = Date.now();
  const rows: Array<typeof portalDownloadLog.$inferInsert> = [];
  const add = (email: string, daysAgo: number, entry: { toolVersionId?: number; fileId?: number }, ip: string) => {
    const person = who.get(email);
    if (!person || !entry.fileId) return;
    rows.push({ ...entry, userId: person.id, companyId: person.companyId, ip, createdAt: new Date(now - daysAgo * 86_400_000 - 3_600_000) });
  };
  const latest = (tool: string, index = 0) => versions.get(tool)?.[index];
  const tool = (name: string, index = 0) => ({ toolVersionId: latest(name, index), fileId: versionFiles.get(latest(name, index) ?? -1) });
  add('certified-senior@demo.test', 2, tool('VH-15 service software'), '192.0.2.14');
  add('certified-senior@demo.test', 9, tool('Calibration utility'), '192.0.2.14');
  add('certified-junior@demo.test', 5, tool('VH-15 service software', 1), '192.0.2.31');
  add('certified-junior@demo.test', 12, tool('VH-15 service manual'), '192.0.2.31');
  add('certified-senior@demo.test', 20, tool('SA-25 spark tester firmware'), '192.0.2.14');
  for (const [index, file] of partnerFiles.entries()) {
    add('distributor-junior@demo.test', 3 + index, { fileId: file.fileId }, '192.0.2.50');
    add('other-senior@demo.test', 4 + index, { fileId: file.fileId }, '198.51.100.7');
  }
  if (rows.length > 0) await db.insert(portalDownloadLog).values(rows);
}

export async function seedTeam(deps: AppDeps): Promise<void> {
  const companyRows = await deps.db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.name, Object.keys(PEOPLE)));
  const companyIds = new Map(companyRows.map((row) => [row.name, row.id]));
  await seedPeople(deps, companyIds);
  const versions = await seedTools(deps);
  await seedDownloadLog(deps, versions);
}
