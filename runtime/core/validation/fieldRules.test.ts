import { describe, expect, it } from 'vitest';
import { checkRule, validateFieldValue } from './fieldRules';
import { CELL_PRESETS, FIELD_RULES } from './presets';

// For every field rule of widgets-spec §5.1: values it must accept and values it must reject.
const FIELD_RULE_EXAMPLES: Record<string, { accept: string[]; reject: string[] }> = {
  mobile: {
    accept: ['13812345678', '15900001111', '18700002222', '14700003333', '17700004444'],
    reject: ['12812345678', '1381234567', '138123456789', '16812345678', 'abc'],
  },
  username: { accept: ['admin', 'zhang_wei', 'user2026', 'abcd'], reject: ['ab c', '张伟', 'a-b-c', 'abc', 'a'.repeat(19)] },
  email: { accept: ['a@b.com', 'zhang.wei@site.com.cn'], reject: ['a@', 'a.com', 'a@b'] },
  naturalNumber: { accept: ['0', '7', '120'], reject: ['-1', '01', '1.5'] },
  positiveInteger: { accept: ['1', '99'], reject: ['0', '-3', '2.5'] },
  positiveDecimal7: { accept: ['1', '0.1234567', '12.5'], reject: ['-1', '0.12345678', 'a'] },
  positiveDecimal2: { accept: ['1', '0.12', '12.5'], reject: ['-1', '0.123', 'a'] },
  negativeInteger: { accept: ['-1', '-20'], reject: ['0', '1', '-1.5'] },
  english: { accept: ['abc', 'ABC'], reject: ['ab1', '中文', 'a b'] },
  landline: { accept: ['010-12345678', '0571-1234567', '12345678'], reject: ['123', '010-1234'] },
  bankCard: { accept: ['6222021234567890123', '1234567890'], reject: ['0123456789', '123456789', '123456789012345678901'] },
  certificate: { accept: ['G12345678', 'ABC123'], reject: ['ab-12', 'a'.repeat(51)] },
  idcard: {
    accept: ['110101199003070012', '11010119900307001X', '110101900307001'],
    reject: ['11010119900307001', '1101011990030700123', '11010119900307001Y'],
  },
  qq: { accept: ['10001', '123456789012'], reject: ['1234', '0123456', '1234567890123'] },
  httpUrl: { accept: ['http://a.com', 'https://site.cn/x?y=1'], reject: ['ftp://a.com', 'www.a.com'] },
  code20: { accept: ['AB12', 'a'.repeat(20)], reject: ['a'.repeat(21), 'ab_1'] },
  cnEnName: { accept: ['张伟', 'Li Lei', '王 Fang'], reject: ['张', '张3', 'a'.repeat(101)] },
  digitsAndLines: { accept: ['123\n456', '7'], reject: ['12a', '1,2'] },
  max255: { accept: ['x'.repeat(255)], reject: ['x'.repeat(256)] },
  plateNo: {
    accept: ['浙B12345', '京AF0236', '粤BD12345', '沪A12345D', '苏E1234挂', '川A1234学'],
    reject: ['浙b12345', '浙I12345', 'AB12345', '浙B1234', '浙B123456', '浙B12345 ', '港A12345X'],
  },
};

describe('field rules of widgets-spec §5.1', () => {
  it('has accepting and rejecting examples for every rule', () => {
    expect(Object.keys(FIELD_RULE_EXAMPLES).sort()).toEqual(Object.keys(FIELD_RULES).sort());
  });

  for (const [code, { accept, reject }] of Object.entries(FIELD_RULE_EXAMPLES)) {
    it(`${code} accepts valid values and rejects invalid ones with its message`, () => {
      for (const value of accept) expect(checkRule(code, value), value).toBeNull();
      for (const value of reject) expect(checkRule(code, value), value).not.toBeNull();
    });
  }

  it('rejects a wrong phone with 请输入正确手机号', () => {
    expect(checkRule('mobile', '12345')).toBe('请输入正确手机号');
  });

  it('enforces usernames of 4 to 18 characters while the message says 6 to 18, as the spec notes', () => {
    expect(checkRule('username', 'abcd')).toBeNull();
    expect(checkRule('username', 'abc')).toBe('长度6到18个字符');
    expect(checkRule('username', 'a b c d')).toBe('只允许字母、数字、下划线');
  });
});

// widgets-spec §5.2 with the upstream regexes of jeecg-contract §1.2.
const CELL_PRESET_EXAMPLES: Record<string, { accept: string[]; reject: string[] }> = {
  '*': { accept: ['x'], reject: [''] },
  'n6-16': { accept: ['123456', '1234567890123456'], reject: ['12345', '12345678901234567', '12345a'] },
  '*6-16': { accept: ['abc!@#', 'x'.repeat(16)], reject: ['abcde', 'x'.repeat(17)] },
  's6-18': { accept: ['abcdef', 'ABCdef', 'abc|de'], reject: ['abcde', 'abc1ef'] },
  url: { accept: ['http://a.com', 'a.com'], reject: ['http://a b'] },
  e: { accept: ['ab@cde.com', 'a.b@cde.com.cn'], reject: ['ab@cd.c', 'ab'] },
  m: { accept: ['13912345678', '16612345678'], reject: ['12912345678', '1391234567'] },
  // widgets-spec §5.2: a postal code's first digit is non-zero.
  p: { accept: ['100000', '215000', '999999'], reject: ['012345', '000000', '12345', '1234567', '21500a'] },
  s: { accept: ['abc', 'A|b'], reject: ['ab1'] },
  n: { accept: ['1', '-1.5', '10'], reject: ['1.', 'a'] },
  z: { accept: ['0', '-7'], reject: ['1.5', 'x'] },
  money: { accept: ['1', '0.5', '12.34'], reject: ['-1', '01', '1.234'] },
};

describe('table-cell preset codes of widgets-spec §5.2', () => {
  it('covers every preset code', () => {
    expect(Object.keys(CELL_PRESET_EXAMPLES).sort()).toEqual(Object.keys(CELL_PRESETS).sort());
  });
  for (const [code, { accept, reject }] of Object.entries(CELL_PRESET_EXAMPLES)) {
    it(`${code} accepts and rejects as upstream does`, () => {
      for (const value of accept) expect(checkRule(code, value), value).toBeNull();
      for (const value of reject) expect(checkRule(code, value), value).not.toBeNull();
    });
  }
});

describe('generic field checks', () => {
  const name = { type: 'string', title: '姓名', minLength: 2, maxLength: 4 } as const;
  it('reports an empty required field with 请输入<title>!', () => {
    expect(validateFieldValue(name, '', true)).toBe('请输入姓名!');
    expect(validateFieldValue(name, '', false)).toBeNull();
  });
  it('reports lengths with 最小长度N位字符 and 最大长度N位字符', () => {
    expect(validateFieldValue(name, '张', false)).toBe('最小长度2位字符');
    expect(validateFieldValue(name, '张三李四王', false)).toBe('最大长度4位字符');
  });
  it('asks to choose for dictionary fields and uses the rule wording for phones', () => {
    expect(validateFieldValue({ type: 'string', title: '性别', 'x-dict': 'sex' }, undefined, true)).toBe('请选择性别!');
    expect(validateFieldValue({ type: 'string', title: '手机号码', 'x-rules': ['mobile'] }, '', true)).toBe('请输入手机号');
  });
  it('checks number bounds', () => {
    const age = { type: 'integer', title: '年龄', minimum: 16, maximum: 60 } as const;
    expect(validateFieldValue(age, 15, false)).toBe('年龄不能小于16');
    expect(validateFieldValue(age, 61, false)).toBe('年龄不能大于60');
    expect(validateFieldValue(age, 1.5, false)).toBe('年龄格式不正确');
  });
});
