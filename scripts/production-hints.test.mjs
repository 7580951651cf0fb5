// Production as configured never names the sandbox's test cards and demo codes (issue 45): the flag
// that lets checkout show them is a hosted demo's deploy-time opt-in (`--var`), not a setting a
// deploy against a real platform could inherit.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const section = (toml, name) => {
  const start = toml.indexOf(`[${name}]\n`);
  if (start < 0) return '';
  const rest = toml.slice(start + name.length + 3);
  const next = rest.search(/^\[/m);
  return next < 0 ? rest : rest.slice(0, next);
};

it("leaves UPSTREAM_IS_SANDBOX out of production's vars", () => {
  const toml = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8');
  const vars = section(toml, 'env.production.vars');
  expect(vars).toContain('ENVIRONMENT = "production"');
  expect(vars).not.toMatch(/^\s*UPSTREAM_IS_SANDBOX\s*=/m);
});
