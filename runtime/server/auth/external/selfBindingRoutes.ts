import type { FastifyInstance } from 'fastify';
import type { SelfThirdAccount } from '../../../core/account/account.types';
import { ok } from '../../../core/http/envelope';
import type { AppDb } from '../../db/dbTypes';
import { ClientError } from '../../sys/errorHandlers';
import { bodyText } from '../bodyText';
import { requireAuth } from '../requireAuth';
import { proveThirdIdentity } from './externalRoutes';
import type { ThirdPartyProvider } from './identityProvider';
import { BINDING_MESSAGES, bindIdentity, bindingsOf, unbindOwn } from './thirdAccounts';
import { BIND_STATE_PREFIX, callbackUri } from './thirdCallback';
import { consumeBindState, issueBindState } from './thirdTickets';

export const SELF_BINDING_MESSAGES = {
  unknownType: '不支持的第三方登录类型',
  badState: '绑定请求已失效，请重新点击绑定',
  badCode: '第三方授权验证失败，请重新绑定',
  bound: '绑定成功',
  unbound: '已解除绑定',
} as const;

function providerOf(providers: ReadonlyMap<string, ThirdPartyProvider>, thirdType: string): ThirdPartyProvider {
  const provider = providers.get(thirdType);
  if (!provider) throw new ClientError(400, SELF_BINDING_MESSAGES.unknownType);
  return provider;
}

/**
 * 个人设置 › 账号绑定, acting on the caller only: GET /api/sys/user/self/thirdAccounts lists every
 * configured provider with the caller's binding; POST …/authorize `{thirdType}` answers the
 * provider's authorization URL (its state remembers the caller); POST …/bind `{thirdType, code, state}`
 * binds the identity the code proves; POST …/unbind `{id}` removes one of the caller's bindings.
 */
export function registerSelfBindingRoutes(app: FastifyInstance, db: AppDb, providers: ReadonlyMap<string, ThirdPartyProvider>): void {
  const signedIn = { config: { authenticated: true } };

  app.get('/api/sys/user/self/thirdAccounts', signedIn, async (request) => {
    const bindings = await bindingsOf(db, requireAuth(request).userId);
    return ok(
      [...providers].map(([thirdType, provider]): SelfThirdAccount => {
        const binding = bindings.find((row) => row.thirdType === thirdType);
        return { thirdType, title: provider.title, binding: binding ? { id: binding.id, thirdName: binding.thirdName, bindTime: binding.bindTime } : null };
      }),
    );
  });

  app.post('/api/sys/user/self/thirdAccounts/authorize', signedIn, async (request) => {
    const thirdType = bodyText(request.body, 'thirdType');
    const provider = providerOf(providers, thirdType);
    const state = `${BIND_STATE_PREFIX}${await issueBindState(db, thirdType, requireAuth(request).userId)}`;
    return ok({ url: provider.authorizeUrl(callbackUri(request, thirdType), state) });
  });

  app.post('/api/sys/user/self/thirdAccounts/bind', signedIn, async (request) => {
    const { userId } = requireAuth(request);
    const thirdType = bodyText(request.body, 'thirdType');
    const provider = providerOf(providers, thirdType);
    const state = bodyText(request.body, 'state');
    const started = state.startsWith(BIND_STATE_PREFIX) && (await consumeBindState(db, thirdType, state.slice(BIND_STATE_PREFIX.length), userId));
    if (!started) throw new ClientError(400, SELF_BINDING_MESSAGES.badState);
    const identity = await proveThirdIdentity(request, provider, bodyText(request.body, 'code'));
    if (!identity) throw new ClientError(400, SELF_BINDING_MESSAGES.badCode);
    const refused = await bindIdentity(db, userId, thirdType, identity);
    if (refused) throw new ClientError(409, refused);
    return ok(null, SELF_BINDING_MESSAGES.bound);
  });

  app.post('/api/sys/user/self/thirdAccounts/unbind', signedIn, async (request) => {
    if (!(await unbindOwn(db, requireAuth(request).userId, bodyText(request.body, 'id')))) throw new ClientError(404, BINDING_MESSAGES.missing);
    return ok(null, SELF_BINDING_MESSAGES.unbound);
  });
}
