// Test helper: a seller registration with photos, as multipart/form-data built by hand the way a
// browser sends it.
import { type FilePart, multipartBody } from '../catalog/test-requests.ts';

/** multipart/form-data as the browser sends it: the JSON field first, then the files. */
export function registrationBody(registration: unknown, files: FilePart[] = []) {
  return multipartBody('registration', registration, files);
}
