/** Hands every request to the sandbox unchanged (see wrangler.toml beside this file). */
export default {
  fetch: (request, env) => env.SANDBOX.fetch(request),
} satisfies ExportedHandler<{ SANDBOX: Fetcher }>;
