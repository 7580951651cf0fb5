export default { fetch: () => new Response('sandbox ok') };
export class Basket {}
