// Turns every error into `{ message, code, errors? }`: a message written for people, never a stack.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError as ApiErrorBody } from '@app/shared/contract';
import { ApiError } from './api-error.ts';

export const NOT_FOUND_MESSAGE = 'This address does not exist.';
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
const ROOT_FIELD = 'non_field_errors';

/** Fastify's own client errors, by code, in words for people. */
const FASTIFY_CLIENT_ERRORS: Record<string, [code: string, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_json', 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'This type of content is not accepted here.'],
};

type ValidationIssue = { instancePath: string; message?: string; keyword: string };

function validationError(issues: ValidationIssue[], context: string | undefined): ApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || ROOT_FIELD;
    const message =
      field === ROOT_FIELD && issue.keyword === 'invalid_type'
        ? `The request ${context === 'querystring' ? 'query' : (context ?? 'body')} is missing or malformed.`
        : (issue.message ?? 'This value is not valid.');
    (errors[field] ??= []).push(message);
  }
  const fields = Object.keys(errors);
  const message = fields.length === 1 ? errors[fields[0]!]![0]! : `Please check these fields: ${fields.join(', ')}.`;
  return new ApiError(400, 'invalid', message, errors);
}

function toApiError(error: FastifyError): ApiError | null {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error.validation, error.validationContext);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const [code, message] = FASTIFY_CLIENT_ERRORS[error.code] ?? ['bad_request', error.message];
    return new ApiError(status, code, message);
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (!apiError) {
      request.log.error({ err: error }, 'Unhandled error');
      return reply.status(500).send({ message: SERVER_ERROR_MESSAGE, code: 'server_error' } satisfies ApiErrorBody);
    }
    const body: ApiErrorBody = { message: apiError.message, code: apiError.code };
    if (apiError.errors) body.errors = apiError.errors;
    return reply.status(apiError.statusCode).send(body);
  });
}

export function notFound(): ApiError {
  return new ApiError(404, 'not_found', NOT_FOUND_MESSAGE);
}
