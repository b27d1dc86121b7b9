// UI text of the preset picker, the bots and the rule-options form (lobby.js, options-form.js), in
// English, Japanese and Chinese (merged into STRINGS by strings.js). The presets', bots' and options'
// own names and help come from the server (GET /api/presets), not from here.
export const en = {
  'options.search': 'Search options by name or key…', 'options.searchLabel': 'Search the rule options',
  'options.count': '{n} options', 'options.changedCount': '{n} changed from the preset', 'options.asPreset': 'As the preset',
  'options.changed': 'changed', 'options.resetAll': 'Reset all', 'options.reset': 'Reset',
  'options.resetTip': "Back to the preset's value: {value}", 'options.noMatch': 'No option matches “{q}”.',
  'options.details': 'Details', 'options.key': 'Key', 'options.allowed': 'Allowed values', 'options.presetValue': 'Preset',
  'options.default': 'Default', 'options.source': 'Rule book', 'options.doc': 'Definition (English)',
  'options.on': 'yes', 'options.off': 'no', 'options.empty': 'none', 'options.invalid': 'Not a value this option allows',
  'options.intList': 'numbers separated by commas',
  'lobby.botTip': '{name}: {help}',
};

export const ja = {
  'options.search': '設定を名前かキーで検索…', 'options.searchLabel': 'ルール設定を検索',
  'options.count': '{n}項目', 'options.changedCount': 'ルールから{n}項目変更', 'options.asPreset': 'ルールのまま',
  'options.changed': '変更', 'options.resetAll': 'すべて戻す', 'options.reset': '戻す',
  'options.resetTip': 'ルールの値に戻す: {value}', 'options.noMatch': '「{q}」に合う設定はありません。',
  'options.details': '詳細', 'options.key': 'キー', 'options.allowed': '取りうる値', 'options.presetValue': 'ルールの値',
  'options.default': '既定値', 'options.source': '規則書', 'options.doc': '定義 (英語)',
  'options.on': 'あり', 'options.off': 'なし', 'options.empty': 'なし', 'options.invalid': 'この設定では使えない値です',
  'options.intList': 'カンマ区切りの数',
  'lobby.botTip': '{name}: {help}',
};

export const zh = {
  'options.search': '按名称或键搜索选项…', 'options.searchLabel': '搜索规则选项',
  'options.count': '{n}项', 'options.changedCount': '相对预设改了{n}项', 'options.asPreset': '与预设相同',
  'options.changed': '已改', 'options.resetAll': '全部还原', 'options.reset': '还原',
  'options.resetTip': '还原为预设值：{value}', 'options.noMatch': '没有与“{q}”匹配的选项。',
  'options.details': '详情', 'options.key': '键', 'options.allowed': '允许的值', 'options.presetValue': '预设值',
  'options.default': '默认值', 'options.source': '规则原文', 'options.doc': '定义 (英文)',
  'options.on': '是', 'options.off': '否', 'options.empty': '无', 'options.invalid': '此选项不允许这个值',
  'options.intList': '用逗号分隔的数字',
  'lobby.botTip': '{name}：{help}',
};
