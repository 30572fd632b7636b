// Registers every field type; import this once before rendering forms or lists.
import './input';
import './text-area';
import './password';
import './input-number';
import './select';
import './multi-select';
import './date-picker';
import './date-time-picker';
import './time-picker';
import './switch';
import './cron';
import './editable-table';
import './upload';
import './image-upload';
