/** An answer the content API gives on purpose, in the WordPress REST error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(): { code: string; message: string; data: { status: number } } {
    return { code: this.code, message: this.message, data: { status: this.status } };
  }
}

export function noRoute(): ApiError {
  return new ApiError(
    404,
    'rest_no_route',
    'No route was found matching the URL and request method.',
  );
}

export function notFound(what: string): ApiError {
  return new ApiError(404, 'rest_not_found', `${what} was not found.`);
}
