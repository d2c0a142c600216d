/** An error the client may see: a status, a stable code and a message written for a person. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'bad_request', extra: Record<string, unknown> = {}) {
    super(400, code, message, {}, extra);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required.', code = 'unauthorized') {
    super(401, code, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string, code = 'forbidden', extra: Record<string, unknown> = {}) {
    super(403, code, message, {}, extra);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code = 'not_found') {
    super(404, code, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}
export class GoneError extends AppError {
  constructor(message: string, code = 'gone') {
    super(410, code, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string, code = 'too_large') {
    super(413, code, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number, code = 'rate_limited', extra: Record<string, unknown> = {}) {
    super(429, code, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) }, extra);
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message: string, retryAfterSeconds = 5, code = 'unavailable') {
    super(503, code, message, { 'Retry-After': String(retryAfterSeconds) });
  }
}
