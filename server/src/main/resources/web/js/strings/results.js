// UI text of the end-of-hand and end-of-game screens (results.js), in English, Japanese and Chinese (merged into STRINGS by strings.js).
export const en = {
};

export const ja = {
};

export const zh = {
};
