import { registerRowAction } from '../registry';
import { DepartRolesAction } from './DepartRolesAction';
import { meta } from './meta';

registerRowAction({ ...meta, component: DepartRolesAction });
