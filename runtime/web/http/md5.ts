/** Per-round left-rotation amounts of MD5 (RFC 1321). */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const CONSTANTS = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

/** The 512-bit blocks of the UTF-8 message with MD5 padding, as little-endian 32-bit words. */
function paddedWords(text: string): Uint32Array {
  const bytes = new TextEncoder().encode(text);
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const buffer = new Uint8Array(blocks * 64);
  buffer.set(bytes);
  buffer[bytes.length] = 0x80;
  const view = new DataView(buffer.buffer);
  view.setUint32(buffer.length - 8, (bytes.length * 8) >>> 0, true);
  view.setUint32(buffer.length - 4, Math.floor((bytes.length * 8) / 2 ** 32), true);
  return new Uint32Array(Array.from({ length: buffer.length / 4 }, (_, i) => view.getUint32(i * 4, true)));
}

/**
 * MD5 of a string's UTF-8 bytes as lowercase hex. Only for upstream's X-Sign header
 * (compatibility, never security); browsers' SubtleCrypto has no MD5.
 */
export function md5(text: string): string {
  const words = paddedWords(text);
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let offset = 0; offset < words.length; offset += 16) {
    let [a, b, c, d] = state;
    for (let i = 0; i < 64; i += 1) {
      const round = i >> 4;
      const [f, g] =
        round === 0
          ? [(b & c) | (~b & d), i]
          : round === 1
            ? [(d & b) | (~d & c), (5 * i + 1) % 16]
            : round === 2
              ? [b ^ c ^ d, (3 * i + 5) % 16]
              : [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + CONSTANTS[i] + words[offset + g]) >>> 0;
      const shift = SHIFTS[round * 4 + (i % 4)];
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    state[0] = (state[0] + a) >>> 0;
    state[1] = (state[1] + b) >>> 0;
    state[2] = (state[2] + c) >>> 0;
    state[3] = (state[3] + d) >>> 0;
  }
  return state.map((word) => Array.from({ length: 4 }, (_, i) => ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0')).join('')).join('');
}
