// UI text of the tile art and its settings (tile-art.js, tiles.js), in English, Japanese and Chinese (merged into STRINGS by strings.js).
export const en = {
};

export const ja = {
};

export const zh = {
};
