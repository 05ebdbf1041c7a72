// The barrel rewrite of build.mjs: `import { Button } from '../ui'` becomes an import from the file
// that defines Button. Sources are read with TypeScript's own parser, never with regular
// expressions. TypeScript 7 parses in its native compiler, which its synchronous API
// (`typescript/unstable/sync`) reaches from here: one session per build, over src/.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { API } from 'typescript/unstable/sync';
import { SyntaxKind } from 'typescript/unstable/ast';

/** A barrel the build cannot read: the build stops with the file and what could not be read. */
export class BarrelError extends Error {
  name = 'BarrelError';
}

/** A barrel is a folder's index.ts: the public face of a layer or a subsystem. */
const isBarrel = (file) => /[\\/]index\.tsx?$/.test(file);

/** The file a relative import names: as given, or with .ts/.tsx, or its folder's index. */
export function sourceFile(path) {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

// What a barrel may hold besides exports: imports and declarations. A statement that runs for its
// effect would be skipped by importing the defining files directly, so it is refused.
const DECLARATIONS = new Set([
  SyntaxKind.ImportDeclaration, SyntaxKind.VariableStatement, SyntaxKind.FunctionDeclaration, SyntaxKind.ClassDeclaration,
  SyntaxKind.InterfaceDeclaration, SyntaxKind.TypeAliasDeclaration, SyntaxKind.EnumDeclaration,
]);
const TYPE_DECLARATIONS = new Set([SyntaxKind.InterfaceDeclaration, SyntaxKind.TypeAliasDeclaration]);

/**
 * @typedef {{ from: string; imported: string; isType: boolean }} Binding
 *   where a name comes from: a file (absolute) or a package, and its name there (`*`: the namespace)
 */

/** Every .ts/.tsx file under `srcDir`, parsed only: no type checking, no module resolution. */
function parseProject(root, srcDir) {
  const files = readdirSync(srcDir, { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(srcDir, f));
  // A project made of exactly these files, given to the compiler as a tsconfig that exists only here.
  const config = join(root, 'tsconfig.build-barrels.json');
  const options = { noResolve: true, noLib: true, types: [], jsx: 'react-jsx', allowImportingTsExtensions: true, noEmit: true };
  const api = new API({
    cwd: root,
    fs: { readFile: (file) => (file === config ? JSON.stringify({ compilerOptions: options, files }) : undefined) },
  });
  const project = api.updateSnapshot({ openProjects: [config] }).getProject(config);
  if (!project) {
    api.close();
    throw new Error('build: TypeScript did not open the source files');
  }
  return { program: project.program, files, close: () => api.close() };
}

/**
 * Parses the sources under `srcDir` in one TypeScript session and reads barrels from it.
 * `close()` ends the session (the compiler runs as a child process).
 * @param {string} root the project folder (paths in messages are relative to it)
 * @param {string} srcDir
 */
export function openSources(root, srcDir) {
  let session = parseProject(root, srcDir);
  /** @type {Set<string> | null} barrelsNeededWhole(), once per session */
  let neededWhole = null;
  const rel = (file) => relative(root, file).split('\\').join('/');
  const lineOf = (source, pos) => source.text.slice(0, pos).split('\n').length;

  const parse = (file) => {
    let source = session.program.getSourceFile(file);
    if (!source && existsSync(file)) {
      // Created since the session opened (a save during npm run dev): read the folder again.
      session.close();
      session = parseProject(root, srcDir);
      neededWhole = null;
      source = session.program.getSourceFile(file);
    }
    if (!source) throw new BarrelError(`build: TypeScript could not read ${rel(file)}`);
    return source;
  };

  /** @type {Map<string, Map<string, Binding>>} */
  const barrels = new Map();
  const reading = new Set();

  /** Every name `file` exports; through a barrel, where each is defined. */
  function exportsOf(file, barrel) {
    if (isBarrel(file)) return readBarrel(file);
    const names = new Map();
    for (const [name, binding] of readExports(file, barrel)) names.set(name, { ...binding, from: file, imported: name });
    return names;
  }

  /** Follows a barrel's re-export to the file that defines the name. */
  function definition(binding) {
    if (!isAbsolute(binding.from) || !isBarrel(binding.from) || binding.imported === '*') return binding;
    const found = readBarrel(binding.from).get(binding.imported);
    return found ? { ...found, isType: found.isType || binding.isType } : binding;
  }

  /**
   * The exports of `file` as written: `export … from` as their source, declarations as the file
   * itself. In a barrel, anything else fails the build with the file, the line and the statement.
   * @param {string} file
   * @param {string | null} barrel the barrel being read when `file` is a module it re-exports with `*`
   * @returns {Map<string, Binding>}
   */
  function readExports(file, barrel) {
    const source = parse(file);
    const lenient = barrel !== null;
    const fail = (pos, what) => {
      const where = `${rel(file)}, line ${lineOf(source, pos)}`;
      const message = lenient ? `${rel(barrel)}: in ${where}` : where;
      throw new BarrelError(`build: cannot read the barrel ${message}: ${what}`);
    };
    const [syntax] = session.program.getSyntacticDiagnostics(file);
    if (syntax && !lenient) fail(syntax.pos, syntax.text);
    const names = new Map();
    const starred = new Map();
    for (const statement of source.statements) {
      const at = statement.getStart(source);
      if (statement.kind === SyntaxKind.ExportDeclaration) {
        const specifier = statement.moduleSpecifier?.text;
        const isType = statement.isTypeOnly;
        let from = file;
        if (specifier !== undefined && specifier.startsWith('.')) {
          from = sourceFile(resolve(dirname(file), specifier)) ?? fail(at, `"${specifier}" is not a source file`);
        } else if (specifier !== undefined) {
          from = specifier;
        }
        const clause = statement.exportClause;
        if (!clause) {
          if (!isAbsolute(from)) fail(at, `export * from "${specifier}": a package's names cannot be listed`);
          for (const [name, binding] of exportsOf(from, barrel ?? file)) {
            // As in ES modules: `export *` leaves out the default export, and a name two of them
            // export is ambiguous, hence not exported.
            if (name === 'default') continue;
            starred.set(name, starred.has(name) ? null : { ...binding, isType: binding.isType || isType });
          }
        } else if (clause.kind === SyntaxKind.NamespaceExport) {
          names.set(clause.name.text, { from, imported: '*', isType });
        } else {
          for (const element of clause.elements) {
            const binding = { from, imported: (element.propertyName ?? element.name).text, isType: isType || element.isTypeOnly };
            // `export { a }` of a local name is defined here; `export { a } from` is followed.
            names.set(element.name.text, specifier === undefined ? binding : definition(binding));
          }
        }
      } else if (statement.kind === SyntaxKind.ExportAssignment) {
        if (statement.isExportEquals) fail(at, '`export =` is not an ES module export');
        names.set('default', { from: file, imported: 'default', isType: false });
      } else if (DECLARATIONS.has(statement.kind)) {
        const modifiers = [...(statement.modifiers ?? [])].map((m) => m.kind);
        if (!modifiers.includes(SyntaxKind.ExportKeyword)) continue;
        const isType = TYPE_DECLARATIONS.has(statement.kind);
        const declared = statement.declarationList
          ? statement.declarationList.declarations.map((d) => d.name.text ?? fail(at, 'a destructured export'))
          : [modifiers.includes(SyntaxKind.DefaultKeyword) ? 'default' : statement.name?.text];
        for (const name of declared) names.set(name, { from: file, imported: name, isType });
      } else if (!lenient) {
        fail(at, `\`${source.text.slice(at, statement.end).split('\n')[0]}\` runs for its effect (a barrel only exports)`);
      }
    }
    for (const [name, binding] of starred) if (binding && !names.has(name)) names.set(name, binding);
    return names;
  }

  /** @returns {Map<string, Binding>} */
  function readBarrel(file) {
    const known = barrels.get(file);
    if (known) return known;
    if (reading.has(file)) throw new BarrelError(`build: cannot read the barrel ${rel(file)}: it re-exports itself`);
    reading.add(file);
    try {
      const names = readExports(file, null);
      barrels.set(file, names);
      return names;
    } finally {
      reading.delete(file);
    }
  }

  /**
   * The barrels some file needs whole, by every name they export: loaded by `import()` (the
   * module object is the barrel), imported as a namespace, or re-exported by a file that is not a
   * barrel. Read once per session, from the module specifiers of every source.
   */
  function barrelsNeededWhole() {
    if (neededWhole) return neededWhole;
    neededWhole = new Set();
    for (const source of session.files.map((f) => session.program.getSourceFile(f))) {
      if (!source) continue;
      for (const specifier of source.imports ?? []) {
        if (!specifier.text?.startsWith('.')) continue;
        const { parent } = specifier;
        const whole = parent.kind === SyntaxKind.CallExpression
          || (parent.kind === SyntaxKind.ImportDeclaration && parent.importClause?.namedBindings?.kind === SyntaxKind.NamespaceImport)
          || (parent.kind === SyntaxKind.ExportDeclaration && !isBarrel(source.fileName));
        const target = whole ? sourceFile(resolve(dirname(source.fileName), specifier.text)) : null;
        if (target && isBarrel(target)) neededWhole.add(target);
      }
    }
    return neededWhole;
  }

  /**
   * `file`'s text with each named import from a barrel replaced by imports from the defining
   * files, on as many lines (so positions after it stay put). With `dropReExports`, a barrel
   * nothing needs whole (barrelsNeededWhole) also loses its `export … from` statements (blank
   * lines in their place): every import through it reaches the defining files instead, so they
   * would only add import edges, and with them code to the chunks (contract/index.ts, imported
   * for its own LIMITS, would bring the list code of contract/list.ts everywhere a limit is read).
   */
  function rewriteImports(file, { dropReExports = false } = {}) {
    const source = parse(file);
    const edits = [];
    const blank = (statement) => {
      const start = statement.getStart(source);
      edits.push({ start, end: statement.end, text: '\n'.repeat(source.text.slice(start, statement.end).split('\n').length - 1) });
    };
    const dropping = dropReExports && isBarrel(file) && !barrelsNeededWhole().has(file);
    for (const statement of source.statements) {
      if (dropping && statement.kind === SyntaxKind.ExportDeclaration && statement.moduleSpecifier) {
        blank(statement);
        continue;
      }
      if (statement.kind !== SyntaxKind.ImportDeclaration) continue;
      const clause = statement.importClause;
      const specifier = statement.moduleSpecifier.text;
      // A namespace import asks for the whole barrel; a type-only one vanishes anyway.
      if (!clause || clause.isTypeOnly || !specifier.startsWith('.')) continue;
      if (clause.namedBindings && clause.namedBindings.kind !== SyntaxKind.NamedImports) continue;
      const target = sourceFile(resolve(dirname(file), specifier));
      if (!target || !isBarrel(target)) continue;
      const barrel = readBarrel(target);
      const wanted = clause.name ? [{ imported: 'default', local: clause.name.text }] : [];
      for (const element of clause.namedBindings?.elements ?? []) {
        if (!element.isTypeOnly) wanted.push({ imported: (element.propertyName ?? element.name).text, local: element.name.text });
      }
      const namespaces = [];
      const groups = new Map();
      for (const { imported, local } of wanted) {
        const binding = barrel.get(imported);
        if (!binding) throw new BarrelError(`build: ${rel(file)} imports "${imported}" from ${rel(target)}, which does not export it`);
        if (binding.isType) continue;
        if (binding.imported === '*') {
          namespaces.push(`import * as ${local} from ${JSON.stringify(binding.from)};`);
          continue;
        }
        if (!groups.has(binding.from)) groups.set(binding.from, []);
        groups.get(binding.from).push(binding.imported === local ? local : `${binding.imported} as ${local}`);
      }
      const named = [...groups].map(([from, list]) => `import { ${list.join(', ')} } from ${JSON.stringify(from)};`);
      const imports = [...named, ...namespaces];
      const start = statement.getStart(source);
      const lines = source.text.slice(start, statement.end).split('\n').length;
      edits.push({ start, end: statement.end, text: imports.join(' ') + '\n'.repeat(lines - 1) });
    }
    let out = '';
    let from = 0;
    for (const { start, end, text } of edits) {
      out += source.text.slice(from, start) + text;
      from = end;
    }
    return out + source.text.slice(from);
  }

  return { readBarrel, rewriteImports, barrelsNeededWhole, close: () => session.close() };
}
