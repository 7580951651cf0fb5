/**
 * The header's "Sign in" on sites with the simplified-enrollment flag (shared/config.ts): a link
 * to the enrollment page until hydrated (the no-script flow), then it opens the enrollment flow in
 * the sign-in dialog. The same step forms as the page (`client/pages/enroll/StepForms.tsx`) post
 * JSON to `/api/enroll/{step}`; each answer names the next step and carries the member's values.
 * Focus moves to each step's heading; Escape closes (once signed in, closing reloads the page as
 * the member). The dialog never sees a token: the BFF keeps them in its cookies.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CartNotice } from '../../shared/contract/auth-bff';
import type { EnrollAnswer, EnrollStep, EnrollView } from '../../shared/contract/enroll-steps';
import { bffFetch } from '../api/bff';
import { EnrollForms } from '../pages/enroll/StepForms';
import type { EnrollConfig, EnrollFormText } from '../pages/enroll/types';
import { Dialog } from '../ui/Dialog';

export type EnrollProps = {
  locale: string;
  /** This page, where the shopper comes back to (already a safe path). */
  returnTo: string;
  label: string;
  text: EnrollFormText;
  config: EnrollConfig;
};

type Problem = { errorId?: string | undefined; fields?: Record<string, string> | undefined };

export default function Enroll({ locale, returnTo, label, text, config }: EnrollProps) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<EnrollStep>('lookup');
  const [email, setEmail] = useState<string>();
  const [view, setView] = useState<EnrollView>();
  const [problem, setProblem] = useState<Problem>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const signedIn = useRef(false);
  const cartNotice = useRef<CartNotice | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The form the upstream just refused: its first field in error takes the focus once shown. */
  const refused = useRef<HTMLFormElement | null>(null);
  const id = useId();

  // Each step's heading takes the focus, so a screen reader announces where the shopper is. This
  // runs after the dialog's own effect (showModal), which would otherwise focus its close button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step renders a new heading to focus
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open, step]);

  // A refusal naming a field puts the shopper on that field (its message is its description);
  // one without (a wrong password) on the heading, under which the message is announced.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a refusal is shown
  useEffect(() => {
    const form = refused.current;
    refused.current = null;
    if (!form) return;
    (form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? heading.current)?.focus();
  }, [problem]);

  /** What the shopper changes after a refusal makes it stale: it goes until the next answer. */
  const edited = () => {
    if (problem.errorId) setProblem({});
  };

  /** Leaves the flow: as the member, the page loads again (with the cart-merged notice if due). */
  const finish = () => {
    if (!signedIn.current) {
      setOpen(false);
      return;
    }
    const next = new URL(returnTo, location.origin);
    if (cartNotice.current) next.searchParams.set('signedIn', cartNotice.current);
    location.assign(next.pathname + next.search);
  };

  const go = (to: EnrollStep | 'done') => {
    setProblem({});
    setSent(false);
    if (to === 'done') finish();
    else setStep(to);
  };

  const submit = async (from: EnrollStep, form: HTMLFormElement) => {
    const body = Object.fromEntries(new FormData(form));
    setBusy(true);
    setProblem({});
    const answer = await bffFetch<EnrollAnswer>(`/api/enroll/${from}`, {
      method: 'POST',
      locale,
      body,
    }).catch(() => undefined);
    setBusy(false);
    if (!answer?.ok) {
      refused.current = form;
      setProblem({
        errorId: answer?.error?.errorId ?? 'generic',
        fields: answer && !answer.ok ? answer.fields : {},
      });
      return;
    }
    const data = answer.data;
    if (typeof body.email === 'string') setEmail(body.email);
    if (from === 'sign-in' || from === 'sign-up') signedIn.current = true;
    if (data.cartNotice) cartNotice.current = data.cartNotice;
    if (data.view) setView(data.view);
    setSent(data.sent === true);
    if (data.step === 'done') finish();
    else setStep(data.step);
  };

  return (
    <>
      <a
        className="account-link"
        href={`/${locale}/enroll?returnTo=${encodeURIComponent(returnTo)}`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </a>
      <Dialog open={open} onClose={finish} title={text.flowTitle} closeLabel={text.close}>
        <EnrollForms
          key={step}
          step={step}
          locale={locale}
          returnTo={returnTo}
          text={text}
          config={config}
          view={view}
          email={email}
          errorId={problem.errorId}
          fields={problem.fields}
          sent={sent}
          busy={busy}
          headingLevel="h3"
          headingRef={heading}
          idPrefix={`${id}-enroll`}
          onSubmit={submit}
          onEdit={edited}
          go={go}
        />
      </Dialog>
    </>
  );
}
