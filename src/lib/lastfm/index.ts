export * from './types.ts';
export * from './errors.ts';
export * from './request.ts';
export * from './parse.ts';
export * from './client.ts';
export * from './pager.ts';
export * from './format.ts';
