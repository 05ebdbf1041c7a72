#!/usr/bin/env node
// Builds the SPA into dist/: ES modules split by esbuild at each import(), minified, content-hashed;
// CSS from styles/ bundled and hashed; locales as hashed JSON files fetched on demand (English, the
// fallback every page needs, also inline in index.html as a JSON data block); index.html with
// modulepreload links for the entry's chunks.
//   node build.mjs                 production build into dist/
//   node build.mjs --outdir DIR    elsewhere (tests)
//   node build.mjs --watch         rebuild on change, with live reload (npm run dev)
//   API_URL=https://api.example/api/v1 node build.mjs   talk to another API origin
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { brotliCompress, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openSources } from './build-barrels.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const LANGUAGES = ['en', 'es', 'ar', 'zh-cn'];
const APP_TITLE = 'Diving';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#e11d48"/><path d="M6 19c3 0 3-2 6-2s3 2 6 2 3-2 6-2 2 1 2 1M6 24c3 0 3-2 6-2s3 2 6 2 3-2 6-2 2 1 2 1" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/><circle cx="20" cy="10" r="3" fill="#fff"/></svg>';
/** V8's compile hint (Chrome 136+): a file's functions compile on a background thread as it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A content hash for file names: 8 letters and digits. */
const hash8 = (data) => createHash('sha256').update(data).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();

/** Copies each locale to assets/locales/<lang>-<HASH>.json; returns lang → URL and the English text. */
async function emitLocales(outdir) {
  const dir = join(outdir, 'assets', 'locales');
  await mkdir(dir, { recursive: true });
  const urls = /** @type {Record<string, string>} */ ({});
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

/** The entry's output file and the chunks it imports statically: the JS /login loads. */
export function firstPaintFiles(metafile) {
  const { outputs } = metafile;
  const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/main.tsx');
  if (!entry) throw new Error('build: the main entry produced no output');
  return [entry, ...outputs[entry].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)];
}

/**
 * @param {{ outdir?: string; minify?: boolean; watch?: boolean; apiUrl?: string; quiet?: boolean }} [options]
 */
export async function buildApp(options = {}) {
  const outdir = resolve(options.outdir ?? join(root, 'dist'));
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
    minify: options.minify ?? true,
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
    // The compile hint on every chunk: /login paints ~20 % sooner at 4x CPU (bench/paint-ab.ts).
    banner: { js: COMPILE_HINT },
    define: {
      'process.env.NODE_ENV': JSON.stringify(options.watch ? 'development' : 'production'),
      __API_URL__: JSON.stringify(apiUrl),
      __LOCALE_URLS__: JSON.stringify(JSON.stringify(localeUrls)),
      __APP_TITLE__: JSON.stringify(APP_TITLE),
      __DEV__: JSON.stringify(Boolean(options.watch)),
    },
    plugins: [html],
  };
  if (options.watch) {
    // Development rebuilds take esbuild's split as it comes: its shape matters only in production.
    const ctx = await esbuild.context(config);
    await ctx.watch();
    return { outdir, dispose: () => ctx.dispose() };
  }
  // A first build, not written, tells which files the first paint needs (bootKit).
  const probe = await esbuild.build({ ...config, write: false, plugins: [barrelImportsPlugin()] });
  config.plugins = [barrelImportsPlugin(bootKit(probe.metafile)), html];
  const result = await esbuild.build(config);
  await precompress(outdir);
  return { outdir, metafile: result.metafile };
}

/** What the server compresses (server/static.ts): text of at least 512 bytes. */
const PRECOMPRESSED = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the qualities the
 * server would use, so the server answers a file's first request from them: compressing the whole
 * build at brotli 9 costs about 3 s of CPU, which each server start otherwise paid again on its
 * first page loads (a fresh test server, a new process behind a load balancer).
 */
async function precompress(outdir) {
  const files = (await readdir(outdir, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile() && PRECOMPRESSED.test(d.name))
    .map((d) => join(d.parentPath ?? d.path, d.name));
  await Promise.all(files.map(async (file) => {
    const bytes = await readFile(file);
    if (bytes.length < 512) return;
    const [br, gz] = await Promise.all([
      brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }));
}

/**
 * Boot files in one chunk: /login loads 2 files, not ~30, and 7 KiB less gzip.
 * esbuild gives each set of entry points that reach a file its own chunk. Every lazy module gets an
 * empty re-export (`export {} from`, an import edge) of every source file of the first paint, so
 * those files share one entry set and one chunk. Only where code goes changes, not what runs.
 * @param {esbuild.Metafile} metafile of the same build without it
 * @returns {(path: string) => string} what a source file gets appended
 */
function bootKit(metafile) {
  const { outputs } = metafile;
  const ours = (input) => !input.startsWith('<') && !input.includes('node_modules');
  const boot = firstPaintFiles(metafile).flatMap((file) => Object.keys(outputs[file].inputs).filter(ours));
  const lazy = new Set(Object.values(outputs).map((o) => o.entryPoint).filter((e) => e && e !== 'src/main.tsx' && /\.tsx?$/.test(e)).map((e) => resolve(root, e)));
  const kit = '\n' + [...new Set(boot)].sort().map((file) => `export {} from ${JSON.stringify(resolve(root, file))};`).join('\n') + '\n';
  return (path) => (lazy.has(path) ? kit : '');
}

/**
 * Barrel rewrite: /login loads 29 KiB less gzip. esbuild counts a file as used by every chunk whose
 * imports reach it, even through a barrel whose other names go unused; so `import { a } from
 * '../lib/router'` becomes an import from the file defining `a` (build-barrels.mjs). Sources keep
 * the barrels (the layers' public faces); only the bundle sees direct imports.
 * @param {(path: string) => string} [append] text added to a source file (bootKit)
 */
function barrelImportsPlugin(append = () => '') {
  /** @type {ReturnType<typeof openSources> | null} */
  let sources = null;
  return {
    name: 'diving-barrel-imports',
    setup(build) {
      build.onStart(() => { sources = openSources(root, join(root, 'src')); });
      build.onEnd(() => { sources?.close(); sources = null; });
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (args) => {
        if (!sources) throw new Error('build: the barrel pass has no TypeScript session');
        return { contents: sources.rewriteImports(args.path) + append(args.path), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Writes index.html, the favicon and a one-line size report after each successful build. */
function htmlPlugin(outdir, english, dev, quiet) {
  return {
    name: 'diving-html',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        const { outputs } = result.metafile;
        const rel = (file) => '/' + relative(outdir, resolve(root, file)).split('\\').join('/');
        const [entry, ...preloads] = firstPaintFiles(result.metafile);
        const css = Object.keys(outputs).find((f) => f.endsWith('.css') && outputs[f].entryPoint === 'styles/index.css');
        await writeFile(join(outdir, 'index.html'), renderHtml({ entry: rel(entry), css: css ? rel(css) : null, preloads: preloads.map(rel), english, dev }));
        await writeFile(join(outdir, 'favicon.svg'), FAVICON);
        if (dev) {
          // Live reload without inline script: the page polls a build id that changes on every rebuild.
          await writeFile(join(outdir, 'build-id.txt'), String(Date.now()));
          await writeFile(join(outdir, 'dev-reload.js'), `let id;setInterval(async()=>{try{const r=await fetch('/build-id.txt',{cache:'no-store'});const t=await r.text();if(id&&t!==id)location.reload();id=t}catch{}},1000);\n`);
        }
        if (quiet) return;
        const gzip = async (files) => (await Promise.all(files.map(async (f) => gzipSync(await readFile(resolve(root, f)), { level: 9 }).length))).reduce((a, b) => a + b, 0);
        const js = Object.keys(outputs).filter((f) => f.endsWith('.js'));
        const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
        console.log(`build: ${js.length} JS files, ${kib(await gzip(js))} gzip; /login loads ${kib(await gzip([entry, ...preloads]))} gzip`);
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--outdir');
  const watch = args.includes('--watch');
  const { outdir } = await buildApp({ outdir: outIndex >= 0 ? args[outIndex + 1] : undefined, watch });
  if (watch) {
    console.log(`build: watching; serving ${relative(root, outdir)} through the API server (live reload on)`);
    const { spawn } = await import('node:child_process');
    const env = { DEMO: '1', ...process.env, STATIC_DIR: outdir };
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env });
    const stop = () => { server.kill('SIGTERM'); process.exit(0); };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
}
