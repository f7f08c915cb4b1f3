import { formatDateTime } from '../../../shared/format';
import type { Locale } from '../../../shared/locales';

/** What the learner is told when the server refuses a test action, in their language. */
export interface CourseMessages {
  alreadySubmitted: string;
  attemptClosed: string;
  foreignAnswers: string;
  duplicateQuestion: string;
  limitReached: (when: string) => string;
  alreadyPassed: string;
  noQuestions: string;
  notSubmitted: string;
  videoNotInCourse: string;
}

export const COURSE_MESSAGES: Record<Locale, CourseMessages> = {
  en: {
    alreadySubmitted: 'This attempt has already been submitted.',
    attemptClosed: 'This attempt was closed and can no longer be submitted.',
    foreignAnswers: 'Answers were sent for questions that are not part of this attempt.',
    duplicateQuestion: 'A question was answered twice in one submission.',
    limitReached: (when) => `You have used today's attempts. You can take the test again from ${when}.`,
    alreadyPassed: 'You have passed this course. It can be renewed shortly before its certificate expires.',
    noQuestions: 'This course has no test questions yet.',
    notSubmitted: 'This attempt has not been submitted yet.',
    videoNotInCourse: 'This video is not part of the course.',
  },
  de: {
    alreadySubmitted: 'Dieser Versuch wurde bereits abgegeben.',
    attemptClosed: 'Dieser Versuch wurde geschlossen und kann nicht mehr abgegeben werden.',
    foreignAnswers: 'Es wurden Antworten auf Fragen gesendet, die nicht zu diesem Versuch gehören.',
    duplicateQuestion: 'Eine Frage wurde in einer Abgabe zweimal beantwortet.',
    limitReached: (when) => `Sie haben die heutigen Versuche aufgebraucht. Sie können den Test ab ${when} erneut ablegen.`,
    alreadyPassed: 'Sie haben diesen Kurs bestanden. Er kann kurz vor Ablauf des Zertifikats erneuert werden.',
    noQuestions: 'Dieser Kurs hat noch keine Testfragen.',
    notSubmitted: 'Dieser Versuch wurde noch nicht abgegeben.',
    videoNotInCourse: 'Dieses Video gehört nicht zum Kurs.',
  },
  es: {
    alreadySubmitted: 'Este intento ya se ha enviado.',
    attemptClosed: 'Este intento se cerró y ya no se puede enviar.',
    foreignAnswers: 'Se enviaron respuestas a preguntas que no forman parte de este intento.',
    duplicateQuestion: 'Una pregunta se respondió dos veces en un mismo envío.',
    limitReached: (when) => `Ha agotado los intentos de hoy. Podrá volver a hacer el examen a partir del ${when}.`,
    alreadyPassed: 'Ha aprobado este curso. Podrá renovarlo poco antes de que caduque su certificado.',
    noQuestions: 'Este curso aún no tiene preguntas de examen.',
    notSubmitted: 'Este intento aún no se ha enviado.',
    videoNotInCourse: 'Este vídeo no forma parte del curso.',
  },
  fr: {
    alreadySubmitted: 'Cette tentative a déjà été envoyée.',
    attemptClosed: 'Cette tentative a été clôturée et ne peut plus être envoyée.',
    foreignAnswers: 'Des réponses ont été envoyées pour des questions qui ne font pas partie de cette tentative.',
    duplicateQuestion: 'Une question a reçu deux réponses dans le même envoi.',
    limitReached: (when) => `Vous avez utilisé les tentatives du jour. Vous pourrez repasser le test à partir du ${when}.`,
    alreadyPassed: 'Vous avez réussi ce cours. Il pourra être renouvelé peu avant l’expiration de son certificat.',
    noQuestions: 'Ce cours n’a pas encore de questions de test.',
    notSubmitted: 'Cette tentative n’a pas encore été envoyée.',
    videoNotInCourse: 'Cette vidéo ne fait pas partie du cours.',
  },
  nl: {
    alreadySubmitted: 'Deze poging is al ingediend.',
    attemptClosed: 'Deze poging is gesloten en kan niet meer worden ingediend.',
    foreignAnswers: 'Er zijn antwoorden verstuurd op vragen die niet bij deze poging horen.',
    duplicateQuestion: 'Een vraag is in één inzending twee keer beantwoord.',
    limitReached: (when) => `U hebt de pogingen van vandaag gebruikt. U kunt de toets opnieuw maken vanaf ${when}.`,
    alreadyPassed: 'U bent voor deze cursus geslaagd. Hij kan kort voordat het certificaat verloopt worden verlengd.',
    noQuestions: 'Deze cursus heeft nog geen toetsvragen.',
    notSubmitted: 'Deze poging is nog niet ingediend.',
    videoNotInCourse: 'Deze video hoort niet bij de cursus.',
  },
  pt: {
    alreadySubmitted: 'Esta tentativa já foi enviada.',
    attemptClosed: 'Esta tentativa foi encerrada e já não pode ser enviada.',
    foreignAnswers: 'Foram enviadas respostas a perguntas que não fazem parte desta tentativa.',
    duplicateQuestion: 'Uma pergunta foi respondida duas vezes no mesmo envio.',
    limitReached: (when) => `Já usou as tentativas de hoje. Pode voltar a fazer o teste a partir de ${when}.`,
    alreadyPassed: 'Foi aprovado neste curso. Pode renová-lo pouco antes de o certificado expirar.',
    noQuestions: 'Este curso ainda não tem perguntas de teste.',
    notSubmitted: 'Esta tentativa ainda não foi enviada.',
    videoNotInCourse: 'Este vídeo não faz parte do curso.',
  },
};

/** A moment as the learner reads it in a message: date and time in UTC, named, in their language. */
export const momentText = (at: Date, locale: Locale): string => formatDateTime(at, locale, { long: true, timeZone: 'UTC', showZone: true });
