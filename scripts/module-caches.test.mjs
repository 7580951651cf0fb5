import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 44: every module-level cache goes through `memo()` or `memoPer()` of
// `shared/contract/memo.ts`, each with a budget, so none grows without bound in an isolate (or a
// browser tab). This test parses the sources and refuses a new `Map` or `WeakMap` declared at a
// module's top level, unless it is listed below with the reason it is not a memo table. Maps made
// inside functions are not looked at (a per-call map dies with the call).

const root = path.resolve(import.meta.dirname, '..');
const DIRS = ['worker', 'client', 'shared', 'sandbox/src'];

/**
 * `{file name}#{variable}` (the file name without its folder, so a module that moves keeps its
 * entry) → why it is not a memo that needs a budget.
 */
const NOT_MEMOS = {
  // Constant tables, filled once from constants.
  'promotions.ts#COUPONS': 'the coupon table, made once from constants',
  'sites.ts#SANDBOX_SITES': 'the sandbox sites by id, made once from constants',
  // Keyed by a request, a page or a document: gone with it.
  'shared-lists.tsx#joinedLists': "per page (keyed by the page's impressions array)",
  'loader.ts#sharedProps': 'per document (keyed by the Document)',
  // One value per long-lived object, living exactly as long as that object: bounded by whatever
  // holds the keys (module constants, or objects that are themselves kept by a budgeted memo).
  'shared-props.ts#ids': "a shared object's id, as long as the object lives",
  'shared-props.ts#serials': "a shared object's serial, as long as the object lives",
  'escape.ts#written': "a shared object's JSON, as long as the object lives",
  'fields.tsx#islandRules': "one per country's rules object (the upstream's or a constant)",
  'fields.tsx#islandMessages': 'one per checkout text object (a catalogue constant)',
  'index.ts#overlaid': 'one per catalogue and override object, both module constants',
};

const sourcesUnder = (dir) =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));

/** `{ key, at }` of every top-level `const|let x = new Map|WeakMap(...)` of the file. */
const moduleMaps = (file) => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let init = declaration.initializer;
      while (
        init &&
        (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))
      )
        init = init.expression;
      if (!init || !ts.isNewExpression(init) || !ts.isIdentifier(init.expression)) continue;
      if (init.expression.text !== 'Map' && init.expression.text !== 'WeakMap') continue;
      const { line } = source.getLineAndCharacterOfPosition(declaration.getStart());
      found.push({
        key: `${path.basename(file)}#${declaration.name.getText(source)}`,
        at: `${path.relative(root, file)}:${line + 1}`,
      });
    }
  }
  return found;
};

const all = DIRS.flatMap(sourcesUnder).flatMap(moduleMaps);

describe('module-level caches', () => {
  it('are memos with a budget (shared/contract/memo.ts), not bare maps', () => {
    const bare = all.filter(({ key }) => !(key in NOT_MEMOS)).map(({ at, key }) => `${at} (${key})`);
    expect(
      bare,
      'A module-level Map or WeakMap grows for the life of the isolate. Use memo({ name, max }) ' +
        '(or memoPer for values derived from an upstream object) from shared/contract/memo.ts with a ' +
        'deliberate budget; if it is not a cache (a constant table, keyed by a request), add it to ' +
        'NOT_MEMOS in scripts/module-caches.test.mjs with the reason.',
    ).toEqual([]);
  });

  it('lists no exception that is gone', () => {
    const seen = new Set(all.map(({ key }) => key));
    expect(Object.keys(NOT_MEMOS).filter((key) => !seen.has(key))).toEqual([]);
  });
});
