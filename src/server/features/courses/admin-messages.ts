import type { Locale } from '../../../shared/locales';
import type { CourseIssue } from '../../../shared/courses/admin.schema';

type Texts = Record<CourseIssue | 'fileMissing' | 'alreadyEnrolled' | 'noPassedAttempt' | 'noCertificate', string>;

/** The back office's course rules in the admin's words ({n}: a number filled in by the caller). */
export const COURSE_ADMIN_MESSAGES: Record<Locale, Texts> = {
  en: {
    minAnswers: 'A question needs at least 2 answers.',
    correctAnswer: 'Tick at least one correct answer.',
    questionsPerAttempt: 'This must not be more than the course’s {n} questions.',
    captionLanguage: 'Only one captions file per language.',
    duplicateId: 'This row appears twice.',
    fileMissing: 'This file no longer exists. Choose another one.',
    alreadyEnrolled: 'This user is already enrolled in this course.',
    noPassedAttempt: 'Only a passed attempt can produce a certificate, and this learner has none.',
    noCertificate: 'This enrolment has no certificate.',
  },
  de: {
    minAnswers: 'Eine Frage braucht mindestens 2 Antworten.',
    correctAnswer: 'Markieren Sie mindestens eine richtige Antwort.',
    questionsPerAttempt: 'Dies darf nicht mehr als die {n} Fragen des Kurses sein.',
    captionLanguage: 'Nur eine Untertiteldatei pro Sprache.',
    duplicateId: 'Diese Zeile kommt doppelt vor.',
    fileMissing: 'Diese Datei existiert nicht mehr. Wählen Sie eine andere.',
    alreadyEnrolled: 'Dieser Benutzer ist bereits in diesem Kurs eingeschrieben.',
    noPassedAttempt: 'Nur ein bestandener Versuch kann ein Zertifikat ergeben, und dieser Teilnehmer hat keinen.',
    noCertificate: 'Diese Einschreibung hat kein Zertifikat.',
  },
  es: {
    minAnswers: 'Una pregunta necesita al menos 2 respuestas.',
    correctAnswer: 'Marque al menos una respuesta correcta.',
    questionsPerAttempt: 'No puede ser mayor que las {n} preguntas del curso.',
    captionLanguage: 'Solo un archivo de subtítulos por idioma.',
    duplicateId: 'Esta fila aparece dos veces.',
    fileMissing: 'Este archivo ya no existe. Elija otro.',
    alreadyEnrolled: 'Este usuario ya está inscrito en este curso.',
    noPassedAttempt: 'Solo un intento aprobado puede generar un certificado, y este alumno no tiene ninguno.',
    noCertificate: 'Esta inscripción no tiene certificado.',
  },
  fr: {
    minAnswers: 'Une question doit avoir au moins 2 réponses.',
    correctAnswer: 'Cochez au moins une bonne réponse.',
    questionsPerAttempt: 'Ce nombre ne peut pas dépasser les {n} questions du cours.',
    captionLanguage: 'Un seul fichier de sous-titres par langue.',
    duplicateId: 'Cette ligne apparaît deux fois.',
    fileMissing: 'Ce fichier n’existe plus. Choisissez-en un autre.',
    alreadyEnrolled: 'Cet utilisateur est déjà inscrit à ce cours.',
    noPassedAttempt: 'Seule une tentative réussie peut donner un certificat, et cet apprenant n’en a aucune.',
    noCertificate: 'Cette inscription n’a pas de certificat.',
  },
  nl: {
    minAnswers: 'Een vraag heeft minstens 2 antwoorden nodig.',
    correctAnswer: 'Vink minstens één juist antwoord aan.',
    questionsPerAttempt: 'Dit mag niet meer zijn dan de {n} vragen van de cursus.',
    captionLanguage: 'Slechts één ondertitelbestand per taal.',
    duplicateId: 'Deze rij komt twee keer voor.',
    fileMissing: 'Dit bestand bestaat niet meer. Kies een ander bestand.',
    alreadyEnrolled: 'Deze gebruiker is al ingeschreven voor deze cursus.',
    noPassedAttempt: 'Alleen een geslaagde poging kan een certificaat opleveren, en deze cursist heeft er geen.',
    noCertificate: 'Deze inschrijving heeft geen certificaat.',
  },
  pt: {
    minAnswers: 'Uma pergunta precisa de pelo menos 2 respostas.',
    correctAnswer: 'Assinale pelo menos uma resposta correta.',
    questionsPerAttempt: 'Não pode ser superior às {n} perguntas do curso.',
    captionLanguage: 'Apenas um ficheiro de legendas por idioma.',
    duplicateId: 'Esta linha aparece duas vezes.',
    fileMissing: 'Este ficheiro já não existe. Escolha outro.',
    alreadyEnrolled: 'Este utilizador já está inscrito neste curso.',
    noPassedAttempt: 'Só uma tentativa aprovada pode gerar um certificado, e este formando não tem nenhuma.',
    noCertificate: 'Esta inscrição não tem certificado.',
  },
};
