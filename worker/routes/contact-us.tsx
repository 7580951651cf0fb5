/**
 * Contact us (content page key `contact-us`, at its content path), for guests and members alike:
 *
 * | GET  /{locale}/contact-us[?case=]  | the content page and the form; `case`: the message sent  |
 * | POST /{locale}/contact-us          | sent: 303 to `?case={caseNumber}` (JSON for a script);     |
 * |                                    | fields to fix: the form again (422, values kept); past the |
 * |                                    | budget: the form again at 429; another refusal, its id     |
 *
 * Topics are the upstream's categories and subjects (`GET …/contactus/categorySubject`, cached
 * per locale) in one select grouped by category, so the form needs no script. The message is
 * checked whole, then counted against the address's budget (`CONTACT_BUDGET`), then sent with the
 * shopper's token (a guest's if need be); the upstream mails the acknowledgement.
 */
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { serviceText } from '../../client/i18n/service';
import { ContactUsMain, type ContactUsView } from '../../client/pages/service/ContactUsPage';
import { CONTACT_CASE_NUMBER } from '../../shared/contract/service';
import { notFoundOn404 } from '../content/reads';
import { contactFromForm, ServiceFormProblem } from '../customer-service/forms';
import type { AppEnv } from '../env';
import { csrfProtection } from '../middleware/csrf';
import { noStore } from '../middleware/no-store';
import { CONTACT_BUDGET, ServiceLimited, takeServiceTry } from '../middleware/rate-limit/service-budget';
import { LOCALE, page, shellFor } from '../render/page-kit';
import { ApiError } from '../upstream/errors';
import { formAnswer, formRoute, readForm } from '../validation';

const PATH = `/${LOCALE}/contact-us`;
const KEY = 'contact-us';

/** The fields a refused form shows again (never more than a real entry). */
const typed = (form: Record<string, string>) =>
  Object.fromEntries(
    ['topic', 'firstName', 'lastName', 'email', 'orderNumber', 'message'].map((key) => [
      key,
      (form[key] ?? '').slice(0, key === 'message' ? 2000 : 254),
    ]),
  );

type State = Pick<ContactUsView, 'sent' | 'values' | 'fieldErrors' | 'errorId'>;

const render = async (c: Context<AppEnv>, state: State, status = 200) => {
  const { site } = c.var;
  const upstream = c.get('upstream');
  const [content, categories] = await Promise.all([
    notFoundOn404(upstream.content.page(KEY), 'Page'),
    upstream.service
      .categories()
      .then((list) => list.categories)
      .catch((error: unknown) => {
        c.get('log').warn('contact categories unavailable', { error: String(error) });
        return null;
      }),
  ]);
  const shell = await shellFor(c, {
    pageType: 'Other',
    title: `${content.seo.title} | Ridgeline`,
    description: content.seo.description,
    canonicalPath: `/${site.locale}/${content.path ?? KEY}`,
  });
  const view: ContactUsView = {
    ...state,
    values: state.values ?? (await memberValues(c)),
    page: content,
    categories,
    text: serviceText(site.language),
  };
  return page(c, shell, 'ContactUsMain', () => createElement(ContactUsMain, { view }), status);
};

/** A member's form starts with their name and e-mail (a guest's, or an unreadable profile's, empty). */
const memberValues = async (c: Context<AppEnv>): Promise<Record<string, string> | undefined> => {
  const session = c.get('session');
  if (!session.memberId) return undefined;
  try {
    const { consumerDetails } = (
      await session.withToken((token) => c.get('upstream').consumer.profile(token))
    ).consumerProfile;
    const { firstName, lastName, email } = consumerDetails;
    return { firstName, lastName, email };
  } catch (error) {
    c.get('log').warn('contact form without the member profile', { error: String(error) });
    return undefined;
  }
};

/** The upstream's own field refusal (its rules are the contract's): the fields it names. */
const upstreamFields = (error: unknown): Record<string, string> | undefined => {
  const fields =
    error instanceof ApiError ? (error.details as { fields?: unknown } | undefined)?.fields : undefined;
  if (!fields || typeof fields !== 'object') return undefined;
  const out = Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).map(([key, problem]) => [
      key === 'categoryId' || key === 'subjectId' ? 'topic' : key,
      String(problem),
    ]),
  );
  return Object.keys(out).length > 0 ? out : undefined;
};

/**
 * The form's refusals render its page again: fields to fix at 422 (values kept); any other 4xx
 * (the budget's 429, the upstream's refusal) with its message at its status. A body no form of
 * ours sends is the 400 page.
 */
const contactForm = formRoute((c, form) => ({
  back: undefined,
  fallback: `/${c.get('site').locale}/contact-us`,
  owns: ['case'],
  badBody: 'error page',
  refused: (described, error) => {
    const values = typed(form);
    const fields = error instanceof ServiceFormProblem ? error.fields : upstreamFields(error);
    if (fields) return render(c, { values, fieldErrors: fields }, 422);
    const again = render(c, { values, errorId: described.errorId }, described.status);
    if (!(error instanceof ServiceLimited)) return again;
    return again.then((response) => {
      response.headers.set('retry-after', String(error.retryAfter));
      return response;
    });
  },
}));

export const contactUsPages = new Hono<AppEnv>()
  .use(PATH, noStore, csrfProtection())
  .get(PATH, (c) => {
    const sent = c.req.query('case');
    return render(c, { sent: sent && CONTACT_CASE_NUMBER.test(sent) ? sent : undefined });
  })
  .post(PATH, contactForm, async (c) => {
    const body = contactFromForm(await readForm(c));
    await takeServiceTry(c, CONTACT_BUDGET);
    const { caseNumber } = await c
      .get('session')
      .withToken((token) => c.get('upstream').service.contact(token, body));
    return formAnswer(c, { json: { caseNumber }, status: 201, query: { case: caseNumber } });
  });
