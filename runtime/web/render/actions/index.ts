// Registers every row action; import this once before rendering lists.
import './authorize';
import './frozen';
import './resetPassword';
import './execute';
import './jobStatus';
import './departRoles';
import './readStats';
import './release';
import './surveyLink';
import './surveyResults';
import './issueKey';
import './recordExport';
import './print';
import './thirdAccounts';
