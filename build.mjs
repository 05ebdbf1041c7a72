#!/usr/bin/env node
// Builds the SPA into dist/: ES modules split per route, minified, content-hashed; CSS from styles/
// bundled and hashed; locales emitted as hashed JSON files fetched on demand; index.html generated
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
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const LANGUAGES = ['en', 'es', 'ar', 'zh-cn'];
const APP_TITLE = 'Diving';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#e11d48"/><path d="M6 19c3 0 3-2 6-2s3 2 6 2 3-2 6-2 2 1 2 1M6 24c3 0 3-2 6-2s3 2 6 2 3-2 6-2 2 1 2 1" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/><circle cx="20" cy="10" r="3" fill="#fff"/></svg>';

/** @param {string | Buffer} data */
const hash8 = (data) => createHash('sha256').update(data).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();

/** Copies each locale to assets/locales/<lang>-<HASH>.json and returns lang → URL. */
async function emitLocales(outdir) {
  const dir = join(outdir, 'assets', 'locales');
  await mkdir(dir, { recursive: true });
  /** @type {Record<string, string>} */
  const urls = {};
  for (const lang of LANGUAGES) {
    // Parse and re-serialise: fails the build on broken JSON and drops whitespace.
    const json = JSON.stringify(JSON.parse(await readFile(join(root, 'locales', `${lang}.json`), 'utf8')));
    const name = `${lang}-${hash8(json)}.json`;
    await writeFile(join(dir, name), json);
    urls[lang] = `/assets/locales/${name}`;
  }
  return urls;
}

/**
 * @param {{ outdir?: string; minify?: boolean; watch?: boolean; apiUrl?: string; quiet?: boolean }} [options]
 */
export async function buildApp(options = {}) {
  const outdir = resolve(options.outdir ?? join(root, 'dist'));
  const minify = options.minify ?? true;
  await rm(outdir, { recursive: true, force: true });
  const localeUrls = await emitLocales(outdir);
  const apiUrl = options.apiUrl ?? process.env.API_URL ?? '/api/v1';

  /** @type {esbuild.BuildOptions} */
  const config = {
    absWorkingDir: root,
    entryPoints: { main: 'src/main.tsx', styles: 'styles/index.css' },
    outdir: join(outdir, 'assets'),
    publicPath: '/assets',
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
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      'process.env.NODE_ENV': JSON.stringify(options.watch ? 'development' : 'production'),
      __API_URL__: JSON.stringify(apiUrl),
      __LOCALE_URLS__: JSON.stringify(localeUrls),
      __APP_TITLE__: JSON.stringify(APP_TITLE),
      __DEV__: JSON.stringify(Boolean(options.watch)),
    },
    plugins: [htmlPlugin(outdir, localeUrls, Boolean(options.watch), options.quiet ?? false)],
  };
  if (options.watch) {
    const ctx = await esbuild.context(config);
    await ctx.watch();
    return { outdir, dispose: () => ctx.dispose() };
  }
  const result = await esbuild.build(config);
  return { outdir, metafile: result.metafile };
}

/** Writes index.html (and the size report) after each successful build. */
function htmlPlugin(outdir, localeUrls, dev, quiet) {
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
        const html = renderHtml({ entry: rel(entryJs), css: css ? rel(css) : null, preloads, locale: localeUrls.en, dev });
        await writeFile(join(outdir, 'index.html'), html);
        if (dev) await writeDevReload(outdir);
        await writeFile(join(outdir, 'favicon.svg'), FAVICON);
        if (!quiet) await printSizeReport(result.metafile, entryJs);
      });
    },
  };
}

function renderHtml({ entry, css, preloads, locale, dev }) {
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
    `<link rel="preload" href="${locale}" as="fetch" crossorigin="anonymous">`,
    dev ? '<script type="module" src="/dev-reload.js"></script>' : '',
    '</head>',
    '<body>',
    // A loader drawn by CSS alone, shown before any script runs; React replaces it.
    `<div id="root"><div class="fullscreen-loader" role="status" aria-label="${APP_TITLE}"><span class="spinner" data-size="lg" aria-hidden="true"></span><p class="fullscreen-loader__title" aria-hidden="true">${APP_TITLE}</p></div></div>`,
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
