// Every error the sandbox answers, in the contract's shape:
// {"error":{"code":<status>,"message":"<CODE>","details":"<sentence>","param":"<name>"}}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details: string,
    readonly param?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(details);
    this.name = 'ApiError';
  }

  body(): { error: { code: number; message: string; details: string; param?: string } } {
    return {
      error: {
        code: this.status,
        message: this.code,
        details: this.details,
        ...(this.param === undefined ? {} : { param: this.param }),
      },
    };
  }
}

export const missing = (param: string, details: string) => new ApiError(400, 'MISSING_PARAMETER', details, param);
export const invalid = (param: string | undefined, details: string) =>
  new ApiError(400, 'INVALID_PARAMETER', details, param);

/** The codes a `status` fault answers with when no `code` is given. */
export const FAULT_CODES: Record<number, string> = {
  400: 'INVALID_PARAMETER',
  401: 'INVALID_CREDENTIALS',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

export function faultCode(status: number): string {
  return FAULT_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'ERROR');
}
