/**
 * What an error becomes before it is answered, and how a no-script form answers a refusal. Apart
 * from the handler (index.ts) so the request context's declaration (worker/env.ts) can name
 * `FormRefusal` without importing the worker's types back.
 */

export type Described = { status: number; errorId: string; message: string };

/**
 * How a no-script form post answers a refusal (4xx): set by the route's form middleware. No
 * answer (`undefined`): not a refusal this form answers, so it is answered as for any request.
 * `stage`: what the route said was refused (`StageRefusal`), `undefined` for a refusal thrown as is.
 */
export type FormRefusal = (
  described: Described,
  error: unknown,
  stage: unknown,
) => Response | Promise<Response> | undefined;
