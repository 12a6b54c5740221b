/** An error the client caused or may fix: sent as `{ message, code, errors }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const TOKEN_NOT_VALID = 'token_not_valid';
