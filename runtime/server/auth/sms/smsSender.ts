/** What an SMS code is for; the values are upstream's `smsmode` (0 login, 1 register, 2 forgotten password). */
export const SMS_PURPOSES = { login: '0', register: '1', forget: '2' } as const;
export type SmsPurpose = keyof typeof SMS_PURPOSES;

/**
 * Delivers a verification code to a phone. The platform ships a sender that writes to the server
 * log (logSmsSender); an operator plugs in a real SMS gateway by implementing this interface.
 */
export interface SmsSender {
  send(mobile: string, code: string, purpose: SmsPurpose): Promise<void>;
}

/** The purpose named by an `smsmode` value, or null for an unknown one. */
export function smsPurposeOf(smsmode: string): SmsPurpose | null {
  const entry = Object.entries(SMS_PURPOSES).find(([, mode]) => mode === smsmode);
  return entry ? (entry[0] as SmsPurpose) : null;
}
