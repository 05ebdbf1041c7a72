// The chunk plan of build.mjs: which files share a chunk. esbuild puts code in one chunk per set of
// entry points whose imports reach it, so a signed-in screen loaded ~30 small chunks, each
// compressed alone (a review queue: 31 files, 38 KiB gzip past the first chunk, against 32 KiB
// for the same code in one file). Here the files are grouped by the declared screens that load
// them (src/app/screens.tsx, read with the model of bench/route-js.ts), groups are merged while a
// merge saves the screens more than it adds and takes none past the budget, and each
// group becomes one chunk by giving all its files the same entry set: every entry module that
// reaches one of them re-exports nothing from all of them (`export {} from`, an import edge,
// which is what esbuild counts). Only where code goes changes, not what runs.
import * as esbuild from 'esbuild';
import { posix, resolve } from 'node:path';

/**
 * What a screen loads, in gzip -9 bytes, as the plan estimates it: the first paint, then per group
 * of files (a chunk, or the entry file holding a page's own code) a fixed cost (header, imports,
 * exports, a dictionary started afresh) and per byte of minified code a share. Fitted per screen on
 * the final files of the 2026-11-27 build (after build.mjs's last pass, terser, and with the entry
 * files that hold no code counted apart: SIGNED_IN_STUBS_GZIP_BYTES): 112 B a file + 0.407 B a byte
 * of the probe's code, each signed-in screen within -0.4/+0.3 KiB (before terser: 240 + 0.395).
 */
const GZIP_BYTES_PER_CHUNK = 112;
const GZIP_BYTES_PER_BYTE = 0.407;
/**
 * What a merge changes, measured on merges of this build: a screen that loads both groups saves a
 * file's fixed cost and, the bigger the smaller group, more of the dictionary (two big chunks
 * compress better as one: 612 B, against 300 B for a small one into a big one); a screen that
 * loads one pays for the other's code compressed with its own, a little under its share alone.
 */
const MERGE_SAVES_GZIP_BYTES = 173;
const MERGE_SAVES_PER_BYTE_OF_SMALLER = 0.033;
const MERGE_ADDS_PER_BYTE = 0.37;
/** The most JS gzip -9 a screen may load (bench/route-js.ts has the same; its test checks). */
export const ROUTE_BUDGET_GZIP_BYTES = 110 * 1024;
/**
 * The first paint's gzip as the final build makes it, against the probe's first-paint files put in one
 * file (`bootGzip`): the one chunk they become is smaller (no imports and exports between them, and
 * build.mjs's last pass, terser). 2026-11-27: 85,930 B against 88,993 B.
 */
const FIRST_PAINT_FINAL_RATIO = 0.966;
/**
 * The entry files a signed-in screen loads that hold no code of their own, only their names from the
 * chunks: the app shell's, the session's and the toaster's (2026-11-27: 91 + 252 + 108 B).
 */
const SIGNED_IN_STUBS_GZIP_BYTES = 450;
/**
 * Kept below the budget by a merge, for the estimate's error: after the merges the estimates ran 0.4
 * to 1.5 KiB under what the screens load (2026-11-27; the merges' savings below are the older fit's).
 * With 1 KiB the plan let the trips queues reach 110.2 KiB; with 1.5, 109.9; with 2, the plan moved
 * the review specs into the other lists' chunks (test/build-routes.test.ts: each list its own spec).
 */
const BUDGET_MARGIN_BYTES = 1536;
/** A screen at most this far over the budget by the estimate may still get under it. */
const REACH_BYTES = 1024;
/**
 * What a byte loaded by a screen under the budget weighs in a merge's gain, against 1 for a screen
 * over it: bytes moved from screens over the budget to screens that stay under it are worth moving
 * (2026-11-25: one screen fewer over, every one over 0.3-0.5 KiB less, those under 1-1.2 KiB more
 * and all of them still under).
 */
const UNDER_BUDGET_WEIGHT = 0.5;

// What a screen loads besides its page (the model of bench/route-js.ts; its test checks they agree).
/** What every lazy screen brings besides its modules: nothing since icons come with their code. */
const WITH_EVERY_LAZY_SCREEN = [];
/** What a stored session loads at boot (app.tsx: the toasts; lib/auth/provider.tsx: the session). */
const SIGNED_IN_BOOT = ['src/lib/auth/session', 'src/lib/feedback/toaster'];
/** On-demand parts a screen's first view draws (the Markdown preview of a loaded text). */
const FIRST_VIEW = {
  '/news/edit/:id': ['src/ui/markdown'],
  '/legal/terms-and-conditions': ['src/ui/markdown'],
  '/legal/privacy-policy': ['src/ui/markdown'],
  '/legal/about-us': ['src/ui/markdown'],
};
const FRAME_LAYOUTS = { shell: 'src/app/layouts/app-shell', password: 'src/app/layouts/password-layout', 'sign-in': null };

/** The module a `load` function imports, e.g. `src/features/users/pages/users-list`. */
export function moduleOfLoad(load) {
  const match = /import\(\s*["']([^"']+)["']\s*\)/.exec(String(load));
  if (!match?.[1]) throw new Error(`build: cannot read the module of ${String(load).slice(0, 80)}`);
  return posix.join('src/app', match[1]);
}

/**
 * The declared screens, each with the modules it loads (paths as in the metafile, no extension).
 * screens.tsx is bundled alone and run: its `import()`s kept as text, its other imports but the
 * URL table replaced by an empty CommonJS module (any name imported from it is undefined).
 */
export async function readScreens(root) {
  const stub = { filter: /.*/ };
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/app/screens.tsx'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    plugins: [{
      name: 'diving-screens-only',
      setup(build) {
        build.onResolve(stub, (args) => {
          if (args.kind === 'dynamic-import') return { path: args.path, external: true };
          if (args.kind === 'entry-point' || /[\\/](public-)?paths$/.test(args.path)) return undefined;
          return { path: args.path, namespace: 'diving-stub' };
        });
        build.onLoad({ filter: /.*/, namespace: 'diving-stub' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
      },
    }],
  });
  const code = result.outputFiles[0]?.text ?? '';
  const { SCREENS, SECTIONS } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return SCREENS.filter((s) => s.load).map((screen) => {
    const frame = screen.frame ?? 'shell';
    const modules = [moduleOfLoad(screen.load), ...WITH_EVERY_LAZY_SCREEN];
    if (FRAME_LAYOUTS[frame]) modules.push(FRAME_LAYOUTS[frame]);
    const section = SECTIONS.find((s) => s.id === screen.section);
    if (section?.layout) modules.push(moduleOfLoad(section.layout));
    if (frame === 'shell') modules.push(...SIGNED_IN_BOOT);
    modules.push(...(FIRST_VIEW[screen.path] ?? []));
    return { path: screen.path, frame, modules };
  });
}

/** The file of a module as the metafile names it (`src/lib/auth/session` → `src/lib/auth/session.ts`). */
function inputOf(inputs, module) {
  const found = [module, `${module}.tsx`, `${module}.ts`, `${module}/index.ts`, `${module}/index.tsx`].find((f) => inputs[f]);
  if (!found) throw new Error(`build: no source file for ${module}`);
  return found;
}

/** The source files `from` reaches by static imports, skipping `skip` (the first paint's files). */
function staticClosure(inputs, from, skip, into = new Set()) {
  // Only files on disk: a plugin's virtual module cannot be named in an `export {} from`.
  if (into.has(from) || skip.has(from) || !inputs[from] || /^<|:/.test(from)) return into;
  into.add(from);
  for (const i of inputs[from].imports) if (i.kind === 'import-statement' && !i.external) staticClosure(inputs, i.path, skip, into);
  return into;
}

/**
 * Groups the files the screens load beyond the first paint (`boot`): first by the set of screens
 * that load each file, then, greedily, the two groups whose merge saves the screens the most (per
 * screen that loads both, one chunk fewer and a bigger dictionary; per screen that loads one, the
 * other's code it did not need; a screen under the budget weighs half), leaving out any merge that
 * brings a screen past the budget that is under it or within reach, that grows how far the others
 * exceed it, or that would bring a group's imports to screens that do not load them (which the
 * estimate would not count).
 * @param {esbuild.Metafile} metafile of the build without the plan (minified: sizes are read from it)
 * @param {{ path: string; frame: string; modules: string[] }[]} screens from readScreens()
 * @param {Set<string>} boot the first paint's source files
 * @param {{ bootGzip: number; budget?: number }} options the first paint's JS (gzip -9 bytes of the
 *   probe's first-paint files in one file)
 * @returns {string[][]} source files (metafile paths), one list per chunk
 */
export function planChunks(metafile, screens, boot, { bootGzip, budget = ROUTE_BUDGET_GZIP_BYTES }) {
  const { inputs, outputs } = metafile;
  const size = new Map();
  for (const out of Object.values(outputs)) {
    for (const [file, { bytesInOutput }] of Object.entries(out.inputs)) size.set(file, (size.get(file) ?? 0) + bytesInOutput);
  }
  const screensOf = new Map();
  for (const screen of screens) {
    const files = new Set();
    for (const module of screen.modules) staticClosure(inputs, inputOf(inputs, module), boot, files);
    for (const file of files) {
      if (!screensOf.has(file)) screensOf.set(file, new Set());
      screensOf.get(file).add(screen.path);
    }
  }
  const byScreens = new Map();
  for (const [file, paths] of screensOf) {
    const key = [...paths].sort().join('\n');
    if (!byScreens.has(key)) byScreens.set(key, { screens: paths, files: [], bytes: 0 });
    const group = byScreens.get(key);
    group.files.push(file);
    group.bytes += size.get(file) ?? 0;
  }
  const groups = [...byScreens.values()];
  const first = bootGzip * FIRST_PAINT_FINAL_RATIO;
  const estimate = new Map(screens.map((s) => [s.path, first + (s.frame === 'shell' ? SIGNED_IN_STUBS_GZIP_BYTES : 0)]));
  for (const g of groups) {
    for (const s of g.screens) estimate.set(s, estimate.get(s) + GZIP_BYTES_PER_CHUNK + GZIP_BYTES_PER_BYTE * g.bytes);
  }
  const limit = budget - BUDGET_MARGIN_BYTES;
  const owner = new Map(groups.flatMap((g) => g.files.map((f) => [f, g])));
  const importsOf = new Map([...screensOf.keys()].map((file) => [
    file, inputs[file].imports.filter((i) => i.kind === 'import-statement' && screensOf.has(i.path)).map((i) => i.path),
  ]));
  // Merged with `to`, the files of `from` are loaded by the screens of `to`, and with them what
  // they import: the estimate (which counts the two groups alone) holds only if those screens
  // load it already.
  const closed = (from, to) => from.files.every((file) => importsOf.get(file).every((target) => {
    const group = owner.get(target);
    return group === from || [...to.screens].every((s) => group.screens.has(s));
  }));
  // What merging a and b changes for each screen that loads either.
  const changes = (a, b) => {
    const saves = MERGE_SAVES_GZIP_BYTES + MERGE_SAVES_PER_BYTE_OF_SMALLER * Math.min(a.bytes, b.bytes);
    return [
      ...[...a.screens].map((s) => [s, b.screens.has(s) ? -saves : MERGE_ADDS_PER_BYTE * b.bytes]),
      ...[...b.screens].filter((s) => !a.screens.has(s)).map((s) => [s, MERGE_ADDS_PER_BYTE * a.bytes]),
    ];
  };
  // Signed-out screens (the password ones) may take signed-in code, within the budget like any
  // other: the shared query, http and toasts code and the shell's in one chunk saved every
  // signed-in screen 0.6 KiB, and cost the password screens 6.9 KiB (2026-11-25: 95 → 102 KiB).
  const gain = (a, b) => {
    if (![...a.screens].some((s) => b.screens.has(s))) return 0;
    if (!closed(a, b) || !closed(b, a)) return 0;
    let saved = 0;
    let excess = 0;
    for (const [s, change] of changes(a, b)) {
      const before = estimate.get(s);
      // A screen under the budget, or within reach of it, takes nothing past the limit; the others
      // may trade, as long as together they exceed the budget by no more than before.
      if (change > 0 && before <= budget + REACH_BYTES && before + change > limit) return 0;
      excess += Math.max(0, before + change - limit) - Math.max(0, before - limit);
      saved -= change * (before > limit ? 1 : UNDER_BUDGET_WEIGHT);
    }
    return excess > 0 ? 0 : saved;
  };
  for (;;) {
    let best = { gain: 0, i: -1, j: -1 };
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const g = gain(groups[i], groups[j]);
        if (g > best.gain) best = { gain: g, i, j };
      }
    }
    if (best.i < 0) break;
    const [a, b] = [groups[best.i], groups[best.j]];
    for (const [s, change] of changes(a, b)) estimate.set(s, estimate.get(s) + change);
    const merged = { ...a, screens: new Set([...a.screens, ...b.screens]), files: [...a.files, ...b.files], bytes: a.bytes + b.bytes };
    for (const file of merged.files) owner.set(file, merged);
    groups[best.i] = merged;
    groups.splice(best.j, 1);
  }
  return groups.map((g) => g.files.sort());
}

/**
 * What each entry module gets appended so that every group is one chunk: an `export {} from` of
 * each file of each group it must reach. A group's entries are the entry modules reaching any of
 * its files, plus those of any group whose files import one of its files (they reach it too).
 * @returns {(path: string) => string} absolute path of a source → text to append
 */
export function chunkPlanAppends(metafile, groups, boot, root) {
  const { inputs, outputs } = metafile;
  const entries = Object.values(outputs)
    .map((o) => o.entryPoint)
    .filter((e) => e && e !== 'src/main.tsx' && /\.tsx?$/.test(e));
  const reachedBy = new Map();
  for (const entry of entries) {
    for (const file of staticClosure(inputs, entry, boot)) {
      if (!reachedBy.has(file)) reachedBy.set(file, new Set());
      reachedBy.get(file).add(entry);
    }
  }
  const closures = groups.map((files) => {
    const into = new Set();
    for (const file of files) staticClosure(inputs, file, boot, into);
    return into;
  });
  const groupEntries = groups.map((files) => new Set(files.flatMap((f) => [...(reachedBy.get(f) ?? [])])));
  for (let changed = true; changed;) {
    changed = false;
    groups.forEach((files, i) => {
      closures.forEach((closure, j) => {
        if (i === j || !files.some((f) => closure.has(f))) return;
        for (const entry of groupEntries[j]) {
          if (!groupEntries[i].has(entry)) {
            groupEntries[i].add(entry);
            changed = true;
          }
        }
      });
    });
  }
  const appends = new Map();
  groups.forEach((files, i) => {
    for (const entry of groupEntries[i]) {
      const path = resolve(root, entry);
      const lines = files.filter((f) => f !== entry).map((f) => `export {} from ${JSON.stringify(resolve(root, f))};`);
      appends.set(path, [...(appends.get(path) ?? []), ...lines]);
    }
  });
  return (path) => (appends.has(path) ? `\n${appends.get(path).join('\n')}\n` : '');
}
