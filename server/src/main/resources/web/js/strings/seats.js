// UI text of pacing, seats a browser holds, leaving and ending tables (table.js, lobby.js), in English, Japanese and Chinese (merged into STRINGS by strings.js).
export const en = {
};

export const ja = {
};

export const zh = {
};
