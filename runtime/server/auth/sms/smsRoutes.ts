import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../core/http/envelope';
import { bodyText } from '../bodyText';
import { findUserBy, signInUser, UNKNOWN_USER_MESSAGE, type SignInDeps } from '../signInUser';
import { mobileProblem } from './mobileNumber';
import { consumeSmsCode, sendSmsCode } from './smsCodes';
import { SmsOutbox } from './smsOutbox';
import { smsPurposeOf, type SmsSender } from './smsSender';

export const SMS_SENT_MESSAGE = '验证码已发送，5分钟内有效';

export interface SmsRouteOptions extends SignInDeps {
  sender: SmsSender;
  /** SMS_TEST_OUTBOX=1: codes are also kept for GET /api/test/sms/latest (end-to-end tests). */
  testOutbox: boolean;
}

/**
 * POST /api/sys/sms (send a code for login, register or password recovery) and POST
 * /api/sys/phoneLogin (sign in with it), both public; plus the test outbox route in test mode.
 * A code goes to any well-formed phone with the same answer, whether or not someone uses that
 * phone, so the answer tells a stranger nothing about who is registered; whoever then proves the
 * code learns what the phone is (unknown, taken, frozen) on the route that takes the code.
 */
export function registerSmsRoutes(app: FastifyInstance, options: SmsRouteOptions): void {
  const { db } = options;
  const outbox = options.testOutbox ? new SmsOutbox() : null;
  const sender = outbox ? outbox.wrap(options.sender) : options.sender;

  app.post('/api/sys/sms', { config: { public: true, signInLimit: 'code' } }, async (request) => {
    const mobile = bodyText(request.body, 'mobile').trim();
    const purpose = smsPurposeOf(bodyText(request.body, 'smsmode'));
    const problem = mobileProblem(mobile);
    if (problem) return fail(problem);
    if (!purpose) return fail('短信类型错误');
    const outcome = await sendSmsCode(db, sender, mobile, purpose);
    return outcome.ok ? ok(null, SMS_SENT_MESSAGE) : fail(outcome.message);
  });

  app.post('/api/sys/phoneLogin', { config: { public: true, signInLimit: 'code' } }, async (request) => {
    const mobile = bodyText(request.body, 'mobile').trim();
    const problem = mobileProblem(mobile);
    if (problem) return fail(problem);
    // The code first: without it, an unknown phone and a registered one answer alike.
    const code = await consumeSmsCode(db, mobile, 'login', bodyText(request.body, 'captcha'));
    if (!code.ok) return fail(code.message);
    const user = await findUserBy(db, 'phone', mobile);
    if (!user) return fail(UNKNOWN_USER_MESSAGE);
    return signInUser(options, user, request.ip);
  });

  if (outbox) {
    app.get<{ Querystring: { mobile?: string } }>('/api/test/sms/latest', { config: { public: true } }, async (request) => {
      const code = outbox.latestCode(String(request.query.mobile ?? ''));
      return code ? ok(code) : fail('没有发往该手机号的验证码');
    });
  }
}
