import type { Locale } from '../../../shared/locales';

/**
 * The fixed sentences a certificate carries, frozen into its content in the certificate's language when it is issued
 * (the PDF's headings and labels are in src/server/pdf). British English first; the others are translations.
 */
export const UNCERTAINTY_STATEMENT: Record<Locale, string> = {
  en: 'The reported expanded uncertainty is based on a standard uncertainty multiplied by a coverage factor k = 2, providing a level of confidence of approximately 95 %.',
  de: 'Die angegebene erweiterte Messunsicherheit ergibt sich aus der Standardmessunsicherheit durch Multiplikation mit dem Erweiterungsfaktor k = 2; sie entspricht einem Vertrauensniveau von etwa 95 %.',
  es: 'La incertidumbre expandida indicada se basa en una incertidumbre típica multiplicada por un factor de cobertura k = 2, lo que proporciona un nivel de confianza de aproximadamente el 95 %.',
  fr: "L'incertitude élargie indiquée est l'incertitude-type multipliée par un facteur d'élargissement k = 2, ce qui correspond à un niveau de confiance d'environ 95 %.",
  nl: 'De vermelde uitgebreide meetonzekerheid is de standaardonzekerheid vermenigvuldigd met een dekkingsfactor k = 2, wat overeenkomt met een betrouwbaarheidsniveau van ongeveer 95 %.',
  pt: 'A incerteza expandida indicada baseia-se numa incerteza-padrão multiplicada por um fator de expansão k = 2, o que corresponde a um nível de confiança de aproximadamente 95 %.',
};

export const TRACEABILITY_STATEMENT: Record<Locale, string> = {
  en: 'The measurements are traceable to the International System of Units (SI) through the reference standards listed, calibrated by laboratories accredited to ISO/IEC 17025 and traceable to national standards.',
  de: 'Die Messungen sind über die aufgeführten Bezugsnormale, kalibriert von nach ISO/IEC 17025 akkreditierten Laboratorien, auf nationale Normale und das Internationale Einheitensystem (SI) rückgeführt.',
  es: 'Las mediciones son trazables al Sistema Internacional de Unidades (SI) mediante los patrones de referencia indicados, calibrados por laboratorios acreditados según ISO/IEC 17025 y trazables a patrones nacionales.',
  fr: "Les mesures sont raccordées au Système international d'unités (SI) par les étalons de référence indiqués, étalonnés par des laboratoires accrédités selon l'ISO/IEC 17025 et raccordés aux étalons nationaux.",
  nl: 'De metingen zijn herleidbaar tot het Internationale Stelsel van Eenheden (SI) via de vermelde referentienormalen, gekalibreerd door volgens ISO/IEC 17025 geaccrediteerde laboratoria en herleidbaar tot nationale normalen.',
  pt: 'As medições são rastreáveis ao Sistema Internacional de Unidades (SI) através dos padrões de referência indicados, calibrados por laboratórios acreditados segundo a ISO/IEC 17025 e rastreáveis a padrões nacionais.',
};

export const CONFORMITY_STATEMENT: Record<Locale, string> = {
  en: 'We certify that the instrument identified above was manufactured, inspected and tested in accordance with our quality management system and conforms to its published specification and to the standards listed.',
  de: 'Wir bestätigen, dass das oben bezeichnete Gerät gemäß unserem Qualitätsmanagementsystem hergestellt, geprüft und getestet wurde und seiner veröffentlichten Spezifikation sowie den aufgeführten Normen entspricht.',
  es: 'Certificamos que el instrumento identificado arriba ha sido fabricado, inspeccionado y probado conforme a nuestro sistema de gestión de la calidad y cumple su especificación publicada y las normas indicadas.',
  fr: "Nous certifions que l'instrument identifié ci-dessus a été fabriqué, contrôlé et essayé conformément à notre système de management de la qualité et qu'il est conforme à sa spécification publiée et aux normes indiquées.",
  nl: 'Wij verklaren dat het hierboven vermelde instrument is vervaardigd, geïnspecteerd en getest volgens ons kwaliteitsmanagementsysteem en voldoet aan de gepubliceerde specificatie en aan de vermelde normen.',
  pt: 'Certificamos que o instrumento acima identificado foi fabricado, inspecionado e ensaiado de acordo com o nosso sistema de gestão da qualidade e está conforme a sua especificação publicada e as normas indicadas.',
};

export const SIGNATORY_ROLE: Record<Locale, { calibration: string; quality: string; training: string }> = {
  en: { calibration: 'Calibration Laboratory Manager', quality: 'Quality Manager', training: 'Head of Training' },
  de: { calibration: 'Leiter des Kalibrierlaboratoriums', quality: 'Qualitätsmanager', training: 'Leiter Schulung' },
  es: { calibration: 'Responsable del laboratorio de calibración', quality: 'Responsable de calidad', training: 'Responsable de formación' },
  fr: { calibration: "Responsable du laboratoire d'étalonnage", quality: 'Responsable qualité', training: 'Responsable de la formation' },
  nl: { calibration: 'Manager kalibratielaboratorium', quality: 'Kwaliteitsmanager', training: 'Hoofd opleidingen' },
  pt: { calibration: 'Responsável do laboratório de calibração', quality: 'Responsável da qualidade', training: 'Responsável de formação' },
};
