/**
 * The one reader of request bodies for form routes (checkout pages, payment forms, the BFF's
 * no-script posts) and of JSON bodies for the BFF: a body that cannot be read is the client's
 * fault, so it becomes a 400 `HttpError` for the one error handler, never a 500.
 */
import type { Context } from 'hono';
import { HttpError } from '../middleware/errors/http-error';

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/** A post from a plain HTML form (no script ran), answered with a redirect rather than JSON. */
export const isFormPost = (c: Context): boolean => FORM_TYPE.test(c.req.header('content-type') ?? '');

/**
 * The form's text fields (files are ignored). A bad boundary, a truncated multipart body or JSON
 * labelled as a form is a 400. Hono caches the parsed body, so a second read costs nothing.
 */
export const readForm = async (c: Context): Promise<Record<string, string>> => {
  if (!isFormPost(c)) throw new HttpError(415, 'API415', 'Send the form as a form post');
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch (error) {
    throw new HttpError(400, 'API400', 'The form could not be read', { cause: error });
  }
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** The JSON body; an unreadable one is a 400. */
export const readJson = async (c: Context): Promise<unknown> => {
  try {
    return await c.req.json();
  } catch (error) {
    throw new HttpError(400, 'API400', 'The request body is not valid JSON', { cause: error });
  }
};
