import { ApiError } from '../core/model/errors.js';

/**
 * MAINTENANCE_MODE (docs/api-behaviour.md §11): reads keep working, every API write is refused
 * before it starts, so no change record, event or last_used update happens. NetBox's body is kept;
 * the status is 503 (the service is temporarily unable to write) rather than NetBox's 500.
 */
export function maintenanceError(): ApiError {
  return new ApiError(503, {
    error: 'NetBox is currently operating in maintenance mode and is unable to perform write operations. Please try again later.',
    exception: 'InternalError',
    netbox_version: '4.6.0',
    python_version: null, // NetBox's key; this service does not run on Python
    node_version: process.versions.node,
  });
}
