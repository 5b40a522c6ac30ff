// HTTP errors thrown by services and guards; the error handler turns them into the answer envelope.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The request field at fault, for 400s (every 400 names one). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
