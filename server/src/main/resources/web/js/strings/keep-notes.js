// What a kept session did and why (the answers' noteKeys, docs/keep.md "Notes"), in English, Japanese
// and Chinese (merged into STRINGS by strings.js; rendered by js/keep-notes.js), with the seat flags a
// note names (keep.flag.*) and the penalty items' Chinese names (keep.item.*). The words are written once,
// in org/jantaku/engine/keep/words.json and org/jantaku/riichi/keep/words.json (KeepWords, which `jantaku keep --lang` reads too);
// the server hands them to the page as keep-words.js. One text per kind of note the server writes
// (org.jantaku.riichi.keep.NoteKind, the same keys and {placeholders}; a test checks it): {seat} and
// {seats} are the players' names, {item} a penalty item with its name, {flag} a seat flag,
// {report} a report's kind (keep.note.report.*), {why} another note; {what}, {procedure} and {meaning}
// are the rule book's own words, shown as written.
export { en, ja, zh } from './keep-words.js';
