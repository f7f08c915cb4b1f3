import { LEGAL_DOCUMENTS } from '../../../../shared/content/page-sources';
import { t } from '../content/i18n';
import type { DocumentSeed } from './document-seed';

/** /legal/policies: the company's policies (cookies, returns, quality, environment, anti-bribery and modern slavery). */
export const POLICIES: DocumentSeed = {
  slug: LEGAL_DOCUMENTS.policies,
  title: t('Company policies', 'Unternehmensrichtlinien', 'Políticas de la empresa', 'Politiques de l’entreprise', 'Bedrijfsbeleid', 'Políticas da empresa'),
  pages: [
    {
      title: t('Cookie policy', 'Cookie-Richtlinie', 'Política de cookies', 'Politique relative aux cookies', 'Cookiebeleid', 'Política de cookies'),
      body: t(
        '<p>This website sets only the cookies it needs to work until you choose otherwise: your session when you sign in, a security token against forged requests, your language, and your cookie choice itself. Analytics, chat and advertising services load only after you accept cookies. To change your choice, delete this site’s cookies in your browser and the banner will ask again.</p>',
        '<p>Diese Website setzt nur die Cookies, die sie zum Funktionieren braucht, solange Sie nichts anderes wählen: Ihre Sitzung bei der Anmeldung, ein Sicherheitstoken gegen gefälschte Anfragen, Ihre Sprache und Ihre Cookie-Entscheidung selbst. Analyse-, Chat- und Werbedienste werden erst geladen, wenn Sie Cookies akzeptieren. Um Ihre Entscheidung zu ändern, löschen Sie die Cookies dieser Website in Ihrem Browser; das Banner fragt dann erneut.</p>',
        '<p>Este sitio web solo instala las cookies que necesita para funcionar mientras usted no elija otra cosa: su sesión al iniciarla, un token de seguridad contra solicitudes falsificadas, su idioma y su propia elección sobre cookies. Los servicios de analítica, chat y publicidad solo se cargan después de que acepte las cookies. Para cambiar su elección, borre las cookies de este sitio en su navegador y el aviso volverá a preguntarle.</p>',
        '<p>Ce site ne dépose que les cookies nécessaires à son fonctionnement tant que vous n’en décidez pas autrement : votre session lorsque vous vous connectez, un jeton de sécurité contre les requêtes falsifiées, votre langue et votre choix en matière de cookies. Les services de mesure d’audience, de discussion et de publicité ne se chargent qu’après votre acceptation. Pour modifier votre choix, supprimez les cookies de ce site dans votre navigateur : le bandeau vous interrogera de nouveau.</p>',
        '<p>Deze website plaatst alleen de cookies die nodig zijn om te werken, zolang u niets anders kiest: uw sessie wanneer u inlogt, een beveiligingstoken tegen vervalste verzoeken, uw taal en uw cookiekeuze zelf. Analyse-, chat- en advertentiediensten worden pas geladen nadat u cookies accepteert. Wilt u uw keuze wijzigen, verwijder dan de cookies van deze site in uw browser; de banner vraagt het dan opnieuw.</p>',
        '<p>Este sítio só instala os cookies de que precisa para funcionar enquanto não escolher outra coisa: a sua sessão quando inicia sessão, um token de segurança contra pedidos falsificados, o seu idioma e a sua própria escolha sobre cookies. Os serviços de análise, chat e publicidade só são carregados depois de aceitar os cookies. Para alterar a sua escolha, apague os cookies deste sítio no navegador e o aviso voltará a perguntar.</p>',
      ),
    },
    {
      title: t('Returns and repairs', 'Rücksendungen und Reparaturen', 'Devoluciones y reparaciones', 'Retours et réparations', 'Retouren en reparaties', 'Devoluções e reparações'),
      body: t(
        '<p>Book every return before you ship it, so that it arrives with a return number and reaches the right bench. Pack the instrument in its transit case with its leads and electrodes. Returns from outside the UK must follow the shipping instructions we send: otherwise VAT, duties and handling fees may be charged to you.</p>',
        '<p>Melden Sie jede Rücksendung vor dem Versand an, damit sie mit einer Rücksendenummer eintrifft und an den richtigen Arbeitsplatz gelangt. Verpacken Sie das Gerät mit Kabeln und Elektroden im Transportkoffer. Sendungen von außerhalb des Vereinigten Königreichs müssen unseren Versandanweisungen folgen; andernfalls können Ihnen Mehrwertsteuer, Zölle und Bearbeitungsgebühren berechnet werden.</p>',
        '<p>Reserve cada devolución antes de enviarla, para que llegue con un número de devolución y vaya al puesto de trabajo adecuado. Embale el instrumento en su maletín con sus cables y electrodos. Los envíos desde fuera del Reino Unido deben seguir las instrucciones de envío que le enviemos; de lo contrario, se le podrán cobrar IVA, aranceles y gastos de gestión.</p>',
        '<p>Réservez chaque retour avant l’expédition, afin qu’il arrive avec un numéro de retour et parvienne au bon atelier. Emballez l’instrument dans sa mallette avec ses câbles et ses électrodes. Les envois depuis l’extérieur du Royaume-Uni doivent suivre les instructions d’expédition que nous vous envoyons ; à défaut, la TVA, les droits de douane et des frais de traitement peuvent vous être facturés.</p>',
        '<p>Meld elke retour aan voordat u hem verstuurt, zodat hij met een retournummer aankomt en bij de juiste werkplek terechtkomt. Verpak het instrument met kabels en elektroden in de transportkoffer. Zendingen van buiten het VK moeten onze verzendinstructies volgen; anders kunnen btw, invoerrechten en behandelingskosten aan u worden doorberekend.</p>',
        '<p>Reserve cada devolução antes de a enviar, para que chegue com um número de devolução e vá para a bancada certa. Embale o instrumento na mala de transporte com os cabos e elétrodos. As devoluções de fora do Reino Unido devem seguir as instruções de envio que lhe enviarmos; caso contrário, podem ser-lhe cobrados IVA, direitos aduaneiros e taxas de manuseamento.</p>',
      ),
    },
    {
      title: t('Quality policy', 'Qualitätspolitik', 'Política de calidad', 'Politique qualité', 'Kwaliteitsbeleid', 'Política de qualidade'),
      body: t(
        '<p>Our quality management system is certified to ISO 9001. Every instrument is tested at full voltage before it leaves Sheffield, and every calibration is traceable to national standards. We review complaints, returns and audit findings each month and act on what they tell us.</p>',
        '<p>Unser Qualitätsmanagementsystem ist nach ISO 9001 zertifiziert. Jedes Gerät wird vor dem Versand aus Sheffield mit voller Spannung geprüft, und jede Kalibrierung ist auf nationale Normale rückführbar. Reklamationen, Rücksendungen und Auditergebnisse werten wir monatlich aus und handeln danach.</p>',
        '<p>Nuestro sistema de gestión de la calidad está certificado según ISO 9001. Cada instrumento se ensaya a plena tensión antes de salir de Sheffield, y cada calibración es trazable a patrones nacionales. Revisamos cada mes las reclamaciones, las devoluciones y los resultados de auditoría, y actuamos en consecuencia.</p>',
        '<p>Notre système de management de la qualité est certifié ISO 9001. Chaque instrument est essayé à pleine tension avant de quitter Sheffield, et chaque étalonnage est raccordé aux étalons nationaux. Nous examinons chaque mois les réclamations, les retours et les constats d’audit, et nous agissons en conséquence.</p>',
        '<p>Ons kwaliteitsmanagementsysteem is gecertificeerd volgens ISO 9001. Elk instrument wordt op volle spanning getest voordat het Sheffield verlaat, en elke kalibratie is herleidbaar naar nationale normalen. Klachten, retouren en auditbevindingen bespreken wij maandelijks en wij handelen ernaar.</p>',
        '<p>O nosso sistema de gestão da qualidade está certificado segundo a ISO 9001. Cada instrumento é ensaiado à tensão máxima antes de sair de Sheffield, e cada calibração é rastreável a padrões nacionais. Analisamos todos os meses as reclamações, as devoluções e as constatações de auditoria, e agimos em conformidade.</p>',
      ),
    },
    {
      title: t('Environmental policy', 'Umweltpolitik', 'Política medioambiental', 'Politique environnementale', 'Milieubeleid', 'Política ambiental'),
      body: t(
        '<p>Our Sheffield works is managed to ISO 14001. We design instruments to be repaired rather than replaced, take back Voltara instruments at the end of their life under the WEEE Regulations, ship in recycled and recyclable packaging, and buy electricity from renewable sources.</p>',
        '<p>Unser Werk in Sheffield wird nach ISO 14001 geführt. Wir konstruieren Geräte so, dass sie repariert statt ersetzt werden, nehmen Voltara-Geräte am Ende ihrer Lebensdauer nach den WEEE-Vorschriften zurück, versenden in recycelten und recycelbaren Verpackungen und beziehen Strom aus erneuerbaren Quellen.</p>',
        '<p>Nuestra planta de Sheffield se gestiona según ISO 14001. Diseñamos los instrumentos para repararlos en lugar de sustituirlos, recogemos los instrumentos Voltara al final de su vida útil conforme a la normativa RAEE, enviamos en embalajes reciclados y reciclables y compramos electricidad de fuentes renovables.</p>',
        '<p>Notre usine de Sheffield est gérée selon ISO 14001. Nous concevons des instruments réparables plutôt que remplaçables, reprenons les instruments Voltara en fin de vie conformément à la réglementation DEEE, expédions dans des emballages recyclés et recyclables et achetons une électricité d’origine renouvelable.</p>',
        '<p>Onze fabriek in Sheffield wordt beheerd volgens ISO 14001. Wij ontwerpen instrumenten om te repareren in plaats van te vervangen, nemen Voltara-instrumenten aan het einde van hun levensduur terug volgens de AEEA-regelgeving, verzenden in gerecyclede en recyclebare verpakkingen en kopen stroom uit hernieuwbare bronnen.</p>',
        '<p>A nossa fábrica de Sheffield é gerida segundo a ISO 14001. Concebemos instrumentos para serem reparados em vez de substituídos, recolhemos os instrumentos Voltara em fim de vida ao abrigo da regulamentação REEE, enviamos em embalagens recicladas e recicláveis e compramos eletricidade de fontes renováveis.</p>',
      ),
    },
    {
      title: t('Anti-bribery and modern slavery', 'Korruptionsbekämpfung und moderne Sklaverei', 'Lucha contra el soborno y la esclavitud moderna', 'Lutte contre la corruption et l’esclavage moderne', 'Anticorruptie en moderne slavernij', 'Combate ao suborno e à escravatura moderna'),
      body: t(
        '<p>We do not offer, pay or accept bribes, and we expect the same of our dealers and suppliers, as the Bribery Act 2010 requires. We check our supply chain for forced and child labour, and our suppliers agree to our code of conduct in line with the Modern Slavery Act 2015. Concerns can be raised in confidence with <a href="mailto:compliance@voltara.test">compliance@voltara.test</a>.</p>',
        '<p>Wir bieten, zahlen oder nehmen keine Bestechungsgelder an und erwarten dasselbe von unseren Händlern und Lieferanten, wie es der Bribery Act 2010 verlangt. Wir prüfen unsere Lieferkette auf Zwangs- und Kinderarbeit, und unsere Lieferanten verpflichten sich gemäß dem Modern Slavery Act 2015 auf unseren Verhaltenskodex. Hinweise nehmen wir vertraulich unter <a href="mailto:compliance@voltara.test">compliance@voltara.test</a> entgegen.</p>',
        '<p>No ofrecemos, pagamos ni aceptamos sobornos, y esperamos lo mismo de nuestros distribuidores y proveedores, como exige la Bribery Act 2010. Revisamos nuestra cadena de suministro para detectar trabajo forzoso e infantil, y nuestros proveedores se comprometen con nuestro código de conducta conforme a la Modern Slavery Act 2015. Puede comunicarnos sus inquietudes de forma confidencial en <a href="mailto:compliance@voltara.test">compliance@voltara.test</a>.</p>',
        '<p>Nous n’offrons, ne versons ni n’acceptons de pots-de-vin, et nous attendons la même chose de nos revendeurs et fournisseurs, comme l’exige le Bribery Act 2010. Nous contrôlons notre chaîne d’approvisionnement contre le travail forcé et le travail des enfants, et nos fournisseurs adhèrent à notre code de conduite conformément au Modern Slavery Act 2015. Tout signalement peut être adressé en toute confidentialité à <a href="mailto:compliance@voltara.test">compliance@voltara.test</a>.</p>',
        '<p>Wij bieden, betalen of accepteren geen steekpenningen en verwachten hetzelfde van onze dealers en leveranciers, zoals de Bribery Act 2010 vereist. Wij controleren onze toeleveringsketen op dwang- en kinderarbeid, en onze leveranciers onderschrijven onze gedragscode in lijn met de Modern Slavery Act 2015. Zorgen kunt u vertrouwelijk melden via <a href="mailto:compliance@voltara.test">compliance@voltara.test</a>.</p>',
        '<p>Não oferecemos, pagamos nem aceitamos subornos, e esperamos o mesmo dos nossos distribuidores e fornecedores, como exige a Bribery Act 2010. Verificamos a nossa cadeia de abastecimento quanto a trabalho forçado e infantil, e os nossos fornecedores subscrevem o nosso código de conduta de acordo com a Modern Slavery Act 2015. As preocupações podem ser comunicadas de forma confidencial para <a href="mailto:compliance@voltara.test">compliance@voltara.test</a>.</p>',
      ),
    },
  ],
};
