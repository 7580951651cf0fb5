/**
 * The consumer calls of spec section 7 (profile, subscriptions, addresses, saved cards). Member
 * bearer only (a guest is 403 AUT432), except POST subscription, which an anonymous shopper may use
 * to subscribe a recipient. Each call works inside the caller's own Consumer object, so an id of
 * another member's address or card is not found (404) and nothing of theirs is touched.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { storedAddressFields, validateAddress } from '../../../shared/contract/address';
import {
  addressRequestSchema,
  type ConsumerAddress,
  type ConsumerProfile,
  LOYALTY_ENROLMENT,
  patchCardRequestSchema,
  phoneSchema,
  profilePatchSchema,
  profileQuerySchema,
  profileUpdateSchema,
  type SavedCard,
  type Subscription,
  saveCardRequestSchema,
  savedCardsQuerySchema,
  subscriptionCreateSchema,
  subscriptionUpdateSchema,
} from '../../../shared/contract/consumer';
import type { MemberProgram } from '../../../shared/contract/members';
import { isEmail } from '../../../shared/contract/ugc';
import { requireShopper } from '../auth/middleware';
import { countryRules } from '../commerce/checkout-state';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { acceptEmployeeTerms, readProgram } from '../members/programs';
import { readToken, TOKEN_TTL_MS } from '../payments/provider';
import { asTokenOwner } from '../payments/token-owner';
import { consumerStub } from './directory';
import { requireMember, unwrap } from './member';
import { newId } from './store';

const noStore = { 'Cache-Control': 'private, no-store' };
const id = z.string().min(1).max(64);
const member = [requireShopper, requireMember] as const;

/**
 * The shop's address rules (shared/contract/address.ts) with this upstream's country data; no PO
 * box for shipping. Stored with the postal code in the country's spacing and the phone in E.164.
 */
const checkAddress = (input: z.output<typeof addressRequestSchema>): Omit<ConsumerAddress, 'id'> => {
  const rules = countryRules(input.country);
  if (!rules)
    throw new SandboxError(400, 'API400', `Addresses in ${input.country} are not supported`, {
      fields: { country: 'countryNotServed' },
    });
  const problems = validateAddress(input, rules, {
    contact: false,
    homeDelivery: input.approachType === 'S',
  });
  if (Object.keys(problems).length > 0)
    throw new SandboxError(
      400,
      Object.values(problems).includes('poBoxNotAllowed') ? 'SHP500' : 'API400',
      `Address is not valid: ${Object.entries(problems)
        .map(([field, problem]) => `${field} ${problem}`)
        .join(', ')}`,
      { fields: problems },
    );
  return { ...input, ...storedAddressFields(input, rules.countryCode) };
};

/** The profile with the member's annual programme, when they have one (members/programs.ts). */
const withProgram = (profile: ConsumerProfile, memberProgram: MemberProgram | undefined): ConsumerProfile =>
  memberProgram ? { ...profile, memberProgram } : profile;

const subscriptionOf = (type: Subscription['type'], recipient: string, optin: boolean): Subscription => {
  const now = new Date().toISOString();
  return {
    type,
    channel: type === 'SMS' ? 'SMS' : 'EMAIL',
    optin,
    doubleOptin: optin,
    recipient,
    ...(optin ? { optinDate: now } : { optoutDate: now }),
  };
};

/** An anonymous recipient: the e-mail of a newsletter, the +phone of an SMS subscription. */
const anonymousRecipient = (type: Subscription['type'], recipient: string | undefined): string => {
  if (type === 'NEWSLETTER' && recipient && isEmail(recipient)) return recipient.trim().toLowerCase();
  const phone = type === 'SMS' && recipient ? phoneSchema.safeParse(recipient) : undefined;
  if (phone?.success) return phone.data;
  throw new SandboxError(
    400,
    'API400',
    `recipient: an ${type === 'SMS' ? 'phone number' : 'e-mail'} is required`,
  );
};

export const consumerRoutes = new Hono<AppEnv>()
  // ---- Profile. ----
  .get('/consumers-v3/consumer', ...member, validate('query', profileQuerySchema), async (c) => {
    const include = c.req.valid('query').includeLoyaltySummary === 'true';
    const { consumerNo } = c.var.shopper;
    const [consumerProfile, memberProgram] = await Promise.all([
      consumerStub(c.env, consumerNo).view(include),
      readProgram(c.env.DB, consumerNo),
    ]);
    if (!consumerProfile) throw new SandboxError(404, 'API404', 'Consumer not found');
    return c.json({ consumerProfile: withProgram(consumerProfile, memberProgram) }, 200, noStore);
  })
  .put('/consumers-v3/consumer', ...member, validate('json', profileUpdateSchema), async (c) => {
    const body = c.req.valid('json');
    const { consumerNo } = c.var.shopper;
    const updated = await consumerStub(c.env, consumerNo).updateProfile({
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      birthDate: body.birthDate,
      postalCode: body.postalCode,
      ...(body.preferences ? { preferences: body.preferences } : {}),
    });
    const consumerProfile = withProgram(updated, await readProgram(c.env.DB, consumerNo));
    return c.json({ consumerProfile }, 200, noStore);
  })
  .post('/consumers-v3/consumer', ...member, validate('json', profilePatchSchema), async (c) => {
    const { loyalty, isEmployeeDiscountTCAccepted, ...patch } = c.req.valid('json');
    const { consumerNo } = c.var.shopper;
    const stub = consumerStub(c.env, consumerNo);
    const before = await stub.view(false);
    // Checked before anything is written: only an employee has terms to accept.
    if (isEmployeeDiscountTCAccepted && !before?.consumerDetails.employee)
      throw new SandboxError(400, 'API400', 'Only employees accept the employee discount terms', {
        fields: { isEmployeeDiscountTCAccepted: 'notAnEmployee' },
      });
    if (isEmployeeDiscountTCAccepted) await acceptEmployeeTerms(c.env.DB, consumerNo);
    const joined = loyalty && !before?.isLoyaltyMember;
    const updated = await stub.updateProfile({
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
      ...(joined ? { isLoyaltyMember: true, loyaltyOptInDate: new Date().toISOString() } : {}),
    });
    // Joining is recorded as the programme's enrolment subscription too.
    const enrolled = joined
      ? await stub.putSubscription(subscriptionOf(LOYALTY_ENROLMENT, updated.consumerDetails.email, true))
      : undefined;
    const consumerProfile = withProgram(
      enrolled ? { ...updated, subscriptions: enrolled } : updated,
      await readProgram(c.env.DB, consumerNo),
    );
    return c.json({ consumerProfile }, 200, noStore);
  })
  // ---- Subscriptions. ----
  .get('/consumers-v3/consumer/subscription', ...member, async (c) => {
    const subscriptions = await consumerStub(c.env, c.var.shopper.consumerNo).subscriptions();
    return c.json({ subscriptions }, 200, noStore);
  })
  .put(
    '/consumers-v3/consumer/subscription',
    ...member,
    validate('json', subscriptionUpdateSchema),
    async (c) => {
      const { type, optin } = c.req.valid('json');
      const stub = consumerStub(c.env, c.var.shopper.consumerNo);
      const profile = (await stub.view(false))!;
      const recipient = type === 'SMS' ? profile.consumerDetails.phone : profile.consumerDetails.email;
      if (!recipient) throw new SandboxError(400, 'API400', 'Add a phone number to the profile before SMS');
      const subscriptions = await stub.putSubscription(subscriptionOf(type, recipient, optin));
      return c.json({ subscriptions }, 200, noStore);
    },
  )
  .post(
    '/consumers-v3/consumer/subscription',
    requireShopper,
    validate('json', subscriptionCreateSchema),
    async (c) => {
      const { type, recipient, optin } = c.req.valid('json');
      if (c.var.shopper.consumerType !== 'GUEST') {
        const stub = consumerStub(c.env, c.var.shopper.consumerNo);
        const details = (await stub.view(false))!.consumerDetails;
        const own = recipient ?? (type === 'SMS' ? details.phone : details.email);
        if (!own) throw new SandboxError(400, 'API400', 'Add a phone number to the profile before SMS');
        const subscriptions = await stub.putSubscription(subscriptionOf(type, own, optin));
        return c.json({ subscriptions }, 201, noStore);
      }
      const to = anonymousRecipient(type, recipient);
      const created = subscriptionOf(type, to, optin);
      const now = new Date().toISOString();
      // Content spec 4: a logged-out recipient that exists is opted out first, then created anew.
      await c.env.DB.batch([
        c.env.DB.prepare(
          'UPDATE subscriptions SET optin = 0, optout_date = ? WHERE type = ? AND recipient = ?',
        ).bind(now, type, to),
        c.env.DB.prepare(
          `INSERT INTO subscriptions (type, recipient, optin, optin_date, optout_date) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (type, recipient) DO UPDATE SET optin = excluded.optin, optin_date = excluded.optin_date`,
        ).bind(type, to, optin ? 1 : 0, created.optinDate ?? null, created.optoutDate ?? null),
      ]);
      return c.json({ subscriptions: [created] }, 201, noStore);
    },
  )
  // ---- Addresses. ----
  .post('/consumers-v3/consumer/address', ...member, validate('json', addressRequestSchema), async (c) => {
    const address = checkAddress(c.req.valid('json'));
    const addresses = unwrap(await consumerStub(c.env, c.var.shopper.consumerNo).putAddress(address));
    return c.json({ addresses }, 201, noStore);
  })
  .put(
    '/consumers-v3/consumer/address/:addressId',
    ...member,
    validate('param', z.object({ addressId: id })),
    validate('json', addressRequestSchema),
    async (c) => {
      const address = checkAddress(c.req.valid('json'));
      const { addressId } = c.req.valid('param');
      const addresses = unwrap(
        await consumerStub(c.env, c.var.shopper.consumerNo).putAddress(address, addressId),
      );
      return c.json({ addresses }, 200, noStore);
    },
  )
  .delete(
    '/consumers-v3/consumer/address/:addressId',
    ...member,
    validate('param', z.object({ addressId: id })),
    async (c) => {
      const { addressId } = c.req.valid('param');
      const addresses = unwrap(await consumerStub(c.env, c.var.shopper.consumerNo).deleteAddress(addressId));
      return c.json({ addresses }, 200, noStore);
    },
  )
  // ---- Saved cards. ----
  .get(
    '/consumers-v3/consumer/payment_instruments',
    ...member,
    validate('query', savedCardsQuerySchema),
    async (c) => {
      const filter = c.req.valid('query').payment_method_id;
      const cards = await consumerStub(c.env, c.var.shopper.consumerNo).cards();
      const payment_instruments = filter ? cards.filter((card) => card.payment_method_id === filter) : cards;
      return c.json({ payment_instruments }, 200, noStore);
    },
  )
  .post(
    '/consumers-v3/consumer/payment_instruments',
    ...member,
    validate('json', saveCardRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const token = await readToken(c.env.DB, body.token);
      if (!token) throw new SandboxError(400, 'PAY400', 'Payment token is not valid');
      if (Date.parse(token.created_at) + TOKEN_TTL_MS < Date.now())
        throw new SandboxError(400, 'PAY401', 'Payment token has expired: enter the card again');
      // The provider refuses this card whenever it is added (provider.ts): saved, it would be a
      // default card no checkout can pay with, so it is refused here, before anything is written.
      if (token.behaviour === 'reject')
        throw new SandboxError(400, 'PAY400', 'This card cannot be used: use another card');
      const card: SavedCard = {
        paymentInstrumentId: newId(),
        payment_method_id: 'CREDIT_CARD',
        card: {
          brand: token.brand,
          last4: token.last4,
          expiryMonth: token.expiry_month,
          expiryYear: token.expiry_year,
          holderName: token.holder_name,
        },
        default: body.default,
      };
      // The same card: the provider's facts (no number is ever stored to compare).
      const fingerprint = [token.brand, token.last4, token.expiry_month, token.expiry_year].join(':');
      const { consumerNo } = c.var.shopper;
      const saved = await asTokenOwner(c.env.DB, token, consumerNo, async () =>
        unwrap(
          await consumerStub(c.env, consumerNo).addCard({
            ...card,
            fingerprint,
            // What the provider needs to charge this card again at checkout (no card number).
            provider: { token: token.token, behaviour: token.behaviour },
          }),
        ),
      );
      return c.json(saved, 201, noStore);
    },
  )
  .patch(
    '/consumers-v3/consumer/payment_instruments/:paymentInstrumentId',
    ...member,
    validate('param', z.object({ paymentInstrumentId: id })),
    validate('json', patchCardRequestSchema),
    async (c) => {
      const { paymentInstrumentId } = c.req.valid('param');
      const payment_instruments = unwrap(
        await consumerStub(c.env, c.var.shopper.consumerNo).setDefaultCard(paymentInstrumentId),
      );
      return c.json({ payment_instruments }, 200, noStore);
    },
  )
  .delete(
    '/consumers-v3/consumer/payment_instruments/:paymentInstrumentId',
    ...member,
    validate('param', z.object({ paymentInstrumentId: id })),
    async (c) => {
      const { paymentInstrumentId } = c.req.valid('param');
      const payment_instruments = unwrap(
        await consumerStub(c.env, c.var.shopper.consumerNo).deleteCard(paymentInstrumentId),
      );
      return c.json({ payment_instruments }, 200, noStore);
    },
  );
