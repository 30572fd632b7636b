import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import { DEPART_KEY_FIELDS, type DepartLabel } from '../../core/picker/picker.types';
import { requireAuth } from '../auth/requireAuth';
import type { AppDb } from '../db/dbTypes';
import { loadDepartRows } from './departRows';
import { departTree, searchDeparts, visibleDeparts } from './departTree';
import { chosenField, lookupKeys, queryText } from './pickerParams';
import type { DepartRow } from './projectTree';

/**
 * The department picker's calls, open to every signed-in user over the departments that user
 * may see (visibleDeparts: projects only for their members):
 * - GET /sys/sysDepart/queryTreeList: the whole tree;
 * - GET /sys/sysDepart/searchBy?keyWord=: departments whose name contains the keyword, with their ancestors;
 * - GET /sys/sysDepart/queryByIds?ids=a,b&field=id|orgCode: `{id, orgCode, departName}` of stored values, for labels.
 */
export function registerDepartPickerRoutes(app: FastifyInstance, db: AppDb): void {
  const signedIn = { config: { authenticated: true } };
  const visible = async (request: FastifyRequest): Promise<DepartRow[]> => {
    const auth = requireAuth(request);
    return visibleDeparts(await loadDepartRows(db), (projectId) => auth.projectIds.has(projectId));
  };

  app.get('/api/sys/sysDepart/queryTreeList', signedIn, async (request) => ok(departTree(await visible(request))));

  app.get('/api/sys/sysDepart/searchBy', signedIn, async (request) => {
    const keyword = queryText(request.query, 'keyWord');
    const departs = await visible(request);
    return ok(keyword ? searchDeparts(departs, keyword) : departTree(departs));
  });

  app.get('/api/sys/sysDepart/queryByIds', signedIn, async (request) => {
    const field = chosenField(queryText(request.query, 'field'), DEPART_KEY_FIELDS, 'id');
    const keys = new Set(lookupKeys(queryText(request.query, 'ids')));
    const found = (await visible(request)).filter((depart) => keys.has((field === 'id' ? depart.id : depart.orgCode) ?? ''));
    return ok(found.map((depart): DepartLabel => ({ id: depart.id, orgCode: depart.orgCode ?? '', departName: depart.departName })));
  });
}
