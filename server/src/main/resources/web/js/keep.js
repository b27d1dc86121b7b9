// The scorekeeping page (docs/clubs.md): a club's scorekeeper keeps a physical table's score on a
// phone. The address picks the view: no parameter, the clubs this browser knows; ?club=ID, the club
// (sessions, league, CSV); ?club=ID&new, a new session; ?session=ID, the scoreboard (a shared link
// carries the session's token after #t=); &print, the print views.
import { param } from './api.js';
import { el, fill } from './dom.js';
import { t } from './i18n.js';
import { header } from './nav.js';
import { Board } from './keep-board.js';
import { clubView } from './keep-club.js';
import { newSessionView } from './keep-new.js';
import { printLeague, printSession } from './keep-print.js';
import { startView } from './keep-start.js';
import { rememberToken } from './keep-store.js';

header();
const root = document.getElementById('keep');
let view = null;

function takeToken(session) {
  const m = /^#t=([0-9a-f]+)$/.exec(location.hash);
  if (session && m) {
    rememberToken(session, m[1]);
    history.replaceState(null, '', location.pathname + location.search);
  }
}

async function route() {
  const session = param('session');
  const club = param('club');
  const print = param('print') !== null;
  takeToken(session);
  try {
    if (session && print) view = await printSession(root, session);
    else if (session) view = await new Board(root, session).load();
    else if (club && param('new') !== null) view = await newSessionView(root, club);
    else if (club && print) view = await printLeague(root, club);
    else if (club) view = await clubView(root, club);
    else view = startView(root);
  } catch (err) {
    fill(root, el('h1', {}, t('keep.title')), el('p', { class: 'error', id: 'keep-error' }, err.message),
      el('p', {}, el('a', { href: 'keep.html' }, t('keep.toStart'))));
  }
}

window.addEventListener('langchange', () => view?.render());
route();
