import type { Locale } from '../../../shared/locales';
import type { ServiceJobStatus } from '../../../shared/partners/enums';

/**
 * The sentences the service-centre and audit procedures refuse with (409 and 422), in the request's language: the
 * screens show them as they come.
 */
interface Messages {
  status: Record<ServiceJobStatus, string>;
  unknownSerial(number: string): string;
  chooseModel: string;
  moveRefused(from: string, to: string, allowed: string): string;
  closed(status: string): string;
  alreadyCompleted: string;
  calibrationNeeds: string;
  nothing: string;
  performedFuture: string;
  receivedFuture: string;
  performedBeforeReceived: string;
  noCompany: string;
  auditFrozen: string;
  auditUnanswered(count: number): string;
  auditNothingRated: string;
  unknownQuestion: string;
  notSubmitted: string;
  alreadyReviewed: string;
  /** The self-assessment's day (issue 27: a day ahead would move nothing now, but it is still not a real audit). */
  auditedFuture: string;
  /** Voltara's next audit date outside its bounds: after `today`, by `latest` (both written out). */
  nextAuditBounds(today: string, latest: string, years: number): string;
}

export const SERVICE_CENTRE_MESSAGES: Record<Locale, Messages> = {
  en: {
    status: { received: 'received', 'in-progress': 'in progress', completed: 'completed', cancelled: 'cancelled' },
    unknownSerial: (number) => `No Voltara instrument has the serial number ${number}.`,
    chooseModel: 'This serial number was built as more than one model: choose which one the customer brought.',
    moveRefused: (from, to, allowed) => `A job that is ${from} cannot be moved to ${to}; next it can be ${allowed}.`,
    closed: (status) => `This job is ${status} and can no longer change.`,
    alreadyCompleted: 'This job is already completed.',
    calibrationNeeds: 'A calibration needs its procedure, at least one reference standard and at least one reading.',
    nothing: 'nothing',
    receivedFuture: 'An instrument cannot be received in the future.',
    performedFuture: 'The work cannot be dated in the future.',
    performedBeforeReceived: 'The work cannot be dated before the instrument was received.',
    noCompany: 'Name the partner company the job is for.',
    auditFrozen: 'This audit has been submitted and can no longer be changed.',
    auditUnanswered: (count) => `Rate every question before submitting: ${count} still without a rating.`,
    auditNothingRated: 'Rate at least one question 0, 1 or 2: an audit of only “n.a.” has no score.',
    unknownQuestion: 'One of the answers is to a question that is not an active audit question.',
    notSubmitted: 'Only a submitted audit can be marked reviewed.',
    alreadyReviewed: 'This audit has already been reviewed.',
    auditedFuture: 'A self-assessment cannot be dated in the future.',
    nextAuditBounds: (today, latest, years) => `The next audit must be after today (${today}) and no more than ${years} years ahead, by ${latest} at the latest.`,
  },
  de: {
    status: { received: 'eingegangen', 'in-progress': 'in Bearbeitung', completed: 'abgeschlossen', cancelled: 'storniert' },
    unknownSerial: (number) => `Kein Voltara-Gerät hat die Seriennummer ${number}.`,
    chooseModel: 'Diese Seriennummer wurde für mehr als ein Modell vergeben: Wählen Sie das Gerät, das der Kunde gebracht hat.',
    moveRefused: (from, to, allowed) => `Ein Auftrag mit dem Status „${from}“ kann nicht auf „${to}“ gesetzt werden; als Nächstes möglich: ${allowed}.`,
    closed: (status) => `Dieser Auftrag ist ${status} und kann nicht mehr geändert werden.`,
    alreadyCompleted: 'Dieser Auftrag ist bereits abgeschlossen.',
    calibrationNeeds: 'Eine Kalibrierung braucht ihr Verfahren, mindestens ein Referenznormal und mindestens einen Messwert.',
    nothing: 'nichts',
    receivedFuture: 'Ein Gerät kann nicht in der Zukunft eingehen.',
    performedFuture: 'Die Arbeit kann nicht in der Zukunft datiert sein.',
    performedBeforeReceived: 'Die Arbeit kann nicht vor dem Eingang des Geräts datiert sein.',
    noCompany: 'Geben Sie die Partnerfirma an, für die der Auftrag ist.',
    auditFrozen: 'Dieses Audit wurde eingereicht und kann nicht mehr geändert werden.',
    auditUnanswered: (count) => `Bewerten Sie vor dem Einreichen jede Frage: ${count} noch ohne Bewertung.`,
    auditNothingRated: 'Bewerten Sie mindestens eine Frage mit 0, 1 oder 2: Ein Audit nur mit „n. z.“ hat keine Punktzahl.',
    unknownQuestion: 'Eine der Antworten gehört zu keiner aktiven Auditfrage.',
    notSubmitted: 'Nur ein eingereichtes Audit kann als geprüft markiert werden.',
    alreadyReviewed: 'Dieses Audit wurde bereits geprüft.',
    auditedFuture: 'Eine Selbstbewertung kann nicht in der Zukunft datiert sein.',
    nextAuditBounds: (today, latest, years) => `Das nächste Audit muss nach heute (${today}) und höchstens ${years} Jahre im Voraus liegen, spätestens am ${latest}.`,
  },
  es: {
    status: { received: 'recibido', 'in-progress': 'en curso', completed: 'completado', cancelled: 'cancelado' },
    unknownSerial: (number) => `Ningún equipo Voltara tiene el número de serie ${number}.`,
    chooseModel: 'Este número de serie corresponde a más de un modelo: elija el que ha traído el cliente.',
    moveRefused: (from, to, allowed) => `Un trabajo ${from} no puede pasar a ${to}; a continuación puede pasar a: ${allowed}.`,
    closed: (status) => `Este trabajo está ${status} y ya no puede cambiar.`,
    alreadyCompleted: 'Este trabajo ya está completado.',
    calibrationNeeds: 'Una calibración necesita su procedimiento, al menos un patrón de referencia y al menos una lectura.',
    nothing: 'nada',
    receivedFuture: 'Un equipo no puede recibirse en una fecha futura.',
    performedFuture: 'El trabajo no puede tener una fecha futura.',
    performedBeforeReceived: 'El trabajo no puede tener una fecha anterior a la recepción del equipo.',
    noCompany: 'Indique la empresa colaboradora a la que pertenece el trabajo.',
    auditFrozen: 'Esta auditoría se ha enviado y ya no se puede modificar.',
    auditUnanswered: (count) => `Valore todas las preguntas antes de enviar: ${count} siguen sin valoración.`,
    auditNothingRated: 'Valore al menos una pregunta con 0, 1 o 2: una auditoría solo con «n. a.» no tiene puntuación.',
    unknownQuestion: 'Una de las respuestas corresponde a una pregunta que no es una pregunta de auditoría activa.',
    notSubmitted: 'Solo una auditoría enviada puede marcarse como revisada.',
    alreadyReviewed: 'Esta auditoría ya se ha revisado.',
    auditedFuture: 'Una autoevaluación no puede tener una fecha futura.',
    nextAuditBounds: (today, latest, years) => `La próxima auditoría debe ser posterior a hoy (${today}) y como máximo dentro de ${years} años, a más tardar el ${latest}.`,
  },
  fr: {
    status: { received: 'reçu', 'in-progress': 'en cours', completed: 'terminé', cancelled: 'annulé' },
    unknownSerial: (number) => `Aucun instrument Voltara ne porte le numéro de série ${number}.`,
    chooseModel: 'Ce numéro de série correspond à plus d’un modèle\u00a0: choisissez celui que le client a apporté.',
    moveRefused: (from, to, allowed) => `Une intervention ${from} ne peut pas passer à ${to}\u202f; elle peut ensuite passer à\u00a0: ${allowed}.`,
    closed: (status) => `Cette intervention est ${status} et ne peut plus changer.`,
    alreadyCompleted: 'Cette intervention est déjà terminée.',
    calibrationNeeds: 'Un étalonnage nécessite sa procédure, au moins un étalon de référence et au moins une mesure.',
    nothing: 'rien',
    receivedFuture: 'Un instrument ne peut pas être reçu dans le futur.',
    performedFuture: 'Le travail ne peut pas être daté dans le futur.',
    performedBeforeReceived: 'Le travail ne peut pas être daté d’avant la réception de l’instrument.',
    noCompany: 'Indiquez l’entreprise partenaire à laquelle appartient l’intervention.',
    auditFrozen: 'Cet audit a été soumis et ne peut plus être modifié.',
    auditUnanswered: (count) => `Notez chaque question avant de soumettre\u00a0: ${count} encore sans note.`,
    auditNothingRated: 'Notez au moins une question 0, 1 ou 2\u00a0: un audit uniquement «\u00a0s. o.\u00a0» n’a pas de score.',
    unknownQuestion: 'L’une des réponses porte sur une question qui n’est pas une question d’audit active.',
    notSubmitted: 'Seul un audit soumis peut être marqué comme examiné.',
    alreadyReviewed: 'Cet audit a déjà été examiné.',
    auditedFuture: 'Une auto-évaluation ne peut pas être datée dans le futur.',
    nextAuditBounds: (today, latest, years) => `Le prochain audit doit être postérieur à aujourd’hui (${today}) et dans ${years} ans au plus, au plus tard le ${latest}.`,
  },
  nl: {
    status: { received: 'ontvangen', 'in-progress': 'in behandeling', completed: 'afgerond', cancelled: 'geannuleerd' },
    unknownSerial: (number) => `Geen Voltara-instrument heeft serienummer ${number}.`,
    chooseModel: 'Dit serienummer hoort bij meer dan één model: kies het instrument dat de klant heeft gebracht.',
    moveRefused: (from, to, allowed) => `Een opdracht die ${from} is, kan niet naar ${to}; daarna kan hij naar: ${allowed}.`,
    closed: (status) => `Deze opdracht is ${status} en kan niet meer veranderen.`,
    alreadyCompleted: 'Deze opdracht is al afgerond.',
    calibrationNeeds: 'Een kalibratie heeft een procedure, ten minste één referentiestandaard en ten minste één meting nodig.',
    nothing: 'niets',
    receivedFuture: 'Een instrument kan niet in de toekomst worden ontvangen.',
    performedFuture: 'Het werk kan niet in de toekomst gedateerd zijn.',
    performedBeforeReceived: 'Het werk kan niet gedateerd zijn vóór de ontvangst van het instrument.',
    noCompany: 'Geef het partnerbedrijf op waarvoor de opdracht is.',
    auditFrozen: 'Deze audit is ingediend en kan niet meer worden gewijzigd.',
    auditUnanswered: (count) => `Beoordeel elke vraag voordat u indient: ${count} nog zonder beoordeling.`,
    auditNothingRated: 'Beoordeel ten minste één vraag met 0, 1 of 2: een audit met alleen „n.v.t.” heeft geen score.',
    unknownQuestion: 'Een van de antwoorden hoort bij een vraag die geen actieve auditvraag is.',
    notSubmitted: 'Alleen een ingediende audit kan als beoordeeld worden gemarkeerd.',
    alreadyReviewed: 'Deze audit is al beoordeeld.',
    auditedFuture: 'Een zelfbeoordeling kan niet in de toekomst gedateerd zijn.',
    nextAuditBounds: (today, latest, years) => `De volgende audit moet na vandaag (${today}) liggen en hoogstens ${years} jaar vooruit, uiterlijk op ${latest}.`,
  },
  pt: {
    status: { received: 'recebido', 'in-progress': 'em curso', completed: 'concluído', cancelled: 'cancelado' },
    unknownSerial: (number) => `Nenhum instrumento Voltara tem o número de série ${number}.`,
    chooseModel: 'Este número de série corresponde a mais de um modelo: escolha o que o cliente trouxe.',
    moveRefused: (from, to, allowed) => `Um trabalho ${from} não pode passar a ${to}; a seguir pode passar a: ${allowed}.`,
    closed: (status) => `Este trabalho está ${status} e já não pode mudar.`,
    alreadyCompleted: 'Este trabalho já está concluído.',
    calibrationNeeds: 'Uma calibração precisa do seu procedimento, de pelo menos um padrão de referência e de pelo menos uma leitura.',
    nothing: 'nada',
    receivedFuture: 'Um instrumento não pode ser recebido numa data futura.',
    performedFuture: 'O trabalho não pode ter uma data futura.',
    performedBeforeReceived: 'O trabalho não pode ter uma data anterior à receção do instrumento.',
    noCompany: 'Indique a empresa parceira a que o trabalho pertence.',
    auditFrozen: 'Esta auditoria foi submetida e já não pode ser alterada.',
    auditUnanswered: (count) => `Avalie todas as perguntas antes de submeter: ${count} ainda sem avaliação.`,
    auditNothingRated: 'Avalie pelo menos uma pergunta com 0, 1 ou 2: uma auditoria só com «n.a.» não tem pontuação.',
    unknownQuestion: 'Uma das respostas corresponde a uma pergunta que não é uma pergunta de auditoria ativa.',
    notSubmitted: 'Só uma auditoria submetida pode ser marcada como revista.',
    alreadyReviewed: 'Esta auditoria já foi revista.',
    auditedFuture: 'Uma autoavaliação não pode ter uma data futura.',
    nextAuditBounds: (today, latest, years) => `A próxima auditoria tem de ser depois de hoje (${today}) e no máximo a ${years} anos, até ${latest} o mais tardar.`,
  },
};
