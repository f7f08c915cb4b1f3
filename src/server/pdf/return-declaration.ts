import type { Locale } from '../../shared/locales';
import { COLOUR, FONT, contentWidth, createDocument, finish, rule, style, write, type Doc } from './pdf-kit';
import { heading, paragraph, runningHeads } from './pdf-layout';
import { pdfText } from './pdf-text';

interface Wording {
  title: string;
  intro: string;
  rma: string;
  instrument: string;
  serial: string;
  safety: string;
  ticks: string[];
  substances: string;
  signature: string;
  name: string;
  date: string;
  sign: string;
}

const WORDING: Record<Locale, Wording> = {
  en: {
    title: 'Return declaration',
    intro: 'Please fill in this form, sign it and put it in the parcel with the instrument. We cannot open a parcel that arrives without it.',
    rma: 'RMA number', instrument: 'Instrument and model', serial: 'Serial number',
    safety: 'Safety and cleanliness',
    ticks: ['The instrument has been cleaned and is free of coating residue, soil and moisture.', 'The batteries are charged to no more than 30 % and secured against short circuit, or removed.', 'The high-voltage probe and leads are packed so that they cannot be damaged in transit.'],
    substances: 'Substances the instrument has been exposed to (write "none" if none):',
    signature: 'Signed for the sender', name: 'Name', date: 'Date', sign: 'Signature',
  },
  de: {
    title: 'Rücksendeerklärung',
    intro: 'Bitte füllen Sie dieses Formular aus, unterschreiben Sie es und legen Sie es dem Gerät im Paket bei. Ein Paket ohne Erklärung können wir nicht öffnen.',
    rma: 'RMA-Nummer', instrument: 'Gerät und Modell', serial: 'Seriennummer',
    safety: 'Sicherheit und Sauberkeit',
    ticks: ['Das Gerät ist gereinigt und frei von Beschichtungsresten, Schmutz und Feuchtigkeit.', 'Die Akkus sind auf höchstens 30 % geladen und gegen Kurzschluss gesichert oder entnommen.', 'Die Hochspannungssonde und die Leitungen sind so verpackt, dass sie beim Transport nicht beschädigt werden.'],
    substances: 'Stoffe, denen das Gerät ausgesetzt war (ggf. „keine“ eintragen):',
    signature: 'Für den Absender unterschrieben', name: 'Name', date: 'Datum', sign: 'Unterschrift',
  },
  es: {
    title: 'Declaración de devolución',
    intro: 'Rellene este formulario, fírmelo y colóquelo en el paquete junto con el instrumento. No podemos abrir un paquete que llegue sin él.',
    rma: 'Número RMA', instrument: 'Instrumento y modelo', serial: 'Número de serie',
    safety: 'Seguridad y limpieza',
    ticks: ['El instrumento está limpio y libre de restos de revestimiento, suciedad y humedad.', 'Las baterías están cargadas como máximo al 30 % y protegidas contra cortocircuito, o retiradas.', 'La sonda de alta tensión y los cables están embalados de forma que no se dañen en el transporte.'],
    substances: 'Sustancias a las que ha estado expuesto el instrumento (escriba «ninguna» si no hay):',
    signature: 'Firmado por el remitente', name: 'Nombre', date: 'Fecha', sign: 'Firma',
  },
  fr: {
    title: 'Déclaration de retour',
    intro: "Veuillez remplir ce formulaire, le signer et le placer dans le colis avec l'instrument. Nous ne pouvons pas ouvrir un colis qui arrive sans lui.",
    rma: 'Numéro RMA', instrument: 'Instrument et modèle', serial: 'Numéro de série',
    safety: 'Sécurité et propreté',
    ticks: ["L'instrument a été nettoyé et ne porte ni résidus de revêtement, ni salissures, ni humidité.", 'Les batteries sont chargées à 30 % au plus et protégées contre les courts-circuits, ou retirées.', 'La sonde haute tension et les câbles sont emballés de façon à ne pas être endommagés pendant le transport.'],
    substances: "Substances auxquelles l'instrument a été exposé (indiquez «\u00a0aucune\u00a0» le cas échéant)\u00a0:",
    signature: "Signé pour l'expéditeur", name: 'Nom', date: 'Date', sign: 'Signature',
  },
  nl: {
    title: 'Retourverklaring',
    intro: 'Vul dit formulier in, onderteken het en stop het bij het instrument in het pakket. Een pakket zonder verklaring kunnen we niet openen.',
    rma: 'RMA-nummer', instrument: 'Instrument en model', serial: 'Serienummer',
    safety: 'Veiligheid en reinheid',
    ticks: ['Het instrument is gereinigd en vrij van coatingresten, vuil en vocht.', 'De accu’s zijn tot hoogstens 30 % geladen en beveiligd tegen kortsluiting, of verwijderd.', 'De hoogspanningssonde en de kabels zijn zo verpakt dat ze tijdens het transport niet beschadigen.'],
    substances: 'Stoffen waaraan het instrument is blootgesteld (vul "geen" in als er geen zijn):',
    signature: 'Ondertekend namens de afzender', name: 'Naam', date: 'Datum', sign: 'Handtekening',
  },
  pt: {
    title: 'Declaração de devolução',
    intro: 'Preencha este formulário, assine-o e coloque-o na encomenda juntamente com o instrumento. Não podemos abrir uma encomenda que chegue sem ele.',
    rma: 'Número RMA', instrument: 'Instrumento e modelo', serial: 'Número de série',
    safety: 'Segurança e limpeza',
    ticks: ['O instrumento foi limpo e está livre de resíduos de revestimento, sujidade e humidade.', 'As baterias estão carregadas a não mais de 30 % e protegidas contra curto-circuito, ou foram retiradas.', 'A sonda de alta tensão e os cabos estão embalados de forma a não se danificarem no transporte.'],
    substances: 'Substâncias a que o instrumento esteve exposto (escreva «nenhuma» se não houver):',
    signature: 'Assinado pelo remetente', name: 'Nome', date: 'Data', sign: 'Assinatura',
  },
};

/** A labelled line to write on by hand. */
function blank(doc: Doc, label: string): void {
  style(doc, { font: FONT.bold, size: 9 });
  write(doc, label);
  doc.moveDown(1.6);
  rule(doc, doc.y, COLOUR.ink, 0.6);
  doc.moveDown(0.8);
}

/** A square to tick by hand, and its sentence. */
function tick(doc: Doc, sentence: string): void {
  const x = doc.page.margins.left;
  const top = doc.y;
  doc.save().rect(x, top, 10, 10).lineWidth(0.8).strokeColor(COLOUR.ink).stroke().restore();
  style(doc, { size: 9.5 });
  doc.text(sentence, x + 18, top, { width: contentWidth(doc) - 18 });
  doc.x = x;
  doc.moveDown(0.6);
}

/**
 * The blank form of the returns flow's "Download forms" step: the sender's safety and cleanliness declaration, to be
 * filled in by hand and sent with the instrument. In the visitor's language.
 */
export async function renderReturnDeclaration(locale: Locale): Promise<Buffer> {
  const w = WORDING[locale];
  const text = pdfText(locale);
  const doc = createDocument({ title: w.title, locale });
  style(doc, { font: FONT.bold, size: 18, color: COLOUR.accent });
  write(doc, w.title);
  doc.moveDown(0.4);
  paragraph(doc, w.intro);
  doc.moveDown(0.6);
  blank(doc, w.rma);
  blank(doc, w.instrument);
  blank(doc, w.serial);
  heading(doc, w.safety);
  for (const sentence of w.ticks) tick(doc, sentence);
  doc.moveDown(0.4);
  blank(doc, w.substances);
  heading(doc, w.signature);
  blank(doc, w.name);
  blank(doc, w.date);
  blank(doc, w.sign);
  runningHeads(doc, { title: w.title, reference: w.title, pageOf: (page, pages) => text.t('pageOf', { page, pages }) });
  return finish(doc);
}
