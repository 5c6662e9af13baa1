// One file per area; each helper-owned area adds its tables in its own file and exports them here.
export * from './core';
