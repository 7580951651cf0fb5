export * from './auth';
export * from './bff';
export * from './cart';
export * from './common';
export * from './content';
export * from './product';
export * from './search';
export * from './utilities';
