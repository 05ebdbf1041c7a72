/** Loose e-mail check for forms; the server has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
