import "server-only";
import { AppError } from "@/lib/errors";
import { readFormCapped } from "@/lib/security/read-body";
import { UPLOAD_LIMITS } from "./limits";
import type { UploadedFile } from "./upload";

/** The files of an upload's multipart body (field `files`), read within the request limit; the form for other fields. */
export async function readUploadRequest(request: Request): Promise<{ files: UploadedFile[]; form: FormData }> {
  const read = await readFormCapped(request, UPLOAD_LIMITS.requestBytes);
  if (!read.ok)
    throw new AppError(
      read.code,
      read.code === "payload_too_large" ? "documents.errors.tooLarge" : "documents.errors.badUpload",
    );
  const entries = read.form.getAll("files").filter((v): v is File => typeof v !== "string");
  if (entries.length === 0) throw new AppError("bad_request", "documents.errors.noFiles");
  if (entries.length > UPLOAD_LIMITS.files) throw new AppError("bad_request", "documents.errors.tooManyFiles");
  const files = await Promise.all(
    entries.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
  );
  return { files, form: read.form };
}
