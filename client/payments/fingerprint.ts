/**
 * The checkout's device fingerprint, made in the browser with no third party: SHA-256 of a few
 * stable facts of the device (user agent, languages, time zone, screen, cores), base64url. It
 * identifies a device for the payment's risk check, not a person; nothing is stored here.
 */
export const deviceFingerprint = async (): Promise<string> => {
  const facts = [
    navigator.userAgent,
    navigator.language,
    (navigator.languages ?? []).join(','),
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    String(navigator.hardwareConcurrency ?? ''),
  ].join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(facts));
  const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** Fills the form's hidden `deviceFingerprint` field (the billing form sends it to the basket). */
export const fillFingerprint = (form: HTMLFormElement | null | undefined): void => {
  const field = form?.elements.namedItem('deviceFingerprint');
  if (!(field instanceof HTMLInputElement)) return;
  deviceFingerprint()
    .then((value) => {
      field.value = value;
    })
    .catch(() => undefined);
};
