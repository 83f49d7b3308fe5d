import { errorStatus, type ErrorCode } from '@trademate/shared/errors';

export interface FieldError {
  path: string;
  message: string;
}

/** A failure the user can act on: the error handler answers it with its code's status and message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }
}

export function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', message);
}
