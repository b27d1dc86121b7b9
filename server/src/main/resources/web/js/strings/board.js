// UI text of the square table and the player aids (board.js, aids), in English, Japanese and Chinese (merged into STRINGS by strings.js).
export const en = {
  'board.wind.east': 'E', 'board.wind.south': 'S', 'board.wind.west': 'W', 'board.wind.north': 'N',
  'board.windName.east': 'East', 'board.windName.south': 'South', 'board.windName.west': 'West', 'board.windName.north': 'North',
  'board.dealer': 'Dealer', 'board.left': '{n} left', 'board.lastDiscard': 'last discard',
  'board.from.left': 'from the left', 'board.from.across': 'from across', 'board.from.right': 'from the right',
};

export const ja = {
  'board.wind.east': '東', 'board.wind.south': '南', 'board.wind.west': '西', 'board.wind.north': '北',
  'board.windName.east': '東家', 'board.windName.south': '南家', 'board.windName.west': '西家', 'board.windName.north': '北家',
  'board.dealer': '親', 'board.left': '残り{n}', 'board.lastDiscard': '直前の打牌',
  'board.from.left': '上家から', 'board.from.across': '対面から', 'board.from.right': '下家から',
};

export const zh = {
  'board.wind.east': '东', 'board.wind.south': '南', 'board.wind.west': '西', 'board.wind.north': '北',
  'board.windName.east': '东家', 'board.windName.south': '南家', 'board.windName.west': '西家', 'board.windName.north': '北家',
  'board.dealer': '庄', 'board.left': '余{n}', 'board.lastDiscard': '刚打出的牌',
  'board.from.left': '来自上家', 'board.from.across': '来自对家', 'board.from.right': '来自下家',
};
