/**
 * @module errors
 * The bottom layer every other module raises through: the catalogue of codes and factories,
 * upstream error relaying, and schema-violation wording. Imports nothing from the rest of Pith.
 */
export { CATALOGUE, errors, PithError, type ErrorBody, type ErrorCode, type ErrorType } from './catalogue.js';
export { upstreamError } from './upstream-error.js';
export { pointerToParam, validationToError, type SchemaViolation } from './validation.js';
