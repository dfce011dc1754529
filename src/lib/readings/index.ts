export * from './model.ts';
export * from './fold.ts';
export * from './filters.ts';
export * from './select.ts';
export * from './url-state.ts';
export * from './summary.ts';
export * from './items.ts';
export * from './paths.ts';
