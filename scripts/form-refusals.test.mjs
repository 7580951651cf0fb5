// A refused no-script form answers through the one form answer (`formRoute`/`formReturn`,
// worker/validation/form-route.ts) and the one error handler: the route throws, its form middleware
// says what the refusal shows. A route module (worker/routes/, worker/checkout/) that catches an
// error to describe it (`describeError`) or to answer it with a page or a redirect has grown a
// second way; it fails here with its file and line. Catches that recover (a fallback value, a log
// line, a retry) are not answers and pass.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SCANNED = ['worker/routes', 'worker/checkout'];
/**
 * Modules that answer a refusal in a catch, each with why; a file here that no longer does fails
 * too, so the list only shrinks.
 */
const KNOWN = new Map([
  // A GET page, no form post: its search runs inside the streamed page, after the 200 head is sent,
  // so a refused search (like its own unreadable query, API400) is the results' content beside the
  // search form, as no stores found is; no refusal there can reach the error handler.
  [
    'worker/routes/stores.tsx',
    "the store locator's search, run within its streamed page, shows its refusal among its results",
  ],
]);

const sources = SCANNED.flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true })
    .map((file) => `${dir}/${String(file)}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file)),
);

/** The text from `open` (an index of `(` or `{`) to its matching close, strings and comments aside. */
const balanced = (text, open) => {
  const pairs = { '(': ')', '{': '}' };
  const stack = [];
  for (let i = open; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '/' && text[i + 1] === '/') i = text.indexOf('\n', i);
    else if (ch === '/' && text[i + 1] === '*') i = text.indexOf('*/', i) + 1;
    else if (ch === "'" || ch === '"' || ch === '`') {
      for (i += 1; i < text.length && text[i] !== ch; i += 1) if (text[i] === '\\') i += 1;
    } else if (pairs[ch]) stack.push(pairs[ch]);
    else if (ch === ')' || ch === '}') {
      stack.pop();
      if (stack.length === 0) return text.slice(open, i + 1);
    }
    if (i < 0) break;
  }
  return text.slice(open);
};

/** The body of each `catch (…) { … }` block and `.catch(…)` callback, with its line. */
const catches = (text) =>
  [...text.matchAll(/\.catch\(|\bcatch\s*(\([^)]*\))?\s*\{/g)].map((match) => {
    const open = match.index + match[0].length - 1;
    return { line: text.slice(0, match.index).split('\n').length, body: balanced(text, open) };
  });

/**
 * A catch that answers the error itself: describes it, builds an error envelope, or returns a page
 * or a redirect.
 */
const ANSWERS =
  /\b(describeError|errorEnvelope)\(|\breturn\b[^;]*?\b(render\w*|safeRedirect|redirect|page|billing|back|refused\w*|rerender)\(/;

const answering = (file) =>
  catches(readFileSync(path.join(root, file), 'utf8'))
    .filter(({ body }) => ANSWERS.test(body))
    .map(({ line }) => `${file}:${line}`);

describe('form refusals', () => {
  it('no route module answers a refusal in its own catch (formRoute and the error handler do)', () => {
    const found = sources.filter((file) => !KNOWN.has(file)).flatMap(answering);
    expect(found, 'throw the refusal; say what it shows in the route’s formRoute (refused, inStage)').toEqual(
      [],
    );
    expect(sources.length).toBeGreaterThan(40);
  });

  it("every error envelope is built by the one error handler, the context's refusals included", () => {
    const worker = readdirSync(path.join(root, 'worker'), { recursive: true })
      .map((file) => `worker/${String(file)}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|^worker\/test\//.test(file));
    const building = worker.filter(
      (file) =>
        !file.startsWith('worker/middleware/errors/') &&
        /\berrorEnvelope\(|\berrorDetails:\s*\[/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(building, 'throw an HttpError (or ApiError); the error handler answers it').toEqual([]);
  });

  it('each module known to answer its own refusals still does (remove it from the list once moved)', () => {
    for (const file of KNOWN.keys()) expect(answering(file), file).not.toEqual([]);
  });

  it('finds a refusal answered in a catch, and passes a catch that recovers', () => {
    const answered = `try { await save(); } catch (error) { const d = describeError(error); return billing(c, d.errorId); }`;
    const rendered = `.catch((error) => { if (error) return renderStep(c, 'billing', {}, 422); })`;
    const envelope = `try { x(); } catch (error) { return c.json(errorEnvelope({ status: 502 }), 502); }`;
    expect(catches(envelope).filter(({ body }) => ANSWERS.test(body))).toHaveLength(1);
    const recovers = `.catch(() => ({ countries: [] })); try { x(); } catch (error) { log.warn('x', { error }); throw error; }`;
    expect(catches(answered).filter(({ body }) => ANSWERS.test(body))).toHaveLength(1);
    expect(catches(rendered).filter(({ body }) => ANSWERS.test(body))).toHaveLength(1);
    expect(catches(recovers).filter(({ body }) => ANSWERS.test(body))).toHaveLength(0);
  });
});
