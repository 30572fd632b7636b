import { randomInt } from 'node:crypto';
import { meetsPasswordPolicy } from './passwordPolicy';

// No look-alike characters (0/O, 1/l/I), so a printed password can be typed from a terminal.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function randomGroup(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A strong random password such as `Xk7p-Qm2a-Rt9e-Wv4s` (about 94 bits) that meets the policy. */
export function generatePassword(): string {
  for (;;) {
    const password = [randomGroup(4), randomGroup(4), randomGroup(4), randomGroup(4)].join('-');
    if (meetsPasswordPolicy(password)) return password;
  }
}
