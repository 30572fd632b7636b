import { registerRowAction } from '../registry';
import { IssueKeyAction } from './IssueKeyAction';
import { meta } from './meta';

registerRowAction({ ...meta, component: IssueKeyAction });
