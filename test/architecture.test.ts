// Imports run one way: app → features → ui → lib → contract. This test reads the sources and
// fails on a wrong-way import, so the rule holds without a linter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(tsx?|mts)$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter(Boolean);
}

/** Where a path inside src/ sits: its layer and, for lib and features, its unit. */
export function place(path: string): { layer: string; unit: string; rest: string } {
  const parts = relative(join(root, 'src'), path).split(/[\\/]/);
  const [top = '', unit = '', ...rest] = parts;
  if (top === 'lib' || top === 'features') return { layer: top, unit, rest: rest.join('/') };
  return { layer: top.replace(/\.(tsx?|d\.ts)$/, ''), unit: '', rest: [unit, ...rest].join('/') };
}

// paths.ts (the URL table) and tags.ts (the cache-tag table) sit between features and ui: app and
// features link and tag with them; ui and lib never know the app's URLs or tags.
const RANK: Record<string, number> = { main: 5, app: 4, features: 3, paths: 2.5, tags: 2.5, ui: 2, lib: 1, contract: 0, globals: 0 };

export function violation(from: string, to: string): string | null {
  const a = place(from);
  const b = place(to);
  const ra = RANK[a.layer];
  const rb = RANK[b.layer];
  if (ra === undefined || rb === undefined) return `unknown layer (${a.layer} → ${b.layer})`;
  if (rb > ra) return `${a.layer} may not import ${b.layer}`;
  if (a.layer === 'features' && b.layer === 'features' && a.unit !== b.unit) return 'features never import each other';
  if (b.layer === 'lib' && !(a.layer === 'lib' && a.unit === b.unit) && !/^index\.tsx?$/.test(b.rest) && b.rest !== '') {
    return `import lib/${b.unit} through its index.ts, not ${b.rest}`;
  }
  return null;
}

function resolveImport(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(file), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return base;
}

test('src imports run one way: app → features → ui → lib → contract', () => {
  const problems: string[] = [];
  for (const file of walk(join(root, 'src'))) {
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec);
      if (!target) continue;
      if (!target.startsWith(join(root, 'src'))) {
        problems.push(`${relative(root, file)} imports ${spec}, outside src/`);
        continue;
      }
      const why = violation(file, target);
      if (why) problems.push(`${relative(root, file)} → ${spec}: ${why}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the server imports only src/contract from src', () => {
  const problems: string[] = [];
  for (const file of walk(join(root, 'server'))) {
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec);
      if (target?.startsWith(join(root, 'src')) && !target.startsWith(join(root, 'src', 'contract'))) {
        problems.push(`${relative(root, file)} → ${spec}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('the server never loads the demo painters: it serves the shipped pictures (server/demo/images.ts)', () => {
  const painters = ['paint', 'canvas', 'objects', 'scenes', 'png'].map((name) => join(root, 'server', 'demo', `${name}.ts`));
  const seen = new Set<string>();
  const reached: string[] = [];
  const visit = (file: string, via: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    if (painters.includes(file)) reached.push(`${relative(root, file)} (from ${via})`);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec);
      if (target?.startsWith(join(root, 'server'))) visit(target, relative(root, file));
    }
  };
  visit(join(root, 'server', 'main.ts'), 'the start');
  assert.ok(seen.has(join(root, 'server', 'demo', 'index.ts')) && seen.has(join(root, 'server', 'uploads.ts')), 'the walk reaches the demo seed and the upload store');
  assert.deepEqual(reached, []);
});

test('the checker flags wrong-way imports', () => {
  const src = (p: string) => join(root, 'src', p);
  assert.equal(violation(src('ui/button.tsx'), src('app/routes.ts')), 'ui may not import app');
  assert.equal(violation(src('features/news/api.ts'), src('features/trips/api.ts')), 'features never import each other');
  assert.match(violation(src('ui/table.tsx'), src('lib/i18n/t.ts')) ?? '', /through its index/);
  assert.equal(violation(src('lib/auth/provider.tsx'), src('lib/http/index.ts')), null);
  assert.equal(violation(src('app/routes.ts'), src('features/news/pages/list.tsx')), null);
  assert.equal(violation(src('features/auth/pages/login.tsx'), src('paths.ts')), null);
  assert.equal(violation(src('ui/table.tsx'), src('paths.ts')), 'ui may not import paths');
  assert.deepEqual(importsOf("import a from './a';\nexport { b } from \"../b\";\nconst c = import('./c');\nimport './d.css';"), ['./a', '../b', './c', './d.css']);
});
