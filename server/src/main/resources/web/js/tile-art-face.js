// Which tile face the pages show: the project's drawn tiles ('art') or plain high-contrast faces
// ('plain'). The choice (header switch, or ?tiles=art|plain) is kept in localStorage and set as
// <html data-tile-face>, which css/tiles.css follows, so tiles already shown switch at once.

/** The two ways to show a tile's face; the first is the default. */
export const TILE_FACES = ['art', 'plain'];
const KEY = 'jantaku.tileFace';

function saved() {
  const asked = new URLSearchParams(location.search).get('tiles');
  if (TILE_FACES.includes(asked)) {
    localStorage.setItem(KEY, asked);
    return asked;
  }
  const kept = localStorage.getItem(KEY);
  return TILE_FACES.includes(kept) ? kept : TILE_FACES[0];
}

let face = saved();
document.documentElement.dataset.tileFace = face;

/** The chosen tile face: 'art' or 'plain'. */
export function tileFace() {
  return face;
}

/** Chooses the tile face for every page. */
export function setTileFace(f) {
  if (!TILE_FACES.includes(f)) throw new Error(`tile face '${f}': one of ${TILE_FACES.join(', ')}`);
  face = f;
  localStorage.setItem(KEY, f);
  document.documentElement.dataset.tileFace = f;
}
