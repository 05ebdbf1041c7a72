#!/usr/bin/env node
// Builds the SPA into dist/: ES modules split per route, minified, content-hashed; CSS from styles/
// bundled and hashed; locales emitted as hashed JSON files fetched on demand (English, the fallback
// every page needs, also inline in index.html as a JSON data block); index.html generated
// with modulepreload links for the entry's chunks; a size report from esbuild's metafile.
//   node build.mjs                 production build into dist/
//   node build.mjs --outdir DIR    elsewhere (tests)
//   node build.mjs --watch         rebuild on change, with live reload (npm run dev)
//   API_URL=https://api.example/api/v1 node build.mjs   talk to another API origin
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify as minifyJs } from 'terser';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openSources } from './build-barrels.mjs';
import { chunkPlanAppends, planChunks, readScreens } from './build-chunks.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const LANGUAGES = ['en', 'es', 'ar', 'zh-cn'];
const APP_TITLE = 'Diving';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#e11d48"/><path d="M6 19c3 0 3-2 6-2s3 2 6 2 3-2 6-2 2 1 2 1M6 24c3 0 3-2 6-2s3 2 6 2 3-2 6-2 2 1 2 1" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/><circle cx="20" cy="10" r="3" fill="#fff"/></svg>';

/** @param {string | Buffer} data */
const hash8 = (data) => createHash('sha256').update(data).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();

/** Copies each locale to assets/locales/<lang>-<HASH>.json; returns lang → URL and the English text. */
async function emitLocales(outdir) {
  const dir = join(outdir, 'assets', 'locales');
  await mkdir(dir, { recursive: true });
  /** @type {Record<string, string>} */
  const urls = {};
  let english = '';
  for (const lang of LANGUAGES) {
    // Parse and re-serialise: fails the build on broken JSON and drops whitespace.
    const json = JSON.stringify(JSON.parse(await readFile(join(root, 'locales', `${lang}.json`), 'utf8')));
    const name = `${lang}-${hash8(json)}.json`;
    await writeFile(join(dir, name), json);
    urls[lang] = `/assets/locales/${name}`;
    if (lang === 'en') english = json;
  }
  return { urls, english };
}

/**
 * @param {{ outdir?: string; minify?: boolean; watch?: boolean; apiUrl?: string; quiet?: boolean }} [options]
 */
export async function buildApp(options = {}) {
  const outdir = resolve(options.outdir ?? join(root, 'dist'));
  const minify = options.minify ?? true;
  await rm(outdir, { recursive: true, force: true });
  const { urls: localeUrls, english } = await emitLocales(outdir);
  const apiUrl = options.apiUrl ?? process.env.API_URL ?? '/api/v1';

  const html = htmlPlugin(outdir, english, Boolean(options.watch), options.quiet ?? false);
  /** @type {esbuild.BuildOptions} */
  const config = {
    absWorkingDir: root,
    entryPoints: { main: 'src/main.tsx', styles: 'styles/index.css' },
    outdir: join(outdir, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    minify,
    sourcemap: options.watch ? 'linked' : false,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    jsx: 'automatic',
    // Non-ASCII text as UTF-8, not \uXXXX escapes (the server sends JS as UTF-8).
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      'process.env.NODE_ENV': JSON.stringify(options.watch ? 'development' : 'production'),
      __API_URL__: JSON.stringify(apiUrl),
      __LOCALE_URLS__: JSON.stringify(JSON.stringify(localeUrls)),
      __APP_TITLE__: JSON.stringify(APP_TITLE),
      __DEV__: JSON.stringify(Boolean(options.watch)),
    },
    plugins: [reactBindingsPlugin(), barrelImportsPlugin(), html],
  };
  if (options.watch) {
    // Development rebuilds skip the chunk passes: how the code is split does not matter there.
    const ctx = await esbuild.context(config);
    await ctx.watch();
    return { outdir, dispose: () => ctx.dispose() };
  }
  // Pass 1 (not written) finds what the first paint needs and what each screen loads; pass 2
  // gathers the first paint into one chunk and the rest into the chunks of the plan.
  const probe = await esbuild.build({ ...config, write: false, plugins: [reactBindingsPlugin(), barrelImportsPlugin()] });
  const { boot, bootFiles, append: bootAppend } = bootKit(probe.metafile);
  const written = new Map(probe.outputFiles.map((f) => [f.path, f.contents]));
  // The probe's first paint, one file as it becomes (gzip -9); the plan scales it to what the last pass makes of it.
  const bootGzip = gzipSync(Buffer.concat(bootFiles.map((f) => written.get(resolve(root, f)) ?? new Uint8Array())), { level: 9 }).length;
  const plan = planChunks(probe.metafile, await readScreens(root), boot, { bootGzip });
  const planAppend = chunkPlanAppends(probe.metafile, plan, boot, root);
  config.plugins = [reactBindingsPlugin(), barrelImportsPlugin({ append: (path) => bootAppend(path) + planAppend(path) }), finishPlugin(), html];
  const result = await esbuild.build(config);
  return { outdir, metafile: result.metafile };
}

/**
 * esbuild puts shared code in one chunk per distinct set of entry points whose imports reach it, so
 * the files the sign-in page needs came as a dozen or more small chunks: more requests, and each
 * compressed alone. This pass makes every lazy module also reach every file of the first paint,
 * through an empty re-export from each (`export {} from`: an import edge is what esbuild counts),
 * so those files share one entry set and one chunk. It changes where code goes, not what runs.
 * Measured without it: the first paint loads 26 files instead of 2, 7.1 KiB more gzip (93,425 B
 * against 86,201 B, 2026-11-24).
 * @param {esbuild.Metafile} metafile of the same build without this pass
 * @returns {{ boot: Set<string>; bootFiles: string[]; append: (path: string) => string }} the first
 *   paint's source files and output files (metafile paths), and what each lazy module gets
 *   appended (barrelImportsPlugin loads it)
 */
function bootKit(metafile) {
  const { outputs } = metafile;
  const entryJs = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/main.tsx');
  const initial = [entryJs, ...outputs[entryJs].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)];
  const boot = new Set();
  for (const file of initial) {
    // Our files only: React's CommonJS files come along through them, and each named here was one
    // more line in every lazy module (0.3 KiB gzip on every screen, 2026-11-25).
    for (const input of Object.keys(outputs[file].inputs)) if (!input.startsWith('<') && !input.includes('node_modules')) boot.add(input);
  }
  const lazy = new Set();
  for (const out of Object.values(outputs)) {
    const entry = out.entryPoint;
    if (entry && entry !== 'src/main.tsx' && /\.tsx?$/.test(entry)) lazy.add(resolve(root, entry));
  }
  const kit = [...boot].map((file) => `export {} from ${JSON.stringify(resolve(root, file))};`).sort().join('\n');
  return { boot, bootFiles: initial, append: (path) => (lazy.has(path) ? `\n${kit}\n` : '') };
}

/**
 * Rewrites `import { a, b } from '../lib/router'` to imports from the files that define `a` and `b`
 * (build-barrels.mjs reads the sources with TypeScript's parser). esbuild assigns code to chunks by
 * file and counts a file as used by every chunk whose imports reach it, even through a barrel whose
 * other names are unused; so one barrel import on the sign-in path puts the toast store, the http
 * client and the rest of the barrel's files in the first chunk. Measured without this pass: the
 * first paint loads 5.2 KiB more gzip (91,504 B against 86,201 B, 2026-11-24). A barrel nothing
 * needs whole then loses its re-exports in the bundle, which would only add import edges: without
 * that, contract/index.ts brings the list code of contract/list.ts to every screen that reads a
 * limit (1.6 KiB gzip on the settings, forms and password screens, 2026-11-25). Sources keep the
 * barrels (the layers' public faces); only the bundle sees direct imports. A barrel it cannot read
 * stops the build with the file and the reason.
 */
function barrelImportsPlugin({ append = () => '' } = {}) {
  /** @type {ReturnType<typeof openSources> | null} */
  let sources = null;
  return {
    name: 'diving-barrel-imports',
    setup(build) {
      // One TypeScript session per build, so a rebuild (npm run dev) reads the files as they are now.
      build.onStart(() => {
        sources = openSources(root, join(root, 'src'));
      });
      build.onEnd(() => {
        sources?.close();
        sources = null;
      });
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (args) => {
        if (!sources) throw new Error('build: the barrel pass has no TypeScript session');
        const contents = sources.rewriteImports(args.path, { dropReExports: true }) + append(args.path);
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Our code's `react` and `react/jsx-runtime` come from build/react-esm.js and build/jsx-runtime-esm.js:
 * ES modules whose named constants chunks import as plain bindings, where React's CommonJS made
 * every hook call `(0,e.useState)(…)` and every element `(0,e.jsx)(…)` (see those files).
 */
function reactBindingsPlugin() {
  const shims = { react: join(root, 'build', 'react-esm.js'), 'react/jsx-runtime': join(root, 'build', 'jsx-runtime-esm.js') };
  const src = join(root, 'src');
  return {
    name: 'diving-react-bindings',
    setup(build) {
      // Only our modules: React's own (react-dom requires 'react') keep the CommonJS module whole.
      build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => (args.importer.startsWith(src) ? { path: shims[args.path] } : undefined));
    },
  };
}

/**
 * The last pass over the written JS: terser's name mangling and compression, then V8's compile hint
 * on the files big enough to gain from it.
 * - terser mangles local names in a way that gzips better than esbuild's (mangling alone: 1.2 KiB
 *   off the first chunk, most of it in React) and its compressor finds a little more; together 1.3
 *   KiB off /login and ~2.0 KiB off every signed-in screen (2026-11-27, `node --import tsx
 *   bench/routes.ts`). It keeps what a module exports and imports, so the chunks still fit.
 * - The compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+): every function of the file is
 *   compiled while it streams in, on a background thread, instead of on the main thread at its
 *   first call; measured on the sign-in page at 4x CPU: painted ~150 ms sooner (README, Size and
 *   speed). A small chunk compiles in well under a millisecond wherever it compiles, while the
 *   hint's line is ~30 B gzip in every file a screen loads (a review queue loads 14: 0.3 KiB), so
 *   only files of COMPILE_HINT_MIN_BYTES or more carry it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
export const COMPILE_HINT_MIN_BYTES = 16 * 1024;
function finishPlugin() {
  return {
    name: 'diving-finish',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        await Promise.all(Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).map(async (file) => {
          const path = resolve(root, file);
          const { code } = await minifyJs(await readFile(path, 'utf8'), { module: true, format: { comments: false } });
          if (code === undefined) throw new Error(`build: terser returned nothing for ${file}`);
          const bytes = Buffer.byteLength(code);
          await writeFile(path, bytes >= COMPILE_HINT_MIN_BYTES ? `${COMPILE_HINT}\n${code}` : code);
          result.metafile.outputs[file].bytes = bytes;
        }));
      });
    },
  };
}

/** Writes index.html (and the size report) after each successful build. */
function htmlPlugin(outdir, english, dev, quiet) {
  return {
    name: 'diving-html',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        const { outputs } = result.metafile;
        const rel = (file) => '/' + relative(outdir, resolve(root, file)).split('\\').join('/');
        const entryJs = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/main.tsx');
        const css = Object.keys(outputs).find((f) => f.endsWith('.css') && outputs[f].entryPoint === 'styles/index.css');
        if (!entryJs) throw new Error('build: the main entry produced no output');
        const preloads = outputs[entryJs].imports.filter((i) => i.kind === 'import-statement').map((i) => rel(i.path));
        const html = renderHtml({ entry: rel(entryJs), css: css ? rel(css) : null, preloads, english, dev });
        await writeFile(join(outdir, 'index.html'), html);
        if (dev) await writeDevReload(outdir);
        await writeFile(join(outdir, 'favicon.svg'), FAVICON);
        if (!quiet) await printSizeReport(result.metafile, entryJs);
      });
    },
  };
}

function renderHtml({ entry, css, preloads, english, dev }) {
  const lines = [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${APP_TITLE}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    css ? `<link rel="stylesheet" href="${css}">` : '',
    `<script type="module" src="${entry}"></script>`,
    ...preloads.map((p) => `<link rel="modulepreload" href="${p}">`),
    dev ? '<script type="module" src="/dev-reload.js"></script>' : '',
    '</head>',
    '<body>',
    // English texts as data (not script: CSP allows it), so the first render waits for no fetch.
    // `<` is escaped so the text cannot close the element.
    `<script type="application/json" id="locale-en">${english.replace(/</g, '\\u003c')}</script>`,
    '<div id="root"></div>',
    // A loader drawn by CSS alone, shown while #root is empty: before any script runs, and while
    // the app renders nothing because the code of the first screen is still on its way.
    `<div class="fullscreen-loader" role="status" aria-label="${APP_TITLE}"><span class="spinner" data-size="lg" aria-hidden="true"></span><p class="fullscreen-loader__title" aria-hidden="true">${APP_TITLE}</p></div>`,
    `<noscript>${APP_TITLE} needs JavaScript.</noscript>`,
    '</body>',
    '</html>',
  ];
  return lines.filter(Boolean).join('\n') + '\n';
}

/** Live reload without inline script: the page polls a build id that changes on every rebuild. */
async function writeDevReload(outdir) {
  await writeFile(join(outdir, 'build-id.txt'), String(Date.now()));
  await writeFile(join(outdir, 'dev-reload.js'), `let id;setInterval(async()=>{try{const r=await fetch('/build-id.txt',{cache:'no-store'});const t=await r.text();if(id&&t!==id)location.reload();id=t}catch{}},1000);\n`);
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Size report: the JS loaded before the first route module, all JS, and the biggest modules. */
export async function sizeReport(metafile, entryJs) {
  const { outputs } = metafile;
  const gz = async (file) => gzipSync(await readFile(resolve(root, file)), { level: 9 }).length;
  const initial = new Set([entryJs]);
  for (const i of outputs[entryJs].imports) if (i.kind === 'import-statement') initial.add(i.path);
  const jsFiles = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  let initialGz = 0;
  let totalGz = 0;
  for (const f of jsFiles) {
    const size = await gz(f);
    totalGz += size;
    if (initial.has(f)) initialGz += size;
  }
  const modules = new Map();
  for (const out of Object.values(outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(out.inputs)) {
      const key = input.replace(/^node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*$/, '$1');
      modules.set(key, (modules.get(key) ?? 0) + bytesInOutput);
    }
  }
  const biggest = [...modules.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
  return { initialGz, totalGz, jsFiles: jsFiles.length, biggest };
}

async function printSizeReport(metafile, entryJs) {
  const r = await sizeReport(metafile, entryJs);
  console.log(`build: ${r.jsFiles} JS files; initial JS ${kib(r.initialGz)} gzip; total JS ${kib(r.totalGz)} gzip`);
  console.log('build: biggest modules (minified bytes): ' + r.biggest.map(([m, b]) => `${m} ${kib(b)}`).join(', '));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--outdir');
  const watch = args.includes('--watch');
  const { outdir } = await buildApp({ outdir: outIndex >= 0 ? args[outIndex + 1] : undefined, watch });
  if (watch) {
    console.log(`build: watching; serving ${relative(root, outdir)} through the API server (live reload on)`);
    const { spawn } = await import('node:child_process');
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { DEMO: '1', ...process.env, STATIC_DIR: outdir },
    });
    const stop = () => { server.kill('SIGTERM'); process.exit(0); };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
}
