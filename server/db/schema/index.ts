// One file per area; each helper-owned area adds its tables in its own file and exports them here.
export * from './core';
export * from './discovery';
export * from './marks';
export * from './addresses';
export * from './orders';
export * from './money';
export * from './uploads';
export * from './ledger';
export * from './wallet';
export * from './jobs';
export * from './shop-apply';
export * from './media';
export * from './evidence';
export * from './admin';
export * from './themes';
