import { startTestApp, type Backend, type TestApp } from './harness';

/** The server with its test-mode helpers on: the SMS outbox and the test identity providers. */
export async function startSignInTestApp(backend: Backend): Promise<TestApp> {
  process.env.SMS_TEST_OUTBOX = '1';
  process.env.THIRD_LOGIN_TEST = '1';
  return startTestApp({ backend });
}

/** Asks for an SMS code and reads it from the test outbox, as a person reads their phone. */
export async function smsCode(t: TestApp, mobile: string, smsmode: '0' | '1' | '2'): Promise<string> {
  const sent = await t.post('/api/sys/sms', { mobile, smsmode });
  if (!sent.body.success) throw new Error(`SMS to ${mobile} refused: ${sent.body.message}`);
  const latest = await t.get<string>('/api/test/sms/latest', { query: { mobile } });
  return latest.body.result;
}
