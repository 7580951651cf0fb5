/**
 * The one way a BFF route declares that it also takes a plain HTML form (no script ran): the form
 * is read, the route says how a refusal goes back to the page (`formRefusal`, a 303 to the form's
 * safe `returnTo` with the error id), and only then is anything refused. So every refusal of a form
 * post reaches the shopper as that redirect through the one error handler, whatever its cause: a
 * field sent twice, a body that cannot be read or is too large, a bad value, the upstream's 4xx.
 * Before, the form reader refused a repeated field before the route had said how to answer, and the
 * no-script shopper saw raw JSON.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { type FormRefusal, HttpError } from '../middleware/errors';
import { isFormPost, readFormFields, repeatedFields } from './form';

/** Longest value a refused form shows again: any real field fits, a pasted page does not. */
const TYPED_MAX = 100;

/**
 * What a refused form renders again (sign-in, sign-up, the enrollment steps): the named text
 * fields as the shopper typed them, each cut short. Callers never name a password.
 */
export const typedFields = <Name extends string>(
  form: Record<string, string>,
  names: readonly Name[],
): Partial<Record<Name, string>> =>
  Object.fromEntries(
    names
      .filter((name) => typeof form[name] === 'string')
      .map((name) => [name, form[name]!.slice(0, TYPED_MAX)]),
  ) as Partial<Record<Name, string>>;

/** The names of the fields a refusal marks (`details.fields` of a validation or profile-rule 400). */
export const refusedFieldNames = (error: unknown): string[] => {
  const fields = error instanceof HttpError ? error.details?.fields : undefined;
  return fields && typeof fields === 'object' ? Object.keys(fields) : [];
};

/**
 * `answerFor(c, fields)` returns how a refusal of this form answers, from the form's fields (its
 * `returnTo`, …); it may also note where a success goes. A field sent twice is not among `fields`
 * (a repeated `returnTo` falls back like a missing one), and a form that could not be read has
 * none: either way it is refused (400, or 413), and nothing runs after.
 */
export const formRoute =
  (
    answerFor: (c: Context<AppEnv>, fields: Record<string, string>) => FormRefusal,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!isFormPost(c)) return next();
    let read: Awaited<ReturnType<typeof readFormFields>>;
    try {
      read = await readFormFields(c);
    } catch (error) {
      c.set('formRefusal', answerFor(c, {}));
      throw error;
    }
    c.set('formRefusal', answerFor(c, read.fields));
    if (read.repeated.length > 0) throw repeatedFields(read.repeated);
    await next();
  };
