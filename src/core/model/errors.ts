/** Errors the API answers with a JSON body of its own shape (docs/api-behaviour.md §5.5–5.6). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String(body.detail) : `HTTP ${status}`);
  }
}

export type FieldErrors = Record<string, unknown>;

/** 400 with `{field: [messages]}` (or, for bulk creates, an array aligned with the request). */
export class ValidationError extends ApiError {
  constructor(body: FieldErrors | FieldErrors[]) {
    super(400, body);
  }

  static detail(message: string): ValidationError {
    return new ValidationError({ detail: message });
  }
}

export class NotFoundError extends ApiError {
  constructor(detail = 'Not found.') {
    super(404, { detail });
  }
}

export class PermissionDeniedError extends ApiError {
  constructor(detail = 'You do not have permission to perform this action.') {
    super(403, { detail });
  }
}

export class ConflictError extends ApiError {
  constructor(detail: string) {
    super(409, { detail });
  }
}

export class MethodNotAllowedError extends ApiError {
  constructor(method: string) {
    super(405, { detail: `Method "${method}" not allowed.` });
  }
}
