// The response envelope: every answer carries success and message; failures also carry msg (docs/product/every-call.md).
import { z } from 'zod/mini';

export const ErrorResponseSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    msg: z.string(),
    /** Present on 500 answers: the id under which the server logged the error. */
    request_id: z.optional(z.string()),
    /** Present on 400 answers caused by one field: its name, e.g. 'phone' or 'personal_data.email'. */
    field: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A success answer whose data has the given shape. */
export function okResponse<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** A success answer with no data. */
export const OkMessageSchema = z.object({ success: z.literal(true), message: z.string() });
