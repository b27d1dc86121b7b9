-- A table's pause between hands when its creator chose one (NULL: the server's --next-hand-seconds),
-- and the SHA-256 of its host's token (whoever holds it may end the table; NULL for older tables).
ALTER TABLE game_tables ADD COLUMN next_hand_seconds INTEGER;
ALTER TABLE game_tables ADD COLUMN host_sha256 VARCHAR(64);
