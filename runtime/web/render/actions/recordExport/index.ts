import { registerRowAction } from '../registry';
import { meta } from './meta';
import { RecordExportAction } from './RecordExportAction';

registerRowAction({ ...meta, component: RecordExportAction });
