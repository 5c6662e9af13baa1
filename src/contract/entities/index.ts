export * from './user';
export * from './goods';
export * from './category';
export * from './cart';
export * from './shop';
export * from './filter';
export * from './statuses';
