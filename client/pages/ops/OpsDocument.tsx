/** The document around the operator pages: never indexed, no script, no shopper chrome. */
import type { ReactNode } from 'react';

export const OpsDocument = ({ title, children }: { title: string; children: ReactNode }) => (
  <html lang="en">
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <title>{title}</title>
    </head>
    <body style={{ fontFamily: 'system-ui, sans-serif', color: '#0f172a', background: '#fff', margin: 0 }}>
      {children}
    </body>
  </html>
);
