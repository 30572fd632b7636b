import { useState, type ReactNode } from 'react';
import { LoginChoiceModal } from './LoginChoiceModal';
import type { PendingLogin, SignInOutcome } from './signIn';

type SignedIn = Extract<SignInOutcome, { ok: true }>;

/**
 * The login choice of a sign-in form: `signedIn(outcome)` enters at once, or first opens the
 * dialog when the login waits for a department or tenant. Render `dialog` in the form.
 */
export function useLoginChoice(onSignedIn: () => void): { signedIn(outcome: SignedIn): void; dialog: ReactNode } {
  const [pending, setPending] = useState<PendingLogin | null>(null);
  return {
    signedIn: (outcome) => (outcome.pending ? setPending(outcome.pending) : onSignedIn()),
    dialog: <LoginChoiceModal pending={pending} onSignedIn={onSignedIn} onFailed={() => setPending(null)} />,
  };
}
