/**
 * The one rule for characters a customer's text may not carry into the shop's records (nicknames,
 * addresses, suggestions, design requests, file names): they break lists and exports, hide
 * text, or make a name read as something else (U+202E shows "gpj.exe" as "exe.jpg").
 * The reference server applies it to every JSON body and form field it receives; forms may
 * check it before sending. Zod-free, so pages can use it.
 */

export type TextProblem = 'control' | 'newline' | 'bidi' | 'surrogate';

/** C0 controls except tab, LF and CR; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Line breaks (and tab) that a single-line field never needs. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
/** Bidi embeddings, overrides and isolates (the marks U+200E/U+200F stay allowed). */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
/** A UTF-16 surrogate without its partner: not a character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Characters that show nothing: white space (JS's, which takes in the full-width space U+3000),
 * zero-width spaces and joiners, the word joiner and invisible operators, the byte-order mark, the
 * soft hyphen, the direction marks, and the fillers some fonts draw as nothing. Text made only of
 * these is empty to a reader, and so to every check.
 */
const INVISIBLE = String.raw`(?:[\s\u00AD\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u3164\uFEFF\uFFA0]|\u034F|\u17B4|\u17B5)`;
const INVISIBLE_EDGE = new RegExp(`^${INVISIBLE}+|${INVISIBLE}+$`, 'g');

/** `text` without the white space and the invisible characters at its ends (what `trim()` leaves of "\u200B张三" is "\u200B张三"). */
export function trimText(text: string): string {
  return text.replace(INVISIBLE_EDGE, '');
}

/** Nothing a reader can see: empty, white space or invisible characters only. */
export function isBlankText(text: string): boolean {
  return trimText(text) === '';
}

/** What is wrong with `text`, or null; multi-line text (a suggestion, a brief) may hold tabs and line breaks. */
export function textProblem(text: string, multiline: boolean): TextProblem | null {
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  if (BIDI.test(text)) return 'bidi';
  if (!multiline && LINE_BREAK.test(text)) return 'newline';
  if (CONTROL.test(text) || (multiline && /[\u2028\u2029]/.test(text))) return 'control';
  return null;
}

const problemText: Record<TextProblem, string> = {
  control: '控制字符',
  newline: '换行符',
  bidi: '双向文本控制符（如 U+202E）',
  surrogate: '无效的 Unicode 字符',
};

/** `昵称不能包含换行符`. */
export function textProblemMessage(label: string, problem: TextProblem): string {
  return `${label}不能包含${problemText[problem]}`;
}

/**
 * Fields that are written over several lines; every other field is one line. Keyed by the
 * field's name wherever it appears (JSON bodies and forms of the shop).
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['content', 'brief', 'remarks', 'requirements', 'note']);

/** Chinese names of the fields the site's forms check, for messages; any other is called 内容. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  nickname: '昵称',
  name: '名称',
  phone: '手机号',
  email: '邮箱',
  region: '所在地区',
  detail: '详细地址',
  title: '标题',
  contact: '联系方式',
  content: '内容',
  brief: '需求描述',
  remarks: '备注',
  requirements: '需求说明',
  filename: '文件名',
  province: '省份',
  city: '城市',
  district: '区县',
  company: '公司名称',
  colour: '颜色',
  taxNo: '纳税人识别号',
  bankName: '开户银行',
  bankAccount: '银行账号',
  address: '注册地址',
  orderNos: '订单号',
  trackingNo: '运单号',
};

/** The message for a field's value that breaks the rule, or null when it is clean; `label` names the field (the server's table names every field of the API). */
export function fieldTextError(field: string, value: string, label: string | undefined = Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field] : undefined): string | null {
  const problem = textProblem(value, MULTILINE_FIELDS.has(field));
  // A field without a Chinese name is never named by its code name.
  return problem === null ? null : textProblemMessage(label ?? '内容', problem);
}
