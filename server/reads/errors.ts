/** What a read may fail with besides its own errors: both are answered 503 + Retry-After. */

/** The read did not finish within its budget. */
export class ReadTimeoutError extends Error {
  constructor(
    readonly budgetMs: number,
    readonly retryAfterS: number,
  ) {
    super(`the request took longer than ${budgetMs / 1000} s and was stopped`);
    this.name = 'ReadTimeoutError';
  }
}

/** Too many reads are already waiting: refused at once rather than queued past any budget. */
export class ReadQueueFullError extends Error {
  constructor(readonly retryAfterS: number) {
    super('the server is busy with other requests');
    this.name = 'ReadQueueFullError';
  }
}
