/** The operator sign-in form (`/ops/sign-in`): one secret, a plain form that works without script. */

export type OpsSignInProps = {
  /** Why the form is shown again: a wrong secret, or a dashboard that is not configured. */
  problem?: 'wrong-secret' | 'not-configured' | 'signed-out' | undefined;
};

const MESSAGES = {
  'wrong-secret': 'That secret is not right. Try again.',
  'not-configured': 'The dashboard is not configured: set the OPS_SECRET secret to enable it.',
  'signed-out': 'You are signed out.',
} as const;

export const OpsSignIn = ({ problem }: OpsSignInProps) => (
  <main style={{ maxWidth: 28 * 16, margin: '3rem auto', padding: '1rem' }}>
    <h1>Operator sign-in</h1>
    <p>The operations dashboard is for the storefront’s operators.</p>
    {problem ? (
      <p
        role={problem === 'signed-out' ? 'status' : 'alert'}
        style={{ color: problem === 'signed-out' ? '#334155' : '#b91c1c' }}
      >
        {MESSAGES[problem]}
      </p>
    ) : null}
    {problem === 'not-configured' ? null : (
      <form method="post" action="/ops/sign-in" style={{ display: 'grid', gap: '0.5rem' }}>
        <label htmlFor="ops-secret">Operator secret</label>
        <input
          id="ops-secret"
          name="secret"
          type="password"
          autoComplete="current-password"
          required
          maxLength={512}
          style={{ padding: '0.5rem', fontSize: '1rem' }}
        />
        <button type="submit" style={{ padding: '0.5rem', fontSize: '1rem' }}>
          Sign in
        </button>
      </form>
    )}
  </main>
);
