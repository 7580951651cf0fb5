/** The enrollment page's address: `/{locale}/enroll?step=…` with the other query values given. */
import { safePathOr } from '../../shared/contract';
import type { EnrollStep } from '../../shared/contract/enroll-bff';

export const enrollPath = (
  locale: string,
  step: EnrollStep | undefined,
  query: Record<string, string | undefined> = {},
): string => {
  const params = new URLSearchParams();
  if (step) params.set('step', step);
  for (const [key, value] of Object.entries(query)) {
    if (!value) continue;
    // returnTo is a redirect target later: only a safe same-origin path is carried at all.
    const kept = key === 'returnTo' ? safePathOr(value, '') : value;
    if (kept) params.set(key, kept);
  }
  const search = params.toString();
  return `/${locale}/enroll${search ? `?${search}` : ''}`;
};
