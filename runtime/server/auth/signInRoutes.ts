import type { FastifyInstance } from 'fastify';
import type { IdentityProvider, IdentityProviders, ThirdPartyProvider } from './external/identityProvider';
import { registerExternalRoutes } from './external/externalRoutes';
import { registerSelfBindingRoutes } from './external/selfBindingRoutes';
import { TEST_THIRD_TYPE, testCodeProvider, testThirdProvider } from './external/testCodeProvider';
import { registerTestIdentityRoutes } from './external/testIdentityRoutes';
import { DINGTALK_THIRD_TYPE, dingTalkConfigFromEnv, dingTalkProvider } from './external/dingTalkProvider';
import { WECOM_THIRD_TYPE, weComConfigFromEnv, weComProvider } from './external/weComProvider';
import { registerMaterialRoutes } from './material/materialRoutes';
import { registerOnlineRoutes } from './online/onlineRoutes';
import { registerRegisterRoutes } from './register/registerRoutes';
import type { SignInDeps } from './signInUser';
import { logSmsSender } from './sms/logSmsSender';
import { registerSmsRoutes } from './sms/smsRoutes';
import type { SmsSender } from './sms/smsSender';

/** What a deployment plugs in: an SMS gateway and identity providers (defaults: log sender, none). */
export interface SignInPlugins {
  smsSender?: SmsSender;
  thirdLogin?: ReadonlyMap<string, ThirdPartyProvider>;
  cas?: IdentityProvider;
  sso?: IdentityProvider;
}

function flag(name: string): boolean {
  return process.env[name] === '1';
}

/**
 * The providers in use: 企业微信 when WECOM_* is set, 钉钉 when DINGTALK_* is set, the plugged-in ones, and with
 * THIRD_LOGIN_TEST=1 the test providers (third type `test`, CAS and SSO) whose codes
 * POST /api/test/identity/code issues.
 */
function identityProviders(deps: SignInDeps, plugins: SignInPlugins, testMode: boolean): IdentityProviders {
  const third = new Map<string, ThirdPartyProvider>();
  const weCom = weComConfigFromEnv(process.env);
  if (weCom) third.set(WECOM_THIRD_TYPE, weComProvider(weCom));
  const dingTalk = dingTalkConfigFromEnv(process.env);
  if (dingTalk) third.set(DINGTALK_THIRD_TYPE, dingTalkProvider(dingTalk));
  for (const [type, provider] of plugins.thirdLogin ?? []) third.set(type, provider);
  if (!testMode) return { third, cas: plugins.cas ?? null, sso: plugins.sso ?? null };
  third.set(TEST_THIRD_TYPE, testThirdProvider(deps.db));
  return { third, cas: plugins.cas ?? testCodeProvider(deps.db, 'cas'), sso: plugins.sso ?? testCodeProvider(deps.db, 'sso') };
}

/**
 * Every way in besides the password form, and the sessions around them: SMS codes and phone
 * login, register and password recovery, third-party / CAS / SSO login with the caller's
 * third-party bindings, the material sub-system's session, and the online-users list with forced logout.
 */
export function registerSignInRoutes(app: FastifyInstance, deps: SignInDeps, plugins: SignInPlugins = {}): void {
  const testIdentities = flag('THIRD_LOGIN_TEST');
  const providers = identityProviders(deps, plugins, testIdentities);
  registerSmsRoutes(app, { ...deps, sender: plugins.smsSender ?? logSmsSender(app.log), testOutbox: flag('SMS_TEST_OUTBOX') });
  registerRegisterRoutes(app, deps.db);
  registerExternalRoutes(app, { ...deps, providers });
  registerSelfBindingRoutes(app, deps.db, providers.third);
  if (testIdentities) registerTestIdentityRoutes(app, deps.db);
  registerMaterialRoutes(app, deps);
  registerOnlineRoutes(app, deps.db);
}
