import { PAGE_WIDGETS } from '../../../../shared/content/page-sources';
import { sanitizeEach } from '../../../features/content/sanitize';
import { t } from '../content/i18n';
import type { WidgetSeed } from '../content/widgets';

/**
 * The introduction of /services/calibration, for the admin to edit (issue 30 item 11). drizzle/0024 adds the same
 * text to databases seeded before it.
 */
export const CALIBRATION_WIDGET_SEED: WidgetSeed = {
  name: PAGE_WIDGETS.servicesCalibration,
  type: 'HTML',
  classes: '',
  html: sanitizeEach(t(
    '<p>Our ISO/IEC 17025 accredited laboratory at the Sheffield works calibrates holiday detectors, spark testers, pinhole detectors and high-voltage voltmeters up to 60 kV, whichever make they are.</p>',
    '<p>Unser nach ISO/IEC 17025 akkreditiertes Labor im Werk Sheffield kalibriert Porenprüfgeräte, Funkenprüfgeräte, Porendetektoren und Hochspannungsvoltmeter bis 60 kV, gleich welcher Hersteller.</p>',
    '<p>Nuestro laboratorio acreditado según ISO/IEC 17025 en la fábrica de Sheffield calibra detectores de poros, probadores de chispa, detectores de picaduras y voltímetros de alta tensión hasta 60 kV, sea cual sea su fabricante.</p>',
    '<p>Notre laboratoire accrédité ISO/IEC 17025, dans l’usine de Sheffield, étalonne les détecteurs de porosités, testeurs à étincelles, détecteurs de piqûres et voltmètres haute tension jusqu’à 60 kV, quelle que soit leur marque.</p>',
    '<p>Ons ISO/IEC 17025-geaccrediteerde laboratorium in de fabriek in Sheffield kalibreert poriëndetectors, vonktesters, pinholedetectors en hoogspanningsvoltmeters tot 60 kV, van elk merk.</p>',
    '<p>O nosso laboratório acreditado segundo a ISO/IEC 17025, na fábrica de Sheffield, calibra detetores de porosidade, testadores de faísca, detetores de poros e voltímetros de alta tensão até 60 kV, de qualquer marca.</p>',
  )),
};
