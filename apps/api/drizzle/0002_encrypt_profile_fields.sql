-- Dates of birth become text so they can hold ciphertext (ADR 0010). Existing dates stay as
-- YYYY-MM-DD plaintext whatever the server's DateStyle; the app encrypts them at its next start.
ALTER TABLE "memberships" ALTER COLUMN "date_of_birth" SET DATA TYPE text USING to_char("date_of_birth", 'YYYY-MM-DD');
