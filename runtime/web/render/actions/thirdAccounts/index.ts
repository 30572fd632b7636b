import { registerRowAction } from '../registry';
import { meta } from './meta';
import { ThirdAccountsAction } from './ThirdAccountsAction';

registerRowAction({ ...meta, component: ThirdAccountsAction });
