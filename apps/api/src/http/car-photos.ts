// A dealer's photo upload of a car (its listing's photos, its inspection report's): a multipart body of
// a `car_id` field and photos in one named field. Each refusal is a 400 naming its field.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** The upload's car_id: a whole number from 1, at most 9 digits beside leading zeros. */
export const CAR_ID_TEXT = /^\s*0*[1-9]\d{0,8}\s*$/;

export interface CarPhotosForm {
  /** The field the photos come in. */
  field: string;
  /** The refusal when more files come than the multipart plugin's `files` limit. */
  tooMany: string;
  /** The refusal when a photo passes the plugin's `fileSize` limit; `photo` counts from 1. */
  tooLarge: (photo: number) => string;
}

/** The car id and the non-empty photos of a dealer's upload. */
export async function readCarPhotos(request: FastifyRequest, form: CarPhotosForm): Promise<{ carId: number; files: Buffer[] }> {
  const files: Buffer[] = [];
  let carId: number | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== form.field) throw badRequest(`Photos must be sent in the field ${form.field}.`, form.field);
        files.push(await part.toBuffer());
      } else if (part.fieldname === 'car_id') {
        const text = String(part.value);
        if (!CAR_ID_TEXT.test(text)) throw badRequest('car_id must be a car id (a whole number)', 'car_id');
        carId = Number(text.trim());
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(form.tooMany, form.field);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(form.tooLarge(files.length + 1), form.field);
    // busboy's parse errors carry no status: a body that is not well-formed multipart is the client's fault.
    if (err instanceof Error && !('statusCode' in err)) throw badRequest('The upload is not well-formed multipart/form-data.', form.field);
    throw err;
  }
  if (carId === undefined) throw badRequest('car_id is required', 'car_id');
  return { carId, files: files.filter((f) => f.length > 0) };
}
