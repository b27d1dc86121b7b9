// UI text of the square table and the player aids (board.js, aids), in English, Japanese and Chinese (merged into STRINGS by strings.js).
export const en = {
};

export const ja = {
};

export const zh = {
};
