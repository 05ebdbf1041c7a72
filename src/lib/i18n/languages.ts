/**
 * The languages (the contract's, shared with the server) and where the SPA keeps the choice. From
 * the contract's languages file itself: its barrel would bring the list rules into /login's JS.
 */
export {
  DEFAULT_LANGUAGE, LANGUAGES, detectLanguage, directionOf, intlLocale, isLanguage, normalizeLanguage,
  type Direction, type Language,
} from '../../contract/languages';

/** localStorage key of the chosen language (the name i18next's detector uses). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
