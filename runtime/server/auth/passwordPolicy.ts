/** The password rule lives in core so the browser form and the server check the same thing. */
export { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '../../core/validation/passwordRule';
