import { openApiDocument } from "@/lib/api/openapi";

/** The OpenAPI 3.1 document of the public API (public: it describes, it grants nothing). */
export function GET() {
  return Response.json(openApiDocument());
}
