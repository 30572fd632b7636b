import type { FastifyInstance } from 'fastify';
import { BIG_SCREEN } from '../../core/device/bigScreen.types';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import type { CrudDeps } from '../crud/crudDeps';
import { ClientError } from '../sys/errorHandlers';
import { bigScreenData } from './bigScreenData';

export const BIG_SCREEN_MESSAGES = { noProject: '请先选择项目：设备大屏显示一个项目的设备' } as const;

/** `GET /api/device/bigScreen` behind `specialdevice:bigScreen:list`, for the caller's current project only. */
export function registerBigScreenRoutes(app: FastifyInstance, deps: CrudDeps): void {
  app.get(`/api${BIG_SCREEN.api}`, { config: { permission: `${BIG_SCREEN.permission}:list` } }, async (request) => {
    const auth = requireAuth(request);
    if (!auth.projectId) throw new ClientError(400, BIG_SCREEN_MESSAGES.noProject);
    return ok(await bigScreenData(deps, auth));
  });
}
