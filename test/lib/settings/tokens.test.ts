// Parses styles/tokens.css, cascades its custom properties for every scheme combination the
// settings allow, and checks the WCAG AA contrast of the text/background pairs components use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DARK_COLOR_SCHEMES, LIGHT_COLOR_SCHEMES, PRIMARY_COLOR_SCHEMES } from '../../../src/lib/settings';

const css = readFileSync(fileURLToPath(new URL('../../../styles/tokens.css', import.meta.url)), 'utf8');

interface Rule { selectors: string[]; declarations: Map<string, string>; order: number }

function parseRules(source: string): Rule[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const part of (match[2] ?? '').split(';')) {
      const colon = part.indexOf(':');
      if (colon > 0) declarations.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
    }
    const selectors = (match[1] ?? '').split(',').map((s) => s.trim());
    rules.push({ selectors, declarations, order: rules.length });
  }
  return rules;
}

type Attributes = Record<string, string>;

/** Specificity ×10 per attribute/pseudo-class, ×1 per type; -1 when the selector does not match <html>. */
function matchHtml(selector: string, attributes: Attributes): number {
  const parts = selector.match(/^(html)?((?::root|\[[\w-]+="[^"]*"\])*)$/);
  if (!parts) throw new Error(`tokens.test: unsupported selector ${selector}`);
  let specificity = parts[1] ? 1 : 0;
  for (const simple of (parts[2] ?? '').match(/:root|\[[^\]]+\]/g) ?? []) {
    specificity += 10;
    if (simple === ':root') continue;
    const [, name = '', value] = simple.match(/^\[([\w-]+)="([^"]*)"\]$/) ?? [];
    if (attributes[name] !== value) return -1;
  }
  return specificity;
}

const rules = parseRules(css);

function cascade(attributes: Attributes): Map<string, string> {
  const winners = new Map<string, { value: string; rank: number }>();
  for (const rule of rules) {
    const specificity = Math.max(...rule.selectors.map((s) => matchHtml(s, attributes)));
    if (specificity < 0) continue;
    const rank = specificity * 10_000 + rule.order;
    for (const [name, value] of rule.declarations) {
      const current = winners.get(name);
      if (!current || current.rank <= rank) winners.set(name, { value, rank });
    }
  }
  return new Map([...winners].map(([name, { value }]) => [name, value]));
}

function resolve(vars: Map<string, string>, name: string, depth = 0): string {
  const value = vars.get(name);
  if (value === undefined) throw new Error(`tokens.test: ${name} is not defined`);
  if (depth > 20) throw new Error(`tokens.test: ${name} is circular`);
  return value.replace(/var\((--[\w-]+)\)/g, (_, inner: string) => resolve(vars, inner, depth + 1));
}

type Rgb = [number, number, number];

function rgb(value: string): Rgb {
  const hex = value.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) throw new Error(`tokens.test: not a hex colour: ${value}`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2 contrast ratio. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** CSS `grayscale(1)`, applied to the encoded channels as browsers do for filter functions. */
function grayscale([r, g, b]: Rgb): Rgb {
  const y = Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
  return [y, y, y];
}

const ROLES = ['info', 'success', 'warning', 'error'] as const;
/** [foreground, background, minimum ratio] */
const PAIRS: [string, string, number][] = [
  ...['--bg', '--bg-raised'].flatMap((bg): [string, string, number][] => [
    ['--fg', bg, 4.5], ['--fg-muted', bg, 4.5], ['--fg-subtle', bg, 4.5], ['--primary', bg, 4.5],
    ['--secondary', bg, 4.5], ['--ring', bg, 3],
    ...ROLES.flatMap((role): [string, string, number][] => [[`--${role}`, bg, 4.5], [`--${role}-fg`, bg, 4.5]]),
  ]),
  ['--fg', '--bg-sunken', 4.5], ['--fg-muted', '--bg-sunken', 4.5],
  ['--primary-fg', '--primary', 4.5], ['--primary-fg', '--primary-hover', 4.5], ['--primary', '--primary-soft', 4.5],
  ['--secondary-fg', '--secondary', 4.5], ['--secondary', '--secondary-soft', 4.5],
  ...ROLES.flatMap((role): [string, string, number][] => [
    [`--${role}-fg`, `--${role}-soft`, 4.5], [`--${role}-contrast`, `--${role}`, 4.5],
  ]),
];

const COMBINATIONS: Attributes[] = [
  ...LIGHT_COLOR_SCHEMES.flatMap((light) => PRIMARY_COLOR_SCHEMES.map((primary) =>
    ({ 'data-theme': 'light', 'data-light-scheme': light, 'data-dark-scheme': 'cinder', 'data-primary': primary }))),
  ...DARK_COLOR_SCHEMES.flatMap((dark) => PRIMARY_COLOR_SCHEMES.map((primary) =>
    ({ 'data-theme': 'dark', 'data-light-scheme': 'slate', 'data-dark-scheme': dark, 'data-primary': primary }))),
];

function failures(attributes: Attributes, transform: (c: Rgb) => Rgb = (c) => c): string[] {
  const vars = cascade(attributes);
  const problems: string[] = [];
  for (const [fg, bg, min] of PAIRS) {
    const ratio = contrast(transform(rgb(resolve(vars, fg))), transform(rgb(resolve(vars, bg))));
    if (ratio < min) problems.push(`${Object.values(attributes).join('/')}: ${fg} on ${bg} is ${ratio.toFixed(2)} < ${min}`);
  }
  return problems;
}

test('the contrast helper gives the known ratios', () => {
  assert.equal(contrast([0, 0, 0], [255, 255, 255]).toFixed(1), '21.0');
  assert.equal(contrast([0x76, 0x76, 0x76], [255, 255, 255]).toFixed(2), '4.54');
});

test('every scheme combination meets WCAG AA for its text pairs', () => {
  assert.equal(COMBINATIONS.length, 3 * 6 + 5 * 6);
  assert.deepEqual(COMBINATIONS.flatMap((attributes) => failures(attributes)), []);
});

test('monochrome keeps the pairs readable', () => {
  assert.deepEqual(COMBINATIONS.flatMap((attributes) => failures(attributes, grayscale)), []);
});

test('without attributes the defaults (light, slate, rose) apply', () => {
  const bare = cascade({});
  const explicit = cascade({ 'data-theme': 'light', 'data-light-scheme': 'slate', 'data-primary': 'rose' });
  for (const name of ['--bg', '--fg', '--primary', '--primary-fg', '--border']) {
    assert.equal(resolve(bare, name), resolve(explicit, name), name);
  }
});

test('each scheme of the settings has its own palette', () => {
  const neutral = (attributes: Attributes) => resolve(cascade(attributes), '--bg');
  const darkBackgrounds = DARK_COLOR_SCHEMES.map((dark) => neutral({ 'data-theme': 'dark', 'data-dark-scheme': dark }));
  const lightText = LIGHT_COLOR_SCHEMES.map((light) => resolve(cascade({ 'data-light-scheme': light }), '--fg'));
  const primaries = PRIMARY_COLOR_SCHEMES.map((primary) => resolve(cascade({ 'data-primary': primary }), '--color-primary-500'));
  assert.equal(new Set(darkBackgrounds).size, DARK_COLOR_SCHEMES.length);
  assert.equal(new Set(lightText).size, LIGHT_COLOR_SCHEMES.length);
  assert.equal(new Set(primaries).size, PRIMARY_COLOR_SCHEMES.length);
  assert.equal(neutral({ 'data-theme': 'dark', 'data-dark-scheme': 'cinder' }), '#15171c');
  assert.equal(neutral({ 'data-theme': 'dark', 'data-dark-scheme': 'black' }), '#000000');
});

test('every role has the full 50–950 scale in both themes', () => {
  const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
  for (const theme of ['light', 'dark']) {
    const vars = cascade({ 'data-theme': theme });
    for (const role of ['neutral', 'primary', 'secondary', 'info', 'success', 'warning', 'error']) {
      for (const shade of shades) assert.match(resolve(vars, `--color-${role}-${shade}`), /^#[0-9a-f]{6}$/i);
    }
  }
});
