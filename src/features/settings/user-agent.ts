/**
 * A session's browser and system, read simply from its `User-Agent`: enough for an admin to tell
 * "Firefox on Windows" from "Safari on iPhone" in the sessions list, not a full parser. The order
 * matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS X.
 */

/** The names shown are product names, the same in every language; null when none is recognised. */
export interface Device {
  browser: string | null;
  system: string | null;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(Chrome|CriOS|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (text: string, table: readonly (readonly [RegExp, string])[]): string | null =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and system `userAgent` names. */
export function deviceOf(userAgent: string): Device {
  return { browser: first(userAgent, BROWSERS), system: first(userAgent, SYSTEMS) };
}
