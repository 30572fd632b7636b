import { registerRowAction } from '../registry';
import { meta } from './meta';
import { ReadStatsAction } from './ReadStatsAction';

registerRowAction({ ...meta, component: ReadStatsAction });
