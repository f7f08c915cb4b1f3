import type { EnquiryKind } from '../../../shared/catalog/enums';
import type { Locale } from '../../../shared/locales';
import { libraryText } from '../library/texts';
import { formText } from './form-texts';
import { serverTexts } from '../../texts';

/**
 * SPEC.md section 8's successes by kind: 'enquiry sent' for questions, enquiries and quotations, 'message sent' for a
 * contact message, 'application thanks (we will get back to you shortly)', 'enquiry received' for bookings.
 */
export function successMessage(kind: EnquiryKind, locale: Locale): string {
  switch (kind) {
    case 'contact':
      return formText(locale, 'success.contact');
    case 'dealer-application':
      return formText(locale, 'success.application');
    case 'training':
    case 'calibration':
      return formText(locale, 'success.booking');
    case 'questionnaire':
      return libraryText(locale, 'questionnaire.success');
    default:
      return serverTexts(locale).enquiries.sent;
  }
}
