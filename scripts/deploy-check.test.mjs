import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleSizes, SIZE_LIMIT_BYTES, sizeVerdict } from './deploy-check.mjs';

describe('sizeVerdict', () => {
  it('passes a bundle up to the limit and says how much of it is used', () => {
    const verdict = sizeVerdict({ name: 'storefront', raw: 2_669_000, gzip: 512_000 });
    expect(verdict.ok).toBe(true);
    expect(verdict.line).toBe('✓ storefront: 2606.4 KiB raw, 500.0 KiB gzip (16 % of the 3072.0 KiB limit)');
    expect(sizeVerdict({ name: 'edge', raw: 9e6, gzip: SIZE_LIMIT_BYTES }).ok).toBe(true);
  });

  it('fails a bundle one byte over the compressed limit, whatever its raw size', () => {
    const verdict = sizeVerdict({ name: 'sandbox', raw: 1, gzip: SIZE_LIMIT_BYTES + 1 });
    expect(verdict.ok).toBe(false);
    expect(verdict.line).toMatch(/^✗ sandbox: .*over the limit \(100 % of the 3072\.0 KiB limit\)$/);
  });

  it('takes the limit it is given (the Paid plan allows 10 MiB)', () => {
    const sizes = { name: 'storefront', raw: 20e6, gzip: 5 * 1024 * 1024 };
    expect(sizeVerdict(sizes).ok).toBe(false);
    expect(sizeVerdict(sizes, 10 * 1024 * 1024).ok).toBe(true);
  });

  it('fails a dry run that wrote no module', () => {
    expect(sizeVerdict({ name: 'storefront', raw: 0, gzip: 0 })).toEqual({
      ok: false,
      line: '✗ storefront: the dry run produced no bundle',
    });
  });
});

describe('bundleSizes', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sums the uploaded modules, raw and gzip, leaving out source maps and the README', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bundle-sizes-'));
    const main = Buffer.from('export default { fetch() { return new Response("hi") } };'.repeat(200));
    const chunk = Buffer.from('export const x = 1;\n');
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'index.js'), main);
    writeFileSync(path.join(dir, 'chunks', 'a.js'), chunk);
    writeFileSync(path.join(dir, 'index.js.map'), 'x'.repeat(100_000));
    writeFileSync(path.join(dir, 'README.md'), 'written by wrangler');
    expect(bundleSizes(dir)).toEqual({
      files: 2,
      raw: main.length + chunk.length,
      gzip: gzipSync(main).length + gzipSync(chunk).length,
    });
  });
});
