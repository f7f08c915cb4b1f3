import { formatNumber } from '../../../shared/format/plain-numbers';
import type { Locale } from '../../../shared/locales';
import type { ImportProblem } from '../../../shared/trade/trade.schema';

/**
 * What sales, stock and price lists refuse, in the request's language. Placeholders: {column} a CSV column or form
 * field, {value} what was given, {n} a number.
 */
type Key = ImportProblem | 'notOnPriceList' | 'noPriceList' | 'chooseCompany' | 'stockExists' | 'priceExists' | 'referenceTaken' | 'alreadyImported' | 'alreadyImportedDiffers';

const EN: Record<Key, string> = {
  header: 'The first line must name the columns: {value}.',
  required: 'The {column} column is empty.',
  tooLong: 'The {column} value is too long.',
  unknownSerial: 'Unknown serial number “{value}”: it is not one of your company’s serials.',
  unknownModel: 'Model code “{value}” is not in the catalogue.',
  serialSold: 'A sale of serial number {value} is already recorded.',
  duplicateSerial: 'Serial number {value} appears more than once in the file.',
  duplicateReference: 'Reference {value} appears more than once in the file.',
  duplicateRow: 'This row repeats line {n}.',
  date: 'The {column} value must be a date written YYYY-MM-DD.',
  futureDate: 'The sale date is in the future.',
  quantity: 'The {column} value must be a whole number of at least {n}.',
  price: 'The {column} value must be an amount such as 1250.00.',
  currency: 'The currency must be one of {value}.',
  email: 'The {column} value must be an e-mail address such as name@example.com, or empty.',
  tier: 'The tier must be bronze, silver or gold.',
  serialQuantity: 'A sale by serial number is of one instrument: the quantity must be 1.',
  quotes: 'A quote opened on this line is never closed.',
  tooManyRows: 'At most {n} rows can be imported at once.',
  empty: 'The file has no rows under its header.',
  notOnPriceList: 'Model code “{value}” is not on your price list.',
  noPriceList: 'Your company has no price list yet. Please ask Voltara to assign one.',
  chooseCompany: 'Choose the company this is for.',
  stockExists: 'Model code {value} already has a stock level: change that one instead.',
  priceExists: 'This model code already has a price at this tier from this quantity.',
  referenceTaken: 'Reference {value} is already used by another of your sales.',
  alreadyImported: 'Already imported: a sale with reference {value} is recorded.',
  alreadyImportedDiffers: 'Already imported: a sale with reference {value} is recorded with other details. Correct that sale in the list if this row is right.',
};

const DE: Record<Key, string> = {
  header: 'Die erste Zeile muss die Spalten benennen: {value}.',
  required: 'Die Spalte {column} ist leer.',
  tooLong: 'Der Wert in {column} ist zu lang.',
  unknownSerial: 'Unbekannte Seriennummer „{value}“: Sie gehört nicht zu den Seriennummern Ihres Unternehmens.',
  unknownModel: 'Der Modellcode „{value}“ ist nicht im Katalog.',
  serialSold: 'Ein Verkauf der Seriennummer {value} ist bereits erfasst.',
  duplicateSerial: 'Die Seriennummer {value} kommt in der Datei mehrfach vor.',
  duplicateReference: 'Die Referenz {value} kommt in der Datei mehrfach vor.',
  duplicateRow: 'Diese Zeile wiederholt Zeile {n}.',
  date: 'Der Wert in {column} muss ein Datum im Format JJJJ-MM-TT sein.',
  futureDate: 'Das Verkaufsdatum liegt in der Zukunft.',
  quantity: 'Der Wert in {column} muss eine ganze Zahl von mindestens {n} sein.',
  price: 'Der Wert in {column} muss ein Betrag wie 1250.00 sein.',
  currency: 'Die Währung muss eine von {value} sein.',
  email: 'Der Wert in {column} muss eine E-Mail-Adresse wie name@example.com sein oder leer bleiben.',
  tier: 'Die Stufe muss bronze, silver oder gold sein.',
  serialQuantity: 'Ein Verkauf per Seriennummer betrifft ein Gerät: Die Menge muss 1 sein.',
  quotes: 'Ein in dieser Zeile geöffnetes Anführungszeichen wird nie geschlossen.',
  tooManyRows: 'Es können höchstens {n} Zeilen auf einmal importiert werden.',
  empty: 'Die Datei hat unter der Kopfzeile keine Zeilen.',
  notOnPriceList: 'Der Modellcode „{value}“ steht nicht auf Ihrer Preisliste.',
  noPriceList: 'Ihrem Unternehmen ist noch keine Preisliste zugewiesen. Bitte wenden Sie sich an Voltara.',
  chooseCompany: 'Wählen Sie das Unternehmen, für das dies gilt.',
  stockExists: 'Für den Modellcode {value} gibt es bereits einen Lagerbestand: Ändern Sie diesen.',
  priceExists: 'Dieser Modellcode hat auf dieser Stufe ab dieser Menge bereits einen Preis.',
  referenceTaken: 'Die Referenz {value} wird bereits von einem anderen Ihrer Verkäufe verwendet.',
  alreadyImported: 'Bereits importiert: Ein Verkauf mit der Referenz {value} ist erfasst.',
  alreadyImportedDiffers: 'Bereits importiert: Ein Verkauf mit der Referenz {value} ist mit anderen Angaben erfasst. Korrigieren Sie diesen Verkauf in der Liste, wenn diese Zeile stimmt.',
};

const ES: Record<Key, string> = {
  header: 'La primera línea debe nombrar las columnas: {value}.',
  required: 'La columna {column} está vacía.',
  tooLong: 'El valor de {column} es demasiado largo.',
  unknownSerial: 'Número de serie desconocido «{value}»: no es uno de los números de serie de su empresa.',
  unknownModel: 'El código de modelo «{value}» no está en el catálogo.',
  serialSold: 'Ya hay una venta registrada del número de serie {value}.',
  duplicateSerial: 'El número de serie {value} aparece más de una vez en el archivo.',
  duplicateReference: 'La referencia {value} aparece más de una vez en el archivo.',
  duplicateRow: 'Esta fila repite la línea {n}.',
  date: 'El valor de {column} debe ser una fecha escrita AAAA-MM-DD.',
  futureDate: 'La fecha de venta está en el futuro.',
  quantity: 'El valor de {column} debe ser un número entero de al menos {n}.',
  price: 'El valor de {column} debe ser un importe como 1250.00.',
  currency: 'La moneda debe ser una de {value}.',
  email: 'El valor de {column} debe ser una dirección de correo como nombre@example.com, o quedar vacío.',
  tier: 'El nivel debe ser bronze, silver o gold.',
  serialQuantity: 'Una venta por número de serie es de un solo equipo: la cantidad debe ser 1.',
  quotes: 'Unas comillas abiertas en esta línea nunca se cierran.',
  tooManyRows: 'Se pueden importar como máximo {n} filas a la vez.',
  empty: 'El archivo no tiene filas bajo el encabezado.',
  notOnPriceList: 'El código de modelo «{value}» no está en su lista de precios.',
  noPriceList: 'Su empresa aún no tiene lista de precios. Pida a Voltara que le asigne una.',
  chooseCompany: 'Elija la empresa a la que corresponde.',
  stockExists: 'El código de modelo {value} ya tiene un nivel de existencias: modifique ese.',
  priceExists: 'Este código de modelo ya tiene un precio en este nivel a partir de esta cantidad.',
  referenceTaken: 'La referencia {value} ya la usa otra de sus ventas.',
  alreadyImported: 'Ya importada: hay registrada una venta con la referencia {value}.',
  alreadyImportedDiffers: 'Ya importada: hay registrada una venta con la referencia {value} con otros datos. Corrija esa venta en la lista si esta fila es la correcta.',
};

const FR: Record<Key, string> = {
  header: 'La première ligne doit nommer les colonnes : {value}.',
  required: 'La colonne {column} est vide.',
  tooLong: 'La valeur de {column} est trop longue.',
  unknownSerial: 'Numéro de série inconnu « {value} » : ce n’est pas un numéro de série de votre société.',
  unknownModel: 'Le code modèle « {value} » n’est pas au catalogue.',
  serialSold: 'Une vente du numéro de série {value} est déjà enregistrée.',
  duplicateSerial: 'Le numéro de série {value} apparaît plusieurs fois dans le fichier.',
  duplicateReference: 'La référence {value} apparaît plusieurs fois dans le fichier.',
  duplicateRow: 'Cette ligne répète la ligne {n}.',
  date: 'La valeur de {column} doit être une date écrite AAAA-MM-JJ.',
  futureDate: 'La date de vente est dans le futur.',
  quantity: 'La valeur de {column} doit être un nombre entier d’au moins {n}.',
  price: 'La valeur de {column} doit être un montant comme 1250.00.',
  currency: 'La devise doit être l’une de {value}.',
  email: 'La valeur de {column} doit être une adresse e-mail telle que nom@example.com, ou rester vide.',
  tier: 'Le niveau doit être bronze, silver ou gold.',
  serialQuantity: 'Une vente par numéro de série porte sur un seul appareil : la quantité doit être 1.',
  quotes: 'Un guillemet ouvert sur cette ligne n’est jamais fermé.',
  tooManyRows: 'Au plus {n} lignes peuvent être importées à la fois.',
  empty: 'Le fichier n’a aucune ligne sous son en-tête.',
  notOnPriceList: 'Le code modèle « {value} » ne figure pas sur votre liste de prix.',
  noPriceList: 'Votre société n’a pas encore de liste de prix. Demandez à Voltara de vous en attribuer une.',
  chooseCompany: 'Choisissez la société concernée.',
  stockExists: 'Le code modèle {value} a déjà un niveau de stock : modifiez celui-ci.',
  priceExists: 'Ce code modèle a déjà un prix à ce niveau à partir de cette quantité.',
  referenceTaken: 'La référence {value} est déjà utilisée par une autre de vos ventes.',
  alreadyImported: 'Déjà importée : une vente de référence {value} est enregistrée.',
  alreadyImportedDiffers: 'Déjà importée : une vente de référence {value} est enregistrée avec d’autres détails. Corrigez cette vente dans la liste si cette ligne est juste.',
};

const NL: Record<Key, string> = {
  header: 'De eerste regel moet de kolommen noemen: {value}.',
  required: 'De kolom {column} is leeg.',
  tooLong: 'De waarde van {column} is te lang.',
  unknownSerial: 'Onbekend serienummer “{value}”: het is geen serienummer van uw bedrijf.',
  unknownModel: 'Modelcode “{value}” staat niet in de catalogus.',
  serialSold: 'Er is al een verkoop van serienummer {value} geregistreerd.',
  duplicateSerial: 'Serienummer {value} komt meer dan eens voor in het bestand.',
  duplicateReference: 'Referentie {value} komt meer dan eens voor in het bestand.',
  duplicateRow: 'Deze rij herhaalt regel {n}.',
  date: 'De waarde van {column} moet een datum zijn in de vorm JJJJ-MM-DD.',
  futureDate: 'De verkoopdatum ligt in de toekomst.',
  quantity: 'De waarde van {column} moet een geheel getal van minstens {n} zijn.',
  price: 'De waarde van {column} moet een bedrag zijn zoals 1250.00.',
  currency: 'De valuta moet een van {value} zijn.',
  email: 'De waarde van {column} moet een e-mailadres zijn zoals naam@example.com, of leeg blijven.',
  tier: 'Het niveau moet bronze, silver of gold zijn.',
  serialQuantity: 'Een verkoop op serienummer is van één instrument: de hoeveelheid moet 1 zijn.',
  quotes: 'Een aanhalingsteken dat op deze regel opent, wordt nooit gesloten.',
  tooManyRows: 'Er kunnen maximaal {n} rijen tegelijk worden geïmporteerd.',
  empty: 'Het bestand heeft geen rijen onder de kopregel.',
  notOnPriceList: 'Modelcode “{value}” staat niet op uw prijslijst.',
  noPriceList: 'Uw bedrijf heeft nog geen prijslijst. Vraag Voltara er een toe te wijzen.',
  chooseCompany: 'Kies het bedrijf waarvoor dit is.',
  stockExists: 'Modelcode {value} heeft al een voorraadniveau: wijzig dat.',
  priceExists: 'Deze modelcode heeft op dit niveau vanaf deze hoeveelheid al een prijs.',
  referenceTaken: 'Referentie {value} wordt al gebruikt door een andere verkoop van u.',
  alreadyImported: 'Al geïmporteerd: er is een verkoop met referentie {value} geregistreerd.',
  alreadyImportedDiffers: 'Al geïmporteerd: er is een verkoop met referentie {value} met andere gegevens geregistreerd. Corrigeer die verkoop in de lijst als deze rij klopt.',
};

const PT: Record<Key, string> = {
  header: 'A primeira linha deve indicar as colunas: {value}.',
  required: 'A coluna {column} está vazia.',
  tooLong: 'O valor de {column} é demasiado longo.',
  unknownSerial: 'Número de série desconhecido «{value}»: não é um dos números de série da sua empresa.',
  unknownModel: 'O código de modelo «{value}» não está no catálogo.',
  serialSold: 'Já existe uma venda registada do número de série {value}.',
  duplicateSerial: 'O número de série {value} aparece mais de uma vez no ficheiro.',
  duplicateReference: 'A referência {value} aparece mais de uma vez no ficheiro.',
  duplicateRow: 'Esta linha repete a linha {n}.',
  date: 'O valor de {column} deve ser uma data escrita AAAA-MM-DD.',
  futureDate: 'A data de venda está no futuro.',
  quantity: 'O valor de {column} deve ser um número inteiro de pelo menos {n}.',
  price: 'O valor de {column} deve ser um montante como 1250.00.',
  currency: 'A moeda deve ser uma de {value}.',
  email: 'O valor de {column} deve ser um endereço de e-mail como nome@example.com, ou ficar vazio.',
  tier: 'O nível deve ser bronze, silver ou gold.',
  serialQuantity: 'Uma venda por número de série é de um só equipamento: a quantidade deve ser 1.',
  quotes: 'Umas aspas abertas nesta linha nunca são fechadas.',
  tooManyRows: 'Podem ser importadas no máximo {n} linhas de cada vez.',
  empty: 'O ficheiro não tem linhas sob o cabeçalho.',
  notOnPriceList: 'O código de modelo «{value}» não está na sua tabela de preços.',
  noPriceList: 'A sua empresa ainda não tem tabela de preços. Peça à Voltara que lhe atribua uma.',
  chooseCompany: 'Escolha a empresa a que se destina.',
  stockExists: 'O código de modelo {value} já tem um nível de stock: altere esse.',
  priceExists: 'Este código de modelo já tem um preço neste nível a partir desta quantidade.',
  referenceTaken: 'A referência {value} já é usada por outra das suas vendas.',
  alreadyImported: 'Já importada: está registada uma venda com a referência {value}.',
  alreadyImportedDiffers: 'Já importada: está registada uma venda com a referência {value} com outros dados. Corrija essa venda na lista se esta linha estiver certa.',
};

const MESSAGES: Record<Locale, Record<Key, string>> = { en: EN, de: DE, es: ES, fr: FR, nl: NL, pt: PT };

export type TradeMessageKey = Key;

/**
 * The message in the language, its placeholders filled; a value is cut to 100 characters (it may come from a file): room
 * for a whole reference, and for the sales CSV's list of columns.
 */
export function tradeMessage(locale: Locale, key: Key, vars: { column?: string; value?: string; n?: number } = {}): string {
  return MESSAGES[locale][key].replace(/\{(column|value|n)\}/g, (_, name: 'column' | 'value' | 'n') => {
    const value = vars[name];
    if (value === undefined) return '';
    return typeof value === 'number' ? formatNumber(value, locale) : value.slice(0, 100);
  });
}

/** The six message tables (a unit test compares their keys and placeholders). */
export const TRADE_MESSAGES = MESSAGES;
