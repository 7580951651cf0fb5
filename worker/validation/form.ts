/**
 * The one reader of request bodies for form routes (checkout pages, payment forms, the BFF's
 * no-script posts) and of JSON bodies for the BFF: a body that cannot be read is the client's
 * fault, so it becomes a 400 `HttpError` for the one error handler, never a 500. A body of a type
 * the route does not take (XML, text, a form sent to a JSON-only route) is a 415 `API415`, refused
 * before it is read, so nothing is written; so is a body over the size cap (413 `API413`,
 * worker/middleware/body-limit), which is refused before it is read or parsed.
 */
import type { Context } from 'hono';
import { limitBody } from '../middleware/body-limit';
import { HttpError } from '../middleware/errors/http-error';
import { repeatedKey } from './repeated-key';

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)$/;
/** `application/json` or a `+json` type, as Hono's validator takes it; parameters (charset) aside. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;

/** The media type of the body (`application/json`), lower case, without parameters; '' when none. */
const mediaType = (c: Context): string =>
  (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** A post from a plain HTML form (no script ran), answered with a redirect rather than JSON. */
export const isFormPost = (c: Context): boolean => FORM_TYPE.test(mediaType(c));

/** A body labelled JSON, as `readJson` reads it (the doubled-request gate compares such bodies parsed). */
export const isJsonBody = (c: Context): boolean => JSON_TYPE.test(mediaType(c));

/** The 415 for a body of a type the route does not read. */
const unsupportedBody = (): HttpError =>
  new HttpError(415, 'API415', 'Send the body as JSON (Content-Type: application/json)');

/** The 400 for fields sent more than once (names cut short: a few are enough to say what was wrong). */
export const repeatedFields = (names: readonly string[], what = 'field'): HttpError => {
  const shown = names.slice(0, 10).map((name) => name.slice(0, 64));
  return new HttpError(400, 'API400', `${shown[0]}: the ${what} was sent more than once`, {
    details: { fields: Object.fromEntries(shown.map((name) => [name, 'repeated'])) },
  });
};

/**
 * The form's text fields (files are ignored) and the names sent more than once, which are left out
 * of the fields: which of the values was meant is not ours to guess (a browser sends a name twice
 * only for a list, which a form names `name[]`; no form of ours posts one, and such lists are left
 * out of the text fields). A bad boundary, a truncated multipart body or JSON labelled as a form is
 * a 400, a body over the size cap a 413 (unread). Hono caches the parsed body, so a second read
 * costs nothing. For a form route's middleware, which needs `returnTo` to answer even a refusal
 * (`formRoute`); everything else reads through `readForm`.
 */
export const readFormFields = async (
  c: Context,
): Promise<{ fields: Record<string, string>; repeated: string[] }> => {
  if (!isFormPost(c)) throw new HttpError(415, 'API415', 'Send the form as a form post');
  await limitBody(c);
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch (error) {
    throw new HttpError(400, 'API400', 'The form could not be read', { cause: error });
  }
  const repeated = Object.keys(body).filter((key) => Array.isArray(body[key]) && !key.endsWith('[]'));
  const fields = Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { fields, repeated };
};

/** The form's text fields; a field sent more than once is a 400 (`readFormFields`). */
export const readForm = async (c: Context): Promise<Record<string, string>> => {
  const { fields, repeated } = await readFormFields(c);
  if (repeated.length > 0) throw repeatedFields(repeated);
  return fields;
};

/**
 * The JSON body. It must be labelled JSON (else 415, and it is not read); an unreadable one is a
 * 400, and so is one whose object names a field twice (`repeated-key.ts`). A request without a body and without a type is a 400 (no JSON), or `undefined` where the
 * body is `optional` (then an empty body of any type is no body too).
 */
export const readJson = async (
  c: Context,
  { optional = false }: { optional?: boolean } = {},
): Promise<unknown> => {
  const type = mediaType(c);
  const labelledJson = JSON_TYPE.test(type);
  if (type !== '' && !labelledJson) {
    // Refused unread; where the body is optional, an empty one of any type is no body.
    if (!optional || (await bodyText(c, () => c.req.arrayBuffer())).trim() !== '') throw unsupportedBody();
    return undefined;
  }
  const text = await bodyText(c, () => c.req.text());
  if (text.trim() === '' && optional) return undefined;
  // Without a type, text is not taken for JSON.
  if (type === '' && text.trim() !== '') throw unsupportedBody();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, 'API400', 'The request body is not valid JSON', { cause: error });
  }
  const repeated = repeatedKey(text);
  if (repeated !== undefined) throw repeatedFields([repeated]);
  return body;
};

/**
 * The body as text (read as bytes where it is not labelled text); a body over the size cap is a
 * 413 (unread), one that breaks off a 400.
 */
const bodyText = async (c: Context, read: () => Promise<string | ArrayBuffer>): Promise<string> => {
  await limitBody(c);
  try {
    const body = await read();
    return typeof body === 'string' ? body : new TextDecoder().decode(body);
  } catch (error) {
    throw new HttpError(400, 'API400', 'The request body could not be read', { cause: error });
  }
};
