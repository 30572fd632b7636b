import { pointerSegment } from './jsonPointer';

/** A 1-based place in the text, as editors show it. */
export interface TextPlace {
  line: number;
  column: number;
}

/** The first syntax slip of a file, said in words with where to fix it. */
export interface JsonSlip extends TextPlace {
  message: string;
}

/** A key written twice in one object: JSON.parse silently keeps the last, so the first is lost. */
export interface DuplicateKey extends TextPlace {
  /** Pointer of the key (its object's pointer plus the key). */
  pointer: string;
  key: string;
  /** Line of the earlier occurrence. */
  firstLine: number;
}

export type JsonReading = { slip: JsonSlip; duplicates?: undefined } | { slip?: undefined; duplicates: DuplicateKey[] };

/** Chinese punctuation an input method slips in for the ASCII JSON needs. */
const WIDE_PUNCTUATION: Record<string, string> = { '，': ',', '：': ':', '“': '"', '”': '"', '｛': '{', '｝': '}', '【': '[', '】': ']', '［': '[', '］': ']' };
const VALUE_START = /[-0-9"{[a-zA-Z]/;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;
const ESCAPES = '"\\/bfnrtu';

class Slip extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads JSON text the way JSON.parse does, but says what is wrong in plain words at the place to
 * fix (a missing comma at the end of the line that needs it, not at the next token), and lists
 * keys written twice, which JSON.parse accepts by dropping the first.
 */
export function readJson(text: string): JsonReading {
  const reader = new Reader(text);
  try {
    reader.document();
    return { duplicates: reader.duplicates };
  } catch (error) {
    if (!(error instanceof Slip)) throw error;
    return { slip: { ...reader.place(error.at), message: error.message } };
  }
}

class Reader {
  readonly duplicates: DuplicateKey[] = [];
  private pos = 0;
  private readonly lineStarts = [0];

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
  }

  place(at: number): TextPlace {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle] <= at) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: at - this.lineStarts[low] + 1 };
  }

  document(): void {
    if (this.text.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.skipSpace();
    if (this.pos >= this.text.length) throw new Slip(this.pos, '文件是空的：至少要写一个对象 { … }');
    this.value('');
    const end = this.pos;
    this.skipSpace();
    if (this.pos < this.text.length) {
      const last = this.place(end - 1).line;
      throw new Slip(this.pos, `文件的内容在第${last}行已经结束，后面多出了 '${this.text[this.pos]}'：请删掉多余的内容（常见的是多写了一个 } 或 ]）`);
    }
  }

  private skipSpace(): void {
    while (this.pos < this.text.length && ' \t\n\r'.includes(this.text[this.pos])) this.pos++;
  }

  private line(at: number): number {
    return this.place(at).line;
  }

  private value(pointer: string): void {
    const c = this.text[this.pos];
    if (c === '{') return this.object(pointer);
    if (c === '[') return this.array(pointer);
    if (c === '"') {
      this.string();
      return;
    }
    if (c === '-' || (c >= '0' && c <= '9')) return this.number();
    if (c !== undefined && /[A-Za-z_$]/.test(c)) return this.literal();
    throw this.unexpected('值');
  }

  private object(pointer: string): void {
    const open = this.pos++;
    const keys = new Map<string, number>();
    let memberColumn = 0;
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return;
    }
    for (;;) {
      this.skipSpace();
      const keyAt = this.pos;
      if (memberColumn === 0) memberColumn = this.place(keyAt).column;
      const key = this.key(open);
      const first = keys.get(key);
      if (first === undefined) keys.set(key, keyAt);
      else this.duplicates.push({ ...this.place(keyAt), pointer: `${pointer}/${pointerSegment(key)}`, key, firstLine: this.line(first) });
      this.skipSpace();
      if (this.text[this.pos] !== ':')
        throw new Slip(this.pos, `第${this.line(keyAt)}行：字段名 "${key}" 后面缺少冒号，请写成 "${key}": 值` + this.wideHint(this.text[this.pos]));
      this.pos++;
      this.skipSpace();
      if (this.pos >= this.text.length) throw this.unclosed(open);
      this.value(`${pointer}/${pointerSegment(key)}`);
      if (this.afterMember(open, memberColumn, '}')) return;
    }
  }

  private array(pointer: string): void {
    const open = this.pos++;
    let memberColumn = 0;
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return;
    }
    for (let index = 0; ; index++) {
      this.skipSpace();
      if (this.pos >= this.text.length) throw this.unclosed(open);
      if (memberColumn === 0) memberColumn = this.place(this.pos).column;
      this.value(`${pointer}/${index}`);
      if (this.afterMember(open, memberColumn, ']')) return;
    }
  }

  /** After a member: a comma (then more), or the closer (returns true); anything else is a slip said plainly. */
  private afterMember(open: number, memberColumn: number, closer: '}' | ']'): boolean {
    const end = this.pos;
    this.skipSpace();
    const c = this.text[this.pos];
    if (c === ',') {
      const comma = this.pos++;
      this.skipSpace();
      if (this.text[this.pos] === closer) throw new Slip(comma, `${this.lineEndOr(comma)}多了一个逗号：${closer} 前的最后一项后面不能有逗号，请删掉它`);
      if (this.pos >= this.text.length) throw this.unclosed(open);
      return false;
    }
    if (c === closer) {
      this.pos++;
      return true;
    }
    if (c === undefined) throw this.unclosed(open);
    if (c === '}' || c === ']')
      throw new Slip(this.pos, `第${this.line(this.pos)}行的 ${c} 与第${this.line(open)}行的 ${this.text[open]} 不配对：这里应写 ${closer}`);
    if (VALUE_START.test(c)) {
      const endLine = this.line(end - 1);
      const next = this.place(this.pos);
      // A member less indented than the first one belongs to an outer object: the inner one was not closed.
      if (next.line > endLine && next.column < memberColumn)
        throw new Slip(
          end,
          `第${endLine}行末尾缺少 ${closer} 和逗号：第${this.line(open)}行的 ${this.text[open]} 还没有结束，请在第${endLine}行末尾加上 ${closer},`,
        );
      if (next.line > endLine) throw new Slip(end, `第${endLine}行末尾缺少逗号：请在行末加上 ,`);
      throw new Slip(end, `${this.lineEndOr(end)}缺少逗号：两项之间要用 , 隔开`);
    }
    throw this.unexpected(`逗号或 ${closer}`);
  }

  private key(open: number): string {
    const c = this.text[this.pos];
    if (c === '"') return this.string();
    if (c === undefined) throw this.unclosed(open);
    WORD.lastIndex = this.pos;
    const word = WORD.exec(this.text)?.[0];
    if (word) throw new Slip(this.pos, `第${this.line(this.pos)}行：字段名要加双引号，请写成 "${word}"`);
    throw this.unexpected('字段名');
  }

  /** A string; returns its value (keys are compared by value, as JSON.parse does). */
  private string(): string {
    const start = this.pos++;
    for (;;) {
      const c = this.text[this.pos];
      if (c === undefined || c === '\n' || c === '\r')
        throw new Slip(start, `第${this.line(start)}行的文字没有结束：缺少右边的双引号 "，请在第${this.line(start)}行补上`);
      if (c === '"') break;
      if (c === '\\') {
        const escaped = this.text[this.pos + 1];
        const hex = this.text.slice(this.pos + 2, this.pos + 6);
        if (escaped === undefined || !ESCAPES.includes(escaped) || (escaped === 'u' && !/^[0-9a-fA-F]{4}$/.test(hex)))
          throw new Slip(this.pos, `第${this.line(this.pos)}行的 \\${escaped ?? ''} 不是 JSON 认得的写法：反斜杠本身要写成 \\\\`);
        this.pos += 2;
        continue;
      }
      if (c < ' ') throw new Slip(this.pos, `第${this.line(this.pos)}行的文字里有制表符等控制字符：请写成 \\t 或删掉它`);
      this.pos++;
    }
    this.pos++;
    return JSON.parse(this.text.slice(start, this.pos)) as string;
  }

  private number(): void {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (!match) throw this.unexpected('值');
    this.pos += match[0].length;
    const next = this.text[this.pos];
    if (next !== undefined && /[\w.]/.test(next)) {
      const rest = /[\w.]+/y;
      rest.lastIndex = this.pos;
      const word = match[0] + (rest.exec(this.text)?.[0] ?? '');
      throw new Slip(
        this.pos - match[0].length,
        `第${this.line(this.pos)}行的 ${word} 不是数字：数字只能由数字、小数点和负号组成；若是文字，请加双引号写成 "${word}"`,
      );
    }
  }

  private literal(): void {
    WORD.lastIndex = this.pos;
    const word = WORD.exec(this.text)![0];
    if (['true', 'false', 'null'].includes(word)) {
      this.pos += word.length;
      return;
    }
    const lower = word.toLowerCase();
    if (['true', 'false', 'null'].includes(lower)) throw new Slip(this.pos, `第${this.line(this.pos)}行的 ${word} 要写成小写的 ${lower}`);
    throw new Slip(this.pos, `第${this.line(this.pos)}行的 ${word} 不是 JSON 的值：文字要加双引号，请写成 "${word}"`);
  }

  private unclosed(open: number): Slip {
    const closer = this.text[open] === '{' ? '}' : ']';
    const last = this.line(this.text.trimEnd().length - 1);
    return new Slip(open, `第${this.line(open)}行的 ${this.text[open]} 没有对应的 ${closer}：文件到第${last}行就结束了，请在合适的位置补上 ${closer}`);
  }

  /** "第N行末尾" when only spaces follow on the line, else "第N行第M列". */
  private lineEndOr(at: number): string {
    const { line, column } = this.place(at);
    const rest = this.text.slice(at + (this.text[at] === ',' ? 1 : 0)).split('\n', 1)[0];
    return rest.trim() === '' ? `第${line}行末尾` : `第${line}行第${column}列`;
  }

  private wideHint(c: string | undefined): string {
    return c !== undefined && c in WIDE_PUNCTUATION ? `（这里的 '${c}' 是中文标点，请改成英文的 '${WIDE_PUNCTUATION[c]}'）` : '';
  }

  /** A character that cannot start what the place needs (`expected` in words). */
  private unexpected(expected: string): Slip {
    const at = this.pos;
    const c = this.text[at];
    const where = `第${this.line(at)}行第${this.place(at).column}列`;
    if (c === undefined) return new Slip(at, `文件意外结束：${where}之前还缺少${expected}`);
    if (c in WIDE_PUNCTUATION) return new Slip(at, `${where}的 '${c}' 是中文标点：请改成英文的 '${WIDE_PUNCTUATION[c]}'`);
    if (c > '\u007f') {
      const words = /[^"\s,:}\]]+/y;
      words.lastIndex = at;
      const word = words.exec(this.text)?.[0] ?? c;
      return new Slip(at, `${where}的文字没有加双引号：请写成 "${word}"`);
    }
    if (c === "'") return new Slip(at, `${where}用了单引号：JSON 的文字和字段名都要用双引号 "`);
    if (c === '/' && (this.text[at + 1] === '/' || this.text[at + 1] === '*'))
      return new Slip(at, `${where}是注释：JSON 文件不能写注释，请删掉它（说明可以写在 description 里）`);
    return new Slip(at, `${where}多了一个字符 '${c}'：这里应写${expected}，请删掉它`);
  }
}
