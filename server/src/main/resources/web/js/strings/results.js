// UI text of the end-of-hand and end-of-game screens (results.js), in English, Japanese and Chinese (merged into STRINGS by strings.js).
// Keys res.<group>.<name> translate the result view's labels that the engine does not name itself
// (docs/protocol.md, hand_end); yaku, 捉鸡 patterns and reasons, Guangdong fan come named. Here are the words
// every variant's result may use (winds, places, the payment table, the engine's units, labels more than
// one variant sends); a variant's own (Riichi's draws and limits, 捉鸡's chickens, 广东's reasons and
// horses …) are in its org/jantaku/<variant>/view/words.properties, served as strings/variants.js.
export const en = {
  'res.dealer': 'Dealer',
  'res.multi2': 'Double ron', 'res.multi3': 'Triple ron',
  'res.who.self': '{who} wins', 'res.who.from': "{who} wins on {from}'s tile", 'res.who.many': "{who} win on {from}'s tile",
  'res.and': ' & ', 'res.list': ', ',
  'res.unit.han': '{n} han', 'res.unit.fu': '{n} fu', 'res.unit.fan': '{n} fan', 'res.unit.points': '{n} pts', 'res.unit.points.one': '{n} pt',
  'res.unit.share': '{n} per payer', 'res.unit.cap': '{n} fan (capped: 爆胡)',
  'res.unit.minimum': 'paid as {n} fan',
  'res.winTile': 'Winning tile',
  'res.player': 'Player', 'res.before': 'Before', 'res.change': '±', 'res.after': 'Score', 'res.noPayments': 'No payments',
  'res.details': 'Every payment', 'res.pot': 'Table',
  'res.standings': 'Final standings', 'res.place': 'Place', 'res.score': 'Score', 'res.points': 'Points',
  'res.placeN.1': '1st', 'res.placeN.2': '2nd', 'res.placeN.3': '3rd', 'res.placeN.4': '4th',
  'res.replay': 'Replay this game', 'res.again': 'New table, same seats',
};

export const ja = {
  'res.dealer': '親',
  'res.multi2': 'ダブロン', 'res.multi3': 'トリプルロン',
  'res.who.self': '{who} の和了', 'res.who.from': '{who} が {from} から和了', 'res.who.many': '{who} が {from} から和了',
  'res.and': '・', 'res.list': '・',
  'res.unit.han': '{n}翻', 'res.unit.fu': '{n}符', 'res.unit.fan': '{n}番', 'res.unit.points': '{n}点', 'res.unit.points.one': '{n}点',
  'res.unit.share': '1人{n}点', 'res.unit.cap': '{n}番 (爆胡で頭打ち)',
  'res.unit.minimum': '{n}番として計算',
  'res.winTile': '和了牌',
  'res.player': 'プレイヤー', 'res.before': '前', 'res.change': '±', 'res.after': '持ち点', 'res.noPayments': '支払いなし',
  'res.details': '支払いの明細', 'res.pot': '場',
  'res.standings': '最終順位', 'res.place': '順位', 'res.score': '持ち点', 'res.points': 'ポイント',
  'res.placeN.1': '1位', 'res.placeN.2': '2位', 'res.placeN.3': '3位', 'res.placeN.4': '4位',
  'res.replay': '牌譜を再生', 'res.again': '同じ面子で新しい卓',
};

export const zh = {
  'res.dealer': '庄',
  'res.multi2': '一炮双响', 'res.multi3': '一炮三响',
  'res.who.self': '{who} 胡牌', 'res.who.from': '{who} 胡 {from} 的牌', 'res.who.many': '{who} 胡 {from} 的牌',
  'res.and': '、', 'res.list': '、',
  'res.unit.han': '{n}番', 'res.unit.fu': '{n}符', 'res.unit.fan': '{n}番', 'res.unit.points': '{n}分', 'res.unit.points.one': '{n}分',
  'res.unit.share': '每家{n}分', 'res.unit.cap': '{n}番（爆胡封顶）',
  'res.unit.minimum': '按{n}番计',
  'res.winTile': '和牌',
  'res.player': '玩家', 'res.before': '原分', 'res.change': '±', 'res.after': '得分', 'res.noPayments': '无支付',
  'res.details': '支付明细', 'res.pot': '牌桌',
  'res.standings': '最终排名', 'res.place': '名次', 'res.score': '得分', 'res.points': '成绩',
  'res.placeN.1': '第1名', 'res.placeN.2': '第2名', 'res.placeN.3': '第3名', 'res.placeN.4': '第4名',
  'res.replay': '回放本局', 'res.again': '同样座位再开一桌',
};
