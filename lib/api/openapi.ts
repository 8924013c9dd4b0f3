import "server-only";
import { z } from "zod";
import { companyFormSchema } from "@/lib/companies/schema";
import { TOOL_KEYS, toolDef } from "@/lib/tools/catalogue";
import { API_BODY_LIMIT, API_REQUESTS_PER_MINUTE } from "./limits";
import { API_OPERATIONS } from "./operations";
import { UPLOAD_LIMITS } from "@/lib/documents/limits";

// The OpenAPI 3.1 document of /api/v1, generated from the very zod schemas the screens and the API validate with
// (zod 4's JSON Schema output, draft 2020-12, which OpenAPI 3.1 uses as is). Served at /api/v1/openapi.json and
// rendered for people at /api-docs.

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" });

const problem = { $ref: "#/components/schemas/Problem" };
const problemResponse = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: problem } },
});

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of API_OPERATIONS) {
    const parameters = op.path.includes("{id}")
      ? [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }]
      : undefined;
    const query =
      op.path === "/api/v1/simulations"
        ? [{ name: "type", in: "query", required: false, schema: { type: "string" } }]
        : undefined;
    const ok = op.empty
      ? { "204": { description: "Excluída" } }
      : op.file
        ? {
            "200": {
              description: "Arquivo",
              content: { [op.file]: { schema: { type: "string", contentMediaType: op.file } } },
            },
          }
        : {
            [op.created ? "201" : "200"]: {
              description: "Sucesso",
              content: {
                "application/json": { schema: { type: "object", properties: { data: {} }, required: ["data"] } },
              },
            },
          };
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      operationId: `${op.method}${op.path.replace(/\/api\/v1|[{}]/g, "").replace(/\/(\w)/g, (_, c: string) => c.toUpperCase())}`,
      ...(parameters || query ? { parameters: [...(parameters ?? []), ...(query ?? [])] } : {}),
      ...(op.upload
        ? {
            requestBody: {
              required: true,
              content: {
                "multipart/form-data": {
                  schema: {
                    type: "object",
                    properties: {
                      files: { type: "array", items: { type: "string", contentMediaType: "application/pdf" } },
                    },
                    required: ["files"],
                  },
                },
              },
            },
          }
        : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: { $ref: `#/components/schemas/${op.body}` } } },
            },
          }
        : {}),
      responses: {
        ...ok,
        "400": problemResponse("JSON inválido"),
        "401": problemResponse("Chave ausente, inválida ou revogada"),
        "403": problemResponse("Plano sem acesso à API ou limite do plano"),
        "404": problemResponse("Não encontrado"),
        ...(op.file ? { "409": problemResponse("Ainda não está pronto") } : {}),
        "413": problemResponse(
          op.upload
            ? `Envio acima de ${UPLOAD_LIMITS.requestBytes / 1024 / 1024} MB`
            : `Corpo acima de ${API_BODY_LIMIT / 1024} KB`,
        ),
        "422": problemResponse("Dados inválidos (errors: campo → mensagem)"),
        "429": problemResponse(`Mais de ${API_REQUESTS_PER_MINUTE} requisições por minuto (Retry-After)`),
        "503": problemResponse("Em manutenção ou banco de dados indisponível (Retry-After)"),
      },
    };
  }
  const schemas: Record<string, unknown> = {
    Company: jsonSchema(companyFormSchema),
    Problem: {
      type: "object",
      description: "RFC 9457 (application/problem+json); detail em português.",
      properties: {
        type: { type: "string" },
        title: { type: "string" },
        status: { type: "integer" },
        code: { type: "string" },
        detail: { type: "string" },
        errors: { type: "object", additionalProperties: { type: "string" } },
      },
      required: ["type", "title", "status", "code"],
    },
  };
  for (const key of TOOL_KEYS) schemas[`Calculation_${key}`] = jsonSchema(toolDef(key).schema);
  return {
    openapi: "3.1.0",
    info: {
      title: "Tributo Certo — API pública",
      version: "1.0.0",
      description: "Empresas, cálculos tributários e simulações da sua conta (plano Enterprise).",
    },
    // Relative: the document is valid for whichever host serves it.
    servers: [{ url: "/" }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "Chave criada em Configurações › Integrações (tc_live_…)",
        },
      },
    },
  };
}
