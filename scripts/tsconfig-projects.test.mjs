import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The type check (`tsc -b`) is the enforcement of the sandbox boundary: a composite project refuses
// an import of a file outside its `include` (TS6307). This test keeps that configuration from
// drifting and names an offending import quickly, without compiling anything.

const root = path.resolve(import.meta.dirname, '..');
const readConfig = (name) => {
  const { config, error } = ts.readConfigFile(path.join(root, name), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config;
};
const libOf = (name) => {
  const config = readConfig(name);
  return config.compilerOptions?.lib ?? readConfig('tsconfig.base.json').compilerOptions.lib;
};

const sourcesUnder = (dir) =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('tsconfig projects', () => {
  it('the root only references projects, and each is composite', () => {
    const rootConfig = readConfig('tsconfig.json');
    expect(rootConfig.files).toEqual([]);
    expect(readConfig('tsconfig.base.json').compilerOptions.composite).toBe(true);
    for (const { path: project } of rootConfig.references)
      expect(readConfig(project).compilerOptions?.composite, project).not.toBe(false);
  });

  it('the sandbox project holds the sandbox and shared/contract only; workers get no DOM types', () => {
    expect(readConfig('tsconfig.sandbox.json').include).toEqual([
      'sandbox/src',
      'sandbox/gateway',
      'sandbox/seed',
      'sandbox/test',
      'shared/contract',
    ]);
    for (const project of ['tsconfig.sandbox.json', 'tsconfig.worker.json'])
      expect(
        libOf(project).filter((lib) => /^dom/i.test(lib)),
        project,
      ).toEqual([]);
  });

  it('every relative import of the sandbox and of shared/contract stays inside what the sandbox may read', () => {
    const allowed = ['sandbox', path.join('shared', 'contract')].map(
      (dir) => path.join(root, dir) + path.sep,
    );
    const outside = [];
    for (const file of [...sourcesUnder('sandbox'), ...sourcesUnder('shared/contract')]) {
      if (file.includes(`${path.sep}node_modules${path.sep}`) || file.endsWith('vitest.config.ts')) continue;
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
        /(?:from|import)\s*\(?\s*'(\.[^']*)'/g,
      )) {
        const target = path.resolve(path.dirname(file), specifier);
        if (!allowed.some((dir) => `${target}${path.sep}`.startsWith(dir) || target.startsWith(dir)))
          outside.push(`${path.relative(root, file)} → ${specifier}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
