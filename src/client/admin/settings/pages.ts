import type { AdminPages } from '../page-registry';
import { CountriesPage } from './CountriesPage';
import { SettingsIndexPage } from './SettingsIndexPage';

/** The settings index and the countries' own screen; the other settings are generic collection screens. */
export const SETTINGS_PAGES: AdminPages = {
  'admin.settings': SettingsIndexPage,
  'admin.settings.countries': CountriesPage,
};
