// UI text of the tile art and its settings (tile-art.js, tiles.js), in English, Japanese and Chinese (merged into STRINGS by strings.js).
// tile.num.N: a numeral; tile.name.*: a tile's full name (title and aria-label); tile.face.*: the plain face's text;
// tile.faces*: the header switch between the drawn tiles and the plain high-contrast faces.
export const en = {
  'tile.num.1': '1', 'tile.num.2': '2', 'tile.num.3': '3', 'tile.num.4': '4', 'tile.num.5': '5',
  'tile.num.6': '6', 'tile.num.7': '7', 'tile.num.8': '8', 'tile.num.9': '9',
  'tile.name.m': '{n} of Characters', 'tile.name.p': '{n} of Dots', 'tile.name.s': '{n} of Bamboo', 'tile.name.red': 'red {name}',
  'tile.name.1z': 'East wind', 'tile.name.2z': 'South wind', 'tile.name.3z': 'West wind', 'tile.name.4z': 'North wind',
  'tile.name.5z': 'White dragon', 'tile.name.6z': 'Green dragon', 'tile.name.7z': 'Red dragon', 'tile.name.back': 'face-down tile',
  'tile.face.m': 'crak', 'tile.face.p': 'dot', 'tile.face.s': 'bam',
  'tile.face.1z': 'E', 'tile.face.2z': 'S', 'tile.face.3z': 'W', 'tile.face.4z': 'N', 'tile.face.5z': 'Wh', 'tile.face.6z': 'G', 'tile.face.7z': 'R',
  'tile.faces': 'Tile faces', 'tile.faces.art': 'Tiles: drawn', 'tile.faces.plain': 'Tiles: plain',
  'tile.faces.tip': 'Drawn tiles, or plain high-contrast faces with the number and suit in words',
};

export const ja = {
  'tile.num.1': '一', 'tile.num.2': '二', 'tile.num.3': '三', 'tile.num.4': '四', 'tile.num.5': '五',
  'tile.num.6': '六', 'tile.num.7': '七', 'tile.num.8': '八', 'tile.num.9': '九',
  'tile.name.m': '{n}萬', 'tile.name.p': '{n}筒', 'tile.name.s': '{n}索', 'tile.name.red': '赤{name}',
  'tile.name.1z': '東', 'tile.name.2z': '南', 'tile.name.3z': '西', 'tile.name.4z': '北',
  'tile.name.5z': '白', 'tile.name.6z': '發', 'tile.name.7z': '中', 'tile.name.back': '伏せた牌',
  'tile.face.m': '萬', 'tile.face.p': '筒', 'tile.face.s': '索',
  'tile.face.1z': '東', 'tile.face.2z': '南', 'tile.face.3z': '西', 'tile.face.4z': '北', 'tile.face.5z': '白', 'tile.face.6z': '發', 'tile.face.7z': '中',
  'tile.faces': '牌の表示', 'tile.faces.art': '牌: 絵柄', 'tile.faces.plain': '牌: 文字',
  'tile.faces.tip': '絵柄の牌か、数と種類を文字で示す高コントラストの牌',
};

export const zh = {
  'tile.num.1': '一', 'tile.num.2': '二', 'tile.num.3': '三', 'tile.num.4': '四', 'tile.num.5': '五',
  'tile.num.6': '六', 'tile.num.7': '七', 'tile.num.8': '八', 'tile.num.9': '九',
  'tile.name.m': '{n}万', 'tile.name.p': '{n}筒', 'tile.name.s': '{n}条', 'tile.name.red': '红{name}',
  'tile.name.1z': '东风', 'tile.name.2z': '南风', 'tile.name.3z': '西风', 'tile.name.4z': '北风',
  'tile.name.5z': '白板', 'tile.name.6z': '发财', 'tile.name.7z': '红中', 'tile.name.back': '扣着的牌',
  'tile.face.m': '万', 'tile.face.p': '筒', 'tile.face.s': '条',
  'tile.face.1z': '东', 'tile.face.2z': '南', 'tile.face.3z': '西', 'tile.face.4z': '北', 'tile.face.5z': '白', 'tile.face.6z': '发', 'tile.face.7z': '中',
  'tile.faces': '牌面', 'tile.faces.art': '牌面: 图案', 'tile.faces.plain': '牌面: 文字',
  'tile.faces.tip': '图案牌面，或用文字写出点数和花色的高对比度牌面',
};
