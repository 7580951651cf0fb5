export default { fetch: async (_r: Request, env: { SANDBOX: Fetcher }) => new Response('sf:' + (await (await env.SANDBOX.fetch('http://sandbox/x')).text())) };
