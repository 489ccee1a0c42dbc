/** A restore or backup refused for a reason the operator can act on; the CLIs print its message alone. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
