import { describe, expect, it } from 'vitest';
import { generatePassword } from './generatePassword';
import { hashPassword, verifyPassword } from './password';
import { meetsPasswordPolicy } from './passwordPolicy';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Right#Pass1');
    expect(await verifyPassword('Right#Pass1', hash)).toBe(true);
    expect(await verifyPassword('Wrong#Pass1', hash)).toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    expect(await hashPassword('Same#Pass1')).not.toBe(await hashPassword('Same#Pass1'));
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x$y', 'scrypt$32768$8$1$$']) expect(await verifyPassword('x', stored)).toBe(false);
  });
});

describe('password policy', () => {
  it('needs 8 characters with a letter, a digit and a special symbol', () => {
    expect(meetsPasswordPolicy('Abc#1234')).toBe(true);
    for (const weak of ['Abc#123', 'abcdefgh', 'Abcd1234', '1234#5678', 'Abcdefg#']) expect(meetsPasswordPolicy(weak), weak).toBe(false);
  });

  it('generates strong random passwords that meet it', () => {
    const passwords = Array.from({ length: 20 }, generatePassword);
    expect(passwords.every(meetsPasswordPolicy)).toBe(true);
    expect(new Set(passwords).size).toBe(20);
    expect(passwords[0]).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
  });
});
