import { ClientError } from '../sys/errorHandlers';

/** A save or step refused by a cross-screen check: HTTP 400 with the check's message; nothing was changed. */
export class CheckRefusal extends ClientError {
  constructor(message: string) {
    super(400, message);
    this.name = 'CheckRefusal';
  }
}
