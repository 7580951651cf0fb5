/**
 * The social networks' glyphs, drawn inline (nothing loads from elsewhere): simple outline shapes
 * that read as each network at 20 px without copying its artwork. Decorative: the link carries the
 * network's name as text.
 */
import type { ContentItemOf } from '../../../shared/contract/content';

export type SocialNetwork = ContentItemOf<'social-links'>['links'][number]['network'];

const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.9" fill="currentColor" stroke="none" />
    </>
  ),
  facebook: (
    <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H8.7v3h2.6V21" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M13 3.5v11.2a3.2 3.2 0 1 1-3.2-3.2M13 3.5c.4 2.6 2.2 4.3 4.8 4.5" />,
  x: <path d="m4.5 4.5 15 15M19.5 4.5l-15 15" />,
  pinterest: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M10.2 20.2 12 13m-.6-1.2c.2-2.4 1.3-3.6 3-3.6 1.6 0 2.5 1.1 2.5 2.6 0 2.3-1.4 4.2-3.2 4.2-1 0-1.7-.6-1.7-1.5" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      className="social-links__icon"
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {GLYPHS[network]}
    </svg>
  );
}
