/**
 * The one place that makes text safe for hand-written HTML and XML (the streamed document shell,
 * sitemaps, inline scripts). React escapes what it renders; these serve the strings we assemble
 * ourselves.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text safe as element content and as a quoted attribute value (either quote), in HTML and XML:
 * the five markup characters become entities (`&#39;` is valid in both, `&apos;` is not HTML 4).
 */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside a `<script>` element (data or code): no string in the value can close the
 * element (`</script>`), open a comment (`<!--`) or, in older engines, end a line of code
 * (U+2028, U+2029). `JSON.parse` reads it back unchanged.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c] ?? c);

const written = new WeakMap<object, string>();

/**
 * `jsonForScript` of a value that never changes once made (a language's interface text, say),
 * serialized once per isolate: later calls with the same object answer the first one's JSON.
 */
export const jsonForScriptOnce = (value: object): string => {
  let json = written.get(value);
  if (json === undefined) {
    json = jsonForScript(value);
    written.set(value, json);
  }
  return json;
};
