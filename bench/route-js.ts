/**
 * The JS each declared screen loads, read from esbuild's metafile of a production build: the entry
 * and its static imports (what `/login` loads), then what routes.tsx and app.tsx load for the
 * screen: its frame's layout with the icon set it loads, its section's layout and its page module,
 * and for a signed-in screen the session and the toasts that a stored session loads at boot; each
 * with the chunks it imports statically, each file counted once, gzip -9.
 * The one model of what a screen loads: `npm run bench` prints it, bench/routes.ts checks it against
 * what Chromium fetches, test/build-routes.test.ts holds it under a ceiling.
 */
import { readFile } from 'node:fs/promises';
import { posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { SCREENS, SECTIONS, type ScreenDeclaration } from '../src/app/screens';

/** What a stored session loads at boot (app.tsx: the toasts; lib/auth/provider.tsx: the session). */
const SIGNED_IN_BOOT = ['src/lib/auth/session', 'src/lib/feedback'];
/** The icon set, which both layouts load with themselves (routes.tsx, withIcons). */
const ICON_SET = 'src/ui/icon-paths';
const FRAME_LAYOUTS: Readonly<Record<string, string | null>> = {
  shell: 'src/app/layouts/signed-in',
  password: 'src/app/layouts/password-layout',
  'sign-in': null,
};

export interface RouteJs {
  path: string;
  /** Output files (paths as in the metafile), the first paint's first. */
  files: string[];
  gzipBytes: number;
}

/**
 * The source module a `load` function imports, e.g. `src/features/users/pages/users-list`
 * (its text names it: `() => import('../features/users/pages/users-list')`).
 */
export function moduleOfLoad(load: () => unknown): string {
  const match = /import\(\s*["']([^"']+)["']\s*\)/.exec(String(load));
  if (!match?.[1]) throw new Error(`route-js: cannot read the module of ${String(load).slice(0, 80)}`);
  return posix.join('src/app', match[1]);
}

/**
 * The output file whose entry point is `module`; null when the module is bundled but not loaded on
 * its own (imported statically, it comes with a file counted already).
 */
function outputOf(metafile: Metafile, module: string): string | null {
  const candidates = [module, `${module}.tsx`, `${module}.ts`, `${module}/index.ts`];
  const found = Object.keys(metafile.outputs).find((f) => candidates.includes(metafile.outputs[f]?.entryPoint ?? ''));
  if (found) return found;
  if (candidates.some((c) => c in metafile.inputs)) return null;
  throw new Error(`route-js: the build has no module ${module}`);
}

/** `file` and every chunk it imports statically, transitively. */
function closure(metafile: Metafile, file: string, into: Set<string>): void {
  if (into.has(file)) return;
  into.add(file);
  for (const i of metafile.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') closure(metafile, i.path, into);
}

/** The output files a screen loads (see the header). */
export function routeFiles(metafile: Metafile, screen: ScreenDeclaration): string[] {
  const entry = Object.keys(metafile.outputs).find((f) => metafile.outputs[f]?.entryPoint === 'src/main.tsx');
  if (!entry) throw new Error('route-js: the build has no src/main.tsx entry');
  const files = new Set<string>();
  closure(metafile, entry, files);
  if (!screen.load) return [...files];
  const frame = screen.frame ?? 'shell';
  const modules = [moduleOfLoad(screen.load)];
  const layout = FRAME_LAYOUTS[frame];
  if (layout) modules.push(layout, ICON_SET);
  const section = SECTIONS.find((s) => s.id === screen.section);
  if (section?.layout) modules.push(moduleOfLoad(section.layout));
  if (frame === 'shell') modules.push(...SIGNED_IN_BOOT);
  for (const module of modules) {
    const output = outputOf(metafile, module);
    if (output) closure(metafile, output, files);
  }
  return [...files];
}

/** Every declared screen with the JS it loads, gzip -9 (`root`: where the metafile's paths start). */
export async function routeJsTable(metafile: Metafile, root: string, screens: readonly ScreenDeclaration[] = SCREENS): Promise<RouteJs[]> {
  const sizes = new Map<string, number>();
  const gz = async (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(await readFile(resolve(root, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const table: RouteJs[] = [];
  for (const screen of screens) {
    const files = routeFiles(metafile, screen);
    let gzipBytes = 0;
    for (const file of files) gzipBytes += await gz(file);
    table.push({ path: screen.path, files, gzipBytes });
  }
  return table;
}
