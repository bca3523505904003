-- Migration 002: an account can be disabled (DEMO_ACCOUNTS=off disables the seeded demo and
-- rival accounts). A disabled user can neither sign in nor use a token issued earlier.
ALTER TABLE users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
