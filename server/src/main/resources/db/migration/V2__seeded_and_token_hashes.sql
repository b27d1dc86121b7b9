-- Whether the creator chose the seed (public); people's tokens are kept as SHA-256 hashes in the
-- seats JSON (rewritten by the server at start-up, see Tables.hashStoredTokens).
ALTER TABLE game_tables ADD COLUMN seeded BOOLEAN NOT NULL DEFAULT FALSE;
