-- In-store associates sign in (POST /consumers-v3/consumer/agent/login) with their own password:
-- its PBKDF2 hash as JSON (`PasswordHash`). NULL: the seeded associate's initial password
-- (sandbox/src/auth/agent.ts, DEMO_EMPLOYEE_PASSWORD), as the demo member's is made on first use.
ALTER TABLE store_employees ADD COLUMN password_hash TEXT;

-- An in-store session ended by the associate (sign-out with its shopper tokens): its agent token
-- and every shopper token it gave stop working at once, not when they expire (`until`, epoch s).
CREATE TABLE IF NOT EXISTS agent_revocations (
  sid TEXT PRIMARY KEY,
  until INTEGER NOT NULL
);
