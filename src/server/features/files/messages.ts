import type { Locale } from '../../../shared/locales';

/** The upload and download messages in each language (Laravel-style wording in English, as the rest of the API). */
interface Texts {
  tooLarge: (megabytes: number) => string;
  wrongType: string;
  notImage: string;
  unreadableImage: string;
  serviceManualAudience: string;
  fileMissing: string;
  inUse: (uses: string) => string;
  download: (title: string) => string;
}

export const FILE_MESSAGES: Record<Locale, Texts> = {
  en: {
    tooLarge: (n) => `The file may not be greater than ${n} megabytes.`,
    wrongType: 'The file must be an image (JPEG, PNG, WebP or GIF), a PDF document, a ZIP archive, a WebM video or WebVTT captions.',
    notImage: 'The file must be an image (JPEG, PNG, WebP or GIF).',
    unreadableImage: 'The image could not be read: it may be damaged or have too many pixels.',
    serviceManualAudience: 'A service manual is internal: its audience must be service partners or admin.',
    fileMissing: 'The selected file does not exist.',
    inUse: (uses) => `This file cannot be deleted: it is used by ${uses}.`,
    download: (title) => `the download “${title}”`,
  },
  de: {
    tooLarge: (n) => `Die Datei darf nicht größer als ${n} Megabyte sein.`,
    wrongType: 'Die Datei muss ein Bild (JPEG, PNG, WebP oder GIF), ein PDF-Dokument, ein ZIP-Archiv, ein WebM-Video oder WebVTT-Untertitel sein.',
    notImage: 'Die Datei muss ein Bild sein (JPEG, PNG, WebP oder GIF).',
    unreadableImage: 'Das Bild konnte nicht gelesen werden: Es ist möglicherweise beschädigt oder hat zu viele Pixel.',
    serviceManualAudience: 'Ein Servicehandbuch ist intern: Die Zielgruppe muss Servicepartner oder Admin sein.',
    fileMissing: 'Die ausgewählte Datei existiert nicht.',
    inUse: (uses) => `Diese Datei kann nicht gelöscht werden: Sie wird verwendet von ${uses}.`,
    download: (title) => `dem Download „${title}“`,
  },
  es: {
    tooLarge: (n) => `El archivo no puede ser mayor de ${n} megabytes.`,
    wrongType: 'El archivo debe ser una imagen (JPEG, PNG, WebP o GIF), un documento PDF, un archivo ZIP, un vídeo WebM o subtítulos WebVTT.',
    notImage: 'El archivo debe ser una imagen (JPEG, PNG, WebP o GIF).',
    unreadableImage: 'No se pudo leer la imagen: puede estar dañada o tener demasiados píxeles.',
    serviceManualAudience: 'Un manual de servicio es interno: su público debe ser socios de servicio o administración.',
    fileMissing: 'El archivo seleccionado no existe.',
    inUse: (uses) => `No se puede eliminar este archivo: lo utiliza ${uses}.`,
    download: (title) => `la descarga «${title}»`,
  },
  fr: {
    tooLarge: (n) => `Le fichier ne doit pas dépasser ${n} mégaoctets.`,
    wrongType: 'Le fichier doit être une image (JPEG, PNG, WebP ou GIF), un document PDF, une archive ZIP, une vidéo WebM ou des sous-titres WebVTT.',
    notImage: 'Le fichier doit être une image (JPEG, PNG, WebP ou GIF).',
    unreadableImage: 'L’image n’a pas pu être lue\u00a0: elle est peut-être endommagée ou comporte trop de pixels.',
    serviceManualAudience: 'Un manuel de service est interne\u00a0: son public doit être les partenaires de service ou l’administration.',
    fileMissing: 'Le fichier sélectionné n’existe pas.',
    inUse: (uses) => `Impossible de supprimer ce fichier\u00a0: il est utilisé par ${uses}.`,
    download: (title) => `le téléchargement «\u00a0${title}\u00a0»`,
  },
  nl: {
    tooLarge: (n) => `Het bestand mag niet groter zijn dan ${n} megabyte.`,
    wrongType: 'Het bestand moet een afbeelding (JPEG, PNG, WebP of GIF), een PDF-document, een ZIP-archief, een WebM-video of WebVTT-ondertiteling zijn.',
    notImage: 'Het bestand moet een afbeelding zijn (JPEG, PNG, WebP of GIF).',
    unreadableImage: 'De afbeelding kon niet worden gelezen: ze is mogelijk beschadigd of heeft te veel pixels.',
    serviceManualAudience: 'Een servicehandleiding is intern: de doelgroep moet servicepartners of beheer zijn.',
    fileMissing: 'Het geselecteerde bestand bestaat niet.',
    inUse: (uses) => `Dit bestand kan niet worden verwijderd: het wordt gebruikt door ${uses}.`,
    download: (title) => `de download “${title}”`,
  },
  pt: {
    tooLarge: (n) => `O ficheiro não pode ser maior do que ${n} megabytes.`,
    wrongType: 'O ficheiro deve ser uma imagem (JPEG, PNG, WebP ou GIF), um documento PDF, um arquivo ZIP, um vídeo WebM ou legendas WebVTT.',
    notImage: 'O ficheiro deve ser uma imagem (JPEG, PNG, WebP ou GIF).',
    unreadableImage: 'Não foi possível ler a imagem: pode estar danificada ou ter demasiados píxeis.',
    serviceManualAudience: 'Um manual de serviço é interno: o público deve ser parceiros de serviço ou administração.',
    fileMissing: 'O ficheiro selecionado não existe.',
    inUse: (uses) => `Este ficheiro não pode ser eliminado: é utilizado por ${uses}.`,
    download: (title) => `a transferência «${title}»`,
  },
};
