/** Thrown while reading a filter's value; becomes `{param: [message]}` (a module of its own so filter helpers need not import filters.ts). */
export class FilterValueError extends Error {}
