import { schemaRef, type OpenApiParameter, type SchemaName } from './openapi-schemas.ts';

/** Building blocks of the OpenAPI paths, shared by the files that describe them. */
export interface Operation {
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

export type Paths = Record<string, Record<string, Operation>>;

export const bearer = [{ bearerAuth: [] }];

export const json = (description: string, name: SchemaName) => ({
  description,
  content: { 'application/json': { schema: schemaRef(name) } },
});
export const error = (description: string) => json(description, 'ErrorBody');
export const noContent = (description: string) => ({ description });
export const body = (name: SchemaName) => ({
  required: true,
  content: { 'application/json': { schema: schemaRef(name) } },
});
export const common = {
  badRequest: { $ref: '#/components/responses/BadRequest' },
  unauthorized: { $ref: '#/components/responses/Unauthorized' },
  tooLarge: { $ref: '#/components/responses/PayloadTooLarge' },
};
