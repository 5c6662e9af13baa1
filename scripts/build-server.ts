/**
 * Compiles the server for production (docs/decisions/027): server/main.ts and everything of ours it imports (the
 * contract and domain from src/ included) into one ES module, `build/server/main.js`, that `npm run serve` runs with
 * plain node. Packages stay outside the bundle and load from node_modules, as they do under tsx: sharp's native
 * binary, PGlite's wasm and node-media-server find their own files there.
 *
 *   npx tsx scripts/build-server.ts [outDir]     (default build/server; part of `npm run build`)
 *
 * The database opens its migrations at `./migrations` next to the running module (server/db/open.ts), so they are
 * copied beside main.js. The build fails when the server imports a package that is not a production dependency:
 * an install without devDependencies would not start.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIGRATIONS = path.join(ROOT, 'server/db/migrations');

/** `@scope/name/deep/file.js` → `@scope/name`; `name/deep` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The packages the bundle imports at run time that `dependencies` does not list. */
function missingDependencies(metafile: Metafile): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const builtins = new Set(builtinModules);
  const imported = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (external && !specifier.startsWith('node:') && !builtins.has(packageOf(specifier))) imported.add(packageOf(specifier));
    }
  }
  return [...imported].filter((name) => !manifest.dependencies?.[name]).sort();
}

export async function buildServer(outDir = path.join(ROOT, 'build/server')): Promise<string> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const outfile = path.join(outDir, 'main.js');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const missing = missingDependencies(result.metafile);
  if (missing.length) throw new Error(`the server imports packages that are not production dependencies: ${missing.join(', ')}`);
  fs.cpSync(MIGRATIONS, path.join(outDir, 'migrations'), { recursive: true });
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outfile = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`server built: ${path.relative(process.cwd(), outfile)}`);
}
