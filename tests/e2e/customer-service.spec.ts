/**
 * Customer service as a shopper meets it: a guest writes to customer service from the contact-us
 * page and sees the case number (English and French, with and without script, on a phone too); a
 * member opens a warranty case with a photo for a product they ordered and finds it in the account.
 */
import { expect, type Page, test } from '@playwright/test';
import { signUpAndIn } from './account-helpers';
import { addOneItem, payByCard, shipTo } from './checkout-steps';
import { lookAt } from './helpers';

/** A 1×1 PNG: what a phone's camera roll would hand the file input, only smaller. */
const PHOTO = {
  name: 'broken-zip.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

type Words = {
  locale: string;
  title: string;
  topic: string;
  subject: string;
  first: string;
  last: RegExp;
  email: string;
  message: string;
  send: string;
  sent: string;
  caseIs: RegExp;
};

const EN: Words = {
  locale: 'en-us',
  title: 'Contact us',
  topic: 'Topic',
  subject: 'Where is my order?',
  first: 'First name',
  last: /^Last name/,
  email: 'E-mail',
  message: 'Your message',
  send: 'Send message',
  sent: 'Message sent',
  caseIs: /Your case number is (CS\d{8})/,
};
const FR: Words = {
  locale: 'fr-ca',
  title: 'Nous contacter',
  topic: 'Sujet',
  subject: 'Où est ma commande ?',
  first: 'Prénom',
  last: /^Nom/,
  email: 'Courriel',
  message: 'Votre message',
  send: 'Envoyer le message',
  sent: 'Message envoyé',
  caseIs: /Votre numéro de dossier est le (CS\d{8})/,
};

/** `js`: the island answers in place (no page load); without script the page comes back with `?case=`. */
const sendMessage = async (page: Page, w: Words, js = true) => {
  await page.goto(`/${w.locale}/contact-us`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel(w.topic).selectOption({ label: w.subject });
  await form.getByLabel(w.first).fill('Ada');
  await form.getByLabel(w.last).fill('Byron');
  await form.getByLabel(w.email).fill(`guest-${Date.now()}@example.com`);
  await form.getByLabel(w.message).fill('My parcel was due on Monday and has not arrived.');
  await form.getByRole('button', { name: w.send }).click();
  await expect(page.getByRole('heading', { level: 2, name: w.sent })).toBeVisible();
  await expect(page.getByText(w.caseIs)).toBeVisible();
  if (js) await expect(page).toHaveURL(new RegExp(`/${w.locale}/contact-us$`));
  else await expect(page).toHaveURL(/\?case=CS\d{8}$/);
};

test('a guest sends a contact-us message and sees the case number @mobile', async ({ page }) => {
  await sendMessage(page, EN);
  await sendMessage(page, FR);
});

test('a guest sends a contact-us message without script @nojs', async ({ page }) => {
  await sendMessage(page, EN, false);
});

test('a refused contact-us message keeps what was typed and says what to fix', async ({ page }) => {
  await page.goto('/en-us/contact-us');
  const form = page.getByRole('main');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Your message').fill('Too short');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the marked fields.' })).toBeVisible();
  await expect(form.getByLabel('Topic')).toHaveAccessibleDescription('Required.');
  await expect(form.getByLabel('First name')).toHaveValue('Ada');
  await expect(form.getByLabel('Your message')).toHaveValue('Too short');
});

test('a member opens a warranty case with a photo and sees it in the account', async ({ page }) => {
  // Sign-up, checkout and the case in one journey: longer than the default on a busy machine.
  test.setTimeout(120_000);
  const member = await signUpAndIn(page);
  await addOneItem(page, true);
  await shipTo(page, member.email);
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({
    timeout: 20_000,
  });
  const orderNumber = /RL\d{10}/.exec(
    (await page.getByText(/Order number RL\d{10}/).textContent()) ?? '',
  )![0];

  // In French: the account's warranty page, reached from its navigation.
  await page.goto('/fr-ca/account');
  await page.getByRole('navigation', { name: 'Compte' }).getByRole('link', { name: 'Garantie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garantie' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Ouvrir un dossier de garantie' });
  const product = form.getByLabel('Produit');
  await product.selectOption({ index: 1 });
  await expect(product).toContainText(orderNumber);
  await form
    .getByLabel('Que s’est-il passé ?')
    .fill('La fermeture éclair a cédé après deux semaines de randonnée.');
  await form.getByLabel('Photos').setInputFiles(PHOTO);
  await form.getByRole('button', { name: 'Ouvrir le dossier' }).click();

  const notice = page.getByRole('status').filter({ hasText: /Le dossier WC\d{8} est ouvert/ });
  await expect(notice).toBeVisible();
  const caseNumber = /WC\d{8}/.exec((await notice.textContent()) ?? '')![0];
  const cases = page.getByRole('region', { name: 'Vos dossiers' });
  const item = cases
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Dossier ${caseNumber}` }) });
  await expect(item).toContainText(`Commande ${orderNumber}`);
  await expect(item).toContainText('1 photo');
  await expect(item).toContainText('Ouvert');
  await lookAt(page, 'warranty-case');
});
