// The shoppers the bench and its side scripts ask as (a guest with a cart, a member) and the
// member rows of `npm run bench`: sign-in through the BFF (issue 11's budget: p50 ≤ 60 ms on
// local workerd) and what a member's account page costs (CPU p50 ≤ 3 ms, no React until an island
// needs it). `send(method, path, body, headers)` is the bench's JSON request (timed in `ms`).

import http from 'node:http';

/**
 * The bench's JSON request on `base`, timed: `send(method, path, body, headers)` answers
 * `{ ms, status, headers, body }`. `onResponse(path, response)` sees each answer's headers.
 */
export const jsonSender =
  (base, onResponse = () => {}) =>
  (method, p, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        base + p,
        { method, headers: { 'content-type': 'application/json', origin: base, ...headers } },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            onResponse(p, res);
            resolve({
              ms: Number(process.hrtime.bigint() - started) / 1e6,
              status: res.statusCode,
              headers: res.headers,
              body: Buffer.concat(chunks),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });

/** The cookie header after a response: the sent one with each Set-Cookie applied (empty deletes). */
export const applySetCookie = (cookieHeader, setCookies = []) => {
  const jar = new Map(
    cookieHeader
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  for (const header of setCookies) {
    const [pair] = header.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
};

const PASSWORD = 'Ridgeline1bench';

/** A new member signed up through the BFF: its e-mail and its session's cookie header. */
export const benchMember = async (send) => {
  const email = `bench-${Date.now()}-${process.pid}@example.com`;
  const body = {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Bench',
    lastName: 'Member',
  };
  const signedUp = await send('POST', '/api/auth/sign-up?locale=en-us', body);
  if (signedUp.status !== 201) throw new Error(`sign-up answered ${signedUp.status}: ${signedUp.body}`);
  return { email, cookie: applySetCookie('', signedUp.headers['set-cookie']) };
};

/**
 * The member's address book as a shopper fills it: one shipping address, posted as the account's
 * form does, so the address book page is measured with a card beside its add form.
 */
export const addAddress = (base, member) =>
  new Promise((resolve, reject) => {
    const body = new URLSearchParams({
      approachType: 'S',
      recipientFirstName: 'Bench',
      recipientLastName: 'Member',
      addressLine1: '1600 Wynkoop St',
      city: 'Denver',
      stateCityProvDept: 'CO',
      postalCode: '80202',
      country: 'US',
      recipientContactPhone: '(303) 555-0142',
      main: 'on',
    }).toString();
    const req = http.request(
      `${base}/en-us/account/addresses`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie: member.cookie },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 303
            ? resolve({ ...member, cookie: applySetCookie(member.cookie, res.headers['set-cookie']) })
            : reject(new Error(`adding an address answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/**
 * Sign-in as the island sends it, timed: each round a new guest adds one item, then signs in
 * (signin with the PKCE challenge, the token exchange carrying the guest basket, the cart merge).
 * The merged line is removed after the timed call, so every round merges into the same one-line
 * cart and the member's cart never reaches an item's maximum quantity.
 */
export const signInLatency = async (send, { email, sku, rounds = 60, warmup = 10 }) => {
  const times = [];
  for (let i = 0; i < warmup + rounds; i++) {
    const guest = await send('POST', '/api/cart/items?locale=en-us', { productId: sku, qty: 1 });
    if (guest.status !== 200) throw new Error(`guest add to cart answered ${guest.status}: ${guest.body}`);
    const guestCookie = applySetCookie('', guest.headers['set-cookie']);
    const signedIn = await send(
      'POST',
      '/api/auth/sign-in?locale=en-us',
      { email, password: PASSWORD },
      { cookie: guestCookie },
    );
    if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${signedIn.body}`);
    if (i >= warmup) times.push(signedIn.ms);
    const cookie = applySetCookie(guestCookie, signedIn.headers['set-cookie']);
    const { cart } = JSON.parse((await send('GET', '/api/cart?locale=en-us', undefined, { cookie })).body);
    for (const item of cart?.items ?? [])
      await send('DELETE', `/api/cart/items/${encodeURIComponent(item.id)}?locale=en-us`, undefined, {
        cookie,
      });
  }
  return times;
};

/** A guest whose cart holds two sizes of the product at `pdpPath` (the bench's cart row): `{ cookie, sku }`. */
export const guestWithTwoLines = async (send, pdpPath) => {
  const pdp = (await send('GET', pdpPath)).body.toString();
  const skus = [...pdp.matchAll(/name="productId" value="([^"]+)"(?![^>]*disabled)/g)].map((m) => m[1]);
  if (skus.length === 0) throw new Error(`no size to add on ${pdpPath}`);
  const first = await send('POST', '/api/cart/items?locale=en-us', { productId: skus[0], qty: 1 });
  const cookie = (first.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  await send('POST', '/api/cart/items?locale=en-us', { productId: skus[1] ?? skus[0], qty: 1 }, { cookie });
  return { cookie, sku: skus[0] };
};
