import { registerRowAction } from '../registry';
import { JobStatusAction } from './JobStatusAction';
import { meta } from './meta';

registerRowAction({ ...meta, component: JobStatusAction });
