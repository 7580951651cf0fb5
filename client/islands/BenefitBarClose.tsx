/**
 * Closes the benefit bar in place: the close form (client/sections/BenefitBar.tsx) is posted with
 * fetch, which sets the same `benefitBarClosed` cookie the plain form does, and the bar goes away
 * without a reload. Focus moves to the page's main landmark so it is not lost with the button.
 * A plain island: no React comes for it.
 */
import { bffFetch } from '../api/bff';

export type BenefitBarCloseProps = Record<string, never>;

export function enhance(): void {
  const onSubmit = async (event: SubmitEvent) => {
    const form = event.currentTarget as HTMLFormElement;
    event.preventDefault();
    const answer = await bffFetch(new URL(form.action).pathname, { method: 'POST' }).catch(() => null);
    if (!answer?.ok) {
      // The cookie could not be set this way: the plain form still can.
      form.submit();
      return;
    }
    for (const bar of document.querySelectorAll('.item--benefit-bar')) bar.remove();
    document.getElementById('main')?.focus();
  };
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-benefit-bar-close]'))
    form.addEventListener('submit', onSubmit);
}

export default function BenefitBarClose(_: BenefitBarCloseProps): null {
  return null;
}
