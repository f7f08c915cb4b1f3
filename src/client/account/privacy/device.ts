import type { TFunction } from 'i18next';
import { describeUserAgent } from '../../../shared/privacy/user-agent';

/** "Firefox on Windows", or the browser or system alone, or "Unknown browser", in the page's language. */
export function deviceName(userAgent: string | null, t: TFunction): string {
  const { browser, system } = describeUserAgent(userAgent);
  if (browser && system) return t('sessions.browserOn', { browser, system });
  return browser ?? system ?? t('sessions.unknownBrowser');
}

export const isMobileAgent = (userAgent: string | null) => describeUserAgent(userAgent).mobile;
