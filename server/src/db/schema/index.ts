export * from './accounts';
export * from './learning';
export * from './records';
