/** The languages (the contract's, shared with the server) and where the SPA keeps the choice. */
export {
  DEFAULT_LANGUAGE, LANGUAGES, detectLanguage, directionOf, intlLocale, isLanguage, normalizeLanguage,
  type Direction, type Language,
} from '../../contract';

/** localStorage key of the chosen language (the name i18next's detector uses). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
