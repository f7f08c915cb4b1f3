import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/** Thicknesses keep up to three decimals (1.016 mm), volts none. */
export const formatThickness = (value: number, language: string) => formatNumber(value, localeOf(language), value < 10 ? 3 : 2);
