import { registerRowAction } from '../registry';
import { ExecuteAction } from './ExecuteAction';
import { meta } from './meta';

registerRowAction({ ...meta, component: ExecuteAction });
