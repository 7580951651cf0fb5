-- In-store associates sign in (POST /consumers-v3/consumer/agent/login) with their own password:
-- its PBKDF2 hash as JSON (`PasswordHash`). NULL: the seeded associate's initial password
-- (sandbox/src/auth/agent.ts, DEMO_EMPLOYEE_PASSWORD), as the demo member's is made on first use.
ALTER TABLE store_employees ADD COLUMN password_hash TEXT;
