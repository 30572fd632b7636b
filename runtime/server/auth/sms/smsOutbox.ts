import type { SmsSender } from './smsSender';

/**
 * Test mode only (SMS_TEST_OUTBOX=1): remembers the last code sent to each phone, so end-to-end
 * tests can read it like a person reads their phone. Never enabled in production.
 */
export class SmsOutbox {
  private readonly latest = new Map<string, string>();

  /** A sender that records each code and then hands it to `inner`. */
  wrap(inner: SmsSender): SmsSender {
    return {
      send: async (mobile, code, purpose) => {
        this.latest.set(mobile, code);
        await inner.send(mobile, code, purpose);
      },
    };
  }

  latestCode(mobile: string): string | null {
    return this.latest.get(mobile) ?? null;
  }
}
