/**
 * The response-validation option (content spec section 7): `POST /fapi/api/validate-response/
 * {contract}` with `{ data, error, path, method }` as a client received them. The answer says
 * whether the payload conforms to the named contract's zod schema (an `error` to the error
 * envelope) and lists the first issues. Nothing is stored; the result is logged for operators.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  articleSearchSchema,
  autoSuggestSchema,
  cartSchema,
  categoryContentSchema,
  contentPageSchema,
  errorEnvelopeSchema,
  footerSchema,
  fragmentSchema,
  menuSchema,
  pageChildrenSchema,
  popupsResponseSchema,
  productContentSchema,
  productDetailsSchema,
  productSearchResultSchema,
  reviewsResponseSchema,
  searchContentSchema,
  showcaseSchema,
  storeSearchResponseSchema,
} from '../../../shared/contract';
import type { AppEnv } from '../../env';
import { bodyLimitOf } from '../../middleware/body-limit';
import { HttpError } from '../../middleware/errors';
import { validate, validateBody } from '../../validation';

/** The contracts a client may ask about, by name. */
export const RESPONSE_CONTRACTS: Readonly<Record<string, z.ZodType>> = {
  articleSearch: articleSearchSchema,
  autoSuggest: autoSuggestSchema,
  cart: cartSchema,
  categoryContent: categoryContentSchema,
  contentPage: contentPageSchema,
  footer: footerSchema,
  fragment: fragmentSchema,
  menu: menuSchema,
  pageChildren: pageChildrenSchema,
  popups: popupsResponseSchema,
  productContent: productContentSchema,
  productDetails: productDetailsSchema,
  productSearch: productSearchResultSchema,
  reviews: reviewsResponseSchema,
  searchContent: searchContentSchema,
  showcase: showcaseSchema,
  storeSearch: storeSearchResponseSchema,
};

const MAX_BODY_BYTES = 512 * 1024;
const MAX_ISSUES = 20;

export const validateResponseBodySchema = z
  .object({
    data: z.unknown().optional(),
    error: z.unknown().optional(),
    path: z.string().min(1).max(2000).startsWith('/', 'path must start with /'),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  })
  .refine((b) => b.data !== undefined || b.error !== undefined, 'data or error is required');

export type ResponseValidation = {
  contract: string;
  conforms: boolean;
  issues: { path: string; message: string }[];
};

/** Whether `data` conforms to `schema`, with its first issues (paths dotted). */
export const checkResponse = (contract: string, schema: z.ZodType, payload: unknown): ResponseValidation => {
  const parsed = schema.safeParse(payload);
  return {
    contract,
    conforms: parsed.success,
    issues: parsed.success
      ? []
      : parsed.error.issues
          .slice(0, MAX_ISSUES)
          .map((issue) => ({ path: issue.path.join('.') || 'value', message: issue.message })),
  };
};

export const fapiValidateResponse = new Hono<AppEnv>().post(
  '/fapi/api/validate-response/:contract',
  validate('param', z.object({ contract: z.string().regex(/^[a-zA-Z]{1,40}$/, 'Contract is not valid') })),
  bodyLimitOf(MAX_BODY_BYTES, 'The payload is too large to validate'),
  validateBody(validateResponseBodySchema),
  (c) => {
    const { contract } = c.req.valid('param');
    const schema = Object.hasOwn(RESPONSE_CONTRACTS, contract) ? RESPONSE_CONTRACTS[contract] : undefined;
    if (!schema) throw new HttpError(404, 'API404', `No contract named ${contract}`);
    const { data, error, path, method } = c.req.valid('json');
    // A failed call is checked against the error envelope every upstream answers with.
    const result =
      error !== undefined
        ? checkResponse(contract, errorEnvelopeSchema, error)
        : checkResponse(contract, schema, data);
    if (!result.conforms)
      c.get('log').warn('response does not conform', { contract, path, method, issues: result.issues });
    return c.json(result, 200, { 'cache-control': 'no-store' });
  },
);
