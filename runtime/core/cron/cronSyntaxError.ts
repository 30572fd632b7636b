/** A cron expression Quartz would refuse; the message is Chinese and shown to the user as is. */
export class CronSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CronSyntaxError';
  }
}
