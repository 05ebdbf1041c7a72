/**
 * The `redirect` query parameter is attacker-controlled (anyone can send a link to
 * `/login?redirect=…`), so only a same-site path is ever followed. Browsers read `\` as `/`, drop
 * tabs and newlines, and some layers decode twice, so each decoded form is checked too.
 */

const SAME_SITE_BASE = 'http://same-site.invalid';
const MAX_DECODE_ROUNDS = 4;
// C0 and C1 controls, DEL, and the Unicode line/paragraph separators.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function looksLikeLocalPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    value[1] !== '/' &&
    !value.includes('\\') &&
    !CONTROL_CHARACTERS.test(value)
  );
}

function stillSameSite(value: string): boolean {
  try {
    return new URL(value, SAME_SITE_BASE).origin === SAME_SITE_BASE;
  } catch {
    return false;
  }
}

/**
 * `value` when it is a path on this site (`/trips/all?page=2`), else null: rejects `//host`,
 * `/\host`, `https://…`, `javascript:…`, relative paths, control characters and malformed escapes,
 * in the raw value and in every decoded form of it.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  let form = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!looksLikeLocalPath(form)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return null;
    }
    if (decoded === form) return stillSameSite(value) ? value : null;
    form = decoded;
  }
  return null; // still decoding after several rounds: nobody links like that in good faith
}
