/**
 * The icons content may name (icon and text entries), drawn inline so nothing loads from outside;
 * an unknown name draws a plain dot rather than failing the block.
 */
const PATHS: Record<string, string> = {
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01',
  return: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z',
  leaf: 'M5 19C5 9 11 5 20 4c-1 9-5 15-15 15zM5 19l7-7',
  chat: 'M4 5h16v11H9l-5 4z',
  star: 'm12 3 2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
};

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const path = PATHS[name];
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {path ? <path d={path} /> : <circle cx="12" cy="12" r="4" />}
    </svg>
  );
}
