// UI text of preset, bot and rule-option names and help (lobby.js, options-form.js), in English, Japanese and Chinese (merged into STRINGS by strings.js).
export const en = {
};

export const ja = {
};

export const zh = {
};
