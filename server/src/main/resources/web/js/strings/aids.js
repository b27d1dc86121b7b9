// UI text of the player aids on the table page (aids.js, actions.js), in English, Japanese and Chinese (merged into STRINGS by strings.js).
export const en = {
  'aids.group': 'Player aids',
  'aids.win': 'Auto-win',
  'aids.win.tip': 'Win at once whenever a win is offered (tsumo, ron, self-draw)',
  'aids.noCalls': 'No calls',
  'aids.noCalls.tip': 'Pass every chi, pon or kan offer at once (never a win)',
  'aids.tsumogiri': 'Tsumogiri',
  'aids.tsumogiri.tip': 'Discard the drawn tile at once when discarding is the only kind of move (never skips a win, kan, riichi or 报听 choice)',
};
export const ja = {
  'aids.group': '補助',
  'aids.win': '自動和了',
  'aids.win.tip': '和了できるとき（ツモ・ロン）すぐに和了する',
  'aids.noCalls': '鳴きなし',
  'aids.noCalls.tip': 'チー・ポン・カンの確認をすべてすぐにスキップする（和了は飛ばさない）',
  'aids.tsumogiri': 'ツモ切り',
  'aids.tsumogiri.tip': '打牌しかできないとき、ツモ牌をすぐに切る（和了・カン・立直・报听の選択は飛ばさない）',
};
export const zh = {
  'aids.group': '辅助',
  'aids.win': '自动和牌',
  'aids.win.tip': '能和牌时（自摸、荣和）立即和牌',
  'aids.noCalls': '不鸣牌',
  'aids.noCalls.tip': '吃、碰、杠的询问一律立即跳过（从不跳过和牌）',
  'aids.tsumogiri': '摸切',
  'aids.tsumogiri.tip': '只能打牌时立即打出摸到的牌（从不跳过和牌、杠、立直或报听的选择）',
};
