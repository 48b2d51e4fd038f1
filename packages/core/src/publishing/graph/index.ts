export { createInstagramGraphClient, PUBLISHING_SCOPES, type InstagramGraphClient, type InstagramGraphClientOptions } from './graph-client.ts';
export type { GraphRetryOptions } from './graph-http.ts';
export { GRAPH_ERROR_KINDS, GraphApiError, isGraphApiError, classifyGraphError, type GraphApiErrorDetails, type GraphErrorKind } from './graph-error.ts';
export { waitForContainer, type WaitForContainerOptions } from './wait-for-container.ts';
export { redactGraphText } from './redact.ts';
export { CONTAINER_STATUS_CODES, DEFAULT_INSIGHT_METRICS } from './graph-types.ts';
export type * from './graph-types.ts';
